// The ordered pipeline: order, chunks, stops, failures, bounded memory.
#include <gtest/gtest.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "nonet/batch.hpp"
#include "support/boards.hpp"

namespace nonet {
namespace {

using namespace std::chrono_literals;

// The puzzle of seed 000 once a line, numbered by its comment.
std::string numbered_puzzles(std::size_t count) {
  std::string text;
  for (std::size_t i = 0; i < count; ++i) {
    text += testing::kPuzzle;
    text += ' ' + std::to_string(i) + '\n';
  }
  return text;
}

RecordReader reader_of(std::string text, std::string name = "<string>") {
  std::vector<std::unique_ptr<InputSource>> inputs;
  inputs.push_back(string_input(std::move(text), std::move(name)));
  return RecordReader(std::move(inputs));
}

// What the tests' workers write: the comments (numbers) of the records, and failures.
struct Numbers {
  std::vector<std::size_t> numbers;
  std::vector<Error> failures;
  void add_failure(std::string_view, const PuzzleRecord&, const Error& error) {
    failures.push_back(error);
  }
};

struct Collected {
  std::vector<std::size_t> numbers;
  std::vector<std::size_t> chunk_sizes;
  std::vector<Error> failures;
};

auto collect_into(Collected& collected) {
  return [&collected](const RecordChunk& chunk, const Numbers& out) {
    collected.numbers.insert(collected.numbers.end(), out.numbers.begin(), out.numbers.end());
    collected.chunk_sizes.push_back(chunk.records.size());
    collected.failures.insert(collected.failures.end(), out.failures.begin(), out.failures.end());
    return true;
  };
}

void record_number(std::string_view, const PuzzleRecord& record, Numbers& out) {
  out.numbers.push_back(std::stoul(record.comment));
}

class PipelineOrder : public ::testing::TestWithParam<unsigned> {};

TEST_P(PipelineOrder, KeepsInputOrder) {
  constexpr std::size_t kCount = 3000;
  auto reader = reader_of(numbered_puzzles(kCount));
  Collected collected;
  const auto outcome = run_batch<Numbers>(
      reader, {.threads = GetParam(), .chunk_size = 7},
      [](std::string_view input, const PuzzleRecord& record, Numbers& out) {
        const auto n = std::stoul(record.comment);
        if (n % 97 == 0) std::this_thread::sleep_for(1ms);  // some chunks finish late
        (void)solve(record.grid);
        record_number(input, record, out);
      },
      collect_into(collected));
  ASSERT_EQ(collected.numbers.size(), kCount);
  for (std::size_t i = 0; i < kCount; ++i) ASSERT_EQ(collected.numbers[i], i);
  EXPECT_EQ(outcome.records, kCount);
  EXPECT_EQ(outcome.internal_errors, 0u);
  EXPECT_EQ(outcome.stop_reason, std::nullopt);
}

INSTANTIATE_TEST_SUITE_P(OneAndManyThreads, PipelineOrder, ::testing::Values(1u, 2u, 8u));

// A bad puzzle in the middle of a stream is one record with its error (line, column, cell); the
// puzzles after it are read and processed in order.
TEST(Pipeline, ABadRecordCarriesItsPlaceAndTheBatchGoesOn) {
  std::string bad(testing::kPuzzle);
  bad[16] = 'x';  // r2c8
  const std::string text = std::string(testing::kPuzzle) + " 0\n" + bad + " 1\n" +
                           std::string(testing::kPuzzle) + " 2\n";
  auto reader = reader_of(text);
  struct Lines {
    std::vector<std::string> lines;
    void add_failure(std::string_view, const PuzzleRecord&, const Error&) {}
  };
  std::vector<std::string> seen;
  std::vector<Error> errors;
  const auto outcome = run_batch<Lines>(
      reader, {.threads = 2, .chunk_size = 1},
      [&](std::string_view, const PuzzleRecord& record, Lines& out) {
        out.lines.push_back(
            record.ok() ? solve(record.grid).solution.to_line() + " " + record.comment : "bad");
      },
      [&](const RecordChunk& chunk, const Lines& out) {
        for (const auto& record : chunk.records) {
          if (!record.ok()) errors.push_back(*record.error);
        }
        seen.insert(seen.end(), out.lines.begin(), out.lines.end());
        return true;
      });
  const std::string solved(testing::kSolution);
  const std::vector<std::string> expected{solved + " 0", "bad", solved + " 2"};
  EXPECT_EQ(seen, expected);
  EXPECT_EQ(outcome.records, 3u);
  EXPECT_EQ(outcome.internal_errors, 0u);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].code, ErrorCode::bad_input);
  EXPECT_EQ(errors[0].line, 2u);
  EXPECT_EQ(errors[0].column, 17u);
  ASSERT_TRUE(errors[0].cell);
  EXPECT_EQ(errors[0].cell->name(), "r2c8");
}

// CRLF line ends, whole-line comments, blank lines and trailing comments: only puzzles become
// records, with their own line numbers.
TEST(Pipeline, CrlfAndCommentsAreRead) {
  const std::string puzzle(testing::kPuzzle);
  auto reader =
      reader_of("# a corpus\r\n\r\n" + puzzle + " 0\r\n# between\r\n" + puzzle + "\t1\r\n\r\n");
  std::vector<std::string> seen;
  for (RecordChunk chunk; reader.next(chunk, 100);) {
    for (const auto& record : chunk.records) {
      ASSERT_TRUE(record.ok()) << record.error->describe();
      EXPECT_EQ(record.grid.to_line(), puzzle);
      seen.push_back(std::to_string(record.line) + ":" + record.comment);
    }
  }
  const std::vector<std::string> expected{"3:0", "5:1"};
  EXPECT_EQ(seen, expected);
}

TEST(Pipeline, AnEmptyStreamDeliversOneErrorRecordAndStops) {
  auto reader = reader_of("# only a comment\n\n");
  std::vector<Error> errors;
  const auto outcome = run_batch<Numbers>(
      reader, {.threads = 4}, [](std::string_view, const PuzzleRecord&, Numbers&) {},
      [&](const RecordChunk& chunk, const Numbers&) {
        for (const auto& record : chunk.records) {
          if (!record.ok()) errors.push_back(*record.error);
        }
        return true;
      });
  EXPECT_EQ(outcome.records, 1u);
  EXPECT_EQ(outcome.stop_reason, std::nullopt);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].code, ErrorCode::bad_input);
}

TEST(Pipeline, ChunksHoldAtMostTheChunkSizeAndOneInputEach) {
  std::vector<std::unique_ptr<InputSource>> inputs;
  inputs.push_back(string_input(numbered_puzzles(25), "a"));
  inputs.push_back(string_input(numbered_puzzles(3), "b"));
  RecordReader reader(std::move(inputs));
  std::vector<std::pair<std::string, std::size_t>> chunks;
  run_batch<Numbers>(reader, {.threads = 2, .chunk_size = 10}, record_number,
                     [&](const RecordChunk& chunk, const Numbers&) {
                       chunks.emplace_back(std::string(chunk.input), chunk.records.size());
                       return true;
                     });
  const std::vector<std::pair<std::string, std::size_t>> expected{
      {"a", 10}, {"a", 10}, {"a", 5}, {"b", 3}};
  EXPECT_EQ(chunks, expected);
}

TEST(Pipeline, RecordsCarryTheirInputAndLine) {
  std::vector<std::unique_ptr<InputSource>> inputs;
  inputs.push_back(string_input("# two puzzles\n" + std::string(testing::kPuzzle) + "\n\n" +
                                    std::string(testing::kPuzzle) + "\n",
                                "first.txt"));
  inputs.push_back(string_input(std::string(80, '.') + "\n", "second.txt"));
  RecordReader reader(std::move(inputs));
  std::vector<std::string> seen;
  for (RecordChunk chunk; reader.next(chunk, 100);) {
    for (const auto& record : chunk.records) {
      seen.push_back(std::string(chunk.input) + ":" + std::to_string(record.line) +
                     (record.ok() ? "" : " " + record.error->message));
    }
  }
  const std::vector<std::string> expected{"first.txt:2", "first.txt:4",
                                          "second.txt:1 expected 81 cells, found 80"};
  EXPECT_EQ(seen, expected);
}

TEST(Pipeline, AProcessorThatThrowsFailsOnlyThatRecord) {
  auto reader = reader_of(numbered_puzzles(50));
  Collected collected;
  const auto outcome = run_batch<Numbers>(
      reader, {.threads = 3, .chunk_size = 4},
      [](std::string_view input, const PuzzleRecord& record, Numbers& out) {
        if (record.comment == "17") throw std::runtime_error("seventeen is unlucky");
        record_number(input, record, out);
      },
      collect_into(collected));
  EXPECT_EQ(outcome.records, 50u);
  EXPECT_EQ(outcome.internal_errors, 1u);
  EXPECT_EQ(collected.numbers.size(), 49u);
  ASSERT_EQ(collected.failures.size(), 1u);
  EXPECT_EQ(collected.failures[0].code, ErrorCode::internal);
  EXPECT_EQ(collected.failures[0].message, "seventeen is unlucky");
  EXPECT_EQ(collected.failures[0].line, 18u);
}

TEST(Pipeline, TheSinkCanStopTheBatch) {
  auto reader = reader_of(numbered_puzzles(1000));
  std::size_t chunks = 0;
  const auto outcome = run_batch<Numbers>(reader, {.threads = 2, .chunk_size = 10}, record_number,
                                          [&](const RecordChunk&, const Numbers&) {
                                            return ++chunks < 3;  // as after a write error
                                          });
  EXPECT_EQ(chunks, 3u);
  EXPECT_EQ(outcome.records, 30u);
  EXPECT_EQ(outcome.stop_reason, ErrorCode::cancelled);
}

TEST(Pipeline, AStopTokenStopsItAndItSaysSo) {
  auto reader = reader_of(numbered_puzzles(1000));
  std::stop_source stop;
  std::size_t chunks = 0;
  BatchOptions options{.threads = 2, .chunk_size = 10};
  options.control.stop = stop.get_token();
  const auto outcome =
      run_batch<Numbers>(reader, options, record_number, [&](const RecordChunk&, const Numbers&) {
        if (++chunks == 5) stop.request_stop();
        return true;
      });
  EXPECT_EQ(outcome.stop_reason, ErrorCode::cancelled);
  EXPECT_EQ(outcome.records, 50u);

  std::stop_source before;
  before.request_stop();
  auto again = reader_of(numbered_puzzles(10));
  options.control.stop = before.get_token();
  const auto none = run_batch<Numbers>(again, options, record_number,
                                       [](const RecordChunk&, const Numbers&) { return true; });
  EXPECT_EQ(none.stop_reason, ErrorCode::cancelled);
  EXPECT_EQ(none.records, 0u);
}

TEST(Pipeline, ADeadlineStopsItAndItSaysSo) {
  auto reader = reader_of(numbered_puzzles(100'000));
  BatchOptions options{.threads = 2, .chunk_size = 1};
  options.control.deadline = deadline_after(100ms);
  const auto start = SteadyClock::now();
  const auto outcome = run_batch<Numbers>(
      reader, options,
      [](std::string_view input, const PuzzleRecord& record, Numbers& out) {
        std::this_thread::sleep_for(1ms);
        record_number(input, record, out);
      },
      [](const RecordChunk&, const Numbers&) { return true; });
  EXPECT_EQ(outcome.stop_reason, ErrorCode::deadline_exceeded);
  EXPECT_LT(outcome.records, 100'000u);
  EXPECT_LT(SteadyClock::now() - start, 5s);
}

TEST(Pipeline, ADeadlineEndsAWaitForInputThatNeverComes) {
  int fds[2];
  ASSERT_EQ(::pipe(fds), 0);
  std::vector<std::unique_ptr<InputSource>> inputs;
  inputs.push_back(descriptor_input(fds[0], "<pipe>", true));
  RecordReader reader(std::move(inputs));
  BatchOptions options{.threads = 1};
  options.control.deadline = deadline_after(200ms);
  const auto start = SteadyClock::now();
  const auto outcome = run_batch<Numbers>(reader, options, record_number,
                                          [](const RecordChunk&, const Numbers&) { return true; });
  EXPECT_EQ(outcome.stop_reason, ErrorCode::deadline_exceeded);
  EXPECT_EQ(outcome.records, 0u);
  EXPECT_LT(SteadyClock::now() - start, 5s);
  ::close(fds[1]);
}

TEST(Pipeline, ASlowSinkNeverHoldsMoreThanTheBound) {
  constexpr std::size_t kBound = 3;
  auto reader = reader_of(numbered_puzzles(300));
  std::atomic<std::size_t> started{0};
  std::atomic<std::size_t> delivered{0};
  std::atomic<std::size_t> most_held{0};
  const auto outcome = run_batch<Numbers>(
      reader, {.threads = 4, .chunk_size = 1, .max_chunks_in_flight = kBound},
      [&](std::string_view input, const PuzzleRecord& record, Numbers& out) {
        // A chunk is one record: chunks processed or processing, not yet given to the sink.
        const std::size_t held = ++started - delivered.load();
        std::size_t most = most_held.load();
        while (held > most && !most_held.compare_exchange_weak(most, held)) {
        }
        record_number(input, record, out);
      },
      [&](const RecordChunk&, const Numbers&) {
        std::this_thread::sleep_for(200us);
        ++delivered;
        return true;
      });
  EXPECT_EQ(outcome.records, 300u);
  EXPECT_LE(most_held.load(), kBound);
  EXPECT_GE(most_held.load(), 2u);  // the workers did run ahead of the sink
}

TEST(Pipeline, ProgressCountsRecordsDelivered) {
  auto reader = reader_of(numbered_puzzles(95));
  std::vector<std::size_t> done;
  BatchOptions options{.threads = 2, .chunk_size = 10};
  options.control.progress = [&](const Progress& progress) {
    EXPECT_EQ(progress.total, 0u);
    done.push_back(progress.done);
  };
  run_batch<Numbers>(reader, options, record_number,
                     [](const RecordChunk&, const Numbers&) { return true; });
  ASSERT_EQ(done.size(), 10u);
  EXPECT_EQ(done.front(), 10u);
  EXPECT_EQ(done.back(), 95u);
}

TEST(Pipeline, ASinkExceptionReachesTheCaller) {
  auto reader = reader_of(numbered_puzzles(500));
  EXPECT_THROW(run_batch<Numbers>(reader, {.threads = 2, .chunk_size = 5}, record_number,
                                  [](const RecordChunk&, const Numbers&) -> bool {
                                    throw std::runtime_error("sink broke");
                                  }),
               std::runtime_error);
}

TEST(Threads, DefaultIsAtLeastOneAndTheMaximumIsSane) {
  EXPECT_GE(default_threads(), 1u);
  EXPECT_GE(kMaxThreads, 64u);
  EXPECT_LE(kMaxThreads, 1024u);
}

}  // namespace
}  // namespace nonet
