// Naked singles and empty cells: per band, the candidates of each cell counted bit-parallel over
// the nine digits' words.
#pragma once

#include "engine/band/lanes.hpp"
#include "engine/band/node.hpp"

namespace nonet::detail::band {
namespace {

#if NONET_BAND_VECTOR >= 3
// Per band, its two-candidate cells as the naked-single pass last counted them, kept beside the
// node rather than in it (a larger node costs every guess its copy). A propagation recounts
// every band it changes before it returns (a band whose words change is touched for the next
// naked-single pass, and its last pass follows every change), so the cell choice
// (choose_pair_cell()) needs no counts of its own, except for the root's bands that no pass
// counted.
struct PairCells {
  std::uint32_t cells[3];
  std::uint32_t known;  // bit b: cells[b] holds

  void note(unsigned band, std::uint32_t pairs) {
    cells[band] = pairs;
    known |= 1u << band;
  }
};
#else
// The other variants' cell choice counts for itself: nothing to keep.
struct PairCells {
  void note(unsigned /*band*/, std::uint32_t /*pairs*/) {}
};
#endif

// The cells of a band (and the settled-row bits) that are in at least one of its nine words,
// in at least two, and in at least three.
#if NONET_BAND_VECTOR >= 2
inline void count_candidates(const std::uint32_t* words, std::uint32_t& once, std::uint32_t& twice,
                             std::uint32_t& thrice) {
  // Words 0-7 folded across the lanes of one vector, halving the lanes three times, instead of
  // a scalar step per word; the ninth word is added after. The compiler drops `three` where the
  // caller does not read `thrice`.
  __m256i one = Lanes8::load(words);
  __m256i two = _mm256_setzero_si256();
  __m256i three = _mm256_setzero_si256();
  const auto fold = [&](__m256i other_one, __m256i other_two, __m256i other_three) {
    three = _mm256_or_si256(
        _mm256_or_si256(three, other_three),
        _mm256_or_si256(_mm256_and_si256(two, other_one), _mm256_and_si256(one, other_two)));
    two = _mm256_or_si256(_mm256_or_si256(two, other_two), _mm256_and_si256(one, other_one));
    one = _mm256_or_si256(one, other_one);
  };
  const __m256i none = _mm256_setzero_si256();
  fold(_mm256_permute2x128_si256(one, one, 1), none, none);
  // Lanes 2, 3, 0, 1 of each half, then 1, 0, 3, 2.
  fold(_mm256_shuffle_epi32(one, 0x4E), _mm256_shuffle_epi32(two, 0x4E), none);
  fold(_mm256_shuffle_epi32(one, 0xB1), _mm256_shuffle_epi32(two, 0xB1),
       _mm256_shuffle_epi32(three, 0xB1));
  once = static_cast<std::uint32_t>(_mm256_cvtsi256_si32(one));
  twice = static_cast<std::uint32_t>(_mm256_cvtsi256_si32(two));
  thrice = static_cast<std::uint32_t>(_mm256_cvtsi256_si32(three));
  thrice |= twice & words[8];
  twice |= once & words[8];
  once |= words[8];
}
#else
inline void count_candidates(const std::uint32_t* words, std::uint32_t& once, std::uint32_t& twice,
                             std::uint32_t& thrice) {
  once = 0;
  twice = 0;
  thrice = 0;
  for (unsigned digit = 0; digit < 9; ++digit) {
    thrice |= twice & words[digit];
    twice |= once & words[digit];
    once |= words[digit];
  }
}
#endif

// Naked singles and empty cells, in the bands with a word in `touched`. -1 on contradiction,
// else whether any single was placed.
inline int place_naked_singles(Node& node, std::uint32_t touched, PairCells& pairs) {
  int placed = 0;
  for (unsigned band = 0; band < 3; ++band) {
    const std::uint32_t unsolved = node.unsolved[band];
    if (unsolved == 0 || (touched & (kBandWords << (9 * band))) == 0) continue;
    const std::uint32_t* words = &node.cells[9 * band];
    std::uint32_t once;
    std::uint32_t twice;
    std::uint32_t thrice;
    count_candidates(words, once, twice, thrice);
    if ((unsolved & ~once) != 0) return -1;
    pairs.note(band, unsolved & twice & ~thrice);
    std::uint32_t singles = unsolved & ~twice;
    if (singles == 0) continue;
    // A single's digit read from the bits of the digits' indices (a search over the nine words
    // would mispredict once per single). They come from the words before any placement here:
    // two singles of one digit that see each other are placed both, and update_word() finds
    // the clash, as it would have found the cell left empty.
    const std::uint32_t index_bit0 = words[1] | words[3] | words[5] | words[7];
    const std::uint32_t index_bit1 = words[2] | words[3] | words[6] | words[7];
    const std::uint32_t index_bit2 = words[4] | words[5] | words[6] | words[7];
    const std::uint32_t index_bit3 = words[8];
    for (; singles != 0; singles &= singles - 1) {
      const unsigned position = lowest_bit_index(singles);
      const unsigned digit =
          ((index_bit0 >> position) & 1u) | (((index_bit1 >> position) & 1u) << 1) |
          (((index_bit2 >> position) & 1u) << 2) | (((index_bit3 >> position) & 1u) << 3);
      place(node, digit, band, position);
    }
    placed = 1;
  }
  return placed;
}

}  // namespace
}  // namespace nonet::detail::band
