// A set of cells as an 81-bit mask: the working unit of the logical techniques (houses, peers,
// the cells where a digit may still go).
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <iterator>

#include "nonet/types.hpp"

namespace nonet {

/// A set of cells. Bit i of the mask stands for Cell(i): cells 0..63 in `low`, 64..80 in `high`.
/// Iterates in cell order (row by row).
class CellSet {
 public:
  constexpr CellSet() = default;

  [[nodiscard]] static constexpr CellSet all() { return CellSet(~0ULL, kHighMask); }
  [[nodiscard]] static constexpr CellSet of(Cell cell) {
    CellSet set;
    set.insert(cell);
    return set;
  }
  [[nodiscard]] constexpr bool contains(Cell cell) const {
    const int i = cell.index();
    return i < 64 ? (low_ >> i) & 1u : (high_ >> (i - 64)) & 1u;
  }
  constexpr void insert(Cell cell) {
    const int i = cell.index();
    if (i < 64) {
      low_ |= 1ULL << i;
    } else {
      high_ |= 1ULL << (i - 64);
    }
  }
  constexpr void erase(Cell cell) {
    const int i = cell.index();
    if (i < 64) {
      low_ &= ~(1ULL << i);
    } else {
      high_ &= ~(1ULL << (i - 64));
    }
  }

  [[nodiscard]] constexpr int size() const { return std::popcount(low_) + std::popcount(high_); }
  [[nodiscard]] constexpr bool empty() const { return (low_ | high_) == 0; }
  /// The first cell in cell order; the set must not be empty.
  [[nodiscard]] constexpr Cell first() const {
    return low_ != 0 ? Cell(std::countr_zero(low_)) : Cell(64 + std::countr_zero(high_));
  }

  [[nodiscard]] constexpr std::uint64_t low_bits() const { return low_; }
  [[nodiscard]] constexpr std::uint64_t high_bits() const { return high_; }

  friend constexpr CellSet operator|(CellSet a, CellSet b) {
    return CellSet(a.low_ | b.low_, a.high_ | b.high_);
  }
  friend constexpr CellSet operator&(CellSet a, CellSet b) {
    return CellSet(a.low_ & b.low_, a.high_ & b.high_);
  }
  friend constexpr CellSet operator^(CellSet a, CellSet b) {
    return CellSet(a.low_ ^ b.low_, a.high_ ^ b.high_);
  }
  /// The cells of `a` that are not in `b`.
  friend constexpr CellSet operator-(CellSet a, CellSet b) {
    return CellSet(a.low_ & ~b.low_, a.high_ & ~b.high_);
  }
  constexpr CellSet& operator|=(CellSet other) { return *this = *this | other; }
  constexpr CellSet& operator&=(CellSet other) { return *this = *this & other; }
  constexpr CellSet& operator-=(CellSet other) { return *this = *this - other; }
  friend constexpr bool operator==(CellSet, CellSet) = default;

  class iterator {
   public:
    using value_type = Cell;
    using difference_type = std::ptrdiff_t;
    constexpr iterator() = default;
    constexpr iterator(std::uint64_t low, std::uint64_t high) : low_(low), high_(high) {}
    constexpr Cell operator*() const {
      return low_ != 0 ? Cell(std::countr_zero(low_)) : Cell(64 + std::countr_zero(high_));
    }
    constexpr iterator& operator++() {
      if (low_ != 0) {
        low_ &= low_ - 1;
      } else {
        high_ &= high_ - 1;
      }
      return *this;
    }
    constexpr iterator operator++(int) {
      iterator before = *this;
      ++*this;
      return before;
    }
    friend constexpr bool operator==(const iterator&, const iterator&) = default;

   private:
    std::uint64_t low_ = 0;
    std::uint64_t high_ = 0;
  };
  [[nodiscard]] constexpr iterator begin() const { return iterator(low_, high_); }
  [[nodiscard]] constexpr iterator end() const { return iterator(); }

 private:
  static constexpr std::uint64_t kHighMask = (1ULL << (kCellCount - 64)) - 1;
  constexpr CellSet(std::uint64_t low, std::uint64_t high) : low_(low), high_(high & kHighMask) {}

  std::uint64_t low_ = 0;
  std::uint64_t high_ = 0;
};

namespace detail {
constexpr std::array<CellSet, 27> make_house_sets() {
  std::array<CellSet, 27> sets{};
  for (int kind = 0; kind < 3; ++kind) {
    for (int index = 0; index < kUnitSize; ++index) {
      const House house(static_cast<House::Kind>(kind), index);
      for (int i = 0; i < kUnitSize; ++i) {
        sets[static_cast<std::size_t>(kind * kUnitSize + index)].insert(house.cell(i));
      }
    }
  }
  return sets;
}
inline constexpr std::array<CellSet, 27> kHouseSets = make_house_sets();

constexpr std::array<CellSet, kCellCount> make_peer_sets() {
  std::array<CellSet, kCellCount> sets{};
  for (int i = 0; i < kCellCount; ++i) {
    const Cell cell(i);
    CellSet set = kHouseSets[static_cast<std::size_t>(cell.row().index())] |
                  kHouseSets[static_cast<std::size_t>(kUnitSize + cell.column().index())] |
                  kHouseSets[static_cast<std::size_t>(2 * kUnitSize + cell.box().index())];
    set.erase(cell);
    sets[static_cast<std::size_t>(i)] = set;
  }
  return sets;
}
inline constexpr std::array<CellSet, kCellCount> kPeerSets = make_peer_sets();
}  // namespace detail

/// The nine cells of a row, column or box.
[[nodiscard]] constexpr CellSet cells_of(House house) {
  return detail::kHouseSets[static_cast<std::size_t>(static_cast<int>(house.kind()) * kUnitSize +
                                                     house.index())];
}

/// The 20 cells that share a row, column or box with `cell` (the cell itself excluded).
[[nodiscard]] constexpr CellSet peers_of(Cell cell) {
  return detail::kPeerSets[static_cast<std::size_t>(cell.index())];
}

/// The cells that see every cell of `cells` (share a house with each), none of `cells` itself.
[[nodiscard]] constexpr CellSet common_peers(CellSet cells) {
  CellSet seen = CellSet::all();
  for (Cell cell : cells) seen &= peers_of(cell);
  return seen - cells;
}

/// True when two different cells share a row, column or box.
[[nodiscard]] constexpr bool sees(Cell a, Cell b) {
  return a != b && (a.row() == b.row() || a.column() == b.column() || a.box() == b.box());
}

/// All 27 houses: rows 0..8, then columns, then boxes.
[[nodiscard]] constexpr House house_at(int i) {
  return House(static_cast<House::Kind>(i / kUnitSize), i % kUnitSize);
}
inline constexpr int kHouseCount = 27;

}  // namespace nonet
