// validate() (the LeetCode 36 rule), Conflict::describe() and is_solution_of().
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "nonet/grid.hpp"
#include "support/boards.hpp"

namespace nonet {
namespace {

using testing::grid_from;
using testing::kPuzzle;
using testing::kSolution;

Cell at(int row, int column) {
  return Cell(Row(row - 1), Column(column - 1));
}  // 1-based

std::vector<std::string> describe_all(const std::vector<Conflict>& conflicts) {
  std::vector<std::string> out;
  for (const auto& c : conflicts) out.push_back(c.describe());
  return out;
}

TEST(Validate, EmptyGridIsValid) {
  EXPECT_TRUE(validate(Grid{}).empty());
}

TEST(Validate, LeetCodeExampleAndItsSolutionAreValid) {
  EXPECT_TRUE(validate(grid_from(kPuzzle)).empty());
  EXPECT_TRUE(validate(grid_from(kSolution)).empty());
}

TEST(Validate, RowConflict) {
  Grid grid;
  grid.set(at(1, 2), Digit(5));
  grid.set(at(1, 7), Digit(5));
  const auto conflicts = validate(grid);
  ASSERT_EQ(conflicts.size(), 1u);
  EXPECT_EQ(conflicts[0], (Conflict{Digit(5), House(Row(0)), at(1, 2), at(1, 7)}));
  EXPECT_EQ(conflicts[0].describe(), "digit 5 appears twice in row 1: r1c2 and r1c7");
}

TEST(Validate, ColumnConflict) {
  Grid grid;
  grid.set(at(9, 4), Digit(2));
  grid.set(at(2, 4), Digit(2));
  const auto conflicts = validate(grid);
  ASSERT_EQ(conflicts.size(), 1u);
  // The earlier cell in the house's order comes first, whatever the order of setting.
  EXPECT_EQ(conflicts[0], (Conflict{Digit(2), House(Column(3)), at(2, 4), at(9, 4)}));
  EXPECT_EQ(conflicts[0].describe(), "digit 2 appears twice in column 4: r2c4 and r9c4");
}

TEST(Validate, BoxConflictOnly) {
  Grid grid;
  grid.set(at(4, 7), Digit(9));  // box 6, different rows and columns
  grid.set(at(6, 9), Digit(9));
  const auto conflicts = validate(grid);
  ASSERT_EQ(conflicts.size(), 1u);
  EXPECT_EQ(conflicts[0].describe(), "digit 9 appears twice in box 6: r4c7 and r6c9");
  EXPECT_EQ(conflicts[0].house, House(Box(5)));
}

TEST(Validate, RowsFirstThenColumnsThenBoxes) {
  Grid grid;
  grid.set(at(1, 1), Digit(1));
  grid.set(at(1, 2), Digit(1));  // row 1 and box 1
  grid.set(at(5, 5), Digit(3));
  grid.set(at(9, 5), Digit(3));  // column 5
  EXPECT_EQ(describe_all(validate(grid)),
            (std::vector<std::string>{"digit 1 appears twice in row 1: r1c1 and r1c2",
                                      "digit 3 appears twice in column 5: r5c5 and r9c5",
                                      "digit 1 appears twice in box 1: r1c1 and r1c2"}));
}

TEST(Validate, EachRepeatIsPairedWithTheFirstOccurrence) {
  Grid grid;
  grid.set(at(3, 1), Digit(4));
  grid.set(at(3, 5), Digit(4));
  grid.set(at(3, 9), Digit(4));
  EXPECT_EQ(describe_all(validate(grid)),
            (std::vector<std::string>{"digit 4 appears twice in row 3: r3c1 and r3c5",
                                      "digit 4 appears twice in row 3: r3c1 and r3c9"}));
}

// LeetCode 36, example 2: example 1 with an 8 in the top-left corner.
TEST(Validate, LeetCode36InvalidExample) {
  auto grid = grid_from(kPuzzle);
  grid.set(at(1, 1), Digit(8));
  EXPECT_EQ(describe_all(validate(grid)),
            (std::vector<std::string>{"digit 8 appears twice in column 1: r1c1 and r4c1",
                                      "digit 8 appears twice in box 1: r1c1 and r3c3"}));
}

TEST(Validate, ValidGridWithoutSolutionIsStillValid) {
  // r1c9 can hold nothing (1..8 in its row, 9 in its column), yet no digit repeats.
  Grid grid;
  for (int c = 1; c <= 8; ++c) grid.set(at(1, c), Digit(c));
  grid.set(at(2, 9), Digit(9));
  EXPECT_TRUE(validate(grid).empty());
  EXPECT_TRUE(grid.candidates(at(1, 9)).empty());
}

TEST(IsSolutionOf, TheSolutionSolvesThePuzzle) {
  EXPECT_TRUE(is_solution_of(grid_from(kSolution), grid_from(kPuzzle)));
  EXPECT_TRUE(is_solution_of(grid_from(kSolution), Grid{}));
  EXPECT_TRUE(is_solution_of(grid_from(kSolution), grid_from(kSolution)));
}

TEST(IsSolutionOf, AnIncompleteGridIsNoSolution) {
  auto almost = grid_from(kSolution);
  almost.clear(at(5, 5));
  EXPECT_FALSE(is_solution_of(almost, grid_from(kPuzzle)));
  EXPECT_FALSE(is_solution_of(grid_from(kPuzzle), grid_from(kPuzzle)));
}

TEST(IsSolutionOf, AnInconsistentGridIsNoSolution) {
  auto broken = grid_from(kSolution);
  // Swap two digits of row 1 (both blanks in the puzzle): the columns now repeat.
  const auto a = *broken.get(at(1, 3));
  const auto b = *broken.get(at(1, 4));
  broken.set(at(1, 3), b);
  broken.set(at(1, 4), a);
  EXPECT_FALSE(validate(broken).empty());
  EXPECT_FALSE(is_solution_of(broken, grid_from(kPuzzle)));
}

TEST(IsSolutionOf, AGivenMustBeKept) {
  auto puzzle = grid_from(kPuzzle);
  puzzle.set(at(1, 3), Digit(1));  // the solution has 4 there
  EXPECT_FALSE(is_solution_of(grid_from(kSolution), puzzle));
}

}  // namespace
}  // namespace nonet
