// Chain grids for the rater's chain tests: a puzzle's candidate grid, and the same grid with
// some candidates struck, as an outer (nested) chain leaves it: some cells with one candidate,
// some houses with one position or two. The strikes are a fixed pseudo-random choice, so a
// failing case can be rerun.
#pragma once

#include <cstdint>

#include "nonet/candidates.hpp"
#include "nonet/format.hpp"
#include "rating/chain_grid.hpp"

namespace nonet::rating::test_support {

inline chain::ChainGrid grid_of(const char* puzzle) {
  return chain::ChainGrid::from(CandidateGrid::from_puzzle(parse_puzzle(puzzle).grid));
}

/// Strikes about one candidate in `one_in`, the same ones for the same `seed`.
inline chain::ChainGrid strike_some(chain::ChainGrid grid, int one_in, std::uint32_t seed) {
  std::uint32_t state = seed;
  for (int cell = 0; cell < 81; ++cell) {
    for (int digit = 0; digit < 9; ++digit) {
      state = state * 1664525u + 1013904223u;  // a linear congruential step
      if (grid.has(cell, digit) && (state >> 16) % static_cast<std::uint32_t>(one_in) == 0) {
        grid.remove(cell, digit);
      }
    }
  }
  return grid;
}

}  // namespace nonet::rating::test_support
