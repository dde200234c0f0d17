// The search contract that every engine in nonet::all_engines() keeps: statuses, counts and
// limits, enumeration, degenerate grids, and reentrancy.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <thread>
#include <tuple>
#include <vector>

#include "nonet/grid.hpp"
#include "nonet/solve.hpp"
#include "support/corpus.hpp"

namespace {

using nonet::Cell;
using nonet::Column;
using nonet::Conflict;
using nonet::Digit;
using nonet::Engine;
using nonet::Grid;
using nonet::House;
using nonet::Row;
using nonet::SolveOptions;
using nonet::SolveResult;
using nonet::Status;

Grid grid_of(std::string_view line) {
  const auto grid = nonet::test::parse_puzzle_field(line);
  if (!grid) throw std::invalid_argument("bad test puzzle: " + std::string(line));
  return *grid;
}

// LeetCode 37's example: one solution, found by singles alone.
constexpr std::string_view kLeetCode =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
constexpr std::string_view kLeetCodeSolution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
// kLeetCode without its last two rows and part of row 7: 240 solutions (counted by both engines).
constexpr std::string_view kManySolutions =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28...................";
constexpr std::size_t kManySolutionsCount = 240;

// A full grid holding two "deadly rectangles": cells (r, c1), (r, c2), (r', c1), (r', c2), in two
// boxes, that read a b / b a. Rectangle A: rows 4-5, columns 2 and 6; B: rows 8-9, columns 3 and
// 9 (1-based). Blanking a rectangle's four cells leaves exactly two ways to fill them (a b / b a
// or b a / a b): each blank row then misses exactly {a, b}. The rectangles share no row, column
// or box, so blanking both leaves exactly 2 x 2 = 4 solutions.
constexpr std::string_view kRectangleGrid =
    "123456789456789123789123456214367895678591234935248617397612548561834972842975361";
struct Rectangle {
  int row1, row2, column1, column2;  // 0-based
};
constexpr Rectangle kRectangleA{3, 4, 1, 5};
constexpr Rectangle kRectangleB{7, 8, 2, 8};

std::array<Cell, 4> cells_of(const Rectangle& r) {
  return {Cell{Row(r.row1), Column(r.column1)}, Cell{Row(r.row1), Column(r.column2)},
          Cell{Row(r.row2), Column(r.column1)}, Cell{Row(r.row2), Column(r.column2)}};
}

Grid blank(Grid grid, const Rectangle& r) {
  for (const Cell cell : cells_of(r)) grid.clear(cell);
  return grid;
}

// The same full grid with the rectangle's two diagonals swapped.
Grid swapped(Grid grid, const Rectangle& r) {
  const auto cells = cells_of(r);
  const Digit a(grid.value(cells[0]));
  const Digit b(grid.value(cells[1]));
  grid.set(cells[0], b);
  grid.set(cells[1], a);
  grid.set(cells[2], a);
  grid.set(cells[3], b);
  return grid;
}

std::vector<std::string> sorted_lines(std::vector<Grid> grids) {
  std::vector<std::string> lines;
  for (const auto& grid : grids) lines.push_back(grid.to_line());
  std::sort(lines.begin(), lines.end());
  return lines;
}

// Enumerates up to `limit` solutions; every one must solve the puzzle and be new.
std::vector<std::string> enumerate_checked(const Grid& puzzle, std::size_t limit, Engine engine) {
  std::vector<std::string> lines;
  std::set<std::string> seen;
  const auto visited = nonet::enumerate_solutions(
      puzzle, limit,
      [&](const Grid& solution) {
        EXPECT_TRUE(nonet::is_solution_of(solution, puzzle)) << solution.to_line();
        EXPECT_TRUE(seen.insert(solution.to_line()).second) << "repeated " << solution.to_line();
        lines.push_back(solution.to_line());
        return true;
      },
      engine);
  EXPECT_EQ(visited, lines.size());
  std::sort(lines.begin(), lines.end());
  return lines;
}

class EngineContract : public ::testing::TestWithParam<Engine> {
 protected:
  [[nodiscard]] SolveResult solve(const Grid& puzzle, std::size_t limit = 2) const {
    return nonet::solve(puzzle, SolveOptions{.limit = limit, .engine = GetParam()});
  }
  [[nodiscard]] std::size_t count(const Grid& puzzle, std::size_t limit) const {
    return nonet::count_solutions(puzzle, limit, GetParam());
  }
};

TEST_P(EngineContract, UniquePuzzle) {
  const Grid puzzle = grid_of(kLeetCode);
  const auto result = solve(puzzle);
  EXPECT_EQ(result.status, Status::unique);
  EXPECT_EQ(result.solution_count, 1u);
  EXPECT_EQ(result.solution.to_line(), kLeetCodeSolution);
  EXPECT_TRUE(nonet::is_solution_of(result.solution, puzzle));
  EXPECT_TRUE(result.conflicts.empty());
  EXPECT_EQ(count(puzzle, 1000), 1u);
  EXPECT_EQ(enumerate_checked(puzzle, 1000, GetParam()),
            std::vector<std::string>{std::string(kLeetCodeSolution)});
}

// Giving an empty cell any digit other than its solution's keeps the givens clash-free but leaves
// no solution (a solution of the new puzzle would be a second one of the old).
TEST_P(EngineContract, NoSolution) {
  const Grid puzzle = grid_of(kLeetCode);
  const Grid solution = grid_of(kLeetCodeSolution);
  int tried = 0;
  for (int i = 0; i < nonet::kCellCount && tried < 30; ++i) {
    const Cell cell(i);
    if (puzzle.value(cell) != 0) continue;
    const auto candidates = puzzle.candidates(cell);
    for (int v = 1; v <= 9; ++v) {
      if (!candidates.contains(Digit(v)) || v == solution.value(cell)) continue;
      Grid wrong = puzzle;
      wrong.set(cell, Digit(v));
      SCOPED_TRACE(wrong.to_line());
      ASSERT_TRUE(nonet::validate(wrong).empty());
      const auto result = solve(wrong);
      EXPECT_EQ(result.status, Status::none);
      EXPECT_EQ(result.solution_count, 0u);
      EXPECT_EQ(result.solution, Grid{});
      EXPECT_TRUE(result.conflicts.empty());
      EXPECT_EQ(count(wrong, 10), 0u);
      EXPECT_TRUE(enumerate_checked(wrong, 10, GetParam()).empty());
      ++tried;
    }
  }
  EXPECT_GT(tried, 10);

  // No clash, but r1c9 can hold nothing: its row lacks only 9, and column 9 has a 9 (r6c9).
  Grid dead;
  for (int c = 0; c < 8; ++c) dead.set(Cell{Row(0), Column(c)}, Digit(c + 1));
  dead.set(Cell{Row(5), Column(8)}, Digit(9));
  ASSERT_TRUE(nonet::validate(dead).empty());
  EXPECT_EQ(solve(dead).status, Status::none);
  EXPECT_EQ(count(dead, 2), 0u);
}

TEST_P(EngineContract, TwoSolutions) {
  const Grid full = grid_of(kRectangleGrid);
  ASSERT_TRUE(nonet::is_solution_of(full, full));
  const Grid puzzle = blank(full, kRectangleA);
  const auto result = solve(puzzle);
  EXPECT_EQ(result.status, Status::multiple);
  EXPECT_EQ(result.solution_count, 2u);
  EXPECT_TRUE(nonet::is_solution_of(result.solution, puzzle));
  EXPECT_EQ(count(puzzle, 1000), 2u);
  EXPECT_EQ(enumerate_checked(puzzle, 1000, GetParam()),
            sorted_lines({full, swapped(full, kRectangleA)}));
}

TEST_P(EngineContract, FourSolutions) {
  const Grid full = grid_of(kRectangleGrid);
  const Grid puzzle = blank(blank(full, kRectangleA), kRectangleB);
  EXPECT_EQ(solve(puzzle).status, Status::multiple);
  EXPECT_EQ(count(puzzle, 1000), 4u);
  EXPECT_EQ(count(puzzle, 3), 3u);
  EXPECT_EQ(enumerate_checked(puzzle, 1000, GetParam()),
            sorted_lines({full, swapped(full, kRectangleA), swapped(full, kRectangleB),
                          swapped(swapped(full, kRectangleA), kRectangleB)}));
}

TEST_P(EngineContract, ManySolutions) {
  const Grid puzzle = grid_of(kManySolutions);
  EXPECT_EQ(count(puzzle, 100000), kManySolutionsCount);
  EXPECT_EQ(count(puzzle, 100), 100u);
  const auto all = enumerate_checked(puzzle, 100000, GetParam());
  EXPECT_EQ(all.size(), kManySolutionsCount);
  // Every engine finds the same set.
  if (GetParam() != Engine::fast) {
    EXPECT_EQ(all, enumerate_checked(puzzle, 100000, Engine::fast));
  }
}

TEST_P(EngineContract, EmptyGridCountsStopAtTheLimit) {
  const Grid empty;
  EXPECT_EQ(count(empty, 1), 1u);
  EXPECT_EQ(count(empty, 2), 2u);
  EXPECT_EQ(count(empty, 1000), 1000u);
  EXPECT_EQ(count(empty, 0), 0u);

  const auto result = solve(empty);
  EXPECT_EQ(result.status, Status::multiple);
  EXPECT_EQ(result.solution_count, 2u);
  EXPECT_TRUE(nonet::is_solution_of(result.solution, empty));
  EXPECT_GT(result.guesses, 0u);
  EXPECT_EQ(enumerate_checked(empty, 50, GetParam()).size(), 50u);
}

TEST_P(EngineContract, FullValidGrid) {
  for (const auto line : {kLeetCodeSolution, kRectangleGrid}) {
    const Grid full = grid_of(line);
    const auto result = solve(full);
    EXPECT_EQ(result.status, Status::unique);
    EXPECT_EQ(result.solution_count, 1u);
    EXPECT_EQ(result.solution, full);
    EXPECT_EQ(result.guesses, 0u);
    EXPECT_EQ(count(full, 10), 1u);
  }
}

TEST_P(EngineContract, ClashingPuzzleIsInvalid) {
  // kLeetCode with a second 5 in r1c3: clashes with r1c1 in row 1 and in box 1.
  Grid puzzle = grid_of(kLeetCode);
  puzzle.set(Cell{Row(0), Column(2)}, Digit(5));
  const auto result = solve(puzzle);
  EXPECT_EQ(result.status, Status::invalid);
  EXPECT_EQ(result.solution_count, 0u);
  EXPECT_EQ(result.solution, Grid{});
  const std::vector<Conflict> expected{
      {Digit(5), House(Row(0)), Cell{Row(0), Column(0)}, Cell{Row(0), Column(2)}},
      {Digit(5), House(nonet::Box(0)), Cell{Row(0), Column(0)}, Cell{Row(0), Column(2)}},
  };
  EXPECT_EQ(result.conflicts, expected);
  EXPECT_EQ(result.conflicts, nonet::validate(puzzle));
  EXPECT_EQ(count(puzzle, 10), 0u);
  EXPECT_TRUE(enumerate_checked(puzzle, 10, GetParam()).empty());

  // A full grid with r1c1 and r1c2 swapped: clashes in columns 1 and 2; invalid, not none.
  Grid broken = grid_of(kLeetCodeSolution);
  broken.set(Cell(0), Digit(3));
  broken.set(Cell(1), Digit(5));
  const auto broken_result = solve(broken);
  EXPECT_EQ(broken_result.status, Status::invalid);
  EXPECT_FALSE(broken_result.conflicts.empty());
  EXPECT_EQ(broken_result.conflicts, nonet::validate(broken));
}

TEST_P(EngineContract, LimitOneVersusTwo) {
  const Grid unique = grid_of(kLeetCode);
  const Grid two = blank(grid_of(kRectangleGrid), kRectangleA);
  for (const std::size_t limit : {0u, 1u}) {  // solve() treats 0 as 1
    SCOPED_TRACE(limit);
    const auto u = solve(unique, limit);
    EXPECT_EQ(u.status, Status::found) << "limit 1 makes no claim of uniqueness";
    EXPECT_EQ(u.solution_count, 1u);
    EXPECT_EQ(u.solution.to_line(), kLeetCodeSolution);
    const auto t = solve(two, limit);
    EXPECT_EQ(t.status, Status::found) << "limit 1 never reports multiple";
    EXPECT_EQ(t.solution_count, 1u);
    EXPECT_TRUE(nonet::is_solution_of(t.solution, two));
  }
  const auto u2 = solve(unique, 2);
  EXPECT_EQ(u2.status, Status::unique);
  EXPECT_EQ(u2.solution_count, 1u);
  const auto t2 = solve(two, 2);
  EXPECT_EQ(t2.status, Status::multiple);
  EXPECT_EQ(t2.solution_count, 2u);
  // The first solution does not depend on the limit.
  EXPECT_EQ(solve(two, 1).solution, t2.solution);
  EXPECT_EQ(solve(two, 50).solution, t2.solution);
  EXPECT_EQ(solve(two, 50).solution_count, 2u);
}

TEST_P(EngineContract, EnumerateStopsWhenTheVisitorSaysSo) {
  for (const Grid& puzzle :
       {Grid{}, blank(blank(grid_of(kRectangleGrid), kRectangleA), kRectangleB)}) {
    SCOPED_TRACE(puzzle.to_line());
    for (const std::size_t stop_after : {1u, 3u}) {
      std::size_t calls = 0;
      std::set<std::string> seen;
      const auto visited = nonet::enumerate_solutions(
          puzzle, 1000,
          [&](const Grid& solution) {
            EXPECT_TRUE(nonet::is_solution_of(solution, puzzle));
            seen.insert(solution.to_line());
            return ++calls < stop_after;
          },
          GetParam());
      EXPECT_EQ(calls, stop_after);
      EXPECT_EQ(visited, stop_after);
      EXPECT_EQ(seen.size(), stop_after);
    }
    // The limit stops it too, and the first solution visited is solve()'s.
    std::vector<Grid> solutions;
    const auto visited = nonet::enumerate_solutions(
        puzzle, 2,
        [&](const Grid& solution) {
          solutions.push_back(solution);
          return true;
        },
        GetParam());
    ASSERT_EQ(visited, 2u);
    ASSERT_EQ(solutions.size(), 2u);
    EXPECT_NE(solutions[0], solutions[1]);
    EXPECT_EQ(solutions[0], solve(puzzle).solution);
    // Limit 0 visits nothing.
    EXPECT_EQ(nonet::enumerate_solutions(
                  puzzle, 0, [](const Grid&) { return true; }, GetParam()),
              0u);
  }
}

// Limit 0, as solve.hpp documents it: solve() takes it as 1 (a status needs a search);
// count_solutions() and enumerate_solutions() seek no solution and return 0.
TEST_P(EngineContract, LimitZero) {
  Grid clashing = grid_of(kLeetCode);
  clashing.set(Cell{Row(0), Column(2)}, Digit(5));
  Grid unsolvable = grid_of(kLeetCode);
  unsolvable.set(Cell{Row(0), Column(2)}, Digit(1));  // its answer is 4
  for (const Grid& puzzle : {grid_of(kLeetCode), blank(grid_of(kRectangleGrid), kRectangleA),
                             Grid{}, clashing, unsolvable}) {
    SCOPED_TRACE(puzzle.to_line());
    const auto zero = solve(puzzle, 0);
    const auto one = solve(puzzle, 1);
    EXPECT_EQ(zero.status, one.status);
    EXPECT_EQ(zero.solution, one.solution);
    EXPECT_EQ(zero.solution_count, one.solution_count);
    EXPECT_EQ(zero.guesses, one.guesses);
    EXPECT_EQ(zero.conflicts, one.conflicts);
    EXPECT_EQ(count(puzzle, 0), 0u);
    bool visited = false;
    EXPECT_EQ(nonet::enumerate_solutions(
                  puzzle, 0,
                  [&](const Grid&) {
                    visited = true;
                    return true;
                  },
                  GetParam()),
              0u);
    EXPECT_FALSE(visited);
  }
}

// Test names allow letters, digits and '_' only: "band-sse4.2" becomes "band_sse4_2".
std::string engine_test_name(const ::testing::TestParamInfo<Engine>& info) {
  std::string name(nonet::engine_name(info.param));
  std::replace_if(
      name.begin(), name.end(), [](char ch) { return ch == '-' || ch == '.'; }, '_');
  return name;
}

INSTANTIATE_TEST_SUITE_P(AllEngines, EngineContract, ::testing::ValuesIn(nonet::all_engines()),
                         engine_test_name);

TEST(EngineTable, NamesAndOrder) {
  const auto engines = nonet::all_engines();
  ASSERT_GE(engines.size(), 2u);
  EXPECT_EQ(engines.front(), Engine::fast) << "the default comes first";
  EXPECT_EQ(SolveOptions{}.engine, Engine::fast);
  EXPECT_EQ(SolveOptions{}.limit, 2u);
  EXPECT_NE(std::find(engines.begin(), engines.end(), Engine::reference), engines.end());
  std::set<std::string_view> names;
  for (const Engine engine : engines) {
    const auto name = nonet::engine_name(engine);
    EXPECT_TRUE(names.insert(name).second) << name;
    EXPECT_EQ(nonet::engine_from_name(name), engine);
  }
  EXPECT_EQ(nonet::engine_name(Engine::fast), "fast");
  EXPECT_EQ(nonet::engine_name(Engine::reference), "reference");
  EXPECT_EQ(nonet::engine_from_name("Fast"), std::nullopt);
  EXPECT_EQ(nonet::engine_from_name(""), std::nullopt);
  EXPECT_THROW((void)nonet::solve(Grid{}, SolveOptions{.engine = static_cast<Engine>(99)}),
               std::invalid_argument);
}

// Library exceptions say what went wrong without a "nonet: " prefix: the CLI adds its own.
TEST(EngineTable, UnknownEngineMessageHasNoPrefix) {
  try {
    (void)nonet::engine_name(static_cast<Engine>(99));
    FAIL() << "no exception";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "unknown engine 99");
  }
}

TEST(EngineTable, StatusNames) {
  EXPECT_EQ(nonet::status_name(Status::unique), "unique");
  EXPECT_EQ(nonet::status_name(Status::multiple), "multiple");
  EXPECT_EQ(nonet::status_name(Status::none), "none");
  EXPECT_EQ(nonet::status_name(Status::invalid), "invalid");
  EXPECT_EQ(nonet::status_name(Status::found), "found");
}

// solve(), count_solutions() and enumerate_solutions() called from several threads at once give
// what they give one call at a time.
TEST(EngineConcurrency, ThreadsGetTheSequentialResults) {
  struct Job {
    Grid puzzle;
    Engine engine;
    std::size_t limit;
  };
  struct Outcome {
    Status status;
    std::string solution;
    std::size_t solution_count;
    std::uint64_t guesses;
    std::size_t counted;
    std::string enumerated;  // the solutions visited, in order
    bool operator==(const Outcome&) const = default;
  };

  std::vector<Grid> puzzles{grid_of(kLeetCode), grid_of(kManySolutions), Grid{},
                            blank(grid_of(kRectangleGrid), kRectangleA),
                            blank(blank(grid_of(kRectangleGrid), kRectangleA), kRectangleB)};
  const std::size_t fixed_puzzles = puzzles.size();
  // Easy random puzzles, and a few of the hardest (long searches, so that calls overlap).
  for (const auto& [file, optimized, debug] : {std::tuple{"ser-rated-sample.txt", 60, 6},
                                               std::tuple{"puzzles6_forum_hardest_1106", 8, 2}}) {
    const auto corpus = nonet::test::read_corpus_sample(
        file, nonet::test::sample_size(static_cast<std::size_t>(optimized),
                                       static_cast<std::size_t>(debug)));
    if (!corpus) {
      ::nonet::test::note_missing_data("corpus not found: " + ::nonet::test::data_path(file));
      continue;
    }
    for (const auto& entry : corpus->sample) puzzles.push_back(entry.puzzle);
  }
  std::vector<Job> jobs;
  for (std::size_t p = 0; p < puzzles.size(); ++p) {
    for (const Engine engine : nonet::all_engines()) {
      // The seed backtracker is slow on some random puzzles: keep it to the fixed ones.
      if (engine == Engine::reference && p >= fixed_puzzles) continue;
      jobs.push_back({puzzles[p], engine, 2});
      jobs.push_back({puzzles[p], engine, 7});
    }
  }

  const auto run = [](const Job& job) {
    const auto result =
        nonet::solve(job.puzzle, SolveOptions{.limit = job.limit, .engine = job.engine});
    Outcome outcome{result.status,
                    result.solution.to_line(),
                    result.solution_count,
                    result.guesses,
                    nonet::count_solutions(job.puzzle, job.limit, job.engine),
                    {}};
    nonet::enumerate_solutions(
        job.puzzle, job.limit,
        [&](const Grid& solution) {
          outcome.enumerated += solution.to_line();
          return true;
        },
        job.engine);
    return outcome;
  };

  std::vector<Outcome> sequential;
  for (const auto& job : jobs) sequential.push_back(run(job));

  constexpr std::size_t kThreads = 4;
  std::atomic<std::size_t> mismatches{0};
  std::atomic<std::size_t> done{0};
  std::vector<std::thread> threads;
  for (std::size_t t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      // Each thread walks the jobs from a different starting point, so different jobs overlap.
      for (std::size_t k = 0; k < jobs.size(); ++k) {
        const std::size_t i = (k + t * jobs.size() / kThreads) % jobs.size();
        if (!(run(jobs[i]) == sequential[i])) ++mismatches;
        ++done;
      }
    });
  }
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(done.load(), kThreads * jobs.size());
  EXPECT_EQ(mismatches.load(), 0u);
}

}  // namespace
