// The subcommands. Each registers its options on the parser and sets `run` to the action that
// main() calls after a successful parse.
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace nonet::cli {

using Action = std::function<int()>;

void add_solve_command(CLI::App& app, Action& run);
void add_check_command(CLI::App& app, Action& run);
void add_count_command(CLI::App& app, Action& run);
void add_bench_command(CLI::App& app, Action& run);
void add_hint_command(CLI::App& app, Action& run);
void add_explain_command(CLI::App& app, Action& run);
void add_techniques_command(CLI::App& app, Action& run);
void add_selfcheck_command(CLI::App& app, Action& run);
void add_generate_command(CLI::App& app, Action& run);
void add_minimize_command(CLI::App& app, Action& run);
void add_rate_command(CLI::App& app, Action& run);
void add_canon_command(CLI::App& app, Action& run);
void add_transform_command(CLI::App& app, Action& run);
void add_dedup_command(CLI::App& app, Action& run);
void add_convert_command(CLI::App& app, Action& run);
/// `nonet serve`: runs nonet-serve, the server's own executable beside nonet, with the same
/// arguments (serve_launcher.cpp).
void add_serve_command(CLI::App& app, Action& run);
/// Runs nonet-serve with `arguments` in place of this process; returns only when it cannot
/// (then kExitUsage, after saying why).
int run_serve_executable(const std::vector<std::string>& arguments);
/// `nonet help [COMMAND]` (help_command.cpp).
void add_help_command(CLI::App& app, Action& run);
/// nonet-serve's options, on its own parser (cmd_serve.cpp; linked only into nonet-serve).
void define_serve_command(CLI::App& serve, Action& run);
/// What `nonet serve` does, for both executables' --help.
inline constexpr const char* kServeSummary =
    "Serve the JSON API and the web page over HTTP (docs/server.md): POST /api/solve, count, "
    "check, hint, explain, rate, generate; GET /api/techniques, /api/health. Prints 'listening "
    "on http://HOST:PORT/' once it accepts connections; stops on SIGINT or SIGTERM (exit 0).";

/// Adds the positional [FILE...|-] argument shared by the batch commands.
void add_inputs_option(CLI::App& command, std::vector<std::string>& inputs);

/// The inputs to read: the files given, or standard input. Returns false (after printing a
/// one-line message) when no file is given and standard input is a terminal, since waiting for
/// typed input silently would look like a hang, or when '-' is given twice.
bool resolve_inputs(const std::string& command, std::vector<std::string>& inputs);

}  // namespace nonet::cli
