// canonical() against the brute-force oracle (tests/canon/oracle.hpp): the same minlex string,
// and as many transformations reaching it as the automorphism count says. A few dozen grids in
// the normal suite; NONET_SAMPLE_SCALE=10 (or more) runs hundreds.
#include <gtest/gtest.h>

#include <cstdio>

#include "canon/canon_cases.hpp"
#include "canon/oracle.hpp"
#include "nonet/canon.hpp"

namespace nonet::test {
namespace {

// Checks one grid against the oracle; returns false (after reporting) when they disagree.
void expect_agrees_with_oracle(const Grid& grid, const std::string& where) {
  const OracleResult oracle = brute_force_minlex(grid);
  const CanonicalForm form = canonical(grid);
  EXPECT_EQ(minlex_string(form.grid), oracle.minlex) << where << " " << grid.to_line();
  EXPECT_EQ(form.automorphisms, oracle.count) << where << " " << grid.to_line();
  EXPECT_EQ(transform(grid, form.transform), form.grid) << where << " " << grid.to_line();
}

TEST(CanonOracle, SpecialGrids) {
  const Grid empty;
  std::vector<std::pair<std::string, Grid>> cases{
      {"empty", empty},
      {"one given r1c1", grid_with({{0, 5}})},
      {"one given r5c5", grid_with({{40, 5}})},
      {"two givens, one row", grid_with({{0, 1}, {1, 2}})},
      {"two givens, one box", grid_with({{0, 1}, {10, 2}})},
      {"two equal digits", grid_with({{0, 7}, {40, 7}})},
      {"three givens, rot180", grid_with({{0, 1}, {40, 2}, {80, 1}})},
      {"most symmetric grid", grid_of(kMostSymmetricGrid)},
      {"LeetCode 37 puzzle",
       grid_of(
           "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")},
      {"LeetCode 37 solution",
       grid_of(
           "534678912672195348198342567859761423426853791713924856961537284287419635345286179")},
  };
  // The most symmetric grid with a few cells emptied, and moved: symmetric puzzles.
  Grid punched = grid_of(kMostSymmetricGrid);
  for (int cell : {0, 40, 80, 8, 72}) punched.clear(Cell(cell));
  cases.emplace_back("most symmetric grid, 5 cells emptied", punched);
  cases.emplace_back("the same, moved", random_isomorph(punched, 3));
  // Near-full puzzles: a solution grid with a few cells emptied (dense rows, many ties).
  for (int step : {27, 9, 4}) {
    Grid near_full = grid_of(
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179");
    for (int cell = step / 2; cell < kCellCount; cell += step) near_full.clear(Cell(cell));
    cases.emplace_back("LeetCode 37 solution, every " + std::to_string(step) + "th cell emptied",
                       near_full);
  }
  for (const auto& [name, grid] : cases) expect_agrees_with_oracle(grid, name);
  std::printf("oracle agreed on %zu special grids\n", cases.size());
}

// Puzzles and their solution grids from every corpus.
class CanonOracleCorpus : public ::testing::TestWithParam<std::string> {};

TEST_P(CanonOracleCorpus, PuzzlesAndTheirSolutionGrids) {
  NONET_READ_CORPUS_OR_SKIP(corpus, GetParam(), sample_size(3, 1));
  for (const auto& entry : corpus.sample) {
    expect_agrees_with_oracle(entry.puzzle, where(corpus, entry));
    expect_agrees_with_oracle(solution_of(entry.puzzle), where(corpus, entry) + " (solution)");
  }
  std::printf("oracle agreed on %zu puzzles and %zu solution grids of %s\n", corpus.sample.size(),
              corpus.sample.size(), GetParam().c_str());
}

INSTANTIATE_TEST_SUITE_P(Corpora, CanonOracleCorpus, ::testing::ValuesIn(puzzle_corpora()),
                         corpus_test_name);

}  // namespace
}  // namespace nonet::test
