// Each shell is given the commands, each command's options (and, for `help`, the commands),
// and files for the rest of the words.
#include <string>

#include "writers.hpp"

namespace nonet::cli_docs {
namespace {

constexpr const char* kGeneratedNote =
    "generated at build time from the options nonet and nonet-serve report; do not edit";

std::string joined_names(const std::vector<OptionModel>& options) {
  std::string words;
  for (const auto& option : options) {
    for (const auto& name : option.names) words += (words.empty() ? "" : " ") + name;
  }
  return words;
}

std::string command_names(const CliModel& model) {
  std::string words;
  for (const auto& command : model.commands) words += (words.empty() ? "" : " ") + command.name;
  return words;
}

// Text inside single quotes, for bash, zsh and fish: each ' closes the quote, adds an escaped
// quote and reopens it.
std::string single_quoted(const std::string& text) {
  std::string quoted = "'";
  for (const char c : text) {
    quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  }
  return quoted + "'";
}

// A description in zsh's _arguments "--name[description]:value:" (whose brackets and colons
// would end a field) or after the first colon of _describe's "name:description".
std::string zsh_text(const std::string& text) {
  std::string escaped;
  for (const char c : first_sentence(text)) {
    if (c == ']' || c == '[' || c == ':' || c == '\\') escaped += '\\';
    escaped += c;
  }
  return escaped;
}

}  // namespace

void write_bash_completion(const CliModel& model, std::ostream& out) {
  out << "# bash completion for nonet: " << kGeneratedNote << "\n"
      << "_nonet() {\n"
      << "  local cur=${COMP_WORDS[COMP_CWORD]} options\n"
      << "  if ((COMP_CWORD == 1)); then\n"
      << "    COMPREPLY=($(compgen -W "
      << single_quoted(command_names(model) + " " + joined_names(model.options))
      << " -- \"$cur\"))\n"
      << "    return\n"
      << "  fi\n"
      << "  case ${COMP_WORDS[1]} in\n";
  for (const auto& command : model.commands) {
    if (command.name == "help") {
      out << "  help)\n"
          << "    ((COMP_CWORD == 2)) && COMPREPLY=($(compgen -W "
          << single_quoted(command_names(model)) << " -- \"$cur\"))\n"
          << "    return ;;\n";
      continue;
    }
    out << "  " << command.name << ") options=" << single_quoted(joined_names(command.options))
        << " ;;\n";
  }
  out << "  *) options= ;;\n"
      << "  esac\n"
      << "  if [[ $cur == -* ]]; then\n"
      << "    COMPREPLY=($(compgen -W \"$options\" -- \"$cur\"))\n"
      << "  else\n"
      << "    compopt -o filenames 2>/dev/null\n"
      << "    COMPREPLY=($(compgen -f -- \"$cur\"))\n"
      << "  fi\n"
      << "}\n"
      << "complete -F _nonet nonet\n";
}

void write_zsh_completion(const CliModel& model, std::ostream& out) {
  out << "#compdef nonet\n"
      << "# zsh completion for nonet: " << kGeneratedNote << "\n"
      << "_nonet() {\n"
      << "  local -a commands\n"
      << "  commands=(\n";
  for (const auto& command : model.commands) {
    out << "    " << single_quoted(command.name + ":" + zsh_text(command.description)) << "\n";
  }
  out << "  )\n"
      << "  if ((CURRENT == 2)); then\n"
      << "    _describe -t commands 'nonet command' commands\n"
      << "    return\n"
      << "  fi\n"
      << "  case $words[2] in\n";
  for (const auto& command : model.commands) {
    if (command.name == "help") {
      out << "  help) ((CURRENT == 3)) && _describe -t commands 'nonet command' commands ;;\n";
      continue;
    }
    out << "  " << command.name << ")\n    _arguments";
    for (const auto& option : command.options) {
      for (const auto& name : option.names) {
        std::string spec = name + "[" + zsh_text(option.description) + "]";
        if (!option.value.empty()) spec += ":" + zsh_text(option.value) + ":";
        out << " \\\n      " << single_quoted(spec);
      }
    }
    out << " \\\n      '*:file:_files' ;;\n";
  }
  out << "  esac\n"
      << "}\n"
      << "_nonet \"$@\"\n";
}

void write_fish_completion(const CliModel& model, std::ostream& out) {
  out << "# fish completion for nonet: " << kGeneratedNote << "\n"
      << "set -l nonet_commands " << command_names(model) << "\n";
  for (const auto& option : model.options) {
    for (const auto& name : option.names) {
      out << "complete -c nonet -n __fish_use_subcommand "
          << (name.size() == 2 ? "-s " + name.substr(1) : "-l " + name.substr(2)) << " -d "
          << single_quoted(first_sentence(option.description)) << "\n";
    }
  }
  for (const auto& command : model.commands) {
    out << "complete -c nonet -f -n \"not __fish_seen_subcommand_from $nonet_commands\" -a "
        << command.name << " -d " << single_quoted(first_sentence(command.description)) << "\n";
    const std::string when = "-n '__fish_seen_subcommand_from " + command.name + "'";
    if (command.name == "help") {
      out << "complete -c nonet -f " << when << " -a \"$nonet_commands\"\n";
      continue;
    }
    for (const auto& option : command.options) {
      out << "complete -c nonet " << when;
      for (const auto& name : option.names) {
        out << (name.size() == 2 ? " -s " + name.substr(1) : " -l " + name.substr(2));
      }
      if (!option.value.empty()) out << " -r";
      out << " -d " << single_quoted(first_sentence(option.description)) << "\n";
    }
  }
}

}  // namespace nonet::cli_docs
