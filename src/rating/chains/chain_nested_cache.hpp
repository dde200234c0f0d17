#pragma once
// The hints a nested search ("Forcing Chains & Cycles" at levels 2 and 3, Multiple Forcing
// Chains at level 3, Dynamic Forcing Chains at levels 4 and 5) hands to its outer chain, remembered
// by producer and grid. Inside an outer chain the search runs on the current (partly struck) grid;
// its hints, their order and their rule sources depend on that grid alone (the outer chain's
// initial grid only tells which of them have rule parents there: chain_nested.hpp), so they are
// kept for the current grid only. Such grids recur often: outer chains from different
// assumptions that reach the same state, nested levels that run the same outer propagations,
// and the next steps, where an outer chain that struck what the step removed reaches the same
// state from a smaller initial grid; and the search costs thousands of SE trees or propagations
// each time.
#include <cstddef>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <unordered_map>
#include <vector>

#include "rating/chains/chain_grid.hpp"
#include "rating/chains/chain_nested.hpp"

namespace nonet::rating::chain {

/// A hint of a nested search that has rule sources, as the outer chain uses it.
struct NestedHint {
  std::vector<std::uint16_t> eliminations;
  std::vector<std::uint16_t> rule_sources;  ///< (rule_parents_of)
  NestedRegistry::Record record;            ///< registered again in each search that uses it
};

/// Shared by the threads of one rating (chain_parallel): a lookup hands out its own reference
/// to the hints, which a store by another thread (even one that starts the cache again) leaves
/// valid.
class NestedHintCache {
 public:
  using Hints = std::shared_ptr<const std::vector<NestedHint>>;
  /// The hints remembered for the producer (any number that tells producers apart) and the
  /// current grid, in SE's order, or null.
  [[nodiscard]] Hints find(int producer, const ChainGrid& current) const;
  /// Remembers the hints for the producer and the grid; returns them.
  Hints store(int producer, const ChainGrid& current, std::vector<NestedHint> hints);

 private:
  // Bounds the memory (each entry holds a grid and its hints: 35 MB at most on the slowest forum
  // puzzle, 26 MB with 8,192 entries, which lost entries the next steps use); when full, the
  // cache starts again.
  static constexpr std::size_t kMaxEntries = 32768;
  struct Entry {
    int producer;
    ChainGrid current;
    Hints hints;
  };
  static std::uint64_t hash(int producer, const ChainGrid& current);

  mutable std::mutex mutex_;
  // (A deque: growing it moves no entry. A vector moved up to 12 MB of them at each growth,
  // under the lock the other threads wait on, into pages faulted in anew.)
  std::deque<Entry> entries_;
  std::unordered_multimap<std::uint64_t, std::size_t> by_hash_;
};

}  // namespace nonet::rating::chain
