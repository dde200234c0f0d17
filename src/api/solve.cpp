#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>

#include "api/solution_check.hpp"
#include "engine/engine.hpp"
#include "engine/simd_dispatch.hpp"
#include "nonet/solve.hpp"

namespace nonet {

bool detail::solves(const Grid& solution, const Grid& puzzle) {
  // Chosen once; the AVX-512 check costs a seventh of the portable one's instructions.
  static const auto check =
      simd_path_supported(SimdPath::avx512) ? &solves_avx512 : &solves_portable;
  return check(solution, puzzle);
}

bool detail::solves_portable(const Grid& solution, const Grid& puzzle) {
  const auto& values = solution.values();
  const auto& givens = puzzle.values();
  // Values in range and givens kept: a loop over bytes with no early exit, which the compiler
  // turns into a few vector instructions.
  std::uint8_t wrong = 0;
  for (std::size_t cell = 0; cell < kCellCount; ++cell) {
    const std::uint8_t v = values[cell];
    const std::uint8_t given = givens[cell];
    wrong |= static_cast<std::uint8_t>(static_cast<std::uint8_t>(v - 1) > 8) |
             static_cast<std::uint8_t>(given != 0 && given != v);
  }
  // Every house holds all nine digits: row by row with fixed loop bounds, so the loops unroll
  // and the verdict costs no mispredicted branch; a bad value keeps its bit in range.
  std::array<unsigned, 9> columns{};
  std::array<unsigned, 9> boxes{};
  constexpr unsigned kAllDigits = 0x3FE;  // bits 1..9
  for (std::size_t row = 0; row < 9; ++row) {
    unsigned seen = 0;
    for (std::size_t column = 0; column < 9; ++column) {
      const unsigned bit = 1u << (values[9 * row + column] & 15u);
      seen |= bit;
      columns[column] |= bit;
      boxes[row / 3 * 3 + column / 3] |= bit;
    }
    wrong |= static_cast<std::uint8_t>(seen != kAllDigits);
  }
  for (std::size_t i = 0; i < 9; ++i) {
    wrong |= static_cast<std::uint8_t>(unsigned{columns[i] != kAllDigits} |
                                       unsigned{boxes[i] != kAllDigits});
  }
  return wrong == 0;
}

namespace {

// An engine that hands out a wrong grid is a bug in nonet, never the user's fault: stop loudly
// rather than print it.
void check_solution(const Grid& solution, const Grid& puzzle, Engine engine) {
  if (!detail::solves(solution, puzzle)) {
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
    case Status::found:
      return "found";
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
  if (options.limit <= 1) {
    result.status = Status::found;
  } else {
    result.status = result.solution_count == 1 ? Status::unique : Status::multiple;
  }
  return result;
}

namespace {

Error clash_error(const Conflict& conflict, std::size_t line) {
  return Error{ErrorCode::clashing_givens, conflict.describe(), line, 0, conflict.first};
}

Error error_without_cell(ErrorCode code, std::string message, std::size_t line = 0) {
  return Error{code, std::move(message), line, 0, std::nullopt};
}

}  // namespace

std::optional<Error> why_not_unique(const SolveResult& result) {
  switch (result.status) {
    case Status::unique:
    case Status::found:  // a solution: nothing is wrong with the puzzle that the search saw
      return std::nullopt;
    case Status::multiple:
      return error_without_cell(ErrorCode::multiple_solutions, "more than one solution");
    case Status::none:
      return error_without_cell(ErrorCode::no_solution, "no solution");
    case Status::invalid:
      break;
  }
  if (result.conflicts.empty()) {
    return error_without_cell(ErrorCode::internal, "internal error: invalid without a clash");
  }
  return clash_error(result.conflicts.front(), 0);
}

CheckResult check(const Grid& puzzle, Engine engine) {
  SolveResult solved = solve(puzzle, SolveOptions{.limit = 2, .engine = engine});
  return CheckResult{solved.status, why_not_unique(solved), solved.solution};
}

CheckResult check(const PuzzleRecord& record, Engine engine) {
  if (record.error) return CheckResult{Status::invalid, record.error, Grid{}};
  CheckResult result = check(record.grid, engine);
  if (result.error) result.error->line = record.line;
  return result;
}

std::optional<Error> check_givens(const PuzzleRecord& record) {
  if (record.error) return record.error;
  const auto conflicts = validate(record.grid);
  if (conflicts.empty()) return std::nullopt;
  return clash_error(conflicts.front(), record.line);
}

std::size_t count_solutions(const Grid& puzzle, std::size_t limit, Engine engine) {
  if (limit == 0) return 0;  // limit 0 seeks no solution
  const auto& entry = detail::engine_entry(engine);
  if (!entry.checks_givens && !validate(puzzle).empty()) return 0;
  const detail::SearchRequest request{puzzle, limit, nullptr, nullptr, nullptr};
  return entry.search(request).solutions;
}

CountResult count_solutions(const Grid& puzzle, std::size_t limit, const RunControl& control) {
  CountResult result;
  // Without anything to watch, the plain count is the faster one: it checks no solution.
  if (!control.stop.stop_possible() && !control.deadline && !control.progress) {
    result.count = count_solutions(puzzle, limit);
    return result;
  }
  if ((result.stop_reason = control.stop_reason())) return result;
  // A report every so many solutions keeps the callback from costing more than the search.
  constexpr std::size_t kReportEvery = 1024;
  enumerate_solutions(puzzle, limit, [&](const Grid&) {
    ++result.count;
    if (control.progress && result.count % kReportEvery == 0) {
      control.progress(Progress{result.count, limit});
    }
    if (result.count < limit) result.stop_reason = control.stop_reason();
    return !result.stop_reason;
  });
  if (control.progress) control.progress(Progress{result.count, limit});
  return result;
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
