#include "rating/chain_nested_cache.hpp"

#include <utility>

namespace nonet::rating::chain {

std::uint64_t NestedHintCache::hash(int producer, const ChainGrid& current,
                                    const ChainGrid& initial) {
  // FNV-1a over the candidates (the rest of a grid follows from them but for the solved cells).
  std::uint64_t h = 0xCBF29CE484222325ULL;
  auto add = [&](std::uint64_t value) {
    h ^= value;
    h *= 0x100000001B3ULL;
  };
  add(static_cast<std::uint64_t>(static_cast<std::uint32_t>(producer)));
  for (const ChainGrid* grid : {&current, &initial}) {
    for (const std::uint16_t mask : grid->candidates) add(mask);
    add(grid->unsolved.lo);
    add(grid->unsolved.hi);
  }
  return h;
}

NestedHintCache::Hints NestedHintCache::find(int producer, const ChainGrid& current,
                                             const ChainGrid& initial) const {
  const std::uint64_t key = hash(producer, current, initial);
  const std::lock_guard<std::mutex> lock(mutex_);
  const auto [begin, end] = by_hash_.equal_range(key);
  for (auto at = begin; at != end; ++at) {
    const Entry& entry = entries_[at->second];
    if (entry.producer == producer && entry.current == current && entry.initial == initial) {
      return entry.hints;
    }
  }
  return nullptr;
}

NestedHintCache::Hints NestedHintCache::store(int producer, const ChainGrid& current,
                                              const ChainGrid& initial,
                                              std::vector<NestedHint> hints) {
  const std::uint64_t key = hash(producer, current, initial);
  Hints kept = std::make_shared<const std::vector<NestedHint>>(std::move(hints));
  const std::lock_guard<std::mutex> lock(mutex_);
  if (entries_.size() >= kMaxEntries) {
    entries_.clear();
    by_hash_.clear();
  }
  by_hash_.emplace(key, entries_.size());
  entries_.push_back({producer, current, initial, kept});
  return kept;
}

}  // namespace nonet::rating::chain
