// The band engine's excluded digits (SearchRequest::excluded), which the generator uses to ask
// whether a removed clue could hold another digit: the answer must match counting solutions with
// the reference engine, in every instruction-set variant this CPU runs.
#include <gtest/gtest.h>

#include <cstddef>
#include <string>

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

bool solves(const Grid& solution, const Grid& puzzle) {
  if (!solution.is_full() || !nonet::validate(solution).empty()) return false;
  for (int i = 0; i < nonet::kCellCount; ++i) {
    const int given = puzzle.value(Cell(i));
    if (given != 0 && solution.value(Cell(i)) != given) return false;
  }
  return true;
}

CellExclusions excluding(Cell cell, int digit) {
  CellExclusions excluded{};
  excluded[static_cast<std::size_t>(cell.index())] = static_cast<std::uint16_t>(1u << (digit - 1));
  return excluded;
}

// For each given of a unique puzzle: with the given removed and its digit excluded, the band
// engine finds a solution exactly when the puzzle without that given has a second solution
// (reference engine), and that solution solves it with another digit in the cell.
TEST(BandExclusions, AnswerWhetherARemovedClueCouldHoldAnotherDigit) {
  const auto corpus =
      nonet::test::read_corpus_sample("ser-rated-sample.txt", nonet::test::sample_size(40, 4));
  if (!corpus)
    NONET_MISSING_DATA("corpus not found: " << ::nonet::test::data_path("ser-rated-sample.txt"));
  int refused = 0;
  int kept = 0;
  for (const auto& entry : corpus->sample) {
    const std::string where = corpus->path + ":" + std::to_string(entry.line);
    const nonet::SolveResult solved = nonet::solve(entry.puzzle);
    ASSERT_EQ(solved.status, nonet::Status::unique) << where;
    // The puzzle (minimal: each given needed) and the same with some solution digits added
    // (those can go again).
    const Grid over_clued = nonet::test::with_solution_every(entry.puzzle, solved.solution, 7);
    for (const Grid& puzzle : {entry.puzzle, over_clued}) {
      for (int i = 0; i < nonet::kCellCount; ++i) {
        const Cell cell(i);
        const int digit = puzzle.value(cell);
        if (digit == 0) continue;
        Grid without = puzzle;
        without.clear(cell);
        const bool second = nonet::count_solutions(without, 2, nonet::Engine::reference) == 2;
        (second ? refused : kept) += 1;
        const CellExclusions excluded = excluding(cell, digit);
        for (const Variant& variant : kVariants) {
          if (!nonet::detail::simd_path_supported(variant.path)) continue;
          Grid other;
          const SearchRequest request{without, 1, &other, nullptr, &excluded};
          const SearchOutcome outcome = variant.search(request);
          ASSERT_EQ(outcome.solutions == 1, second)
              << where << " cell " << i << " " << nonet::detail::simd_path_name(variant.path);
          if (second) {
            EXPECT_TRUE(solves(other, without)) << where;
            EXPECT_NE(other.value(cell), digit) << where;
          }
        }
      }
    }
  }
  EXPECT_GT(refused, 0);
  EXPECT_GT(kept, 0);
}

// Exclusions that apply only when the root's propagation leaves cells open
// (SearchRequest::excluded_if_open), with and without the hard route: for each given of a unique
// puzzle, removed, the engine reports a solve at the root exactly when a search without
// exclusions solves the puzzle without a guess on the plain route, and otherwise finds a solution
// exactly when the puzzle without that given has a second one, with another digit in the cell.
TEST(BandExclusions, IfOpenAfterTheRootAnswerBothQuestions) {
  const auto corpus =
      nonet::test::read_corpus_sample("ser-rated-sample.txt", nonet::test::sample_size(30, 4));
  if (!corpus)
    NONET_MISSING_DATA("corpus not found: " << ::nonet::test::data_path("ser-rated-sample.txt"));
  int at_root = 0;
  int refused = 0;
  int kept = 0;
  for (const auto& entry : corpus->sample) {
    const std::string where = corpus->path + ":" + std::to_string(entry.line);
    const nonet::SolveResult solved = nonet::solve(entry.puzzle);
    ASSERT_EQ(solved.status, nonet::Status::unique) << where;
    // Removing a given of a minimal puzzle leaves two solutions. With every third cell given
    // as well, propagation solves most; with every ninth, most stay unique but need a guess.
    for (const Grid& puzzle :
         {entry.puzzle, nonet::test::with_solution_every(entry.puzzle, solved.solution, 3),
          nonet::test::with_solution_every(entry.puzzle, solved.solution, 9)}) {
      for (int i = 0; i < nonet::kCellCount; ++i) {
        const Cell cell(i);
        const int digit = puzzle.value(cell);
        if (digit == 0) continue;
        Grid without = puzzle;
        without.clear(cell);
        const bool second = nonet::count_solutions(without, 2, nonet::Engine::reference) == 2;
        const CellExclusions excluded = excluding(cell, digit);
        for (const Variant& variant : kVariants) {
          if (!nonet::detail::simd_path_supported(variant.path)) continue;
          const std::string label = where + " cell " + std::to_string(i) + " " +
                                    std::string(nonet::detail::simd_path_name(variant.path));
          SearchRequest counting{without, 2, nullptr, nullptr, nullptr};
          counting.plain_route = true;
          const SearchOutcome count = variant.search(counting);
          ASSERT_EQ(count.solutions, second ? 2u : 1u) << label;
          const bool guess_free = count.solutions == 1 && count.guesses == 0;
          for (bool plain : {false, true}) {
            Grid found;
            SearchRequest request{without, 1, &found, nullptr, nullptr};
            request.excluded_if_open = &excluded;
            request.plain_route = plain;
            const SearchOutcome outcome = variant.search(request);
            ASSERT_EQ(outcome.solved_at_root, guess_free) << label;
            if (outcome.solved_at_root) {
              ASSERT_EQ(outcome.solutions, 1u) << label;
              EXPECT_EQ(found, solved.solution) << label;
              continue;
            }
            ASSERT_EQ(outcome.solutions == 1, second) << label;
            if (second) {
              EXPECT_TRUE(solves(found, without)) << label;
              EXPECT_NE(found.value(cell), digit) << label;
            }
          }
          (guess_free ? at_root : second ? refused : kept) += 1;
        }
      }
    }
  }
  EXPECT_GT(at_root, 0);
  EXPECT_GT(refused, 0);
  EXPECT_GT(kept, 0);
}

// Exclusions in a cell that holds a given are ignored (the given stands).
TEST(BandExclusions, GivensAreNotExcluded) {
  const auto corpus = nonet::test::read_corpus_sample("ser-rated-sample.txt", 3);
  if (!corpus)
    NONET_MISSING_DATA("corpus not found: " << ::nonet::test::data_path("ser-rated-sample.txt"));
  for (const auto& entry : corpus->sample) {
    CellExclusions excluded{};
    for (int i = 0; i < nonet::kCellCount; ++i) {
      const int digit = entry.puzzle.value(Cell(i));
      if (digit != 0)
        excluded[static_cast<std::size_t>(i)] = static_cast<std::uint16_t>(1u << (digit - 1));
    }
    const SearchRequest request{entry.puzzle, 2, nullptr, nullptr, &excluded};
    EXPECT_EQ(nonet::detail::band_search(request).solutions, 1u) << entry.line;
  }
}

}  // namespace
