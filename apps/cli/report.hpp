// The exit codes of every command. (Places and problems in messages: location_text() and
// problem_text() of nonet/error.hpp.)
#pragma once

#include "nonet/error.hpp"

namespace nonet::cli {

/// Exit codes, as documented in --help and the README.
enum ExitCode : int {
  kExitOk = 0,         // every puzzle fine
  kExitBadPuzzle = 1,  // at least one puzzle unsolvable or invalid (bad text, clashing givens)
  kExitUsage = 2,      // usage or I/O error
};

}  // namespace nonet::cli
