// The techniques the catalogue takes from the Sudoku Explainer rating (src/logic/techniques/
// se_rules.cpp) and the proofs written out for forcing chains (forcing_proof.cpp): hint and
// explain finish the hardest puzzles, every step keeps the solution, and each forcing chain step
// says how it follows.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "nonet/explain.hpp"
#include "nonet/serialize.hpp"
#include "support/boards.hpp"

namespace nonet {
namespace {

// The first puzzle of the forum's hardest list (puzzles6_forum_hardest_1106), SE 10.3: past the
// first few steps only dynamic and nested forcing chains go on.
constexpr const char* kForumHardest =
    "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";

bool is_forcing_chain(Technique technique) {
  return technique >= Technique::nishio_forcing_chain &&
         technique <= Technique::dynamic_region_forcing_chain;
}

Grid solution_of(const Grid& puzzle) {
  Grid solution;
  EXPECT_EQ(count_candidate_solutions(CandidateGrid::from_puzzle(puzzle), 2, &solution), 1u);
  return solution;
}

TEST(ForcingChains, ExplainFinishesAHardestPuzzleSoundly) {
  const Grid puzzle = testing::grid_from(kForumHardest);
  const LogicalSolution path = explain(puzzle);
  ASSERT_TRUE(path.solved);
  EXPECT_EQ(first_unsound_step(path.steps, solution_of(puzzle)), std::nullopt);
  int chains = 0;
  for (const Step& step : path.steps) {
    if (!is_forcing_chain(step.technique)) continue;
    ++chains;
    EXPECT_FALSE(step.rule.empty()) << describe(step);  // SE's own name, with its level
    EXPECT_FALSE(step.reason.empty()) << describe(step);
  }
  EXPECT_GT(chains, 0);
}

TEST(ForcingChains, HintAnswersWhereTheOtherTechniquesRunOut) {
  const Grid puzzle = testing::grid_from(kForumHardest);
  // Run the path up to its first forcing chain, then ask for a hint there.
  const LogicalSolution path = explain(puzzle);
  CandidateGrid grid = path.start;
  std::size_t i = 0;
  while (i < path.steps.size() && !is_forcing_chain(path.steps[i].technique)) {
    apply_step(grid, path.steps[i++]);
  }
  ASSERT_LT(i, path.steps.size());
  const Hint answer = hint(grid);
  ASSERT_TRUE(answer.step.has_value());
  EXPECT_EQ(*answer.step, path.steps[i]);
  // Without the rating's techniques there is no step here.
  LogicOptions catalogue_only;
  for (const TechniqueInfo& info : techniques()) {
    if (info.find != nullptr && info.id < Technique::unique_loop) {
      catalogue_only.techniques.push_back(info.id);
    }
  }
  EXPECT_FALSE(hint(grid, catalogue_only).step.has_value());
}

TEST(ForcingChains, EachFinderReportsOnlyItsOwnTechnique) {
  const LogicalSolution path = explain(testing::grid_from(kForumHardest));
  CandidateGrid grid = path.start;
  for (const Step& step : path.steps) {
    if (is_forcing_chain(step.technique)) {
      for (Technique technique = Technique::nishio_forcing_chain;
           technique <= Technique::dynamic_region_forcing_chain;
           technique = static_cast<Technique>(static_cast<int>(technique) + 1)) {
        for (const Step& found : find_steps(grid, technique)) {
          EXPECT_EQ(found.technique, technique) << describe(found);
        }
      }
      break;
    }
    apply_step(grid, step);
  }
}

// A forcing chain step written out: Eureka notation for a linear chain, the placements of a net
// with the single that makes each, and the contradiction or common result it reaches.
TEST(ForcingChains, ProofsSayWhatTheyAssumeAndWhereItLeads) {
  const LogicalSolution path = explain(testing::grid_from(kForumHardest));
  bool saw_net = false;
  for (const Step& step : path.steps) {
    if (!is_forcing_chain(step.technique) || step.links.empty()) continue;
    EXPECT_TRUE(step.reason.starts_with("if ") ||
                step.reason.find(", and each leads to ") != std::string::npos)
        << step.reason;
    EXPECT_FALSE(step.pattern.empty()) << step.reason;  // the assumptions
    saw_net = saw_net || step.reason.find("(only in ") != std::string::npos;
    for (const Link& link : step.links) {
      EXPECT_NE(link.from, link.to) << step.reason;
    }
  }
  EXPECT_TRUE(saw_net);
}

TEST(ForcingChains, TheNotationIsExplainedOnceForAWholePath) {
  const LogicalSolution path = explain(testing::grid_from(kForumHardest));
  const std::string legend = notation_legend(path.steps);
  ASSERT_FALSE(legend.empty());
  const std::string text = to_text(path, false);
  EXPECT_TRUE(text.starts_with("note: " + legend + "\n")) << text.substr(0, 300);
  EXPECT_EQ(text.find("each \"=\" makes", text.find('\n')), std::string::npos);
  // A path without chains needs no legend.
  EXPECT_EQ(notation_legend(explain(testing::grid_from(testing::kPuzzle)).steps), "");
}

}  // namespace
}  // namespace nonet
