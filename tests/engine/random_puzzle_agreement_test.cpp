// Every engine agrees with the reference engine on random puzzles of every kind: minimal (unique,
// and any given removed makes it ambiguous), over-clued, with several solutions, without a
// solution although no two givens clash, and with clashing givens. The puzzles come from a fixed
// seed, so a failure replays; NONET_SAMPLE_SCALE makes more of them.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "engine/reference_relabelling.hpp"
#include "nonet/grid.hpp"
#include "nonet/solve.hpp"
#include "support/corpus.hpp"

namespace {

using nonet::Cell;
using nonet::Digit;
using nonet::Engine;
using nonet::Grid;
using nonet::SolveOptions;
using nonet::SolveResult;
using nonet::Status;
using nonet::test::sample_size;

// The judge used while building puzzles is the simple engine: independent of the band engine,
// and fast enough to call ~80 times per puzzle.
constexpr Engine kBuilder = Engine::simple;

int random_below(std::mt19937& rng, int n) {
  return std::uniform_int_distribution<int>(0, n - 1)(rng);
}

std::vector<int> shuffled_cells(std::mt19937& rng) {
  std::vector<int> cells(nonet::kCellCount);
  std::iota(cells.begin(), cells.end(), 0);
  std::shuffle(cells.begin(), cells.end(), rng);
  return cells;
}

// A random complete grid: a dozen random givens that do not clash, solved (retried until the
// givens have a solution).
Grid random_solution(std::mt19937& rng) {
  for (;;) {
    Grid seed;
    for (const int c : shuffled_cells(rng)) {
      if (seed.given_count() == 12) break;
      const auto candidates = seed.candidates(Cell(c));
      if (candidates.empty()) continue;
      std::vector<Digit> digits;
      for (int v = 1; v <= 9; ++v) {
        if (candidates.contains(Digit(v))) digits.push_back(Digit(v));
      }
      seed.set(
          Cell(c),
          digits[static_cast<std::size_t>(random_below(rng, static_cast<int>(digits.size())))]);
    }
    const auto solved = nonet::solve(seed, SolveOptions{.limit = 1, .engine = kBuilder});
    if (solved.status == Status::found) return solved.solution;
  }
}

// Removes givens in random order while the puzzle stays unique.
Grid minimal_puzzle(const Grid& solution, std::mt19937& rng) {
  Grid puzzle = solution;
  for (const int c : shuffled_cells(rng)) {
    const Cell cell(c);
    const int value = puzzle.value(cell);
    puzzle.clear(cell);
    if (nonet::count_solutions(puzzle, 2, kBuilder) != 1) puzzle.set(cell, Digit(value));
  }
  return puzzle;
}

Grid keep_random_cells(const Grid& solution, int keep, std::mt19937& rng) {
  Grid puzzle;
  const auto cells = shuffled_cells(rng);
  for (int i = 0; i < keep; ++i) {
    const Cell cell(cells[static_cast<std::size_t>(i)]);
    puzzle.set(cell, *solution.get(cell));
  }
  return puzzle;
}

std::vector<Cell> givens_of(const Grid& puzzle) {
  std::vector<Cell> cells;
  for (int c = 0; c < nonet::kCellCount; ++c) {
    if (puzzle.value(Cell(c)) != 0) cells.emplace_back(c);
  }
  return cells;
}

// Every engine but the reference gives the reference's answer (limit 2).
void expect_agreement(const Grid& puzzle, const SolveResult& reference) {
  SCOPED_TRACE(puzzle.to_line());
  for (const Engine engine : nonet::all_engines()) {
    if (engine == Engine::reference) continue;
    SCOPED_TRACE(std::string(nonet::engine_name(engine)));
    const auto result = nonet::solve(puzzle, SolveOptions{.limit = 2, .engine = engine});
    EXPECT_EQ(result.status, reference.status);
    EXPECT_EQ(result.solution_count, reference.solution_count);
    EXPECT_EQ(result.conflicts, reference.conflicts);
    if (reference.status == Status::unique) {
      EXPECT_EQ(result.solution, reference.solution);
    }
    EXPECT_EQ(nonet::count_solutions(puzzle, 2, engine), reference.solution_count);
  }
}

TEST(RandomPuzzles, MinimalPuzzles) {
  std::mt19937 rng(20261129);
  const std::size_t n = sample_size(40, 4);
  for (std::size_t i = 0; i < n; ++i) {
    const Grid solution = random_solution(rng);
    const Grid puzzle = minimal_puzzle(solution, rng);
    const auto reference = nonet::test::reference_solve(puzzle);
    ASSERT_EQ(reference.status, Status::unique) << puzzle.to_line();
    EXPECT_EQ(reference.solution, solution);
    expect_agreement(puzzle, reference);
    // Minimal: without any one of its givens, every engine finds a second solution.
    for (const Cell cell : givens_of(puzzle)) {
      Grid fewer = puzzle;
      fewer.clear(cell);
      for (const Engine engine : nonet::all_engines()) {
        if (engine == Engine::reference) continue;
        EXPECT_EQ(nonet::count_solutions(fewer, 2, engine), 2u)
            << fewer.to_line() << " " << nonet::engine_name(engine);
      }
    }
  }
}

TEST(RandomPuzzles, OverCluedPuzzles) {
  std::mt19937 rng(7);
  const std::size_t n = sample_size(300, 30);
  for (std::size_t i = 0; i < n; ++i) {
    const Grid solution = random_solution(rng);
    const Grid puzzle = keep_random_cells(solution, 30 + random_below(rng, 51), rng);
    const auto reference = nonet::test::reference_solve(puzzle);
    ASSERT_NE(reference.status, Status::none) << puzzle.to_line();
    expect_agreement(puzzle, reference);
  }
}

TEST(RandomPuzzles, PuzzlesWithSeveralSolutions) {
  std::mt19937 rng(11);
  const std::size_t n = sample_size(40, 4);
  for (std::size_t i = 0; i < n; ++i) {
    const Grid solution = random_solution(rng);
    Grid puzzle = minimal_puzzle(solution, rng);
    for (int k = 0; k < 1 + random_below(rng, 3); ++k) {
      const auto givens = givens_of(puzzle);
      puzzle.clear(
          givens[static_cast<std::size_t>(random_below(rng, static_cast<int>(givens.size())))]);
    }
    const auto reference = nonet::test::reference_solve(puzzle);
    ASSERT_EQ(reference.status, Status::multiple) << puzzle.to_line();
    expect_agreement(puzzle, reference);
    // The same solution sets, up to a limit.
    constexpr std::size_t kLimit = 30;
    const auto solutions_of = [&](Engine engine) {
      std::vector<std::string> lines;
      nonet::enumerate_solutions(
          puzzle, kLimit,
          [&](const Grid& found) {
            lines.push_back(found.to_line());
            return true;
          },
          engine);
      std::sort(lines.begin(), lines.end());
      return lines;
    };
    const auto count = nonet::count_solutions(puzzle, kLimit, kBuilder);
    if (count < kLimit) {  // the whole set: every engine must find exactly it
      const auto expected = solutions_of(kBuilder);
      for (const Engine engine : nonet::all_engines()) {
        if (engine == Engine::reference) continue;
        EXPECT_EQ(solutions_of(engine), expected) << nonet::engine_name(engine);
      }
    }
  }
}

TEST(RandomPuzzles, PuzzlesWithoutSolutionAndNoClash) {
  std::mt19937 rng(13);
  const std::size_t n = sample_size(50, 5);
  std::size_t without_solution = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const Grid solution = random_solution(rng);
    Grid puzzle = minimal_puzzle(solution, rng);
    // Change one given to another digit its row, column and box allow: no clash, but usually no
    // solution either.
    for (const Cell cell : givens_of(puzzle)) {
      const int value = puzzle.value(cell);
      puzzle.clear(cell);
      const auto candidates = puzzle.candidates(cell);
      int other = 0;
      for (int v = 1; v <= 9 && other == 0; ++v) {
        if (v != value && candidates.contains(Digit(v))) other = v;
      }
      if (other != 0) {
        puzzle.set(cell, Digit(other));
        break;
      }
      puzzle.set(cell, Digit(value));
    }
    ASSERT_TRUE(nonet::validate(puzzle).empty());
    const auto reference = nonet::test::reference_solve(puzzle);
    if (reference.status == Status::none) ++without_solution;
    expect_agreement(puzzle, reference);
  }
  EXPECT_GE(without_solution, 1u);
}

TEST(RandomPuzzles, ClashingGivens) {
  std::mt19937 rng(17);
  const std::size_t n = sample_size(100, 20);
  for (std::size_t i = 0; i < n; ++i) {
    const Grid solution = random_solution(rng);
    Grid puzzle = keep_random_cells(solution, 20 + random_below(rng, 40), rng);
    // Copy a given to an empty cell of its row: a clash.
    auto givens = givens_of(puzzle);
    std::shuffle(givens.begin(), givens.end(), rng);
    bool clashed = false;
    for (const Cell from : givens) {
      for (int column = 0; column < 9 && !clashed; ++column) {
        const Cell to{from.row(), nonet::Column(column)};
        if (puzzle.value(to) == 0) {
          puzzle.set(to, *puzzle.get(from));
          clashed = true;
        }
      }
      if (clashed) break;
    }
    const auto reference = nonet::test::reference_solve(puzzle);
    ASSERT_EQ(reference.status, Status::invalid) << puzzle.to_line();
    expect_agreement(puzzle, reference);
  }
}

}  // namespace
