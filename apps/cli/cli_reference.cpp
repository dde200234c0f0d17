#include "cli_reference.hpp"

#include <fmt/core.h>

#include <CLI/CLI.hpp>
#include <string>

#include "nonet/version.hpp"
#include "report.hpp"

namespace nonet::cli {
namespace {

// A field holds no tab or newline: they separate fields and records.
std::string field(std::string text) {
  for (char& c : text) {
    if (c == '\t' || c == '\n') c = ' ';
  }
  return text;
}

// "UINT:whole number in 1..100000" -> "UINT": the value's name, without its validator's note.
std::string value_name(const CLI::Option& option) {
  if (option.get_type_size() == 0) return {};
  if (!option.get_option_text().empty()) return option.get_option_text();
  const std::string type = option.get_type_name();
  return type.substr(0, type.find(':'));
}

void print_options(const CLI::App& app, const std::string& command, std::FILE* out) {
  for (const CLI::Option* option : app.get_options()) {
    if (option->get_group().empty()) continue;  // hidden
    const std::string description = field(option->get_description());
    if (option->get_positional()) {
      fmt::print(out, "argument\t{}\t{}\t{}\n", command, option->get_name(true, false),
                 description);
      continue;
    }
    std::string names;
    for (const std::string& name : option->get_snames()) names += " -" + name;
    for (const std::string& name : option->get_lnames()) names += " --" + name;
    fmt::print(out, "option\t{}\t{}\t{}\t{}\n", command, names.substr(1), value_name(*option),
               description);
  }
}

}  // namespace

void print_cli_reference(const CLI::App& app, std::FILE* out) {
  const auto commands = app.get_subcommands({});
  if (commands.empty()) {
    const std::string name = app.get_name();
    print_options(app, name.substr(name.rfind(' ') + 1), out);
    return;
  }
  fmt::print(out, "program\t{}\t{}\t{}\n", app.get_name(), kVersion, field(app.get_description()));
  print_options(app, "", out);
  for (const CLI::App* command : commands) {
    fmt::print(out, "command\t{}\t{}\n", command->get_name(), field(command->get_description()));
    print_options(*command, command->get_name(), out);
  }
  for (const auto& [code, meaning] : kExitCodeMeanings) {
    fmt::print(out, "exit\t{}\t{}\n", static_cast<int>(code), meaning);
  }
}

}  // namespace nonet::cli
