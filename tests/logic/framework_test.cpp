// The candidate grid, the catalogue and the step-by-step solver.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "nonet/logic.hpp"
#include "support/boards.hpp"

namespace nonet {
namespace {

TEST(CellSet, HousesAndPeers) {
  EXPECT_EQ(cells_of(House(Row(0))).size(), 9);
  EXPECT_EQ(peers_of(Cell(40)).size(), 20);
  EXPECT_FALSE(peers_of(Cell(40)).contains(Cell(40)));
  EXPECT_TRUE(peers_of(Cell(0)).contains(Cell(80 - 80 + 20)));  // r3c3 shares box 1
  EXPECT_TRUE(sees(Cell(0), Cell(8)));
  EXPECT_FALSE(sees(Cell(0), Cell(80)));
  CellSet two;
  two.insert(Cell(0));
  two.insert(Cell(80));
  EXPECT_EQ(common_peers(two).size(), 2);  // r1c9 and r9c1
  int visited = 0;
  for (Cell cell : CellSet::all()) {
    EXPECT_EQ(cell.index(), visited);
    ++visited;
  }
  EXPECT_EQ(visited, 81);
}

TEST(CandidateGrid, FromPuzzleCrossesOffPeers) {
  const Grid puzzle = testing::grid_from(testing::kPuzzle);
  const CandidateGrid grid = CandidateGrid::from_puzzle(puzzle);
  EXPECT_EQ(grid.values(), puzzle);
  EXPECT_EQ(grid.givens().size(), puzzle.given_count());
  for (int i = 0; i < kCellCount; ++i) {
    const Cell cell(i);
    EXPECT_EQ(grid.candidates(cell), puzzle.candidates(cell)) << cell.name();
  }
  EXPECT_FALSE(grid.has_contradiction());
}

TEST(CandidateGrid, MarksHaveOneCharacterPerCandidate) {
  const CandidateGrid grid = CandidateGrid::from_puzzle(testing::grid_from(testing::kPuzzle));
  const std::string marks = grid.to_marks();
  ASSERT_EQ(marks.size(), 729u);
  EXPECT_EQ(marks.substr(0, 9), "....5....");  // r1c1 is a given 5
}

TEST(CandidateSearch, CountsAndSolves) {
  const Grid puzzle = testing::grid_from(testing::kPuzzle);
  Grid solution;
  EXPECT_EQ(count_candidate_solutions(CandidateGrid::from_puzzle(puzzle), 2, &solution), 1u);
  EXPECT_EQ(solution, testing::grid_from(testing::kSolution));
  EXPECT_EQ(count_candidate_solutions(CandidateGrid(), 2), 2u);
  CandidateGrid broken = CandidateGrid::from_puzzle(puzzle);
  broken.eliminate(Cell(2), solution.get(Cell(2)).value());
  EXPECT_EQ(count_candidate_solutions(broken, 2), 0u);
}

TEST(Catalogue, FollowsTheEnumAndNamesAreUnique) {
  std::set<std::string> names;
  std::set<std::string> codes;
  int position = 0;
  bool rating_only_seen = false;
  for (const TechniqueInfo& info : techniques()) {
    EXPECT_EQ(static_cast<int>(info.id), position++);
    EXPECT_TRUE(names.insert(std::string(info.name)).second) << info.name;
    EXPECT_TRUE(codes.insert(std::string(info.code)).second) << info.code;
    EXPECT_EQ(technique_from_name(info.name), info.id);
    EXPECT_EQ(technique_from_name(info.code), info.id);
    EXPECT_GE(info.difficulty, 1.0);
    // The rows only the SE rating finds come last, so hint and explain order stays simple.
    if (info.find == nullptr) rating_only_seen = true;
    EXPECT_EQ(info.find == nullptr, rating_only_seen) << info.name << " has no finder";
    EXPECT_FALSE(info.summary.empty()) << info.name;
    EXPECT_FALSE(info.family.empty()) << info.name;
  }
  EXPECT_EQ(technique_from_name("naked-pair"), Technique::naked_pair);
  EXPECT_EQ(technique_from_name("no such thing"), std::nullopt);
}

TEST(Solver, SinglesSolveTheLeetCodePuzzle) {
  const LogicalSolution path = solve_logically(testing::grid_from(testing::kPuzzle));
  EXPECT_EQ(path.status, Status::unique);
  EXPECT_TRUE(path.solved);
  EXPECT_EQ(path.final_grid.values(), testing::grid_from(testing::kSolution));
  EXPECT_EQ(static_cast<int>(path.steps.size()), 81 - 30);
  for (const Step& step : path.steps) {
    EXPECT_EQ(step.placements.size(), 1u);
    EXPECT_FALSE(describe(step).empty());
  }
}

TEST(Solver, RestrictedTechniquesStop) {
  LogicOptions options;
  options.techniques = {Technique::full_house};
  const LogicalSolution path = solve_logically(testing::grid_from(testing::kPuzzle), options);
  EXPECT_FALSE(path.solved);
  EXPECT_TRUE(path.steps.empty());
}

TEST(Solver, NoSolutionMeansNoSteps) {
  CandidateGrid grid;
  grid.set_candidates(Cell(0), DigitSet());
  const LogicalSolution path = solve_logically(grid);
  EXPECT_EQ(path.status, Status::none);
  EXPECT_TRUE(path.steps.empty());
}

TEST(Solver, UniquenessNeedsTheSolvedCellsAloneToBeUnique) {
  const Grid solution = testing::grid_from(testing::kSolution);
  EXPECT_TRUE(uniqueness_holds(CandidateGrid::from_puzzle(testing::grid_from(testing::kPuzzle))));
  // The empty grid, made unique only by eliminations: every cell keeps just its solution digit.
  CandidateGrid marks;
  for (int i = 0; i < kCellCount; ++i) {
    marks.set_candidates(Cell(i), DigitSet::of(*solution.get(Cell(i))));
  }
  EXPECT_EQ(count_candidate_solutions(marks, 2), 1u);
  EXPECT_FALSE(uniqueness_holds(marks));
  const LogicalSolution path = solve_logically(marks);
  EXPECT_EQ(path.status, Status::unique);
  EXPECT_FALSE(path.uniqueness_proven);
  EXPECT_TRUE(path.solved);
  for (const Step& step : path.steps) EXPECT_FALSE(step.relies_on_uniqueness);
  EXPECT_TRUE(solve_logically(testing::grid_from(testing::kPuzzle)).uniqueness_proven);
}

TEST(Describe, SingleInWords) {
  Step step;
  step.technique = Technique::hidden_single;
  step.placements.push_back({Cell(Row(3), Column(6)), Digit(7)});
  step.reason = "in row 4, 7 can only go in r4c7";
  EXPECT_EQ(describe(step), "Hidden Single: in row 4, 7 can only go in r4c7 => r4c7=7");
}

}  // namespace
}  // namespace nonet
