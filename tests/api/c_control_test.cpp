// nonet_control: cancelling from another thread, deadlines and progress for the long C calls,
// and its own calls on bad arguments.
#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <limits>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "nonet/nonet.h"
#include "support/boards.hpp"

namespace {

using nlohmann::json;
using Clock = std::chrono::steady_clock;

const std::string kPuzzle(nonet::testing::kPuzzle);
// 11.8/11.8/11.1: about a second of rating on one thread, much more under the sanitizers.
constexpr const char* kHardest =
    "6.......2.9.4...5...1...7...5..84.......2.......3.5.4.2.....6...3...9.8...7.....1";
constexpr const char* kEmpty =
    ".................................................................................";
// Generous for a loaded machine and the sanitizer build; the point is "not the whole call".
constexpr auto kSoon = std::chrono::seconds(5);

struct ControlDeleter {
  void operator()(nonet_control* control) const { nonet_control_free(control); }
};
using Control = std::unique_ptr<nonet_control, ControlDeleter>;

Control make_control() {
  Control control(nonet_control_new());
  EXPECT_NE(control, nullptr);
  return control;
}

// Every progress report of a call.
struct Reports {
  std::vector<std::pair<unsigned long long, unsigned long long>> calls;

  static void record(void* user, unsigned long long done, unsigned long long total) {
    static_cast<Reports*>(user)->calls.emplace_back(done, total);
  }
};

void expect_increasing(const Reports& reports) {
  for (std::size_t i = 1; i < reports.calls.size(); ++i) {
    EXPECT_LE(reports.calls[i - 1].first, reports.calls[i].first) << "report " << i;
  }
}

// Cancels `control` after `delay`, from a thread of its own.
std::jthread cancel_after(nonet_control* control, std::chrono::milliseconds delay) {
  return std::jthread([control, delay] {
    std::this_thread::sleep_for(delay);
    nonet_control_cancel(control);
  });
}

nonet_generate_options top_band_options() {
  nonet_generate_options options;
  nonet_generate_options_init(&options);
  options.seed = 1;
  options.count = 2;
  options.min_rating = 100;
  options.max_rating = 120;
  return options;
}

// ---- the control's own calls --------------------------------------------------------------------

TEST(CApiControl, CancelIsSeenAndStays) {
  const Control control = make_control();
  EXPECT_EQ(nonet_control_cancelled(control.get()), 0);
  nonet_control_cancel(control.get());
  EXPECT_EQ(nonet_control_cancelled(control.get()), 1);
  nonet_control_cancel(control.get());  // twice is fine
  EXPECT_EQ(nonet_control_cancelled(control.get()), 1);
}

TEST(CApiControl, NullIsRefusedOrIgnoredNeverACrash) {
  nonet_control_cancel(nullptr);
  nonet_control_free(nullptr);
  EXPECT_EQ(nonet_control_cancelled(nullptr), 0);
  EXPECT_EQ(nonet_control_set_deadline(nullptr, 1.0), NONET_E_INVALID_ARGUMENT);
  EXPECT_EQ(nonet_control_set_progress(nullptr, Reports::record, nullptr),
            NONET_E_INVALID_ARGUMENT);
}

TEST(CApiControl, DeadlinesOutOfRangeAreRefusedAndChangeNothing) {
  const Control control = make_control();
  for (const double bad : {std::nan(""), -1.0, -0.001, std::numeric_limits<double>::infinity(),
                           -std::numeric_limits<double>::infinity(), 1e300}) {
    EXPECT_EQ(nonet_control_set_deadline(control.get(), bad), NONET_E_INVALID_ARGUMENT) << bad;
  }
  // None of them set a deadline: a rating with the control still finishes.
  nonet_rating rating;
  nonet_error error;
  EXPECT_EQ(nonet_rate(kPuzzle.c_str(), 5, &rating, control.get(), &error), NONET_OK)
      << error.message;
  EXPECT_EQ(rating.status, NONET_RATING_RATED);
  EXPECT_EQ(nonet_control_set_deadline(control.get(), 3600.0), NONET_OK);
  EXPECT_EQ(nonet_control_set_deadline(control.get(), 1e9), NONET_OK);  // 31 years: it fits
  EXPECT_EQ(nonet_rate(kPuzzle.c_str(), 5, &rating, control.get(), &error), NONET_OK);
}

// ---- rate ---------------------------------------------------------------------------------------

TEST(CApiControl, CancelledBeforehandARatingStopsAtOnce) {
  const Control control = make_control();
  nonet_control_cancel(control.get());
  nonet_rating rating;
  nonet_error error;
  const auto started = Clock::now();
  EXPECT_EQ(nonet_rate(kHardest, 5, &rating, control.get(), &error), NONET_E_CANCELLED);
  EXPECT_LT(Clock::now() - started, kSoon);
  EXPECT_EQ(rating.status, NONET_RATING_STOPPED);
  EXPECT_EQ(error.code, NONET_E_CANCELLED);
  EXPECT_STREQ(error.message, "the rating was cancelled");
}

TEST(CApiControl, CancelFromAnotherThreadStopsARatingUnderWay) {
  const Control control = make_control();
  nonet_rating rating;
  nonet_error error;
  const auto started = Clock::now();
  {
    const std::jthread canceller = cancel_after(control.get(), std::chrono::milliseconds(100));
    EXPECT_EQ(nonet_rate(kHardest, 5, &rating, control.get(), &error), NONET_E_CANCELLED);
  }
  EXPECT_LT(Clock::now() - started, kSoon);
  EXPECT_EQ(rating.status, NONET_RATING_STOPPED);
  // er is the hardest step rated before the stop: none yet, on a slow machine.
  EXPECT_LE(rating.er, 118);
}

TEST(CApiControl, ADeadlineStopsARatingAndItsJson) {
  const Control control = make_control();
  ASSERT_EQ(nonet_control_set_deadline(control.get(), 0.05), NONET_OK);
  nonet_rating rating;
  nonet_error error;
  const auto started = Clock::now();
  EXPECT_EQ(nonet_rate(kHardest, 5, &rating, control.get(), &error), NONET_E_DEADLINE_EXCEEDED);
  EXPECT_LT(Clock::now() - started, kSoon);
  EXPECT_EQ(rating.status, NONET_RATING_STOPPED);
  EXPECT_STREQ(error.message, "the rating: the deadline passed");

  // The deadline has passed: the JSON call stops too, and still says how far it came.
  char* text = nonet_rate_json(kHardest, 5, 0, control.get(), &error);
  ASSERT_NE(text, nullptr);
  const json rated = json::parse(text);
  nonet_free(text);
  EXPECT_EQ(rated["status"], "stopped");
  EXPECT_EQ(rated["stop_reason"], "deadline_exceeded");
  EXPECT_EQ(error.code, NONET_E_DEADLINE_EXCEEDED);
}

// ---- generate -----------------------------------------------------------------------------------

TEST(CApiControl, CancelStopsGenerateAndKeepsWhatWasMade) {
  const Control control = make_control();
  const nonet_generate_options options = top_band_options();
  std::vector<char> buffer(2 * 82 + 1);
  unsigned long long made = 99;
  nonet_error error;
  const auto started = Clock::now();
  {
    const std::jthread canceller = cancel_after(control.get(), std::chrono::milliseconds(300));
    EXPECT_EQ(nonet_generate(&options, buffer.data(), buffer.size(), &made, control.get(), &error),
              NONET_E_CANCELLED);
  }
  EXPECT_LT(Clock::now() - started, kSoon);
  EXPECT_LT(made, 2u);
  EXPECT_EQ(std::string(buffer.data()).size(), made * 82);
  EXPECT_EQ(error.code, NONET_E_CANCELLED);

  // Cancelled already: the JSON run makes nothing and says why.
  char* text = nonet_generate_json(&options, control.get(), &error);
  ASSERT_NE(text, nullptr);
  const json run = json::parse(text);
  nonet_free(text);
  EXPECT_EQ(run["complete"], false);
  EXPECT_EQ(run["made"], 0);
  EXPECT_EQ(run["error"]["code"], "cancelled");
  EXPECT_EQ(error.code, NONET_E_CANCELLED);
}

TEST(CApiControl, TheEarlierOfTimeLimitAndDeadlineCounts) {
  const Control control = make_control();
  ASSERT_EQ(nonet_control_set_deadline(control.get(), 0.1), NONET_OK);
  nonet_generate_options options = top_band_options();
  options.time_limit = 3600;
  std::vector<char> buffer(2 * 82 + 1);
  const auto started = Clock::now();
  EXPECT_EQ(nonet_generate(&options, buffer.data(), buffer.size(), nullptr, control.get(), nullptr),
            NONET_E_DEADLINE_EXCEEDED);
  EXPECT_LT(Clock::now() - started, kSoon);
}

TEST(CApiControl, GenerateReportsEachPuzzle) {
  const Control control = make_control();
  Reports reports;
  ASSERT_EQ(nonet_control_set_progress(control.get(), Reports::record, &reports), NONET_OK);
  nonet_generate_options options;
  nonet_generate_options_init(&options);
  options.seed = 3;
  options.count = 3;
  std::vector<char> buffer(3 * 82 + 1);
  unsigned long long made = 0;
  ASSERT_EQ(nonet_generate(&options, buffer.data(), buffer.size(), &made, control.get(), nullptr),
            NONET_OK);
  EXPECT_EQ(made, 3u);
  ASSERT_FALSE(reports.calls.empty());
  expect_increasing(reports);
  EXPECT_EQ(reports.calls.back(), std::make_pair(3ULL, 3ULL));
}

// ---- hint and explain ---------------------------------------------------------------------------

TEST(CApiControl, ExplainReportsSolvedCellsOf81) {
  const Control control = make_control();
  Reports reports;
  ASSERT_EQ(nonet_control_set_progress(control.get(), Reports::record, &reports), NONET_OK);
  nonet_error error;
  char* text = nonet_explain_json(kPuzzle.c_str(), nullptr, control.get(), &error);
  ASSERT_NE(text, nullptr) << error.message;
  nonet_free(text);
  EXPECT_EQ(error.code, NONET_OK);
  ASSERT_GT(reports.calls.size(), 1u);
  expect_increasing(reports);
  for (const auto& [done, total] : reports.calls) {
    EXPECT_EQ(total, 81u);
  }
  EXPECT_EQ(reports.calls.back().first, 81u);
}

TEST(CApiControl, StoppedBeforehandHintAndExplainGiveNull) {
  const Control control = make_control();
  nonet_control_cancel(control.get());
  nonet_error error;
  EXPECT_EQ(nonet_hint_json(kPuzzle.c_str(), nullptr, control.get(), &error), nullptr);
  EXPECT_EQ(error.code, NONET_E_CANCELLED);
  EXPECT_STREQ(error.message, "the hint was cancelled");
  EXPECT_EQ(nonet_explain_json(kPuzzle.c_str(), nullptr, control.get(), &error), nullptr);
  EXPECT_EQ(error.code, NONET_E_CANCELLED);

  const Control late = make_control();
  ASSERT_EQ(nonet_control_set_deadline(late.get(), 0), NONET_OK);
  EXPECT_EQ(nonet_explain_json(kPuzzle.c_str(), nullptr, late.get(), &error), nullptr);
  EXPECT_EQ(error.code, NONET_E_DEADLINE_EXCEEDED);
  // Arguments are still checked first: a bad list is the caller's mistake, not a stop.
  EXPECT_EQ(nonet_hint_json(kPuzzle.c_str(), "nonsense", late.get(), &error), nullptr);
  EXPECT_EQ(error.code, NONET_E_INVALID_ARGUMENT);
}

// ---- count --------------------------------------------------------------------------------------

TEST(CApiControl, ADeadlineStopsALongCount) {
  const Control control = make_control();
  ASSERT_EQ(nonet_control_set_deadline(control.get(), 0.1), NONET_OK);
  nonet_error error;
  const auto started = Clock::now();
  EXPECT_EQ(nonet_count_json(kEmpty, 1'000'000'000'000ULL, control.get(), &error), nullptr);
  EXPECT_LT(Clock::now() - started, kSoon);
  EXPECT_EQ(error.code, NONET_E_DEADLINE_EXCEEDED);
  EXPECT_NE(std::string(error.message).find("solutions so far"), std::string::npos)
      << error.message;
}

TEST(CApiControl, CountReportsSolutionsOfTheLimit) {
  const Control control = make_control();
  Reports reports;
  ASSERT_EQ(nonet_control_set_progress(control.get(), Reports::record, &reports), NONET_OK);
  nonet_error error;
  char* text = nonet_count_json(kEmpty, 5000, control.get(), &error);
  ASSERT_NE(text, nullptr) << error.message;
  const json counted = json::parse(text);
  nonet_free(text);
  EXPECT_EQ(counted["count"], 5000);
  EXPECT_EQ(counted["at_least"], true);
  ASSERT_EQ(reports.calls.size(), 5u);  // 1024, 2048, 3072, 4096, and the end
  expect_increasing(reports);
  EXPECT_EQ(reports.calls.front(), std::make_pair(1024ULL, 5000ULL));
  EXPECT_EQ(reports.calls.back(), std::make_pair(5000ULL, 5000ULL));

  // With a control that never stops the count is the same as without one.
  char* plain = nonet_count_json(kPuzzle.c_str(), 10, nullptr, nullptr);
  char* watched = nonet_count_json(kPuzzle.c_str(), 10, control.get(), nullptr);
  ASSERT_NE(plain, nullptr);
  ASSERT_NE(watched, nullptr);
  EXPECT_STREQ(plain, watched);
  nonet_free(plain);
  nonet_free(watched);
}

// ---- one control, many calls
// ---------------------------------------------------------------------

TEST(CApiControl, OneCancelStopsEveryCallUsingTheControl) {
  const Control control = make_control();
  int codes[2] = {-1, -1};
  {
    std::vector<std::jthread> raters;
    for (int& code : codes) {
      raters.emplace_back([&code, &control] {
        nonet_rating rating;
        code = nonet_rate(kHardest, 5, &rating, control.get(), nullptr);
      });
    }
    const std::jthread canceller = cancel_after(control.get(), std::chrono::milliseconds(100));
  }
  EXPECT_EQ(codes[0], NONET_E_CANCELLED);
  EXPECT_EQ(codes[1], NONET_E_CANCELLED);
}

}  // namespace
