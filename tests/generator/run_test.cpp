// Runs of many puzzles: the same puzzles as generate() at any thread count, in index order,
// progress, failures as data, and stops (token, deadline) that hold whatever the options.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <stdexcept>
#include <stop_token>
#include <string>
#include <thread>
#include <vector>

#include "generator/make_puzzle.hpp"
#include "nonet/generate.hpp"

namespace nonet {
namespace {

using Seconds = std::chrono::duration<double>;

// Options under which one puzzle takes minutes or more: the deadline must hold inside it.
// A band at the top of the SE scale (up to 1000 grids x 32 puzzles, each rated with nested
// chains), and 17 givens under all eight symmetries (practically never met).
GenerateOptions top_band() {
  GenerateOptions options;
  options.seed = 1;
  options.rating = RatingBand{100, 120};
  return options;
}
GenerateOptions dihedral_seventeen() {
  GenerateOptions options;
  options.seed = 1;
  options.symmetry = Symmetry::dihedral;
  options.min_clues = options.max_clues = 17;
  options.max_attempts = 100'000'000;
  return options;
}

// A loaded machine may be slow to start or to schedule; what matters is seconds, not minutes.
constexpr double kGenerousSeconds = 5.0;

std::vector<std::string> lines_of(const std::vector<GeneratedPuzzle>& puzzles) {
  std::vector<std::string> lines;
  for (const GeneratedPuzzle& puzzle : puzzles) lines.push_back(puzzle.puzzle.to_line());
  return lines;
}

TEST(GenerateRun, SamePuzzlesAsGenerateAtAnyThreadCount) {
  for (const auto& band : {std::optional<RatingBand>{}, rating_band("Medium")}) {
    GenerateRunOptions run;
    run.puzzle.seed = 5;
    run.puzzle.rating = band;
    run.count = 24;
    std::vector<std::string> expected;
    for (std::uint64_t i = 0; i < run.count; ++i) {
      expected.push_back(generate(run.puzzle, i)->puzzle.to_line());
    }
    for (unsigned threads : {1u, 4u}) {
      run.threads = threads;
      const GenerateRunResult result = generate_run(run);
      ASSERT_TRUE(result.complete()) << result.error->message;
      EXPECT_EQ(result.finished, run.count);
      EXPECT_EQ(result.made, run.count);
      EXPECT_TRUE(result.failures.empty());
      EXPECT_EQ(lines_of(result.puzzles), expected) << threads << " threads";
      for (std::size_t i = 0; i < result.puzzles.size(); ++i) {
        EXPECT_EQ(result.puzzles[i].index, i);
      }
    }
  }
}

TEST(GenerateRun, APieceStartingAtFirstMakesThatStretchOfTheSequence) {
  GenerateRunOptions whole;
  whole.puzzle.seed = 8;
  whole.count = 10;
  const GenerateRunResult expected = generate_run(whole);
  GenerateRunOptions piece = whole;
  piece.first = 6;
  piece.count = 4;
  piece.threads = 2;
  std::vector<std::uint64_t> handed;
  const GenerateRunResult result =
      generate_run(piece, [&](GenerateItem&& item) { handed.push_back(item.index); });
  ASSERT_TRUE(result.complete());
  EXPECT_EQ(result.finished, 4u);
  EXPECT_EQ(handed, (std::vector<std::uint64_t>{6, 7, 8, 9}));
  const GenerateRunResult kept = generate_run(piece);
  ASSERT_EQ(kept.puzzles.size(), 4u);
  for (std::size_t i = 0; i < 4; ++i) {
    EXPECT_EQ(kept.puzzles[i].puzzle, expected.puzzles[6 + i].puzzle);
    EXPECT_EQ(kept.puzzles[i].index, 6 + i);
  }
}

TEST(GenerateRun, SinkGetsIndicesInOrderAndProgressCountsThem) {
  GenerateRunOptions run;
  run.puzzle.seed = 8;
  run.count = 40;
  run.threads = 4;
  std::vector<std::size_t> progress;
  std::atomic<int> inside{0};
  bool overlapped = false;
  run.control.progress = [&](const Progress& done) {
    overlapped |= inside.fetch_add(1) != 0;
    EXPECT_EQ(done.total, run.count);
    progress.push_back(done.done);
    inside.fetch_sub(1);
  };
  std::vector<std::uint64_t> indices;
  const GenerateRunResult result = generate_run(run, [&](GenerateItem&& item) {
    overlapped |= inside.fetch_add(1) != 0;
    EXPECT_TRUE(item.puzzle);
    EXPECT_FALSE(item.failure);
    indices.push_back(item.index);
    inside.fetch_sub(1);
  });
  EXPECT_TRUE(result.complete());
  EXPECT_FALSE(overlapped) << "sink or progress called concurrently";
  EXPECT_TRUE(result.puzzles.empty());  // the sink has them
  ASSERT_EQ(indices.size(), run.count);
  ASSERT_EQ(progress.size(), run.count);
  for (std::size_t i = 0; i < run.count; ++i) {
    EXPECT_EQ(indices[i], i);
    EXPECT_EQ(progress[i], i + 1);
  }
}

TEST(GenerateRun, FailuresAreData) {
  GenerateRunOptions run;
  run.puzzle.seed = 1;
  run.puzzle.min_clues = run.puzzle.max_clues = 17;
  run.puzzle.max_attempts = 1;
  run.count = 3;
  run.threads = 2;
  std::vector<GenerateItem> items;
  const GenerateRunResult result =
      generate_run(run, [&](GenerateItem&& item) { items.push_back(std::move(item)); });
  EXPECT_TRUE(result.complete());  // every index was settled, if not with a puzzle
  EXPECT_EQ(result.finished, 3u);
  EXPECT_EQ(result.made, 0u);
  ASSERT_EQ(result.failures.size(), 3u);
  ASSERT_EQ(items.size(), 3u);
  for (std::uint64_t i = 0; i < 3; ++i) {
    EXPECT_EQ(result.failures[i].index, i);
    EXPECT_EQ(result.failures[i].attempts, 1);
    EXPECT_EQ(result.failures[i].message(), "no puzzle met the options in 1 attempts");
    EXPECT_EQ(items[i].index, i);
    EXPECT_FALSE(items[i].puzzle);
    ASSERT_TRUE(items[i].failure);
    EXPECT_EQ(items[i].failure->index, i);
  }
}

TEST(GenerateRun, OptionsThatCannotBeMetAreAnError) {
  GenerateRunOptions run;
  run.puzzle.min_clues = 30;
  run.puzzle.max_clues = 20;
  bool called = false;
  GenerateRunResult result = generate_run(run, [&](GenerateItem&&) { called = true; });
  ASSERT_TRUE(result.error);
  EXPECT_EQ(result.error->code, ErrorCode::invalid_argument);
  EXPECT_EQ(result.error->message, check_options(run.puzzle)->message);
  EXPECT_FALSE(called);
  run.puzzle = GenerateOptions{};
  run.threads = 0;
  result = generate_run(run);
  ASSERT_TRUE(result.error);
  EXPECT_EQ(result.error->code, ErrorCode::invalid_argument);
  EXPECT_EQ(result.finished, 0u);
}

TEST(GenerateRun, ASinkThatThrowsEndsTheRun) {
  GenerateRunOptions run;
  run.count = 50;
  run.threads = 2;
  int calls = 0;
  EXPECT_THROW((void)generate_run(run,
                                  [&](GenerateItem&&) {
                                    if (++calls == 3) throw std::runtime_error("disk full");
                                  }),
               std::runtime_error);
  EXPECT_EQ(calls, 3);
}

// What a stopped run handed over is the start of the run without a limit.
void expect_first_of_run(const GenerateRunOptions& run, const GenerateRunResult& result) {
  EXPECT_LT(result.finished, run.count);
  ASSERT_EQ(result.puzzles.size(), result.finished);
  for (std::size_t i = 0; i < result.puzzles.size(); ++i) {
    EXPECT_EQ(result.puzzles[i].index, i);
    EXPECT_EQ(result.puzzles[i].puzzle, generate(run.puzzle, i)->puzzle) << i;
  }
}

TEST(GenerateRun, DeadlineStopsARunWithThePuzzlesFinishedFirst) {
  GenerateRunOptions run;
  run.puzzle.seed = 3;
  run.count = 100'000'000;
  run.threads = 2;
  run.control.deadline = deadline_after(std::chrono::milliseconds(300));
  const auto started = SteadyClock::now();
  const GenerateRunResult result = generate_run(run);
  EXPECT_LT(Seconds(SteadyClock::now() - started).count(), kGenerousSeconds);
  ASSERT_TRUE(result.error);
  EXPECT_EQ(result.error->code, ErrorCode::deadline_exceeded);
  EXPECT_GT(result.finished, 0u);
  EXPECT_EQ(result.made, result.finished);
  expect_first_of_run(run, result);
}

TEST(GenerateRun, DeadlineHoldsInsideOnePuzzle) {
  for (const GenerateOptions& options : {top_band(), dihedral_seventeen()}) {
    for (unsigned threads : {1u, 2u}) {
      GenerateRunOptions run;
      run.puzzle = options;
      run.count = 3;
      run.threads = threads;
      run.control.deadline = deadline_after(std::chrono::seconds(1));
      const auto started = SteadyClock::now();
      const GenerateRunResult result = generate_run(run);
      const double seconds = Seconds(SteadyClock::now() - started).count();
      EXPECT_LT(seconds, kGenerousSeconds) << threads << " threads";
      ASSERT_TRUE(result.error);
      EXPECT_EQ(result.error->code, ErrorCode::deadline_exceeded);
      EXPECT_LT(result.finished, run.count);
    }
  }
}

TEST(GenerateRun, AStopRequestStopsARun) {
  std::stop_source stop;
  GenerateRunOptions run;
  run.puzzle = top_band();
  run.count = 2;
  run.threads = 2;
  run.control.stop = stop.get_token();
  std::jthread stopper([&stop] {
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    stop.request_stop();
  });
  const auto started = SteadyClock::now();
  const GenerateRunResult result = generate_run(run);
  EXPECT_LT(Seconds(SteadyClock::now() - started).count(), kGenerousSeconds);
  ASSERT_TRUE(result.error);
  EXPECT_EQ(result.error->code, ErrorCode::cancelled);
  expect_first_of_run(run, result);
}

TEST(GenerateRun, APassedDeadlineMakesNothing) {
  GenerateRunOptions run;
  run.count = 5;
  run.control.deadline = SteadyClock::now();
  bool called = false;
  const GenerateRunResult result = generate_run(run, [&](GenerateItem&&) { called = true; });
  ASSERT_TRUE(result.error);
  EXPECT_EQ(result.error->code, ErrorCode::deadline_exceeded);
  EXPECT_EQ(result.finished, 0u);
  EXPECT_FALSE(called);
}

TEST(MakePuzzle, StopsInsideTheRatingOfABand) {
  // One puzzle of the top band, stopped after 1 s: within a second or so, not minutes, and
  // saying why.
  RunControl control;
  control.deadline = deadline_after(std::chrono::seconds(1));
  const auto started = SteadyClock::now();
  const generator::PuzzleOutcome outcome = generator::make_puzzle(top_band(), 0, control);
  EXPECT_LT(Seconds(SteadyClock::now() - started).count(), kGenerousSeconds);
  EXPECT_EQ(outcome.stopped, ErrorCode::deadline_exceeded);
  EXPECT_FALSE(outcome.puzzle);
}

TEST(GenerateRun, NeverPrints) {
  ::testing::internal::CaptureStdout();
  ::testing::internal::CaptureStderr();
  GenerateRunOptions run;
  run.count = 3;
  run.threads = 2;
  run.puzzle.min_clues = run.puzzle.max_clues = 17;
  run.puzzle.max_attempts = 2;
  (void)generate_run(run);  // failures
  run.puzzle = top_band();
  run.control.deadline = deadline_after(std::chrono::milliseconds(200));
  (void)generate_run(run);  // a stop
  run.puzzle.min_clues = 40;
  run.puzzle.max_clues = 30;
  (void)generate_run(run);  // options that cannot be met
  EXPECT_EQ(::testing::internal::GetCapturedStdout(), "");
  EXPECT_EQ(::testing::internal::GetCapturedStderr(), "");
}

}  // namespace
}  // namespace nonet
