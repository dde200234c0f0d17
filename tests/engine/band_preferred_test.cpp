// The band engine's preferred grid (SearchRequest::preferred), which the generator passes so that
// a second solution is found close to its own: it may change which solution comes first, never
// how many there are, in every instruction-set variant this CPU runs.
#include <gtest/gtest.h>

#include <cstddef>
#include <string>
#include <vector>

#include "engine/engine.hpp"
#include "engine/simd_dispatch.hpp"
#include "nonet/cell_set.hpp"
#include "nonet/grid.hpp"
#include "nonet/solve.hpp"
#include "support/band_variants.hpp"
#include "support/corpus.hpp"

namespace {

using nonet::Cell;
using nonet::Grid;
using nonet::detail::SearchRequest;

using Variant = nonet::test::BandVariant;
constexpr const auto& kVariants = nonet::test::kBandVariants;

// The candidates the givens leave, counted as the engine's root does before it propagates. Below
// the hard route's threshold (200 after propagation), the engine branches on cells only.
int open_candidates(const Grid& puzzle) {
  int count = 0;
  for (int i = 0; i < nonet::kCellCount; ++i) {
    const Cell cell(i);
    if (puzzle.value(cell) != 0) continue;
    unsigned seen = 0;
    for (Cell peer : nonet::peers_of(cell)) {
      const int digit = puzzle.value(peer);
      if (digit != 0) seen |= 1u << digit;
    }
    count += 9 - __builtin_popcount(seen);
  }
  return count;
}

// Puzzles, most with several solutions: each solution grid of the sample with half, then two
// thirds, of its cells cleared.
std::vector<Grid> open_puzzles(const std::vector<Grid>& solutions) {
  std::vector<Grid> puzzles;
  for (const Grid& solution : solutions) {
    for (int kept : {2, 3}) {
      Grid puzzle = solution;
      for (int i = 0; i < nonet::kCellCount; ++i) {
        if (i % kept != 1) puzzle.clear(Cell(i));
      }
      puzzles.push_back(puzzle);
    }
  }
  return puzzles;
}

std::vector<Grid> sample_solutions(std::size_t count) {
  std::vector<Grid> solutions;
  const auto corpus = nonet::test::read_corpus_sample("ser-rated-sample.txt", count);
  if (!corpus) return solutions;
  for (const auto& entry : corpus->sample) solutions.push_back(nonet::solve(entry.puzzle).solution);
  return solutions;
}

// Preferring one of the puzzle's solutions leads straight to it: each branch takes its digit, and
// propagation from a consistent choice never fails.
TEST(BandPreferred, ASolutionPreferredIsTheFirstFound) {
  const std::vector<Grid> solutions = sample_solutions(nonet::test::sample_size(20, 4));
  if (solutions.empty()) NONET_MISSING_DATA("corpus not found in " << ::nonet::test::data_dir());
  int checked = 0;
  for (const Grid& puzzle : open_puzzles(solutions)) {
    if (open_candidates(puzzle) >= 200) continue;
    std::vector<Grid> all;
    nonet::enumerate_solutions(
        puzzle, 8,
        [&](const Grid& found) {
          all.push_back(found);
          return true;
        },
        nonet::Engine::reference);
    if (all.size() < 2) continue;
    for (const Grid& wanted : all) {
      for (const Variant& variant : kVariants) {
        if (!nonet::detail::simd_path_supported(variant.path)) continue;
        Grid first;
        SearchRequest request{puzzle, 1, &first, nullptr, nullptr};
        request.preferred = &wanted;
        ASSERT_EQ(variant.search(request).solutions, 1u);
        EXPECT_EQ(first, wanted) << puzzle.to_line() << " "
                                 << nonet::detail::simd_path_name(variant.path);
        ++checked;
      }
    }
  }
  EXPECT_GT(checked, 0);
}

// Whatever grid is preferred, the count up to a limit is the reference engine's, with and
// without excluded digits.
TEST(BandPreferred, CountsDoNotChange) {
  const std::vector<Grid> solutions = sample_solutions(nonet::test::sample_size(20, 4));
  if (solutions.empty()) NONET_MISSING_DATA("corpus not found in " << ::nonet::test::data_dir());
  const std::vector<Grid> puzzles = open_puzzles(solutions);
  for (std::size_t p = 0; p < puzzles.size(); ++p) {
    const Grid& puzzle = puzzles[p];
    // Another puzzle's solution: mostly not a solution of this one.
    const Grid& preferred = solutions[(p / 2 + 1) % solutions.size()];
    // Cell 0 is open in every puzzle: its solution digit excluded.
    nonet::detail::CellExclusions excluded{};
    excluded[0] = static_cast<std::uint16_t>(1u << (solutions[p / 2].value(Cell(0)) - 1));
    const nonet::detail::CellExclusions* const choices[] = {nullptr, &excluded};
    for (const nonet::detail::CellExclusions* exclusions : choices) {
      const SearchRequest plain{puzzle, 20, nullptr, nullptr, exclusions};
      const std::size_t expected = nonet::detail::band_search(plain).solutions;
      if (exclusions == nullptr) {
        EXPECT_EQ(expected, nonet::count_solutions(puzzle, 20, nonet::Engine::reference));
      }
      for (const Variant& variant : kVariants) {
        if (!nonet::detail::simd_path_supported(variant.path)) continue;
        SearchRequest request{puzzle, 20, nullptr, nullptr, exclusions};
        request.preferred = &preferred;
        EXPECT_EQ(variant.search(request).solutions, expected)
            << puzzle.to_line() << " " << nonet::detail::simd_path_name(variant.path);
      }
    }
  }
}

}  // namespace
