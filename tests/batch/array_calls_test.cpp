// solve_all(), count_all(), check_all(), rate_all(): the same answers as one call per puzzle, in
// order, on any number of threads; stopped early, a prefix.
#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include "nonet/batch.hpp"
#include "support/boards.hpp"

namespace nonet {
namespace {

using testing::grid_from;

// Unique, several solutions, none, clashing givens; repeated.
std::vector<Grid> mixed_puzzles(std::size_t rounds) {
  const Grid unique = grid_from(testing::kPuzzle);
  Grid several = unique;
  for (int i = 0; i < 30; ++i) several.clear(Cell(i));
  const Grid none = grid_from("12345678." + std::string(8, '.') + "9" + std::string(63, '.'));
  const Grid clash = grid_from("11" + std::string(79, '.'));
  std::vector<Grid> puzzles;
  for (std::size_t i = 0; i < rounds; ++i) {
    puzzles.insert(puzzles.end(), {unique, several, none, clash});
  }
  return puzzles;
}

TEST(ArrayCalls, SolveAllMatchesSolveInOrder) {
  const auto puzzles = mixed_puzzles(200);
  for (unsigned threads : {1u, 2u, 7u}) {
    const auto all = solve_all(puzzles, {}, {.threads = threads});
    EXPECT_EQ(all.stop_reason, std::nullopt);
    ASSERT_EQ(all.results.size(), puzzles.size());
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
      const auto one = solve(puzzles[i]);
      ASSERT_EQ(all.results[i].status, one.status) << i;
      ASSERT_EQ(all.results[i].solution, one.solution) << i;
      ASSERT_EQ(all.results[i].conflicts, one.conflicts) << i;
    }
  }
}

TEST(ArrayCalls, SolveAllIntoWritesWhatSolveAllReturns) {
  const auto puzzles = mixed_puzzles(100);
  const auto expected = solve_all(puzzles, {.limit = 2, .engine = Engine::fast}, {.threads = 1});
  for (unsigned threads : {1u, 3u}) {
    std::vector<Grid> solutions(puzzles.size(), grid_from(testing::kPuzzle));
    std::vector<Status> statuses(puzzles.size(), Status::found);
    const BatchRun run = solve_all_into(puzzles, solutions, statuses, {}, {.threads = threads});
    EXPECT_EQ(run.done, puzzles.size());
    EXPECT_EQ(run.stop_reason, std::nullopt);
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
      const SolveResult& one = expected.results[i];
      ASSERT_EQ(statuses[i], one.status) << i;
      ASSERT_EQ(solutions[i], has_solution(one.status) ? one.solution : Grid{}) << i;
    }
  }
  std::vector<Grid> too_few(3);
  std::vector<Status> statuses(puzzles.size());
  EXPECT_THROW((void)solve_all_into(puzzles, too_few, statuses), std::invalid_argument);
}

TEST(ArrayCalls, CountAllAndCheckAll) {
  const auto puzzles = mixed_puzzles(50);
  const auto counts = count_all(puzzles, 10, Engine::fast, {.threads = 3});
  ASSERT_EQ(counts.results.size(), puzzles.size());
  const auto checks = check_all(puzzles, Engine::fast, {.threads = 3, .chunk_size = 5});
  ASSERT_EQ(checks.results.size(), puzzles.size());
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    EXPECT_EQ(counts.results[i], count_solutions(puzzles[i], 10)) << i;
    const auto one = check(puzzles[i]);
    EXPECT_EQ(checks.results[i].status, one.status) << i;
    EXPECT_EQ(checks.results[i].error, one.error) << i;
  }
  EXPECT_EQ(checks.results[3].error->code, ErrorCode::clashing_givens);
}

TEST(ArrayCalls, AnEmptyArrayGivesNoResults) {
  const auto all = solve_all({}, {}, {.threads = 4});
  EXPECT_TRUE(all.results.empty());
  EXPECT_EQ(all.stop_reason, std::nullopt);
}

TEST(ArrayCalls, AStopGivesAPrefixAndSaysWhy) {
  const auto puzzles = mixed_puzzles(500);
  std::stop_source stop;
  stop.request_stop();
  BatchOptions options{.threads = 2};
  options.control.stop = stop.get_token();
  const auto none = solve_all(puzzles, {}, options);
  EXPECT_EQ(none.stop_reason, ErrorCode::cancelled);
  EXPECT_TRUE(none.results.empty());

  // Stopped part-way by the progress callback: the results are the first ones, right.
  std::stop_source midway;
  options.control.stop = midway.get_token();
  options.chunk_size = 10;
  options.control.progress = [&](const Progress& progress) {
    EXPECT_EQ(progress.total, puzzles.size());
    if (progress.done >= 300) midway.request_stop();
  };
  const auto some = solve_all(puzzles, {}, options);
  EXPECT_EQ(some.stop_reason, ErrorCode::cancelled);
  EXPECT_GE(some.results.size(), 300u);
  EXPECT_LT(some.results.size(), puzzles.size());
  for (std::size_t i = 0; i < some.results.size(); ++i) {
    ASSERT_EQ(some.results[i].status, solve(puzzles[i]).status) << i;
  }

  options.control = {};
  options.control.deadline = SteadyClock::now();
  const auto late = count_all(puzzles, 2, Engine::fast, options);
  EXPECT_EQ(late.stop_reason, ErrorCode::deadline_exceeded);
  EXPECT_TRUE(late.results.empty());
}

TEST(ArrayCalls, ProgressEndsAtTheTotal) {
  const auto puzzles = mixed_puzzles(100);
  std::vector<std::size_t> done;
  BatchOptions options{.threads = 3};
  options.control.progress = [&](const Progress& progress) { done.push_back(progress.done); };
  (void)solve_all(puzzles, {}, options);
  ASSERT_FALSE(done.empty());
  EXPECT_EQ(done.back(), puzzles.size());
}

TEST(ArrayCalls, RateAllMatchesRateSe) {
  const std::vector<Grid> puzzles{
      grid_from(testing::kPuzzle),
      grid_from("11" + std::string(79, '.')),
      grid_from(testing::kPuzzle),
  };
  RatingOptions options;
  options.max_level = 0;
  const auto all = rate_all(puzzles, options, {.threads = 2});
  ASSERT_EQ(all.results.size(), 3u);
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    const auto one = rate_se(puzzles[i], options);
    EXPECT_EQ(all.results[i].status, one.status) << i;
    EXPECT_EQ(all.results[i].er, one.er) << i;
    EXPECT_EQ(all.results[i].ep, one.ep) << i;
    EXPECT_EQ(all.results[i].ed, one.ed) << i;
  }
}

TEST(BatchRater, RatesAsRateSeDoesWithAnyBudget) {
  const Grid puzzle = grid_from(testing::kPuzzle);
  const auto expected = rate_se(puzzle);
  for (unsigned threads : {1u, 4u}) {
    const BatchRater rater(threads);
    const auto rating = rater.rate(puzzle, {});
    EXPECT_EQ(rating.er, expected.er);
    EXPECT_EQ(rating.ep, expected.ep);
    EXPECT_EQ(rating.ed, expected.ed);
  }
}

}  // namespace
}  // namespace nonet
