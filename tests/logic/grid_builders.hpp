// Small helpers the technique tests share to build candidate grids and expected results.
#pragma once

#include <gtest/gtest.h>

#include <initializer_list>
#include <string_view>
#include <vector>

#include "logic/reglib.hpp"
#include "nonet/logic.hpp"

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

/// The position of one line of HoDoKu's regression library.
inline CandidateGrid reglib_grid(std::string_view line) {
  const auto parsed = parse_reglib_line(line, 1);
  EXPECT_TRUE(parsed.has_value()) << line;
  return parsed ? parsed->grid : CandidateGrid();
}

}  // namespace nonet::test
