#pragma once
// The hints a nested search ("Forcing Chains & Cycles" at levels 2 and 3, Multiple Forcing
// Chains at level 3, Dynamic Forcing Chains at levels 4 and 5) hands to its outer chain, remembered
// by producer and grid. Inside an outer chain the search runs on the current (partly struck) grid,
// and SE keeps only its hints with rule parents, relative to the outer chain's initial grid; both
// grids recur often (outer chains from different assumptions that reach the same state, nested
// levels that run the same outer propagations, steps whose change the outer chain makes anyway),
// and the search costs thousands of SE trees or propagations each time.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <unordered_map>
#include <vector>

#include "rating/chain_grid.hpp"
#include "rating/chain_nested.hpp"

namespace nonet::rating::chain {

/// A hint of a nested search that has rule parents, as the outer chain uses it.
struct NestedHint {
  std::vector<std::uint16_t> eliminations;
  std::vector<std::uint16_t> rule_parents;
  NestedRegistry::Record record;  ///< registered again in each search that uses it
};

/// Shared by the threads of one rating (chain_parallel): a lookup hands out its own reference
/// to the hints, which a store by another thread (even one that starts the cache again) leaves
/// valid.
class NestedHintCache {
 public:
  using Hints = std::shared_ptr<const std::vector<NestedHint>>;
  /// The hints remembered for the producer (any number that tells producers apart) and the
  /// grids, in SE's order, or null.
  [[nodiscard]] Hints find(int producer, const ChainGrid& current, const ChainGrid& initial) const;
  /// Remembers the hints for the producer and the grids; returns them.
  Hints store(int producer, const ChainGrid& current, const ChainGrid& initial,
              std::vector<NestedHint> hints);

 private:
  // Bounds the memory (each entry holds two grids); when full, the cache starts again.
  static constexpr std::size_t kMaxEntries = 8192;
  struct Entry {
    int producer;
    ChainGrid current;
    ChainGrid initial;
    Hints hints;
  };
  static std::uint64_t hash(int producer, const ChainGrid& current, const ChainGrid& initial);

  mutable std::mutex mutex_;
  std::vector<Entry> entries_;
  std::unordered_multimap<std::uint64_t, std::size_t> by_hash_;
};

}  // namespace nonet::rating::chain
