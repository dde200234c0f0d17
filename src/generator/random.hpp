// A small, fully specified random number generator (SplitMix64), so that a seed gives the same
// puzzles on every platform: the distributions of <random> are implementation-defined.
#pragma once

#include <cstdint>
#include <utility>

namespace nonet::generator {

class Random {
 public:
  explicit Random(std::uint64_t seed) : state_(seed) {}

  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }

  /// Uniform in 0..bound-1 (bound >= 1), without modulo bias (Lemire's method).
  std::uint32_t below(std::uint32_t bound) {
    std::uint64_t product =
        static_cast<std::uint64_t>(static_cast<std::uint32_t>(next() >> 32)) * bound;
    auto low = static_cast<std::uint32_t>(product);
    if (low < bound) {
      const std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
      while (low < threshold) {
        product = static_cast<std::uint64_t>(static_cast<std::uint32_t>(next() >> 32)) * bound;
        low = static_cast<std::uint32_t>(product);
      }
    }
    return static_cast<std::uint32_t>(product >> 32);
  }

  template <class RandomIt>
  void shuffle(RandomIt first, RandomIt last) {
    const auto n = static_cast<std::uint32_t>(last - first);
    for (std::uint32_t i = n; i > 1; --i) std::swap(first[i - 1], first[below(i)]);
  }

 private:
  std::uint64_t state_;
};

/// Mixes a seed and an index into an independent stream's seed.
inline std::uint64_t stream_seed(std::uint64_t seed, std::uint64_t index) {
  Random mix(seed ^ (index * 0xD1B54A32D192ED03ULL));
  mix.next();
  return mix.next();
}

}  // namespace nonet::generator
