#include "rating/chains/chain_nested_cache.hpp"

#include <utility>

namespace nonet::rating::chain {

std::uint64_t NestedHintCache::hash(int producer, const ChainGrid& current) {
  // FNV-1a over the candidates (the rest of a grid follows from them but for the solved cells).
  std::uint64_t h = 0xCBF29CE484222325ULL;
  auto add = [&](std::uint64_t value) {
    h ^= value;
    h *= 0x100000001B3ULL;
  };
  add(static_cast<std::uint64_t>(static_cast<std::uint32_t>(producer)));
  for (const std::uint16_t mask : current.candidates) add(mask);
  add(current.unsolved.lo);
  add(current.unsolved.hi);
  return h;
}

NestedHintCache::Hints NestedHintCache::find(int producer, const ChainGrid& current) const {
  const std::uint64_t key = hash(producer, current);
  const std::lock_guard<std::mutex> lock(mutex_);
  const auto [begin, end] = by_hash_.equal_range(key);
  for (auto at = begin; at != end; ++at) {
    const Entry& entry = entries_[at->second];
    if (entry.producer == producer && entry.current == current) {
      return entry.hints;
    }
  }
  return nullptr;
}

NestedHintCache::Hints NestedHintCache::store(int producer, const ChainGrid& current,
                                              std::vector<NestedHint> hints) {
  const std::uint64_t key = hash(producer, current);
  Hints kept = std::make_shared<const std::vector<NestedHint>>(std::move(hints));
  const std::lock_guard<std::mutex> lock(mutex_);
  if (entries_.size() >= kMaxEntries) {
    entries_.clear();
    by_hash_.clear();
  }
  by_hash_.emplace(key, entries_.size());
  entries_.push_back({producer, current, kept});
  return kept;
}

}  // namespace nonet::rating::chain
