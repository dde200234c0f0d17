// The 9x9 grid of digits and the rule checks on it.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "nonet/types.hpp"

namespace nonet {

/// A 9x9 board: each cell holds a digit 1..9 or is empty. A plain, trivially copyable value.
/// Every cell value is 0..9: from_values() checks its input and set() takes a Digit, which is
/// always 1..9.
class Grid {
 public:
  constexpr Grid() = default;

  /// Builds a grid from 81 values, 0 for empty, row by row. Throws std::invalid_argument for a
  /// value above 9, naming the first such cell: "Grid::from_values: value 12 in cell r1c3 is
  /// outside 0..9". To read text, use parse_puzzle() instead.
  static Grid from_values(const std::array<std::uint8_t, kCellCount>& values);

  /// The digit in a cell, or nullopt when it is empty.
  [[nodiscard]] std::optional<Digit> get(Cell cell) const {
    const auto v = values_[static_cast<std::size_t>(cell.index())];
    return v == 0 ? std::nullopt : std::optional<Digit>(Digit(v));
  }
  /// The raw value of a cell: 0 for empty, else 1..9.
  [[nodiscard]] int value(Cell cell) const {
    return values_[static_cast<std::size_t>(cell.index())];
  }
  void set(Cell cell, Digit digit) {
    values_[static_cast<std::size_t>(cell.index())] = static_cast<std::uint8_t>(digit.value());
  }
  void clear(Cell cell) { values_[static_cast<std::size_t>(cell.index())] = 0; }

  [[nodiscard]] const std::array<std::uint8_t, kCellCount>& values() const { return values_; }
  /// Number of filled cells.
  [[nodiscard]] int given_count() const;
  [[nodiscard]] bool is_full() const { return given_count() == kCellCount; }

  /// The digits not yet used in the cell's row, column and box (empty for a filled cell).
  [[nodiscard]] DigitSet candidates(Cell cell) const;

  /// The 81-character line form: digits and '.' for empty cells.
  [[nodiscard]] std::string to_line() const;
  /// The line form written into `out` (81 characters, nothing after them).
  void write_line(char* out) const;

  friend bool operator==(const Grid&, const Grid&) = default;

 private:
  std::array<std::uint8_t, kCellCount> values_{};
};

/// Two givens with the same digit in one house: the grid breaks the Sudoku rule.
struct Conflict {
  Digit digit;
  House house;
  Cell first;  // the earlier of the two cells in the house's order
  Cell second;

  /// "digit 5 appears twice in row 1: r1c2 and r1c7".
  [[nodiscard]] std::string describe() const;
  friend bool operator==(const Conflict&, const Conflict&) = default;
};

/// Checks the filled cells against the rule of LeetCode 36 (no digit twice in a row, column or
/// box) without solving. Returns the clashes, rows first, then columns, then boxes, each house's
/// in cell order; every repeat of a digit in a house is paired with the digit's first cell there
/// (three 4s in a row give two conflicts). Empty when the grid is valid. A valid grid may still
/// have no solution.
[[nodiscard]] std::vector<Conflict> validate(const Grid& grid);

/// True when `solution` is a complete, consistent grid (every house holds 1..9 once) that
/// keeps every given of `puzzle`.
[[nodiscard]] bool is_solution_of(const Grid& solution, const Grid& puzzle);

}  // namespace nonet
