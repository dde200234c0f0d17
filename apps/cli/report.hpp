// The exit codes of every command. (Places and problems in messages: location_text() and
// problem_text() of nonet/error.hpp.)
#pragma once

#include <string>

#include "nonet/error.hpp"

namespace nonet::cli {

/// Exit codes, as documented in --help and the README.
enum ExitCode : int {
  kExitOk = 0,         // every puzzle fine
  kExitBadPuzzle = 1,  // at least one puzzle unsolvable or invalid (bad text, clashing givens)
  kExitUsage = 2,      // usage or I/O error
};

struct ExitCodeMeaning {
  ExitCode code;
  const char* meaning;
};

/// What each exit code means, for --help, the man page and the README.
inline constexpr ExitCodeMeaning kExitCodeMeanings[] = {
    {kExitOk, "every puzzle was fine"},
    {kExitBadPuzzle, "at least one puzzle was unsolvable or invalid (bad text, clashing givens)"},
    {kExitUsage, "usage or I/O error (bad option, unknown command, unreadable file)"},
};

/// "Exit codes:" and the table above, as every command's --help ends (its footer).
[[nodiscard]] inline std::string exit_codes_help() {
  std::string text = "Exit codes:";
  for (const auto& [code, meaning] : kExitCodeMeanings) {
    text += "\n  " + std::to_string(code) + "  " + meaning;
  }
  return text;
}

}  // namespace nonet::cli
