// rate_er_past_basic() and rate_opening(): the generator's band check rates with them, so the ER
// and status of the one must be rate_unique_grid()'s from the same grid, with and without a
// ceiling, and the ED and EP of the other the whole rating's.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "nonet/rating.hpp"
#include "rating/shared/basic_bounds.hpp"
#include "rating/shared/rate_unique.hpp"
#include "support/corpus.hpp"

namespace nonet::rating {
namespace {

// The puzzles rated above 4.0 among 855 spread over the reference set (86 under the
// sanitizers), from where the rules up to 4.0 get stuck.
TEST(RatePastBasic, GivesTheErAndStatusOfTheLadderAlone) {
  NONET_READ_CORPUS_OR_SKIP(corpus, "ser-rated-sample.txt", test::sample_size(855, 86));
  std::size_t checked = 0;
  for (const test::CorpusEntry& entry : corpus.sample) {
    const Grid& puzzle = entry.puzzle;
    const std::string text = test::where(corpus, entry);
    CandidateGrid stuck_at;
    if (er_bounds_for_band(puzzle, {41, 120}, &stuck_at).min < 41) continue;
    // Already closed: closing again changes nothing.
    CandidateGrid closed = stuck_at;
    EXPECT_TRUE(close_up_to_four(closed)) << text;
    EXPECT_EQ(closed, stuck_at) << text;
    // Closing the puzzle itself reaches the same grid.
    CandidateGrid from_start = CandidateGrid::from_puzzle(puzzle);
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
  // (About 10,500 of the whole set rate above 4.0.)
  EXPECT_GT(checked * corpus.total, 8000u * corpus.sample.size());
}

// rate_opening(): the path up to its first placement, as the whole rating takes it (the same
// steps, the last one the first placement), with the same ED and EP; its ER and the past-basic
// ER together make the whole ER. 428 puzzles spread over the reference set (43 under the
// sanitizers), easy ones included.
TEST(RateOpening, GivesTheEdAndEpOfTheWholeRating) {
  NONET_READ_CORPUS_OR_SKIP(corpus, "ser-rated-sample.txt", test::sample_size(428, 43));
  RatingOptions options;
  options.keep_steps = true;
  for (const test::CorpusEntry& entry : corpus.sample) {
    const Grid& puzzle = entry.puzzle;
    const std::string text = test::where(corpus, entry);
    const SeRating whole = rate_unique_puzzle(puzzle, options);
    const SeRating opening = rate_opening(puzzle, options);
    ASSERT_EQ(opening.status, RatingStatus::rated) << text;
    EXPECT_EQ(opening.ed, whole.ed) << text;
    EXPECT_EQ(opening.ep, whole.ep) << text;
    ASSERT_FALSE(opening.steps.empty()) << text;
    ASSERT_LE(opening.steps.size(), whole.steps.size()) << text;
    for (std::size_t i = 0; i < opening.steps.size(); ++i) {
      EXPECT_EQ(opening.steps[i].rule, whole.steps[i].rule) << text << " step " << i;
      EXPECT_EQ(!opening.steps[i].placements.empty(), i + 1 == opening.steps.size())
          << text << " step " << i;
    }
    CandidateGrid stuck_at;
    if (er_bounds_for_band(puzzle, {41, 120}, &stuck_at).min >= 41) {
      EXPECT_EQ(std::max(opening.er, rate_er_past_basic(stuck_at, {}).er), whole.er) << text;
    }
  }
  EXPECT_GT(corpus.total, 8000u);
}

}  // namespace
}  // namespace nonet::rating
