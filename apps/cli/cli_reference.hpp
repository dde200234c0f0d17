// The command line's own description of itself, for the man page and shell completions that
// the build makes from it (docs/cli_docs_main.cpp), so that they cannot drift from the options
// the executables really take.
#pragma once

#include <cstdio>

namespace CLI {
class App;
}

namespace nonet::cli {

/// The hidden argument that makes nonet and nonet-serve print their reference and exit.
inline constexpr const char* kReferenceArgument = "--print-cli-reference";

/// Writes `app`'s commands, options, positional arguments and (for an app with commands) exit
/// codes to `out`, a record a line, fields separated by tabs:
///   program  NAME  VERSION  DESCRIPTION
///   command  NAME  DESCRIPTION
///   option   COMMAND  NAMES (space-separated)  VALUE (empty for a flag)  DESCRIPTION
///   argument COMMAND  NAME  DESCRIPTION
///   exit     CODE  MEANING
/// COMMAND is empty for the program's own options; an app without commands (nonet-serve) is
/// described as the command named by the last word of its name ("nonet serve": serve).
void print_cli_reference(const CLI::App& app, std::FILE* out);

}  // namespace nonet::cli
