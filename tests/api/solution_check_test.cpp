// The check every solution passes before solve() hands it out (src/api/solution_check.hpp): each
// rule is broken on its own here, so that the check is seen to catch every one of them, in each
// of its variants that this CPU runs (and as solves() dispatches).
#include "api/solution_check.hpp"

#include <gtest/gtest.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/simd_dispatch.hpp"

namespace {

using nonet::Grid;

using Check = bool (*)(const Grid&, const Grid&);

struct NamedCheck {
  const char* name;
  Check check;
};

// solves() itself and each variant this CPU runs.
std::vector<NamedCheck> checks() {
  std::vector<NamedCheck> all{{"solves", &nonet::detail::solves},
                              {"portable", &nonet::detail::solves_portable}};
  if (nonet::detail::simd_path_supported(nonet::detail::SimdPath::avx512)) {
    all.push_back({"avx512", &nonet::detail::solves_avx512});
  }
  return all;
}

class SolutionCheck : public testing::TestWithParam<NamedCheck> {
 protected:
  [[nodiscard]] bool solves(const Grid& solution, const Grid& puzzle) const {
    return GetParam().check(solution, puzzle);
  }
};

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

TEST_P(SolutionCheck, AcceptsTheSolution) {
  const Grid puzzle = Grid::from_values(values_of(kPuzzle));
  const Grid solution = Grid::from_values(values_of(kSolution));
  EXPECT_TRUE(solves(solution, puzzle));
  EXPECT_TRUE(solves(solution, Grid{}));
  EXPECT_TRUE(solves(solution, solution));
}

TEST_P(SolutionCheck, RejectsAnEmptyCell) {
  for (const std::size_t cell : {std::size_t{0}, std::size_t{40}, std::size_t{80}}) {
    Values values = values_of(kSolution);
    values[cell] = 0;
    EXPECT_FALSE(solves(Grid::from_values(values), Grid{})) << "cell " << cell;
  }
}

TEST_P(SolutionCheck, RejectsAValidGridThatChangesAGiven) {
  // Digits 1 and 2 exchanged everywhere: still a valid grid, but not the puzzle's.
  Values values = values_of(kSolution);
  for (auto& v : values) v = v == 1 ? 2 : v == 2 ? 1 : v;
  EXPECT_TRUE(solves(Grid::from_values(values), Grid{}));
  EXPECT_FALSE(solves(Grid::from_values(values), Grid::from_values(values_of(kPuzzle))));
}

TEST_P(SolutionCheck, RejectsABrokenBox) {
  // Row r holds 1..9 shifted by r: every row and column holds each digit once, boxes do not.
  Values values{};
  for (std::size_t r = 0; r < 9; ++r) {
    for (std::size_t c = 0; c < 9; ++c)
      values[9 * r + c] = static_cast<std::uint8_t>((r + c) % 9 + 1);
  }
  EXPECT_FALSE(solves(Grid::from_values(values), Grid{}));
}

TEST_P(SolutionCheck, RejectsABrokenColumn) {
  // Two cells of a row swapped inside their box: the row and the box still hold each digit once.
  Values values = values_of(kSolution);
  std::swap(values[0], values[1]);
  EXPECT_FALSE(solves(Grid::from_values(values), Grid{}));
}

TEST_P(SolutionCheck, RejectsABrokenRow) {
  // Two cells of a column swapped inside their box: the column and the box still hold each digit
  // once.
  Values values = values_of(kSolution);
  std::swap(values[0], values[9]);
  EXPECT_FALSE(solves(Grid::from_values(values), Grid{}));
}

// Grids one or two changes away from a solution (a value replaced, two cells swapped, a given
// changed), and the solution relabelled: every variant gives the portable check's verdict.
TEST_P(SolutionCheck, AgreesWithThePortableCheckOnNearSolutions) {
  std::uint32_t state = 12345;
  const auto next = [&state](std::uint32_t bound) {
    state = state * 1664525u + 1013904223u;
    return (state >> 8) % bound;
  };
  std::size_t rejected = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    Values values = values_of(kSolution);
    Values givens = values_of(kPuzzle);
    switch (next(4)) {
      case 0:
        values[next(81)] = static_cast<std::uint8_t>(next(10));
        break;
      case 1:
        std::swap(values[next(81)], values[next(81)]);
        break;
      case 2:
        givens[next(81)] = static_cast<std::uint8_t>(next(10));
        break;
      default: {
        const auto a = static_cast<std::uint8_t>(next(9) + 1);
        const auto b = static_cast<std::uint8_t>(next(9) + 1);
        for (auto& v : values) v = v == a ? b : v == b ? a : v;
        break;
      }
    }
    const Grid solution = Grid::from_values(values);
    const Grid puzzle = Grid::from_values(givens);
    const bool expected = nonet::detail::solves_portable(solution, puzzle);
    ASSERT_EQ(solves(solution, puzzle), expected) << solution.to_line() << " " << puzzle.to_line();
    rejected += expected ? 0 : 1;
  }
  EXPECT_GT(rejected, 1000u);
}

INSTANTIATE_TEST_SUITE_P(Variants, SolutionCheck, testing::ValuesIn(checks()),
                         [](const testing::TestParamInfo<NamedCheck>& variant) {
                           return std::string(variant.param.name);
                         });

}  // namespace
