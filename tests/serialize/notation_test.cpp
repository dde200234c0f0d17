// The one notation: cells, placements, eliminations, effects and rating numbers.
#include <gtest/gtest.h>

#include <vector>

#include "nonet/serialize.hpp"

namespace nonet {
namespace {

Candidate candidate(int row, int column, int digit) {
  return {Cell(Row(row - 1), Column(column - 1)), Digit(digit)};
}

TEST(Notation, PlacementAndElimination) {
  EXPECT_EQ(placement_text(candidate(4, 7, 5)), "r4c7=5");
  EXPECT_EQ(elimination_text(candidate(4, 7, 5)), "r4c7<>5");
}

TEST(Notation, EffectGroupsEliminationsByCellInOrder) {
  const std::vector<Candidate> placements = {candidate(4, 7, 5)};
  // Given out of order: the effect sorts by cell, then digit.
  const std::vector<Candidate> eliminations = {candidate(1, 5, 9), candidate(1, 2, 3),
                                               candidate(1, 5, 3)};
  EXPECT_EQ(effect_text(placements, eliminations), "r4c7=5, r1c2<>3, r1c5<>3,9");
  EXPECT_EQ(effect_text({}, eliminations), "r1c2<>3, r1c5<>3,9");
  EXPECT_EQ(effect_text(placements, {}), "r4c7=5");
  EXPECT_EQ(effect_text({}, {}), "");
}

TEST(Notation, RatingValuesAreTheNumbersSePrints) {
  EXPECT_DOUBLE_EQ(rating_value(71), 7.1);
  EXPECT_DOUBLE_EQ(rating_value(120), 12.0);
  EXPECT_DOUBLE_EQ(rating_value(0), 0.0);
}

TEST(Notation, RatingStatusNames) {
  EXPECT_EQ(rating_status_name(RatingStatus::rated), "rated");
  EXPECT_EQ(rating_status_name(RatingStatus::invalid), "invalid");
  EXPECT_EQ(rating_status_name(RatingStatus::unsolved), "unsolved");
  EXPECT_EQ(rating_status_name(RatingStatus::above_limit), "above_limit");
  EXPECT_EQ(rating_status_name(RatingStatus::stopped), "stopped");
}

TEST(RatingText, TripleStepAndCsv) {
  SeRating rating;
  rating.status = RatingStatus::rated;
  rating.er = 71;
  rating.ep = 12;
  rating.ed = 12;
  EXPECT_EQ(to_text(rating), "7.1/1.2/1.2");
  EXPECT_EQ(to_csv(rating), "7.1,1.2,1.2,Expert");
  EXPECT_EQ(rating_csv_header(), "er,ep,ed,level");

  rating.status = RatingStatus::unsolved;
  EXPECT_EQ(to_text(rating), "20.0/20.0/20.0");
  EXPECT_EQ(to_csv(rating), ",,,unsolved");

  Step step;
  step.technique = Technique::discontinuous_nice_loop;
  step.difficulty = 71;
  step.rule = "Forcing Chain";
  step.eliminations = {candidate(3, 4, 3)};
  EXPECT_EQ(rated_step_text(step), "7.1 Forcing Chain: r3c4<>3");
  step = Step{};
  step.technique = Technique::hidden_single;
  step.difficulty = 12;
  step.placements = {candidate(1, 3, 3)};
  EXPECT_EQ(rated_step_text(step), "1.2 Hidden Single: r1c3=3");
}

}  // namespace
}  // namespace nonet
