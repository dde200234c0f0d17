// Small helpers the technique tests share to build candidate grids and expected results.
#pragma once

#include <gtest/gtest.h>

#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "logic/reglib.hpp"
#include "nonet/logic.hpp"
#include "support/boards.hpp"

namespace nonet::test {

/// r4c7 as rc(4, 7): row and column 1-based, as people write them.
inline Cell rc(int row, int column) {
  return Cell(Row(row - 1), Column(column - 1));
}

/// Removes `digit` from every cell of the house except those in `keep`.
inline void keep_only(CandidateGrid& grid, int digit, House house,
                      std::initializer_list<Cell> keep) {
  for (int i = 0; i < kUnitSize; ++i) {
    const Cell cell = house.cell(i);
    bool kept = false;
    for (Cell k : keep) kept = kept || k == cell;
    if (!kept) grid.eliminate(cell, Digit(digit));
  }
}

/// The candidates `digit` of each cell, in the order given.
inline std::vector<Candidate> candidates(int digit, std::initializer_list<Cell> cells) {
  std::vector<Candidate> out;
  for (Cell cell : cells) out.push_back({cell, Digit(digit)});
  return out;
}

inline DigitSet digits(std::initializer_list<int> values) {
  DigitSet out;
  for (int value : values) out.insert(Digit(value));
  return out;
}

inline Candidate cand(int digit, Cell cell) {
  return Candidate{cell, Digit(digit)};
}

/// LeetCode's solution with the listed cells opened, each holding the given candidates.
inline CandidateGrid solved_except(std::initializer_list<std::pair<Cell, DigitSet>> open) {
  Grid grid = testing::grid_from(testing::kSolution);
  for (const auto& [cell, candidates] : open) grid.clear(cell);
  CandidateGrid out = CandidateGrid::from_puzzle(grid);
  for (const auto& [cell, candidates] : open) out.set_candidates(cell, candidates);
  return out;
}

/// Whether the technique reproduces one line of HoDoKu's regression library (a failure says
/// why).
inline bool reproduces(const std::string& line, Technique technique) {
  const auto parsed = parse_reglib_line(line, 1);
  EXPECT_TRUE(parsed.has_value()) << line;
  if (!parsed) return false;
  std::string detail;
  const bool passed = reglib_case_passes(*parsed, technique, &detail);
  EXPECT_TRUE(passed) << detail;
  return passed;
}

/// The position of one line of HoDoKu's regression library.
inline CandidateGrid reglib_grid(std::string_view line) {
  const auto parsed = parse_reglib_line(line, 1);
  EXPECT_TRUE(parsed.has_value()) << line;
  return parsed ? parsed->grid : CandidateGrid();
}

}  // namespace nonet::test
