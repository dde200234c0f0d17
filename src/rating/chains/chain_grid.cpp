#include "rating/chains/chain_grid.hpp"

namespace nonet::rating::chain {
ChainGrid ChainGrid::from(const CandidateGrid& grid) {
  ChainGrid out;
  for (int cell = 0; cell < 81; ++cell) {
    const Cell at(cell);
    const int value = grid.value(at);
    if (value != 0) {
      ++out.placed[static_cast<std::size_t>(value - 1)];
      continue;
    }
    out.unsolved.set(cell);
    const std::uint16_t bits = grid.candidates(at).bits();
    out.candidates[static_cast<std::size_t>(cell)] = bits;
    for (unsigned rest = bits; rest != 0; rest &= rest - 1) {
      out.cells[static_cast<std::size_t>(std::countr_zero(rest))].set(cell);
    }
  }
  return out;
}

}  // namespace nonet::rating::chain
