// Grid: cells, given count, candidates and the line form.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <tuple>
#include <type_traits>
#include <vector>

#include "nonet/grid.hpp"
#include "support/boards.hpp"

namespace nonet {
namespace {

static_assert(std::is_trivially_copyable_v<Grid>);

using testing::grid_from;
using testing::kPuzzle;
using testing::kSolution;

DigitSet digits(std::initializer_list<int> values) {
  DigitSet set;
  for (const int v : values) set.insert(Digit(v));
  return set;
}

TEST(Grid, DefaultIsEmpty) {
  const Grid grid;
  EXPECT_EQ(grid.given_count(), 0);
  EXPECT_FALSE(grid.is_full());
  EXPECT_EQ(grid.to_line(), std::string(81, '.'));
  for (int i = 0; i < kCellCount; ++i) {
    EXPECT_FALSE(grid.get(Cell(i)).has_value());
    EXPECT_EQ(grid.value(Cell(i)), 0);
  }
}

TEST(Grid, SetGetClear) {
  Grid grid;
  const Cell r4c7(Row(3), Column(6));
  grid.set(r4c7, Digit(5));
  ASSERT_TRUE(grid.get(r4c7).has_value());
  EXPECT_EQ(*grid.get(r4c7), Digit(5));
  EXPECT_EQ(grid.value(r4c7), 5);
  EXPECT_EQ(grid.given_count(), 1);
  EXPECT_EQ(grid.values()[33], 5);
  grid.set(r4c7, Digit(9));  // overwrite
  EXPECT_EQ(grid.value(r4c7), 9);
  EXPECT_EQ(grid.given_count(), 1);
  grid.clear(r4c7);
  EXPECT_FALSE(grid.get(r4c7).has_value());
  EXPECT_EQ(grid, Grid{});
}

TEST(Grid, FromValuesKeepsTheValuesRowByRow) {
  std::array<std::uint8_t, kCellCount> values{};
  values[0] = 1;
  values[8] = 9;
  values[80] = 4;
  const auto grid = Grid::from_values(values);
  EXPECT_EQ(grid.values(), values);
  EXPECT_EQ(grid.value(Cell(Row(0), Column(8))), 9);
  EXPECT_EQ(grid.value(Cell(Row(8), Column(8))), 4);
  EXPECT_EQ(grid.given_count(), 3);
}

// A value above 9 would index past validate()'s tables and shift the engines' masks too far:
// from_values() refuses it, naming the first such cell, and builds nothing.
TEST(Grid, FromValuesRejectsValuesAboveNine) {
  for (const auto& [index, value, message] : std::vector<std::tuple<std::size_t, int, std::string>>{
           {2, 12, "Grid::from_values: value 12 in cell r1c3 is outside 0..9"},
           {0, 10, "Grid::from_values: value 10 in cell r1c1 is outside 0..9"},
           {80, 255, "Grid::from_values: value 255 in cell r9c9 is outside 0..9"},
           {33, '5', "Grid::from_values: value 53 in cell r4c7 is outside 0..9"}}) {
    std::array<std::uint8_t, kCellCount> values{};
    values[1] = 9;
    values[index] = static_cast<std::uint8_t>(value);
    try {
      (void)Grid::from_values(values);
      ADD_FAILURE() << "no exception for " << value;
    } catch (const std::invalid_argument& e) {
      EXPECT_EQ(std::string(e.what()), message);
    }
  }
  // The first bad cell is named.
  std::array<std::uint8_t, kCellCount> values{};
  values[40] = 11;
  values[10] = 20;
  EXPECT_THROW(
      {
        try {
          (void)Grid::from_values(values);
        } catch (const std::invalid_argument& e) {
          EXPECT_EQ(std::string(e.what()),
                    "Grid::from_values: value 20 in cell r2c2 is outside 0..9");
          throw;
        }
      },
      std::invalid_argument);
  // 0..9 everywhere is fine.
  values.fill(9);
  EXPECT_NO_THROW((void)Grid::from_values(values));
  values.fill(0);
  EXPECT_EQ(Grid::from_values(values), Grid{});
}

TEST(Grid, ToLineUsesDotsForBlanks) {
  EXPECT_EQ(grid_from(kPuzzle).to_line(), kPuzzle);
  EXPECT_EQ(grid_from(kSolution).to_line(), kSolution);
  Grid grid;
  grid.set(Cell(80), Digit(7));
  EXPECT_EQ(grid.to_line(), std::string(80, '.') + "7");
}

TEST(Grid, GivenCountAndFull) {
  EXPECT_EQ(grid_from(kPuzzle).given_count(), 30);
  EXPECT_FALSE(grid_from(kPuzzle).is_full());
  EXPECT_EQ(grid_from(kSolution).given_count(), 81);
  EXPECT_TRUE(grid_from(kSolution).is_full());
}

TEST(Grid, Equality) {
  EXPECT_EQ(grid_from(kPuzzle), grid_from(kPuzzle));
  EXPECT_NE(grid_from(kPuzzle), grid_from(kSolution));
  auto copy = grid_from(kPuzzle);
  copy.set(Cell(2), Digit(4));
  EXPECT_NE(copy, grid_from(kPuzzle));
}

TEST(Grid, CandidatesExcludeRowColumnAndBox) {
  const auto grid = grid_from(kPuzzle);
  // r1c3: row 1 holds 5 3 7, column 3 holds 8, box 1 holds 5 3 6 9 8.
  EXPECT_EQ(grid.candidates(Cell(Row(0), Column(2))), digits({1, 2, 4}));
  // r5c5: row 5 holds 4 8 3 1, column 5 holds 7 9 6 2 1 8, box 5 holds 6 8 3 2.
  EXPECT_EQ(grid.candidates(Cell(Row(4), Column(4))), digits({5}));
  // Every candidate of the puzzle is consistent with the solution's digit.
  const auto solution = grid_from(kSolution);
  for (int i = 0; i < kCellCount; ++i) {
    const Cell cell(i);
    if (grid.value(cell) != 0) continue;
    EXPECT_TRUE(grid.candidates(cell).contains(*solution.get(cell))) << cell.name();
  }
}

TEST(Grid, CandidatesOfAFilledCellAreEmpty) {
  const auto grid = grid_from(kPuzzle);
  EXPECT_TRUE(grid.candidates(Cell(0)).empty());  // r1c1 holds 5
}

TEST(Grid, CandidatesOfAnEmptyGridAreAllDigits) {
  const Grid grid;
  for (int i = 0; i < kCellCount; ++i) EXPECT_EQ(grid.candidates(Cell(i)), DigitSet::all());
}

TEST(Grid, CandidatesOfTheLastEmptyCellAreItsDigit) {
  auto grid = grid_from(kSolution);
  const Cell cell(Row(6), Column(3));
  const auto digit = *grid.get(cell);
  grid.clear(cell);
  EXPECT_EQ(grid.candidates(cell), DigitSet::of(digit));
}

}  // namespace
}  // namespace nonet
