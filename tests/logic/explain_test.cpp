// hint(), explain() and parse_technique_list(): the library calls behind `nonet hint` and
// `nonet explain`.
#include <gtest/gtest.h>

#include <stop_token>
#include <vector>

#include "nonet/explain.hpp"
#include "support/boards.hpp"

namespace nonet {
namespace {

TEST(Hint, IsTheSimplestNextStepOfAUniquePuzzle) {
  const Grid puzzle = testing::grid_from(testing::kPuzzle);
  const Hint result = hint(puzzle);
  EXPECT_EQ(result.status, Status::unique);
  EXPECT_FALSE(result.solved);
  ASSERT_TRUE(result.step.has_value());
  const auto expected = next_step(CandidateGrid::from_puzzle(puzzle), {}, true);
  ASSERT_TRUE(expected.has_value());
  EXPECT_EQ(describe(*result.step), describe(*expected));
}

TEST(Hint, ASolvedGridHasNoStep) {
  const Hint result = hint(testing::grid_from(testing::kSolution));
  EXPECT_EQ(result.status, Status::unique);
  EXPECT_TRUE(result.solved);
  EXPECT_FALSE(result.step.has_value());
}

TEST(Hint, AGridWithoutSolutionHasNoStep) {
  CandidateGrid grid = CandidateGrid::from_puzzle(testing::grid_from(testing::kPuzzle));
  const Grid solution = testing::grid_from(testing::kSolution);
  grid.eliminate(Cell(2), solution.get(Cell(2)).value());  // the only solution's digit goes
  const Hint result = hint(grid);
  EXPECT_EQ(result.status, Status::none);
  EXPECT_FALSE(result.step.has_value());
}

TEST(Hint, AnEmptyGridIsMultipleAndStillGetsNoUniquenessStep) {
  const Hint result = hint(Grid());
  EXPECT_EQ(result.status, Status::multiple);
  if (result.step) {
    EXPECT_FALSE(result.step->relies_on_uniqueness);
  }
}

TEST(Hint, OnlyTheAllowedTechniquesAreUsed) {
  LogicOptions options;
  options.techniques = {Technique::naked_single};
  const Hint result = hint(testing::grid_from(testing::kPuzzle), options);
  ASSERT_TRUE(result.step.has_value());
  EXPECT_EQ(result.step->technique, Technique::naked_single);
}

TEST(Explain, SolvesTheSeedPuzzleAndReportsProgress) {
  std::vector<std::size_t> solved_cells;
  LogicOptions options;
  options.control.progress = [&](const Progress& p) {
    EXPECT_EQ(p.total, 81u);
    solved_cells.push_back(p.done);
  };
  const LogicalSolution path = explain(testing::grid_from(testing::kPuzzle), options);
  EXPECT_TRUE(path.solved);
  EXPECT_FALSE(path.stop_reason.has_value());
  EXPECT_EQ(path.final_grid.values(), testing::grid_from(testing::kSolution));
  ASSERT_EQ(solved_cells.size(), path.steps.size());
  EXPECT_EQ(solved_cells.back(), 81u);
  for (std::size_t i = 1; i < solved_cells.size(); ++i) {
    EXPECT_LE(solved_cells[i - 1], solved_cells[i]);
  }
}

TEST(Explain, StopsWhenAsked) {
  std::stop_source source;
  LogicOptions options;
  options.control.stop = source.get_token();
  std::size_t steps_seen = 0;
  options.control.progress = [&](const Progress&) {
    if (++steps_seen == 3) source.request_stop();
  };
  const LogicalSolution path = explain(testing::grid_from(testing::kPuzzle), options);
  EXPECT_EQ(path.stop_reason, ErrorCode::cancelled);
  EXPECT_FALSE(path.solved);
  EXPECT_EQ(path.steps.size(), 3u);
}

TEST(Explain, StopsAtAPassedDeadline) {
  LogicOptions options;
  options.control.deadline = SteadyClock::now();
  const LogicalSolution path = explain(testing::grid_from(testing::kPuzzle), options);
  EXPECT_EQ(path.stop_reason, ErrorCode::deadline_exceeded);
  EXPECT_TRUE(path.steps.empty());
}

TEST(ParseHintStage, ReadsNumbersAndNames) {
  EXPECT_EQ(parse_hint_stage("1").value, HintStage::where);
  EXPECT_EQ(parse_hint_stage("what").value, HintStage::what);
  EXPECT_EQ(parse_hint_stage("3").value, HintStage::move);
  for (const char* bad : {"0", "4", "", "Where", " 1"}) {
    const Parsed<HintStage> parsed = parse_hint_stage(bad);
    EXPECT_FALSE(parsed.ok()) << bad;
    ASSERT_TRUE(parsed.error.has_value()) << bad;
    EXPECT_EQ(parsed.error->code, ErrorCode::invalid_argument);
  }
}

TEST(ParseTechniqueList, ReadsNamesAndCodes) {
  const auto parsed = parse_technique_list("n1, ,Hidden Single,,x-wing");
  ASSERT_TRUE(parsed.ok()) << parsed.error->message;
  EXPECT_EQ(parsed.value->size(), 3u);
  EXPECT_EQ(parsed.value->front(), Technique::naked_single);
}

TEST(ParseTechniqueList, NamesTheUnknownOneAndWhereItStarts) {
  const auto parsed = parse_technique_list("n1,nonsense");
  ASSERT_FALSE(parsed.ok());
  EXPECT_EQ(parsed.error->code, ErrorCode::invalid_argument);
  EXPECT_EQ(parsed.error->column, 4u);
  EXPECT_NE(parsed.error->message.find("'nonsense'"), std::string::npos);
}

TEST(ParseTechniqueList, RefusesTechniquesOnlyTheRatingFinds) {
  const auto parsed = parse_technique_list("n1, Direct Hidden Pair");
  ASSERT_FALSE(parsed.ok());
  EXPECT_EQ(parsed.error->code, ErrorCode::invalid_argument);
  EXPECT_EQ(parsed.error->column, 5u);
  EXPECT_NE(parsed.error->message.find("only by the Sudoku Explainer rating"), std::string::npos)
      << parsed.error->message;
}

TEST(Hint, StepCarriesTheCatalogueDifficulty) {
  const Hint found = hint(testing::grid_from(testing::kPuzzle));
  ASSERT_TRUE(found.step.has_value());
  EXPECT_EQ(found.step->difficulty, technique_tenths(found.step->technique));
  EXPECT_TRUE(found.step->rule.empty());
  EXPECT_EQ(step_name(*found.step), technique_info(found.step->technique).name);
}

TEST(ParseTechniqueList, RefusesAListNamingNone) {
  const auto parsed = parse_technique_list(",,");
  ASSERT_FALSE(parsed.ok());
  EXPECT_EQ(parsed.error->code, ErrorCode::invalid_argument);
}

}  // namespace
}  // namespace nonet
