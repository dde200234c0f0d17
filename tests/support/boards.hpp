// Boards shared by the tests: LeetCode 37's example (the board of seed 000) and its solution in
// the line form, the same puzzle boxed (the pretty form) and as seed 000's Python assignment, and
// grid_from() to build a Grid from a line.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "nonet/grid.hpp"

namespace nonet::testing {

// LeetCode 37's example: the puzzle and its solution.
inline constexpr std::string_view kPuzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
inline constexpr std::string_view kSolution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

// kPuzzle in the pretty form, exactly as write_puzzle() prints it.
inline constexpr std::string_view kPrettyText =
    "+-------+-------+-------+\n"
    "| 5 3 . | . 7 . | . . . |\n"
    "| 6 . . | 1 9 5 | . . . |\n"
    "| . 9 8 | . . . | . 6 . |\n"
    "+-------+-------+-------+\n"
    "| 8 . . | . 6 . | . . 3 |\n"
    "| 4 . . | 8 . 3 | . . 1 |\n"
    "| 7 . . | . 2 . | . . 6 |\n"
    "+-------+-------+-------+\n"
    "| . 6 . | . . . | 2 8 . |\n"
    "| . . . | 4 1 9 | . . 5 |\n"
    "| . . . | . 8 . | . 7 9 |\n"
    "+-------+-------+-------+\n";

// kPuzzle as seed 000 gives it: a Python assignment over nine lines.
inline constexpr std::string_view kSeed000Board =
    "board = [['5','3','.','.','7','.','.','.','.'],\n"
    "         ['6','.','.','1','9','5','.','.','.'],\n"
    "         ['.','9','8','.','.','.','.','6','.'],\n"
    "         ['8','.','.','.','6','.','.','.','3'],\n"
    "         ['4','.','.','8','.','3','.','.','1'],\n"
    "         ['7','.','.','.','2','.','.','.','6'],\n"
    "         ['.','6','.','.','.','.','2','8','.'],\n"
    "         ['.','.','.','4','1','9','.','.','5'],\n"
    "         ['.','.','.','.','8','.','.','7','9']]\n";

// The same board in the seed 002 grid form: digits separated by spaces, 0 for a blank.
inline constexpr std::string_view kGridText =
    "5 3 0 0 7 0 0 0 0\n"
    "6 0 0 1 9 5 0 0 0\n"
    "0 9 8 0 0 0 0 6 0\n"
    "8 0 0 0 6 0 0 0 3\n"
    "4 0 0 8 0 3 0 0 1\n"
    "7 0 0 0 2 0 0 0 6\n"
    "0 6 0 0 0 0 2 8 0\n"
    "0 0 0 4 1 9 0 0 5\n"
    "0 0 0 0 8 0 0 7 9\n";

// The grid of an 81-character line: '1'..'9' are givens, '.' is a blank.
inline Grid grid_from(std::string_view line) {
  std::array<std::uint8_t, kCellCount> values{};
  for (std::size_t i = 0; i < values.size(); ++i) {
    values[i] = line[i] == '.' ? 0 : static_cast<std::uint8_t>(line[i] - '0');
  }
  return Grid::from_values(values);
}

}  // namespace nonet::testing
