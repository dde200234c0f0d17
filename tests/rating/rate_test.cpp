// rate_se() end to end: the API's contract, soundness of every step, and agreement with the
// published Sudoku Explainer ratings of ../shared/data/ser-rated-sample.txt.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <sstream>

#include "nonet/rating.hpp"
#include "nonet/solve.hpp"
#include "support/corpus.hpp"

namespace nonet {
namespace {

struct RatedPuzzle {
  std::size_t line = 0;
  Grid puzzle;
  RatingTenths er = 0;
};

// Every `stride`-th puzzle of a 'puzzle ER' file.
std::vector<RatedPuzzle> read_rated_sample(const std::string& path, std::size_t stride) {
  std::vector<RatedPuzzle> sample;
  std::ifstream in(path);
  std::string line;
  std::size_t number = 0;
  std::size_t seen = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.empty() || line[0] == '#') continue;
    if (seen++ % stride != 0) continue;
    std::istringstream fields(line);
    std::string puzzle;
    double er = 0;
    fields >> puzzle >> er;
    const auto grid = test::parse_puzzle_field(puzzle);
    if (!grid) continue;
    sample.push_back({number, *grid, static_cast<RatingTenths>(er * 10 + 0.5)});
  }
  return sample;
}

// The step's placement is the solution's digit and no elimination removes it.
void expect_sound(const Step& step, const Grid& solution, const std::string& where) {
  for (const Candidate& placed : step.placements) {
    EXPECT_EQ(solution.value(placed.cell), placed.digit.value())
        << where << ": " << step.rule << " places " << placed.name();
  }
  for (const Candidate& c : step.eliminations) {
    EXPECT_NE(solution.value(c.cell), c.digit.value())
        << where << ": " << step.rule << " eliminates " << c.name();
  }
}

TEST(RatingFormat, TenthsPrintWithOneDecimal) {
  EXPECT_EQ(format_rating(10), "1.0");
  EXPECT_EQ(format_rating(71), "7.1");
  EXPECT_EQ(format_rating(119), "11.9");
  EXPECT_EQ(format_rating(200), "20.0");
}

TEST(RatingLevels, BandsCoverTheScaleInOrder) {
  EXPECT_EQ(rating_level(10), "Easy");
  EXPECT_EQ(rating_level(25), "Easy");
  EXPECT_EQ(rating_level(26), "Medium");
  EXPECT_EQ(rating_level(40), "Medium");
  EXPECT_EQ(rating_level(41), "Hard");
  EXPECT_EQ(rating_level(65), "Hard");
  EXPECT_EQ(rating_level(66), "Expert");
  EXPECT_EQ(rating_level(80), "Expert");
  EXPECT_EQ(rating_level(81), "Extreme");
  EXPECT_EQ(rating_level(119), "Extreme");
  const auto names = rating_levels();
  ASSERT_EQ(names.size(), 5u);
  RatingTenths previous_max = 9;
  for (std::string_view name : names) {
    const auto band = rating_band(name);
    ASSERT_TRUE(band) << name;
    EXPECT_EQ(band->min, previous_max + 1) << name;
    EXPECT_EQ(rating_level(band->min), name);
    EXPECT_EQ(rating_level(band->max), name);
    previous_max = band->max;
  }
  EXPECT_TRUE(rating_band("EXPERT"));
  EXPECT_FALSE(rating_band("impossible"));
}

TEST(RateSe, PuzzlesWithoutExactlyOneSolutionAreInvalid) {
  EXPECT_EQ(rate_se(Grid()).status, RatingStatus::invalid);  // empty: many solutions
  Grid clash;
  clash.set(Cell(0), Digit(5));
  clash.set(Cell(1), Digit(5));
  EXPECT_EQ(rate_se(clash).status, RatingStatus::invalid);
}

TEST(RateSe, SolvedGridNeedsNoStep) {
  const auto grid = test::parse_puzzle_field(
      "123456789456789123789123456214365897365897214897214365531642978642978531978531642");
  ASSERT_TRUE(grid);
  const SeRating rating = rate_se(*grid, {.keep_steps = true});
  EXPECT_EQ(rating.status, RatingStatus::rated);
  EXPECT_TRUE(rating.steps.empty());
}

TEST(RateSe, StopAboveEndsAtTheFirstHarderStep) {
  // ER 7.1 in the published ratings: its path holds a step above 4.4.
  const auto grid = test::parse_puzzle_field(
      ".23..6.8......91...8.1..4..2.......7...8.....678.1......7.3.2...3...4.7....5.1.6.");
  ASSERT_TRUE(grid);
  const SeRating full = rate_se(*grid);
  ASSERT_EQ(full.status, RatingStatus::rated);
  EXPECT_EQ(full.er, 71);
  const SeRating cut = rate_se(*grid, {.keep_steps = true, .stop_above = 44});
  EXPECT_EQ(cut.status, RatingStatus::above_limit);
  EXPECT_GT(cut.er, 44);
  for (const Step& step : cut.steps) EXPECT_LE(step.difficulty, 44);
}

// With a ceiling, a puzzle rated at or below it gets its full rating; one above it stops with
// an ER above the ceiling and no higher than the true ER (a lower bound when the harder rules
// are skipped).
TEST(RateSe, StopAboveKeepsRatingsInsideAndBoundsThoseAbove) {
  const std::string path = test::data_path("ser-rated-sample.txt");
  if (!std::ifstream(path)) NONET_MISSING_DATA("not found: " << path);
  const auto sample = read_rated_sample(path, test::kOptimizedBuild ? 150 : 1500);
  ASSERT_FALSE(sample.empty());
  for (const RatedPuzzle& entry : sample) {
    const std::string where = "ser-rated-sample.txt:" + std::to_string(entry.line);
    const SeRating full = rate_se(entry.puzzle);
    ASSERT_EQ(full.status, RatingStatus::rated) << where;
    for (const RatingTenths ceiling : {25, 40, 44, 62, 65, 80}) {
      const SeRating cut = rate_se(entry.puzzle, {.stop_above = ceiling});
      if (full.er <= ceiling) {
        EXPECT_EQ(cut.status, RatingStatus::rated) << where << " ceiling " << ceiling;
        EXPECT_EQ(cut.er, full.er) << where;
        EXPECT_EQ(cut.ep, full.ep) << where;
        EXPECT_EQ(cut.ed, full.ed) << where;
      } else {
        EXPECT_EQ(cut.status, RatingStatus::above_limit) << where << " ceiling " << ceiling;
        EXPECT_GT(cut.er, ceiling) << where;
        EXPECT_LE(cut.er, full.er) << where;
      }
    }
  }
}

// A stride sample of the reference set: every step checked against the solution, ER/EP/ED
// well formed, and every ER exactly Sudoku Explainer's, as docs/rating.md claims for the whole
// set (the ctest rating.ser_agreement_full rates the whole set).
TEST(RateSe, AgreesWithSudokuExplainerOnTheRatedSample) {
  const std::string path = test::data_path("ser-rated-sample.txt");
  if (!std::ifstream(path)) NONET_MISSING_DATA("not found: " << path);
  const std::size_t stride = test::kOptimizedBuild ? 50 : 400;
  const auto sample = read_rated_sample(path, stride);
  ASSERT_FALSE(sample.empty());
  std::size_t exact = 0;
  std::map<RatingTenths, int> misses;
  for (const RatedPuzzle& entry : sample) {
    const std::string where = "ser-rated-sample.txt:" + std::to_string(entry.line);
    const SolveResult solved = solve(entry.puzzle);
    ASSERT_EQ(solved.status, Status::unique) << where;
    const SeRating rating = rate_se(entry.puzzle, {.keep_steps = true});
    ASSERT_EQ(rating.status, RatingStatus::rated) << where;
    for (const Step& step : rating.steps) expect_sound(step, solved.solution, where);
    EXPECT_LE(rating.ed, rating.ep) << where;
    EXPECT_LE(rating.ep, rating.er) << where;
    EXPECT_EQ(rating.er, entry.er) << where;
    if (rating.er == entry.er) {
      ++exact;
    } else {
      ++misses[entry.er];
    }
  }
  std::string by_band;
  for (const auto& [er, count] : misses)
    by_band += " " + format_rating(er) + ":" + std::to_string(count);
  EXPECT_EQ(exact, sample.size()) << "misses by reference ER:" << by_band;
}

}  // namespace
}  // namespace nonet
