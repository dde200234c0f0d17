// The check every solution passes before solve() hands it out (src/api/solution_check.hpp): each
// rule is broken on its own here, so that the check is seen to catch every one of them.
#include "api/solution_check.hpp"

#include <gtest/gtest.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>

namespace {

using nonet::Grid;
using nonet::detail::solves;

using Values = std::array<std::uint8_t, nonet::kCellCount>;

Values values_of(std::string_view line) {
  Values values{};
  for (std::size_t i = 0; i < values.size(); ++i) {
    values[i] = line[i] == '.' ? 0 : static_cast<std::uint8_t>(line[i] - '0');
  }
  return values;
}

// LeetCode 37's example and its solution.
constexpr std::string_view kPuzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
constexpr std::string_view kSolution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

TEST(SolutionCheck, AcceptsTheSolution) {
  const Grid puzzle = Grid::from_values(values_of(kPuzzle));
  const Grid solution = Grid::from_values(values_of(kSolution));
  EXPECT_TRUE(solves(solution, puzzle));
  EXPECT_TRUE(solves(solution, Grid{}));
  EXPECT_TRUE(solves(solution, solution));
}

TEST(SolutionCheck, RejectsAnEmptyCell) {
  for (const std::size_t cell : {std::size_t{0}, std::size_t{40}, std::size_t{80}}) {
    Values values = values_of(kSolution);
    values[cell] = 0;
    EXPECT_FALSE(solves(Grid::from_values(values), Grid{})) << "cell " << cell;
  }
}

TEST(SolutionCheck, RejectsAValidGridThatChangesAGiven) {
  // Digits 1 and 2 exchanged everywhere: still a valid grid, but not the puzzle's.
  Values values = values_of(kSolution);
  for (auto& v : values) v = v == 1 ? 2 : v == 2 ? 1 : v;
  EXPECT_TRUE(solves(Grid::from_values(values), Grid{}));
  EXPECT_FALSE(solves(Grid::from_values(values), Grid::from_values(values_of(kPuzzle))));
}

TEST(SolutionCheck, RejectsABrokenBox) {
  // Row r holds 1..9 shifted by r: every row and column holds each digit once, boxes do not.
  Values values{};
  for (std::size_t r = 0; r < 9; ++r) {
    for (std::size_t c = 0; c < 9; ++c)
      values[9 * r + c] = static_cast<std::uint8_t>((r + c) % 9 + 1);
  }
  EXPECT_FALSE(solves(Grid::from_values(values), Grid{}));
}

TEST(SolutionCheck, RejectsABrokenColumn) {
  // Two cells of a row swapped inside their box: the row and the box still hold each digit once.
  Values values = values_of(kSolution);
  std::swap(values[0], values[1]);
  EXPECT_FALSE(solves(Grid::from_values(values), Grid{}));
}

TEST(SolutionCheck, RejectsABrokenRow) {
  // Two cells of a column swapped inside their box: the column and the box still hold each digit
  // once.
  Values values = values_of(kSolution);
  std::swap(values[0], values[9]);
  EXPECT_FALSE(solves(Grid::from_values(values), Grid{}));
}

}  // namespace
