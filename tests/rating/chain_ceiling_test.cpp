// path_stays_within() and er_past_basic_in_band(): the generator turns puzzles down or keeps them
// on their word, so the proof must never be wrong (every path it vouches for rates within the
// ceiling) and the band answer must be the full rating's.
#include <gtest/gtest.h>

#include <string>

#include "nonet/rating.hpp"
#include "rating/chains/chain_ceiling.hpp"
#include "rating/shared/basic_bounds.hpp"
#include "rating/shared/rate_unique.hpp"
#include "support/corpus.hpp"

namespace nonet::rating {
namespace {

// The puzzles rated above 4.0 among 855 spread over the reference set (86 under the
// sanitizers), from where the rules up to 4.0 get stuck.
TEST(PathStaysWithin, NeverVouchesForAPathThatRatesHigher) {
  NONET_READ_CORPUS_OR_SKIP(corpus, "ser-rated-sample.txt", test::sample_size(855, 86));
  std::size_t vouched = 0;
  std::size_t refused = 0;
  for (const test::CorpusEntry& entry : corpus.sample) {
    const std::string text = test::where(corpus, entry);
    CandidateGrid stuck_at;
    if (er_bounds_for_band(entry.puzzle, {41, 120}, &stuck_at).min < 41) continue;
    const SeRating whole = rate_er_past_basic(stuck_at, {});
    for (const RatingTenths ceiling : {70, 72, 75, 80, 85, 90}) {
      if (!path_stays_within(stuck_at, ceiling)) {
        ++refused;
        continue;
      }
      ++vouched;
      EXPECT_EQ(whole.status, RatingStatus::rated) << text << " ceiling " << ceiling;
      EXPECT_LE(whole.er, ceiling) << text << " ceiling " << ceiling;
    }
  }
  // Both answers come up (a proof that never succeeds would pass the checks above).
  EXPECT_GT(vouched, corpus.sample.size() / 10);
  EXPECT_GT(refused, corpus.sample.size() / 10);
}

// A Forcing Chain rates 7.0 at least: below that the proof has nothing to offer.
TEST(PathStaysWithin, NeedsRoomForAForcingChain) {
  NONET_READ_CORPUS_OR_SKIP(corpus, "ser-rated-sample.txt", test::sample_size(200, 20));
  for (const test::CorpusEntry& entry : corpus.sample) {
    CandidateGrid stuck_at;
    if (er_bounds_for_band(entry.puzzle, {41, 120}, &stuck_at).min < 41) continue;
    EXPECT_FALSE(path_stays_within(stuck_at, 69)) << test::where(corpus, entry);
  }
}

// The band answer against the full rating's, for the generator's bands above 4.0.
TEST(ErPastBasicInBand, AgreesWithTheFullRating) {
  NONET_READ_CORPUS_OR_SKIP(corpus, "ser-rated-sample.txt", test::sample_size(855, 86));
  std::size_t in_band = 0;
  for (const test::CorpusEntry& entry : corpus.sample) {
    const std::string text = test::where(corpus, entry);
    CandidateGrid stuck_at;
    if (er_bounds_for_band(entry.puzzle, {41, 120}, &stuck_at).min < 41) continue;
    for (const RatingBand band : {RatingBand{41, 65}, RatingBand{66, 80}, RatingBand{66, 72},
                                  RatingBand{72, 80}, RatingBand{75, 85}}) {
      RatingOptions options;
      options.stop_above = band.max;
      const SeRating full = rate_er_past_basic(stuck_at, options);
      const bool expected = full.status == RatingStatus::rated && full.er >= band.min;
      EXPECT_EQ(er_past_basic_in_band(stuck_at, options, band.min), expected)
          << text << " band " << band.min << ".." << band.max;
      if (expected) ++in_band;
    }
  }
  EXPECT_GT(in_band, corpus.sample.size() / 4);
}

}  // namespace
}  // namespace nonet::rating
