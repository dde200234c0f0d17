// basic_solvability(): the bounds it gives must hold for SE's own ratings, and each verdict must
// mean exactly its band of ER (the generator accepts or turns down puzzles on it without rating
// them).
#include <gtest/gtest.h>

#include <array>
#include <fstream>
#include <sstream>
#include <string>

#include "nonet/rating.hpp"
#include "nonet/solve.hpp"
#include "rating/basic_closure.hpp"
#include "rating/rate_unique.hpp"
#include "support/corpus.hpp"

namespace nonet::rating {
namespace {

Grid puzzle(std::string_view text) {
  const auto grid = test::parse_puzzle_field(text);
  EXPECT_TRUE(grid.has_value()) << text;
  return grid.value_or(Grid());
}

TEST(BasicClosure, BoundsOfEachVerdict) {
  EXPECT_EQ(er_bounds(BasicSolvability::kSingles).min, 10);
  EXPECT_EQ(er_bounds(BasicSolvability::kSingles).max, 23);
  EXPECT_EQ(er_bounds(BasicSolvability::kDirect).min, 17);
  EXPECT_EQ(er_bounds(BasicSolvability::kDirect).max, 25);
  EXPECT_EQ(er_bounds(BasicSolvability::kBasic).min, 26);
  EXPECT_EQ(er_bounds(BasicSolvability::kBasic).max, 40);
  EXPECT_EQ(er_bounds(BasicSolvability::kBeyond).min, 41);
}

TEST(BasicClosure, SinglesAloneSolveTheLeetCodeBoard) {
  const Grid board =
      puzzle("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
  EXPECT_EQ(basic_solvability(board), BasicSolvability::kSingles);
  EXPECT_LE(rate_se(board).er, 23);
}

TEST(BasicClosure, SubsetsAreTriedWhereSinglesStall) {
  // SE's ER 3.0, 2.0 (a direct hidden pair) and 7.1, from the reference set.
  const Grid pair =
      puzzle("12...67.9......12..............9....56....9..9.867..1.3..5....1.4..3...2.75..2.4.");
  const Grid direct =
      puzzle(".......89..678..2...9...4..2...389..3.52....6.6.....4....8.........1.....32.45..1");
  const Grid chain =
      puzzle(".23..6.8......91...8.1..4..2.......7...8.....678.1......7.3.2...3...4.7....5.1.6.");
  EXPECT_EQ(basic_solvability(pair), BasicSolvability::kBasic);
  EXPECT_EQ(basic_solvability(direct), BasicSolvability::kDirect);
  EXPECT_EQ(basic_solvability(chain), BasicSolvability::kBeyond);
}

TEST(BasicClosure, ContradictionsAreNeverCalledSolved) {
  Grid clash =
      puzzle("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
  clash.set(Cell(2), Digit(5));  // a second 5 in row 1
  EXPECT_EQ(basic_solvability(clash), BasicSolvability::kBeyond);
  EXPECT_EQ(basic_solvability(Grid()), BasicSolvability::kBeyond);  // stuck: no givens
}

// The reference set (SE 1.2.1's ER for 21,375 random minimal puzzles; all of it in optimised
// builds, every 10th under the sanitizers): every ER lies in its puzzle's bounds, the rules up
// to 2.5 solve exactly the puzzles of ER 2.5 or less, and those up to 4.0 get stuck exactly when
// the ER is above 4.0.
TEST(BasicClosure, AgreesWithSeOnTheReferenceSet) {
  const std::string path = test::data_path("ser-rated-sample.txt");
  std::ifstream in(path);
  if (!in) GTEST_SKIP() << "no " << path;
  std::string line;
  const std::size_t stride = test::kOptimizedBuild ? 1 : 10;
  std::size_t number = 0;
  std::size_t seen = 0;
  std::size_t checked = 0;
  std::array<std::size_t, 4> verdicts{};
  while (std::getline(in, line)) {
    ++number;
    if (line.empty() || line[0] == '#' || seen++ % stride != 0) continue;
    std::istringstream fields(line);
    std::string text;
    double published = 0;
    fields >> text >> published;
    const auto grid = test::parse_puzzle_field(text);
    ASSERT_TRUE(grid.has_value()) << "line " << number;
    const auto er = static_cast<RatingTenths>(published * 10 + 0.5);
    const BasicSolvability verdict = basic_solvability(*grid);
    ++verdicts[static_cast<std::size_t>(verdict)];
    const RatingBand bounds = er_bounds(verdict);
    EXPECT_GE(er, bounds.min) << "line " << number << ": " << text;
    EXPECT_LE(er, bounds.max) << "line " << number << ": " << text;
    EXPECT_EQ(verdict == BasicSolvability::kBeyond, er > 40) << "line " << number << ": " << text;
    EXPECT_EQ(verdict <= BasicSolvability::kDirect, er <= 25) << "line " << number << ": " << text;
    ++checked;
  }
  EXPECT_GT(checked * stride, 20000u);
  // Each verdict occurs (the set spans the scale).
  for (std::size_t count : verdicts) EXPECT_GT(count * stride, 50u);
}

// The bounds for a band hold the ER, and at the easy and medium bands (2.5 and 4.0 are where the
// verdicts split) they always say whether the puzzle is in: the generator rates none there.
TEST(BasicClosure, BoundsForABandDecideTheEasyAndMediumBands) {
  const std::string path = test::data_path("ser-rated-sample.txt");
  std::ifstream in(path);
  if (!in) GTEST_SKIP() << "no " << path;
  const std::array<RatingBand, 4> bands{{{10, 25}, {26, 40}, {41, 65}, {10, 40}}};
  std::string line;
  std::size_t number = 0;
  std::size_t checked = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.empty() || line[0] == '#' || number % 7 != 0) continue;
    std::istringstream fields(line);
    std::string text;
    double published = 0;
    fields >> text >> published;
    const auto grid = test::parse_puzzle_field(text);
    ASSERT_TRUE(grid.has_value()) << "line " << number;
    const auto er = static_cast<RatingTenths>(published * 10 + 0.5);
    for (std::size_t b = 0; b < bands.size(); ++b) {
      const RatingBand& band = bands[b];
      const RatingBand bounds = er_bounds_for_band(*grid, band);
      EXPECT_GE(er, bounds.min) << "line " << number;
      EXPECT_LE(er, bounds.max) << "line " << number;
      const bool inside = band.min <= bounds.min && bounds.max <= band.max;
      const bool outside = bounds.max < band.min || bounds.min > band.max;
      if (b < 2) {
        EXPECT_TRUE(inside || outside) << "line " << number << " band " << b;
      }
    }
    ++checked;
  }
  EXPECT_GT(checked, 2000u);
}

// Where the rules up to 4.0 get stuck is where SE's path takes its first step above 4.0, so
// rating from that grid gives SE's ER (sampled: every 25th puzzle of the reference set rated
// above 4.0 in optimised builds, every 250th under the sanitizers).
TEST(BasicClosure, RatingFromWhereTheRulesStickGivesTheEr) {
  const std::string path = test::data_path("ser-rated-sample.txt");
  std::ifstream in(path);
  if (!in) GTEST_SKIP() << "no " << path;
  const std::size_t stride = test::kOptimizedBuild ? 25 : 250;
  std::string line;
  std::size_t number = 0;
  std::size_t checked = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.empty() || line[0] == '#' || number % stride != 0) continue;
    std::istringstream fields(line);
    std::string text;
    double published = 0;
    fields >> text >> published;
    const auto grid = test::parse_puzzle_field(text);
    ASSERT_TRUE(grid.has_value()) << "line " << number;
    const auto er = static_cast<RatingTenths>(published * 10 + 0.5);
    CandidateGrid stuck_at;
    const RatingBand bounds = er_bounds_for_band(*grid, {41, 120}, &stuck_at);
    if (bounds.min < 41) continue;
    EXPECT_FALSE(stuck_at.is_complete()) << "line " << number;
    // Sound: the solution's digit is placed or still a candidate in every cell.
    const Grid solution = solve(*grid).solution;
    for (int i = 0; i < kCellCount; ++i) {
      const Cell cell(i);
      const Digit digit(solution.value(cell));
      EXPECT_TRUE(stuck_at.value(cell) == digit.value() || stuck_at.has(cell, digit))
          << "line " << number << " cell " << i;
    }
    const SeRating tail = rate_unique_grid(stuck_at, {});
    EXPECT_EQ(tail.status, RatingStatus::kRated) << "line " << number;
    EXPECT_EQ(tail.er, er) << "line " << number << ": " << text;
    ++checked;
  }
  EXPECT_GT(checked * stride, 8000u);
}

}  // namespace
}  // namespace nonet::rating
