// write_puzzle() output for every format, and reading it back.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "nonet/format.hpp"
#include "support/boards.hpp"

namespace nonet {
namespace {

using testing::grid_from;
using testing::kPrettyText;
using testing::kPuzzle;
using testing::kSolution;
constexpr std::array kAllFormats = {Format::line, Format::grid, Format::pretty, Format::leetcode,
                                    Format::python};

std::vector<Grid> sample_grids() {
  Grid corner;
  corner.set(Cell(80), Digit(9));
  Grid first;
  first.set(Cell(0), Digit(1));
  return {grid_from(kPuzzle), grid_from(kSolution), Grid{}, corner, first};
}

TEST(Write, LineForm) {
  EXPECT_EQ(write_puzzle(grid_from(kPuzzle), Format::line), std::string(kPuzzle) + "\n");
  EXPECT_EQ(write_puzzle(grid_from(kPuzzle), Format::line, "SE 2.3"),
            std::string(kPuzzle) + " SE 2.3\n");
}

TEST(Write, GridForm) {
  EXPECT_EQ(write_puzzle(grid_from(kPuzzle), Format::grid), testing::kGridText);
}

TEST(Write, PrettyForm) {
  EXPECT_EQ(write_puzzle(grid_from(kPuzzle), Format::pretty), kPrettyText);
}

TEST(Write, LeetCodeForm) {
  EXPECT_EQ(write_puzzle(grid_from(kPuzzle), Format::leetcode),
            R"([["5","3",".",".","7",".",".",".","."],["6",".",".","1","9","5",".",".","."],)"
            R"([".","9","8",".",".",".",".","6","."],["8",".",".",".","6",".",".",".","3"],)"
            R"(["4",".",".","8",".","3",".",".","1"],["7",".",".",".","2",".",".",".","6"],)"
            R"([".","6",".",".",".",".","2","8","."],[".",".",".","4","1","9",".",".","5"],)"
            R"([".",".",".",".","8",".",".","7","9"]])"
            "\n");
}

TEST(Write, PythonForm) {
  EXPECT_EQ(write_puzzle(grid_from(kPuzzle), Format::python),
            "['5', '3', '.', '.', '7', '.', '.', '.', '.']\n"
            "['6', '.', '.', '1', '9', '5', '.', '.', '.']\n"
            "['.', '9', '8', '.', '.', '.', '.', '6', '.']\n"
            "['8', '.', '.', '.', '6', '.', '.', '.', '3']\n"
            "['4', '.', '.', '8', '.', '3', '.', '.', '1']\n"
            "['7', '.', '.', '.', '2', '.', '.', '.', '6']\n"
            "['.', '6', '.', '.', '.', '.', '2', '8', '.']\n"
            "['.', '.', '.', '4', '1', '9', '.', '.', '5']\n"
            "['.', '.', '.', '.', '8', '.', '.', '7', '9']\n");
}

TEST(Write, CommentIsOnlyWrittenInTheLineForm) {
  const auto grid = grid_from(kPuzzle);
  for (const auto format : kAllFormats) {
    if (format == Format::line) continue;
    EXPECT_EQ(write_puzzle(grid, format, "ignored"), write_puzzle(grid, format))
        << format_name(format);
  }
}

TEST(RoundTrip, EveryFormatGivesBackTheGridAndTheFormat) {
  for (const auto format : kAllFormats) {
    for (const auto& grid : sample_grids()) {
      const auto text = write_puzzle(grid, format);
      const auto records = parse_puzzles(text);
      ASSERT_EQ(records.size(), 1u) << format_name(format) << "\n" << text;
      ASSERT_TRUE(records[0].ok()) << text << records[0].error->describe();
      EXPECT_EQ(records[0].grid, grid) << text;
      EXPECT_EQ(records[0].format, format) << text;
      EXPECT_EQ(records[0].line, 1u);
      EXPECT_EQ(write_puzzle(records[0].grid, records[0].format), text);  // stable
    }
  }
}

TEST(RoundTrip, ParsePuzzleReadsEveryWrittenFormat) {
  for (const auto format : kAllFormats) {
    const auto record = parse_puzzle(write_puzzle(grid_from(kPuzzle), format));
    ASSERT_TRUE(record.ok()) << format_name(format) << ": " << record.error->describe();
    EXPECT_EQ(record.format, format);
    EXPECT_EQ(record.grid, grid_from(kPuzzle));
  }
}

TEST(RoundTrip, ManyPuzzlesWrittenBackToBack) {
  // The pretty form ends with a border, the python form has no closing line: puzzles written one
  // after another without blank lines are still read apart, on the right lines.
  for (const auto format : kAllFormats) {
    std::string text;
    std::vector<std::size_t> lines;
    std::size_t line = 1;
    const auto grids = sample_grids();
    for (const auto& grid : grids) {
      lines.push_back(line);
      const auto written = write_puzzle(grid, format);
      line += static_cast<std::size_t>(std::count(written.begin(), written.end(), '\n'));
      text += written;
    }
    const auto records = parse_puzzles(text);
    ASSERT_EQ(records.size(), grids.size()) << format_name(format) << "\n" << text;
    for (std::size_t i = 0; i < grids.size(); ++i) {
      ASSERT_TRUE(records[i].ok())
          << format_name(format) << " " << i << ": " << records[i].error->describe();
      EXPECT_EQ(records[i].grid, grids[i]);
      EXPECT_EQ(records[i].format, format);
      EXPECT_EQ(records[i].line, lines[i]) << format_name(format) << " " << i;
    }
  }
}

TEST(RoundTrip, LineCommentIsKept) {
  const auto grid = grid_from(kPuzzle);
  for (const std::string comment :
       {"SE 2.3", "10.3/10.3/9.8", "a  b\tc", "# not a comment line", "x | y + z", "ünïcödé"}) {
    const auto text = write_puzzle(grid, Format::line, comment);
    const auto record = parse_puzzle(text);
    ASSERT_TRUE(record.ok()) << text;
    EXPECT_EQ(record.comment, comment);
    EXPECT_EQ(record.grid, grid);
    EXPECT_EQ(write_puzzle(record.grid, record.format, record.comment), text);
  }
}

TEST(LineComment, TextAfterTheCellsAndWhitespaceIsKeptAsIs) {
  const auto record = parse_puzzle(std::string(kPuzzle) + " \t  rating 3.4\t x  \r\n");
  ASSERT_TRUE(record.ok());
  EXPECT_EQ(record.comment, "rating 3.4\t x  ");  // trailing spaces kept, the CR is not
}

TEST(LineComment, NoCommentWithoutText) {
  EXPECT_EQ(parse_puzzle(std::string(kPuzzle) + "   \n").comment, "");
  EXPECT_EQ(parse_puzzle(std::string(kPuzzle)).comment, "");
}

TEST(LineComment, OtherFormatsHaveNoComment) {
  for (const auto format : kAllFormats) {
    if (format == Format::line) continue;
    EXPECT_EQ(parse_puzzle(write_puzzle(grid_from(kPuzzle), format)).comment, "");
  }
}

}  // namespace
}  // namespace nonet
