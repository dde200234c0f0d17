// The candidate grid (pencil marks): what a person writes in the cells while solving.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "nonet/cell_set.hpp"
#include "nonet/grid.hpp"
#include "nonet/types.hpp"

namespace nonet {

/// A board in the middle of a solve: each cell is either solved (holds a digit) or holds the set
/// of digits that may still go there. A solved cell has no candidates. Placing a digit removes it
/// from the candidates of the cell's peers, as a person crosses it off.
///
/// Nothing here checks the Sudoku rule: a grid may hold an unsolved cell with no candidate left
/// or two equal digits in a house (see has_contradiction()).
class CandidateGrid {
 public:
  /// Every cell unsolved with all nine candidates.
  CandidateGrid();

  /// The givens placed, each empty cell holding the digits its row, column and box do not use.
  [[nodiscard]] static CandidateGrid from_puzzle(const Grid& puzzle);

  /// The digit of a solved cell, 0 for an unsolved one.
  [[nodiscard]] int value(Cell cell) const { return values_[index(cell)]; }
  [[nodiscard]] bool is_solved(Cell cell) const { return values_[index(cell)] != 0; }
  /// A cell's candidates; empty for a solved cell.
  [[nodiscard]] DigitSet candidates(Cell cell) const { return candidates_[index(cell)]; }
  [[nodiscard]] bool has(Cell cell, Digit digit) const { return candidates(cell).contains(digit); }
  /// The unsolved cells where `digit` is still a candidate.
  [[nodiscard]] CellSet cells_with(Digit digit) const {
    return digit_cells_[static_cast<std::size_t>(digit.value() - 1)];
  }
  /// The unsolved cells where `digit` is a candidate, within one house.
  [[nodiscard]] CellSet cells_with(Digit digit, House house) const {
    return cells_with(digit) & cells_of(house);
  }
  [[nodiscard]] CellSet unsolved() const { return unsolved_; }
  /// The cells that were givens of the puzzle (as opposed to solved later).
  [[nodiscard]] CellSet givens() const { return givens_; }

  /// True when every cell is solved.
  [[nodiscard]] bool is_complete() const { return unsolved_.empty(); }
  /// Total number of candidates over the unsolved cells.
  [[nodiscard]] int candidate_count() const;
  /// An unsolved cell with no candidate, or a digit twice in a house, or a house in which some
  /// digit is neither placed nor a candidate anywhere: this grid cannot lead to a solution.
  [[nodiscard]] bool has_contradiction() const;

  /// Solves a cell with `digit`: its candidates go and `digit` is removed from its peers.
  void place(Cell cell, Digit digit);
  /// Marks a solved cell as a given of the puzzle (used by readers of pencil-mark formats).
  void mark_given(Cell cell) { givens_.insert(cell); }
  /// Removes a candidate; nothing happens when it is already gone or the cell is solved.
  void eliminate(Cell cell, Digit digit);
  /// Sets the candidates of an unsolved cell (readers of pencil-mark formats).
  void set_candidates(Cell cell, DigitSet digits);

  /// The solved cells as a Grid, 0 for unsolved cells.
  [[nodiscard]] Grid values() const;
  /// The 729-character form: for row r, column c, digit d (all 0-based, d = digit - 1), character
  /// r*81 + c*9 + d is the digit when it is a candidate of the cell, or the cell's value when the
  /// cell is solved with that digit; otherwise '.'.
  [[nodiscard]] std::string to_marks() const;

  friend bool operator==(const CandidateGrid&, const CandidateGrid&) = default;

 private:
  static std::size_t index(Cell cell) { return static_cast<std::size_t>(cell.index()); }

  std::array<std::uint8_t, kCellCount> values_{};
  std::array<DigitSet, kCellCount> candidates_{};
  std::array<CellSet, kUnitSize> digit_cells_{};
  CellSet unsolved_;
  CellSet givens_;
};

}  // namespace nonet
