// The LeetCode calls: solveSudoku (37) and isValidSudoku (36).
#include "nonet/leetcode.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "support/corpus.hpp"

namespace {

using Board = std::vector<std::vector<char>>;

Board board_of(const std::vector<std::string_view>& rows) {
  Board board;
  for (const auto row : rows) board.emplace_back(row.begin(), row.end());
  return board;
}

// The example board of LeetCode 37 (and 36's first example).
const std::vector<std::string_view> kExampleRows{
    "53..7....", "6..195...", ".98....6.", "8...6...3", "4..8.3..1",
    "7...2...6", ".6....28.", "...419..5", "....8..79",
};
const std::vector<std::string_view> kExampleSolvedRows{
    "534678912", "672195348", "198342567", "859761423", "426853791",
    "713924856", "961537284", "287419635", "345286179",
};

// The board written in the seed /work/shared/seeds/000_*.txt, a Python list of lists of
// one-character strings, one row a line: the first 9 lines that hold 9 quoted characters.
std::optional<Board> read_seed_board() {
  const auto seeds = std::filesystem::path(nonet::test::data_dir()).parent_path() / "seeds";
  std::error_code error;
  for (const auto& file : std::filesystem::directory_iterator(seeds, error)) {
    if (file.path().filename().string().rfind("000_", 0) != 0) continue;
    std::ifstream in(file.path());
    Board board;
    std::string line;
    while (board.size() < 9 && std::getline(in, line)) {
      std::vector<char> row;
      for (std::size_t i = 0; i + 2 < line.size(); ++i) {
        if (line[i] == '\'' && line[i + 2] == '\'') {
          row.push_back(line[i + 1]);
          i += 2;
        }
      }
      if (row.size() == 9) board.push_back(row);
    }
    if (board.size() == 9) return board;
  }
  return std::nullopt;
}

TEST(SolveSudoku, SolvesTheSeedExampleInPlace) {
  auto board = read_seed_board();
  if (!board) NONET_MISSING_DATA("seed 000_*.txt not found next to " << nonet::test::data_dir());
  EXPECT_EQ(*board, board_of(kExampleRows)) << "the seed's board is LeetCode 37's example";
  nonet::solveSudoku(*board);
  EXPECT_EQ(*board, board_of(kExampleSolvedRows));
  EXPECT_TRUE(nonet::isValidSudoku(*board));
}

TEST(SolveSudoku, SolvesTheExampleInPlace) {
  Board board = board_of(kExampleRows);
  const auto* const storage = board[4].data();
  nonet::solveSudoku(board);
  EXPECT_EQ(board, board_of(kExampleSolvedRows));
  EXPECT_EQ(board[4].data(), storage) << "the rows are written in place";
}

TEST(SolveSudoku, LeavesASolvedBoardAsItIs) {
  Board board = board_of(kExampleSolvedRows);
  nonet::solveSudoku(board);
  EXPECT_EQ(board, board_of(kExampleSolvedRows));
}

TEST(SolveSudoku, WritesOneSolutionOfAnOpenBoard) {
  Board board(9, std::vector<char>(9, '.'));
  board[0][0] = '7';
  nonet::solveSudoku(board);
  EXPECT_EQ(board[0][0], '7');
  for (const auto& row : board) {
    for (const char ch : row) EXPECT_TRUE(ch >= '1' && ch <= '9') << ch;
  }
  EXPECT_TRUE(nonet::isValidSudoku(board));
}

// Every bad board makes solveSudoku throw std::invalid_argument and stay untouched.
TEST(SolveSudoku, ThrowsOnBadBoardsAndLeavesThemUnchanged) {
  std::vector<std::pair<std::string, Board>> cases;
  cases.emplace_back("no rows", Board{});
  cases.emplace_back("8 rows", board_of(std::vector<std::string_view>(kExampleRows.begin(),
                                                                      kExampleRows.end() - 1)));
  {
    Board ten = board_of(kExampleRows);
    ten.push_back(std::vector<char>(9, '.'));
    cases.emplace_back("10 rows", ten);
  }
  {
    Board short_row = board_of(kExampleRows);
    short_row[3].pop_back();
    cases.emplace_back("a row of 8", short_row);
  }
  {
    Board long_row = board_of(kExampleRows);
    long_row[8].push_back('.');
    cases.emplace_back("a row of 10", long_row);
  }
  {
    Board empty_row = board_of(kExampleRows);
    empty_row[0].clear();
    cases.emplace_back("an empty row", empty_row);
  }
  for (const char bad : {'0', 'x', ' ', '\0', ',', 'A'}) {
    Board board = board_of(kExampleRows);
    board[2][0] = bad;
    cases.emplace_back(std::string("character code ") + std::to_string(int{bad}), board);
  }
  {
    Board clash = board_of(kExampleRows);
    clash[0][2] = '5';  // a second 5 in row 1
    cases.emplace_back("two 5s in row 1", clash);
  }
  {
    Board column_clash = board_of(kExampleRows);
    column_clash[8][0] = '5';  // a second 5 in column 1
    cases.emplace_back("two 5s in column 1", column_clash);
  }
  {
    // Valid (no digit repeats) but unsolvable: r1c3 must be 1, 2 or 4, and 4 is the answer; a 1
    // there is allowed by the rules and leaves no solution.
    Board unsolvable = board_of(kExampleRows);
    unsolvable[0][2] = '1';
    ASSERT_TRUE(nonet::isValidSudoku(unsolvable));
    cases.emplace_back("no solution", unsolvable);
  }
  {
    // r1c9 can hold nothing: row 1 lacks only 9, and column 9 has one.
    Board dead(9, std::vector<char>(9, '.'));
    for (int c = 0; c < 8; ++c) dead[0][static_cast<std::size_t>(c)] = static_cast<char>('1' + c);
    dead[5][8] = '9';
    ASSERT_TRUE(nonet::isValidSudoku(dead));
    cases.emplace_back("a cell with no candidate", dead);
  }

  for (auto& [name, board] : cases) {
    SCOPED_TRACE(name);
    const Board before = board;
    EXPECT_THROW(nonet::solveSudoku(board), std::invalid_argument);
    EXPECT_EQ(board, before);
  }
}

TEST(IsValidSudoku, LeetCode36Examples) {
  // Example 1: the example board is valid.
  EXPECT_TRUE(nonet::isValidSudoku(board_of(kExampleRows)));
  // Example 2: the same with an 8 in the top-left corner; column 1 and box 1 then hold two 8s.
  Board example2 = board_of(kExampleRows);
  example2[0][0] = '8';
  EXPECT_FALSE(nonet::isValidSudoku(example2));
}

TEST(IsValidSudoku, OneRepeatPerKindOfHouse) {
  Board row(9, std::vector<char>(9, '.'));
  row[4][0] = '3';
  row[4][8] = '3';
  EXPECT_FALSE(nonet::isValidSudoku(row));

  Board column(9, std::vector<char>(9, '.'));
  column[0][6] = '9';
  column[7][6] = '9';
  EXPECT_FALSE(nonet::isValidSudoku(column));

  Board box(9, std::vector<char>(9, '.'));  // box 5 only: different rows and columns
  box[3][3] = '1';
  box[5][5] = '1';
  EXPECT_FALSE(nonet::isValidSudoku(box));

  Board apart(9, std::vector<char>(9, '.'));  // same digit, no shared house
  apart[0][0] = '4';
  apart[4][4] = '4';
  apart[8][8] = '4';
  EXPECT_TRUE(nonet::isValidSudoku(apart));
}

TEST(IsValidSudoku, EmptyFullAndUnsolvableBoards) {
  EXPECT_TRUE(nonet::isValidSudoku(Board(9, std::vector<char>(9, '.'))));
  EXPECT_TRUE(nonet::isValidSudoku(board_of(kExampleSolvedRows)));
  Board unsolvable = board_of(kExampleRows);
  unsolvable[0][2] = '1';
  EXPECT_TRUE(nonet::isValidSudoku(unsolvable)) << "valid means no repeat, not solvable";
}

TEST(IsValidSudoku, BadShapesAndCharactersAreNotValid) {
  EXPECT_FALSE(nonet::isValidSudoku(Board{}));
  EXPECT_FALSE(nonet::isValidSudoku(Board(8, std::vector<char>(9, '.'))));
  EXPECT_FALSE(nonet::isValidSudoku(Board(10, std::vector<char>(9, '.'))));
  EXPECT_FALSE(nonet::isValidSudoku(Board(9, std::vector<char>(8, '.'))));
  EXPECT_FALSE(nonet::isValidSudoku(Board(9, std::vector<char>(10, '.'))));
  Board ragged(9, std::vector<char>(9, '.'));
  ragged[8].clear();
  EXPECT_FALSE(nonet::isValidSudoku(ragged));
  for (const char bad : {'0', 'x', ' ', '\0', '-'}) {
    Board board = board_of(kExampleRows);
    board[6][6] = bad;
    EXPECT_FALSE(nonet::isValidSudoku(board)) << int{bad};
  }
}

}  // namespace
