// nonet.1: the program, its own options, every command with its options and arguments, and
// the exit codes, in troff's man macros.
#include <string>

#include "writers.hpp"

namespace nonet::cli_docs {
namespace {

// Text troff prints as written: backslashes escaped, and a line that would start with a
// control character ('.' or ') guarded.
std::string roff(const std::string& text) {
  std::string escaped;
  for (const char c : text) {
    if (c == '\\') {
      escaped += "\\e";
    } else if (c == '-') {
      escaped += "\\-";
    } else {
      escaped += c;
    }
  }
  if (!escaped.empty() && (escaped.front() == '.' || escaped.front() == '\'')) {
    escaped.insert(0, "\\&");
  }
  return escaped;
}

void write_option(const OptionModel& option, std::ostream& out) {
  out << ".TP\n";
  std::string names;
  for (const auto& name : option.names) {
    names += (names.empty() ? "" : ", ") + std::string("\\fB") + roff(name) + "\\fR";
  }
  out << names;
  if (!option.value.empty()) out << " \\fI" << roff(option.value) << "\\fR";
  out << "\n" << roff(option.description) << "\n";
}

}  // namespace

void write_man_page(const CliModel& model, std::ostream& out) {
  out << ".\\\" Generated at build time from the options nonet and nonet-serve report.\n"
      << ".TH NONET 1 \"\" \"nonet " << roff(model.version) << "\" \"User Commands\"\n"
      << ".SH NAME\n"
      << "nonet \\- a Sudoku toolkit\n"
      << ".SH SYNOPSIS\n"
      << ".B nonet\n"
      << ".I COMMAND\n"
      << "[\\fIOPTIONS\\fR] [\\fIFILE\\fR...]\n"
      << ".br\n"
      << ".B nonet help\n"
      << "[\\fICOMMAND\\fR]\n"
      << ".SH DESCRIPTION\n"
      << roff(model.description) << "\n"
      << ".SH OPTIONS\n";
  for (const auto& option : model.options) write_option(option, out);
  out << ".SH COMMANDS\n";
  for (const auto& command : model.commands) {
    out << ".SS \"nonet " << roff(command.name) << "\"\n" << roff(command.description) << "\n";
    for (const auto& argument : command.arguments) {
      out << ".TP\n\\fI" << roff(argument.name) << "\\fR\n" << roff(argument.description) << "\n";
    }
    for (const auto& option : command.options) write_option(option, out);
  }
  out << ".SH EXIT STATUS\n";
  for (const auto& exit : model.exit_codes) {
    out << ".TP\n.B " << roff(exit.code) << "\n" << roff(exit.meaning) << "\n";
  }
  out << ".SH SEE ALSO\n"
      << "\\fBnonet help\\fR \\fICOMMAND\\fR, and the documents in the project's docs/ folder.\n";
}

}  // namespace nonet::cli_docs
