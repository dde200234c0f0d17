// nonet_batch(): records in input order on many threads, each with its own answer or error, and
// the batch stopped by a control or by its callback.
#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <vector>

#include "nonet/nonet.h"
#include "support/boards.hpp"

namespace {

using nlohmann::json;
using Clock = std::chrono::steady_clock;

const std::string kPuzzle(nonet::testing::kPuzzle);
const std::string kSolution(nonet::testing::kSolution);
constexpr const char* kClashing =
    "535.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
constexpr const char* kEmpty =
    ".................................................................................";
// 11.8/11.8/11.1: about a second of rating on one thread.
constexpr const char* kHardest =
    "6.......2.9.4...5...1...7...5..84.......2.......3.5.4.2.....6...3...9.8...7.....1";
constexpr auto kSoon = std::chrono::seconds(5);

// A copy of what on_record was given: its strings live only during the call.
struct Seen {
  unsigned long long index = 0;
  std::size_t line = 0;
  int code = -1;
  std::string message;
  std::size_t error_line = 0;
  std::size_t column = 0;
  std::string puzzle;
  std::string text;
  json record;
};

struct Collector {
  std::vector<Seen> seen;
  std::size_t stop_after = 0;  // 0: never stop

  static int take(void* user, const nonet_record* record) {
    auto* self = static_cast<Collector*>(user);
    self->seen.push_back(
        Seen{.index = record->index,
             .line = record->line,
             .code = record->error.code,
             .message = record->error.message,
             .error_line = record->error.line,
             .column = record->error.column,
             .puzzle = record->puzzle,
             .text = record->text,
             .record = *record->json == '\0' ? json() : json::parse(record->json)});
    return self->stop_after != 0 && self->seen.size() >= self->stop_after ? 1 : 0;
  }
};

int run(const std::string& text, const char* command, Collector& collector,
        const nonet_batch_options* options = nullptr, const nonet_control* control = nullptr,
        nonet_error* error = nullptr) {
  return nonet_batch(text.data(), text.size(), command, options, Collector::take, &collector,
                     control, error);
}

nonet_batch_options threads(unsigned count) {
  nonet_batch_options options;
  nonet_batch_options_init(&options);
  options.threads = count;
  return options;
}

void expect_in_order(const Collector& collector) {
  for (std::size_t i = 0; i < collector.seen.size(); ++i) {
    EXPECT_EQ(collector.seen[i].index, i);
    if (i > 0) {
      EXPECT_LT(collector.seen[i - 1].line, collector.seen[i].line) << "record " << i;
    }
  }
}

struct ControlDeleter {
  void operator()(nonet_control* control) const { nonet_control_free(control); }
};
using Control = std::unique_ptr<nonet_control, ControlDeleter>;

TEST(CApiBatch, DefaultsAreDocumented) {
  nonet_batch_options options;
  options.threads = 7;
  options.limit = 7;
  options.max_level = 7;
  nonet_batch_options_init(&options);
  EXPECT_EQ(options.threads, 0u);
  EXPECT_EQ(options.limit, 1000u);
  EXPECT_EQ(options.max_level, 5);
  EXPECT_EQ(options.json, 1);
  nonet_batch_options_init(nullptr);  // does nothing, does not crash
}

TEST(CApiBatch, WithoutJsonTheAnswersAreTheSameAndTheJsonEmpty) {
  const std::vector<std::string> kinds = {kPuzzle, kClashing, kEmpty, "12"};
  std::string text;
  for (std::size_t i = 0; i < 40; ++i) text += kinds[i % kinds.size()] + "\n";
  for (const char* command : {"solve", "check", "count"}) {
    Collector with_json;
    Collector without;
    nonet_batch_options options = threads(2);
    ASSERT_EQ(run(text, command, with_json, &options), NONET_OK);
    options.json = 0;
    ASSERT_EQ(run(text, command, without, &options), NONET_OK);
    ASSERT_EQ(without.seen.size(), with_json.seen.size());
    for (std::size_t i = 0; i < without.seen.size(); ++i) {
      const Seen& a = with_json.seen[i];
      const Seen& b = without.seen[i];
      EXPECT_FALSE(a.record.is_null()) << command << " record " << i;
      EXPECT_TRUE(b.record.is_null()) << command << " record " << i << ": json is \"\"";
      EXPECT_EQ(b.code, a.code) << command << " record " << i;
      EXPECT_EQ(b.message, a.message) << command << " record " << i;
      EXPECT_EQ(b.puzzle, a.puzzle) << command << " record " << i;
      EXPECT_EQ(b.text, a.text) << command << " record " << i;
    }
  }
}

TEST(CApiBatch, ABadLineHasItsErrorAndTheOthersAreAnswered) {
  const std::string text =
      kPuzzle + "\n" + kClashing + "\nhello\n" + kEmpty + "\n" + kPuzzle + "\n";
  Collector collector;
  const nonet_batch_options options = threads(4);
  nonet_error error;
  ASSERT_EQ(run(text, "check", collector, &options, nullptr, &error), NONET_OK) << error.message;
  EXPECT_EQ(error.code, NONET_OK);
  ASSERT_EQ(collector.seen.size(), 5u);
  expect_in_order(collector);
  for (std::size_t i = 0; i < 5; ++i) {
    EXPECT_EQ(collector.seen[i].line, i + 1);
    EXPECT_EQ(collector.seen[i].record["line"], i + 1);
    EXPECT_EQ(collector.seen[i].record["input"], "<text>");
  }
  const Seen& unique = collector.seen[0];
  EXPECT_EQ(unique.code, NONET_OK);
  EXPECT_EQ(unique.puzzle, kPuzzle);
  EXPECT_EQ(unique.text, "unique");
  EXPECT_EQ(unique.record["solution"], kSolution);
  EXPECT_TRUE(unique.record["error"].is_null());

  const Seen& clash = collector.seen[1];
  EXPECT_EQ(clash.code, NONET_E_CLASHING_GIVENS);
  EXPECT_EQ(clash.error_line, 2u);
  EXPECT_EQ(clash.text, "invalid");
  EXPECT_EQ(clash.record["error"]["code"], "clashing_givens");

  const Seen& bad = collector.seen[2];
  EXPECT_EQ(bad.code, NONET_E_BAD_INPUT);
  EXPECT_EQ(bad.error_line, 3u);
  EXPECT_GT(bad.column, 0u);
  EXPECT_EQ(bad.puzzle, "");
  EXPECT_EQ(bad.text, "");
  EXPECT_EQ(bad.record["error"]["code"], "bad_input");
  EXPECT_EQ(bad.record["error"]["line"], 3);

  EXPECT_EQ(collector.seen[3].code, NONET_E_MULTIPLE_SOLUTIONS);
  EXPECT_EQ(collector.seen[3].text, "multiple");
  EXPECT_EQ(collector.seen[4].code, NONET_OK);
}

TEST(CApiBatch, ManyRecordsOnManyThreadsComeInInputOrder) {
  // Puzzles of different kinds in turn, so that a record out of place shows in its answer.
  const std::vector<std::string> kinds = {kPuzzle, kClashing, kEmpty, "12"};
  std::string text;
  const std::size_t kRecords = 1200;
  for (std::size_t i = 0; i < kRecords; ++i) text += kinds[i % kinds.size()] + "\n";
  Collector collector;
  const nonet_batch_options options = threads(3);
  ASSERT_EQ(run(text, "solve", collector, &options), NONET_OK);
  ASSERT_EQ(collector.seen.size(), kRecords);
  expect_in_order(collector);
  const int codes[] = {NONET_OK, NONET_E_CLASHING_GIVENS, NONET_E_MULTIPLE_SOLUTIONS,
                       NONET_E_BAD_INPUT};
  for (std::size_t i = 0; i < kRecords; ++i) {
    const Seen& seen = collector.seen[i];
    EXPECT_EQ(seen.line, i + 1);
    EXPECT_EQ(seen.code, codes[i % 4]) << "record " << i;
    if (i % 4 == 0) {
      EXPECT_EQ(seen.text, kSolution) << "record " << i;
    }
    if (i % 4 == 2) {
      EXPECT_EQ(seen.text.size(), 81u) << "the first solution of a puzzle with many";
    }
  }
}

TEST(CApiBatch, CountAndRateAnswers) {
  const std::string text = std::string(kEmpty) + "\n" + kPuzzle + "\n" + kClashing + "\n";
  nonet_batch_options options = threads(2);
  options.limit = 5;
  Collector counted;
  ASSERT_EQ(run(text, "count", counted, &options), NONET_OK);
  ASSERT_EQ(counted.seen.size(), 3u);
  EXPECT_EQ(counted.seen[0].text, "5");
  EXPECT_EQ(counted.seen[0].record["count"], 5);
  EXPECT_EQ(counted.seen[0].record["at_least"], true);
  EXPECT_EQ(counted.seen[1].text, "1");
  EXPECT_EQ(counted.seen[2].code, NONET_E_CLASHING_GIVENS);
  EXPECT_EQ(counted.seen[2].text, "");

  Collector rated;
  ASSERT_EQ(run(text, "rate", rated, &options), NONET_OK);
  ASSERT_EQ(rated.seen.size(), 3u);
  EXPECT_EQ(rated.seen[0].code, NONET_E_MULTIPLE_SOLUTIONS);
  EXPECT_EQ(rated.seen[1].code, NONET_OK);
  EXPECT_EQ(rated.seen[1].text, "1.2/1.2/1.2");
  EXPECT_EQ(rated.seen[1].record["status"], "rated");
  EXPECT_EQ(rated.seen[1].record["er"], 1.2);
  EXPECT_EQ(rated.seen[2].code, NONET_E_CLASHING_GIVENS);
}

TEST(CApiBatch, AnyFormatAndNulBytes) {
  // A boxed grid over 13 lines, then a line holding a NUL byte, then a puzzle line.
  std::string text(nonet::testing::kPrettyText);
  text += std::string("12\0x", 4) + "\n" + kPuzzle + "\n";
  Collector collector;
  ASSERT_EQ(run(text, "solve", collector), NONET_OK);
  ASSERT_GE(collector.seen.size(), 3u);
  expect_in_order(collector);
  EXPECT_EQ(collector.seen.front().text, kSolution);
  EXPECT_EQ(collector.seen.front().line, 1u);
  EXPECT_EQ(collector.seen[1].code, NONET_E_BAD_INPUT);
  EXPECT_EQ(collector.seen.back().text, kSolution);
  EXPECT_EQ(collector.seen.back().line, 15u);
}

TEST(CApiBatch, BadArgumentsAreRefused) {
  Collector collector;
  nonet_error error;
  const std::string text = kPuzzle + "\n";
  EXPECT_EQ(run(text, nullptr, collector, nullptr, nullptr, &error), NONET_E_INVALID_ARGUMENT);
  EXPECT_EQ(error.code, NONET_E_INVALID_ARGUMENT);
  EXPECT_EQ(run(text, "sing", collector, nullptr, nullptr, &error), NONET_E_INVALID_ARGUMENT);
  EXPECT_NE(std::string(error.message).find("'sing'"), std::string::npos) << error.message;
  EXPECT_EQ(
      nonet_batch(text.data(), text.size(), "solve", nullptr, nullptr, nullptr, nullptr, &error),
      NONET_E_INVALID_ARGUMENT);
  EXPECT_EQ(nonet_batch(nullptr, 5, "solve", nullptr, Collector::take, &collector, nullptr, &error),
            NONET_E_INVALID_ARGUMENT);
  nonet_batch_options options = threads(1);
  options.limit = 0;
  EXPECT_EQ(run(text, "count", collector, &options, nullptr, &error), NONET_E_INVALID_ARGUMENT);
  options = threads(1);
  options.max_level = 6;
  EXPECT_EQ(run(text, "rate", collector, &options, nullptr, &error), NONET_E_INVALID_ARGUMENT);
  options.max_level = -1;
  EXPECT_EQ(run(text, "rate", collector, &options, nullptr, nullptr), NONET_E_INVALID_ARGUMENT);
  EXPECT_TRUE(collector.seen.empty());

  // No text at all is a text without puzzle: one record says so, as the CLI does.
  EXPECT_EQ(nonet_batch(nullptr, 0, "solve", nullptr, Collector::take, &collector, nullptr, &error),
            NONET_OK);
  EXPECT_EQ(error.code, NONET_OK);
  ASSERT_EQ(collector.seen.size(), 1u);
  EXPECT_EQ(collector.seen[0].code, NONET_E_BAD_INPUT);
  EXPECT_EQ(collector.seen[0].line, 0u);
  EXPECT_EQ(collector.seen[0].message, "empty input: no puzzle found");
}

TEST(CApiBatch, TheCallbackStopsTheBatch) {
  std::string text;
  for (int i = 0; i < 600; ++i) text += kPuzzle + "\n";
  Collector collector;
  collector.stop_after = 3;
  const nonet_batch_options options = threads(2);
  nonet_error error;
  EXPECT_EQ(run(text, "solve", collector, &options, nullptr, &error), NONET_E_CANCELLED);
  EXPECT_STREQ(error.message, "on_record stopped the batch");
  EXPECT_EQ(collector.seen.size(), 3u);
  expect_in_order(collector);
}

TEST(CApiBatch, ACancelledControlStopsTheBatch) {
  const Control control(nonet_control_new());
  ASSERT_NE(control, nullptr);
  nonet_control_cancel(control.get());
  Collector collector;
  nonet_error error;
  EXPECT_EQ(run(kPuzzle + "\n", "solve", collector, nullptr, control.get(), &error),
            NONET_E_CANCELLED);
  EXPECT_STREQ(error.message, "the batch was cancelled");
  EXPECT_TRUE(collector.seen.empty());
}

TEST(CApiBatch, CancelFromAnotherThreadStopsRatingsUnderWay) {
  std::string text;
  for (int i = 0; i < 8; ++i) text += std::string(kHardest) + "\n";
  const Control control(nonet_control_new());
  ASSERT_NE(control, nullptr);
  Collector collector;
  const nonet_batch_options options = threads(2);
  const auto started = Clock::now();
  int code = -1;
  {
    const std::jthread canceller([&control] {
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
      nonet_control_cancel(control.get());
    });
    code = run(text, "rate", collector, &options, control.get());
  }
  EXPECT_EQ(code, NONET_E_CANCELLED);
  EXPECT_LT(Clock::now() - started, kSoon);
  EXPECT_LT(collector.seen.size(), 8u);
  expect_in_order(collector);
}

TEST(CApiBatch, ADeadlineStopsTheBatch) {
  std::string text;
  for (int i = 0; i < 8; ++i) text += std::string(kHardest) + "\n";
  const Control control(nonet_control_new());
  ASSERT_NE(control, nullptr);
  ASSERT_EQ(nonet_control_set_deadline(control.get(), 0.1), NONET_OK);
  Collector collector;
  const nonet_batch_options options = threads(2);
  nonet_error error;
  const auto started = Clock::now();
  EXPECT_EQ(run(text, "rate", collector, &options, control.get(), &error),
            NONET_E_DEADLINE_EXCEEDED);
  EXPECT_LT(Clock::now() - started, kSoon);
  EXPECT_STREQ(error.message, "the batch: the deadline passed");
  EXPECT_LT(collector.seen.size(), 8u);
}

TEST(CApiBatch, ProgressCountsRecordsOnTheCallingThread) {
  std::string text;
  const std::size_t kRecords = 1000;
  for (std::size_t i = 0; i < kRecords; ++i) text += kPuzzle + "\n";
  struct Reports {
    std::vector<unsigned long long> done;
    std::thread::id caller = std::this_thread::get_id();
    bool other_thread = false;
  } reports;
  const Control control(nonet_control_new());
  ASSERT_NE(control, nullptr);
  ASSERT_EQ(nonet_control_set_progress(
                control.get(),
                [](void* user, unsigned long long done, unsigned long long total) {
                  auto* self = static_cast<Reports*>(user);
                  self->done.push_back(done);
                  if (total != 0 || std::this_thread::get_id() != self->caller) {
                    self->other_thread = true;
                  }
                },
                &reports),
            NONET_OK);
  Collector collector;
  const nonet_batch_options options = threads(2);
  ASSERT_EQ(run(text, "check", collector, &options, control.get()), NONET_OK);
  EXPECT_EQ(collector.seen.size(), kRecords);
  ASSERT_GT(reports.done.size(), 1u);
  for (std::size_t i = 1; i < reports.done.size(); ++i) {
    EXPECT_LT(reports.done[i - 1], reports.done[i]);
  }
  EXPECT_EQ(reports.done.back(), kRecords);
  EXPECT_FALSE(reports.other_thread) << "stream progress has total 0, on the calling thread";
}

}  // namespace
