// Unique Rectangle Types 1-4, Hidden Rectangle and BUG+1: exact eliminations on small built grids
// and on HoDoKu's regression library lines, grids where they must find nothing, and the rule
// that they are never used on a puzzle with several solutions.
#include <gtest/gtest.h>

#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "logic/grid_builders.hpp"
#include "logic/reglib.hpp"
#include "logic/soundness.hpp"
#include "nonet/logic.hpp"
#include "support/boards.hpp"
#include "support/corpus.hpp"

namespace nonet {
namespace {

using test::keep_only;
using test::rc;
using test::reglib_grid;

DigitSet digits_of(std::string_view text) {
  DigitSet digits;
  for (char ch : text) digits.insert(Digit(ch - '0'));
  return digits;
}

// A grid with no digit placed, every cell holding 1..9 except those listed.
CandidateGrid open_grid(std::initializer_list<std::pair<Cell, std::string_view>> cells) {
  CandidateGrid grid;
  for (const auto& [cell, digits] : cells) grid.set_candidates(cell, digits_of(digits));
  return grid;
}

std::vector<Candidate> candidates(std::initializer_list<std::pair<int, Cell>> list) {
  std::vector<Candidate> out;
  for (const auto& [digit, cell] : list) out.push_back({cell, Digit(digit)});
  return out;
}

// The candidates `digits` of every cell of `cells`, in cell order then digit order.
std::vector<Candidate> each(std::initializer_list<Cell> cells, std::string_view digits) {
  std::vector<Candidate> out;
  for (Cell cell : cells) {
    for (char ch : digits) out.push_back({cell, Digit(ch - '0')});
  }
  return out;
}

bool has_step_with(const std::vector<Step>& steps, const std::vector<Candidate>& eliminations) {
  for (const Step& step : steps) {
    if (step.eliminations == eliminations && step.placements.empty()) return true;
  }
  return false;
}

// Every uniqueness step is marked as such and names the deadly pattern it avoids.
void expect_uniqueness_proof(const std::vector<Step>& steps) {
  for (const Step& step : steps) {
    EXPECT_TRUE(step.relies_on_uniqueness) << describe(step);
    EXPECT_NE(step.reason.find("deadly pattern"), std::string::npos) << step.reason;
    EXPECT_FALSE(step.pattern.empty()) << describe(step);
    EXPECT_FALSE(step.houses.empty()) << describe(step);
  }
}

// --- Unique Rectangle Type 1 ----------------------------------------------------------------

TEST(UniqueRectangle1, ThreeBivalueCornersClearTheFourth) {
  const CandidateGrid grid =
      open_grid({{rc(1, 1), "27"}, {rc(1, 4), "27"}, {rc(2, 1), "27"}, {rc(2, 4), "279"}});
  const std::vector<Step> steps = find_steps(grid, Technique::unique_rectangle_1, 10);
  ASSERT_EQ(steps.size(), 1u);
  const Step& step = steps[0];
  EXPECT_EQ(step.eliminations, candidates({{2, rc(2, 4)}, {7, rc(2, 4)}}));
  EXPECT_EQ(step.pattern, each({rc(1, 1), rc(1, 4), rc(2, 1), rc(2, 4)}, "27"));
  EXPECT_EQ(step.houses,
            (std::vector<House>{House(Row(0)), House(Row(1)), House(Column(0)), House(Column(3))}));
  EXPECT_TRUE(step.placements.empty());
  expect_uniqueness_proof(steps);
  EXPECT_EQ(step.reason,
            "r1c1, r1c4 and r2c1 can only be 2 or 7; if r2c4 were 2 or 7 as well, r1c1, r1c4, "
            "r2c1, r2c4 would form a deadly pattern of 2 and 7 (two solutions)");
}

TEST(UniqueRectangle1, HoDoKuExamples) {
  // "1/3 in r5c89,r8c89 => r8c9<>1, r8c9<>3"
  const CandidateGrid grid = reglib_grid(
      ":0600-1:13:+5+2+3+9+7+8+1466+1+832+4...+4+7+9+5+6+1+38+29+5+1+6+32.+7.+86+2+49+7+5..+7+34+"
      "18526+"
      "9+38+7+21....295+8+4....+14+67+5..+2.::189 389::");
  const std::vector<Step> steps = find_steps(grid, Technique::unique_rectangle_1, 10);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].eliminations, candidates({{1, rc(8, 9)}, {3, rc(8, 9)}}));
  EXPECT_EQ(steps[0].pattern, each({rc(5, 8), rc(5, 9), rc(8, 8), rc(8, 9)}, "13"));
  expect_uniqueness_proof(steps);

  // A corner may miss one of the two digits (eliminated earlier, not ruled out by a placed
  // digit): HoDoKu's variant 2. r7c5 holds 6 but no longer 9.
  const CandidateGrid missing = reglib_grid(
      ":0600-2:69:+9+4..71...+53+1+4..9.+7+8+7....+1.+4+42+93+1..756+5.+74+2.1+9+7+1.9.+5+4..1.4..."
      "+7..+3."
      "+58.+72+4+1+2+87+1.+4...:617 817 828 235 535 635 636 338 868 869 574 375 975 676 678 679 "
      "695:675::");
  EXPECT_TRUE(has_step_with(find_steps(missing, Technique::unique_rectangle_1, 10),
                            candidates({{6, rc(7, 5)}})));
}

TEST(UniqueRectangle1, FindsNothingOutsideTwoBoxesOrWithASolvedCorner) {
  // Four boxes: r1c1, r1c4, r4c1, r4c4.
  EXPECT_TRUE(
      find_steps(
          open_grid({{rc(1, 1), "27"}, {rc(1, 4), "27"}, {rc(4, 1), "27"}, {rc(4, 4), "279"}}),
          Technique::unique_rectangle_1, 10)
          .empty());
  // One box: r1c1, r1c2, r2c1, r2c2.
  EXPECT_TRUE(
      find_steps(
          open_grid({{rc(1, 1), "27"}, {rc(1, 2), "27"}, {rc(2, 1), "27"}, {rc(2, 2), "279"}}),
          Technique::unique_rectangle_1, 10)
          .empty());
  // Two corners hold extra digits: not Type 1.
  EXPECT_TRUE(
      find_steps(
          open_grid({{rc(1, 1), "27"}, {rc(1, 4), "27"}, {rc(2, 1), "237"}, {rc(2, 4), "279"}}),
          Technique::unique_rectangle_1, 10)
          .empty());
  // A solved corner (a given 7 in r2c4) is no part of a rectangle.
  CandidateGrid solved = open_grid({{rc(1, 1), "27"}, {rc(1, 4), "27"}, {rc(2, 1), "27"}});
  solved.place(rc(2, 4), Digit(7));
  EXPECT_TRUE(find_steps(solved, Technique::unique_rectangle_1, 10).empty());
  // No bivalue cell at all.
  EXPECT_TRUE(find_steps(CandidateGrid::from_puzzle(testing::grid_from(testing::kPuzzle)),
                         Technique::unique_rectangle_1, 10)
                  .empty());
}

// --- Unique Rectangle Type 2 ----------------------------------------------------------------

TEST(UniqueRectangle2, TheSharedExtraDigitLeavesEveryCellSeeingBothRoofCells) {
  const CandidateGrid grid =
      open_grid({{rc(1, 1), "27"}, {rc(1, 4), "27"}, {rc(2, 1), "257"}, {rc(2, 4), "257"}});
  const std::vector<Step> steps = find_steps(grid, Technique::unique_rectangle_2, 10);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].eliminations,
            each({rc(2, 2), rc(2, 3), rc(2, 5), rc(2, 6), rc(2, 7), rc(2, 8), rc(2, 9)}, "5"));
  EXPECT_EQ(steps[0].cover_houses, std::vector<House>{House(Row(1))});
  expect_uniqueness_proof(steps);
  EXPECT_EQ(steps[0].reason,
            "r1c1 and r1c4 can only be 2 or 7, and r2c1 and r2c4 only 2, 5 or 7; if neither r2c1 "
            "nor r2c4 were 5, r1c1, r1c4, r2c1, r2c4 would form a deadly pattern of 2 and 7 (two "
            "solutions), so one of them is 5");
}

TEST(UniqueRectangle2, HoDoKuExample) {
  // "1/2 in r2c45,r7c45 => r1c46,r2c689,r3c45<>5"
  const CandidateGrid grid = reglib_grid(
      ":0601-1:12:....6..2.394...7..2.+6..41....2....4..6.8........6.9....4...739...1.8...2.+2...."
      "51.:"
      "114 116 819 829 839 849 869 574 575 581 582 495:514 516 526 528 529 534 535::");
  const std::vector<Step> steps = find_steps(grid, Technique::unique_rectangle_2, 10);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].eliminations,
            each({rc(1, 4), rc(1, 6), rc(2, 6), rc(2, 8), rc(2, 9), rc(3, 4), rc(3, 5)}, "5"));
  expect_uniqueness_proof(steps);
}

TEST(UniqueRectangle2, FindsNothingWhenTheExtrasDifferOrAreDiagonal) {
  EXPECT_TRUE(
      find_steps(
          open_grid({{rc(1, 1), "27"}, {rc(1, 4), "27"}, {rc(2, 1), "257"}, {rc(2, 4), "267"}}),
          Technique::unique_rectangle_2, 10)
          .empty());
  // Diagonal roof cells are HoDoKu's Type 5, not Type 2.
  EXPECT_TRUE(
      find_steps(
          open_grid({{rc(1, 1), "27"}, {rc(1, 4), "257"}, {rc(2, 1), "257"}, {rc(2, 4), "27"}}),
          Technique::unique_rectangle_2, 10)
          .empty());
}

// --- Unique Rectangle Type 3 ----------------------------------------------------------------

TEST(UniqueRectangle3, TheRoofFormsANakedPairWithACellOfItsRow) {
  const CandidateGrid grid = open_grid(
      {{rc(1, 1), "27"}, {rc(1, 4), "27"}, {rc(2, 1), "257"}, {rc(2, 4), "267"}, {rc(2, 9), "56"}});
  const std::vector<Step> steps = find_steps(grid, Technique::unique_rectangle_3, 10);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].eliminations,
            each({rc(2, 2), rc(2, 3), rc(2, 5), rc(2, 6), rc(2, 7), rc(2, 8)}, "56"));
  EXPECT_EQ(steps[0].cover_houses, std::vector<House>{House(Row(1))});
  expect_uniqueness_proof(steps);
  EXPECT_EQ(steps[0].reason,
            "if neither r2c1 nor r2c4 took one of its other digits, r1c1, r1c4, r2c1, r2c4 would "
            "form a deadly pattern of 2 and 7 (two solutions); so one of them is 5 or 6, and with "
            "r2c9 (5, 6) they form a naked pair of 5 and 6 in row 2");
}

TEST(UniqueRectangle3, HoDoKuExamples) {
  // A naked pair in a column, locked in a box: "1/6 in r4c37,r5c37 => r389c3,r4c12,r5c12<>2,
  // r3c3,r45c2<>9".
  const CandidateGrid pair = reglib_grid(
      ":0602-1:16:..3.+1+6.9...78....6.6......1....+8.......45....45..61..7..81.926.9....3........"
      "8.1."
      ":514 225 425 226 334 534 934 235 435 735 236 736 244 744 347 447 547 947 248 348 249 349 "
      "949 357 857 957 858 859 264 284 784 294 794:233 241 242 251 252 283 293 933 942 952::");
  const std::vector<Step> pair_steps = find_steps(pair, Technique::unique_rectangle_3, 10);
  EXPECT_TRUE(has_step_with(pair_steps, candidates({{2, rc(3, 3)},
                                                    {9, rc(3, 3)},
                                                    {2, rc(4, 1)},
                                                    {2, rc(4, 2)},
                                                    {9, rc(4, 2)},
                                                    {2, rc(5, 1)},
                                                    {2, rc(5, 2)},
                                                    {9, rc(5, 2)},
                                                    {2, rc(8, 3)},
                                                    {2, rc(9, 3)}})));
  expect_uniqueness_proof(pair_steps);

  // A naked quad: "1/5 in r2c78,r9c78 => r9c1<>3".
  const CandidateGrid quad = reglib_grid(
      ":0602-1:15:+7+1+3+4+5+862+9+4927+63..+8+8+6+51+9+2374+67158+9+4+3+2+9+5+42+3+7+8+612+386+4+"
      "1+7+"
      "9+5.8..+1.+24+71+47.+2.....+2..+74...::391::");
  const std::vector<Step> quad_steps = find_steps(quad, Technique::unique_rectangle_3, 10);
  ASSERT_EQ(quad_steps.size(), 1u);
  EXPECT_EQ(quad_steps[0].eliminations, candidates({{3, rc(9, 1)}}));
  EXPECT_NE(quad_steps[0].reason.find("naked quad of 3, 6, 8 and 9 in row 9"), std::string::npos)
      << quad_steps[0].reason;
}

TEST(UniqueRectangle3, FindsNothingWithoutASubset) {
  EXPECT_TRUE(find_steps(open_grid({{rc(1, 1), "27"},
                                    {rc(1, 4), "27"},
                                    {rc(2, 1), "257"},
                                    {rc(2, 4), "267"},
                                    {rc(2, 9), "568"}}),
                         Technique::unique_rectangle_3, 10)
                  .empty());
}

// --- Unique Rectangle Type 4 ----------------------------------------------------------------

TEST(UniqueRectangle4, ADigitLockedInTheRoofRemovesTheOther) {
  CandidateGrid grid =
      open_grid({{rc(1, 1), "27"}, {rc(1, 4), "27"}, {rc(2, 1), "257"}, {rc(2, 4), "267"}});
  keep_only(grid, 2, House(Row(1)), {rc(2, 1), rc(2, 4)});
  const std::vector<Step> steps = find_steps(grid, Technique::unique_rectangle_4, 10);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].eliminations, candidates({{7, rc(2, 1)}, {7, rc(2, 4)}}));
  EXPECT_EQ(steps[0].cover_houses, std::vector<House>{House(Row(1))});
  expect_uniqueness_proof(steps);
  EXPECT_EQ(steps[0].reason,
            "in row 2, 2 can only go in r2c1 or r2c4, so one of them is 2; if either were 7, "
            "r1c1, r1c4, r2c1, r2c4 would form a deadly pattern of 2 and 7 (two solutions)");

  // One more 2 in row 2: nothing.
  grid.set_candidates(rc(2, 9), digits_of("29"));
  EXPECT_TRUE(find_steps(grid, Technique::unique_rectangle_4, 10).empty());
}

TEST(UniqueRectangle4, HoDoKuExample) {
  // "4/8 in r4c27,r6c27 => r4c27<>4"
  const CandidateGrid grid = reglib_grid(
      ":0603-1:48:+3+9+6+17+52+8481+4+29+63..5+27.+8.+1+6+9..+5+9.2..1+2.38.19..9.+16.+7...+1.+2+7+"
      "6.5+98..8"
      ".2+9+7137.9.1+8...:448 465 468 492 692 494:442 447::");
  const std::vector<Step> steps = find_steps(grid, Technique::unique_rectangle_4, 10);
  EXPECT_TRUE(has_step_with(steps, candidates({{4, rc(4, 2)}, {4, rc(4, 7)}})));
  expect_uniqueness_proof(steps);
}

// --- Hidden Rectangle -----------------------------------------------------------------------

TEST(HiddenRectangle, TheOppositeCornerLosesTheOtherDigit) {
  CandidateGrid grid =
      open_grid({{rc(1, 1), "27"}, {rc(1, 4), "257"}, {rc(2, 1), "267"}, {rc(2, 4), "278"}});
  keep_only(grid, 2, House(Row(1)), {rc(2, 1), rc(2, 4)});
  keep_only(grid, 2, House(Column(3)), {rc(1, 4), rc(2, 4)});
  const std::vector<Step> steps = find_steps(grid, Technique::hidden_rectangle, 10);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].eliminations, candidates({{7, rc(2, 4)}}));
  EXPECT_EQ(steps[0].cover_houses, (std::vector<House>{House(Row(1)), House(Column(3))}));
  expect_uniqueness_proof(steps);

  // A 2 elsewhere in column 4: nothing.
  grid.set_candidates(rc(9, 4), digits_of("29"));
  EXPECT_TRUE(find_steps(grid, Technique::hidden_rectangle, 10).empty());
}

TEST(HiddenRectangle, HoDoKuExamples) {
  // "3/9 in r6c46,r9c46 => r6c6<>9"
  const CandidateGrid grid = reglib_grid(
      ":0606-1:39:+39+4+6+821+5+7+6+1+873+5+42+952+7+4..+3+681+53.47..+6+4+7.+56+8.3+18+6....+7+"
      "457+368.4.."
      "+29+4+5.....+3+2+81.....4::966::");
  const std::vector<Step> steps = find_steps(grid, Technique::hidden_rectangle, 10);
  EXPECT_TRUE(has_step_with(steps, candidates({{9, rc(6, 6)}})));
  expect_uniqueness_proof(steps);

  // HoDoKu's own fail case: its 1.3 release wrongly found "3/4 in r3c45,r9c45 => r3c5<>4".
  const CandidateGrid fail = reglib_grid(
      ":0606-x:34:.51.+8..4+2....2.3...........3..8.+29.....5.4......1.+9+4.....7+5+6+214.6.+29...."
      "2....."
      "...:432 732 832 932 433 633 733 833 933 334 335 635 735 336 881 383 883 392 492 892 992 "
      "393 493 893 993 395:435::");
  EXPECT_TRUE(find_steps(fail, Technique::hidden_rectangle, 100).empty());
}

// --- BUG+1 ----------------------------------------------------------------------------------

TEST(BugPlus1, TheOddCellKeepsOnlyItsThirdDigit) {
  // "Bivalue Universal Grave + 1 => r6c5<>5, r6c5<>9": r6c5 must be 1.
  const CandidateGrid grid = reglib_grid(
      ":0610::8+4+9325+6+1+77+3+2+8..9+4+5+5+6+1+7..+32+8+49327+85+61+1+5+7.3.8+9+2+2+86...+4+7+3+"
      "9+7+8..+"
      "213+4+3+149+87+2566+2+5..+3+7+8+9::565 965::");
  const std::vector<Step> steps = find_steps(grid, Technique::bug_plus_1, 10);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].eliminations, candidates({{5, rc(6, 5)}, {9, rc(6, 5)}}));
  EXPECT_TRUE(steps[0].placements.empty());
  EXPECT_EQ(steps[0].houses, (std::vector<House>{House(Row(5)), House(Column(4)), House(Box(4))}));
  EXPECT_TRUE(steps[0].relies_on_uniqueness);
  EXPECT_NE(steps[0].reason.find("bivalue universal grave"), std::string::npos);

  // Once r6c5 is 1 the other cells are all bivalue: no BUG+1 any more.
  CandidateGrid after = grid;
  apply_step(after, steps[0]);
  after.place(rc(6, 5), Digit(1));
  EXPECT_TRUE(find_steps(after, Technique::bug_plus_1, 10).empty());

  // A second cell with three candidates: no BUG+1 either.
  CandidateGrid second = grid;
  for (Cell cell : second.unsolved()) {
    if (cell == rc(6, 5)) continue;
    DigitSet digits = second.candidates(cell);
    int extra = 1;
    while (digits.contains(Digit(extra))) ++extra;
    digits.insert(Digit(extra));
    second.set_candidates(cell, digits);
    break;
  }
  EXPECT_TRUE(find_steps(second, Technique::bug_plus_1, 10).empty());
}

TEST(BugPlus1, FindsNothingWithoutTheGraveOrWhenTheOddDigitIsElsewhere) {
  EXPECT_TRUE(find_steps(CandidateGrid::from_puzzle(testing::grid_from(testing::kPuzzle)),
                         Technique::bug_plus_1, 10)
                  .empty());
  // HoDoKu's fail case: r7c6 alone holds three candidates (1, 4, 6), but the digit that appears
  // three times in its row, column and box is 9, which it cannot take.
  const CandidateGrid fail = reglib_grid(
      ":0610-x::+5+4..9.8.1392..8.+5..+1.....2..3+46..5+926+2..4.+1.31+59..3.4..8+5.....+7.+7+18+3."
      "4654+"
      "63.5.+2..:714 716 724 625 733 434 734 636 736 637 737 639 745 754 756 765 174 274 175 276 "
      "976 994 196:176 276 476 676:");
  EXPECT_TRUE(find_steps(fail, Technique::bug_plus_1, 10).empty());
}

// --- Only when the puzzle has one solution --------------------------------------------------

const std::vector<Technique> kSinglesAndUniqueness{
    Technique::full_house,         Technique::hidden_single,      Technique::naked_single,
    Technique::unique_rectangle_1, Technique::unique_rectangle_2, Technique::unique_rectangle_3,
    Technique::unique_rectangle_4, Technique::hidden_rectangle,   Technique::bug_plus_1};

TEST(Uniqueness, NeverUsedOnAPuzzleWithSeveralSolutions) {
  // LeetCode 37's solution with r2c8, r2c9, r7c8, r7c9 (4 and 8 crosswise, a deadly pattern) and
  // 31 more cells blanked: at least two solutions.
  const Grid puzzle = testing::grid_from(
      "5346..9.26.2.9.3..1...4256.8.9761.2.426..3.9171......6961.3.2...874.9.3.34.2.61..");
  ASSERT_GE(count_candidate_solutions(CandidateGrid::from_puzzle(puzzle), 3), 2u);

  LogicOptions options;
  options.techniques = kSinglesAndUniqueness;
  const LogicalSolution path = solve_logically(puzzle, options);
  EXPECT_EQ(path.status, Status::multiple);
  EXPECT_FALSE(path.solved);
  for (const Step& step : path.steps) EXPECT_FALSE(step.relies_on_uniqueness) << describe(step);

  // Where the singles stop, Type 1 would apply if uniqueness were (wrongly) assumed, and would
  // remove r7c8's 8, the digit of the solution this grid came from.
  const std::optional<Step> wrong = next_step(path.final_grid, options, true);
  ASSERT_TRUE(wrong.has_value());
  EXPECT_TRUE(wrong->relies_on_uniqueness);
  EXPECT_EQ(wrong->technique, Technique::unique_rectangle_1);
  EXPECT_EQ(wrong->eliminations, candidates({{4, rc(7, 8)}, {8, rc(7, 8)}}));
  EXPECT_FALSE(next_step(path.final_grid, options, false).has_value());

  // With every technique of the catalogue as well.
  for (const Step& step : solve_logically(puzzle).steps) {
    EXPECT_FALSE(step.relies_on_uniqueness) << describe(step);
  }
}

// The uniqueness techniques alone, after the singles, on a sample of rated puzzles: every step
// agrees with the solution.
TEST(Uniqueness, StepsAgreeWithTheSolutionOnRatedPuzzles) {
  LogicOptions options;
  options.techniques = kSinglesAndUniqueness;
  for (const char* file : {"ser-rated-sample.txt", "puzzles3_magictour_top1465"}) {
    const auto corpus = test::read_corpus_sample(file, test::sample_size(300, 30));
    if (!corpus) {
      ::nonet::test::note_missing_data("corpus not found: " + ::nonet::test::data_path(file));
      continue;
    }
    for (const test::CorpusEntry& entry : corpus->sample) {
      EXPECT_EQ(test::first_unsound_step(entry.puzzle, options), "") << test::where(*corpus, entry);
    }
  }
}

}  // namespace
}  // namespace nonet
