// The outer runs of top-level nested chains spread over threads (rating/chains/chain_parallel.hpp):
// the ratings and every step of the path are those of one thread, at any thread count.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "nonet/format.hpp"
#include "nonet/grid.hpp"
#include "nonet/rating.hpp"
#include "rating/chains/chain_parallel.hpp"
#include "rating/chains/chain_propagation.hpp"

namespace nonet {
namespace {

// Puzzles of the hardest reference list, quick to rate: nested levels 2 and 3, then 4 and 5.
const char* const kPuzzles[] = {
    "..3.9....1...4..36..8..21...4..8..73...9................4.7..686........7.....5.4",
    "...4......5...9...6...2..1.2...7.9.1..5....7......8.3...6....9.7...3.1......9.327",
    "1....6.8...7.....66.....15..3.9.........2....7....854.....9.81.8...41..5.1....4..",
    "......7....71.9...68..7......8.6.1..5.............3.52..1.9.8...4.2....3.......4.",
};

std::string path_of(const SeRating& rating) {
  std::string text = format_rating(rating.er) + "/" + format_rating(rating.ep) + "/" +
                     format_rating(rating.ed) + "\n";
  for (const Step& step : rating.steps) {
    text += step.rule + " " + format_rating(step.difficulty);
    for (const Candidate& placed : step.placements) {
      text += " =" + std::to_string(placed.cell.index() * 10 + placed.digit.value());
    }
    for (const Candidate& candidate : step.eliminations) {
      text += " -" + std::to_string(candidate.cell.index() * 10 + candidate.digit.value());
    }
    text += "\n";
  }
  return text;
}

TEST(ParallelNestedChains, SamePathAtAnyThreadCount) {
  for (const char* text : kPuzzles) {
    const Grid puzzle = parse_puzzle(text).grid;
    const SeRating alone = rate_se(puzzle, {.keep_steps = true});
    ASSERT_EQ(alone.status, RatingStatus::rated) << text;
    ASSERT_GE(alone.er, 95) << text << ": not a nested puzzle";
    for (const unsigned threads : {2u, 3u, 7u}) {
      const SeRating spread = rate_se(puzzle, {.keep_steps = true, .threads = threads});
      EXPECT_EQ(spread.status, alone.status) << text << " threads " << threads;
      EXPECT_EQ(path_of(spread), path_of(alone)) << text << " threads " << threads;
    }
  }
}

// A level cap keeps the deeper levels out at any thread count too (level 1: Dynamic Forcing
// Chains (+) spread alone).
TEST(ParallelNestedChains, SameRatingUnderALevelCap) {
  const Grid puzzle = parse_puzzle(kPuzzles[3]).grid;
  for (const int level : {1, 2, 3, 4}) {
    const SeRating alone = rate_se(puzzle, {.max_level = level, .keep_steps = true});
    const SeRating spread = rate_se(puzzle, {.max_level = level, .keep_steps = true, .threads = 2});
    EXPECT_EQ(spread.status, alone.status) << "level " << level;
    EXPECT_EQ(path_of(spread), path_of(alone)) << "level " << level;
  }
}

// The helpers a rating keeps: each call runs the task once on each of the first `count`
// helpers, each on a thread that is not the caller's, and the caller's own part; it returns
// once all are done, call after call.
TEST(RunWorkers, RunEachTaskOnceOnTheHelpersAndTheCallersPart) {
  rating::chain::RunWorkers workers(3);
  ASSERT_EQ(workers.helpers(), 3u);
  const std::thread::id caller = std::this_thread::get_id();
  for (unsigned round = 0; round < 200; ++round) {
    const unsigned count = round % 5;  // (0 and more than there are helpers too)
    std::vector<std::atomic<int>> calls(3);
    std::vector<std::thread::id> ran_on(3);
    std::atomic<bool> own_done{false};
    workers.run(
        count,
        [&](unsigned helper) {
          calls[helper].fetch_add(1);
          ran_on[helper] = std::this_thread::get_id();
        },
        [&] { own_done = true; });
    EXPECT_TRUE(own_done);
    for (unsigned helper = 0; helper < 3; ++helper) {
      EXPECT_EQ(calls[helper].load(), helper < count ? 1 : 0) << "round " << round;
      if (helper < count) {
        EXPECT_NE(ran_on[helper], caller);
      }
    }
  }
}

// A helper's run pool is destroyed by the caller (the search that used its runs); the runs go
// back to the helper's free list, so its next searches take them again instead of allocating.
TEST(RunPool, RunsGoBackToTheThreadThatAcquiredThem) {
  rating::chain::RunWorkers workers(1);
  const auto acquire_on_helper = [&](rating::chain::RunPool& pool, int count) {
    std::vector<const rating::chain::ChainRun*> runs;
    workers.run(
        1,
        [&](unsigned) {
          for (int i = 0; i < count; ++i) runs.push_back(&pool.acquire());
        },
        [] {});
    return runs;
  };
  auto first_pool = std::make_unique<rating::chain::RunPool>();
  const std::vector<const rating::chain::ChainRun*> first = acquire_on_helper(*first_pool, 8);
  first_pool.reset();  // on this thread
  // This thread's pools take none of them...
  rating::chain::RunPool own;
  for (int i = 0; i < 8; ++i) {
    EXPECT_EQ(std::find(first.begin(), first.end(), &own.acquire()), first.end());
  }
  // ...the helper's next pool takes them all.
  rating::chain::RunPool next_pool;
  std::vector<const rating::chain::ChainRun*> next = acquire_on_helper(next_pool, 8);
  std::vector<const rating::chain::ChainRun*> expected = first;
  std::sort(next.begin(), next.end());
  std::sort(expected.begin(), expected.end());
  EXPECT_EQ(next, expected);
}

}  // namespace
}  // namespace nonet
