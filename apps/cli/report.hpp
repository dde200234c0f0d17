// How the CLI names places and problems in its messages.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "nonet/error.hpp"

namespace nonet::cli {

/// Exit codes, as documented in --help and the README.
enum ExitCode : int {
  kExitOk = 0,         // every puzzle fine
  kExitBadPuzzle = 1,  // at least one puzzle unsolvable or invalid (bad text, clashing givens)
  kExitUsage = 2,      // usage or I/O error
};

/// "file.txt:3:17" for an error (column left out when it is 0, line when it is 0).
[[nodiscard]] std::string location(std::string_view input, const Error& error);
/// "file.txt:3".
[[nodiscard]] std::string location(std::string_view input, std::size_t line);
/// "file.txt:3:17: what is wrong".
[[nodiscard]] std::string problem(std::string_view input, const Error& error);

}  // namespace nonet::cli
