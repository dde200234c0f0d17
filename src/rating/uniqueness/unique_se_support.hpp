#pragma once
// Small pieces shared by the uniqueness and exclusion rules: the orders in which Sudoku Explainer
// walks houses, peers and combinations. The order decides which hint SE reports first, so these
// reproduce SE's iteration exactly.
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>

#include "nonet/cell_set.hpp"
#include "nonet/rating.hpp"
#include "nonet/types.hpp"

namespace nonet::rating::se {

/// SE's house kinds in the order it tries them around a cell (Grid.getRegionTypes()).
inline constexpr std::array<House::Kind, 3> kHouseKinds{House::Kind::box, House::Kind::row,
                                                        House::Kind::column};

[[nodiscard]] constexpr House house_of(Cell cell, House::Kind kind) {
  switch (kind) {
    case House::Kind::row:
      return House(cell.row());
    case House::Kind::column:
      return House(cell.column());
    case House::Kind::box:
      break;
  }
  return House(cell.box());
}

/// The position of `cell` inside its house of `kind` (House::cell's numbering, as SE's).
[[nodiscard]] constexpr int index_in_house(Cell cell, House::Kind kind) {
  switch (kind) {
    case House::Kind::row:
      return cell.column().index();
    case House::Kind::column:
      return cell.row().index();
    case House::Kind::box:
      break;
  }
  return cell.row().index() % 3 * 3 + cell.column().index() % 3;
}

/// A number 0..26 for the house, to keep sets of houses in one word.
[[nodiscard]] constexpr int house_number(House house) {
  return static_cast<int>(house.kind()) * kUnitSize + house.index();
}

inline constexpr int kPeerCount = 20;
using PeerOrder = std::array<Cell, kPeerCount>;

namespace detail {
constexpr std::array<PeerOrder, kCellCount> make_peer_orders() {
  std::array<PeerOrder, kCellCount> orders{};
  for (int i = 0; i < kCellCount; ++i) {
    const Cell cell(i);
    CellSet listed = CellSet::of(cell);
    int count = 0;
    for (House::Kind kind : kHouseKinds) {
      const House house = house_of(cell, kind);
      for (int k = 0; k < kUnitSize; ++k) {
        const Cell peer = house.cell(k);
        if (listed.contains(peer)) continue;
        listed.insert(peer);
        orders[static_cast<std::size_t>(i)][static_cast<std::size_t>(count++)] = peer;
      }
    }
  }
  return orders;
}
inline constexpr std::array<PeerOrder, kCellCount> kPeerOrders = make_peer_orders();
}  // namespace detail

namespace detail {
constexpr std::array<std::uint32_t, kCellCount> make_house_bits() {
  std::array<std::uint32_t, kCellCount> bits{};
  for (int i = 0; i < kCellCount; ++i) {
    for (House::Kind kind : kHouseKinds) {
      bits[static_cast<std::size_t>(i)] |= 1u << house_number(house_of(Cell(i), kind));
    }
  }
  return bits;
}
inline constexpr std::array<std::uint32_t, kCellCount> kHouseBits = make_house_bits();
}  // namespace detail

/// The cell's row, column and box as bits house_number() of a 27-bit set.
[[nodiscard]] constexpr std::uint32_t house_bits(Cell cell) {
  return detail::kHouseBits[static_cast<std::size_t>(cell.index())];
}

/// The 20 peers of a cell as SE's Cell.getHouseCells() lists them: the box row by row, then the
/// rest of the row, then the rest of the column. SE keeps sets of cells in this insertion order.
[[nodiscard]] constexpr const PeerOrder& peer_order(Cell cell) {
  return detail::kPeerOrders[static_cast<std::size_t>(cell.index())];
}

/// Calls f(mask) for every `ones`-element subset of bits 0..bits-1 in SE's order (its
/// Permutations class: increasing value of the mask). Like SE, nothing at all when bits is 0.
template <class F>
constexpr void for_each_combination(int ones, int bits, F&& f) {
  if (bits <= 0 || ones > bits) return;
  if (ones == 0) {
    f(std::uint32_t{0});
    return;
  }
  const std::uint32_t end = 1u << bits;
  for (std::uint32_t mask = (1u << ones) - 1; mask < end;) {
    f(mask);
    const std::uint32_t smallest = mask & (0u - mask);
    const std::uint32_t ripple = mask + smallest;
    mask = ripple | (((mask ^ ripple) >> 2) / smallest);
  }
}

/// SE's difficulties are doubles (sums like 4.5 + 0.1); the rater counts in tenths.
[[nodiscard]] inline RatingTenths to_tenths(double difficulty) {
  return static_cast<RatingTenths>(std::lround(difficulty * 10));
}

namespace detail {
constexpr std::array<std::uint8_t, 512> make_nine_bit_counts() {
  std::array<std::uint8_t, 512> counts{};
  for (std::size_t i = 0; i < counts.size(); ++i)
    counts[i] = static_cast<std::uint8_t>(std::popcount(i));
  return counts;
}
inline constexpr std::array<std::uint8_t, 512> kNineBitCounts = make_nine_bit_counts();

constexpr std::array<std::array<std::uint8_t, kCellCount>, kCellCount> make_peer_ranks() {
  std::array<std::array<std::uint8_t, kCellCount>, kCellCount> ranks{};
  for (int i = 0; i < kCellCount; ++i) {
    for (int k = 0; k < kPeerCount; ++k) {
      const Cell peer = kPeerOrders[static_cast<std::size_t>(i)][static_cast<std::size_t>(k)];
      ranks[static_cast<std::size_t>(i)][static_cast<std::size_t>(peer.index())] =
          static_cast<std::uint8_t>(k);
    }
  }
  return ranks;
}
inline constexpr std::array<std::array<std::uint8_t, kCellCount>, kCellCount> kPeerRanks =
    make_peer_ranks();
}  // namespace detail

/// The number of bits of a 9-bit mask (digits of a cell, positions in a house). A table: the
/// release build targets baseline x86-64, which has no popcount instruction.
[[nodiscard]] constexpr int popcount(std::uint32_t nine_bits) {
  return detail::kNineBitCounts[nine_bits & 0x1FF];
}

/// True when the set holds two cells or more (cheaper than counting them).
[[nodiscard]] constexpr bool has_two(CellSet cells) {
  const std::uint64_t low = cells.low_bits();
  const std::uint64_t high = cells.high_bits();
  return (low & (low - 1)) != 0 || (high & (high - 1)) != 0 || (low != 0 && high != 0);
}

/// Calls f(cell) for every cell of the set, in cell order (a plain loop over the two words: the
/// searches run it in their innermost loops).
template <class F>
constexpr void for_each_cell(CellSet cells, F&& f) {
  for (std::uint64_t bits = cells.low_bits(); bits != 0; bits &= bits - 1) {
    f(Cell(std::countr_zero(bits)));
  }
  for (std::uint64_t bits = cells.high_bits(); bits != 0; bits &= bits - 1) {
    f(Cell(64 + std::countr_zero(bits)));
  }
}

/// The cells that see at least two cells of `cells` (a cell does not see itself).
[[nodiscard]] constexpr CellSet seeing_two(CellSet cells) {
  CellSet seeing_one;
  CellSet seeing_two;
  for_each_cell(cells, [&](Cell cell) {
    seeing_two |= seeing_one & peers_of(cell);
    seeing_one |= peers_of(cell);
  });
  return seeing_two;
}

namespace detail {
constexpr std::array<CellSet, kCellCount> make_cells_before() {
  std::array<CellSet, kCellCount> sets{};
  for (int i = 1; i < kCellCount; ++i) {
    sets[static_cast<std::size_t>(i)] =
        sets[static_cast<std::size_t>(i - 1)] | CellSet::of(Cell(i - 1));
  }
  return sets;
}
inline constexpr std::array<CellSet, kCellCount> kCellsBefore = make_cells_before();
}  // namespace detail

/// The cells that come before `cell` in cell order.
[[nodiscard]] constexpr CellSet cells_before(Cell cell) {
  return detail::kCellsBefore[static_cast<std::size_t>(cell.index())];
}

/// The position of `peer` in peer_order(cell).
[[nodiscard]] constexpr int peer_rank(Cell cell, Cell peer) {
  return detail::kPeerRanks[static_cast<std::size_t>(cell.index())]
                           [static_cast<std::size_t>(peer.index())];
}

}  // namespace nonet::rating::se
