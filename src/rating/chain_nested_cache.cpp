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

const std::vector<NestedHint>* NestedHintCache::find(int producer, const ChainGrid& current,
                                                     const ChainGrid& initial) const {
  const auto [begin, end] = by_hash_.equal_range(hash(producer, current, initial));
  for (auto at = begin; at != end; ++at) {
    const Entry& entry = entries_[at->second];
    if (entry.producer == producer && entry.current == current && entry.initial == initial) {
      return &entry.hints;
    }
  }
  return nullptr;
}

const std::vector<NestedHint>& NestedHintCache::store(int producer, const ChainGrid& current,
                                                      const ChainGrid& initial,
                                                      std::vector<NestedHint> hints) {
  if (entries_.size() >= kMaxEntries) {
    entries_.clear();
    by_hash_.clear();
  }
  by_hash_.emplace(hash(producer, current, initial), entries_.size());
  entries_.push_back({producer, current, initial, std::move(hints)});
  return entries_.back().hints;
}

}  // namespace nonet::rating::chain
