// parse_puzzle()'s exactly-one-puzzle rule, format names and the errors' code, place and cell.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

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

// parse_puzzle() reads a lone 81-cell line by a table pass; whatever the text, its record is the
// one the parser gives when it is fed the text a byte at a time (which never takes that path).
TEST(ParsePuzzle, ALoneLineReadsAsTheParserReadsIt) {
  const std::string line(kPuzzle);
  std::string with_x = line;
  with_x[40] = 'x';
  for (const std::string& text :
       {line, line + "\n", line + "\r\n", line + "\r", line + "\n\n", std::string(81, '-'),
        std::string(81, '-') + "\n", std::string(81, '0'), line.substr(0, 80), line + "1",
        line + " comment", "\n" + line, with_x, with_x + "\n", "\xEF\xBB\xBF" + line}) {
    PuzzleParser parser;
    std::vector<PuzzleRecord> records;
    for (char c : text) parser.push(std::string_view(&c, 1), records);
    parser.finish(records);
    const PuzzleRecord expected = records.size() == 1 ? records.front() : parse_puzzle(text);
    const PuzzleRecord record = parse_puzzle(text);
    EXPECT_EQ(record.ok(), expected.ok()) << text;
    EXPECT_EQ(record.grid, expected.grid) << text;
    EXPECT_EQ(record.line, expected.line) << text;
    EXPECT_EQ(record.format, expected.format) << text;
    EXPECT_EQ(record.comment, expected.comment) << text;
    EXPECT_EQ(record.error, expected.error) << text;
  }
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

TEST(FormatName, MultilineFormatsAreThoseWrittenOnSeveralLines) {
  const Grid grid = parse_puzzle(kPuzzle).grid;
  for (const auto format :
       {Format::line, Format::grid, Format::pretty, Format::leetcode, Format::python}) {
    const std::string text = write_puzzle(grid, format);
    const bool several_lines = std::count(text.begin(), text.end(), '\n') > 1;
    EXPECT_EQ(is_multiline(format), several_lines) << format_name(format);
  }
}

TEST(ParseError, IsBadInputWithItsPlaceAndTheCellItNames) {
  std::string text(kCellCount, '.');
  text[16] = 'x';  // the 17th cell: r2c8
  const auto record = parse_puzzle("\n\n" + text);
  ASSERT_FALSE(record.ok());
  EXPECT_EQ(record.error->code, ErrorCode::bad_input);
  EXPECT_EQ(record.error->message, "illegal character 'x' in cell r2c8");
  EXPECT_EQ(record.error->line, 3u);
  EXPECT_EQ(record.error->column, 17u);
  EXPECT_EQ(record.error->cell, Cell(Row(1), Column(7)));
  EXPECT_EQ(record.error->describe(), "line 3, column 17: illegal character 'x' in cell r2c8");
}

TEST(ParseError, CellIsSetInGridsAndListsToo) {
  const auto grid = parse_puzzle("5 3 0 0 7 0 0 0 0\n6 0 0 1 9 5 0 0 0\n0 9 8 0 0 0 0 6 x\n");
  ASSERT_FALSE(grid.ok());
  EXPECT_EQ(grid.error->message, "illegal character 'x' in cell r3c9");
  EXPECT_EQ(grid.error->cell, Cell(Row(2), Column(8)));
  const auto list = parse_puzzle(R"([["5","3","q"]])");
  ASSERT_FALSE(list.ok());
  EXPECT_EQ(list.error->cell, Cell(Row(0), Column(2))) << list.error->describe();
}

TEST(ParseError, NoCellWhenTheProblemIsNotAtOne) {
  const auto short_line = parse_puzzle(std::string(80, '.'));
  ASSERT_FALSE(short_line.ok());
  EXPECT_EQ(short_line.error->describe(), "line 1: expected 81 cells, found 80");
  EXPECT_EQ(short_line.error->cell, std::nullopt);
  std::string past_end(kCellCount, '.');
  past_end += 'x';
  const auto after = parse_puzzle(past_end);
  ASSERT_FALSE(after.ok());
  EXPECT_EQ(after.error->message, "illegal character 'x' after the 81 cells");
  EXPECT_EQ(after.error->cell, std::nullopt);
  const auto empty = parse_puzzle("");
  ASSERT_FALSE(empty.ok());
  EXPECT_EQ(empty.error->code, ErrorCode::bad_input);
  EXPECT_EQ(empty.error->describe(), "empty input: no puzzle found");
}

}  // namespace
}  // namespace nonet
