// The simple engine reports guesses == 0 exactly on the puzzles that naked and hidden singles
// solve alone; the default (band) engine, which also eliminates by locked candidates, never
// guesses on those either. The test carries its own slow, obviously correct singles solver as the
// judge.
#include <gtest/gtest.h>

#include <array>
#include <cstddef>
#include <optional>
#include <string>

#include "nonet/grid.hpp"
#include "nonet/solve.hpp"
#include "support/corpus.hpp"

namespace {

using nonet::Cell;
using nonet::Digit;
using nonet::DigitSet;
using nonet::Engine;
using nonet::Grid;
using nonet::House;
using nonet::SolveOptions;
using nonet::Status;

// Places one forced digit at a time (a naked single: a cell with one candidate; a hidden single: a
// digit with one place in a house), recomputing every candidate after each placement, until none
// is left. Returns the grid reached, or nullopt on a contradiction.
std::optional<Grid> apply_singles(Grid grid) {
  for (;;) {
    std::array<DigitSet, nonet::kCellCount> candidates{};
    bool placed = false;
    for (int i = 0; i < nonet::kCellCount && !placed; ++i) {
      const Cell cell(i);
      if (grid.value(cell) != 0) continue;
      candidates[static_cast<std::size_t>(i)] = grid.candidates(cell);
      const DigitSet& here = candidates[static_cast<std::size_t>(i)];
      if (here.empty()) return std::nullopt;
      if (here.size() == 1) {
        grid.set(cell, here.first());
        placed = true;
      }
    }
    if (placed) continue;
    for (int h = 0; h < 27 && !placed; ++h) {
      const House house(static_cast<House::Kind>(h / 9), h % 9);
      for (int v = 1; v <= 9 && !placed; ++v) {
        const Digit digit(v);
        int places = 0;
        bool present = false;
        Cell where;
        for (int k = 0; k < nonet::kUnitSize; ++k) {
          const Cell cell = house.cell(k);
          if (grid.value(cell) == v) present = true;
          if (grid.value(cell) == 0 &&
              candidates[static_cast<std::size_t>(cell.index())].contains(digit)) {
            ++places;
            where = cell;
          }
        }
        if (present) continue;
        if (places == 0) return std::nullopt;
        if (places == 1) {
          grid.set(where, digit);
          placed = true;
        }
      }
    }
    if (!placed) return grid;
  }
}

TEST(FastEngineSingles, LeetCodeExampleNeedsNoGuess) {
  const auto puzzle = nonet::test::parse_puzzle_field(
      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
  ASSERT_TRUE(puzzle);
  const auto singles = apply_singles(*puzzle);
  ASSERT_TRUE(singles && singles->is_full());
  const auto result = nonet::solve(*puzzle);
  EXPECT_EQ(result.status, Status::unique);
  EXPECT_EQ(result.guesses, 0u);
  EXPECT_EQ(result.solution, *singles);
}

TEST(FastEngineSingles, OnlyGivensMissingAFewCells) {
  // A full grid with up to 20 cells blanked, spread out: singles solve it (checked by the judge).
  const auto full = nonet::test::parse_puzzle_field(
      "534678912672195348198342567859761423426853791713924856961537284287419635345286179");
  ASSERT_TRUE(full);
  Grid puzzle = *full;
  for (int i = 0; i < 20; ++i) {
    puzzle.clear(Cell(i * 4));
    const auto singles = apply_singles(puzzle);
    ASSERT_TRUE(singles && *singles == *full) << puzzle.to_line();
    for (const std::size_t limit : {1u, 2u}) {
      const auto result = nonet::solve(puzzle, SolveOptions{.limit = limit});
      EXPECT_EQ(result.guesses, 0u) << puzzle.to_line();
      EXPECT_EQ(result.solution, *full);
    }
  }
}

// On every corpus: guesses == 0 if and only if singles alone solve the puzzle. (A puzzle that
// singles leave unsolved needs a branch, which counts at least one guess.)
TEST(FastEngineSingles, GuessesAreZeroExactlyWhenSinglesSolve) {
  std::size_t checked = 0;
  std::size_t singles_solved = 0;
  for (const char* file : {"ser-rated-sample.txt", "puzzles2_17_clue", "puzzles3_magictour_top1465",
                           "puzzles5_forum_hardest_1905_11+", "puzzles6_forum_hardest_1106",
                           "ser-rated-hardest.txt", "puzzles7_serg_benchmark"}) {
    const std::size_t count =
        nonet::test::sample_size(std::string(file) == "ser-rated-sample.txt" ? 3000 : 300,
                                 std::string(file) == "ser-rated-sample.txt" ? 60 : 15);
    const auto corpus = nonet::test::read_corpus_sample(file, count);
    if (!corpus) {
      ::nonet::test::note_missing_data("corpus not found: " + ::nonet::test::data_path(file));
      continue;
    }
    for (const auto& entry : corpus->sample) {
      const auto singles = apply_singles(entry.puzzle);
      const bool solved_by_singles = singles && singles->is_full();
      const auto result =
          nonet::solve(entry.puzzle, SolveOptions{.limit = 2, .engine = Engine::simple});
      EXPECT_EQ(result.guesses == 0, solved_by_singles)
          << nonet::test::where(*corpus, entry) << ": " << result.guesses << " guesses";
      if (solved_by_singles) {
        EXPECT_EQ(nonet::solve(entry.puzzle, SolveOptions{.limit = 2}).guesses, 0u)
            << nonet::test::where(*corpus, entry) << ": the default engine guessed";
      }
      if (solved_by_singles) {
        EXPECT_EQ(result.status, Status::unique);
        EXPECT_EQ(result.solution, *singles);
        ++singles_solved;
      }
      ++checked;
    }
  }
  if (checked == 0) NONET_MISSING_DATA("corpora not found in " << nonet::test::data_dir());
  // ser-rated-sample is mostly easy puzzles: the test must see both kinds.
  EXPECT_GT(singles_solved, 0u);
  EXPECT_LT(singles_solved, checked);
}

}  // namespace
