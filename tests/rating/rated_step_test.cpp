// The rating's steps are the library's Step: each names a catalogue technique, SE's rule name and
// difficulty, and keeps its placement and eliminations.
#include <gtest/gtest.h>

#include <stdexcept>

#include "nonet/rating.hpp"
#include "nonet/serialize.hpp"
#include "rating/rated_step.hpp"
#include "support/boards.hpp"

namespace nonet {
namespace {

TEST(RatedStep, SeRuleNamesMapToTheCatalogue) {
  using rating::technique_of_rule;
  EXPECT_EQ(technique_of_rule("Naked Triplet"), Technique::naked_triple);
  EXPECT_EQ(technique_of_rule("Unique Rectangle type 3"), Technique::unique_rectangle_3);
  EXPECT_EQ(technique_of_rule("Unique Loop 8 type 2"), Technique::unique_loop);
  EXPECT_EQ(technique_of_rule("BUG type 1"), Technique::bug_plus_1);
  EXPECT_EQ(technique_of_rule("BUG type 3"), Technique::bug);
  EXPECT_EQ(technique_of_rule("Forcing Chain"), Technique::discontinuous_nice_loop);
  EXPECT_EQ(technique_of_rule("Dynamic Cell Forcing Chains (+ Forcing Chains)"),
            Technique::dynamic_cell_forcing_chain);
  EXPECT_EQ(technique_of_rule("Dynamic Region Forcing Chains"),
            Technique::dynamic_region_forcing_chain);
  EXPECT_THROW((void)technique_of_rule("Kraken Fish"), std::logic_error);
}

TEST(RatedStep, HintBecomesAStepWithItsRuleAndDifficulty) {
  rating::SeHint hint;
  hint.difficulty = 95;
  hint.rule = "Dynamic Contradiction Forcing Chains (+ Forcing Chains)";
  hint.placement = Candidate{Cell(0), Digit(5)};
  hint.eliminations = {Candidate{Cell(3), Digit(2)}};
  const Step step = rating::to_step(hint);
  EXPECT_EQ(step.technique, Technique::dynamic_contradiction_forcing_chain);
  EXPECT_EQ(step.difficulty, 95);
  EXPECT_EQ(step_name(step), "Dynamic Contradiction Forcing Chains (+ Forcing Chains)");
  ASSERT_EQ(step.placements.size(), 1u);
  EXPECT_EQ(step.placements[0], (Candidate{Cell(0), Digit(5)}));
  EXPECT_EQ(step.eliminations, hint.eliminations);
  EXPECT_FALSE(step.relies_on_uniqueness);
  EXPECT_EQ(rated_step_text(step),
            "9.5 Dynamic Contradiction Forcing Chains (+ Forcing Chains): "
            "r1c1=5, r1c4<>2");
}

TEST(RatedStep, UniquenessRulesSayTheyRelyOnIt) {
  rating::SeHint hint;
  hint.difficulty = 45;
  hint.rule = "Unique Rectangle type 1";
  hint.eliminations = {Candidate{Cell(10), Digit(4)}};
  EXPECT_TRUE(rating::to_step(hint).relies_on_uniqueness);
}

// A hard puzzle's path goes through chains: every step has a technique of the catalogue and SE's
// rule, and the JSON names both.
TEST(RatedStep, AHardPathNamesEveryStep) {
  // ser-rated-sample.txt's first puzzle, ER 8.4 through Region Forcing Chains.
  const Grid puzzle = testing::grid_from(
      "..345.78.4....9.2..8..2..6...16.5..7......2..9...4..3...4......5.2.1.....1....3.6");
  const SeRating rating = rate_se(puzzle, {.keep_steps = true});
  ASSERT_EQ(rating.status, RatingStatus::rated);
  bool chain_seen = false;
  for (const Step& step : rating.steps) {
    EXPECT_FALSE(step.rule.empty());
    EXPECT_GE(step.difficulty, 10);
    EXPECT_NO_THROW((void)technique_info(step.technique));
    if (technique_info(step.technique).family == "Forcing chains") chain_seen = true;
  }
  EXPECT_TRUE(chain_seen);
  const std::string json = to_json(rating);
  EXPECT_NE(json.find(R"("family":"Forcing chains")"), std::string::npos);
  EXPECT_NE(json.find(R"("rule":"Hidden Single")"), std::string::npos);
}

}  // namespace
}  // namespace nonet
