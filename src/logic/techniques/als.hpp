// Almost locked sets, shared by the ALS techniques (als.cpp).
//
// An almost locked set (ALS) is a set of N unsolved cells of one house whose candidates are
// exactly N + 1 digits. Were one of its digits to be ruled out of every cell, the remaining N
// digits would be locked in its N cells. A single bivalue cell is the smallest ALS.
//
// Two ALS A and B have a restricted common candidate (RC) x when both hold x and every x of A sees
// every x of B: then x is in at most one of them, so at least one of them is locked without x.
// That is the link every ALS technique is made of (HoDoKu, "Almost Locked Sets").
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "nonet/logic.hpp"

namespace nonet::logic {

struct Als {
  CellSet cells;
  DigitSet digits;
  /// The first house, in the order rows, columns, boxes, that holds every cell.
  House house = House(Row(0));
  /// For digit d at index d - 1: the cells of the set that hold d.
  std::array<CellSet, kUnitSize> cells_with{};
  /// For digit d at index d - 1: the cells outside the set that hold d and see every cell of the
  /// set holding d. Should the set become locked, d is in it, and these cells lose d.
  std::array<CellSet, kUnitSize> seen_by{};
  /// The union of seen_by over the digits.
  CellSet seen_by_any;

  [[nodiscard]] CellSet with(Digit d) const {
    return cells_with[static_cast<std::size_t>(d.value() - 1)];
  }
  [[nodiscard]] CellSet seen(Digit d) const {
    return seen_by[static_cast<std::size_t>(d.value() - 1)];
  }
};

/// Every ALS of the grid, each cell set once: houses in the order rows, columns, boxes, and within
/// a house the subsets in depth-first order of their cells (HoDoKu's order). Bivalue cells are
/// included when `with_single_cells` is true.
std::vector<Als> collect_alses(const CandidateGrid& grid, bool with_single_cells = true);

/// The restricted common candidates of two ALS `first` and `second` (indices into the ALS list):
/// one digit, or two for doubly linked sets. A restricted common never lies in cells the two sets
/// share.
struct RestrictedCommon {
  int first = 0;
  int second = 0;
  DigitSet digits;
  /// The two sets share cells (allowed only when the caller asked for overlap).
  bool overlap = false;
};

/// Every pair of ALS (first < second) with at least one restricted common candidate, in the order
/// of the list. Pairs that share cells are left out unless `allow_overlap`.
std::vector<RestrictedCommon> restricted_commons(const std::vector<Als>& alses, bool allow_overlap);

/// "{r1c2 r1c5} (1, 4, 7)": the cells and candidates of an ALS.
std::string als_text(const Als& als);

}  // namespace nonet::logic
