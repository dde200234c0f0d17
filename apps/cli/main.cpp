// nonet: the command-line tool. It parses options and calls the library; nothing more.
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdio>

#include "app_runner.hpp"
#include "commands.hpp"
#include "common_options.hpp"
#include "help_formatter.hpp"
#include "nonet/version.hpp"
#include "report.hpp"

namespace nonet::cli {

void add_inputs_option(CLI::App& command, std::vector<std::string>& inputs) {
  command.add_option("inputs", inputs,
                     "Puzzle files to read ('-' for standard input, the default when piped). "
                     "One puzzle a line, or one grid in any format nonet reads");
}

bool resolve_inputs(const std::string& command, std::vector<std::string>& inputs) {
  if (std::count(inputs.begin(), inputs.end(), "-") > 1) {
    std::fprintf(stderr, "nonet %s: standard input ('-') can be read only once\n", command.c_str());
    return false;
  }
  if (!inputs.empty()) return true;
  if (::isatty(STDIN_FILENO) == 1) {  // nobody piped anything in
    std::fprintf(stderr,
                 "usage: nonet %s [FILE...|-]  (no input: give a file, pipe puzzles in, or use "
                 "'-' to type them; see nonet %s --help)\n",
                 command.c_str(), command.c_str());
    return false;
  }
  inputs.emplace_back("-");
  return true;
}

}  // namespace nonet::cli

int main(int argc, char** argv) {
  using namespace nonet::cli;
  CLI::App app{
      "nonet: a Sudoku toolkit. Solves, checks and counts puzzles in any common text format, "
      "explains them step by step as a person solves, and generates new ones."};
  app.name("nonet");       // not argv[0], which may be a path
  use_wrapping_help(app);  // before the commands, which copy it
  app.set_version_flag("--version", std::string("nonet ") + nonet::kVersion);
  app.require_subcommand(1);

  Action run;
  add_solve_command(app, run);
  add_check_command(app, run);
  add_count_command(app, run);
  add_bench_command(app, run);
  add_hint_command(app, run);
  add_explain_command(app, run);
  add_techniques_command(app, run);
  add_selfcheck_command(app, run);
  add_generate_command(app, run);
  add_minimize_command(app, run);
  add_rate_command(app, run);
  add_canon_command(app, run);
  add_transform_command(app, run);
  add_dedup_command(app, run);
  add_convert_command(app, run);
  add_serve_command(app, run);
  add_help_command(app, run);
  CommonSettings common;
  add_common_options(app, common);
  for (CLI::App* command : app.get_subcommands({})) command->footer(exit_codes_help());
  app.footer(exit_codes_help() +
             "\nRun 'nonet help COMMAND' or 'nonet COMMAND --help' for a command's options.");

  if (argc == 1) {
    std::fputs(app.help().c_str(), stderr);
    return kExitUsage;
  }
  // The command's action, after the options every command shares.
  const Action run_command = [&run, &common] {
    if (!apply_common_options(common)) return static_cast<int>(kExitUsage);
    return run ? run() : static_cast<int>(kExitUsage);
  };
  return parse_and_run(app, argc, argv, run_command, "nonet");
}
