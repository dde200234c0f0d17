#pragma once
// SE's Chaining(false, false, false, 0) as a search over a chain grid (see chain_static.cpp).
#include "rating/chains/chain_grid.hpp"
#include "rating/chains/chain_hint.hpp"
#include "rating/chains/chain_nested.hpp"

namespace nonet::rating::chain {

/// Reports the Bidirectional Cycles and Forcing X-/XY-Chains of the grid into `out`. With
/// `context` (inside an outer chain; `out` must collect all), hints carry their rule parents.
/// With `memory` (first mode only), X passes of digits unchanged since are not searched again.
void search_forcing_chains_and_cycles(const ChainGrid& grid, ChainHintCollector& out,
                                      const NestedContext* context = nullptr,
                                      RuleMemory* memory = nullptr);

}  // namespace nonet::rating::chain
