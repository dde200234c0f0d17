// Nice loops and AICs, plain and grouped. The hand-made grids are a solved grid with a few cells
// opened and given the candidates of the pattern; the other examples are lines of HoDoKu's
// regression library.
#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "logic/grid_builders.hpp"
#include "logic/reglib.hpp"
#include "logic/step_soundness.hpp"
#include "nonet/logic.hpp"
#include "support/boards.hpp"
#include "support/corpus.hpp"

namespace nonet {
namespace {

using test::cand;
using test::digits;
using test::rc;
using test::reproduces;
using test::solved_except;

// The loop (6)r1c8 = (6)r1c4 - (6)r3c6 = (6)r5c6 - (9)r5c6 = (9)r5c5 - (9)r1c5 = (9)r1c8: 6 and 9
// each have two places in row 1, 6 in column 6, 9 in row 5 and column 5.
CandidateGrid loop_grid() {
  return solved_except({{rc(1, 8), digits({6, 7, 9})},
                        {rc(1, 4), digits({5, 6})},
                        {rc(1, 5), digits({8, 9})},
                        {rc(3, 6), digits({4, 6})},
                        {rc(5, 6), digits({2, 6, 9})},
                        {rc(5, 5), digits({3, 9})}});
}

TEST(ContinuousNiceLoop, CellsBetweenStrongLinksKeepTheirTwoDigits) {
  const std::vector<Step> steps = find_steps(loop_grid(), Technique::continuous_nice_loop, 10);
  ASSERT_EQ(steps.size(), 1u);
  const Step& step = steps[0];
  EXPECT_EQ(step.technique, Technique::continuous_nice_loop);
  // r1c8 and r5c6 are each entered and left by strong links on 6 and 9.
  EXPECT_EQ(step.eliminations, (std::vector<Candidate>{cand(7, rc(1, 8)), cand(2, rc(5, 6))}));
  EXPECT_EQ(step.links, (std::vector<Link>{
                            Link{cand(6, rc(1, 8)), cand(6, rc(1, 4)), true},
                            Link{cand(6, rc(1, 4)), cand(6, rc(3, 6)), false},
                            Link{cand(6, rc(3, 6)), cand(6, rc(5, 6)), true},
                            Link{cand(6, rc(5, 6)), cand(9, rc(5, 6)), false},
                            Link{cand(9, rc(5, 6)), cand(9, rc(5, 5)), true},
                            Link{cand(9, rc(5, 5)), cand(9, rc(1, 5)), false},
                            Link{cand(9, rc(1, 5)), cand(9, rc(1, 8)), true},
                        }));
  EXPECT_EQ(step.houses, (std::vector<House>{Row(0), Box(1), Column(5), Row(4), Column(4)}));
  EXPECT_EQ(
      describe(step),
      "Continuous Nice Loop: the loop (6)r1c8 = (6)r1c4 - (6)r3c6 = (6)r5c6 - (9)r5c6 = "
      "(9)r5c5 - (9)r1c5 = (9)r1c8 closes on itself consistently, so every link holds both "
      "ways: each weak link's digit is true at one of its two ends (cells seeing both lose it) "
      "and each cell between two strong links holds one of their two digits => r1c8<>7, r5c6<>2");
}

TEST(ContinuousNiceLoop, NotADiscontinuousLoop) {
  // Its candidates' loops all leave their start cell by a link inside it, which HoDoKu's nice
  // loops may not: r1c8 = 7 is disproved by the continuous loop, not by a discontinuous one.
  EXPECT_TRUE(find_steps(loop_grid(), Technique::discontinuous_nice_loop, 10).empty());
}

TEST(DiscontinuousNiceLoop, ACandidateThatWouldRemoveItselfIsFalse) {
  // 7 has two places in row 1 (r1c8, r1c9) and in column 9 (r1c9, r3c9); r1c9 and r3c9 hold only
  // 7 and 8. r1c8 = 7 would clear r1c9's 7, making r3c9 7, which sees r1c8: so r1c8 is not 7; the
  // same triangle gives r3c9 <> 7, and r1c9 = 8 would lead back to r1c9 <> 8.
  const CandidateGrid grid = solved_except(
      {{rc(1, 8), digits({5, 6, 7})}, {rc(1, 9), digits({7, 8})}, {rc(3, 9), digits({7, 8})}});
  const std::vector<Step> steps = find_steps(grid, Technique::discontinuous_nice_loop, 10);
  ASSERT_EQ(steps.size(), 3u);
  EXPECT_EQ(steps[0].eliminations, (std::vector<Candidate>{cand(7, rc(1, 8))}));
  EXPECT_EQ(steps[1].eliminations, (std::vector<Candidate>{cand(7, rc(3, 9))}));
  EXPECT_EQ(steps[2].eliminations, (std::vector<Candidate>{cand(8, rc(1, 9))}));
  const Step& step = steps[0];
  EXPECT_EQ(step.links, (std::vector<Link>{
                            Link{cand(7, rc(1, 8)), cand(7, rc(1, 9)), false},
                            Link{cand(7, rc(1, 9)), cand(7, rc(3, 9)), true},
                            Link{cand(7, rc(3, 9)), cand(7, rc(1, 8)), false},
                        }));
  EXPECT_EQ(step.houses, (std::vector<House>{Row(0), Column(8), Box(2)}));
  EXPECT_EQ(describe(step),
            "Discontinuous Nice Loop: in the loop (7)r1c8 - (7)r1c9 = (7)r3c9 - (7)r1c8, if r1c8 "
            "were 7 the chain would make it not 7: so it is not 7 => r1c8<>7");
  EXPECT_EQ(describe(steps[2]),
            "Discontinuous Nice Loop: in the loop (7)r1c9 = (7)r1c8 - (7)r3c9 = (7)r1c9, if r1c9 "
            "were not 7 the chain would make it 7: so it is 7 => r1c9<>8");
  EXPECT_TRUE(find_steps(grid, Technique::continuous_nice_loop, 10).empty());
}

TEST(NiceLoops, FindNothingWithoutALoop) {
  // Break the loop: without 9 in r5c5, row 5 has no strong link on 9.
  const CandidateGrid broken = solved_except({{rc(1, 8), digits({6, 7, 9})},
                                              {rc(1, 4), digits({5, 6})},
                                              {rc(1, 5), digits({8, 9})},
                                              {rc(3, 6), digits({4, 6})},
                                              {rc(5, 6), digits({2, 6, 9})},
                                              {rc(5, 5), digits({3, 8})}});
  for (const Technique technique :
       {Technique::continuous_nice_loop, Technique::discontinuous_nice_loop, Technique::aic,
        Technique::grouped_continuous_nice_loop, Technique::grouped_discontinuous_nice_loop,
        Technique::grouped_aic}) {
    EXPECT_TRUE(find_steps(broken, technique, 10).empty()) << technique_info(technique).name;
    EXPECT_TRUE(find_steps(CandidateGrid(), technique, 10).empty())
        << technique_info(technique).name;
  }
}

TEST(Aic, OneOfTheEndsHoldsTheDigit) {
  // 1: r1c1 = r1c5 (row 1) - r5c5 = r5c2 (row 5). r2c2 (box 1, column 2) and r4c1 (column 1,
  // box 4) see both ends.
  const CandidateGrid grid = solved_except({{rc(1, 1), digits({1, 2, 3})},
                                            {rc(1, 5), digits({1, 4, 5})},
                                            {rc(5, 5), digits({1, 6, 7})},
                                            {rc(5, 2), digits({1, 8, 9})},
                                            {rc(2, 2), digits({1, 5, 6})},
                                            {rc(4, 1), digits({1, 5, 6})}});
  std::vector<Step> steps = find_steps(grid, Technique::aic, 100);
  const std::vector<Candidate> expected{cand(1, rc(2, 2)), cand(1, rc(4, 1))};
  const auto it = std::find_if(steps.begin(), steps.end(),
                               [&](const Step& s) { return s.eliminations == expected; });
  ASSERT_NE(it, steps.end());
  EXPECT_EQ(it->links.size(), 3u);
  EXPECT_EQ(it->links.front().from, cand(1, rc(1, 1)));
  EXPECT_EQ(it->links.back().to, cand(1, rc(5, 2)));
  EXPECT_TRUE(it->links.front().strong);
  EXPECT_FALSE(it->links[1].strong);
  EXPECT_NE(it->reason.find("so r1c1 is 1 or r5c2 is 1, and cells seeing both cannot be 1"),
            std::string::npos)
      << it->reason;
  // Every reported elimination is unique (one step per result).
  for (std::size_t i = 0; i < steps.size(); ++i) {
    for (std::size_t j = i + 1; j < steps.size(); ++j) {
      EXPECT_NE(steps[i].eliminations, steps[j].eliminations);
    }
  }
}

TEST(NiceLoops, ReproduceHoDoKu) {
  EXPECT_TRUE(
      reproduces(":0706:1279:548..+3...+63....8..1+2.+8....3+972.+386..+4.....3..+3...47..9+71+43+"
                 "8+5+92+62569+7..+3+8+"
                 "8+9+3.6.7..::118 156 256 718 925 935::7",
                 Technique::continuous_nice_loop));
  EXPECT_TRUE(
      reproduces(":0707-1:1589:1..+4.58..4..2.+7.....2...47......6..3....7.91.29.........4...2...+"
                 "2..48.5....1..."
                 "8+4::145 545 845 945::7",
                 Technique::discontinuous_nice_loop));
  EXPECT_TRUE(
      reproduces(":0708-1:4:+2......69+98..2.13+7+71.....+24..+9....+5..4...9.7.+5671+329+4+8+6.1.."
                 "..8+33......+9+6+4+9"
                 "867+32+15::414 415 416 423::19",
                 Technique::aic));
}

TEST(GroupedNiceLoops, ReproduceHoDoKuAndUseAGroup) {
  const std::vector<std::pair<std::string, Technique>> cases{
      {":0709-1:1289:....3.94+66.....+57....6..1+2...95..+4+12+4+82+173+69515+6+942+3+8+7.+6..5.+7+"
       "3..43...8+5"
       "....+3..26.:211:122 222 831 833 836 936::7",
       Technique::grouped_continuous_nice_loop},
      {":0710-1:689:4....3.....8....+4.16..94......+4.....7...519645+412+6+9..8.5....4....+4..2."
       "9531..4"
       ".6..:119 219 719 129 229 329 729 241 242 243 347 747 348 748 349 749:671 871 971::11",
       Technique::grouped_discontinuous_nice_loop},
      {":0711-1:1:.+5243+19+6..3+67...1519.....2.2.......694.......+5+6....74+93.9......6.+5.1....."
       "8.5.."
       "69.:825 826 833 837 839 254 255 256 779 789 495 496 499 799:143 153::7",
       Technique::grouped_aic},
  };
  for (const auto& [line, technique] : cases) {
    EXPECT_TRUE(reproduces(line, technique));
    const auto parsed = test::parse_reglib_line(line, 1);
    ASSERT_TRUE(parsed.has_value());
    const std::vector<Step> steps = find_steps(parsed->grid, technique, 1000);
    ASSERT_FALSE(steps.empty());
    for (const Step& step : steps) {
      // A group node is written with its cells in braces.
      EXPECT_NE(step.reason.find('{'), std::string::npos) << describe(step);
    }
  }
  const auto parsed = test::parse_reglib_line(cases[2].first, 1);
  ASSERT_TRUE(parsed.has_value());
  for (const Step& step : find_steps(parsed->grid, Technique::grouped_aic, 1000)) {
    if (step.eliminations != std::vector<Candidate>{cand(1, rc(4, 3)), cand(1, rc(5, 3))}) continue;
    EXPECT_EQ(
        describe(step),
        "Grouped AIC: in the chain (1)r6c3 = (1)r6c4 - (2)r6c4 = (2){r7c4 r8c4} - (2){r9c5 r9c6} "
        "= (2)r9c9 - (1)r9c9 = (1)r9c3, if r6c3 is not 1 then r9c3 is 1: so r6c3 is 1 or r9c3 is "
        "1, and cells seeing both cannot be 1 => r4c3<>1, r5c3<>1");
  }
}

// The solver takes only the first step of a technique; here every step the loop finders (and Sue
// de Coq) report must agree with the solution, in the positions of hard puzzles where the solver
// needed a chain or more (where these finders matter, and run in full).
TEST(NiceLoops, EveryStepAgreesWithTheSolution) {
  NONET_READ_CORPUS_OR_SKIP(corpus, "puzzles3_magictour_top1465", test::sample_size(20, 3));
  const int steps_checked = test::check_every_step_keeps_the_solution(
      corpus,
      {Technique::continuous_nice_loop, Technique::discontinuous_nice_loop, Technique::aic,
       Technique::grouped_continuous_nice_loop, Technique::grouped_discontinuous_nice_loop,
       Technique::grouped_aic, Technique::sue_de_coq},
      Technique::x_chain, 500);
  EXPECT_GT(steps_checked, 0);
}

}  // namespace
}  // namespace nonet
