#include "nonet/leetcode.hpp"

#include <optional>
#include <stdexcept>
#include <string>

#include "nonet/solve.hpp"

namespace nonet {
namespace {

// The board as a Grid, or the reason it is not a 9x9 board of '1'..'9' and '.'.
std::optional<Grid> board_to_grid(const std::vector<std::vector<char>>& board, std::string* why) {
  if (board.size() != kUnitSize) {
    if (why) *why = "the board has " + std::to_string(board.size()) + " rows; expected 9";
    return std::nullopt;
  }
  Grid grid;
  for (int r = 0; r < kUnitSize; ++r) {
    const auto& row = board[static_cast<std::size_t>(r)];
    if (row.size() != kUnitSize) {
      if (why) {
        *why = "row " + std::to_string(r + 1) + " has " + std::to_string(row.size()) +
               " cells; expected 9";
      }
      return std::nullopt;
    }
    for (int c = 0; c < kUnitSize; ++c) {
      const char ch = row[static_cast<std::size_t>(c)];
      const Cell cell{Row(r), Column(c)};
      if (ch >= '1' && ch <= '9') {
        grid.set(cell, Digit(ch - '0'));
      } else if (ch != '.') {
        if (why) *why = "illegal character in cell " + cell.name() + "; expected '1'..'9' or '.'";
        return std::nullopt;
      }
    }
  }
  return grid;
}

}  // namespace

void solveSudoku(std::vector<std::vector<char>>& board) {
  std::string why;
  const auto grid = board_to_grid(board, &why);
  if (!grid) throw std::invalid_argument("solveSudoku: " + why);
  const auto result = solve(*grid, SolveOptions{.limit = 1});
  if (result.status == Status::invalid) {
    throw std::invalid_argument("solveSudoku: " + result.conflicts.front().describe());
  }
  if (result.status == Status::none) throw std::invalid_argument("solveSudoku: no solution");
  for (int i = 0; i < kCellCount; ++i) {
    const Cell cell(i);
    board[static_cast<std::size_t>(cell.row().index())]
         [static_cast<std::size_t>(cell.column().index())] =
             static_cast<char>('0' + result.solution.value(cell));
  }
}

bool isValidSudoku(const std::vector<std::vector<char>>& board) {
  const auto grid = board_to_grid(board, nullptr);
  return grid && validate(*grid).empty();
}

}  // namespace nonet
