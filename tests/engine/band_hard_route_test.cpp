// The band engine's hard route (puzzles with many candidates left at the first guess: locked
// triads and branching on configurations, see src/engine/band/search.hpp) must find exactly the
// solutions the simple engine finds, in every instruction-set variant this CPU runs. Hard
// puzzles with givens removed have many solutions, so enumerating them checks that both
// branches of a configuration together cover every solution and that no locked-triad
// elimination loses one.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "engine/band/tables.hpp"
#include "engine/engine.hpp"
#include "engine/simd_dispatch.hpp"
#include "nonet/grid.hpp"
#include "nonet/solve.hpp"
#include "support/band_variants.hpp"
#include "support/corpus.hpp"

namespace {

using nonet::Cell;
using nonet::Grid;
using nonet::detail::CellExclusions;
using nonet::detail::SearchOutcome;
using nonet::detail::SearchRequest;

using Variant = nonet::test::BandVariant;
constexpr const auto& kVariants = nonet::test::kBandVariants;

// Well-known hard puzzles (unique): Easter Monster and AI Escargot.
constexpr const char* kHardPuzzles[] = {
    "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
    "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..",
};

Grid grid_of(const std::string& line) {
  return *nonet::test::parse_puzzle_field(line);
}

// Sorted lines of every solution, up to `limit`.
std::vector<std::string> solutions(const Grid& puzzle, std::size_t limit,
                                   SearchOutcome (*search)(const SearchRequest&)) {
  std::vector<std::string> lines;
  const nonet::SolutionVisitor collect = [&](const Grid& solution) {
    lines.push_back(solution.to_line());
    return true;
  };
  const SearchRequest request{puzzle, limit, nullptr, &collect, nullptr};
  const SearchOutcome outcome = search(request);
  EXPECT_EQ(outcome.solutions, lines.size());
  std::sort(lines.begin(), lines.end());
  return lines;
}

// The puzzle without its first `removed` givens.
Grid without_givens(const Grid& puzzle, int removed) {
  Grid out = puzzle;
  for (int i = 0; i < nonet::kCellCount && removed > 0; ++i) {
    if (out.value(Cell(i)) != 0) {
      out.clear(Cell(i));
      --removed;
    }
  }
  return out;
}

void expect_same_solutions(const Grid& puzzle, const std::string& where) {
  // Below the limit, so that the sets are complete and do not depend on the search order.
  constexpr std::size_t kLimit = 20000;
  const auto expected = solutions(puzzle, kLimit, nonet::detail::simple_search);
  ASSERT_LT(expected.size(), kLimit) << where;
  for (const Variant& variant : kVariants) {
    if (!nonet::detail::simd_path_supported(variant.path)) continue;
    EXPECT_EQ(solutions(puzzle, kLimit, variant.search), expected)
        << where << " " << nonet::detail::simd_path_name(variant.path);
  }
}

TEST(BandHardRoute, HardPuzzlesAndTheirRelaxationsHaveTheSimpleEnginesSolutions) {
  for (const char* line : kHardPuzzles) {
    const Grid puzzle = grid_of(line);
    for (const int removed : {0, 1, 2}) {
      expect_same_solutions(without_givens(puzzle, removed),
                            std::string(line) + " without " + std::to_string(removed));
    }
  }
}

TEST(BandHardRoute, CorpusPuzzlesAndTheirRelaxationsHaveTheSimpleEnginesSolutions) {
  const auto corpus = nonet::test::read_corpus_sample("puzzles5_forum_hardest_1905_11+",
                                                      nonet::test::sample_size(12, 2));
  if (!corpus)
    NONET_MISSING_DATA(
        "corpus not found: " << ::nonet::test::data_path("puzzles5_forum_hardest_1905_11+"));
  for (const auto& entry : corpus->sample) {
    for (const int removed : {0, 2}) {
      expect_same_solutions(
          without_givens(entry.puzzle, removed),
          corpus->path + ":" + std::to_string(entry.line) + " without " + std::to_string(removed));
    }
  }
}

// Excluded digits (the generator's question) on the hard route: with a given removed and its
// digit excluded, a solution exists exactly when the puzzle without that given has a second one.
TEST(BandHardRoute, ExclusionsOnHardPuzzles) {
  for (const char* line : kHardPuzzles) {
    const Grid puzzle = grid_of(line);
    for (int i = 0; i < nonet::kCellCount; ++i) {
      const Cell cell(i);
      const int digit = puzzle.value(cell);
      if (digit == 0) continue;
      Grid without = puzzle;
      without.clear(cell);
      const bool second = nonet::count_solutions(without, 2, nonet::Engine::simple) == 2;
      CellExclusions excluded{};
      excluded[static_cast<std::size_t>(i)] = static_cast<std::uint16_t>(1u << (digit - 1));
      for (const Variant& variant : kVariants) {
        if (!nonet::detail::simd_path_supported(variant.path)) continue;
        Grid other;
        const SearchRequest request{without, 1, &other, nullptr, &excluded};
        ASSERT_EQ(variant.search(request).solutions == 1, second)
            << line << " cell " << i << " " << nonet::detail::simd_path_name(variant.path);
        if (second) {
          EXPECT_NE(other.value(cell), digit);
          EXPECT_TRUE(nonet::is_solution_of(other, without));
        }
      }
    }
  }
}

}  // namespace
