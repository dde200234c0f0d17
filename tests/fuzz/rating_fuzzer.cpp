// libFuzzer target: the Sudoku Explainer rater (rate_se()) on arbitrary puzzles, with its path
// checked against the solution.
//
// Input layout: byte 0 bit 0 picks max_level 0 or 1 (the nested levels above 1 take seconds a
// step under the sanitizers); the rest is text, at most kMaxText bytes, read with
// parse_puzzles(); the first ok record is rated, and an input without one is skipped. The rating
// keeps its steps and runs under a kDeadline RunControl (it checks it before each rule).
//
// Checked for every puzzle:
//   - the status is invalid exactly when solve() does not find one solution;
//   - rated: 10 <= ED <= EP <= ER <= 120, the path is not empty, ED is its first step's
//     difficulty and ER its hardest (a complete grid rates 0.0 with no step); stopped: the
//     reason is the deadline;
//   - every step kept (rated, unsolved, stopped) is sound: it neither places nor eliminates
//     against the solution (first_unsound_step()), places at most one digit, and rates
//     within the scale; a rated path applied to the puzzle's candidates solves it;
//   - to_json() of the rating is valid JSON; to_text() and to_csv() do not throw.
// A broken rule aborts (a crash to libFuzzer), with the puzzle printed first.
#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include <nlohmann/json.hpp>

#include "nonet/candidates.hpp"
#include "nonet/control.hpp"
#include "nonet/format.hpp"
#include "nonet/logic.hpp"
#include "nonet/rating.hpp"
#include "nonet/serialize.hpp"
#include "nonet/solve.hpp"

namespace {

constexpr std::size_t kMaxText = 4096;
constexpr auto kDeadline = std::chrono::milliseconds(200);

[[noreturn]] void fail(const char* rule, const nonet::Grid& puzzle, const nonet::SeRating& r) {
  std::fprintf(stderr, "\nRATING RULE BROKEN: %s\npuzzle %s\nrating %s\n", rule,
               puzzle.to_line().c_str(), nonet::to_text(r).c_str());
  std::abort();
}

#define CHECK(condition, puzzle, rating) \
  do {                                   \
    if (!(condition)) {                  \
      fail(#condition, puzzle, rating);  \
    }                                    \
  } while (false)

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 1 || size > kMaxText + 1) {
    return -1;  // not kept in the corpus
  }
  const std::string text(reinterpret_cast<const char*>(data + 1), size - 1);
  const auto records = nonet::parse_puzzles(text);
  const auto found =
      std::find_if(records.begin(), records.end(), [](const auto& r) { return r.ok(); });
  if (found == records.end()) {
    return 0;
  }
  const nonet::Grid& puzzle = found->grid;

  nonet::RatingOptions options;
  options.max_level = data[0] & 1;
  options.keep_steps = true;
  options.control.deadline = nonet::deadline_after(kDeadline);
  const nonet::SeRating rating = nonet::rate_se(puzzle, options);
  const nonet::SolveResult solved = nonet::solve(puzzle);
  const bool unique = solved.status == nonet::Status::unique;

  CHECK((rating.status == nonet::RatingStatus::invalid) == !unique, puzzle, rating);
  if (rating.status == nonet::RatingStatus::invalid) {
    CHECK(rating.steps.empty(), puzzle, rating);
  }
  if (rating.status == nonet::RatingStatus::stopped) {
    CHECK(rating.stop_reason == nonet::ErrorCode::deadline_exceeded, puzzle, rating);
  }
  // A complete grid needs no step: it rates 0.0 with an empty path.
  if (rating.status == nonet::RatingStatus::rated && puzzle.is_full()) {
    CHECK(rating.steps.empty() && rating.er == 0 && rating.ep == 0 && rating.ed == 0, puzzle,
          rating);
  } else if (rating.status == nonet::RatingStatus::rated) {
    CHECK(10 <= rating.ed && rating.ed <= rating.ep && rating.ep <= rating.er && rating.er <= 120,
          puzzle, rating);
    CHECK(!rating.steps.empty() && rating.steps.front().difficulty == rating.ed, puzzle, rating);
    const auto hardest = std::max_element(
        rating.steps.begin(), rating.steps.end(),
        [](const nonet::Step& a, const nonet::Step& b) { return a.difficulty < b.difficulty; });
    CHECK(hardest->difficulty == rating.er, puzzle, rating);
  }
  if (unique) {
    if (const auto bad = nonet::first_unsound_step(rating.steps, solved.solution)) {
      std::fprintf(stderr, "\nstep %zu: %s\n", *bad, nonet::describe(rating.steps[*bad]).c_str());
      fail("every step agrees with the solution", puzzle, rating);
    }
    nonet::CandidateGrid grid = nonet::CandidateGrid::from_puzzle(puzzle);
    for (const auto& step : rating.steps) {
      CHECK(step.placements.size() <= 1, puzzle, rating);
      CHECK(step.difficulty >= 10 && step.difficulty <= 120, puzzle, rating);
      CHECK(!step.rule.empty(), puzzle, rating);
      nonet::apply_step(grid, step);
    }
    if (rating.status == nonet::RatingStatus::rated) {
      CHECK(grid.is_complete() && grid.values() == solved.solution, puzzle, rating);
    }
  }

  CHECK(nlohmann::json::accept(nonet::to_json(rating)), puzzle, rating);
  CHECK(!nonet::to_text(rating).empty(), puzzle, rating);
  CHECK(!nonet::to_csv(rating).empty(), puzzle, rating);
  return 0;
}
