// nonet help [COMMAND]: the help of nonet or of one command, the same text as --help prints.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <memory>
#include <string>

#include "commands.hpp"
#include "report.hpp"
#include "usage_errors.hpp"

namespace nonet::cli {
namespace {

int print_help(const CLI::App& app, const std::string& topic) {
  if (topic.empty()) {
    // app.help() would describe the command given, which is this one.
    std::fputs(
        app.get_formatter()->make_help(&app, app.get_name(), CLI::AppFormatMode::Normal).c_str(),
        stdout);
    return kExitOk;
  }
  const CLI::App* command = nullptr;
  for (const CLI::App* candidate : app.get_subcommands({})) {
    if (candidate->check_name(topic)) command = candidate;
  }
  if (command == nullptr) return report_unknown_command(app, topic, "nonet");
  // serve's options are nonet-serve's, which prints its own help.
  if (command->get_name() == "serve") return run_serve_executable({"--help"});
  std::fputs(command->help(app.get_name()).c_str(), stdout);
  return kExitOk;
}

}  // namespace

void add_help_command(CLI::App& app, Action& run) {
  auto topic = std::make_shared<std::string>();
  auto* command = app.add_subcommand(
      "help", "Print nonet's help, or COMMAND's: the same text as 'nonet COMMAND --help'.");
  command->add_option("command", *topic, "The command to describe");
  command->callback(
      [&app, topic, &run] { run = [&app, topic] { return print_help(app, *topic); }; });
}

}  // namespace nonet::cli
