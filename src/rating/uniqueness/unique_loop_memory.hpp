#pragma once
// The loops SE's Unique Rectangles/Loops search finds from each bivalue cell, kept between the
// steps of a solving path. The search from a cell reads only the cells holding both of its
// digits and their candidates; while those stay as they were, it finds the same loops again,
// and only their hints (which read the rest of the grid) need working out.
#include <array>
#include <cstdint>
#include <vector>

#include "nonet/cell_set.hpp"

namespace nonet::rating {

class UniqueLoopMemory {
 public:
  using Loop = std::vector<Cell>;

  /// The loops remembered for `start`, or null when what they depend on changed.
  [[nodiscard]] const std::vector<Loop>* loops(
      Cell start, std::uint16_t pair, CellSet cells,
      const std::array<std::uint16_t, kCellCount>& candidates) const {
    const Entry& entry = entries_[static_cast<std::size_t>(start.index())];
    if (!entry.valid || entry.pair != pair || entry.cells != cells) return nullptr;
    for (const Cell cell : cells) {
      const auto at = static_cast<std::size_t>(cell.index());
      if (entry.candidates[at] != candidates[at]) return nullptr;
    }
    return &entry.loops;
  }
  /// Starts remembering the search from `start`; its loops go into the list returned.
  std::vector<Loop>& remember(Cell start, std::uint16_t pair, CellSet cells,
                              const std::array<std::uint16_t, kCellCount>& candidates) {
    Entry& entry = entries_[static_cast<std::size_t>(start.index())];
    entry.valid = true;
    entry.pair = pair;
    entry.cells = cells;
    entry.candidates = candidates;
    entry.loops.clear();
    return entry.loops;
  }

 private:
  struct Entry {
    bool valid = false;
    std::uint16_t pair = 0;
    CellSet cells;
    std::array<std::uint16_t, kCellCount> candidates;  ///< read only when valid
    std::vector<Loop> loops;
  };
  std::array<Entry, kCellCount> entries_;
};

}  // namespace nonet::rating
