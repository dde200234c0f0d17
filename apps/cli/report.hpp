// How the CLI names places and problems in its messages.
#pragma once

#include <string>

#include "nonet/format.hpp"
#include "nonet/solve.hpp"

namespace nonet::cli {

/// Exit codes, as documented in --help and the README.
enum ExitCode : int {
  kExitOk = 0,         // every puzzle fine
  kExitBadPuzzle = 1,  // at least one puzzle unsolvable or invalid (bad text, clashing givens)
  kExitUsage = 2,      // usage or I/O error
};

/// "file.txt:3:17" for an input error (column left out when it is 0, line when it is 0).
[[nodiscard]] std::string location(const std::string& input, const InputError& error);
/// "file.txt:3".
[[nodiscard]] std::string location(const std::string& input, std::size_t line);

/// Why a record cannot be solved, with its location, or empty when it is fine to solve:
/// its parse error, or the first clash among its givens.
[[nodiscard]] std::string problem_of(const std::string& input, const PuzzleRecord& record,
                                     const SolveResult* result);

}  // namespace nonet::cli
