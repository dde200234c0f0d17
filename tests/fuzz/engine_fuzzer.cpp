// libFuzzer target: differential testing of the search engines. Every engine that all_engines()
// offers must answer as the reference engine (the plain backtracker of the LeetCode seed) does.
//
// Input layout: exactly 81 bytes (or 82, the last a '\n'), the cells row by row: '1'..'9' are
// those digits, '.' and '0' an empty cell, and any other byte b the value b % 10 (0: empty).
// Other sizes are skipped. A seed is thus an 81-character puzzle line.
//
// Checked for every engine, on its own:
//   - count_solutions() with limit kLimit, enumerate_solutions() with that limit and solve()
//     (limit 2, then 1) agree: the count is the number of solutions enumerated, solve()'s status
//     is invalid exactly when validate() finds clashing givens (with those conflicts), and else
//     none, unique or multiple as the count says, with solution_count = min(count, limit);
//   - every solution handed out (enumerated, or solve()'s) passes is_solution_of(), and the
//     enumerated ones are distinct; a unique solution is the one enumerated.
// Checked against the baseline engine: the same count, status, solution count and conflicts; the
// same solution when it is unique; the same set of solutions when the count is below kLimit (all
// of them were enumerated).
//
// The baseline is the reference engine when the grid has at least kMinReferenceGivens givens.
// Below that it is the simple engine (nonet's first engine, kept as a second opinion), and the
// reference is left out: it fills cells in reading order without propagation, and its time
// grows steeply as givens go. In this build (ASan + UBSan), one solve() of hard corpus puzzles
// with givens of their solution added, or one wrong given, took at worst 1.1 s at 21 givens,
// 0.75 s at 22, 0.13 s at 24 and 0.06 s at 26 (and a 24-given puzzle of the hardest list 0.6 s);
// a 17-clue puzzle can take minutes. A run asks the baseline four times.
// A disagreement aborts (a crash to libFuzzer), with the grid and what each engine said printed.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>
#include <vector>

#include "nonet/grid.hpp"
#include "nonet/solve.hpp"

namespace {

using nonet::Engine;
using nonet::Grid;
using nonet::Status;

// Solutions counted and enumerated: 3 tells "unique" and "two" from "more".
constexpr std::size_t kLimit = 3;
// Fewer givens than this, and the reference engine is not asked (see the top of the file).
constexpr int kMinReferenceGivens = 26;

struct Answer {
  Engine engine = Engine::fast;
  nonet::SolveResult solved;    // solve(), limit 2
  nonet::SolveResult first;     // solve(), limit 1
  std::size_t count = 0;        // count_solutions(), limit kLimit
  std::vector<Grid> solutions;  // enumerate_solutions(), limit kLimit, sorted
};

std::string describe(const Answer& a) {
  std::string text = std::string(nonet::engine_name(a.engine)) + ": solve " +
                     std::string(nonet::status_name(a.solved.status)) + " (" +
                     std::to_string(a.solved.solution_count) + ") " + a.solved.solution.to_line() +
                     ", solve limit 1 " + std::string(nonet::status_name(a.first.status)) +
                     ", count " + std::to_string(a.count) + ", enumerated " +
                     std::to_string(a.solutions.size());
  for (const Grid& s : a.solutions) text += "\n    " + s.to_line();
  return text;
}

[[noreturn]] void fail(const char* rule, const Grid& grid, const Answer& answer,
                       const Answer* baseline) {
  std::fprintf(stderr, "\nENGINE RULE BROKEN: %s\ngrid %s\n%s\n", rule, grid.to_line().c_str(),
               describe(answer).c_str());
  if (baseline != nullptr) {
    std::fprintf(stderr, "baseline %s\n", describe(*baseline).c_str());
  }
  std::abort();
}

#define CHECK(condition, grid, answer, baseline) \
  do {                                           \
    if (!(condition)) {                          \
      fail(#condition, grid, answer, baseline);  \
    }                                            \
  } while (false)

Grid grid_of(const std::uint8_t* data) {
  std::array<std::uint8_t, nonet::kCellCount> values{};
  for (std::size_t i = 0; i < values.size(); ++i) {
    const std::uint8_t b = data[i];
    if (b >= '1' && b <= '9') {
      values[i] = static_cast<std::uint8_t>(b - '0');
    } else if (b == '.' || b == '0') {
      values[i] = 0;
    } else {
      values[i] = static_cast<std::uint8_t>(b % 10);
    }
  }
  return Grid::from_values(values);
}

Status status_of_count(std::size_t count) {
  return count == 0 ? Status::none : count == 1 ? Status::unique : Status::multiple;
}

// Asks one engine everything, and checks that its answers agree with each other.
Answer ask(const Grid& grid, Engine engine, const std::vector<nonet::Conflict>& conflicts) {
  Answer a;
  a.engine = engine;
  try {
    a.solved = nonet::solve(grid, {.limit = 2, .engine = engine});
    a.first = nonet::solve(grid, {.limit = 1, .engine = engine});
    a.count = nonet::count_solutions(grid, kLimit, engine);
    const std::size_t visited = nonet::enumerate_solutions(
        grid, kLimit,
        [&](const Grid& solution) {
          a.solutions.push_back(solution);
          return true;
        },
        engine);
    CHECK(visited == a.solutions.size(), grid, a, nullptr);
  } catch (const std::exception& e) {
    // solve() and enumerate_solutions() throw when an engine hands out a wrong grid.
    std::fprintf(stderr, "\nENGINE THREW: %s\ngrid %s\nengine %s\n", e.what(),
                 grid.to_line().c_str(), std::string(nonet::engine_name(engine)).c_str());
    std::abort();
  }
  for (const Grid& s : a.solutions) CHECK(nonet::is_solution_of(s, grid), grid, a, nullptr);
  std::sort(a.solutions.begin(), a.solutions.end(),
            [](const Grid& x, const Grid& y) { return x.values() < y.values(); });
  CHECK(std::adjacent_find(a.solutions.begin(), a.solutions.end()) == a.solutions.end(), grid, a,
        nullptr);
  CHECK(a.count == a.solutions.size(), grid, a, nullptr);
  CHECK(a.count <= kLimit, grid, a, nullptr);

  CHECK(a.solved.conflicts == conflicts, grid, a, nullptr);
  CHECK(a.first.conflicts == conflicts, grid, a, nullptr);
  if (!conflicts.empty()) {
    CHECK(a.solved.status == Status::invalid, grid, a, nullptr);
    CHECK(a.first.status == Status::invalid, grid, a, nullptr);
    CHECK(a.count == 0, grid, a, nullptr);
    return a;
  }
  CHECK(a.solved.status == status_of_count(a.count), grid, a, nullptr);
  CHECK(a.solved.solution_count == std::min<std::size_t>(a.count, 2), grid, a, nullptr);
  // Limit 1 stops at the first solution: `found`, never a claim of uniqueness.
  CHECK(a.first.status == (a.count == 0 ? Status::none : Status::found), grid, a, nullptr);
  CHECK(a.first.solution_count == std::min<std::size_t>(a.count, 1), grid, a, nullptr);
  if (a.count > 0) {
    CHECK(nonet::is_solution_of(a.solved.solution, grid), grid, a, nullptr);
    CHECK(nonet::is_solution_of(a.first.solution, grid), grid, a, nullptr);
  }
  if (a.count == 1) {
    CHECK(a.solved.solution == a.solutions.front(), grid, a, nullptr);
    CHECK(a.first.solution == a.solutions.front(), grid, a, nullptr);
  }
  return a;
}

void compare(const Grid& grid, const Answer& a, const Answer& base) {
  CHECK(a.count == base.count, grid, a, &base);
  CHECK(a.solved.status == base.solved.status, grid, a, &base);
  CHECK(a.solved.solution_count == base.solved.solution_count, grid, a, &base);
  CHECK(a.first.status == base.first.status, grid, a, &base);
  if (base.solved.status == Status::unique) {
    CHECK(a.solved.solution == base.solved.solution, grid, a, &base);
  }
  if (base.count < kLimit) {  // every solution was enumerated: the same set
    CHECK(a.solutions == base.solutions, grid, a, &base);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size != nonet::kCellCount && !(size == nonet::kCellCount + 1 && data[size - 1] == '\n')) {
    return -1;  // not kept in the corpus
  }
  const Grid grid = grid_of(data);
  const auto conflicts = nonet::validate(grid);
  const bool with_reference = grid.given_count() >= kMinReferenceGivens;
  const Engine baseline_engine = with_reference ? Engine::reference : Engine::simple;

  const Answer baseline = ask(grid, baseline_engine, conflicts);
  for (const Engine engine : nonet::all_engines()) {
    if (engine == baseline_engine || (engine == Engine::reference && !with_reference)) continue;
    compare(grid, ask(grid, engine, conflicts), baseline);
  }
  return 0;
}
