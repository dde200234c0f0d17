// benchmark_solve() and solutions_checksum(): the counts and checksum of what solve_all() found.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "nonet/batch.hpp"
#include "support/boards.hpp"

namespace nonet {
namespace {

using testing::grid_from;

// Two unique, one with several solutions, one with none, one with clashing givens.
std::vector<Grid> mixed_puzzles() {
  const Grid unique = grid_from(testing::kPuzzle);
  Grid several = unique;
  for (int i = 0; i < 30; ++i) several.clear(Cell(i));
  const Grid none = grid_from("12345678." + std::string(8, '.') + "9" + std::string(63, '.'));
  const Grid clash = grid_from("11" + std::string(79, '.'));
  return {unique, several, none, clash, unique};
}

TEST(SolveBenchmark, CountsEachStatusAndVerifiesTheSolutions) {
  const auto puzzles = mixed_puzzles();
  const SolveBenchmark bench = benchmark_solve(puzzles, {.limit = 2}, {.threads = 2}, 3);
  EXPECT_EQ(bench.unique, 2u);
  EXPECT_EQ(bench.multiple, 1u);
  EXPECT_EQ(bench.none, 1u);
  EXPECT_EQ(bench.invalid, 1u);
  EXPECT_EQ(bench.wrong, 0u);
  EXPECT_TRUE(bench.checksum_steady);
  EXPECT_LE(bench.solved_without_guess, bench.unique + bench.multiple);
  EXPECT_GE(bench.wall_seconds, 0.0);
  EXPECT_GE(bench.cpu_seconds, 0.0);

  const auto results = solve_all(puzzles, {.limit = 2}).results;
  EXPECT_EQ(bench.checksum, solutions_checksum(results));
  std::uint64_t guesses = 0;
  for (const SolveResult& result : results) guesses += result.guesses;
  EXPECT_EQ(bench.guesses, guesses);
}

TEST(SolveBenchmark, LimitOneCountsPuzzlesWithASolutionAsFound) {
  const auto puzzles = mixed_puzzles();
  const SolveBenchmark bench = benchmark_solve(puzzles, {.limit = 1}, {.threads = 1}, 1);
  EXPECT_EQ(bench.found, 3u);
  EXPECT_EQ(bench.unique, 0u);
  EXPECT_EQ(bench.multiple, 0u);
}

TEST(SolutionsChecksum, DependsOnTheSolutionsAndTheirOrderOnly) {
  const auto puzzles = mixed_puzzles();
  const auto results = solve_all(puzzles).results;
  EXPECT_EQ(solutions_checksum({}), 14695981039346656037ull);  // FNV-1a of nothing
  EXPECT_EQ(solutions_checksum(results),
            solutions_checksum(solve_all(puzzles, {}, {.threads = 3}).results));
  auto reordered = results;
  std::swap(reordered[0], reordered[2]);
  EXPECT_NE(solutions_checksum(results), solutions_checksum(reordered));
  auto changed = results;
  changed[0].solution = Grid();
  EXPECT_NE(solutions_checksum(results), solutions_checksum(changed));
}

}  // namespace
}  // namespace nonet
