// rate_se() on puzzles that need only the basic rules (ER <= 4.4): the whole rating path runs
// on src/rating/basic_*.cpp, so ER, EP and ED must be Sudoku Explainer's exactly.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "nonet/rating.hpp"
#include "support/corpus.hpp"

namespace nonet {
namespace {

constexpr RatingTenths kHardestBasicRule = 44;  // XYZ-Wing; the next rule, Unique Loop, is 4.5

std::string ratings_text(const SeRating& rating) {
  return format_rating(rating.er) + "/" + format_rating(rating.ep) + "/" + format_rating(rating.ed);
}

// basic_serate_easy.txt: "puzzle ER/EP/ED" as SE 1.2.1's serate prints them.
TEST(BasicRating, ErEpEdAreSudokuExplainers) {
  const std::string path =
      std::string(NONET_SOURCE_DIR) + "/tests/rating/data/basic_serate_easy.txt";
  std::ifstream in(path);
  ASSERT_TRUE(in) << path;
  std::string line;
  std::size_t number = 0;
  std::size_t checked = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string puzzle;
    std::string expected;
    fields >> puzzle >> expected;
    const auto grid = test::parse_puzzle_field(puzzle);
    ASSERT_TRUE(grid) << path << ":" << number;
    const SeRating rating = rate_se(*grid);
    ASSERT_EQ(rating.status, RatingStatus::rated) << path << ":" << number;
    EXPECT_EQ(ratings_text(rating), expected) << path << ":" << number << " " << puzzle;
    ++checked;
  }
  EXPECT_GE(checked, 200u);
}

// Every puzzle of the published sample rated at most 4.4 gets its published ER (a stride
// sample here; the whole set is measured outside the suite).
TEST(BasicRating, EasyPuzzlesOfTheRatedSampleGetTheirEr) {
  const std::string path = test::data_path("ser-rated-sample.txt");
  std::ifstream in(path);
  if (!in) NONET_MISSING_DATA("not found: " << path);
  const std::size_t stride = test::kOptimizedBuild ? 8 : 40;
  std::string line;
  std::size_t number = 0;
  std::size_t easy = 0;
  std::size_t checked = 0;
  std::size_t exact = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string puzzle;
    double published = 0;
    fields >> puzzle >> published;
    const auto er = static_cast<RatingTenths>(published * 10 + 0.5);
    if (er > kHardestBasicRule || easy++ % stride != 0) continue;
    const auto grid = test::parse_puzzle_field(puzzle);
    ASSERT_TRUE(grid) << path << ":" << number;
    // Stopping above 4.4 keeps a wrong path from wandering into the slow chaining rules.
    const SeRating rating = rate_se(*grid, {.stop_above = kHardestBasicRule});
    ++checked;
    if (rating.status == RatingStatus::rated && rating.er == er) {
      ++exact;
    } else {
      ADD_FAILURE() << path << ":" << number << " " << puzzle << ": published ER "
                    << format_rating(er) << ", nonet " << format_rating(rating.er);
    }
  }
  EXPECT_GE(checked, 250u);
  EXPECT_EQ(exact, checked);
}

}  // namespace
}  // namespace nonet
