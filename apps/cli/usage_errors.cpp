#include "usage_errors.hpp"

#include <fmt/core.h>

#include <CLI/CLI.hpp>
#include <string>
#include <vector>

#include "nearest_name.hpp"
#include "report.hpp"

namespace nonet::cli {
namespace {

std::string did_you_mean(std::string_view word, const std::vector<std::string>& names) {
  const auto nearest = nearest_name(word, names);
  return nearest ? "; did you mean '" + *nearest + "'?" : std::string();
}

std::vector<std::string> command_names(const CLI::App& app) {
  std::vector<std::string> names;
  for (const CLI::App* command : app.get_subcommands({})) names.push_back(command->get_name());
  return names;
}

std::vector<std::string> option_names(const CLI::App& command) {
  std::vector<std::string> names;
  for (const CLI::Option* option : command.get_options()) {
    for (const std::string& name : option->get_snames()) names.push_back("-" + name);
    for (const std::string& name : option->get_lnames()) names.push_back("--" + name);
  }
  return names;
}

}  // namespace

int report_unknown_command(const CLI::App& app, std::string_view word, const char* program) {
  fmt::print(stderr, "{}: unknown command '{}'{}\nRun '{} help' for the list of commands.\n",
             program, word, did_you_mean(word, command_names(app)), program);
  return kExitUsage;
}

int report_usage_error(CLI::App& app, const CLI::ParseError& error, const char* program) {
  // The command given, if any: its leftover words are what it did not understand.
  const CLI::App* command = &app;
  std::string name = program;
  const auto given = app.get_subcommands();
  if (!given.empty() && !given.front()->remaining().empty()) {
    command = given.front();
    name += " " + command->get_name();
  }
  const std::vector<std::string> leftover = command->remaining();
  const bool no_command_given = dynamic_cast<const CLI::RequiredError*>(&error) != nullptr &&
                                given.empty() && !app.get_subcommands({}).empty();
  const bool not_understood = dynamic_cast<const CLI::ExtrasError*>(&error) != nullptr;
  if (leftover.empty() || !(no_command_given || not_understood)) {
    app.exit(error);
    return kExitUsage;
  }

  const std::string& word = leftover.front();
  if (word.size() > 1 && word.front() == '-') {
    const std::string option = word.substr(0, word.find('='));
    fmt::print(stderr, "{}: unknown option '{}'{}\nRun '{} --help' for its options.\n", name,
               option, did_you_mean(option, option_names(*command)), name);
  } else if (!command->get_subcommands({}).empty()) {
    report_unknown_command(*command, word, name.c_str());
  } else {
    fmt::print(stderr, "{}: unexpected argument '{}'\nRun '{} --help' for its usage.\n", name, word,
               name);
  }
  return kExitUsage;
}

}  // namespace nonet::cli
