#pragma once
// The candidate grid as the chaining rules see it: a flat, copyable state (a few hundred bytes)
// that dynamic chaining changes and restores many times per hint search.
//
// A candidate is an index cell * 9 + digit0 (0..728); a potential (SE's Potential: a candidate
// assumed true, "on", or false, "off") is candidate * 2 + on.
#include <array>
#include <bit>
#include <cstdint>

#include "nonet/candidates.hpp"
#include "nonet/cell_set.hpp"

namespace nonet::rating::chain {

inline constexpr int kCandidates = 729;
inline constexpr int kPotentials = 2 * kCandidates;

constexpr int candidate_of(int cell, int digit0) {
  return cell * 9 + digit0;
}
// The searches split candidates all the time: a table load is cheaper than a division.
inline constexpr auto kCandidateParts = [] {
  std::array<std::array<std::uint8_t, 2>, kCandidates> parts{};
  for (int candidate = 0; candidate < kCandidates; ++candidate) {
    parts[static_cast<std::size_t>(candidate)] = {static_cast<std::uint8_t>(candidate / 9),
                                                  static_cast<std::uint8_t>(candidate % 9)};
  }
  return parts;
}();
constexpr int cell_of(int candidate) {
  return kCandidateParts[static_cast<std::size_t>(candidate)][0];
}
constexpr int digit_of(int candidate) {
  return kCandidateParts[static_cast<std::size_t>(candidate)][1];
}
constexpr int potential_of(int candidate, bool on) {
  return candidate * 2 + (on ? 1 : 0);
}
constexpr int candidate_of_potential(int potential) {
  return potential >> 1;
}
constexpr bool is_on(int potential) {
  return (potential & 1) != 0;
}

/// SE visits a cell's houses as block, row, column (Grid.getRegionTypes()); kinds index this.
enum HouseKind : int { kBlock = 0, kRow = 1, kColumn = 2 };

/// A set of cells as two raw words (bit i = cell i), for the hot loops: no checked Cell on the
/// way in or out.
struct Bits81 {
  std::uint64_t lo = 0;
  std::uint64_t hi = 0;

  static constexpr Bits81 of(int cell) {
    return cell < 64 ? Bits81{1ULL << cell, 0} : Bits81{0, 1ULL << (cell - 64)};
  }
  [[nodiscard]] constexpr bool empty() const { return (lo | hi) == 0; }
  // (Word selects, not branches: the chain searches test cells all over the grid.)
  [[nodiscard]] constexpr bool test(int cell) const {
    return ((cell < 64 ? lo : hi) >> (cell & 63)) & 1u;
  }
  constexpr void set(int cell) { (cell < 64 ? lo : hi) |= 1ULL << (cell & 63); }
  constexpr void reset(int cell) {
    if (cell < 64) {
      lo &= ~(1ULL << cell);
    } else {
      hi &= ~(1ULL << (cell - 64));
    }
  }
  [[nodiscard]] constexpr int size() const { return std::popcount(lo) + std::popcount(hi); }
  /// Two cells or more (cheaper than size() >= 2 without a popcount instruction).
  [[nodiscard]] constexpr bool has_several() const {
    return (lo & (lo - 1)) != 0 || (hi & (hi - 1)) != 0 || (lo != 0 && hi != 0);
  }
  /// Exactly two cells (cheaper than size() == 2 without a popcount instruction). (Without a
  /// branch: whether a house holds two positions is random in the chain searches, and the
  /// branches were mispredicted.)
  [[nodiscard]] constexpr bool has_two() const {
    const std::uint64_t rest_lo = lo & (lo - 1);
    const std::uint64_t rest_hi = hi & (hi - 1);
    const auto none_lo = static_cast<unsigned>(lo == 0);
    const auto none_hi = static_cast<unsigned>(hi == 0);
    const auto one_lo = (none_lo ^ 1u) & static_cast<unsigned>(rest_lo == 0);
    const auto one_hi = (none_hi ^ 1u) & static_cast<unsigned>(rest_hi == 0);
    const auto two_lo =
        static_cast<unsigned>(rest_lo != 0) & static_cast<unsigned>((rest_lo & (rest_lo - 1)) == 0);
    const auto two_hi =
        static_cast<unsigned>(rest_hi != 0) & static_cast<unsigned>((rest_hi & (rest_hi - 1)) == 0);
    return ((two_lo & none_hi) | (two_hi & none_lo) | (one_lo & one_hi)) != 0;
  }
  /// Cells from, from + 1, ... from + count - 1 (count <= 32) as the low bits of a mask.
  [[nodiscard]] constexpr unsigned slice(int from, int count) const {
    const std::uint64_t mask = (std::uint64_t{1} << count) - 1;
    if (from >= 64) return static_cast<unsigned>((hi >> (from - 64)) & mask);
    std::uint64_t bits = lo >> from;
    if (from + count > 64) bits |= hi << (64 - from);
    return static_cast<unsigned>(bits & mask);
  }
  /// The lowest cell; the set must not be empty.
  [[nodiscard]] constexpr int first() const {
    return lo != 0 ? std::countr_zero(lo) : 64 + std::countr_zero(hi);
  }
  /// Calls f(cell) for each cell in increasing order.
  template <class F>
  constexpr void for_each(F&& f) const {
    for (std::uint64_t w = lo; w != 0; w &= w - 1) f(std::countr_zero(w));
    for (std::uint64_t w = hi; w != 0; w &= w - 1) f(64 + std::countr_zero(w));
  }
  friend constexpr Bits81 operator&(Bits81 a, Bits81 b) { return {a.lo & b.lo, a.hi & b.hi}; }
  friend constexpr Bits81 operator|(Bits81 a, Bits81 b) { return {a.lo | b.lo, a.hi | b.hi}; }
  /// The cells of a that are not in b.
  friend constexpr Bits81 operator-(Bits81 a, Bits81 b) { return {a.lo & ~b.lo, a.hi & ~b.hi}; }
  constexpr Bits81& operator&=(Bits81 b) { return *this = *this & b; }
  constexpr Bits81& operator|=(Bits81 b) { return *this = *this | b; }
  constexpr Bits81& operator-=(Bits81 b) { return *this = *this - b; }
  friend constexpr bool operator==(Bits81, Bits81) = default;
};

struct HouseTables {
  std::array<Bits81, 27> cells;                    ///< index kind * 9 + number
  std::array<std::array<std::uint8_t, 3>, 81> of;  ///< the house of a cell, per kind
  std::array<Bits81, 81> peers;
  std::array<Bits81, 81> block;        ///< the cell's block
  std::array<Bits81, 81> row_only;     ///< the cell's row outside its block
  std::array<Bits81, 81> column_only;  ///< the cell's column outside its block
};
constexpr int house_index(int kind, int number) {
  return kind * 9 + number;
}

constexpr HouseTables make_house_tables() {
  HouseTables tables{};
  for (int cell = 0; cell < 81; ++cell) {
    const int row = cell / 9;
    const int column = cell % 9;
    const int block = row / 3 * 3 + column / 3;
    auto& of = tables.of[static_cast<std::size_t>(cell)];
    of[kBlock] = static_cast<std::uint8_t>(house_index(kBlock, block));
    of[kRow] = static_cast<std::uint8_t>(house_index(kRow, row));
    of[kColumn] = static_cast<std::uint8_t>(house_index(kColumn, column));
    for (int kind = 0; kind < 3; ++kind) tables.cells[of[static_cast<std::size_t>(kind)]].set(cell);
  }
  for (int cell = 0; cell < 81; ++cell) {
    const auto& of = tables.of[static_cast<std::size_t>(cell)];
    const Bits81 block = tables.cells[of[kBlock]];
    const Bits81 self = Bits81::of(cell);
    tables.peers[static_cast<std::size_t>(cell)] =
        (block | tables.cells[of[kRow]] | tables.cells[of[kColumn]]) - self;
    tables.block[static_cast<std::size_t>(cell)] = block;
    tables.row_only[static_cast<std::size_t>(cell)] = tables.cells[of[kRow]] - block;
    tables.column_only[static_cast<std::size_t>(cell)] = tables.cells[of[kColumn]] - block;
  }
  return tables;
}
inline constexpr HouseTables kHouses = make_house_tables();
inline const HouseTables& houses() {
  return kHouses;
}

// How many digits a 9-bit mask holds: the release build targets any x86-64, where popcount is a
// dozen instructions.
inline constexpr auto kDigitCounts = [] {
  std::array<std::uint8_t, 512> counts{};
  for (std::size_t mask = 1; mask < counts.size(); ++mask) {
    counts[mask] = static_cast<std::uint8_t>(counts[mask & (mask - 1)] + 1);
  }
  return counts;
}();

/// The grid for the chaining rules. SE visits a house's cells (Region.getCell(0..8)) in
/// increasing cell index for rows, columns and blocks alike, which is Bits81's order.
struct ChainGrid {
  std::array<std::uint16_t, 81> candidates{};  ///< bit digit0 set when the digit may go there
  std::array<Bits81, 9> cells;                 ///< cells where the digit may go
  Bits81 unsolved;                             ///< SE: cell.getValue() == 0
  std::array<std::uint8_t, 9> placed{};        ///< how many cells hold each digit

  static ChainGrid from(const CandidateGrid& grid);

  [[nodiscard]] bool has(int cell, int digit0) const {
    return (unsigned{candidates[static_cast<std::size_t>(cell)]} >> digit0) & 1u;
  }
  [[nodiscard]] bool has(int candidate) const {
    return has(cell_of(candidate), digit_of(candidate));
  }
  [[nodiscard]] int count(int cell) const {
    return kDigitCounts[candidates[static_cast<std::size_t>(cell)]];
  }
  void remove(int cell, int digit0) {
    candidates[static_cast<std::size_t>(cell)] &= static_cast<std::uint16_t>(~(1u << digit0));
    cells[static_cast<std::size_t>(digit0)].reset(cell);
  }
  /// The cells of `house` where the digit may go.
  [[nodiscard]] Bits81 in_house(int digit0, int house) const {
    return cells[static_cast<std::size_t>(digit0)] &
           houses().cells[static_cast<std::size_t>(house)];
  }
  friend bool operator==(const ChainGrid&, const ChainGrid&) = default;
};

/// The lowest set bit of a digit mask, as digit0.
inline int first_digit(unsigned mask) {
  return std::countr_zero(mask);
}
/// Exactly two digits in the mask.
constexpr bool two_digits(unsigned mask) {
  const unsigned rest = mask & (mask - 1);
  return rest != 0 && (rest & (rest - 1)) == 0;
}

}  // namespace nonet::rating::chain
