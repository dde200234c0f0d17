// The LeetCode calls, with LeetCode's own names and types.
//
//   std::vector<std::vector<char>> board = {{'5','3','.','.','7','.','.','.','.'}, ...};
//   nonet::solveSudoku(board);        // LeetCode 37: fills every '.' in place
//   nonet::isValidSudoku(board);      // LeetCode 36: true when no digit repeats in a unit
#pragma once

#include <vector>

namespace nonet {

/// LeetCode 37. Fills `board` (9 rows of 9 chars, '1'..'9' or '.') in place with its solution.
/// As on LeetCode the puzzle is expected to have one solution; when it has several, the first
/// found is written. Throws std::invalid_argument (and leaves `board` unchanged) when the board
/// is not 9x9, holds another character, breaks the rules, or has no solution.
// NOLINTNEXTLINE(readability-identifier-naming): LeetCode's name
void solveSudoku(std::vector<std::vector<char>>& board);

/// LeetCode 36. True when no digit appears twice in a row, column or box ('.' cells ignored).
/// The board need not be solvable. Returns false for a board that is not 9x9 or holds a
/// character other than '1'..'9' and '.'.
// NOLINTNEXTLINE(readability-identifier-naming): LeetCode's name
bool isValidSudoku(const std::vector<std::vector<char>>& board);

}  // namespace nonet
