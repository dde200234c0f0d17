// libFuzzer target: the logical solver (hint() and explain()) on arbitrary puzzles and candidate
// grids, with its steps checked against the solution.
//
// Input layout: the bytes are text, at most kMaxText of them, read with
// parse_candidate_puzzles(); the first ok record (a puzzle or a pencil-mark grid) is the start
// grid, and an input without one is skipped. explain() runs under a kDeadline RunControl, so a
// hard grid costs at most that (the solver checks it between steps; one step is quick).
//
// Checked for every start grid:
//   - hint() and explain() agree on the status, which is count_candidate_solutions()'s; hint's
//     step is the path's first step; hint says solved exactly when the grid is complete;
//   - every step of the path, and the hint's, is sound: it neither eliminates nor places
//     against the first solution (first_unsound_step()). That holds for the one solution of a
//     unique grid and for any solution of a grid with several (whose path uses no uniqueness
//     technique);
//   - the steps applied to the start give the final grid; a path said solved is of a unique grid
//     and ends complete on its solution; a path stopped early says it was the deadline;
//   - to_json() of the hint and the path is valid JSON, and to_text() does not throw.
// A broken rule aborts (a crash to libFuzzer), with the start grid printed first.
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include <nlohmann/json.hpp>

#include "nonet/candidate_format.hpp"
#include "nonet/control.hpp"
#include "nonet/explain.hpp"
#include "nonet/logic.hpp"
#include "nonet/serialize.hpp"

namespace {

constexpr std::size_t kMaxText = 4096;
constexpr auto kDeadline = std::chrono::milliseconds(200);

[[noreturn]] void fail(const char* rule, const nonet::CandidateGrid& grid) {
  std::fprintf(stderr, "\nLOGIC RULE BROKEN: %s\nstart grid:\n%s", rule,
               nonet::write_candidate_grid(grid).c_str());
  std::abort();
}

#define CHECK(condition, grid) \
  do {                         \
    if (!(condition)) {        \
      fail(#condition, grid);  \
    }                          \
  } while (false)

void check_sound(const std::vector<nonet::Step>& steps, const nonet::Grid& solution,
                 const nonet::CandidateGrid& grid) {
  if (const auto bad = nonet::first_unsound_step(steps, solution)) {
    std::fprintf(stderr, "\nsolution %s\nstep %zu: %s\n", solution.to_line().c_str(), *bad,
                 nonet::describe(steps[*bad]).c_str());
    fail("every step agrees with the solution", grid);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > kMaxText) {
    return -1;  // not kept in the corpus
  }
  const std::string text(reinterpret_cast<const char*>(data), size);
  const auto records = nonet::parse_candidate_puzzles(text);
  const nonet::CandidateRecord* start = nullptr;
  for (const auto& record : records) {
    if (record.ok()) {
      start = &record;
      break;
    }
  }
  if (start == nullptr) {
    return 0;
  }
  const nonet::CandidateGrid& grid = start->grid;

  nonet::Grid solution;
  const std::size_t solutions = nonet::count_candidate_solutions(grid, 2, &solution);
  const nonet::Status status = solutions == 0   ? nonet::Status::none
                               : solutions == 1 ? nonet::Status::unique
                                                : nonet::Status::multiple;

  nonet::LogicOptions options;
  options.control.deadline = nonet::deadline_after(kDeadline);
  const nonet::Hint hint = nonet::hint(grid, options);
  const nonet::LogicalSolution path = nonet::explain(grid, options);

  CHECK(hint.status == status && path.status == status, grid);
  CHECK(path.start == grid, grid);
  if (status == nonet::Status::none) {
    CHECK(!hint.step && path.steps.empty(), grid);
  } else {
    CHECK(hint.solved == grid.is_complete(), grid);
    CHECK(!hint.solved || !hint.step, grid);
    if (hint.step) {
      check_sound({*hint.step}, solution, grid);
    }
    check_sound(path.steps, solution, grid);
    if (!path.steps.empty()) {
      CHECK(hint.step && *hint.step == path.steps.front(), grid);
    }
  }
  CHECK(!path.uniqueness_proven || status == nonet::Status::unique, grid);

  nonet::CandidateGrid replay = grid;
  for (const auto& step : path.steps) {
    CHECK(!step.relies_on_uniqueness || path.uniqueness_proven, grid);
    nonet::apply_step(replay, step);
  }
  CHECK(replay == path.final_grid, grid);
  // Sound steps cannot solve a grid that has two solutions.
  if (path.solved) {
    CHECK(status == nonet::Status::unique, grid);
    CHECK(path.final_grid.is_complete() && path.final_grid.values() == solution, grid);
  }
  if (path.stop_reason) {
    CHECK(*path.stop_reason == nonet::ErrorCode::deadline_exceeded, grid);
  }

  CHECK(nlohmann::json::accept(nonet::to_json(hint)), grid);
  CHECK(nlohmann::json::accept(nonet::to_json(path)), grid);
  for (const auto& step : path.steps) {
    CHECK(nlohmann::json::accept(nonet::to_json(step)), grid);
  }
  CHECK(!nonet::to_text(hint).empty(), grid);
  CHECK(!nonet::to_text(path, true).empty(), grid);
  return 0;
}
