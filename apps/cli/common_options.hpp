// The options every command takes: -o/--output FILE and -q/--quiet.
#pragma once

#include <chrono>
#include <cstddef>
#include <string>

namespace CLI {
class App;
}

namespace nonet::cli {

struct CommonSettings {
  std::string output;  // empty: standard output
  bool quiet = false;
};

/// Adds -o/--output and -q/--quiet to every command of `app` but help and serve (which prints
/// nothing a file would want; its own executable has its options).
void add_common_options(CLI::App& app, CommonSettings& settings);

/// Sends standard output to settings.output when one is given, and records --quiet for
/// quiet(). Returns false, after saying why on stderr, when the file cannot be written.
[[nodiscard]] bool apply_common_options(const CommonSettings& settings);

/// "nonet COMMAND: N puzzles in T s (R puzzles/s)" on stderr, for --timer.
void print_run_time(const char* command, std::size_t puzzles,
                    std::chrono::steady_clock::duration took);

/// Whether --quiet was given: summaries, notes and progress on stderr are left out (messages
/// about bad puzzles and errors are not). A process-wide setting, fixed before a command runs.
[[nodiscard]] bool quiet();

}  // namespace nonet::cli
