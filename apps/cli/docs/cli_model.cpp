#include "cli_model.hpp"

#include <algorithm>
#include <sstream>
#include <stdexcept>

namespace nonet::cli_docs {
namespace {

std::vector<std::string> split(const std::string& line, char separator) {
  std::vector<std::string> fields;
  std::string current;
  std::istringstream in(line);
  while (std::getline(in, current, separator)) fields.push_back(current);
  if (!line.empty() && line.back() == separator) fields.emplace_back();
  return fields;
}

CommandModel& command_named(CliModel& model, const std::string& name) {
  auto found = std::find_if(model.commands.begin(), model.commands.end(),
                            [&](const CommandModel& command) { return command.name == name; });
  if (found != model.commands.end()) return *found;
  CommandModel command;
  command.name = name;
  model.commands.push_back(std::move(command));
  return model.commands.back();
}

void expect_fields(const std::vector<std::string>& fields, std::size_t count,
                   const std::string& line) {
  if (fields.size() != count) throw std::runtime_error("malformed reference record: " + line);
}

}  // namespace

void read_cli_reference(std::istream& in, CliModel& model) {
  for (std::string line; std::getline(in, line);) {
    if (line.empty()) continue;
    const auto fields = split(line, '\t');
    const std::string& kind = fields.front();
    if (kind == "program") {
      expect_fields(fields, 4, line);
      model.program = fields[1];
      model.version = fields[2];
      model.description = fields[3];
    } else if (kind == "command") {
      expect_fields(fields, 3, line);
      command_named(model, fields[1]).description = fields[2];
    } else if (kind == "option") {
      expect_fields(fields, 5, line);
      OptionModel option{split(fields[2], ' '), fields[3], fields[4]};
      if (fields[1].empty()) {
        model.options.push_back(std::move(option));
      } else {
        command_named(model, fields[1]).options.push_back(std::move(option));
      }
    } else if (kind == "argument") {
      expect_fields(fields, 4, line);
      command_named(model, fields[1]).arguments.push_back({fields[2], fields[3]});
    } else if (kind == "exit") {
      expect_fields(fields, 3, line);
      model.exit_codes.push_back({fields[1], fields[2]});
    } else {
      throw std::runtime_error("unknown reference record: " + line);
    }
  }
}

std::string first_sentence(const std::string& description) {
  const std::size_t end = description.find(". ");
  std::string sentence = description.substr(0, end);
  if (!sentence.empty() && sentence.back() == '.') sentence.pop_back();
  return sentence;
}

}  // namespace nonet::cli_docs
