// X-Wing, Swordfish, Jellyfish and their Finned and Sashimi forms. The hand-made grids start with
// every candidate everywhere and take the fish digit out of the base lines' other cells, so the
// fish is the only one there; the other examples are lines of HoDoKu's regression library.
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

using test::candidates;
using test::rc;
using test::reproduces;

std::vector<House> rows(std::initializer_list<int> numbers) {
  std::vector<House> out;
  for (int number : numbers) out.emplace_back(Row(number - 1));
  return out;
}

std::vector<House> columns(std::initializer_list<int> numbers) {
  std::vector<House> out;
  for (int number : numbers) out.emplace_back(Column(number - 1));
  return out;
}

// Leaves `digit` in row `row` only in the columns listed.
void keep_in_row(CandidateGrid& grid, int digit, int row, std::initializer_list<int> kept) {
  for (int column = 1; column <= kUnitSize; ++column) {
    if (std::find(kept.begin(), kept.end(), column) == kept.end()) {
      grid.eliminate(rc(row, column), Digit(digit));
    }
  }
}

// Leaves `digit` in column `column` only in the rows listed.
void keep_in_column(CandidateGrid& grid, int digit, int column, std::initializer_list<int> kept) {
  for (int row = 1; row <= kUnitSize; ++row) {
    if (std::find(kept.begin(), kept.end(), row) == kept.end()) {
      grid.eliminate(rc(row, column), Digit(digit));
    }
  }
}

// Whether some step of the technique has exactly the eliminations of the reglib line.
TEST(XWing, TwoRowsInTwoColumnsClearTheColumns) {
  CandidateGrid grid;
  keep_in_row(grid, 4, 2, {3, 8});
  keep_in_row(grid, 4, 6, {3, 8});
  const std::vector<Step> steps = find_steps(grid, Technique::x_wing, 10);
  ASSERT_EQ(steps.size(), 1u);
  const Step& step = steps[0];
  EXPECT_EQ(step.technique, Technique::x_wing);
  EXPECT_EQ(step.eliminations,
            candidates(4, {rc(1, 3), rc(1, 8), rc(3, 3), rc(3, 8), rc(4, 3), rc(4, 8), rc(5, 3),
                           rc(5, 8), rc(7, 3), rc(7, 8), rc(8, 3), rc(8, 8), rc(9, 3), rc(9, 8)}));
  EXPECT_EQ(step.houses, rows({2, 6}));
  EXPECT_EQ(step.cover_houses, columns({3, 8}));
  EXPECT_EQ(step.pattern, candidates(4, {rc(2, 3), rc(2, 8), rc(6, 3), rc(6, 8)}));
  EXPECT_TRUE(step.fins.empty());
  EXPECT_EQ(step.reason,
            "in row 2 and row 6, 4 can only go in column 3 and column 8, so those columns have "
            "their 4 in those rows");
  // No third line to make a Swordfish, and no fins.
  EXPECT_TRUE(find_steps(grid, Technique::swordfish, 10).empty());
  EXPECT_TRUE(find_steps(grid, Technique::finned_x_wing, 10).empty());
  EXPECT_TRUE(find_steps(grid, Technique::sashimi_x_wing, 10).empty());
}

TEST(XWing, FindsNothingWithoutSomethingToEliminate) {
  EXPECT_TRUE(find_steps(CandidateGrid(), Technique::x_wing, 10).empty());
  CandidateGrid grid;
  keep_in_row(grid, 4, 2, {3, 8});
  keep_in_row(grid, 4, 6, {3, 8});
  keep_in_column(grid, 4, 3, {2, 6});
  keep_in_column(grid, 4, 8, {2, 6});
  EXPECT_TRUE(find_steps(grid, Technique::x_wing, 10).empty());
}

TEST(Swordfish, ThreeColumnsInThreeRowsClearTheRows) {
  CandidateGrid grid;
  keep_in_column(grid, 9, 1, {1, 5});
  keep_in_column(grid, 9, 4, {5, 9});
  keep_in_column(grid, 9, 7, {1, 9});
  const std::vector<Step> steps = find_steps(grid, Technique::swordfish, 10);
  ASSERT_EQ(steps.size(), 1u);
  const Step& step = steps[0];
  std::vector<Candidate> expected;
  for (int row : {1, 5, 9}) {
    for (int column : {2, 3, 5, 6, 8, 9}) expected.push_back({rc(row, column), Digit(9)});
  }
  EXPECT_EQ(step.eliminations, expected);
  EXPECT_EQ(step.houses, columns({1, 4, 7}));
  EXPECT_EQ(step.cover_houses, rows({1, 5, 9}));
  EXPECT_EQ(step.pattern,
            candidates(9, {rc(1, 1), rc(1, 7), rc(5, 1), rc(5, 4), rc(9, 4), rc(9, 7)}));
  EXPECT_TRUE(find_steps(grid, Technique::x_wing, 10).empty());
}

TEST(Jellyfish, FourRowsInFourColumnsClearTheColumns) {
  CandidateGrid grid;
  keep_in_row(grid, 6, 1, {2, 4});
  keep_in_row(grid, 6, 3, {4, 6});
  keep_in_row(grid, 6, 5, {6, 8});
  keep_in_row(grid, 6, 7, {2, 8});
  const std::vector<Step> steps = find_steps(grid, Technique::jellyfish, 10);
  ASSERT_EQ(steps.size(), 1u);
  std::vector<Candidate> expected;
  for (int row : {2, 4, 6, 8, 9}) {
    for (int column : {2, 4, 6, 8}) expected.push_back({rc(row, column), Digit(6)});
  }
  std::sort(expected.begin(), expected.end());
  EXPECT_EQ(steps[0].eliminations, expected);
  EXPECT_EQ(steps[0].houses, rows({1, 3, 5, 7}));
  EXPECT_EQ(steps[0].cover_houses, columns({2, 4, 6, 8}));
  EXPECT_TRUE(find_steps(grid, Technique::x_wing, 10).empty());
  EXPECT_TRUE(find_steps(grid, Technique::swordfish, 10).empty());
}

TEST(FinnedXWing, CellsSeeingTheFinInACoverColumnLoseTheDigit) {
  CandidateGrid grid;
  keep_in_row(grid, 4, 2, {3, 8});
  keep_in_row(grid, 4, 6, {3, 8, 9});  // r6c9 is the fin, in box 6
  const std::vector<Step> steps = find_steps(grid, Technique::finned_x_wing, 10);
  ASSERT_EQ(steps.size(), 1u);
  const Step& step = steps[0];
  EXPECT_EQ(step.technique, Technique::finned_x_wing);
  EXPECT_EQ(step.eliminations, candidates(4, {rc(4, 8), rc(5, 8)}));
  EXPECT_EQ(step.houses, rows({2, 6}));
  EXPECT_EQ(step.cover_houses, columns({3, 8}));
  EXPECT_EQ(step.pattern, candidates(4, {rc(2, 3), rc(2, 8), rc(6, 3), rc(6, 8)}));
  EXPECT_EQ(step.fins, candidates(4, {rc(6, 9)}));
  EXPECT_EQ(describe(step),
            "Finned X-Wing: in row 2 and row 6, 4 can only go in column 3 and column 8 apart from "
            "the fin r6c9, so a cell of those columns that sees the fin cannot hold 4, whether "
            "the fish holds or a fin does => r4c8<>4, r5c8<>4");
  // With a fin the plain X-Wing is gone, and this one is not sashimi.
  EXPECT_TRUE(find_steps(grid, Technique::x_wing, 10).empty());
  EXPECT_TRUE(find_steps(grid, Technique::sashimi_x_wing, 10).empty());
}

TEST(FinnedXWing, FinsInTwoBoxesEliminateNothing) {
  CandidateGrid grid;
  keep_in_row(grid, 4, 2, {3, 8});
  keep_in_row(grid, 4, 6, {1, 3, 8, 9});  // fins r6c1 (box 4) and r6c9 (box 6)
  EXPECT_TRUE(find_steps(grid, Technique::finned_x_wing, 10).empty());
  EXPECT_TRUE(find_steps(grid, Technique::sashimi_x_wing, 10).empty());
}

TEST(SashimiXWing, ABaseRowWithOneCandidateBesidesTheFin) {
  CandidateGrid grid;
  keep_in_row(grid, 4, 2, {3, 8});
  keep_in_row(grid, 4, 6, {8, 9});  // without the fin r6c9, row 6 has 4 only in r6c8
  const std::vector<Step> steps = find_steps(grid, Technique::sashimi_x_wing, 10);
  ASSERT_EQ(steps.size(), 1u);
  const Step& step = steps[0];
  EXPECT_EQ(step.technique, Technique::sashimi_x_wing);
  EXPECT_EQ(step.eliminations, candidates(4, {rc(4, 8), rc(5, 8)}));
  EXPECT_EQ(step.cover_houses, columns({3, 8}));
  EXPECT_EQ(step.pattern, candidates(4, {rc(2, 3), rc(2, 8), rc(6, 8)}));
  EXPECT_EQ(step.fins, candidates(4, {rc(6, 9)}));
  EXPECT_TRUE(find_steps(grid, Technique::finned_x_wing, 10).empty());
}

TEST(FinnedSwordfish, TheFinsBoxLosesTheDigitInTheCoverColumns) {
  CandidateGrid grid;
  keep_in_row(grid, 2, 1, {1, 4});
  keep_in_row(grid, 2, 5, {4, 7});
  keep_in_row(grid, 2, 9, {1, 7, 9});  // r9c9 is the fin, in box 9
  const std::vector<Step> steps = find_steps(grid, Technique::finned_swordfish, 10);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].eliminations, candidates(2, {rc(7, 7), rc(8, 7)}));
  EXPECT_EQ(steps[0].houses, rows({1, 5, 9}));
  EXPECT_EQ(steps[0].cover_houses, columns({1, 4, 7}));
  EXPECT_EQ(steps[0].fins, candidates(2, {rc(9, 9)}));
  EXPECT_TRUE(find_steps(grid, Technique::sashimi_swordfish, 10).empty());
}

TEST(SashimiSwordfish, ABaseRowWithOneCandidateBesidesTheFin) {
  CandidateGrid grid;
  keep_in_row(grid, 2, 1, {1, 4});
  keep_in_row(grid, 2, 5, {4, 7});
  keep_in_row(grid, 2, 9, {7, 9});
  const std::vector<Step> steps = find_steps(grid, Technique::sashimi_swordfish, 10);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].eliminations, candidates(2, {rc(7, 7), rc(8, 7)}));
  EXPECT_EQ(steps[0].cover_houses, columns({1, 4, 7}));
  EXPECT_EQ(steps[0].fins, candidates(2, {rc(9, 9)}));
  EXPECT_TRUE(find_steps(grid, Technique::finned_swordfish, 10).empty());
}

TEST(FinnedJellyfish, FinnedAndSashimiFromTheSameBaseRows) {
  CandidateGrid grid;
  keep_in_row(grid, 6, 1, {2, 4});
  keep_in_row(grid, 6, 3, {4, 6});
  keep_in_row(grid, 6, 5, {6, 8});
  keep_in_row(grid, 6, 7, {2, 8, 9});
  // Covers columns 2, 4, 6 and 8: the fin is r7c9.
  const std::vector<Step> finned = find_steps(grid, Technique::finned_jellyfish, 10);
  ASSERT_EQ(finned.size(), 1u);
  EXPECT_EQ(finned[0].eliminations, candidates(6, {rc(8, 8), rc(9, 8)}));
  EXPECT_EQ(finned[0].houses, rows({1, 3, 5, 7}));
  EXPECT_EQ(finned[0].cover_houses, columns({2, 4, 6, 8}));
  EXPECT_EQ(finned[0].fins, candidates(6, {rc(7, 9)}));
  // Covers columns 2, 6, 8 and 9: the fins are r1c4 and r3c4, in box 2, and row 1 keeps only
  // r1c2 without them.
  const std::vector<Step> sashimi = find_steps(grid, Technique::sashimi_jellyfish, 10);
  ASSERT_EQ(sashimi.size(), 1u);
  EXPECT_EQ(sashimi[0].eliminations, candidates(6, {rc(2, 6)}));
  EXPECT_EQ(sashimi[0].cover_houses, columns({2, 6, 8, 9}));
  EXPECT_EQ(sashimi[0].fins, candidates(6, {rc(1, 4), rc(3, 4)}));
  EXPECT_EQ(sashimi[0].reason,
            "in row 1, row 3, row 5 and row 7, 6 can only go in column 2, column 6, column 8 and "
            "column 9 apart from the fins r1c4 and r3c4, so a cell of those columns that sees "
            "every fin cannot hold 6, whether the fish holds or a fin does");
}

TEST(Fish, FindNothingInAFreshGrid) {
  for (Technique technique :
       {Technique::x_wing, Technique::swordfish, Technique::jellyfish, Technique::finned_x_wing,
        Technique::finned_swordfish, Technique::finned_jellyfish, Technique::sashimi_x_wing,
        Technique::sashimi_swordfish, Technique::sashimi_jellyfish}) {
    EXPECT_TRUE(find_steps(CandidateGrid(), technique, 10).empty());
  }
}

TEST(Fish, ReproduceHoDoKuCases) {
  EXPECT_TRUE(
      reproduces(":0300:3:9.....+5+6+1..+6.+1.7+937+1..962486...2+147+9........5....4...642..+586+"
                 "1+75.71.+2..+4..1...."
                 "+52::313 314 343 344 353 354 363 364 394::",
                 Technique::x_wing));
  EXPECT_TRUE(
      reproduces(":0301:9:+931+2+46+7+856+8+5+3+17..+4+4+7+259+8+1+3+68+5+31....27+1......3+24..."
                 "38..12763...+8+3.+4..1."
                 "..+5.84..3..::956 957 958 968 987 988 996 998::",
                 Technique::swordfish));
  EXPECT_TRUE(reproduces(
      ":0302:7:2.......3.8..3..5...34.21....12.54......9......93.86....25.69...9..2..7.4.......1::"
      "712 715 721 729 751 752 759 792 795::",
      Technique::jellyfish));
  EXPECT_TRUE(
      reproduces(":0310:3:1.........5.....61..8+1..2...7...9.......1.3..4...5...6.+6.+398+14+2+9+"
                 "42+5+71+6..+8+136"
                 "+4279+5:962:315 335::",
                 Technique::finned_x_wing));
  EXPECT_TRUE(
      reproduces(":0311:5:.+6.4+1+7.+83+3+1+4+98..+7.8+7..+6+39147+43.29..+8..+8+3+4+6.2+7..6.+7."
                 "34+96..+75+4+8+314+3+1.+9.7"
                 "..58+7631+4+9+2::557::",
                 Technique::finned_swordfish));
  EXPECT_TRUE(
      reproduces(":0312:8:+64+12+5.7.3+3826+7..+1+5....+31+6...9+3+1.+6..+74+1+6.27+3.......3.61.+"
                 "2.+7+65+13.+765+31...."
                 "+13...+2+576:934 938 939 979 986 993:879::",
                 Technique::finned_jellyfish));
  EXPECT_TRUE(
      reproduces(":0320:8:4..5.769....+3....2.68+1...3.65.2.4..9...+73.4.....9.......+68........+6."
                 "3..73894+7...."
                 "::859 869::",
                 Technique::sashimi_x_wing));
  EXPECT_TRUE(
      reproduces(":0321:6:.+489+127+3.2..6..14.....4....9.42..87....+49.+3...32..15+94....2.+4..+"
                 "471..9..3.+251.49.."
                 ":331 373 678 679 699:638::",
                 Technique::sashimi_swordfish));
  EXPECT_TRUE(
      reproduces(":0322:6:.+489+127+3.2..6..14.....4....9.42..87....+49.+3...32..15+94....2.+4..+"
                 "471..9..3.+251.49.."
                 ":331 638 373 678 679 699:637::",
                 Technique::sashimi_jellyfish));
}

}  // namespace
}  // namespace nonet
