#include "rating/chains/chain_nishio_closure.hpp"

#include <bit>

namespace nonet::rating::chain {

NishioClosures::NishioClosures(const ChainGrid& grid, int digit)
    : cells_(grid.cells[static_cast<std::size_t>(digit)]) {
  for (int house = 0; house < 27; ++house) {
    const Bits81 positions = cells_ & houses().cells[static_cast<std::size_t>(house)];
    counts_[static_cast<std::size_t>(house)] = static_cast<std::uint8_t>(positions.size());
    if (positions.has_several()) houses_ |= 1u << house;
  }
}

bool NishioClosures::contradicts(int cell, bool on) const {
  Bits81 left = cells_;  // the positions not struck
  Bits81 ons;
  Bits81 fresh;  // "ons" not processed yet
  std::array<std::uint8_t, 27> counts = counts_;
  std::uint32_t lone = 0;  // the houses struck down to one position or none
  auto strike = [&](int at) {
    for (const std::uint8_t house : houses().of[static_cast<std::size_t>(at)]) {
      if (--counts[house] <= 1) lone |= 1u << house;
    }
  };
  if (on) {
    ons.set(cell);
    fresh.set(cell);
  } else {
    left.reset(cell);
    strike(cell);
  }
  for (;;) {
    for (; !fresh.empty(); fresh.reset(fresh.first())) {
      const Bits81 kill = houses().peers[static_cast<std::size_t>(fresh.first())] & left;
      if (!(kill & ons).empty()) return true;
      left -= kill;
      kill.for_each(strike);
    }
    // (Only houses where the digit had two positions or more make singles.)
    const std::uint32_t singles = lone & houses_;
    lone = 0;
    bool more = false;
    for (std::uint32_t rest = singles; rest != 0; rest &= rest - 1) {
      const auto house = static_cast<std::size_t>(std::countr_zero(rest));
      if (counts[house] == 0) return true;
      const Bits81 position = left & houses().cells[house];
      if ((position & ons).empty()) {
        ons |= position;
        fresh |= position;
        more = true;
      }
    }
    if (!more) return false;
  }
}

}  // namespace nonet::rating::chain
