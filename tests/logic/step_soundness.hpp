// Soundness of a technique's every step, not just the first one the solver takes: along the
// logical path of each sample puzzle, all the steps the finders report must keep the solution.
#pragma once

#include <gtest/gtest.h>

#include <cstddef>
#include <initializer_list>
#include <optional>

#include "nonet/candidates.hpp"
#include "nonet/logic.hpp"
#include "support/corpus.hpp"

namespace nonet::test {

/// Checks each step that the `checked` techniques find (at most `limit` each) in the positions
/// of the logical path, from the first position where the path needs a technique at or past
/// `from` (every position without it); returns how many steps were checked.
inline int check_every_step_keeps_the_solution(const CorpusSample& corpus,
                                               std::initializer_list<Technique> checked,
                                               std::optional<Technique> from, std::size_t limit) {
  int steps_checked = 0;
  for (const CorpusEntry& entry : corpus.sample) {
    Grid solution;
    const CandidateGrid start = CandidateGrid::from_puzzle(entry.puzzle);
    EXPECT_EQ(count_candidate_solutions(start, 2, &solution), 1u) << where(corpus, entry);
    // The path by the catalogue's own techniques, as far as they go: the positions where these
    // finders matter (past them the rating's forcing chains would take seconds a puzzle).
    LogicOptions classic;
    for (const TechniqueInfo& info : techniques()) {
      if (info.find != nullptr && info.id < Technique::unique_loop) {
        classic.techniques.push_back(info.id);
      }
    }
    const LogicalSolution path = solve_logically(entry.puzzle, classic);
    CandidateGrid grid = path.start;
    for (std::size_t i = 0; i <= path.steps.size(); ++i) {
      const bool wanted = !from || i == path.steps.size() || path.steps[i].technique >= *from;
      for (const Technique technique : checked) {
        if (!wanted) break;
        for (const Step& step : find_steps(grid, technique, limit)) {
          ++steps_checked;
          for (const Candidate& c : step.eliminations) {
            EXPECT_NE(solution.value(c.cell), c.digit.value())
                << where(corpus, entry) << ": " << describe(step);
          }
        }
      }
      if (i < path.steps.size()) apply_step(grid, path.steps[i]);
    }
  }
  return steps_checked;
}

}  // namespace nonet::test
