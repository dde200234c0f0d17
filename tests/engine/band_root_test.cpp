// The band engine's root after its propagation (SearchRequest::root), which the generator hands
// to the quick logical solve: in every instruction-set variant this CPU runs, each cell keeps its
// solution digit, a settled cell holds it alone and no peer of it has it, and the state is the
// one the search would branch from (settled everywhere exactly when no guess is needed).
#include <gtest/gtest.h>

#include <cstddef>
#include <string>

#include "engine/engine.hpp"
#include "engine/simd_dispatch.hpp"
#include "nonet/cell_set.hpp"
#include "nonet/grid.hpp"
#include "nonet/solve.hpp"
#include "support/band_variants.hpp"
#include "support/corpus.hpp"

namespace {

using nonet::Cell;
using nonet::CellSet;
using nonet::Grid;
using nonet::detail::RootCandidates;
using nonet::detail::SearchRequest;

TEST(BandRoot, KeepsTheSolutionAndSettlesWhatPropagationFixes) {
  const auto corpus =
      nonet::test::read_corpus_sample("ser-rated-sample.txt", nonet::test::sample_size(30, 4));
  if (!corpus)
    NONET_MISSING_DATA("corpus not found: " << ::nonet::test::data_path("ser-rated-sample.txt"));
  int settled_all = 0;
  int open = 0;
  for (const auto& entry : corpus->sample) {
    const nonet::SolveResult solved = nonet::solve(entry.puzzle);
    ASSERT_EQ(solved.status, nonet::Status::unique);
    // The puzzle, and the same with every third cell given (propagation solves most of those).
    const Grid fuller = nonet::test::with_solution_every(entry.puzzle, solved.solution, 3);
    for (const Grid& puzzle : {entry.puzzle, fuller}) {
      for (const auto& variant : nonet::test::kBandVariants) {
        if (!nonet::detail::simd_path_supported(variant.path)) continue;
        const std::string where = corpus->path + ":" + std::to_string(entry.line) + " " +
                                  std::string(nonet::detail::simd_path_name(variant.path));
        RootCandidates root;
        SearchRequest request{puzzle, 1, nullptr, nullptr, nullptr};
        request.plain_route = true;
        request.root = &root;
        EXPECT_EQ(variant.search(request).guesses, 0u) << where;
        for (int i = 0; i < nonet::kCellCount; ++i) {
          const Cell cell(i);
          const auto own = static_cast<unsigned>(1u << (solved.solution.value(cell) - 1));
          const unsigned digits = root.digits[static_cast<std::size_t>(i)];
          ASSERT_NE(digits & own, 0u) << where << " cell " << i;
          if (puzzle.value(cell) != 0) {
            EXPECT_TRUE(root.settled.contains(cell)) << where;
          }
          if (!root.settled.contains(cell)) continue;
          EXPECT_EQ(digits, own) << where << " cell " << i;
          for (Cell peer : nonet::peers_of(cell)) {
            EXPECT_EQ(root.digits[static_cast<std::size_t>(peer.index())] & own, 0u) << where;
          }
        }
        SearchRequest counting{puzzle, 2, nullptr, nullptr, nullptr};
        counting.plain_route = true;
        const bool guess_free = variant.search(counting).guesses == 0;
        EXPECT_EQ(root.settled == CellSet::all(), guess_free) << where;
        (guess_free ? settled_all : open) += 1;
      }
    }
  }
  EXPECT_GT(settled_all, 0);
  EXPECT_GT(open, 0);
}

}  // namespace
