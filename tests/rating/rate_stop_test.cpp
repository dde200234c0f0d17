// A rating stops when its RunControl asks: at once for a stop already requested, and soon after
// a deadline passes on a puzzle that takes far longer to rate.
#include <gtest/gtest.h>

#include <chrono>
#include <stop_token>

#include "nonet/format.hpp"
#include "nonet/rating.hpp"

namespace nonet {
namespace {

// 11.8/11.8/11.1: about a second of rating on one thread.
constexpr const char* kHardest =
    "6.......2.9.4...5...1...7...5..84.......2.......3.5.4.2.....6...3...9.8...7.....1";

Grid puzzle_of(const char* text) {
  const PuzzleRecord record = parse_puzzle(text);
  EXPECT_TRUE(record.ok());
  return record.grid;
}

TEST(RateStop, AStopRequestedBeforehandEndsTheRatingAtOnce) {
  std::stop_source source;
  source.request_stop();
  RatingOptions options;
  options.control.stop = source.get_token();
  const SeRating rating = rate_se(puzzle_of(kHardest), options);
  EXPECT_EQ(rating.status, RatingStatus::stopped);
  EXPECT_EQ(rating.stop_reason, ErrorCode::cancelled);
}

TEST(RateStop, ADeadlineStopsAHardRatingSoonAfterItPasses) {
  RatingOptions options;
  options.control.deadline = deadline_after(std::chrono::milliseconds(50));
  const auto started = SteadyClock::now();
  const SeRating rating = rate_se(puzzle_of(kHardest), options);
  const auto took = SteadyClock::now() - started;
  EXPECT_EQ(rating.status, RatingStatus::stopped);
  EXPECT_EQ(rating.stop_reason, ErrorCode::deadline_exceeded);
  // Generous for a loaded machine and the sanitizer build; the point is "not the whole rating".
  EXPECT_LT(took, std::chrono::seconds(5));
}

TEST(RateStop, WithoutAStopTheRatingIsUnchanged) {
  RatingOptions options;
  options.control.deadline = deadline_after(std::chrono::hours(1));
  const SeRating rating = rate_se(
      puzzle_of(
          "...456..9..6.......891..45.2.........7..9.....35......397...5.......4.72.....5361"),
      options);
  EXPECT_EQ(rating.status, RatingStatus::rated);
  EXPECT_EQ(rating.er, 20);
  EXPECT_EQ(rating.stop_reason, std::nullopt);
}

}  // namespace
}  // namespace nonet
