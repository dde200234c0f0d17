// Simple Colors (Color Wrap, Color Trap) and Multi-Colors. The hand-made grids start with every
// candidate everywhere and keep, for one digit, only the conjugate pairs the cluster needs; the
// other examples are lines of HoDoKu's regression library.
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

bool some_step_eliminates(const std::vector<Step>& steps, const std::vector<Candidate>& wanted) {
  for (const Step& step : steps) {
    if (step.eliminations == wanted) return true;
  }
  return false;
}

// 5: r1c1 = r1c4 (row 1) = r5c4 (column 4) = r5c2 (row 5) = r2c2 (column 2). The colors are
// {r1c1, r2c2, r5c4} and {r1c4, r5c2}; r1c1 and r2c2 share box 1.
TEST(SimpleColors, WrapRemovesTheColorThatSeesItself) {
  CandidateGrid grid;
  keep_only(grid, 5, Row(0), {rc(1, 1), rc(1, 4)});
  keep_only(grid, 5, Column(3), {rc(1, 4), rc(5, 4)});
  keep_only(grid, 5, Row(4), {rc(5, 4), rc(5, 2)});
  keep_only(grid, 5, Column(1), {rc(5, 2), rc(2, 2)});
  const std::vector<Step> steps = find_steps(grid, Technique::simple_colors, 10);
  ASSERT_FALSE(steps.empty());
  const Step& wrap = steps[0];
  EXPECT_EQ(wrap.eliminations, candidates(5, {rc(1, 1), rc(2, 2), rc(5, 4)}));
  EXPECT_EQ(wrap.pattern, candidates(5, {rc(1, 1), rc(2, 2), rc(5, 4), rc(1, 4), rc(5, 2)}));
  EXPECT_EQ(wrap.houses, (std::vector<House>{Row(0), Column(3), Row(4), Column(1)}));
  ASSERT_EQ(wrap.links.size(), 4u);
  for (const Link& link : wrap.links) EXPECT_TRUE(link.strong);
  EXPECT_EQ(wrap.reason,
            "the conjugate pairs of 5 split r1c1, r1c4, r2c2, r5c2, r5c4 into two colors {r1c1, "
            "r2c2, r5c4} / {r1c4, r5c2}, one of which holds 5 everywhere; r1c1 and r2c2 have the "
            "same color and see each other, so {r1c1, r2c2, r5c4} is the false color");
}

// 7: r1c1 = r1c5 (row 1) = r4c5 (column 5) = r4c2 (row 4). Colors {r1c1, r4c5} / {r1c5, r4c2}:
// r2c2, r3c2 see r1c1 and r4c2, r5c1, r6c1 too.
TEST(SimpleColors, TrapRemovesWhatSeesBothColors) {
  CandidateGrid grid;
  keep_only(grid, 7, Row(0), {rc(1, 1), rc(1, 5)});
  keep_only(grid, 7, Column(4), {rc(1, 5), rc(4, 5)});
  keep_only(grid, 7, Row(3), {rc(4, 5), rc(4, 2)});
  const std::vector<Step> steps = find_steps(grid, Technique::simple_colors, 10);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].eliminations, candidates(7, {rc(2, 2), rc(3, 2), rc(5, 1), rc(6, 1)}));
  EXPECT_EQ(steps[0].reason,
            "the conjugate pairs of 7 split r1c1, r1c5, r4c2, r4c5 into two colors {r1c1, r4c5} "
            "/ {r1c5, r4c2}, one of which holds 7 everywhere; r2c2, r3c2, r5c1, r6c1 see both "
            "colors");
}

TEST(SimpleColors, ReglibExamples) {
  const CandidateGrid trap = reglib_grid(
      ":0500:1:+23.7.+68+955972+8...+6+6..+9+3+5.+7.+3.+6.9.5.7+7+5.+36...+9+4.+9+5+7.+683+872.+"
      "5396.+94+5+"
      "6.7..+8+1638.+9+7+5.:439:127 128 132 133::");
  EXPECT_TRUE(some_step_eliminates(find_steps(trap, Technique::simple_colors, 100),
                                   candidates(1, {rc(2, 7), rc(2, 8), rc(3, 2), rc(3, 3)})));
  const CandidateGrid wrap = reglib_grid(
      ":0501:8:+6+5+9...+1+3...+1.3.6+252.+31+65.4+9.+2..9+63+1.+36.7..5+9.+91.+3.4.+6279.6..+2+5+"
      "35.+6.."
      ".9811.2...+4+7+6:814 815 424 826 443 843 849 855 856 863 875 285 896:819 821 824 832 844 "
      "853 "
      "867 876 892 895::");
  EXPECT_TRUE(
      some_step_eliminates(find_steps(wrap, Technique::simple_colors, 100),
                           candidates(8, {rc(1, 9), rc(2, 1), rc(2, 4), rc(3, 2), rc(4, 4),
                                          rc(5, 3), rc(6, 7), rc(7, 6), rc(9, 2), rc(9, 5)})));
}

TEST(SimpleColors, NothingWithoutConjugatePairs) {
  EXPECT_TRUE(find_steps(CandidateGrid(), Technique::simple_colors, 10).empty());
  // One conjugate pair alone: two colors, nothing sees both.
  CandidateGrid grid;
  keep_only(grid, 7, Row(0), {rc(1, 1), rc(1, 5)});
  EXPECT_TRUE(find_steps(grid, Technique::simple_colors, 10).empty());
  EXPECT_TRUE(find_steps(grid, Technique::multi_colors, 10).empty());
}

TEST(MultiColors, ReglibExamples) {
  const std::string givens =
      "......58779..52..15.41..932.......2.2.6.3.1.5.5.......947.182.....76..1961.......";
  const CandidateGrid grid = reglib_grid(":0502:8:" + givens + "::824 832 843 845 863 865::");
  const std::vector<Step> steps = find_steps(grid, Technique::multi_colors, 100);
  // Type 1: two colors of different clusters see each other.
  EXPECT_TRUE(some_step_eliminates(
      steps, candidates(8, {rc(2, 4), rc(3, 2), rc(4, 3), rc(4, 5), rc(6, 3), rc(6, 5)})));
  // Type 2: a color sees both colors of another cluster.
  EXPECT_TRUE(some_step_eliminates(steps, candidates(8, {rc(2, 4), rc(3, 2)})));
  for (const Step& step : steps) {
    EXPECT_EQ(step.technique, Technique::multi_colors);
    EXPECT_FALSE(step.links.empty());
    EXPECT_FALSE(step.reason.empty());
  }
  const CandidateGrid other = reglib_grid(
      ":0502:2:.9..4187678.3..15441.8..329..91...6.1...6.9..674..851.967485231.4..12.95521......"
      "::245::");
  EXPECT_TRUE(some_step_eliminates(find_steps(other, Technique::multi_colors, 100),
                                   candidates(2, {rc(4, 5)})));
}

TEST(MultiColors, NothingWithOneCluster) {
  CandidateGrid grid;
  keep_only(grid, 7, Row(0), {rc(1, 1), rc(1, 5)});
  keep_only(grid, 7, Column(4), {rc(1, 5), rc(4, 5)});
  keep_only(grid, 7, Row(3), {rc(4, 5), rc(4, 2)});
  EXPECT_TRUE(find_steps(grid, Technique::multi_colors, 10).empty());
}

}  // namespace
}  // namespace nonet
