// Text as the CLI prints it: hints, explained paths, the technique table, generated puzzles,
// minimality, grids with their transformation.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "nonet/candidate_format.hpp"
#include "nonet/serialize.hpp"
#include "support/boards.hpp"

namespace nonet {
namespace {

using testing::grid_from;

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  for (std::size_t end; (end = text.find('\n', start)) != std::string::npos; start = end + 1) {
    lines.push_back(text.substr(start, end - start));
  }
  return lines;
}

GeneratedPuzzle generated_puzzle() {
  GeneratedPuzzle generated;
  generated.puzzle = grid_from(testing::kPuzzle);
  generated.solution = grid_from(testing::kSolution);
  return generated;
}

SeRating rated_2_6() {
  SeRating rating;
  rating.status = RatingStatus::rated;
  rating.er = 26;
  rating.ep = 15;
  rating.ed = 12;
  return rating;
}

LogicOptions singles_only() {
  return LogicOptions{.techniques = {Technique::hidden_single, Technique::naked_single}};
}

TEST(HintText, TheStepOrWhyThereIsNone) {
  const Hint next = hint(grid_from(testing::kPuzzle));
  ASSERT_TRUE(next.step.has_value());
  EXPECT_EQ(to_text(next), describe(*next.step));
  EXPECT_EQ(to_text(hint(grid_from(testing::kSolution))), "solved: every cell is filled");
  EXPECT_EQ(to_text(hint(Grid(), singles_only())),
            "no hint: none of the techniques in use finds a step (the puzzle has more than one "
            "solution)");
}

TEST(HintText, StagesRevealTheWhereThenTheWhatThenTheMove) {
  const Hint next = hint(grid_from(testing::kPuzzle));
  EXPECT_EQ(to_text(next, HintStage::where), "Hidden Single: look in box 2");
  EXPECT_EQ(to_text(next, HintStage::what), "Hidden Single in box 2: look at r1c6, digit 8");
  EXPECT_EQ(to_text(next, HintStage::move), to_text(next));
  // A chain has no one house to look in: the first stage names it alone.
  Step chain;
  chain.technique = Technique::x_chain;
  chain.links = {{.from = {Cell(1), Digit(5)}, .to = {Cell(6), Digit(5)}, .strong = true},
                 {.from = {Cell(6), Digit(5)}, .to = {Cell(25), Digit(5)}, .strong = false}};
  const Hint chained{.status = Status::unique, .solved = false, .step = chain};
  EXPECT_EQ(to_text(chained, HintStage::where), "X-Chain");
  EXPECT_EQ(to_text(chained, HintStage::what), "X-Chain: look at r1c2, r1c7 and r3c8, digit 5");
  // No step: every stage says why, as the whole hint does.
  const Hint done = hint(grid_from(testing::kSolution));
  EXPECT_EQ(to_text(done, HintStage::where), to_text(done));
}

TEST(ExplainText, NumberedStepsThenTheEndAndTheGridReached) {
  const LogicalSolution path = explain(grid_from(testing::kPuzzle));
  ASSERT_TRUE(path.solved);
  const std::vector<std::string> lines = lines_of(to_text(path, false));
  ASSERT_EQ(lines.size(), path.steps.size() + 2);
  for (std::size_t i = 0; i < path.steps.size(); ++i) {
    EXPECT_EQ(lines[i], std::to_string(i + 1) + ". " + describe(path.steps[i]));
  }
  EXPECT_EQ(lines[path.steps.size()],
            "solved by logic in " + std::to_string(path.steps.size()) + " steps");
  EXPECT_EQ(lines.back(), testing::kSolution);

  // With grids, each step follows the grid it acts on: the start grid comes first.
  const std::string with_grids = to_text(path, true);
  EXPECT_EQ(with_grids.rfind(write_candidate_grid(path.start) + "1. ", 0), 0u);
}

TEST(ExplainText, AStuckPathShowsTheCandidatesWhereItStopped) {
  const LogicalSolution path = explain(Grid(), singles_only());
  ASSERT_FALSE(path.solved);
  const std::string text = to_text(path, false);
  EXPECT_EQ(text,
            "note: the puzzle has more than one solution, so logic cannot finish it and the "
            "uniqueness techniques are not used\n"
            "stuck after 0 steps: none of the techniques in use finds a step; the candidates "
            "here:\n" +
                write_candidate_grid(path.final_grid) + std::string(81, '.') + "\n");
}

TEST(TechniquesTable, AHeaderThenOneLinePerTechniqueInOrder) {
  const std::vector<std::string> lines = lines_of(techniques_table());
  ASSERT_EQ(lines.size(), techniques().size() + 1);
  EXPECT_EQ(lines[0], "code      SE  technique");
  EXPECT_EQ(lines[1], "fh       1.0  Full House");
  for (std::size_t i = 0; i < techniques().size(); ++i) {
    const TechniqueInfo& info = techniques()[i];
    const std::string& line = lines[i + 1];
    EXPECT_EQ(line.substr(0, info.code.size()), info.code);
    EXPECT_NE(line.find(std::string(info.name)), std::string::npos) << line;
    const bool marked = line.find(" (needs a unique solution)") != std::string::npos;
    EXPECT_EQ(marked, info.needs_uniqueness) << line;
    EXPECT_EQ(line.ends_with(" (rating only)"), info.find == nullptr) << line;
  }
}

TEST(GeneratedPuzzleText, TheLineFormKeepsEverythingOnOneLine) {
  GeneratedPuzzle generated = generated_puzzle();
  EXPECT_EQ(to_text(generated, Format::line, false), std::string(testing::kPuzzle) + "\n");
  EXPECT_EQ(to_text(generated, Format::line, true),
            std::string(testing::kPuzzle) + " " + std::string(testing::kSolution) + "\n");
  generated.rating = rated_2_6();
  EXPECT_EQ(
      to_text(generated, Format::line, true),
      std::string(testing::kPuzzle) + " " + std::string(testing::kSolution) + " 2.6/1.5/1.2\n");
  EXPECT_EQ(to_text(generated, Format::line, false),
            std::string(testing::kPuzzle) + " 2.6/1.5/1.2\n");
}

TEST(GeneratedPuzzleText, OtherFormsPutTheSolutionAndTheRatingBelowAsComments) {
  GeneratedPuzzle generated = generated_puzzle();
  generated.rating = rated_2_6();
  std::string commented_solution;
  for (const std::string& row : lines_of(write_puzzle(generated.solution, Format::grid))) {
    commented_solution += "# " + row + "\n";
  }
  const std::string text = to_text(generated, Format::grid, true);
  EXPECT_EQ(text, write_puzzle(generated.puzzle, Format::grid) + "# solution:\n" +
                      commented_solution + "# rating 2.6/1.5/1.2\n");
  // Read back as the puzzle alone.
  const auto records = parse_puzzles(text);
  ASSERT_EQ(records.size(), 1u);
  ASSERT_TRUE(records[0].ok()) << records[0].error->describe();
  EXPECT_EQ(records[0].grid, generated.puzzle);
  generated.rating.reset();
  EXPECT_EQ(to_text(generated, Format::pretty, false),
            write_puzzle(generated.puzzle, Format::pretty));
}

TEST(UnratableText, SaysWhyAtThePuzzlesPlace) {
  const Grid clash = grid_from("11" + std::string(79, '.'));
  const CheckResult clashing = check(clash);
  ASSERT_TRUE(clashing.error.has_value());
  EXPECT_EQ(unratable_text("p.txt", 4, *clashing.error), problem_text("p.txt", *clashing.error));
  const CheckResult several = check(Grid());
  ASSERT_TRUE(several.error.has_value());
  EXPECT_EQ(unratable_text("p.txt", 4, *several.error),
            "p.txt:4: the puzzle has more than one solution (SE ratings need exactly one)");
  const Grid none = grid_from("12345678." + std::string(8, '.') + "9" + std::string(63, '.'));
  const CheckResult unsolvable = check(none);
  ASSERT_TRUE(unsolvable.error.has_value());
  EXPECT_EQ(unratable_text("p.txt", 4, *unsolvable.error), "p.txt:4: the puzzle has no solution");
}

TEST(MinimalityText, NamesTheGivensThatCanGo) {
  EXPECT_EQ(minimality_text({}), "minimal");
  const std::vector<Cell> one = {Cell(Row(0), Column(2))};
  EXPECT_EQ(minimality_text(one), "not minimal: r1c3 can go alone");
  const std::vector<Cell> two = {Cell(Row(0), Column(2)), Cell(Row(4), Column(4))};
  EXPECT_EQ(minimality_text(two), "not minimal: r1c3 r5c5 can each go alone");
}

TEST(TransformedPuzzleText, TheTransformLeadsTheCommentOrFollowsTheGrid) {
  const Grid grid = grid_from(testing::kPuzzle);
  const Transform t = random_transform(5);
  EXPECT_EQ(write_puzzle(grid, Format::line, "seed 1", t),
            std::string(testing::kPuzzle) + " " + to_string(t) + " seed 1\n");
  EXPECT_EQ(write_puzzle(grid, Format::line, "", t),
            std::string(testing::kPuzzle) + " " + to_string(t) + "\n");
  EXPECT_EQ(write_puzzle(grid, Format::grid, "", t),
            write_puzzle(grid, Format::grid) + "# transform: " + to_string(t) + "\n");
}

}  // namespace
}  // namespace nonet
