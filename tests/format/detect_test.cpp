// Detection of each input format from the first line of a puzzle.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "nonet/format.hpp"
#include "support/boards.hpp"
#include "support/data_files.hpp"

namespace nonet {
namespace {

// LeetCode 37's example in the line form, boxed (the pretty form) and as seed 000's assignment.
using testing::kGridText;
using testing::kPrettyText;
using testing::kPuzzle;
using testing::kSeed000Board;

// The one puzzle of `text`, which must parse without error.
PuzzleRecord only_record(std::string_view text) {
  const auto records = parse_puzzles(text);
  EXPECT_EQ(records.size(), 1u) << text;
  if (records.empty()) return {};
  EXPECT_TRUE(records[0].ok()) << text << "\n" << records[0].error->describe();
  return records[0];
}

void expect_puzzle(std::string_view text, Format format) {
  const auto record = only_record(text);
  EXPECT_EQ(record.format, format) << text;
  EXPECT_EQ(record.grid.to_line(), kPuzzle) << text;
  EXPECT_EQ(record.line, 1u);
}

std::string replace_all(std::string text, char from, char to) {
  for (char& c : text) {
    if (c == from) c = to;
  }
  return text;
}

TEST(DetectLine, DotBlanks) {
  expect_puzzle(std::string(kPuzzle) + "\n", Format::line);
}

TEST(DetectLine, EveryBlankCharacter) {
  for (const char blank : {'.', '0', '_', '-'}) {
    expect_puzzle(replace_all(std::string(kPuzzle), '.', blank) + "\n", Format::line);
  }
}

TEST(DetectLine, MixedBlanks) {
  std::string text(kPuzzle);
  text[2] = '0';
  text[3] = '_';
  text[5] = '-';
  expect_puzzle(text, Format::line);
}

TEST(DetectLine, LeadingWhitespaceAndNoFinalNewline) {
  expect_puzzle(" \t" + std::string(kPuzzle), Format::line);
}

TEST(DetectLine, AllBlanksWithDashesIsAPuzzleNotABorder) {
  const auto record = only_record(std::string(81, '-') + "\n");
  EXPECT_EQ(record.format, Format::line);
  EXPECT_EQ(record.grid, Grid{});
}

TEST(DetectLine, CommentMayHoldPrettySeparators) {
  const auto record = only_record(std::string(kPuzzle) + " rated | hard + long\n");
  EXPECT_EQ(record.format, Format::line);
  EXPECT_EQ(record.comment, "rated | hard + long");
}

TEST(DetectGrid, NineRowsOfNineDigits) {
  expect_puzzle(kGridText, Format::grid);
}

TEST(DetectGrid, DotsTabsAndExtraSpaces) {
  std::string text = replace_all(std::string(kGridText), '0', '.');
  text = "  " + replace_all(text, ' ', '\t');
  expect_puzzle(text, Format::grid);
}

TEST(DetectGrid, RowsWithoutSpaces) {
  expect_puzzle(
      "530070000\n600195000\n098000060\n800060003\n400803001\n"
      "700020006\n060000280\n000419005\n000080079\n",
      Format::grid);
}

TEST(DetectGrid, FirstRowOfDashBlanksIsAGridRowNotABorder) {
  const auto record = only_record(
      "- - - - - - - - -\n"
      "- - - - - - - - -\n- - - - - - - - -\n- - - - - - - - -\n- - - - - - - - -\n"
      "- - - - - - - - -\n- - - - - - - - -\n- - - - - - - - -\n- - - - - - - - 1\n");
  EXPECT_EQ(record.format, Format::grid);
  EXPECT_EQ(record.grid.given_count(), 1);
}

TEST(DetectGrid, CommentLinesInsideTheBlockAreSkipped) {
  std::string text(kGridText);
  text.insert(text.find("8 0 0 0 6"), "# middle band\n");
  expect_puzzle(text, Format::grid);
}

TEST(DetectPretty, BoxedGrid) {
  expect_puzzle(kPrettyText, Format::pretty);
}

TEST(DetectPretty, CompactWithDashPlusBorders) {
  expect_puzzle(
      "53.|.7.|...\n6..|195|...\n.98|...|.6.\n---+---+---\n8..|.6.|..3\n4..|8.3|..1\n"
      "7..|.2.|..6\n---+---+---\n.6.|...|28.\n...|419|..5\n...|.8.|.79\n",
      Format::pretty);
}

TEST(DetectPretty, NoOuterBorderDashLinesAndZeros) {
  expect_puzzle(
      "5 3 0 | 0 7 0 | 0 0 0\n6 0 0 | 1 9 5 | 0 0 0\n0 9 8 | 0 0 0 | 0 6 0\n"
      "------+-------+------\n"
      "8 0 0 | 0 6 0 | 0 0 3\n4 0 0 | 8 0 3 | 0 0 1\n7 0 0 | 0 2 0 | 0 0 6\n"
      "------+-------+------\n"
      "0 6 0 | 0 0 0 | 2 8 0\n0 0 0 | 4 1 9 | 0 0 5\n0 0 0 | 0 8 0 | 0 7 9\n",
      Format::pretty);
}

TEST(DetectPretty, EqualsBordersAndPlainDashBorder) {
  expect_puzzle(
      "=========================\n"
      "| 5 3 . | . 7 . | . . . |\n| 6 . . | 1 9 5 | . . . |\n| . 9 8 | . . . | . 6 . |\n"
      "-------------------------\n"
      "| 8 . . | . 6 . | . . 3 |\n| 4 . . | 8 . 3 | . . 1 |\n| 7 . . | . 2 . | . . 6 |\n"
      "-------------------------\n"
      "| . 6 . | . . . | 2 8 . |\n| . . . | 4 1 9 | . . 5 |\n| . . . | . 8 . | . 7 9 |\n"
      "=========================\n",
      Format::pretty);
}

constexpr std::string_view kLeetCodeLine =
    R"([["5","3",".",".","7",".",".",".","."],["6",".",".","1","9","5",".",".","."],)"
    R"([".","9","8",".",".",".",".","6","."],["8",".",".",".","6",".",".",".","3"],)"
    R"(["4",".",".","8",".","3",".",".","1"],["7",".",".",".","2",".",".",".","6"],)"
    R"([".","6",".",".",".",".","2","8","."],[".",".",".","4","1","9",".",".","5"],)"
    R"([".",".",".",".","8",".",".","7","9"]])";

TEST(DetectLeetCode, OneLine) {
  expect_puzzle(std::string(kLeetCodeLine) + "\n", Format::leetcode);
}

TEST(DetectLeetCode, SpreadOverLines) {
  expect_puzzle(R"([
  ["5","3",".",".","7",".",".",".","."],
  ["6",".",".","1","9","5",".",".","."],
  [".","9","8",".",".",".",".","6","."],
  ["8",".",".",".","6",".",".",".","3"],
  ["4",".",".","8",".","3",".",".","1"],
  ["7",".",".",".","2",".",".",".","6"],
  [".","6",".",".",".",".","2","8","."],
  [".",".",".","4","1","9",".",".","5"],
  [".",".",".",".","8",".",".","7","9"]
]
)",
                Format::leetcode);
}

TEST(DetectLeetCode, SpacesAndAnAssignment) {
  expect_puzzle(R"(board = [ [ "5" , "3" , "." , "." , "7" , "." , "." , "." , "." ] ,
 ["6",".",".","1","9","5",".",".","."], [".","9","8",".",".",".",".","6","."],
 ["8",".",".",".","6",".",".",".","3"], ["4",".",".","8",".","3",".",".","1"],
 ["7",".",".",".","2",".",".",".","6"], [".","6",".",".",".",".","2","8","."],
 [".",".",".","4","1","9",".",".","5"], [".",".",".",".","8",".",".","7","9"] ]
)",
                Format::leetcode);
}

constexpr std::string_view kPythonPrint =
    "['5', '3', '.', '.', '7', '.', '.', '.', '.']\n"
    "['6', '.', '.', '1', '9', '5', '.', '.', '.']\n"
    "['.', '9', '8', '.', '.', '.', '.', '6', '.']\n"
    "['8', '.', '.', '.', '6', '.', '.', '.', '3']\n"
    "['4', '.', '.', '8', '.', '3', '.', '.', '1']\n"
    "['7', '.', '.', '.', '2', '.', '.', '.', '6']\n"
    "['.', '6', '.', '.', '.', '.', '2', '8', '.']\n"
    "['.', '.', '.', '4', '1', '9', '.', '.', '5']\n"
    "['.', '.', '.', '.', '8', '.', '.', '7', '9']\n";

TEST(DetectPython, PrintedRows) {
  expect_puzzle(kPythonPrint, Format::python);
}

TEST(DetectPython, OneLineLiteral) {
  expect_puzzle(
      "[['5','3','.','.','7','.','.','.','.'],['6','.','.','1','9','5','.','.','.'],"
      "['.','9','8','.','.','.','.','6','.'],['8','.','.','.','6','.','.','.','3'],"
      "['4','.','.','8','.','3','.','.','1'],['7','.','.','.','2','.','.','.','6'],"
      "['.','6','.','.','.','.','2','8','.'],['.','.','.','4','1','9','.','.','5'],"
      "['.','.','.','.','8','.','.','7','9']]\n",
      Format::python);
}

TEST(DetectPython, Seed000Assignment) {
  expect_puzzle(kSeed000Board, Format::python);
}

TEST(DetectPython, AssignmentWithPythonComments) {
  std::string text(kSeed000Board);
  text.insert(text.find('\n'), "  # row 1");
  text.insert(text.find("         ['8'"), "         # the middle band\n");
  expect_puzzle(text, Format::python);
}

// The board lines of the seed file itself, cut out of the surrounding article.
TEST(DetectPython, Seed000FileBoard) {
  const std::filesystem::path seeds = std::filesystem::path(NONET_DATA_DIR) / ".." / "seeds";
  if (!std::filesystem::is_directory(seeds)) NONET_MISSING_DATA("no seeds at " << seeds);
  std::filesystem::path seed;
  for (const auto& entry : std::filesystem::directory_iterator(seeds)) {
    if (entry.path().filename().string().starts_with("000_")) seed = entry.path();
  }
  ASSERT_FALSE(seed.empty());
  std::ifstream in(seed, std::ios::binary);
  std::string line;
  std::string board;
  bool inside = false;
  while (std::getline(in, line)) {
    if (line.starts_with("board = [[")) inside = true;
    if (!inside) continue;
    board += line + "\n";
    if (line.find("]]") != std::string::npos) break;
  }
  EXPECT_EQ(board, kSeed000Board);
  expect_puzzle(board, Format::python);
}

TEST(Detect, FormatIsDecidedPerPuzzle) {
  const std::string text = std::string(kPuzzle) + "\n" + std::string(kGridText) +
                           std::string(kPrettyText) + std::string(kLeetCodeLine) + "\n" +
                           std::string(kPythonPrint) + std::string(kSeed000Board);
  const auto records = parse_puzzles(text);
  ASSERT_EQ(records.size(), 6u);
  const std::vector<Format> formats = {Format::line,     Format::grid,   Format::pretty,
                                       Format::leetcode, Format::python, Format::python};
  for (std::size_t i = 0; i < records.size(); ++i) {
    ASSERT_TRUE(records[i].ok()) << i << ": " << records[i].error->describe();
    EXPECT_EQ(records[i].format, formats[i]) << i;
    EXPECT_EQ(records[i].grid.to_line(), kPuzzle) << i;
  }
}

}  // namespace
}  // namespace nonet
