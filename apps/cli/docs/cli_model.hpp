// nonet's command line as the executables describe it (cli_reference.hpp): what the man page
// and the shell completions are written from.
#pragma once

#include <istream>
#include <string>
#include <vector>

namespace nonet::cli_docs {

struct OptionModel {
  std::vector<std::string> names;  // "-l", "--limit"
  std::string value;               // empty for a flag
  std::string description;
};

struct ArgumentModel {
  std::string name;
  std::string description;
};

struct CommandModel {
  std::string name;
  std::string description;
  std::vector<OptionModel> options;
  std::vector<ArgumentModel> arguments;
};

struct ExitCodeModel {
  std::string code;
  std::string meaning;
};

struct CliModel {
  std::string program;
  std::string version;
  std::string description;
  std::vector<OptionModel> options;  // the program's own
  std::vector<CommandModel> commands;
  std::vector<ExitCodeModel> exit_codes;
};

/// Reads the records of one or more references into `model`; a command's records may come from
/// another executable than the one that named the command (serve's, from nonet-serve). Throws
/// std::runtime_error on a record it does not know.
void read_cli_reference(std::istream& in, CliModel& model);

/// The first sentence of a description, for a completion menu.
[[nodiscard]] std::string first_sentence(const std::string& description);

}  // namespace nonet::cli_docs
