#pragma once
// SE's Chaining(false, false, false, 0) as a search over a chain grid (see chain_static.cpp).
#include <array>
#include <optional>

#include "rating/chain_grid.hpp"
#include "rating/chain_hint.hpp"
#include "rating/chain_nested.hpp"

namespace nonet::rating {

/// What the forcing-chains rule keeps between the steps of one solving path: the X pass of a
/// digit (X-cycles and forcing X-chains) depends only on that digit's cells, and most steps
/// change one digit, so each digit's best X hint is kept with the cells it was found on.
struct ForcingChainMemory {
  struct DigitEntry {
    bool valid = false;
    chain::Bits81 cells;  ///< the digit's unsolved cells
    chain::Bits81 multi;  ///< those of them with two candidates or more
    RatingTenths max_tenths = 0;
    std::optional<chain::ChainHint> best;
  };
  std::array<DigitEntry, 9> x_pass;
};

}  // namespace nonet::rating

namespace nonet::rating::chain {

/// Reports the Bidirectional Cycles and Forcing X-/XY-Chains of the grid into `out`. With
/// `context` (inside an outer chain; `out` must collect all), hints carry their rule parents.
/// With `memory` (first mode only), X passes of digits unchanged since are not searched again.
void search_forcing_chains_and_cycles(const ChainGrid& grid, ChainHintCollector& out,
                                      const NestedContext* context = nullptr,
                                      ForcingChainMemory* memory = nullptr);

}  // namespace nonet::rating::chain
