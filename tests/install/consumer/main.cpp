// Solves the LeetCode 37 board through the installed headers and library, and checks the answer.
// Built three times by run_install_test.sh: with find_package(nonet) against nonet::nonet (shared)
// and nonet::nonet_static, and with pkg-config.
#include <cstdio>
#include <cstring>
#include <string>

#include <nonet/nonet.h>
#include <nonet/nonet.hpp>

namespace {

constexpr const char* kPuzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
constexpr const char* kSolution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

int failures = 0;

void check(bool ok, const char* what) {
  if (!ok) {
    std::fprintf(stderr, "consumer: FAILED: %s\n", what);
    ++failures;
  }
}

}  // namespace

int main() {
  const auto record = nonet::parse_puzzle(kPuzzle);
  check(record.ok(), "parse_puzzle reads the puzzle");
  const auto result = nonet::solve(record.grid);
  check(result.status == nonet::Status::unique, "solve finds one solution");
  check(result.solution.to_line() == kSolution, "solve finds the right solution");

  char solution[82] = {};
  check(nonet_solve(kPuzzle, solution, nullptr) == NONET_UNIQUE, "nonet_solve says unique");
  check(std::strcmp(solution, kSolution) == 0, "nonet_solve writes the solution");

#ifdef NONET_EXPECTED_VERSION
  check(std::string(nonet::kVersion) == NONET_EXPECTED_VERSION,
        "the headers' version is the package's version");
#endif
  check(std::string(nonet_version()) == nonet::kVersion, "library and headers agree on version");

  if (failures != 0) return 1;
  std::printf("consumer: solved with nonet %s\n", nonet::kVersion);
  return 0;
}
