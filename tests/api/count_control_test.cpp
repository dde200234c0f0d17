// count_solutions() under a RunControl: stops between solutions, reports progress, and is the
// plain count when nothing watches it.
#include <gtest/gtest.h>

#include <stop_token>

#include "nonet/solve.hpp"
#include "support/boards.hpp"

namespace nonet {
namespace {

TEST(CountUnderControl, WithoutWatchersIsThePlainCount) {
  const Grid puzzle = testing::grid_from(testing::kPuzzle);
  const CountResult counted = count_solutions(puzzle, 10, RunControl{});
  EXPECT_EQ(counted.count, 1u);
  EXPECT_FALSE(counted.stop_reason.has_value());
}

TEST(CountUnderControl, ACancelledTokenStopsBeforeTheLimit) {
  std::stop_source stop;
  std::size_t reports = 0;
  RunControl control{.stop = stop.get_token(), .progress = [&](const Progress& progress) {
                       ++reports;
                       EXPECT_EQ(progress.total, 1000000u);
                       if (progress.done >= 2048) stop.request_stop();
                     }};
  const CountResult counted = count_solutions(Grid(), 1000000, control);
  EXPECT_EQ(counted.stop_reason, ErrorCode::cancelled);
  EXPECT_GE(counted.count, 2048u);
  EXPECT_LT(counted.count, 1000000u);
  EXPECT_GE(reports, 2u);
}

TEST(CountUnderControl, APassedDeadlineStopsAtOnce) {
  RunControl control{.deadline = SteadyClock::now()};
  const CountResult counted = count_solutions(Grid(), 1000, control);
  EXPECT_EQ(counted.stop_reason, ErrorCode::deadline_exceeded);
  EXPECT_EQ(counted.count, 0u);
}

TEST(CountUnderControl, ReachingTheLimitIsNoStop) {
  std::stop_source stop;
  const CountResult counted = count_solutions(Grid(), 5, RunControl{.stop = stop.get_token()});
  EXPECT_EQ(counted.count, 5u);
  EXPECT_FALSE(counted.stop_reason.has_value());
}

}  // namespace
}  // namespace nonet
