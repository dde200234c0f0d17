#pragma once
// SE's Chaining with isMultiple or isDynamic (getMultipleChainsHintList): from every candidate
// of every cell, the assumptions "on" and "off" are propagated (chain_propagation), and hints
// come from their outcomes:
//   Contradiction  an assumption implies a potential both on and off (dynamic, Nishio);
//   Double         both assumptions imply the same potential (dynamic, cells of 3+ candidates);
//   Cell           every candidate of a cell implies the same potential;
//   Region         every position of a digit in a house implies the same potential.
#include "rating/chains/chain_grid.hpp"
#include "rating/chains/chain_hint.hpp"
#include "rating/chains/chain_nested.hpp"
#include "rating/chains/chain_nested_cache.hpp"
#include "rating/chains/chain_parallel.hpp"

namespace nonet::rating::chain {

/// Chaining(isMultiple, isDynamic, isNishio, level) for the multiple/dynamic producers.
struct ChainingMode {
  bool multiple = true;
  bool dynamic = false;
  bool nishio = false;
  int level = 0;

  /// Chaining.getDifficulty: the base of every hint of the producer.
  [[nodiscard]] double base_difficulty() const;
};

inline constexpr ChainingMode kNishioChains{false, true, true, 0};
inline constexpr ChainingMode kMultipleChains{true, false, false, 0};
inline constexpr ChainingMode kDynamicChains{true, true, false, 0};
inline constexpr ChainingMode dynamic_chains_at(int level) {
  return {true, true, false, level};
}

/// Reports the producer's hints into `out`. Nested chains (level >= 2) keep their records in
/// `registry` (one per top-level search), and remember their nested searches in `cache` if not
/// null; `context` is set when the producer itself runs inside an outer chain. A top-level
/// search of level >= 1 may spread its runs over `threads` (chain_parallel).
void search_multiple_chains(const ChainGrid& grid, const ChainingMode& mode,
                            ChainHintCollector& out, NestedRegistry* registry = nullptr,
                            const NestedContext* context = nullptr,
                            NestedHintCache* cache = nullptr, const RunThreads* threads = nullptr);

/// Nishio chains in first mode (the best hint into `out`), each digit's search remembered in
/// `memory` while its cells stay the same.
void search_nishio_chains(const ChainGrid& grid, ChainHintCollector& out, RuleMemory& memory);

}  // namespace nonet::rating::chain
