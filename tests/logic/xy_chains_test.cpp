// XY-Chain and Remote Pair. The hand-made grids start with every candidate everywhere and give
// only the chain's cells two candidates; the other examples are lines of HoDoKu's regression
// library.
#include <gtest/gtest.h>

#include <initializer_list>
#include <string>
#include <vector>

#include "logic/grid_builders.hpp"
#include "logic/reglib.hpp"
#include "logic/step_soundness.hpp"
#include "nonet/logic.hpp"
#include "support/corpus.hpp"

namespace nonet {
namespace {

using test::cand;
using test::digits;
using test::rc;
using test::reproduces;

// r1c1 {1,2} - r1c5 {2,3} - r4c5 {3,4} - r4c9 {4,1}: r1c1 or r4c9 is 1.
CandidateGrid xy_chain_grid() {
  CandidateGrid grid;
  grid.set_candidates(rc(1, 1), digits({1, 2}));
  grid.set_candidates(rc(1, 5), digits({2, 3}));
  grid.set_candidates(rc(4, 5), digits({3, 4}));
  grid.set_candidates(rc(4, 9), digits({1, 4}));
  return grid;
}

TEST(XyChain, EndsOnTheSameDigitEliminateItFromCellsSeeingBoth) {
  const std::vector<Step> steps = find_steps(xy_chain_grid(), Technique::xy_chain, 10);
  ASSERT_EQ(steps.size(), 1u);
  const Step& step = steps[0];
  EXPECT_EQ(step.technique, Technique::xy_chain);
  EXPECT_EQ(step.eliminations, (std::vector<Candidate>{cand(1, rc(1, 9)), cand(1, rc(4, 1))}));
  EXPECT_EQ(step.links, (std::vector<Link>{
                            Link{cand(1, rc(1, 1)), cand(2, rc(1, 1)), true},
                            Link{cand(2, rc(1, 1)), cand(2, rc(1, 5)), false},
                            Link{cand(2, rc(1, 5)), cand(3, rc(1, 5)), true},
                            Link{cand(3, rc(1, 5)), cand(3, rc(4, 5)), false},
                            Link{cand(3, rc(4, 5)), cand(4, rc(4, 5)), true},
                            Link{cand(4, rc(4, 5)), cand(4, rc(4, 9)), false},
                            Link{cand(4, rc(4, 9)), cand(1, rc(4, 9)), true},
                        }));
  EXPECT_EQ(step.houses, (std::vector<House>{House(Row(0)), House(Column(4)), House(Row(3))}));
  EXPECT_EQ(step.pattern.size(), 8u);
  EXPECT_EQ(step.reason,
            "(1=2)r1c1 - (2=3)r1c5 - (3=4)r4c5 - (4=1)r4c9: if r1c1 is not 1, each cell in turn "
            "forces the next, and r4c9 is 1; so one of r1c1 and r4c9 is 1");
}

TEST(XyChain, ReportsTheShortestChainFirst) {
  // A second route r1c5 - r7c5 {3,7} - r7c8 {7,8} - r5c8 {8,4} - r4c9 repeats the first chain's
  // result at greater length (dropped) and makes chains of its own: steps come shortest first.
  CandidateGrid grid = xy_chain_grid();
  grid.set_candidates(rc(7, 5), digits({3, 7}));
  grid.set_candidates(rc(7, 8), digits({7, 8}));
  grid.set_candidates(rc(5, 8), digits({8, 4}));
  const std::vector<Step> steps = find_steps(grid, Technique::xy_chain, 100);
  ASSERT_FALSE(steps.empty());
  EXPECT_EQ(steps[0].links.size(), 7u);
  for (std::size_t i = 1; i < steps.size(); ++i) {
    EXPECT_LE(steps[i - 1].links.size(), steps[i].links.size());
  }
}

TEST(XyChain, FindsNothingWhenTheEndsDiffer) {
  CandidateGrid grid = xy_chain_grid();
  grid.set_candidates(rc(4, 9), digits({4, 5}));
  EXPECT_TRUE(find_steps(grid, Technique::xy_chain, 10).empty());
  EXPECT_TRUE(find_steps(CandidateGrid(), Technique::xy_chain, 10).empty());
}

TEST(XyChain, LeavesRemotePairsToRemotePair) {
  CandidateGrid grid;
  for (Cell cell : {rc(1, 1), rc(1, 5), rc(4, 5), rc(4, 9)})
    grid.set_candidates(cell, digits({2, 8}));
  EXPECT_TRUE(find_steps(grid, Technique::xy_chain, 10).empty());
  EXPECT_FALSE(find_steps(grid, Technique::remote_pair, 10).empty());
}

TEST(XyChain, ReproducesHoDoKu) {
  EXPECT_TRUE(
      reproduces(":0702:6:4+7+2+35+698153+1..+8.+2.+86+91.+2.53+158.2+7+34.+2+9+64+13+8+7+57+4+38.+"
                 "5....+8...9....2..+8+1"
                 "...+91..+3+4.68::675::7",
                 Technique::xy_chain));
  EXPECT_TRUE(
      reproduces(":0702:2:+57.4.+169.+9+482+7+6+1536.....+7+4...+9...+3.4+4...9+35.+63.+5...+9.12+"
                 "5+4367+8+1+9......2"
                 "+651+96+5+284+3+7::219 232 233::13",
                 Technique::xy_chain));
}

TEST(RemotePair, OppositeEndsOfFourCellsClearBothDigits) {
  CandidateGrid grid;
  for (Cell cell : {rc(1, 1), rc(1, 5), rc(4, 5), rc(4, 9)})
    grid.set_candidates(cell, digits({2, 8}));
  const std::vector<Step> steps = find_steps(grid, Technique::remote_pair, 10);
  ASSERT_EQ(steps.size(), 1u);
  const Step& step = steps[0];
  EXPECT_EQ(step.technique, Technique::remote_pair);
  EXPECT_EQ(step.eliminations, (std::vector<Candidate>{cand(2, rc(1, 9)), cand(8, rc(1, 9)),
                                                       cand(2, rc(4, 1)), cand(8, rc(4, 1))}));
  EXPECT_EQ(step.links.size(), 7u);
  EXPECT_EQ(step.links.front(), (Link{cand(2, rc(1, 1)), cand(8, rc(1, 1)), true}));
  EXPECT_EQ(step.links.back(), (Link{cand(8, rc(4, 9)), cand(2, rc(4, 9)), true}));
  EXPECT_EQ(step.reason,
            "r1c1, r1c5, r4c5 and r4c9 all hold only 2 and 8, each seeing the next, so along this "
            "chain they alternate 2 and 8: two of them an odd number of steps apart hold one 2 "
            "and one 8");
}

TEST(RemotePair, FindsNothingForThreeCellsOrMixedPairs) {
  CandidateGrid three;
  for (Cell cell : {rc(1, 1), rc(1, 5), rc(4, 5)}) three.set_candidates(cell, digits({2, 8}));
  EXPECT_TRUE(find_steps(three, Technique::remote_pair, 10).empty());
  CandidateGrid mixed;
  for (Cell cell : {rc(1, 1), rc(1, 5), rc(4, 5)}) mixed.set_candidates(cell, digits({2, 8}));
  mixed.set_candidates(rc(4, 9), digits({2, 7}));
  EXPECT_TRUE(find_steps(mixed, Technique::remote_pair, 10).empty());
}

TEST(RemotePair, ReproducesHoDoKu) {
  EXPECT_TRUE(
      reproduces(":0703:58:..+1.+4+9+2+636+3.21+7+9+4.942+63..+7.2634.+17.98.+4.+9..2...+9.+6+2.+"
                 "34..7..4.9.+4..9+7631"
                 "..+9+6.+2.+4.7::577 579 594 596 877 879 894 896::7",
                 Technique::remote_pair));
  EXPECT_TRUE(reproduces(
      ":0703:46:+58+3...+7.+2+2+71...+5.649+6+75+28+3132+9+5.7+1..+647.8.25+3+8+1+53+2..791.8.7.+"
      "9257....."
      "3..+9......1+7:448 484 684 884 485 685 486 686 886 488 494 694 495 396 496 696:695::7",
      Technique::remote_pair));
}

// The solver only takes the first step of a technique; here every step the wing and chain finders
// report, all along the logical paths of hard puzzles, must agree with the solution.
TEST(WingsAndXyChains, EveryStepAgreesWithTheSolution) {
  NONET_READ_CORPUS_OR_SKIP(corpus, "puzzles3_magictour_top1465", test::sample_size(40, 4));
  const int steps_checked = test::check_every_step_keeps_the_solution(
      corpus,
      {Technique::xy_wing, Technique::xyz_wing, Technique::w_wing, Technique::remote_pair,
       Technique::xy_chain},
      std::nullopt, 500);
  EXPECT_GT(steps_checked, 0);
}

}  // namespace
}  // namespace nonet
