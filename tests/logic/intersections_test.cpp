// Pointing and Claiming (Locked Candidates). The hand-made grids start with every candidate
// everywhere and take one digit out of a few cells, so the intersection is the only one there;
// the other examples are lines of HoDoKu's regression library.
#include <gtest/gtest.h>

#include <initializer_list>
#include <string>
#include <vector>

#include "logic/grid_builders.hpp"
#include "logic/reglib.hpp"
#include "nonet/logic.hpp"

namespace nonet {
namespace {

using test::candidates;
using test::rc;
using test::reproduces;

void remove(CandidateGrid& grid, int digit, std::initializer_list<Cell> cells) {
  for (Cell cell : cells) grid.eliminate(cell, Digit(digit));
}

// Whether some step of the technique has exactly the eliminations of the reglib line.
TEST(Pointing, BoxConfinedToARowClearsTheRestOfTheRow) {
  CandidateGrid grid;
  remove(grid, 5, {rc(2, 1), rc(2, 2), rc(2, 3), rc(3, 1), rc(3, 2), rc(3, 3)});
  const std::vector<Step> steps = find_steps(grid, Technique::pointing, 10);
  ASSERT_EQ(steps.size(), 1u);
  const Step& step = steps[0];
  EXPECT_EQ(step.technique, Technique::pointing);
  EXPECT_EQ(step.eliminations,
            candidates(5, {rc(1, 4), rc(1, 5), rc(1, 6), rc(1, 7), rc(1, 8), rc(1, 9)}));
  EXPECT_EQ(step.pattern, candidates(5, {rc(1, 1), rc(1, 2), rc(1, 3)}));
  EXPECT_EQ(step.houses, std::vector<House>{House(Box(0))});
  EXPECT_EQ(step.cover_houses, std::vector<House>{House(Row(0))});
  EXPECT_EQ(describe(step),
            "Pointing: in box 1, 5 can only go in r1c1, r1c2 or r1c3, all in row 1, so the 5 of "
            "row 1 is in box 1 => r1c4<>5, r1c5<>5, r1c6<>5, r1c7<>5, r1c8<>5, r1c9<>5");
  // Rows 2 and 3 keep their 5s in two boxes: nothing for Claiming.
  EXPECT_TRUE(find_steps(grid, Technique::claiming, 10).empty());
}

TEST(Pointing, BoxConfinedToAColumnClearsTheRestOfTheColumn) {
  CandidateGrid grid;
  remove(grid, 3, {rc(7, 7), rc(7, 8), rc(8, 7), rc(8, 8), rc(9, 7), rc(9, 8)});
  const std::vector<Step> steps = find_steps(grid, Technique::pointing, 10);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].eliminations,
            candidates(3, {rc(1, 9), rc(2, 9), rc(3, 9), rc(4, 9), rc(5, 9), rc(6, 9)}));
  EXPECT_EQ(steps[0].pattern, candidates(3, {rc(7, 9), rc(8, 9), rc(9, 9)}));
  EXPECT_EQ(steps[0].cover_houses, std::vector<House>{House(Column(8))});
}

TEST(Pointing, FindsNothingWithoutSomethingToEliminate) {
  // Every digit everywhere: no box confines a digit.
  EXPECT_TRUE(find_steps(CandidateGrid(), Technique::pointing, 10).empty());
  // Box 1's 5s lie in row 1, but row 1 has no other 5.
  CandidateGrid grid;
  remove(grid, 5, {rc(2, 1), rc(2, 2), rc(2, 3), rc(3, 1), rc(3, 2), rc(3, 3)});
  remove(grid, 5, {rc(1, 4), rc(1, 5), rc(1, 6), rc(1, 7), rc(1, 8), rc(1, 9)});
  EXPECT_TRUE(find_steps(grid, Technique::pointing, 10).empty());
  EXPECT_TRUE(find_steps(grid, Technique::claiming, 10).empty());
}

TEST(Pointing, ALoneCandidateIsAHiddenSingleNotPointing) {
  CandidateGrid grid;
  remove(grid, 5, {rc(1, 2), rc(1, 3), rc(2, 1), rc(2, 2), rc(2, 3), rc(3, 1), rc(3, 2), rc(3, 3)});
  EXPECT_TRUE(find_steps(grid, Technique::pointing, 10).empty());
}

TEST(Claiming, RowConfinedToABoxClearsTheRestOfTheBox) {
  CandidateGrid grid;
  remove(grid, 7, {rc(5, 1), rc(5, 2), rc(5, 3), rc(5, 7), rc(5, 8), rc(5, 9)});
  const std::vector<Step> steps = find_steps(grid, Technique::claiming, 10);
  ASSERT_EQ(steps.size(), 1u);
  const Step& step = steps[0];
  EXPECT_EQ(step.technique, Technique::claiming);
  EXPECT_EQ(step.eliminations,
            candidates(7, {rc(4, 4), rc(4, 5), rc(4, 6), rc(6, 4), rc(6, 5), rc(6, 6)}));
  EXPECT_EQ(step.pattern, candidates(7, {rc(5, 4), rc(5, 5), rc(5, 6)}));
  EXPECT_EQ(step.houses, std::vector<House>{House(Row(4))});
  EXPECT_EQ(step.cover_houses, std::vector<House>{House(Box(4))});
  EXPECT_EQ(describe(step),
            "Claiming: in row 5, 7 can only go in r5c4, r5c5 or r5c6, all in box 5, so the 7 of "
            "box 5 is in row 5 => r4c4<>7, r4c5<>7, r4c6<>7, r6c4<>7, r6c5<>7, r6c6<>7");
  EXPECT_TRUE(find_steps(grid, Technique::pointing, 10).empty());
}

TEST(Claiming, ColumnConfinedToABoxClearsTheRestOfTheBox) {
  CandidateGrid grid;
  remove(grid, 2, {rc(4, 2), rc(5, 2), rc(6, 2), rc(7, 2), rc(8, 2), rc(9, 2), rc(3, 2)});
  const std::vector<Step> steps = find_steps(grid, Technique::claiming, 10);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].eliminations,
            candidates(2, {rc(1, 1), rc(1, 3), rc(2, 1), rc(2, 3), rc(3, 1), rc(3, 3)}));
  EXPECT_EQ(steps[0].pattern, candidates(2, {rc(1, 2), rc(2, 2)}));
  EXPECT_EQ(steps[0].houses, std::vector<House>{House(Column(1))});
}

TEST(Claiming, FindsNothingInAFreshGrid) {
  EXPECT_TRUE(find_steps(CandidateGrid(), Technique::claiming, 10).empty());
}

TEST(LockedCandidates, ReproducesHoDoKuCases) {
  EXPECT_TRUE(
      reproduces(":0100:1:.+92....+365...3+697..3+6.+94...+2.58.1.+9+3+3.96.28.....9.32..+9+5+34+6."
                 ".2..87+32+9..56+2...."
                 "3.+9:811 515 715 538 761 595 795:193 198::",
                 Technique::pointing));
  EXPECT_TRUE(
      reproduces(":0101:1:..7+1+2+3+5..3+5+16497..6+295+78+3+4+1..+6+4.2.35.+32...4..59+43..+2....."
                 "9.61.4.+65214..3...."
                 "..6..:818 819 758 768 791 792 798 799:151::",
                 Technique::claiming));
}

}  // namespace
}  // namespace nonet
