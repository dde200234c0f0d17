// The guess on a cell: which cell (a two-candidate cell with the most open peers, else one with
// the fewest candidates) and which digit first.
#pragma once

#include "engine/band/lanes.hpp"
#include "engine/band/naked_singles.hpp"
#include "engine/band/node.hpp"

namespace nonet::detail::band {
namespace {

struct Choice {
  unsigned band;
  unsigned position;
};

// The lowest digit (0-8) that an open cell can still take. Without a loop over the digits,
// whose length is as good as random: it mispredicted about once a guess.
#if NONET_BAND_VECTOR >= 2
inline unsigned first_digit_at(const Node& node, unsigned band, unsigned position) {
  const std::uint32_t* words = &node.cells[9 * band];
  // Bit `position` of each word moved to its sign bit, one bit per digit from the sign bits.
  const __m256i moved = Lanes8::shift_left(Lanes8::load(words), 31 - position);
  const std::uint32_t digits = Lanes8::lanes_set(moved) | (((words[8] >> position) & 1u) << 8);
  return lowest_bit_index(digits);
}
#else
inline unsigned first_digit_at(const Node& node, unsigned band, unsigned position) {
  const std::uint32_t* words = &node.cells[9 * band];
  std::uint32_t digits = 0;
  for (unsigned digit = 0; digit < 9; ++digit) digits |= ((words[digit] >> position) & 1u) << digit;
  return lowest_bit_index(digits);
}
#endif

// The two-candidate cell with the most open peers (in its row and box, and in its column
// outside the band), the first in band and position order on ties: fewer guesses than the
// first such cell (82 instead of 141 per puzzle on forum_hardest). False if no cell has two.
#if NONET_BAND_VECTOR >= 3
// Per position of a band (lane), padded to 32: its row and box peers in the band, its column.
struct PeerLanes {
  alignas(64) std::uint32_t peers[32];
  alignas(64) std::uint32_t column[32];
};
constexpr PeerLanes kPeerLanes = [] {
  PeerLanes lanes{};
  for (unsigned position = 0; position < 27; ++position) {
    lanes.peers[position] = kTables.band_peers[position];
    lanes.column[position] = kTables.position_column[position];
  }
  return lanes;
}();

// Every cell of a band scored at once: lane = position, 16 per vector. A loop visiting each
// two-candidate cell took a branch on its score, both as good as random. Each lane's key is its
// score above 127 minus the cell's index 32 * band + position (0-90), so the largest key is the
// best score's first cell (and band and position come out by a shift and a mask, not a
// division); 0 means no cell has two.
inline bool choose_pair_cell(const Node& node, const PairCells& known_pairs, Choice& pair) {
  __m512i best = _mm512_setzero_si512();
  const __m512i lane_index =
      _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
  for (unsigned band = 0; band < 3; ++band) {
    const std::uint32_t unsolved = node.unsolved[band];
    if (unsolved == 0) continue;
    std::uint32_t pairs = known_pairs.cells[band];
    if ((known_pairs.known & (1u << band)) == 0) {
      std::uint32_t once;
      std::uint32_t twice;
      std::uint32_t thrice;
      count_candidates(&node.cells[9 * band], once, twice, thrice);
      pairs = unsolved & twice & ~thrice;
    }
    const __m512i open = _mm512_set1_epi32(static_cast<int>(unsolved));
    const __m512i next =
        _mm512_set1_epi32(static_cast<int>(node.unsolved[band == 2 ? 0 : band + 1]));
    const __m512i after =
        _mm512_set1_epi32(static_cast<int>(node.unsolved[band == 0 ? 2 : band - 1]));
    for (unsigned half = 0; half < 2; ++half) {
      const __m512i peers = _mm512_load_si512(kPeerLanes.peers + 16 * half);
      const __m512i column = _mm512_load_si512(kPeerLanes.column + 16 * half);
      // The column's open cells in the two other bands, the second shifted by one bit so that
      // one count takes both (a column's bits are c, c + 9, c + 18; shifted, c + 1, ...).
      const __m512i in_columns = _mm512_or_si512(
          _mm512_and_si512(next, column), _mm512_slli_epi32(_mm512_and_si512(after, column), 1));
      const __m512i score = _mm512_add_epi32(_mm512_popcnt_epi32(_mm512_and_si512(open, peers)),
                                             _mm512_popcnt_epi32(in_columns));
      const __m512i rank = _mm512_sub_epi32(
          _mm512_set1_epi32(static_cast<int>(127 - 32 * band - 16 * half)), lane_index);
      const __m512i key = _mm512_or_si512(_mm512_slli_epi32(score, 7), rank);
      best = _mm512_mask_max_epu32(best, static_cast<__mmask16>(pairs >> (16 * half)), best, key);
    }
  }
  const std::uint32_t key = _mm512_reduce_max_epu32(best);
  if (key == 0) return false;
  const unsigned cell = 127 - (key & 127u);
  pair = {cell >> 5, cell & 31u};
  return true;
}
#else
inline bool choose_pair_cell(const Node& node, const PairCells& /*known_pairs*/, Choice& pair) {
  int pair_score = -1;
  for (unsigned band = 0; band < 3; ++band) {
    const std::uint32_t unsolved = node.unsolved[band];
    if (unsolved == 0) continue;
    std::uint32_t once;
    std::uint32_t twice;
    std::uint32_t thrice;
    count_candidates(&node.cells[9 * band], once, twice, thrice);
    // The open cells of the two other bands side by side, so that one count gives a cell's
    // open peers in its column outside the band.
    const std::uint64_t others =
        node.unsolved[(band + 1) % 3] | (std::uint64_t{node.unsolved[(band + 2) % 3]} << 32);
    for (std::uint32_t pairs = unsolved & twice & ~thrice; pairs != 0; pairs &= pairs - 1) {
      const unsigned position = lowest_bit_index(pairs);
      const std::uint64_t column = kTables.position_column[position] * 0x100000001ull;
      const int score = __builtin_popcount(unsolved & kTables.band_peers[position]) +
                        __builtin_popcountll(others & column);
      if (score > pair_score) {
        pair_score = score;
        pair = {band, position};
      }
    }
  }
  return pair_score >= 0;
}
#endif

// A cell with two candidates if there is one, else one with the fewest.
inline Choice choose_cell(const Node& node, const PairCells& known_pairs) {
  Choice pair{0, 0};
  if (choose_pair_cell(node, known_pairs, pair)) return pair;
  Choice best{0, 0};
  int best_count = 10;
  for (unsigned band = 0; band < 3; ++band) {
    for (std::uint32_t open = node.unsolved[band]; open != 0; open &= open - 1) {
      const unsigned position = lowest_bit_index(open);
      int count = 0;
      for (unsigned digit = 0; digit < 9; ++digit) {
        count += static_cast<int>((node.cells[9 * band + digit] >> position) & 1u);
      }
      if (count < best_count) {
        best_count = count;
        best = {band, position};
      }
    }
  }
  return best;
}

}  // namespace
}  // namespace nonet::detail::band
