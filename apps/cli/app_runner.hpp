// Parsing a command line and running what it asked for, shared by nonet and nonet-serve: both
// answer --help, bad options and lost output the same way.
#pragma once

#include "commands.hpp"

namespace CLI {
class App;
}

namespace nonet::cli {

/// Parses the arguments with `app` (whose commands set `run`), then runs it. Returns the exit
/// code: kExitUsage for a bad option, an exception or output that could not be written.
/// `program` names the executable in messages ("nonet", "nonet serve").
int parse_and_run(CLI::App& app, int argc, char** argv, const Action& run, const char* program);

}  // namespace nonet::cli
