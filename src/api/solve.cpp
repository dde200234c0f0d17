#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <stdexcept>

#include "engine/engine.hpp"
#include "nonet/solve.hpp"

namespace nonet {
namespace {

// is_solution_of() with house masks instead of collecting conflicts: the same verdict at a small
// part of the cost, which matters because every solution handed out is checked (on easy
// puzzles the general check cost as much as the search). Every one of the 27 houses must hold
// all nine digits, and the givens must be kept.
bool solves(const Grid& solution, const Grid& puzzle) {
  const auto& values = solution.values();
  const auto& givens = puzzle.values();
  // Row by row with fixed loop bounds and no early exit: the loops unroll and the verdict costs
  // no mispredicted branch; a bad value is remembered and its bit kept in range.
  std::array<unsigned, 9> columns{};
  std::array<unsigned, 9> boxes{};
  unsigned wrong = 0;
  constexpr unsigned kAllDigits = 0x3FE;  // bits 1..9
  for (std::size_t row = 0; row < 9; ++row) {
    unsigned seen = 0;
    for (std::size_t column = 0; column < 9; ++column) {
      const unsigned v = values[9 * row + column];
      const unsigned given = givens[9 * row + column];
      wrong |= unsigned{v - 1 > 8} | unsigned{given != 0 && given != v};
      const unsigned bit = 1u << (v & 15u);
      seen |= bit;
      columns[column] |= bit;
      boxes[row / 3 * 3 + column / 3] |= bit;
    }
    wrong |= unsigned{seen != kAllDigits};
  }
  for (std::size_t i = 0; i < 9; ++i) {
    wrong |= unsigned{columns[i] != kAllDigits} | unsigned{boxes[i] != kAllDigits};
  }
  return wrong == 0;
}

// An engine that hands out a wrong grid is a bug in nonet, never the user's fault: stop loudly
// rather than print it.
void check_solution(const Grid& solution, const Grid& puzzle, Engine engine) {
  if (!solves(solution, puzzle)) {
    throw std::logic_error("internal error: the " + std::string(engine_name(engine)) +
                           " engine returned a grid that does not solve the puzzle");
  }
}

}  // namespace

std::string_view status_name(Status status) {
  switch (status) {
    case Status::unique:
      return "unique";
    case Status::multiple:
      return "multiple";
    case Status::none:
      return "none";
    case Status::invalid:
      return "invalid";
  }
  return "unknown";
}

SolveResult solve(const Grid& puzzle, const SolveOptions& options) {
  SolveResult result;
  const auto& engine = detail::engine_entry(options.engine);
  // An engine that checks the givens itself finds nothing when they clash; only then is it
  // worth looking for the conflicts.
  if (!engine.checks_givens) result.conflicts = validate(puzzle);
  if (result.conflicts.empty()) {
    // Limit 0 is taken as 1 (see SolveOptions::limit): a status needs a search.
    const detail::SearchRequest request{puzzle, std::max<std::size_t>(options.limit, 1),
                                        &result.solution, nullptr, nullptr};
    const auto outcome = engine.search(request);
    result.solution_count = outcome.solutions;
    result.guesses = outcome.guesses;
    if (outcome.solutions == 0 && engine.checks_givens) result.conflicts = validate(puzzle);
  }
  if (!result.conflicts.empty()) {
    result.guesses = 0;  // as if no search was made: an invalid puzzle is not searched
    result.status = Status::invalid;
    return result;
  }
  if (result.solution_count == 0) {
    result.status = Status::none;
    result.solution = Grid{};
    return result;
  }
  check_solution(result.solution, puzzle, options.engine);
  result.status = result.solution_count == 1 ? Status::unique : Status::multiple;
  return result;
}

std::size_t count_solutions(const Grid& puzzle, std::size_t limit, Engine engine) {
  if (limit == 0) return 0;  // limit 0 seeks no solution
  const auto& entry = detail::engine_entry(engine);
  if (!entry.checks_givens && !validate(puzzle).empty()) return 0;
  const detail::SearchRequest request{puzzle, limit, nullptr, nullptr, nullptr};
  return entry.search(request).solutions;
}

std::size_t enumerate_solutions(const Grid& puzzle, std::size_t limit, const SolutionVisitor& visit,
                                Engine engine) {
  if (limit == 0) return 0;  // limit 0 seeks no solution
  const auto& entry = detail::engine_entry(engine);
  if (!entry.checks_givens && !validate(puzzle).empty()) return 0;
  const SolutionVisitor checked = [&](const Grid& solution) {
    check_solution(solution, puzzle, engine);
    return visit(solution);
  };
  const detail::SearchRequest request{puzzle, limit, nullptr, &checked, nullptr};
  return entry.search(request).solutions;
}

}  // namespace nonet
