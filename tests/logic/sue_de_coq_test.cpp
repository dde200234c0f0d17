// Sue de Coq. The hand-made grids are a solved grid with a few cells opened and given the
// candidates of the pattern; the other examples are lines of HoDoKu's regression library.
#include <gtest/gtest.h>

#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "logic/grid_builders.hpp"
#include "logic/reglib.hpp"
#include "nonet/logic.hpp"
#include "support/boards.hpp"

namespace nonet {
namespace {

using test::cand;
using test::digits;
using test::rc;
using test::reproduces;
using test::solved_except;

// r1c1 and r1c2 (row 1, box 1) hold 1-4; r1c5 {1,2} in the row and r2c2 {3,4} in the box. The
// four cells hold the four digits, 1 and 2 in row 1, 3 and 4 in box 1: r1c7 loses 1, r3c3 loses 3.
CandidateGrid basic_grid(DigitSet box_cell) {
  return solved_except({{rc(1, 1), digits({1, 2, 3, 4})},
                        {rc(1, 2), digits({1, 2, 3, 4})},
                        {rc(1, 5), digits({1, 2})},
                        {rc(2, 2), box_cell},
                        {rc(1, 7), digits({1, 5, 6})},
                        {rc(3, 3), digits({3, 5, 6})}});
}

TEST(SueDeCoq, LineAndBoxCellsSplitTheIntersectionsDigits) {
  const std::vector<Step> steps = find_steps(basic_grid(digits({3, 4})), Technique::sue_de_coq, 10);
  ASSERT_EQ(steps.size(), 1u);
  const Step& step = steps[0];
  EXPECT_EQ(step.technique, Technique::sue_de_coq);
  EXPECT_EQ(step.eliminations, (std::vector<Candidate>{cand(1, rc(1, 7)), cand(3, rc(3, 3))}));
  EXPECT_EQ(step.houses, (std::vector<House>{Row(0), Box(0)}));
  EXPECT_EQ(step.pattern.size(), 12u);
  EXPECT_TRUE(step.links.empty());
  EXPECT_EQ(describe(step),
            "Sue de Coq: r1c1 and r1c2, where row 1 meets box 1, hold 1, 2, 3 and 4; with r1c5 "
            "(1 and 2) in the row and r2c2 (3 and 4) in the box, these 4 cells hold just 4 "
            "digits, and no digit of the intersection is in both the row cells and the box "
            "cells: 1 and 2 are locked in row 1 and 3 and 4 in box 1 => r1c7<>1, r3c3<>3");
}

TEST(SueDeCoq, FindsNothingWhenTheCellsHoldMoreDigits) {
  // r2c2 {3,5}: the four cells hold five digits.
  EXPECT_TRUE(find_steps(basic_grid(digits({3, 5})), Technique::sue_de_coq, 10).empty());
  // r2c2 {1,3}: the box cell shares 1 with the row cell.
  EXPECT_TRUE(find_steps(basic_grid(digits({1, 3})), Technique::sue_de_coq, 10).empty());
  EXPECT_TRUE(find_steps(CandidateGrid(), Technique::sue_de_coq, 10).empty());
}

TEST(SueDeCoq, ReproducesHoDoKu) {
  // Three intersection cells; the row part with an extra digit.
  EXPECT_TRUE(
      reproduces(":1101:789:+3+24+8+6+1+59765+7+9+4+3+82191+8+5+273+642.1+43....5.32.6...+4..+7...."
                 ".+1..6.....+8..1746..7"
                 "..+39..1.::748 852 949 967 969::",
                 Technique::sue_de_coq));
  EXPECT_TRUE(
      reproduces(":1101:1567:+3+2+1+94+5+867..9.+28.+34..4..3+9+2.+9+3+5+4...8.+47+8..2..961+25+8+"
                 "9+47+32+4.........3....4"
                 ".1..2.43..:781 682 692:174 175 179 579 587 589 599 674 675 679 774 775::",
                 Technique::sue_de_coq));
  EXPECT_TRUE(
      reproduces(":1101:246:4+1.7...895+3+9.681...7..........8.23...63....5..................4.91.."
                 "7.2..2+49..81"
                 ".:334 335 336 667 668 669 574 575 576 577:239 438 677::",
                 Technique::sue_de_coq));
}

}  // namespace
}  // namespace nonet
