// basic_solvability(): the bounds it gives must hold for SE's own ratings, and each verdict must
// mean exactly its band of ER (the generator accepts or turns down puzzles on it without rating
// them).
#include <gtest/gtest.h>

#include <array>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "nonet/rating.hpp"
#include "nonet/solve.hpp"
#include "rating/shared/basic_bounds.hpp"
#include "rating/shared/rate_unique.hpp"
#include "support/corpus.hpp"

namespace nonet::rating {
namespace {

Grid puzzle(std::string_view text) {
  const auto grid = test::parse_puzzle_field(text);
  EXPECT_TRUE(grid.has_value()) << text;
  return grid.value_or(Grid());
}

// Every `stride`-th puzzle of the reference set with SE's ER, by line; nullopt without the file.
struct RatedPuzzle {
  std::size_t line = 0;
  std::string text;
  Grid grid;
  RatingTenths er = 0;
};

std::optional<std::vector<RatedPuzzle>> reference_sample(std::size_t stride) {
  std::ifstream in(test::data_path("ser-rated-sample.txt"));
  if (!in) return std::nullopt;
  std::vector<RatedPuzzle> sample;
  std::string line;
  std::size_t number = 0;
  std::size_t seen = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.empty() || line[0] == '#' || seen++ % stride != 0) continue;
    std::istringstream fields(line);
    RatedPuzzle puzzle;
    double published = 0;
    fields >> puzzle.text >> published;
    const auto grid = test::parse_puzzle_field(puzzle.text);
    EXPECT_TRUE(grid.has_value()) << "line " << number;
    if (!grid) continue;
    puzzle.line = number;
    puzzle.grid = *grid;
    puzzle.er = static_cast<RatingTenths>(published * 10 + 0.5);
    sample.push_back(std::move(puzzle));
  }
  return sample;
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
  const std::size_t stride = test::kOptimizedBuild ? 1 : 10;
  const auto sample = reference_sample(stride);
  if (!sample) NONET_MISSING_DATA("no reference set");
  std::array<std::size_t, 4> verdicts{};
  for (const RatedPuzzle& puzzle : *sample) {
    const BasicSolvability verdict = basic_solvability(puzzle.grid);
    ++verdicts[static_cast<std::size_t>(verdict)];
    const RatingBand bounds = er_bounds(verdict);
    const std::string where = "line " + std::to_string(puzzle.line) + ": " + puzzle.text;
    EXPECT_GE(puzzle.er, bounds.min) << where;
    EXPECT_LE(puzzle.er, bounds.max) << where;
    EXPECT_EQ(verdict == BasicSolvability::kBeyond, puzzle.er > 40) << where;
    EXPECT_EQ(verdict <= BasicSolvability::kDirect, puzzle.er <= 25) << where;
    // The generator's two single questions (guided removal, its medium band) say the same.
    EXPECT_EQ(solved_up_to_four(puzzle.grid), puzzle.er <= 40) << where;
    if (puzzle.er <= 40) {
      EXPECT_EQ(solved_up_to_two_and_a_half(puzzle.grid), puzzle.er <= 25) << where;
    }
  }
  EXPECT_GT(sample->size() * stride, 20000u);
  // Each verdict occurs (the set spans the scale).
  for (std::size_t count : verdicts) EXPECT_GT(count * stride, 50u);
}

// The bounds for a band hold the ER, and at the easy and medium bands (2.5 and 4.0 are where the
// verdicts split) they always say whether the puzzle is in: the generator rates none there.
TEST(BasicClosure, BoundsForABandDecideTheEasyAndMediumBands) {
  const auto sample = reference_sample(7);
  if (!sample) NONET_MISSING_DATA("no reference set");
  const std::array<RatingBand, 4> bands{{{10, 25}, {26, 40}, {41, 65}, {10, 40}}};
  for (const RatedPuzzle& puzzle : *sample) {
    for (std::size_t b = 0; b < bands.size(); ++b) {
      const RatingBand& band = bands[b];
      const RatingBand bounds = er_bounds_for_band(puzzle.grid, band);
      EXPECT_GE(puzzle.er, bounds.min) << "line " << puzzle.line;
      EXPECT_LE(puzzle.er, bounds.max) << "line " << puzzle.line;
      const bool inside = band.min <= bounds.min && bounds.max <= band.max;
      const bool outside = bounds.max < band.min || bounds.min > band.max;
      if (b < 2) {
        EXPECT_TRUE(inside || outside) << "line " << puzzle.line << " band " << b;
      }
    }
  }
  EXPECT_GT(sample->size(), 2000u);
}

// Closing a grid that follows from a closed one, looking only where it changed, reaches the grid
// a full closure reaches: after each of several single eliminations of a wrong candidate (some
// of which the rules then carry far, some not at all) and after placements.
TEST(BasicClosure, ClosingWhereAClosedGridChangedIsAFullClosure) {
  const std::size_t stride = test::kOptimizedBuild ? 25 : 250;
  const auto sample = reference_sample(stride);
  if (!sample) NONET_MISSING_DATA("no reference set");
  std::size_t changed = 0;
  for (const RatedPuzzle& puzzle : *sample) {
    CandidateGrid stuck_at;
    if (er_bounds_for_band(puzzle.grid, {41, 120}, &stuck_at).min < 41) continue;
    const Grid solution = solve(puzzle.grid).solution;
    for (int i = 0; i < kCellCount; i += 5) {
      const Cell cell(i);
      if (stuck_at.is_solved(cell)) continue;
      for (const bool place : {false, true}) {
        CandidateGrid step = stuck_at;
        if (place) {
          step.place(cell, Digit(solution.value(cell)));
        } else {
          for (int d = 1; d <= kUnitSize; ++d) {
            if (d != solution.value(cell) && step.has(cell, Digit(d))) {
              step.eliminate(cell, Digit(d));
              break;
            }
          }
        }
        CandidateGrid full = step;
        CandidateGrid partial = step;
        const bool full_closed = close_up_to_four(full);
        EXPECT_EQ(close_up_to_four(partial, stuck_at), full_closed) << "line " << puzzle.line;
        EXPECT_EQ(partial, full) << "line " << puzzle.line << " cell " << i;
        if (full != step) ++changed;
      }
    }
  }
  EXPECT_GT(changed, 10u);
}

// Where the rules up to 4.0 get stuck is where SE's path takes its first step above 4.0, so
// rating from that grid gives SE's ER (sampled: every 25th puzzle of the reference set rated
// above 4.0 in optimised builds, every 250th under the sanitizers).
TEST(BasicClosure, RatingFromWhereTheRulesStickGivesTheEr) {
  const std::size_t stride = test::kOptimizedBuild ? 25 : 250;
  const auto sample = reference_sample(stride);
  if (!sample) NONET_MISSING_DATA("no reference set");
  std::size_t checked = 0;
  for (const RatedPuzzle& puzzle : *sample) {
    CandidateGrid stuck_at;
    const RatingBand bounds = er_bounds_for_band(puzzle.grid, {41, 120}, &stuck_at);
    if (bounds.min < 41) continue;
    EXPECT_FALSE(stuck_at.is_complete()) << "line " << puzzle.line;
    // Sound: the solution's digit is placed or still a candidate in every cell.
    const Grid solution = solve(puzzle.grid).solution;
    for (int i = 0; i < kCellCount; ++i) {
      const Cell cell(i);
      const Digit digit(solution.value(cell));
      EXPECT_TRUE(stuck_at.value(cell) == digit.value() || stuck_at.has(cell, digit))
          << "line " << puzzle.line << " cell " << i;
    }
    const SeRating tail = rate_unique_grid(stuck_at, {});
    EXPECT_EQ(tail.status, RatingStatus::rated) << "line " << puzzle.line;
    EXPECT_EQ(tail.er, puzzle.er) << "line " << puzzle.line << ": " << puzzle.text;
    ++checked;
  }
  EXPECT_GT(checked * stride, 8000u);
}

}  // namespace
}  // namespace nonet::rating
