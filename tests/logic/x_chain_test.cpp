// X-Chain. The hand-made grids start with every candidate everywhere and keep, for one digit, only
// the conjugate pairs the chain needs; the other examples are lines of HoDoKu's regression
// library.
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

// 3: r1c1 = r1c5 (row 1) - r4c5 = r4c8 (row 4) - r7c8 = r7c2 (row 7). One of r1c1 and r7c2
// holds 3; r2c2, r3c2 (box 1, column 2) and r8c1, r9c1 (column 1, box 7) see both.
TEST(XChain, FiveLinks) {
  CandidateGrid grid;
  keep_only(grid, 3, Row(0), {rc(1, 1), rc(1, 5)});
  keep_only(grid, 3, Row(3), {rc(4, 5), rc(4, 8)});
  keep_only(grid, 3, Row(6), {rc(7, 8), rc(7, 2)});
  const std::vector<Step> steps = find_steps(grid, Technique::x_chain, 10);
  ASSERT_EQ(steps.size(), 1u);
  const Step& step = steps[0];
  EXPECT_EQ(step.technique, Technique::x_chain);
  EXPECT_EQ(step.eliminations, candidates(3, {rc(2, 2), rc(3, 2), rc(8, 1), rc(9, 1)}));
  EXPECT_EQ(step.pattern,
            candidates(3, {rc(1, 1), rc(1, 5), rc(4, 5), rc(4, 8), rc(7, 8), rc(7, 2)}));
  EXPECT_EQ(step.houses, (std::vector<House>{Row(0), Row(3), Row(6)}));
  ASSERT_EQ(step.links.size(), 5u);
  for (std::size_t i = 0; i < step.links.size(); ++i) {
    EXPECT_EQ(step.links[i].strong, i % 2 == 0) << i;
    if (i > 0) {
      EXPECT_EQ(step.links[i].from, step.links[i - 1].to) << i;
    }
  }
  EXPECT_EQ(describe(step),
            "X-Chain: in the chain r1c1 = r1c5 (row 1) - r4c5 = r4c8 (row 4) - r7c8 = r7c2 (row 7) "
            "of 3, each = joins the only two places of 3 in a house and each - two cells that see "
            "each other, so if r1c1 is not 3 then r7c2 is: one of them holds 3 => r2c2<>3, "
            "r3c2<>3, r8c1<>3, r9c1<>3");
}

// In rows 1 and 5, 1 is only in columns 1 and 5: the three-link chains run along both columns.
TEST(XChain, ShortestFirstAndOneStepPerElimination) {
  CandidateGrid grid;
  keep_only(grid, 1, Row(0), {rc(1, 1), rc(1, 5)});
  keep_only(grid, 1, Row(4), {rc(5, 1), rc(5, 5)});
  const std::vector<Step> steps = find_steps(grid, Technique::x_chain, 10);
  ASSERT_EQ(steps.size(), 2u);
  EXPECT_EQ(steps[0].links.size(), 3u);
  EXPECT_EQ(steps[0].eliminations,
            candidates(1, {rc(2, 1), rc(3, 1), rc(4, 1), rc(6, 1), rc(7, 1), rc(8, 1), rc(9, 1)}));
  EXPECT_EQ(steps[1].eliminations,
            candidates(1, {rc(2, 5), rc(3, 5), rc(4, 5), rc(6, 5), rc(7, 5), rc(8, 5), rc(9, 5)}));
}

TEST(XChain, ReglibExamples) {
  const CandidateGrid grid = reglib_grid(
      ":0701:7:3.4+52..8...6.+9.....5..7.3.....68+9.2+3...+734....6+315+27...1.+9+6......9.+4..6.+"
      "6.82"
      "17..5::742::5");
  const std::vector<Step> steps = find_steps(grid, Technique::x_chain, 100);
  bool found = false;
  for (const Step& step : steps) {
    if (step.eliminations != candidates(7, {rc(4, 2)})) continue;
    found = true;
    EXPECT_EQ(step.links.size(), 5u);  // HoDoKu's chain has five links too
  }
  EXPECT_TRUE(found);
  for (std::size_t i = 1; i < steps.size(); ++i) {
    EXPECT_LE(steps[i - 1].links.size(), steps[i].links.size());
  }
}

TEST(XChain, NothingWithoutAChain) {
  EXPECT_TRUE(find_steps(CandidateGrid(), Technique::x_chain, 10).empty());
  // Two conjugate pairs that share no house: no weak link between them.
  CandidateGrid grid;
  keep_only(grid, 3, Row(0), {rc(1, 1), rc(1, 2)});
  keep_only(grid, 3, Row(8), {rc(9, 8), rc(9, 9)});
  EXPECT_TRUE(find_steps(grid, Technique::x_chain, 10).empty());
}

}  // namespace
}  // namespace nonet
