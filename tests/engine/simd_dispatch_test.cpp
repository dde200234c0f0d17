// Run-time dispatch of the band engine: every instruction-set variant this CPU supports is forced
// in turn and must behave exactly like the scalar build of the same code (same solutions, same
// counts, same number of guesses: the variants differ only in the instructions the compiler
// picked), and Engine::fast must run the variant that simd_path() names.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "engine/engine.hpp"
#include "engine/simd_dispatch.hpp"
#include "nonet/grid.hpp"
#include "nonet/solve.hpp"
#include "support/corpus.hpp"

namespace {

using nonet::Engine;
using nonet::Grid;
using nonet::SolveOptions;
using nonet::detail::SimdPath;

struct Variant {
  SimdPath path;
  Engine engine;
};

constexpr Variant kVariants[] = {
    {SimdPath::scalar, Engine::band_scalar},
    {SimdPath::sse42, Engine::band_sse42},
    {SimdPath::avx2, Engine::band_avx2},
    {SimdPath::avx512, Engine::band_avx512},
};

bool listed(Engine engine) {
  const auto engines = nonet::all_engines();
  return std::find(engines.begin(), engines.end(), engine) != engines.end();
}

// Every corpus, a sample each, plus puzzles with many solutions (serg) at several limits.
std::vector<Grid> sample_puzzles() {
  std::vector<Grid> puzzles;
  for (const char* file :
       {"puzzles2_17_clue", "puzzles3_magictour_top1465", "puzzles5_forum_hardest_1905_11+",
        "puzzles6_forum_hardest_1106", "puzzles7_serg_benchmark", "ser-rated-sample.txt",
        "ser-rated-hardest.txt"}) {
    const auto corpus = nonet::test::read_corpus_sample(file, nonet::test::sample_size(300, 10));
    if (!corpus) {
      ::nonet::test::note_missing_data("corpus not found: " + ::nonet::test::data_path(file));
      continue;
    }
    for (const auto& entry : corpus->sample) puzzles.push_back(entry.puzzle);
  }
  return puzzles;
}

TEST(SimdDispatch, ScalarAlwaysRuns) {
  EXPECT_TRUE(nonet::detail::simd_path_supported(SimdPath::scalar));
  EXPECT_TRUE(listed(Engine::band_scalar));
  EXPECT_TRUE(listed(Engine::fast));
}

TEST(SimdDispatch, ListedExactlyWhenSupported) {
  for (const auto& variant : kVariants) {
    const bool supported = nonet::detail::simd_path_supported(variant.path);
    const auto name = nonet::engine_name(variant.engine);
    EXPECT_EQ(listed(variant.engine), supported) << name;
    EXPECT_EQ(nonet::engine_from_name(name).has_value(), supported) << name;
    if (!supported) {
      EXPECT_THROW((void)nonet::solve(Grid{}, SolveOptions{.engine = variant.engine}),
                   std::invalid_argument)
          << name;
    }
  }
}

TEST(SimdDispatch, FastRunsTheBestSupportedPath) {
  const SimdPath best = nonet::detail::best_simd_path();
  EXPECT_EQ(nonet::simd_path(), nonet::detail::simd_path_name(best));
  for (const auto& variant : kVariants) {
    if (static_cast<int>(variant.path) > static_cast<int>(best)) {
      EXPECT_FALSE(nonet::detail::simd_path_supported(variant.path));
    }
  }
  Engine best_engine = Engine::band_scalar;
  for (const auto& variant : kVariants) {
    if (variant.path == best) best_engine = variant.engine;
  }
  for (const Grid& puzzle : sample_puzzles()) {
    const auto fast = nonet::solve(puzzle, SolveOptions{.limit = 2, .engine = Engine::fast});
    const auto forced = nonet::solve(puzzle, SolveOptions{.limit = 2, .engine = best_engine});
    ASSERT_EQ(fast.solution, forced.solution) << puzzle.to_line();
    ASSERT_EQ(fast.guesses, forced.guesses) << puzzle.to_line();
  }
}

TEST(SimdDispatch, EverySupportedPathMatchesScalar) {
  const auto puzzles = sample_puzzles();
  if (puzzles.empty()) NONET_MISSING_DATA("corpora not found in " << nonet::test::data_dir());
  std::size_t paths = 0;
  for (const auto& variant : kVariants) {
    if (!nonet::detail::simd_path_supported(variant.path)) continue;
    ++paths;
    SCOPED_TRACE(std::string(nonet::engine_name(variant.engine)));
    for (const Grid& puzzle : puzzles) {
      for (const std::size_t limit : {std::size_t{1}, std::size_t{2}, std::size_t{50}}) {
        const auto scalar =
            nonet::solve(puzzle, SolveOptions{.limit = limit, .engine = Engine::band_scalar});
        const auto forced =
            nonet::solve(puzzle, SolveOptions{.limit = limit, .engine = variant.engine});
        ASSERT_EQ(forced.status, scalar.status) << puzzle.to_line();
        ASSERT_EQ(forced.solution_count, scalar.solution_count) << puzzle.to_line();
        ASSERT_EQ(forced.solution, scalar.solution) << puzzle.to_line();
        ASSERT_EQ(forced.guesses, scalar.guesses) << puzzle.to_line();
      }
    }
  }
  EXPECT_GE(paths, 1u);
}

}  // namespace
