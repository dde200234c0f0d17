// Chain grids for the rater's chain tests: a puzzle's candidate grid, and the same grid with
// some candidates struck, as an outer (nested) chain leaves it: some cells with one candidate,
// some houses with one position or two. The strikes are a fixed pseudo-random choice, so a
// failing case can be rerun.
#pragma once

#include <cstdint>

#include "nonet/candidates.hpp"
#include "nonet/format.hpp"
#include "rating/chains/chain_grid.hpp"

namespace nonet::rating::test_support {

/// Puzzles whose chains reach deep: ER 11.9, 11.0 and 9.7 (nested levels).
inline constexpr const char* kDeepChainPuzzles[] = {
    "98.7.....6.....87...7.....5.4..3.5....65...9......2..1..86...5.....1.3.......4..2",
    "........1..1..2....3..4..5.....6.5....78...6..6...38.4..3..9....7..8..4.9.8...2..",
    "..3.9....1...4..36..8..21...4..8..73...9................4.7..686........7.....5.4",
};

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
