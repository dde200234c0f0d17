// parse_puzzle()'s exactly-one-puzzle rule, format names and InputError::describe().
#include <gtest/gtest.h>

#include <string>

#include "nonet/format.hpp"
#include "support/boards.hpp"

namespace nonet {
namespace {

using testing::kPuzzle;
using testing::kSolution;

TEST(ParsePuzzle, OnePuzzle) {
  const auto record = parse_puzzle(kPuzzle);
  ASSERT_TRUE(record.ok());
  EXPECT_EQ(record.grid.to_line(), kPuzzle);
  EXPECT_EQ(record.line, 1u);
  EXPECT_EQ(record.format, Format::line);
}

TEST(ParsePuzzle, CommentsAndBlankLinesAroundOnePuzzle) {
  const auto record = parse_puzzle("# title\n\n" + std::string(kPuzzle) + "\n\n# end\n");
  ASSERT_TRUE(record.ok());
  EXPECT_EQ(record.line, 3u);
}

TEST(ParsePuzzle, TwoPuzzlesAreAnError) {
  const auto record = parse_puzzle(std::string(kPuzzle) + "\n# next\n" + std::string(kSolution));
  ASSERT_FALSE(record.ok());
  EXPECT_EQ(record.error->describe(), "line 3: expected one puzzle, found 2");
  EXPECT_EQ(record.line, 3u);
  EXPECT_EQ(record.grid, Grid{});
}

TEST(ParsePuzzle, CountsEveryPuzzle) {
  const std::string line(kPuzzle);
  const auto record = parse_puzzle(line + "\n" + line + "\n" + line + "\n");
  ASSERT_FALSE(record.ok());
  EXPECT_EQ(record.error->describe(), "line 2: expected one puzzle, found 3");
}

TEST(ParsePuzzle, AGoodPuzzleAfterABadOneStillCounts) {
  const auto record = parse_puzzle(std::string(kPuzzle) + "\nnot a puzzle\n");
  ASSERT_FALSE(record.ok());
  EXPECT_EQ(record.error->describe(), "line 2: expected one puzzle, found 2");
}

TEST(ParsePuzzle, ABrokenFirstPuzzleReportsItsOwnError) {
  // A grid split by a blank line reads as two broken grids: the first error says more than
  // "found 2".
  const auto record = parse_puzzle(
      "5 3 0 0 7 0 0 0 0\n6 0 0 1 9 5 0 0 0\n\n0 9 8 0 0 0 0 6 0\n8 0 0 0 6 0 0 0 3\n"
      "4 0 0 8 0 3 0 0 1\n7 0 0 0 2 0 0 0 6\n0 6 0 0 0 0 2 8 0\n0 0 0 4 1 9 0 0 5\n"
      "0 0 0 0 8 0 0 7 9\n");
  ASSERT_FALSE(record.ok());
  EXPECT_EQ(record.error->describe(), "line 2: the grid ends after 2 rows; expected 9");
  EXPECT_EQ(record.format, Format::grid);
}

TEST(ParsePuzzle, NoPuzzle) {
  for (const std::string_view text : {"", "\n", "# only a comment\n", "  \t \r\n"}) {
    const auto record = parse_puzzle(text);
    ASSERT_FALSE(record.ok());
    EXPECT_EQ(record.error->describe(), "empty input: no puzzle found");
    EXPECT_EQ(record.error->line, 0u);
  }
}

TEST(ParsePuzzle, OneBadPuzzleGivesItsError) {
  const auto record = parse_puzzle(kPuzzle.substr(1));
  ASSERT_FALSE(record.ok());
  EXPECT_EQ(record.error->describe(), "line 1: expected 81 cells, found 80");
}

TEST(FormatName, NamesRoundTrip) {
  for (const auto format :
       {Format::line, Format::grid, Format::pretty, Format::leetcode, Format::python}) {
    EXPECT_EQ(format_from_name(format_name(format)), format);
  }
  EXPECT_EQ(format_name(Format::leetcode), "leetcode");
  EXPECT_EQ(format_name(Format::python), "python");
  EXPECT_EQ(format_from_name("json"), std::nullopt);
  EXPECT_EQ(format_from_name("Line"), std::nullopt);
  EXPECT_EQ(format_from_name(""), std::nullopt);
}

TEST(InputError, Describe) {
  EXPECT_EQ((InputError{3, 17, "illegal character 'x' in cell r2c8"}).describe(),
            "line 3, column 17: illegal character 'x' in cell r2c8");
  EXPECT_EQ((InputError{3, 0, "expected 81 cells, found 80"}).describe(),
            "line 3: expected 81 cells, found 80");
  EXPECT_EQ((InputError{0, 0, "empty input: no puzzle found"}).describe(),
            "empty input: no puzzle found");
}

}  // namespace
}  // namespace nonet
