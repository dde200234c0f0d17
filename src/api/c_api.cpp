// The C interface: text in, codes out; no C++ exception crosses it.
#include <cstring>
#include <stdexcept>

#include "api/c_guard.hpp"
#include "nonet/format.hpp"
#include "nonet/nonet.h"
#include "nonet/solve.hpp"
#include "nonet/version.hpp"

namespace {

std::optional<nonet::Grid> read_puzzle(const char* text) {
  if (text == nullptr) return std::nullopt;
  auto record = nonet::parse_puzzle(text);
  if (!record.ok()) return std::nullopt;
  return record.grid;
}

}  // namespace

extern "C" {

int nonet_solve(const char* puzzle, char* solution, unsigned long long* guesses) {
  return nonet::detail::call_guarded(
      [&]() -> int {
        const auto grid = read_puzzle(puzzle);
        if (!grid) return NONET_BAD_INPUT;
        const auto result = nonet::solve(*grid);
        if (guesses != nullptr) *guesses = result.guesses;
        switch (result.status) {
          case nonet::Status::invalid:
            return NONET_INVALID;
          case nonet::Status::none:
            return NONET_NONE;
          case nonet::Status::unique:
          case nonet::Status::multiple:
            break;
          case nonet::Status::found:  // never: the default limit looks for a second solution
            throw std::logic_error("internal error: nonet_solve stopped at the first solution");
        }
        if (solution != nullptr) {
          const auto line = result.solution.to_line();
          std::memcpy(solution, line.c_str(), line.size() + 1);
        }
        return result.status == nonet::Status::unique ? NONET_UNIQUE : NONET_MULTIPLE;
      },
      static_cast<int>(NONET_ERROR));
}

long long nonet_count(const char* puzzle, unsigned long long limit) {
  return nonet::detail::call_guarded(
      [&]() -> long long {
        const auto grid = read_puzzle(puzzle);
        if (!grid) return -1;
        return static_cast<long long>(nonet::count_solutions(*grid, limit));
      },
      -2LL);
}

int nonet_is_valid(const char* puzzle) {
  return nonet::detail::call_guarded(
      [&]() -> int {
        const auto grid = read_puzzle(puzzle);
        if (!grid) return -1;
        return nonet::validate(*grid).empty() ? 1 : 0;
      },
      -2);
}

const char* nonet_version(void) {
  return nonet::kVersion;
}

}  // extern "C"
