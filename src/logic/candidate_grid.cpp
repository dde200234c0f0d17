#include <bit>

#include "nonet/candidates.hpp"

namespace nonet {

CandidateGrid::CandidateGrid() : unsolved_(CellSet::all()) {
  candidates_.fill(DigitSet::all());
  digit_cells_.fill(CellSet::all());
}

CandidateGrid CandidateGrid::from_puzzle(const Grid& puzzle) {
  CandidateGrid grid;
  for (int i = 0; i < kCellCount; ++i) {
    const Cell cell(i);
    if (const auto digit = puzzle.get(cell)) {
      grid.place(cell, *digit);
      grid.givens_.insert(cell);
    }
  }
  return grid;
}

int CandidateGrid::candidate_count() const {
  int count = 0;
  for (const CellSet& cells : digit_cells_) count += cells.size();
  return count;
}

bool CandidateGrid::has_contradiction() const {
  for (Cell cell : unsolved_) {
    if (candidates(cell).empty()) return true;
  }
  for (int h = 0; h < kHouseCount; ++h) {
    const CellSet house = cells_of(house_at(h));
    std::uint16_t placed = 0;
    std::uint16_t possible = 0;
    for (Cell cell : house) {
      if (const int v = value(cell); v != 0) {
        const auto bit = static_cast<std::uint16_t>(1u << (v - 1));
        if ((placed & bit) != 0) return true;
        placed |= bit;
      } else {
        possible |= candidates(cell).bits();
      }
    }
    if ((placed | possible) != DigitSet::kAllBits) return true;
  }
  return false;
}

void CandidateGrid::place(Cell cell, Digit digit) {
  for (unsigned bits = candidates_[index(cell)].bits(); bits != 0; bits &= bits - 1) {
    digit_cells_[static_cast<std::size_t>(std::countr_zero(bits))].erase(cell);
  }
  candidates_[index(cell)] = DigitSet();
  values_[index(cell)] = static_cast<std::uint8_t>(digit.value());
  unsolved_.erase(cell);
  // Only the peers that still have the digit change: visit those, not all twenty.
  CellSet& with_digit = digit_cells_[static_cast<std::size_t>(digit.value() - 1)];
  const CellSet losing = with_digit & peers_of(cell);
  with_digit -= losing;
  for (Cell peer : losing) candidates_[index(peer)].erase(digit);
}

void CandidateGrid::eliminate(Cell cell, Digit digit) {
  candidates_[index(cell)].erase(digit);
  digit_cells_[static_cast<std::size_t>(digit.value() - 1)].erase(cell);
}

void CandidateGrid::set_candidates(Cell cell, DigitSet digits) {
  if (is_solved(cell)) return;
  candidates_[index(cell)] = digits;
  for (int d = 1; d <= kUnitSize; ++d) {
    auto& cells = digit_cells_[static_cast<std::size_t>(d - 1)];
    if (digits.contains(Digit(d))) {
      cells.insert(cell);
    } else {
      cells.erase(cell);
    }
  }
}

Grid CandidateGrid::values() const {
  return Grid::from_values(values_);
}

std::string CandidateGrid::to_marks() const {
  std::string marks(static_cast<std::size_t>(kCellCount * kUnitSize), '.');
  for (int i = 0; i < kCellCount; ++i) {
    const Cell cell(i);
    for (int d = 1; d <= kUnitSize; ++d) {
      if (value(cell) == d || has(cell, Digit(d))) {
        marks[static_cast<std::size_t>(i * kUnitSize + d - 1)] = static_cast<char>('0' + d);
      }
    }
  }
  return marks;
}

}  // namespace nonet
