// XY-Wing, XYZ-Wing, W-Wing. The hand-made grids start with every candidate everywhere and give
// only the wing's cells few candidates, so the wing is the only one there; the other examples
// are lines of HoDoKu's regression library.
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
using test::digits;
using test::rc;
using test::reproduces;

// Whether some step of the technique has exactly the eliminations of the reglib line.
TEST(XyWing, PivotAndPincersEliminateTheSharedDigit) {
  CandidateGrid grid;
  grid.set_candidates(rc(1, 1), digits({1, 2}));  // pivot
  grid.set_candidates(rc(1, 5), digits({1, 3}));
  grid.set_candidates(rc(5, 1), digits({2, 3}));
  const std::vector<Step> steps = find_steps(grid, Technique::xy_wing, 10);
  ASSERT_EQ(steps.size(), 1u);
  const Step& step = steps[0];
  EXPECT_EQ(step.technique, Technique::xy_wing);
  EXPECT_EQ(step.eliminations, candidates(3, {rc(5, 5)}));
  EXPECT_EQ(step.houses, (std::vector<House>{House(Row(0)), House(Column(0))}));
  EXPECT_EQ(step.pattern, (std::vector<Candidate>{{rc(1, 1), Digit(1)},
                                                  {rc(1, 1), Digit(2)},
                                                  {rc(1, 5), Digit(1)},
                                                  {rc(1, 5), Digit(3)},
                                                  {rc(5, 1), Digit(2)},
                                                  {rc(5, 1), Digit(3)}}));
  EXPECT_EQ(describe(step),
            "XY-Wing: r1c1 holds only 1 and 2, r1c5 only 1 and 3 and r5c1 only 2 and 3: whether "
            "r1c1 is 1 or 2, r1c5 or r5c1 is 3 => r5c5<>3");
}

TEST(XyWing, FindsNothingWhenThePincersEndOnDifferentDigits) {
  CandidateGrid grid;
  grid.set_candidates(rc(1, 1), digits({1, 2}));
  grid.set_candidates(rc(1, 5), digits({1, 3}));
  grid.set_candidates(rc(5, 1), digits({2, 4}));
  EXPECT_TRUE(find_steps(grid, Technique::xy_wing, 10).empty());
  // Pincers that do not see the pivot.
  CandidateGrid apart;
  apart.set_candidates(rc(1, 1), digits({1, 2}));
  apart.set_candidates(rc(2, 5), digits({1, 3}));
  apart.set_candidates(rc(5, 2), digits({2, 3}));
  EXPECT_TRUE(find_steps(apart, Technique::xy_wing, 10).empty());
  EXPECT_TRUE(find_steps(CandidateGrid(), Technique::xy_wing, 10).empty());
}

TEST(XyWing, ReproducesHoDoKu) {
  EXPECT_TRUE(
      reproduces(":0800:169:+71+4.+6.5+38+8..4+53..+7+3567+1+8+4+2+9....2+4.8+54.....3.22+8+5376+9+"
                 "419+78+6+3+1254."
                 "....7..+6........3::942 943 954 955 956::",
                 Technique::xy_wing));
  EXPECT_TRUE(
      reproduces(":0800:357:+954+8173+2+62+784+36+5+9+1...+5+9+2+4+7+8.9.+1+2.+645.+26+94.81+7...+"
                 "6+7.+9+32...2.9+1.+3."
                 ".+2+3.+476+9.3+97.+1+2.+4::563 571 581 591::",
                 Technique::xy_wing));
}

TEST(XyzWing, EliminatesFromCellsSeeingAllThree) {
  CandidateGrid grid;
  grid.set_candidates(rc(1, 1), digits({1, 2, 3}));  // pivot
  grid.set_candidates(rc(1, 5), digits({1, 3}));
  grid.set_candidates(rc(2, 2), digits({2, 3}));
  const std::vector<Step> steps = find_steps(grid, Technique::xyz_wing, 10);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].eliminations, candidates(3, {rc(1, 2), rc(1, 3)}));
  EXPECT_EQ(steps[0].houses, (std::vector<House>{House(Row(0)), House(Box(0))}));
  EXPECT_EQ(steps[0].pattern.size(), 7u);
  EXPECT_EQ(steps[0].reason,
            "r1c1 holds only 1, 2 and 3, r1c5 only 1 and 3 and r2c2 only 2 and 3: whichever digit "
            "r1c1 takes, one of the three cells is 3");
}

TEST(XyzWing, FindsNothingWhenAPincerIsNotPartOfThePivot) {
  CandidateGrid grid;
  grid.set_candidates(rc(1, 1), digits({1, 2, 3}));
  grid.set_candidates(rc(1, 5), digits({1, 4}));
  grid.set_candidates(rc(2, 2), digits({2, 3}));
  EXPECT_TRUE(find_steps(grid, Technique::xyz_wing, 10).empty());
  // Both pincers outside the pivot's box: no cell sees all three.
  CandidateGrid spread;
  spread.set_candidates(rc(1, 1), digits({1, 2, 3}));
  spread.set_candidates(rc(1, 5), digits({1, 3}));
  spread.set_candidates(rc(5, 1), digits({2, 3}));
  EXPECT_TRUE(find_steps(spread, Technique::xyz_wing, 10).empty());
}

TEST(XyzWing, ReproducesHoDoKu) {
  EXPECT_TRUE(
      reproduces(":0801:467:+673.+8.+2.9514.92..+3+9+82.....+5+167+359..28.+9.1.53+6..+5+8..+7+9+1."
                 ".+614.9+2+8..+1..835+4."
                 ".+8...1+67::635 636::",
                 Technique::xyz_wing));
  EXPECT_TRUE(
      reproduces(":0801:239:+7.3....1...+5....+87+8947.+12.55+71..8.4...+6.+1.+8+7..+8+9.7652+16+5+"
                 "7..31+9+4+9+48+15+7.."
                 "+2..+2+69+475+8:214 414 215 224 424 225 347 254 256:354 364::",
                 Technique::xyz_wing));
}

// r1c1 and r9c9 hold only 4 and 5; in row 5, 5 is only in r5c1 (column 1) and r5c9 (column 9).
CandidateGrid w_wing_grid() {
  CandidateGrid grid;
  grid.set_candidates(rc(1, 1), digits({4, 5}));
  grid.set_candidates(rc(9, 9), digits({4, 5}));
  for (int column = 2; column <= 8; ++column) grid.eliminate(rc(5, column), Digit(5));
  return grid;
}

TEST(WWing, StrongLinkJoinsTwoEqualBivalueCells) {
  const std::vector<Step> steps = find_steps(w_wing_grid(), Technique::w_wing, 10);
  ASSERT_EQ(steps.size(), 1u);
  const Step& step = steps[0];
  EXPECT_EQ(step.eliminations, candidates(4, {rc(1, 9), rc(9, 1)}));
  EXPECT_EQ(step.houses, std::vector<House>{House(Row(4))});
  EXPECT_EQ(step.links,
            (std::vector<Link>{Link{{rc(5, 1), Digit(5)}, {rc(5, 9), Digit(5)}, true}}));
  EXPECT_EQ(step.reason,
            "r1c1 and r9c9 hold only 4 and 5, and in row 5 5 can only go in r5c1 (seeing r1c1) or "
            "r5c9 (seeing r9c9): the two cells cannot both be 5, so one of them is 4");
}

TEST(WWing, FindsNothingWithoutTheStrongLink) {
  CandidateGrid grid = w_wing_grid();
  grid.set_candidates(rc(5, 5), DigitSet::all());  // a third place for 5 in row 5
  EXPECT_TRUE(find_steps(grid, Technique::w_wing, 10).empty());
  // Two bivalue cells with different digits.
  CandidateGrid different = w_wing_grid();
  different.set_candidates(rc(9, 9), digits({4, 6}));
  EXPECT_TRUE(find_steps(different, Technique::w_wing, 10).empty());
}

TEST(WWing, ReproducesHoDoKu) {
  EXPECT_TRUE(
      reproduces(":0803:14:6..+9+5..7...+9.2.....58.+31...+1+64+3+8+9+7+52...1+7+59+46597+24+6.."
                 "892+54+1+76+8+3...5+6+2"
                 ".....68+93...::417 427 437 489 499::",
                 Technique::w_wing));
  EXPECT_TRUE(
      reproduces(":0803:36:7+5.2+9...+4+9+2+4.+7...+5..15..79247+5.....+8.92..7.+561...52..+72+4+"
                 "718+9+563.+1..3+5.."
                 "95+3+9.+2...1:824 146 664 684 887 888:316 326 336 344 354 364::",
                 Technique::w_wing));
}

}  // namespace
}  // namespace nonet
