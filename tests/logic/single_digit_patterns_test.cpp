// Skyscraper, 2-String Kite, Turbot Fish and Empty Rectangle. The hand-made grids start with every
// candidate everywhere and keep, for one digit, only the places the pattern needs; the other
// examples are lines of HoDoKu's regression library.
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
using test::keep_only;
using test::rc;
using test::reglib_grid;

// Removes `digit` from every cell of `house` except `keep`.
// HoDoKu's example: 1 in column 6 only in r1c6 and r5c6, in column 9 only in r3c9 and r5c9.
CandidateGrid skyscraper_grid() {
  CandidateGrid grid;
  keep_only(grid, 1, Column(5), {rc(1, 6), rc(5, 6)});
  keep_only(grid, 1, Column(8), {rc(3, 9), rc(5, 9)});
  return grid;
}

TEST(Skyscraper, EliminatesWhatSeesBothTops) {
  const std::vector<Step> steps = find_steps(skyscraper_grid(), Technique::skyscraper, 10);
  ASSERT_EQ(steps.size(), 1u);
  const Step& step = steps[0];
  EXPECT_EQ(step.technique, Technique::skyscraper);
  EXPECT_EQ(step.eliminations, candidates(1, {rc(1, 7), rc(1, 8), rc(3, 4), rc(3, 5)}));
  EXPECT_EQ(step.houses, (std::vector<House>{Column(5), Column(8)}));
  EXPECT_EQ(step.pattern, candidates(1, {rc(1, 6), rc(5, 6), rc(5, 9), rc(3, 9)}));
  ASSERT_EQ(step.links.size(), 3u);
  EXPECT_TRUE(step.links[0].strong);
  EXPECT_FALSE(step.links[1].strong);
  EXPECT_TRUE(step.links[2].strong);
  EXPECT_EQ(describe(step),
            "Skyscraper: in column 6, 1 is only in r1c6 and r5c6, and in column 9, 1 is only in "
            "r3c9 and r5c9; r5c6 and r5c9 share row 5, so r1c6 or r3c9 holds 1 => r1c7<>1, "
            "r1c8<>1, r3c4<>1, r3c5<>1");
}

TEST(Skyscraper, ReglibExample) {
  const CandidateGrid grid = reglib_grid(
      ":0400:6:+1+6+328+9754+79.4.38.+1+4+8.+1.....+6397+1+428+584+7+5....3+25+1..+8+47.+5+28.+41."
      "9+7+"
      "9+7+4+8.5..23+16+9..+5+4+8::657 658 664 665::");
  const std::vector<Step> steps = find_steps(grid, Technique::skyscraper, 10);
  ASSERT_FALSE(steps.empty());
  EXPECT_EQ(steps[0].eliminations, candidates(6, {rc(5, 7), rc(5, 8), rc(6, 4), rc(6, 5)}));
}

TEST(Skyscraper, NothingInAnXWingOrAFullGrid) {
  CandidateGrid x_wing;
  keep_only(x_wing, 1, Row(0), {rc(1, 1), rc(1, 5)});
  keep_only(x_wing, 1, Row(4), {rc(5, 1), rc(5, 5)});
  EXPECT_TRUE(find_steps(x_wing, Technique::skyscraper, 10).empty());
  EXPECT_TRUE(find_steps(x_wing, Technique::turbot_fish, 10).empty());
  EXPECT_TRUE(find_steps(CandidateGrid(), Technique::skyscraper, 10).empty());
  // Tops in different bands see no common cell with the digit.
  CandidateGrid apart;
  keep_only(apart, 1, Row(0), {rc(1, 1), rc(1, 5)});
  keep_only(apart, 1, Row(4), {rc(5, 1), rc(5, 7)});
  EXPECT_TRUE(find_steps(apart, Technique::skyscraper, 10).empty());
}

// HoDoKu's example: 3 in row 2 only in r2c1 and r2c6, in column 5 only in r3c5 and r8c5.
TEST(TwoStringKite, EliminatesTheCrossingCell) {
  CandidateGrid grid;
  keep_only(grid, 3, Row(1), {rc(2, 1), rc(2, 6)});
  keep_only(grid, 3, Column(4), {rc(3, 5), rc(8, 5)});
  const std::vector<Step> steps = find_steps(grid, Technique::two_string_kite, 10);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].eliminations, candidates(3, {rc(8, 1)}));
  EXPECT_EQ(steps[0].houses, (std::vector<House>{Row(1), Column(4)}));
  EXPECT_EQ(steps[0].pattern, candidates(3, {rc(2, 1), rc(2, 6), rc(3, 5), rc(8, 5)}));
  EXPECT_EQ(steps[0].reason,
            "in row 2, 3 is only in r2c1 and r2c6, and in column 5, 3 is only in r3c5 and r8c5; "
            "r2c6 and r3c5 share box 2, so r2c1 or r8c5 holds 3");
  // The same chain is not reported again as a Turbot Fish or as a Skyscraper.
  EXPECT_TRUE(find_steps(grid, Technique::turbot_fish, 10).empty());
  EXPECT_TRUE(find_steps(grid, Technique::skyscraper, 10).empty());
}

TEST(TwoStringKite, ReglibExampleAndNothing) {
  const CandidateGrid grid = reglib_grid(
      ":0401:5:.+6+48+3..29+8.3.2+9+4+6.1+29+64..+3.4+9.+276..36.25+139.43..98+4+2.6+9...6.3.2.+3.."
      "9+"
      "26..24+6+3+58.+9.:147 178 778 188 788 189 789:589::");
  const std::vector<Step> steps = find_steps(grid, Technique::two_string_kite, 10);
  ASSERT_FALSE(steps.empty());
  EXPECT_EQ(steps[0].eliminations, candidates(5, {rc(8, 9)}));
  EXPECT_TRUE(find_steps(CandidateGrid(), Technique::two_string_kite, 10).empty());
}

// 2 in box 1 only in r1c2 and r3c1, in column 5 only in r1c5 and r7c5: r3c1 = r1c2 - r1c5 =
// r7c5.
TEST(TurbotFish, ChainThroughABox) {
  CandidateGrid grid;
  keep_only(grid, 2, Box(0), {rc(1, 2), rc(3, 1)});
  keep_only(grid, 2, Column(4), {rc(1, 5), rc(7, 5)});
  const std::vector<Step> steps = find_steps(grid, Technique::turbot_fish, 10);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].eliminations, candidates(2, {rc(7, 1)}));
  EXPECT_EQ(steps[0].houses, (std::vector<House>{Column(4), Box(0)}));
  EXPECT_EQ(steps[0].links,
            (std::vector<Link>{{{rc(7, 5), Digit(2)}, {rc(1, 5), Digit(2)}, true},
                               {{rc(1, 5), Digit(2)}, {rc(1, 2), Digit(2)}, false},
                               {{rc(1, 2), Digit(2)}, {rc(3, 1), Digit(2)}, true}}));
  EXPECT_TRUE(find_steps(grid, Technique::skyscraper, 10).empty());
  EXPECT_TRUE(find_steps(grid, Technique::two_string_kite, 10).empty());
}

TEST(TurbotFish, ReglibExampleAndNothing) {
  const CandidateGrid grid = reglib_grid(
      ":0403:2:2+64+9+13587.3+1.+8+5..2.+58..6+3.+1+4+7+9+6+3..+5+8+12+6+8+54+739+3+8+5.9...659+3+"
      "1.+8."
      ".+4+84.5+6.+91+361.3+49+8.5::277::");
  const std::vector<Step> steps = find_steps(grid, Technique::turbot_fish, 10);
  ASSERT_FALSE(steps.empty());
  EXPECT_EQ(steps[0].eliminations, candidates(2, {rc(7, 7)}));
  EXPECT_TRUE(find_steps(CandidateGrid(), Technique::turbot_fish, 10).empty());
}

// 4 in box 9 only in row 8 and column 8; in row 2 only in r2c2 and r2c8.
TEST(EmptyRectangle, BoxAndConjugatePair) {
  CandidateGrid grid;
  for (Cell corner : {rc(7, 7), rc(7, 9), rc(9, 7), rc(9, 9)}) grid.eliminate(corner, Digit(4));
  keep_only(grid, 4, Row(1), {rc(2, 2), rc(2, 8)});
  const std::vector<Step> steps = find_steps(grid, Technique::empty_rectangle, 10);
  ASSERT_EQ(steps.size(), 1u);
  const Step& step = steps[0];
  EXPECT_EQ(step.eliminations, candidates(4, {rc(8, 2)}));
  EXPECT_EQ(step.houses, (std::vector<House>{Box(8), Row(1)}));
  EXPECT_EQ(step.cover_houses, (std::vector<House>{Column(7), Row(7)}));
  EXPECT_EQ(step.pattern,
            candidates(4, {rc(7, 8), rc(8, 7), rc(8, 8), rc(8, 9), rc(9, 8), rc(2, 8), rc(2, 2)}));
  EXPECT_EQ(step.reason,
            "in box 9, 4 lies only in column 8 or row 8 (r7c8, r8c7, r8c8, r8c9, r9c8), and in "
            "row 2 only in r2c8 and r2c2: if r2c8 holds 4, the 4 of box 9 is in row 8, otherwise "
            "r2c2 holds it; r8c2 sees both");
}

TEST(EmptyRectangle, ReglibExamples) {
  const CandidateGrid standard = reglib_grid(
      ":0402:9:7+2+4+956+1381+6842+3+5+9+7+9+3+5+7+1+8+6+2+45..3..+8+1..4..8+17+5..+81.+7.24..+13.."
      "..+7+"
      "2...1...+85.5...7.6+1::986::");
  // The grid holds other Empty Rectangles (for 2) too; HoDoKu's case is the one for 9.
  std::vector<Step> steps = find_steps(standard, Technique::empty_rectangle, 100);
  bool found = false;
  for (const Step& step : steps) found = found || step.eliminations == candidates(9, {rc(8, 6)});
  EXPECT_TRUE(found);
  // HoDoKu's "ER with only two candidates" in the box.
  const CandidateGrid two = reglib_grid(
      ":0402-1:3:96...+758..4.8.+5.6.8.+5.+62+4+7..+9..8.72...8.7.9+4..74.5..+1..+8.3..+2+57.2.+5."
      "6.3.+"
      "351+7+2+8+694:221 151 154 359 185:349::");
  steps = find_steps(two, Technique::empty_rectangle, 10);
  ASSERT_FALSE(steps.empty());
  EXPECT_EQ(steps[0].eliminations, candidates(3, {rc(4, 9)}));
}

TEST(EmptyRectangle, NothingWhenTheBoxIsNotACross) {
  CandidateGrid grid;
  keep_only(grid, 4, Row(1), {rc(2, 2), rc(2, 8)});
  EXPECT_TRUE(find_steps(grid, Technique::empty_rectangle, 10).empty());  // box 9 is full
  // All of the box's candidates in one line: no cross to reason with.
  for (Cell cell : {rc(7, 7), rc(7, 8), rc(7, 9), rc(9, 7), rc(9, 8), rc(9, 9)}) {
    grid.eliminate(cell, Digit(4));
  }
  EXPECT_TRUE(find_steps(grid, Technique::empty_rectangle, 10).empty());
}

}  // namespace
}  // namespace nonet
