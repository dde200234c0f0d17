// Soundness: every step the logical solver takes on a puzzle agrees with the puzzle's one
// solution: no placement differs from it and no elimination removes its digit.
#pragma once

#include <string>

#include "nonet/logic.hpp"

namespace nonet::test {

/// "" when every step of the path is sound, else the first wrong step.
inline std::string first_unsound_step(const LogicalSolution& path) {
  Grid solution;
  if (count_candidate_solutions(path.start, 2, &solution) != 1) return "";
  for (std::size_t i = 0; i < path.steps.size(); ++i) {
    const Step& step = path.steps[i];
    for (const Candidate& c : step.placements) {
      if (solution.value(c.cell) != c.digit.value()) {
        return "step " + std::to_string(i + 1) + " places a wrong digit: " + describe(step);
      }
    }
    for (const Candidate& c : step.eliminations) {
      if (solution.value(c.cell) == c.digit.value()) {
        return "step " + std::to_string(i + 1) + " removes the solution's " + c.name() + ": " +
               describe(step);
      }
    }
  }
  if (path.solved && path.final_grid.values() != solution) return "solved to a wrong grid";
  return "";
}

/// "" when every step of the puzzle's logical path is sound, else the first wrong step.
inline std::string first_unsound_step(const Grid& puzzle, const LogicOptions& options = {}) {
  return first_unsound_step(solve_logically(puzzle, options));
}

}  // namespace nonet::test
