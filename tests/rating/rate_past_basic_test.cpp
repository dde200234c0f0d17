// rate_er_past_basic() and rate_opening(): the generator's band check rates with them, so the ER
// and status of the one must be rate_unique_grid()'s from the same grid, with and without a
// ceiling, and the ED and EP of the other the whole rating's.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>

#include "nonet/rating.hpp"
#include "rating/basic_closure.hpp"
#include "rating/rate_unique.hpp"
#include "support/corpus.hpp"

namespace nonet::rating {
namespace {

// Every 25th puzzle of the reference set rated above 4.0 in optimised builds (every 250th
// under the sanitizers), from where the rules up to 4.0 get stuck.
TEST(RatePastBasic, GivesTheErAndStatusOfTheLadderAlone) {
  std::ifstream in(test::data_path("ser-rated-sample.txt"));
  if (!in) GTEST_SKIP() << "no reference set";
  const std::size_t stride = test::kOptimizedBuild ? 25 : 250;
  std::size_t seen = 0;
  std::size_t checked = 0;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#' || seen++ % stride != 0) continue;
    std::istringstream fields(line);
    std::string text;
    fields >> text;
    const auto puzzle = test::parse_puzzle_field(text);
    ASSERT_TRUE(puzzle.has_value()) << text;
    CandidateGrid stuck_at;
    if (er_bounds_for_band(*puzzle, {41, 120}, &stuck_at).min < 41) continue;
    // Already closed: closing again changes nothing.
    CandidateGrid closed = stuck_at;
    EXPECT_TRUE(close_up_to_four(closed)) << text;
    EXPECT_EQ(closed, stuck_at) << text;
    // Closing the puzzle itself reaches the same grid.
    CandidateGrid from_start = CandidateGrid::from_puzzle(*puzzle);
    EXPECT_TRUE(close_up_to_four(from_start)) << text;
    EXPECT_EQ(from_start, stuck_at) << text;
    for (const RatingTenths ceiling : {65, 80, 120}) {
      RatingOptions options;
      if (ceiling < 120) options.stop_above = ceiling;
      const SeRating ladder = rate_unique_grid(stuck_at, options);
      const SeRating past_basic = rate_er_past_basic(stuck_at, options);
      EXPECT_EQ(past_basic.status, ladder.status) << text << " ceiling " << ceiling;
      EXPECT_EQ(past_basic.er, ladder.er) << text << " ceiling " << ceiling;
    }
    ++checked;
  }
  EXPECT_GT(checked * stride, 8000u);
}

// rate_opening(): the path up to its first placement, as the whole rating takes it (the same
// steps, the last one the first placement), with the same ED and EP; its ER and the past-basic
// ER together make the whole ER. Every 50th puzzle of the reference set (500th under the
// sanitizers), easy ones included.
TEST(RateOpening, GivesTheEdAndEpOfTheWholeRating) {
  std::ifstream in(test::data_path("ser-rated-sample.txt"));
  if (!in) GTEST_SKIP() << "no reference set";
  const std::size_t stride = test::kOptimizedBuild ? 50 : 500;
  std::size_t seen = 0;
  std::size_t checked = 0;
  std::string line;
  RatingOptions options;
  options.keep_steps = true;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#' || seen++ % stride != 0) continue;
    std::istringstream fields(line);
    std::string text;
    fields >> text;
    const auto puzzle = test::parse_puzzle_field(text);
    ASSERT_TRUE(puzzle.has_value()) << text;
    const SeRating whole = rate_unique_puzzle(*puzzle, options);
    const SeRating opening = rate_opening(*puzzle, options);
    ASSERT_EQ(opening.status, RatingStatus::kRated) << text;
    EXPECT_EQ(opening.ed, whole.ed) << text;
    EXPECT_EQ(opening.ep, whole.ep) << text;
    ASSERT_FALSE(opening.steps.empty()) << text;
    ASSERT_LE(opening.steps.size(), whole.steps.size()) << text;
    for (std::size_t i = 0; i < opening.steps.size(); ++i) {
      EXPECT_EQ(opening.steps[i].rule, whole.steps[i].rule) << text << " step " << i;
      EXPECT_EQ(opening.steps[i].placement.has_value(), i + 1 == opening.steps.size())
          << text << " step " << i;
    }
    CandidateGrid stuck_at;
    if (er_bounds_for_band(*puzzle, {41, 120}, &stuck_at).min >= 41) {
      EXPECT_EQ(std::max(opening.er, rate_er_past_basic(stuck_at, {}).er), whole.er) << text;
    }
    ++checked;
  }
  EXPECT_GT(checked * stride, 8000u);
}

}  // namespace
}  // namespace nonet::rating
