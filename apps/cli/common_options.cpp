#include "common_options.hpp"

#include <CLI/CLI.hpp>
#include <cerrno>
#include <cstdio>
#include <cstring>

namespace nonet::cli {
namespace {

// Set once, before the command runs, and only read afterwards (also by worker threads).
bool quiet_run = false;

}  // namespace

void add_common_options(CLI::App& app, CommonSettings& settings) {
  for (CLI::App* command : app.get_subcommands({})) {
    const std::string& name = command->get_name();
    if (name == "help" || name == "serve") continue;
    command
        ->add_option("-o,--output", settings.output,
                     "Write the output to FILE (created or emptied) instead of standard output")
        ->type_name("FILE");
    command->add_flag("-q,--quiet", settings.quiet,
                      "Leave out summaries, notes and progress on stderr (messages about bad "
                      "puzzles and errors stay)");
  }
}

bool apply_common_options(const CommonSettings& settings) {
  quiet_run = settings.quiet;
  if (settings.output.empty() || settings.output == "-") return true;
  if (std::freopen(settings.output.c_str(), "w", stdout) == nullptr) {
    std::fprintf(stderr, "nonet: cannot write '%s': %s\n", settings.output.c_str(),
                 std::strerror(errno));
    return false;
  }
  return true;
}

bool quiet() {
  return quiet_run;
}

void print_run_time(const char* command, std::size_t puzzles,
                    std::chrono::steady_clock::duration took) {
  const double seconds = std::chrono::duration<double>(took).count();
  std::fprintf(stderr, "nonet %s: %zu puzzle%s in %.3f s (%.0f puzzles/s)\n", command, puzzles,
               puzzles == 1 ? "" : "s", seconds,
               seconds > 0 ? static_cast<double>(puzzles) / seconds : 0.0);
}

}  // namespace nonet::cli
