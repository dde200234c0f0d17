// Naked and Hidden Pairs, Triples and Quads. The hand-made grids start with every candidate
// everywhere and give only the subset's cells (or digits) few places, so the subset is the only
// one there; the other examples are lines of HoDoKu's regression library.
#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <string>
#include <vector>

#include "logic/grid_builders.hpp"
#include "logic/reglib.hpp"
#include "nonet/logic.hpp"

namespace nonet {
namespace {

using test::digits;
using test::rc;
using test::reproduces;

// Every candidate of `digit_list` in every cell of `cells`, in cell order, then digit order.
std::vector<Candidate> candidates(std::initializer_list<int> digit_list,
                                  std::initializer_list<Cell> cells) {
  std::vector<Candidate> out;
  for (Cell cell : cells) {
    for (int digit : digit_list) out.push_back({cell, Digit(digit)});
  }
  std::sort(out.begin(), out.end());
  return out;
}

// The cells of `house` other than `except`.
std::vector<Cell> others(House house, std::initializer_list<Cell> except) {
  std::vector<Cell> out;
  for (int i = 0; i < kUnitSize; ++i) {
    const Cell cell = house.cell(i);
    if (std::find(except.begin(), except.end(), cell) == except.end()) out.push_back(cell);
  }
  return out;
}

std::vector<Candidate> candidates(std::initializer_list<int> digit_list,
                                  const std::vector<Cell>& cells) {
  std::vector<Candidate> out;
  for (Cell cell : cells) {
    for (int digit : digit_list) out.push_back({cell, Digit(digit)});
  }
  std::sort(out.begin(), out.end());
  return out;
}

// Takes `digit_list` out of every cell of `house` except `except`.
void confine(CandidateGrid& grid, std::initializer_list<int> digit_list, House house,
             std::initializer_list<Cell> except) {
  for (Cell cell : others(house, except)) {
    for (int digit : digit_list) grid.eliminate(cell, Digit(digit));
  }
}

// Whether some step of the technique has exactly the eliminations of the reglib line.
TEST(NakedPair, TwoCellsWithTheSameTwoDigitsClearTheirRow) {
  CandidateGrid grid;
  grid.set_candidates(rc(4, 1), digits({2, 7}));
  grid.set_candidates(rc(4, 5), digits({2, 7}));
  const std::vector<Step> steps = find_steps(grid, Technique::naked_pair, 10);
  ASSERT_EQ(steps.size(), 1u);
  const Step& step = steps[0];
  EXPECT_EQ(step.technique, Technique::naked_pair);
  EXPECT_EQ(step.eliminations, candidates({2, 7}, others(House(Row(3)), {rc(4, 1), rc(4, 5)})));
  EXPECT_EQ(step.pattern, candidates({2, 7}, {rc(4, 1), rc(4, 5)}));
  EXPECT_EQ(step.houses, std::vector<House>{House(Row(3))});
  EXPECT_EQ(step.reason,
            "r4c1 and r4c5 hold only 2 and 7, so 2 and 7 go in those two cells of row 4");
  EXPECT_TRUE(find_steps(grid, Technique::naked_triple, 10).empty());
}

TEST(NakedPair, InABoxAndARowClearsBothInOneStep) {
  // HoDoKu calls this a Locked Pair; nonet has no such technique and reports the naked pair
  // with the eliminations of both houses, once.
  CandidateGrid grid;
  grid.set_candidates(rc(1, 1), digits({4, 9}));
  grid.set_candidates(rc(1, 2), digits({4, 9}));
  const std::vector<Step> steps = find_steps(grid, Technique::naked_pair, 10);
  ASSERT_EQ(steps.size(), 1u);
  const Step& step = steps[0];
  std::vector<Candidate> expected = candidates({4, 9}, others(House(Box(0)), {rc(1, 1), rc(1, 2)}));
  for (const Candidate& c :
       candidates({4, 9}, {rc(1, 4), rc(1, 5), rc(1, 6), rc(1, 7), rc(1, 8), rc(1, 9)})) {
    expected.push_back(c);
  }
  std::sort(expected.begin(), expected.end());
  EXPECT_EQ(step.eliminations, expected);
  EXPECT_EQ(step.houses, (std::vector<House>{House(Box(0)), House(Row(0))}));
  EXPECT_EQ(step.reason,
            "r1c1 and r1c2 hold only 4 and 9, so 4 and 9 go in those two cells of box 1 and row 1");
}

TEST(NakedPair, FindsNothingWhenTheHouseHasNoOtherCopies) {
  EXPECT_TRUE(find_steps(CandidateGrid(), Technique::naked_pair, 10).empty());
  CandidateGrid grid;
  grid.set_candidates(rc(4, 1), digits({2, 7}));
  grid.set_candidates(rc(4, 5), digits({2, 7}));
  confine(grid, {2, 7}, House(Row(3)), {rc(4, 1), rc(4, 5)});
  EXPECT_TRUE(find_steps(grid, Technique::naked_pair, 10).empty());
  // The pair is also a hidden pair now, but one that removes nothing.
  EXPECT_TRUE(find_steps(grid, Technique::hidden_pair, 10).empty());
}

TEST(NakedTriple, ThreeCellsWithThreeDigitsBetweenThemClearTheirRow) {
  CandidateGrid grid;
  grid.set_candidates(rc(2, 1), digits({1, 2}));
  grid.set_candidates(rc(2, 4), digits({2, 3}));
  grid.set_candidates(rc(2, 8), digits({1, 3}));
  const std::vector<Step> steps = find_steps(grid, Technique::naked_triple, 10);
  ASSERT_EQ(steps.size(), 1u);
  const Step& step = steps[0];
  EXPECT_EQ(step.eliminations,
            candidates({1, 2, 3}, others(House(Row(1)), {rc(2, 1), rc(2, 4), rc(2, 8)})));
  EXPECT_EQ(step.houses, std::vector<House>{House(Row(1))});
  EXPECT_EQ(step.reason,
            "r2c1, r2c4 and r2c8 hold only 1, 2 and 3 between them, so 1, 2 and 3 go in those "
            "three cells of row 2");
  EXPECT_TRUE(find_steps(grid, Technique::naked_pair, 10).empty());
}

TEST(NakedQuad, FourCellsWithFourDigitsBetweenThemClearTheirColumn) {
  CandidateGrid grid;
  grid.set_candidates(rc(1, 5), digits({1, 2}));
  grid.set_candidates(rc(3, 5), digits({2, 3}));
  grid.set_candidates(rc(6, 5), digits({3, 4}));
  grid.set_candidates(rc(9, 5), digits({1, 4}));
  const std::vector<Step> steps = find_steps(grid, Technique::naked_quad, 10);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(
      steps[0].eliminations,
      candidates({1, 2, 3, 4}, others(House(Column(4)), {rc(1, 5), rc(3, 5), rc(6, 5), rc(9, 5)})));
  EXPECT_EQ(steps[0].houses, std::vector<House>{House(Column(4))});
  EXPECT_EQ(steps[0].pattern.size(), 8u);
  EXPECT_TRUE(find_steps(grid, Technique::naked_pair, 10).empty());
  EXPECT_TRUE(find_steps(grid, Technique::naked_triple, 10).empty());
}

TEST(HiddenPair, TwoDigitsInTwoCellsClearTheOtherDigitsThere) {
  CandidateGrid grid;
  confine(grid, {3, 8}, House(Row(5)), {rc(6, 2), rc(6, 7)});
  const std::vector<Step> steps = find_steps(grid, Technique::hidden_pair, 10);
  ASSERT_EQ(steps.size(), 1u);
  const Step& step = steps[0];
  EXPECT_EQ(step.technique, Technique::hidden_pair);
  EXPECT_EQ(step.eliminations, candidates({1, 2, 4, 5, 6, 7, 9}, {rc(6, 2), rc(6, 7)}));
  EXPECT_EQ(step.pattern, candidates({3, 8}, {rc(6, 2), rc(6, 7)}));
  EXPECT_EQ(step.houses, std::vector<House>{House(Row(5))});
  EXPECT_EQ(
      step.reason,
      "in row 6, the digits 3 and 8 can only go in r6c2 and r6c7, so those two cells hold only 3 "
      "and 8");
  EXPECT_TRUE(find_steps(grid, Technique::naked_pair, 10).empty());
}

TEST(HiddenTriple, ThreeDigitsInThreeCellsOfABox) {
  CandidateGrid grid;
  confine(grid, {1, 5, 9}, House(Box(8)), {rc(7, 7), rc(8, 8), rc(9, 9)});
  const std::vector<Step> steps = find_steps(grid, Technique::hidden_triple, 10);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].eliminations, candidates({2, 3, 4, 6, 7, 8}, {rc(7, 7), rc(8, 8), rc(9, 9)}));
  EXPECT_EQ(steps[0].houses, std::vector<House>{House(Box(8))});
  EXPECT_EQ(
      steps[0].reason,
      "in box 9, the digits 1, 5 and 9 can only go in r7c7, r8c8 and r9c9, so those three cells "
      "hold only 1, 5 and 9");
  EXPECT_TRUE(find_steps(grid, Technique::hidden_pair, 10).empty());
}

TEST(HiddenQuad, FourDigitsInFourCellsOfAColumn) {
  CandidateGrid grid;
  confine(grid, {2, 4, 6, 8}, House(Column(1)), {rc(1, 2), rc(3, 2), rc(5, 2), rc(7, 2)});
  const std::vector<Step> steps = find_steps(grid, Technique::hidden_quad, 10);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].eliminations,
            candidates({1, 3, 5, 7, 9}, {rc(1, 2), rc(3, 2), rc(5, 2), rc(7, 2)}));
  EXPECT_EQ(steps[0].houses, std::vector<House>{House(Column(1))});
  EXPECT_EQ(steps[0].pattern.size(), 16u);
  EXPECT_TRUE(find_steps(grid, Technique::hidden_triple, 10).empty());
}

TEST(HiddenSubsets, FindNothingInAFreshGrid) {
  for (Technique technique :
       {Technique::hidden_pair, Technique::hidden_triple, Technique::hidden_quad,
        Technique::naked_pair, Technique::naked_triple, Technique::naked_quad}) {
    EXPECT_TRUE(find_steps(CandidateGrid(), technique, 10).empty());
  }
}

TEST(HiddenSubsets, AHouseWithOnlyThatManyOpenCellsIsNotOne) {
  // Row 1 has two open cells; with a (broken) extra candidate in one of them, 8 and 9 would be a
  // "hidden pair" of the whole row. HoDoKu does not count those, and neither does nonet.
  CandidateGrid grid;
  for (int column = 1; column <= 7; ++column) grid.place(rc(1, column), Digit(column));
  grid.set_candidates(rc(1, 8), digits({3, 8, 9}));
  EXPECT_TRUE(find_steps(grid, Technique::hidden_pair, 10).empty());
}

TEST(Subsets, ReproduceHoDoKuCases) {
  EXPECT_TRUE(
      reproduces(":0200:16:7.+9...+3+4.+3.274.58+948+59..+7+2..3+1..8+49+7.47.9.86..9+84.+7+21.+8+"
                 "2+3.+79.54+176+2549+3"
                 "+8+9+5+4....+72::114 115 116 614 615 616::",
                 Technique::naked_pair));
  EXPECT_TRUE(reproduces(
      ":0201:258:.1.......3.45......76.9...47+2+14+8+9+563.3.627+41+946+9+3+15+8+276...3.94...+3.."
      "82.6."
      "......3.:714 819 728 829 573 581 785 591 593 795 196 296:211 216 511 518 811 818::",
      Technique::naked_triple));
  EXPECT_TRUE(
      reproduces(":0202:4679:+53+2+78+6...9+78+241.+6...19+5+32+87.254..6+7...3+617.5+27..+5......."
                 ".+1........+8.51."
                 "6...3...98::471 472 481 491 492 671 672 691 692 972::",
                 Technique::naked_quad));
  EXPECT_TRUE(
      reproduces(":0210:29:.6...1..4.48....9+1....+4...+2+4..2.87+5+658+2967+143..65.4+9+2+8+6....."
                 "+4+1.+85+4+1.+326.1"
                 "..4.+6+38.:913 315 325 932 933:311 515 711 715 815::",
                 Technique::hidden_pair));
  EXPECT_TRUE(
      reproduces(":0211:458:....+23.9.82.9...+5.4.9.1..+2..8.+25+94+7..9+4671.8+5..5.3..1...+8.9.5+"
                 "42+9.+2..5+837+54+73"
                 "+8+2.+6.::112 119 612 619 712 714::",
                 Technique::hidden_triple));
  EXPECT_TRUE(
      reproduces(":0212:4579:...........5.2....9.7...1.....94.5.........6....5.78.16....5..2..43..."
                 "163.9.1..8+5::"
                 "151 152 251 252 257 352 357 359 851 852::",
                 Technique::hidden_quad));
}

}  // namespace
}  // namespace nonet
