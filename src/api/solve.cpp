#include <algorithm>
#include <stdexcept>

#include "engine/engine.hpp"
#include "nonet/solve.hpp"

namespace nonet {
namespace {

// An engine that hands out a wrong grid is a bug in nonet, never the user's fault: stop loudly
// rather than print it.
void check_solution(const Grid& solution, const Grid& puzzle, Engine engine) {
  if (!is_solution_of(solution, puzzle)) {
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
  result.conflicts = validate(puzzle);
  if (!result.conflicts.empty()) {
    result.status = Status::invalid;
    return result;
  }
  // Limit 0 is taken as 1 (see SolveOptions::limit): a status needs a search.
  const detail::SearchRequest request{puzzle, std::max<std::size_t>(options.limit, 1),
                                      &result.solution, nullptr};
  const auto outcome = detail::engine_entry(options.engine).search(request);
  result.solution_count = outcome.solutions;
  result.guesses = outcome.guesses;
  if (outcome.solutions == 0) {
    result.status = Status::none;
    result.solution = Grid{};
    return result;
  }
  check_solution(result.solution, puzzle, options.engine);
  result.status = outcome.solutions == 1 ? Status::unique : Status::multiple;
  return result;
}

std::size_t count_solutions(const Grid& puzzle, std::size_t limit, Engine engine) {
  if (limit == 0 || !validate(puzzle).empty()) return 0;  // limit 0 seeks no solution
  const detail::SearchRequest request{puzzle, limit, nullptr, nullptr};
  return detail::engine_entry(engine).search(request).solutions;
}

std::size_t enumerate_solutions(const Grid& puzzle, std::size_t limit, const SolutionVisitor& visit,
                                Engine engine) {
  if (limit == 0 || !validate(puzzle).empty()) return 0;
  const SolutionVisitor checked = [&](const Grid& solution) {
    check_solution(solution, puzzle, engine);
    return visit(solution);
  };
  const detail::SearchRequest request{puzzle, limit, nullptr, &checked};
  return detail::engine_entry(engine).search(request).solutions;
}

}  // namespace nonet
