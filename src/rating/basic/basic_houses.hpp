#pragma once
// What the basic SE rules share: SE's iteration orders (they decide which hint comes first, and
// the ladder applies the first), 9-bit position masks within a house, and hint builders.
#include <array>
#include <bit>
#include <cstdint>
#include <string_view>
#include <type_traits>

#include "rating/se_rule.hpp"

namespace nonet::rating::basic {

/// A set of positions 0..8 within a house (bit i: house.cell(i)), or of digits (bit d-1).
using Mask9 = std::uint16_t;

// The library is built for baseline x86-64, where std::popcount is a dozen instructions: the
// rules count bits with a table and test CellSets for one or several cells directly.
inline constexpr auto kBitCount9 = [] {
  std::array<std::uint8_t, 512> counts{};
  for (unsigned mask = 0; mask < 512; ++mask) {
    counts[mask] = static_cast<std::uint8_t>(std::popcount(mask));
  }
  return counts;
}();

[[nodiscard]] constexpr int count(unsigned mask9) {
  return kBitCount9[mask9 & 0x1FF];
}
[[nodiscard]] constexpr Mask9 bit(int i) {
  return static_cast<Mask9>(1u << i);
}

/// True when `cells` holds exactly one cell.
[[nodiscard]] constexpr bool is_single(CellSet cells) {
  const std::uint64_t low = cells.low_bits();
  const std::uint64_t high = cells.high_bits();
  return (low == 0) != (high == 0) && (low & (low - 1)) == 0 && (high & (high - 1)) == 0;
}

/// True when `cells` holds two cells or more.
[[nodiscard]] constexpr bool has_several(CellSet cells) {
  const std::uint64_t low = cells.low_bits();
  const std::uint64_t high = cells.high_bits();
  return (low != 0 && high != 0) || (low & (low - 1)) != 0 || (high & (high - 1)) != 0;
}

/// SE scans blocks, then columns, then rows for singles and subsets.
inline constexpr std::array<House::Kind, 3> kBlocksColumnsRows{
    House::Kind::box, House::Kind::column, House::Kind::row};

/// The 9-bit masks with `Size` bits set in increasing numeric order: the order in which SE's
/// Permutations enumerates tuples of positions, values or lines.
template <int Size>
[[nodiscard]] constexpr auto combinations() {
  constexpr std::size_t kCount = [] {
    std::size_t n = 0;
    for (unsigned mask = 0; mask < 512; ++mask)
      if (std::popcount(mask) == Size) ++n;
    return n;
  }();
  std::array<Mask9, kCount> masks{};
  std::size_t next = 0;
  for (unsigned mask = 0; mask < 512; ++mask) {
    if (std::popcount(mask) == Size) masks[next++] = static_cast<Mask9>(mask);
  }
  return masks;
}

/// The nine rows of a cell set as 9-bit masks of columns.
[[nodiscard]] constexpr std::array<Mask9, kUnitSize> row_masks(CellSet cells) {
  const std::uint64_t low = cells.low_bits();
  const std::uint64_t high = cells.high_bits();
  std::array<Mask9, kUnitSize> rows{};
  for (int r = 0; r < 7; ++r)
    rows[static_cast<std::size_t>(r)] = static_cast<Mask9>((low >> (9 * r)) & 0x1FF);
  rows[7] = static_cast<Mask9>(((low >> 63) | (high << 1)) & 0x1FF);
  rows[8] = static_cast<Mask9>((high >> 8) & 0x1FF);
  return rows;
}

/// nonet's numbering of the 27 houses (see house_at): rows 0..8, columns 9..17, boxes 18..26.
[[nodiscard]] constexpr int house_number(House house) {
  return static_cast<int>(house.kind()) * kUnitSize + house.index();
}

/// The cells of each house (by house_number) in SE's order within the house, as cell indexes.
inline constexpr auto kHouseCells = [] {
  std::array<std::array<std::uint8_t, kUnitSize>, kHouseCount> cells{};
  for (int h = 0; h < kHouseCount; ++h) {
    for (int i = 0; i < kUnitSize; ++i) {
      cells[static_cast<std::size_t>(h)][static_cast<std::size_t>(i)] =
          static_cast<std::uint8_t>(house_at(h).cell(i).index());
    }
  }
  return cells;
}();

[[nodiscard]] inline const std::array<std::uint8_t, kUnitSize>& cells_in_order(House house) {
  return kHouseCells[static_cast<std::size_t>(house_number(house))];
}

/// For each digit (index digit - 1), the positions within `house` where it is a candidate.
[[nodiscard]] inline std::array<Mask9, kUnitSize> digit_positions(const CandidateGrid& grid,
                                                                  House house) {
  std::array<Mask9, kUnitSize> positions{};
  const auto& cells = cells_in_order(house);
  for (int i = 0; i < kUnitSize; ++i) {
    unsigned digits = grid.candidates(Cell(cells[static_cast<std::size_t>(i)])).bits();
    for (; digits != 0; digits &= digits - 1) {
      positions[static_cast<std::size_t>(std::countr_zero(digits))] |= bit(i);
    }
  }
  return positions;
}

/// digit_positions() of all 27 houses (by house_number), in one pass over the candidates.
using AllPositions = std::array<std::array<Mask9, kUnitSize>, kHouseCount>;
[[nodiscard]] inline AllPositions all_digit_positions(const CandidateGrid& grid) {
  AllPositions positions{};
  // Rows and boxes from each digit's cells, row by row; columns cell by cell.
  for (int d = 0; d < kUnitSize; ++d) {
    const std::array<Mask9, kUnitSize> rows = row_masks(grid.cells_with(Digit(d + 1)));
    const auto digit = static_cast<std::size_t>(d);
    for (int r = 0; r < kUnitSize; ++r) {
      positions[static_cast<std::size_t>(r)][digit] = rows[static_cast<std::size_t>(r)];
    }
    for (int box = 0; box < kUnitSize; ++box) {
      const int shift = box % 3 * 3;
      const auto first = static_cast<std::size_t>(box / 3 * 3);
      positions[static_cast<std::size_t>(2 * kUnitSize + box)][digit] =
          static_cast<Mask9>(((static_cast<unsigned>(rows[first]) >> shift) & 7u) |
                             ((static_cast<unsigned>(rows[first + 1]) >> shift) & 7u) << 3 |
                             ((static_cast<unsigned>(rows[first + 2]) >> shift) & 7u) << 6);
    }
  }
  for (Cell cell : grid.unsolved()) {
    auto& column = positions[static_cast<std::size_t>(kUnitSize + cell.column().index())];
    const Mask9 in_column = bit(cell.row().index());
    for (unsigned digits = grid.candidates(cell).bits(); digits != 0; digits &= digits - 1) {
      column[static_cast<std::size_t>(std::countr_zero(digits))] |= in_column;
    }
  }
  return positions;
}

/// all_digit_positions() for some digits only (bit d - 1 for digit d); the others are left
/// empty.
[[nodiscard]] inline AllPositions all_digit_positions(const CandidateGrid& grid, unsigned digits) {
  if ((digits & 0x1FFu) == 0x1FFu) return all_digit_positions(grid);
  AllPositions positions{};
  for (unsigned rest = digits & 0x1FFu; rest != 0; rest &= rest - 1) {
    const auto d = static_cast<std::size_t>(std::countr_zero(rest));
    for (Cell cell : grid.cells_with(Digit(static_cast<int>(d) + 1)) & grid.unsolved()) {
      const int row = cell.row().index();
      const int column = cell.column().index();
      positions[static_cast<std::size_t>(row)][d] |= bit(column);
      positions[static_cast<std::size_t>(kUnitSize + column)][d] |= bit(row);
      positions[static_cast<std::size_t>(2 * kUnitSize + cell.box().index())][d] |=
          bit(row % 3 * 3 + column % 3);
    }
  }
  return positions;
}

/// The scope's positions (RuleScope::positions) if set, else all_digit_positions(grid, digits)
/// in `local`.
[[nodiscard]] inline const AllPositions& positions_for(const CandidateGrid& grid,
                                                       const RuleScope& scope, unsigned digits,
                                                       AllPositions& local) {
  static_assert(std::is_same_v<AllPositions, std::remove_cvref_t<decltype(*scope.positions)>>);
  if (scope.positions != nullptr) return *scope.positions;
  local = all_digit_positions(grid, digits);
  return local;
}

/// Number of unsolved cells of a house.
[[nodiscard]] inline int empty_cells(const CandidateGrid& grid, House house) {
  int empty = 0;
  for (std::uint8_t cell : cells_in_order(house)) empty += grid.is_solved(Cell(cell)) ? 0 : 1;
  return empty;
}

/// A hint that places `digit` in `cell` and eliminates nothing itself (SE's direct hints).
[[nodiscard]] inline SeHint placement_hint(RatingTenths difficulty, std::string_view rule,
                                           Cell cell, Digit digit) {
  SeHint hint;
  hint.difficulty = difficulty;
  hint.rule = rule;
  hint.placement = Candidate{cell, digit};
  return hint;
}

/// A hint that removes `digit` from every cell of `cells` (in cell order).
[[nodiscard]] inline SeHint elimination_hint(RatingTenths difficulty, std::string_view rule,
                                             CellSet cells, Digit digit) {
  SeHint hint;
  hint.difficulty = difficulty;
  hint.rule = rule;
  hint.eliminations.reserve(static_cast<std::size_t>(cells.size()));
  for (Cell cell : cells) hint.eliminations.push_back(Candidate{cell, digit});
  return hint;
}

/// Appends the eliminations of `digits` (bit d-1) from `cell`, smallest digit first.
inline void eliminate_digits(SeHint& hint, Cell cell, unsigned digits) {
  while (digits != 0) {
    hint.eliminations.push_back(Candidate{cell, Digit(std::countr_zero(digits) + 1)});
    digits &= digits - 1;
  }
}

}  // namespace nonet::rating::basic
