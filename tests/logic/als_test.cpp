// ALS-XZ, ALS-XY-Wing, ALS Chain and Death Blossom. The hand-made grids are a solved grid with a
// few cells opened and given the candidates of the pattern, so that nothing else is unsolved; the
// other examples are lines of HoDoKu's regression library.
#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "logic/grid_builders.hpp"
#include "logic/reglib.hpp"
#include "logic/step_soundness.hpp"
#include "logic/techniques/als.hpp"
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

// The step of `technique` whose eliminations are `eliminations` (sorted), or a failure.
Step step_with(const CandidateGrid& grid, Technique technique,
               std::vector<Candidate> eliminations) {
  std::sort(eliminations.begin(), eliminations.end());
  for (Step& step : find_steps(grid, technique, 10000)) {
    if (step.eliminations == eliminations) return step;
  }
  ADD_FAILURE() << "no " << technique_info(technique).name << " step with these eliminations";
  return Step{};
}

// ---- ALS enumeration ----

TEST(AlmostLockedSets, EveryCellSetOnceWithItsFirstHouse) {
  // r1c1 {1,2}, r5c1 {2,3}, r5c2 {1,3}, r2c2 {1,4,5}: ALS are the three bivalue cells, r5c1+r5c2
  // (row 5, also in box 4) and r1c1+r5c1 (column 1).
  const CandidateGrid grid = solved_except({{rc(1, 1), digits({1, 2})},
                                            {rc(5, 1), digits({2, 3})},
                                            {rc(5, 2), digits({1, 3})},
                                            {rc(2, 2), digits({1, 4, 5})}});
  const std::vector<logic::Als> alses = logic::collect_alses(grid);
  std::vector<std::string> texts;
  for (const logic::Als& als : alses)
    texts.push_back(logic::als_text(als) + " " + als.house.name());
  EXPECT_EQ(texts, (std::vector<std::string>{"{r1c1} (1, 2) row 1", "{r5c1} (2, 3) row 5",
                                             "{r5c1 r5c2} (1, 2, 3) row 5", "{r5c2} (1, 3) row 5",
                                             "{r1c1 r5c1} (1, 2, 3) column 1"}));
  EXPECT_EQ(logic::collect_alses(grid, false).size(), 2u);
  // 2 links r1c1 and r5c1 (same column); 1 does not (r1c1 and r5c2 do not see each other).
  const logic::Als& single = alses[0];
  const logic::Als& pair = alses[2];
  EXPECT_EQ(single.seen(Digit(1)), CellSet::of(rc(2, 2)));
  EXPECT_EQ(pair.with(Digit(3)), CellSet::of(rc(5, 1)) | CellSet::of(rc(5, 2)));
  const std::vector<logic::RestrictedCommon> rcs = logic::restricted_commons(alses, false);
  ASSERT_FALSE(rcs.empty());
  EXPECT_EQ(rcs[0].first, 0);
  EXPECT_EQ(rcs[0].second, 1);
  EXPECT_EQ(rcs[0].digits, digits({2}));
  for (const logic::RestrictedCommon& common : rcs) {
    EXPECT_FALSE(common.overlap);
    EXPECT_TRUE((alses[static_cast<std::size_t>(common.first)].cells &
                 alses[static_cast<std::size_t>(common.second)].cells)
                    .empty());
  }
}

// ---- ALS-XZ ----

TEST(AlsXz, RestrictedCommonForcesTheOtherCommonDigit) {
  // A = r1c1 {1,2}, B = r5c1 r5c2 {1,2,3}: 2 is restricted (column 1), so one set is locked without
  // it and 1 is in A or B: r2c2 sees r1c1 and r5c2 and loses 1. (r5c2 with r1c1 r5c1 makes the
  // same elimination: reported once.)
  const CandidateGrid grid = solved_except({{rc(1, 1), digits({1, 2})},
                                            {rc(5, 1), digits({2, 3})},
                                            {rc(5, 2), digits({1, 3})},
                                            {rc(2, 2), digits({1, 4, 5})}});
  const std::vector<Step> steps = find_steps(grid, Technique::als_xz, 10);
  ASSERT_EQ(steps.size(), 1u);
  const Step& step = steps[0];
  EXPECT_EQ(step.technique, Technique::als_xz);
  EXPECT_EQ(step.eliminations, (std::vector<Candidate>{cand(1, rc(2, 2))}));
  EXPECT_EQ(step.houses, (std::vector<House>{Row(0), Row(4)}));
  EXPECT_EQ(step.links, (std::vector<Link>{Link{cand(2, rc(1, 1)), cand(2, rc(5, 1)), false}}));
  EXPECT_EQ(step.pattern,
            (std::vector<Candidate>{cand(1, rc(1, 1)), cand(2, rc(1, 1)), cand(2, rc(5, 1)),
                                    cand(3, rc(5, 1)), cand(1, rc(5, 2)), cand(3, rc(5, 2))}));
  EXPECT_EQ(describe(step),
            "ALS-XZ: A = {r1c1} (1, 2) and B = {r5c1 r5c2} (1, 2, 3) are almost locked sets (one "
            "digit more than cells) and every 2 of A sees every 2 of B: one of them lacks 2 and "
            "so holds all its other digits, and 1 is in both: cells seeing every one of them in A "
            "and B cannot hold it => r2c2<>1");
}

TEST(AlsXz, FindsNothingWithoutARestrictedCommon) {
  // r5c1 without 2: the sets share 1 and 3 but no digit whose places all see each other.
  const CandidateGrid grid = solved_except({{rc(1, 1), digits({1, 2})},
                                            {rc(5, 1), digits({3, 4})},
                                            {rc(5, 2), digits({1, 3})},
                                            {rc(2, 2), digits({1, 4, 5})}});
  EXPECT_TRUE(find_steps(grid, Technique::als_xz, 10).empty());
  EXPECT_TRUE(find_steps(CandidateGrid(), Technique::als_xz, 10).empty());
}

TEST(AlsXz, DoublyLinkedSetsLockTheirOtherDigits) {
  // HoDoKu's doubly linked case: the step eliminates 1, 3, 6, 7 and 9 at once.
  const auto parsed = test::parse_reglib_line(
      ":0901-2:13679:....8.......4..+8.....12564.72......6..431....9......8.25.....3869...712......"
      "..+"
      "6.:767 769 495 496 497 499:113 123 313 323 662 713 723 913 923 939::",
      1);
  ASSERT_TRUE(parsed.has_value());
  const Step step = step_with(parsed->grid, Technique::als_xz, parsed->eliminations);
  EXPECT_EQ(step.links.size(), 2u);
  EXPECT_NE(step.reason.find("linked by both"), std::string::npos) << step.reason;
  EXPECT_NE(step.reason.find("each set's other digits are locked in it"), std::string::npos);
}

TEST(AlsXz, ReproducesHoDoKu) {
  EXPECT_TRUE(reproduces(
      ":0901-1:3:.24.6.+7..5.74.9.1.....+7......+5.9+4+87+14+7.+6.85.3..8..7.6.+7......46.+46..3.+"
      "57.5.7+4+"
      "61..:314 819 225 134 237 937 238 938 239 839 269 372 972 973 274 291 891 999:327::",
      Technique::als_xz));
  EXPECT_TRUE(
      reproduces(":0901-2:12357:9..17....4.1....7..7...31..14...6.98.9248173.38.5.......48...2....."
                 "..6.7....6..."
                 "3:793:172 244 385 571 572 796::",
                 Technique::als_xz));
}

// ---- ALS-XY-Wing ----

// C = r1c1 {1,2} is linked to A = r1c5 r2c5 {1,3,4} by 1 (row 1) and to B = r5c1 {2,3} by 2
// (column 1): A or B holds 3, and r5c5, seeing every 3 of both, loses it.
CandidateGrid xy_wing_grid(DigitSet b) {
  return solved_except({{rc(1, 1), digits({1, 2})},
                        {rc(1, 5), digits({1, 3, 4})},
                        {rc(2, 5), digits({3, 4})},
                        {rc(5, 1), b},
                        {rc(5, 5), digits({3, 5, 6})}});
}

TEST(AlsXyWing, TwoLinksThroughAThirdSet) {
  const std::vector<Step> steps =
      find_steps(xy_wing_grid(digits({2, 3})), Technique::als_xy_wing, 10);
  ASSERT_EQ(steps.size(), 1u);
  const Step& step = steps[0];
  EXPECT_EQ(step.eliminations, (std::vector<Candidate>{cand(3, rc(5, 5))}));
  EXPECT_EQ(step.houses, (std::vector<House>{Row(4), Column(4), Row(0)}));
  EXPECT_EQ(step.links, (std::vector<Link>{Link{cand(2, rc(5, 1)), cand(2, rc(1, 1)), false},
                                           Link{cand(1, rc(1, 5)), cand(1, rc(1, 1)), false}}));
  EXPECT_EQ(describe(step),
            "ALS-XY-Wing: A = {r5c1} (2, 3), B = {r1c5 r2c5} (1, 3, 4) and C = {r1c1} (1, 2) are "
            "almost locked sets; every 2 of A sees those of C and every 1 of B those of C. If "
            "neither A nor B held 3, A would hold 2 and B 1, leaving C without 2 and 1, one digit "
            "short: so A or B holds 3, and cells seeing every 3 of both cannot => r5c5<>3");
}

TEST(AlsXyWing, FindsNothingWhenBothLinksAreTheSameDigit) {
  // B = r5c1 {1,3}: C = r1c1 {1,2} would be linked to both by 1 only.
  EXPECT_TRUE(find_steps(xy_wing_grid(digits({1, 3})), Technique::als_xy_wing, 10).empty());
  EXPECT_TRUE(find_steps(CandidateGrid(), Technique::als_xy_wing, 10).empty());
}

TEST(AlsXyWing, ReproducesHoDoKuWithAndWithoutOverlap) {
  EXPECT_TRUE(
      reproduces(":0902-1:7:+8...43..+1.+3+1.5+7..8.721......9+3+5+1......5....1.18.3..........1."
                 "67..7..91..3+1+8+"
                 "76592+4:441 247 451 254 454 854 255 257 265 267 471 274 875 481 284 885:768::",
                 Technique::als_xy_wing));
  // Variant 2: the sets share cells (HoDoKu's "allow overlap"), reported after the others.
  EXPECT_TRUE(
      reproduces(":0902-2:6:+6.2+75.+8+13..812...471..+8.........7.8.4.+1862..9+82.3.....+1...+7.."
                 "482...381..9+8..4+"
                 "16..:936 938 944 549 966 568 569 598:636::",
                 Technique::als_xy_wing));
}

// ---- ALS Chain ----

TEST(AlsChain, FourSetsLinkedInTurn) {
  // r1c1 {1,2} -2- r1c5 {2,3} -3- r4c5 {3,4} -4- r4c9 {4,1}: r1c1 or r4c9 holds 1, and r1c9 and
  // r4c1 see both.
  const CandidateGrid grid = solved_except({{rc(1, 1), digits({1, 2})},
                                            {rc(1, 5), digits({2, 3})},
                                            {rc(4, 5), digits({3, 4})},
                                            {rc(4, 9), digits({1, 4})},
                                            {rc(1, 9), digits({1, 5, 6})},
                                            {rc(4, 1), digits({1, 5, 6})}});
  const std::vector<Step> steps = find_steps(grid, Technique::als_chain, 10);
  ASSERT_EQ(steps.size(), 1u);
  const Step& step = steps[0];
  EXPECT_EQ(step.eliminations, (std::vector<Candidate>{cand(1, rc(1, 9)), cand(1, rc(4, 1))}));
  EXPECT_EQ(step.links, (std::vector<Link>{Link{cand(2, rc(1, 1)), cand(2, rc(1, 5)), false},
                                           Link{cand(3, rc(1, 5)), cand(3, rc(4, 5)), false},
                                           Link{cand(4, rc(4, 5)), cand(4, rc(4, 9)), false}}));
  EXPECT_EQ(step.houses, (std::vector<House>{Row(0), Row(3)}));
  EXPECT_EQ(describe(step),
            "ALS Chain: A = {r1c1} (1, 2), B = {r1c5} (2, 3), C = {r4c5} (3, 4) and D = {r4c9} "
            "(1, 4) are almost locked sets chained A -2- B -3- C -4- D (each link digit: every one "
            "in a set sees those of the next). If A did not hold 1 it would hold 2, B would lack 2 "
            "and hold 3, C would lack 3 and hold 4, D would lack 4 and hold 1; so A or D holds 1, "
            "and cells seeing every 1 of both cannot => r1c9<>1, r4c1<>1");
}

TEST(AlsChain, FindsNothingWhenALinkRepeatsTheDigitBefore) {
  // r4c5 {2,4}: B is entered by 2 and could only be left by 2 again.
  const CandidateGrid grid = solved_except({{rc(1, 1), digits({1, 2})},
                                            {rc(1, 5), digits({2, 3})},
                                            {rc(4, 5), digits({2, 4})},
                                            {rc(4, 9), digits({1, 4})},
                                            {rc(1, 9), digits({1, 5, 6})},
                                            {rc(4, 1), digits({1, 5, 6})}});
  EXPECT_TRUE(find_steps(grid, Technique::als_chain, 10).empty());
  EXPECT_TRUE(find_steps(CandidateGrid(), Technique::als_chain, 10).empty());
}

TEST(AlsChain, ReproducesHoDoKu) {
  EXPECT_TRUE(
      reproduces(":0903-1:7:..7..5..4+5......16+4.....5..3..9....+58.4+5......56378+1+4.+7+4+5+8+"
                 "32+961+1+8346925+7.."
                 "91+5+7+4..:212 612 215 318 225 232 235 636 338 339 145 357 258 259:758::",
                 Technique::als_chain));
  EXPECT_TRUE(reproduces(
      ":0903:137:..1...34.4....697....23+4...9...5.8.....6.8.....8.9...1....45...+5728....4.84..."
      "5..:711 912 519 538 249 257 259 559 759 262 667 974 177 677 678 978 279 979 186 188 688 "
      "298 299:194 394 794::",
      Technique::als_chain));
}

// ---- Death Blossom ----

TEST(DeathBlossom, EveryStemDigitSeesAPetal) {
  // Stem r5c5 {1,2}: its 1 sees petal r5c1 {1,3}, its 2 sees petal r1c5 {2,3}. Either way a petal
  // holds 3: r1c1, seeing both, loses it.
  const CandidateGrid grid = solved_except({{rc(5, 5), digits({1, 2})},
                                            {rc(5, 1), digits({1, 3})},
                                            {rc(1, 5), digits({2, 3})},
                                            {rc(1, 1), digits({3, 4, 6})}});
  const std::vector<Step> steps = find_steps(grid, Technique::death_blossom, 10);
  ASSERT_EQ(steps.size(), 1u);
  const Step& step = steps[0];
  EXPECT_EQ(step.eliminations, (std::vector<Candidate>{cand(3, rc(1, 1))}));
  EXPECT_EQ(step.links, (std::vector<Link>{Link{cand(1, rc(5, 5)), cand(1, rc(5, 1)), false},
                                           Link{cand(2, rc(5, 5)), cand(2, rc(1, 5)), false}}));
  EXPECT_EQ(describe(step),
            "Death Blossom: stem r5c5 holds only 1 and 2; its 1 sees every 1 of A, its 2 sees "
            "every 2 of B, with A = {r5c1} (1, 3) and B = {r1c5} (2, 3) almost locked sets. "
            "Whichever digit r5c5 takes, the set it sees loses that digit and holds all its "
            "others, and every set has 3: cells seeing every 3 of the sets cannot hold it => "
            "r1c1<>3");
}

TEST(DeathBlossom, FindsNothingWhenAStemDigitHasNoPetal) {
  // Stem r5c5 {1,2,7}: no set sees its 7.
  const CandidateGrid grid = solved_except({{rc(5, 5), digits({1, 2, 7})},
                                            {rc(5, 1), digits({1, 3})},
                                            {rc(1, 5), digits({2, 3})},
                                            {rc(1, 1), digits({3, 4, 6})}});
  EXPECT_TRUE(find_steps(grid, Technique::death_blossom, 10).empty());
  EXPECT_TRUE(find_steps(CandidateGrid(), Technique::death_blossom, 10).empty());
}

TEST(DeathBlossom, ReproducesHoDoKuWithAndWithoutOverlap) {
  EXPECT_TRUE(
      reproduces(":0904-1:9:8+7+14..6..5+42...7..+93+6+8+57+42+1.28.7.+3.....3.6+2....+3+21.54..1."
                 "7..+93.+3.9...8+72.+"
                 "87..3+1.4:915 919 924 929 641 946 948 958 959 669 475 675 476 584 694:966::",
                 Technique::death_blossom));
  EXPECT_TRUE(
      reproduces(":0904-2:3:5.+6.+281.3.2.6.....1..5..6.+2+9.7.6.+82.6.+38.2..9+48+2.9.3+6.+8.1.+"
                 "57..6....+86.5.2+654."
                 "...8:927 728 374 978 787 789 998:384::",
                 Technique::death_blossom));
}

// The solver takes only the first step of a technique; here every step the ALS finders report
// must agree with the solution, in the positions of hard puzzles where the solver needed a
// technique from Sue de Coq on (where these finders matter, and run in full).
TEST(AlsTechniques, EveryStepAgreesWithTheSolution) {
  NONET_READ_CORPUS_OR_SKIP(corpus, "puzzles3_magictour_top1465", test::sample_size(20, 3));
  const int steps_checked = test::check_every_step_keeps_the_solution(
      corpus,
      {Technique::als_xz, Technique::als_xy_wing, Technique::als_chain, Technique::death_blossom},
      Technique::sue_de_coq, 200);
  EXPECT_GT(steps_checked, 0);
}

}  // namespace
}  // namespace nonet
