// Grids the canon tests share: the most symmetric solution grid, near-empty grids, and corpus
// samples of puzzles and of their solution grids.
#pragma once

#include <cctype>
#include <string>
#include <string_view>
#include <vector>

#include "nonet/solve.hpp"
#include "support/corpus.hpp"

namespace nonet::test {

/// A solution grid with 648 automorphisms, the most any solution grid has: rows cycle through
/// the boxes' digits in threes, so every band and stack shift is a symmetry up to relabelling.
inline constexpr std::string_view kMostSymmetricGrid =
    "123456789456789123789123456231564897564897231897231564312645978645978312978312645";

/// The puzzle corpora of NONET_DATA_DIR (the files of one puzzle a line).
inline const std::vector<std::string>& puzzle_corpora() {
  static const std::vector<std::string> files{"puzzles2_17_clue",
                                              "puzzles3_magictour_top1465",
                                              "puzzles5_forum_hardest_1905_11+",
                                              "puzzles6_forum_hardest_1106",
                                              "puzzles7_serg_benchmark",
                                              "ser-rated-sample.txt",
                                              "ser-rated-hardest.txt"};
  return files;
}

/// A test name for a corpus parameter: its file name with '_' for anything but letters and digits.
inline std::string corpus_test_name(const ::testing::TestParamInfo<std::string>& param) {
  std::string name;
  for (char ch : param.param) name += std::isalnum(static_cast<unsigned char>(ch)) ? ch : '_';
  return name;
}

inline Grid grid_of(std::string_view line) {
  const auto grid = parse_puzzle_field(line);
  if (!grid) throw std::runtime_error("not a grid: " + std::string(line));
  return *grid;
}

/// A grid with givens only at the cells listed (as (cell index, digit) pairs).
inline Grid grid_with(std::initializer_list<std::pair<int, int>> givens) {
  Grid grid;
  for (const auto& [cell, digit] : givens) grid.set(Cell(cell), Digit(digit));
  return grid;
}

/// The first solution of a puzzle (every corpus puzzle has at least one).
inline Grid solution_of(const Grid& puzzle) {
  const auto result = solve(puzzle);
  if (result.status != Status::unique && result.status != Status::multiple) {
    throw std::runtime_error("no solution: " + puzzle.to_line());
  }
  return result.solution;
}

}  // namespace nonet::test
