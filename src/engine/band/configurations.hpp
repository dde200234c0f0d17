// The hard route's branch: on a digit's configuration in a band or a stack (which triads, or
// columns, it takes) rather than on a cell, as tdoku does.
//
// A digit's configuration in a band is one of the six ways it takes one triad per row and per
// box (a permutation of the boxes over the rows); in a stack, one of the six ways it takes one
// column per band and per box.
#pragma once

#include "engine/band/lanes.hpp"
#include "engine/band/node.hpp"

namespace nonet::detail::band {
namespace {

// The configurations as masks of the triad bits of a band word (bit 9r + 3x), and of the
// column bits of three bands side by side (bit 9 * band + column, stack 0; shift by 3 * stack
// for the others). Permutation i is the same in both and in kTables.permutations.
constexpr std::uint32_t kBandConfigurations[6] = {
    1u | (1u << 12) | (1u << 24), 1u | (1u << 15) | (1u << 21), 8u | (1u << 9) | (1u << 24),
    8u | (1u << 15) | (1u << 18), 64u | (1u << 9) | (1u << 21), 64u | (1u << 12) | (1u << 18)};
constexpr std::uint32_t kStackConfigurations[6] = {
    1u | (2u << 9) | (4u << 18), 1u | (4u << 9) | (2u << 18), 2u | (1u << 9) | (4u << 18),
    2u | (4u << 9) | (1u << 18), 4u | (1u << 9) | (2u << 18), 4u | (2u << 9) | (1u << 18)};

// Lines 0-2 are the bands, 3-5 the stacks.
using ConfigurationCounts = std::uint32_t[6][9];

// How many configurations each digit has left per line: a configuration counts when all
// three of its triads (columns) still hold a candidate.
inline void count_configurations(const Node& node, unsigned digit, ConfigurationCounts& counts) {
  std::uint32_t columns = 0;
  for (unsigned band = 0; band < 3; ++band) {
    const std::uint32_t w = node.cells[9 * band + digit] & kBandBits;
    const std::uint32_t triads = (w | (w >> 1) | (w >> 2)) & kTriadLow;
    unsigned n = 0;
    for (const std::uint32_t c : kBandConfigurations) n += (triads & c) == c ? 1u : 0u;
    counts[band][digit] = n;
    columns |= ((w | (w >> 9) | (w >> 18)) & kRowBits) << (9 * band);
  }
  for (unsigned stack = 0; stack < 3; ++stack) {
    const std::uint32_t shifted = columns >> (3 * stack);
    unsigned n = 0;
    for (const std::uint32_t c : kStackConfigurations) n += (shifted & c) == c ? 1u : 0u;
    counts[3 + stack][digit] = n;
  }
}

#if NONET_BAND_VECTOR >= 2
// 3n + 1 where n > 1, else 0: a digit's share of its line's size (see choose_configurations()).
inline __m256i size_shares(__m256i n) {
  const __m256i share =
      _mm256_add_epi32(_mm256_add_epi32(n, _mm256_add_epi32(n, n)), _mm256_set1_epi32(1));
  return _mm256_and_si256(share, _mm256_cmpgt_epi32(n, _mm256_set1_epi32(1)));
}

// Each digit's configurations per line, and each line's size (see choose_configurations()),
// without a scalar loop over the counts: digits 0-7 as lanes of one vector per line, digit 8 as
// one vector whose lanes are the six lines, and the sizes summed across lanes by horizontal
// adds.
inline void count_line_sizes(const Node& node, ConfigurationCounts& counts, unsigned (&sizes)[6]) {
  __m256i n[6];
  __m256i columns = _mm256_setzero_si256();
  for (unsigned band = 0; band < 3; ++band) {
    const __m256i w = Lanes8::both(Lanes8::load(&node.cells[9 * band]), Lanes8::all(kBandBits));
    const __m256i triads = Lanes8::both(
        Lanes8::either(Lanes8::either(w, _mm256_srli_epi32(w, 1)), _mm256_srli_epi32(w, 2)),
        Lanes8::all(kTriadLow));
    n[band] = _mm256_setzero_si256();
    for (const std::uint32_t c : kBandConfigurations) {
      n[band] = Lanes8::minus(n[band],
                              Lanes8::equal(Lanes8::both(triads, Lanes8::all(c)), Lanes8::all(c)));
    }
    const __m256i own = Lanes8::both(
        Lanes8::either(Lanes8::either(w, _mm256_srli_epi32(w, 9)), _mm256_srli_epi32(w, 18)),
        Lanes8::all(kRowBits));
    columns = Lanes8::either(columns, Lanes8::shift_left(own, 9 * band));
  }
  for (unsigned stack = 0; stack < 3; ++stack) {
    n[3 + stack] = _mm256_setzero_si256();
    for (const std::uint32_t c : kStackConfigurations) {
      const std::uint32_t shifted = c << (3 * stack);
      n[3 + stack] = Lanes8::minus(
          n[3 + stack],
          Lanes8::equal(Lanes8::both(columns, Lanes8::all(shifted)), Lanes8::all(shifted)));
    }
  }
  for (unsigned line = 0; line < 6; ++line) Lanes8::store(&counts[line][0], n[line]);
  // Digit 8: lanes 0-2 its triads in the bands, lanes 3-5 its columns shifted to stack 0 of
  // each stack; lanes 6-7 hold nothing and match no configuration.
  std::uint32_t triads8[3];
  std::uint32_t columns8 = 0;
  for (unsigned band = 0; band < 3; ++band) {
    const std::uint32_t w = node.cells[9 * band + 8] & kBandBits;
    triads8[band] = (w | (w >> 1) | (w >> 2)) & kTriadLow;
    columns8 |= ((w | (w >> 9) | (w >> 18)) & kRowBits) << (9 * band);
  }
  const __m256i x =
      _mm256_setr_epi32(static_cast<int>(triads8[0]), static_cast<int>(triads8[1]),
                        static_cast<int>(triads8[2]), static_cast<int>(columns8),
                        static_cast<int>(columns8 >> 3), static_cast<int>(columns8 >> 6), 0, 0);
  __m256i n8 = _mm256_setzero_si256();
  for (unsigned i = 0; i < 6; ++i) {
    const auto b = static_cast<int>(kBandConfigurations[i]);
    const auto t = static_cast<int>(kStackConfigurations[i]);
    const __m256i c = _mm256_setr_epi32(b, b, b, t, t, t, -1, -1);
    n8 = Lanes8::minus(n8, Lanes8::equal(Lanes8::both(x, c), c));
  }
  std::uint32_t lanes8[8];
  Lanes8::store(lanes8, n8);
  for (unsigned line = 0; line < 6; ++line) counts[line][8] = lanes8[line];
  // hadd(a, b) = a0+a1, a2+a3, b0+b1, b2+b3 in each 128-bit half: two rounds leave each
  // line's sum over lanes 0-3 in the low half and over lanes 4-7 in the high half.
  const __m256i low = _mm256_hadd_epi32(_mm256_hadd_epi32(size_shares(n[0]), size_shares(n[1])),
                                        _mm256_hadd_epi32(size_shares(n[2]), size_shares(n[3])));
  const __m256i high = _mm256_hadd_epi32(_mm256_hadd_epi32(size_shares(n[4]), size_shares(n[5])),
                                         _mm256_setzero_si256());
  const __m256i shares8 = size_shares(n8);
  const __m128i sizes0 =
      _mm_add_epi32(_mm_add_epi32(_mm256_castsi256_si128(low), _mm256_extracti128_si256(low, 1)),
                    _mm256_castsi256_si128(shares8));
  const __m128i sizes4 =
      _mm_add_epi32(_mm_add_epi32(_mm256_castsi256_si128(high), _mm256_extracti128_si256(high, 1)),
                    _mm256_extracti128_si256(shares8, 1));
  std::uint32_t all[8];
  _mm_storeu_si128(reinterpret_cast<__m128i*>(all), sizes0);
  _mm_storeu_si128(reinterpret_cast<__m128i*>(all + 4), sizes4);
  for (unsigned line = 0; line < 6; ++line) sizes[line] = all[line];
}

// The digits of a line with exactly two configurations, all at once.
inline std::uint32_t digits_with_two(const std::uint32_t (&line)[9]) {
  return Lanes8::lanes_set(Lanes8::equal(Lanes8::load(line), Lanes8::all(2))) |
         (std::uint32_t{line[8] == 2} << 8);
}

#else
#if NONET_BAND_VECTOR == 1
// count_configurations() for L::kCount digits from `first` at once, lane = digit.
template <typename L>
inline void count_configuration_lanes(const Node& node, unsigned first,
                                      ConfigurationCounts& counts) {
  using Vector = typename L::Vector;
  Vector columns = L::all(0);
  for (unsigned band = 0; band < 3; ++band) {
    const Vector w = L::both(L::load(&node.cells[9 * band + first]), L::all(kBandBits));
    const Vector triads = L::both(
        L::either(L::either(w, L::shift_right(w, 1)), L::shift_right(w, 2)), L::all(kTriadLow));
    Vector n = L::all(0);
    for (const std::uint32_t c : kBandConfigurations) {
      n = L::minus(n, L::equal(L::both(triads, L::all(c)), L::all(c)));  // a match is -1
    }
    L::store(&counts[band][first], n);
    const Vector own = L::both(L::either(L::either(w, L::shift_right(w, 9)), L::shift_right(w, 18)),
                               L::all(kRowBits));
    columns = L::either(columns, L::shift_left(own, 9 * band));
  }
  for (unsigned stack = 0; stack < 3; ++stack) {
    Vector n = L::all(0);
    for (const std::uint32_t c : kStackConfigurations) {
      const std::uint32_t shifted = c << (3 * stack);
      n = L::minus(n, L::equal(L::both(columns, L::all(shifted)), L::all(shifted)));
    }
    L::store(&counts[3 + stack][first], n);
  }
}

// Digits 0-7 in vector lanes; returns the first digit left to the scalar loop.
inline unsigned count_configurations_in_lanes(const Node& node, ConfigurationCounts& counts) {
  for (unsigned first = 0; first < 8; first += DigitLanes::kCount) {
    count_configuration_lanes<DigitLanes>(node, first, counts);
  }
  return 8;
}
#else
inline unsigned count_configurations_in_lanes(const Node& /*node*/,
                                              ConfigurationCounts& /*counts*/) {
  return 0;
}
#endif

// Each digit's configurations per line, and each line's size (see choose_configurations()).
inline void count_line_sizes(const Node& node, ConfigurationCounts& counts, unsigned (&sizes)[6]) {
  for (unsigned digit = count_configurations_in_lanes(node, counts); digit < 9; ++digit)
    count_configurations(node, digit, counts);
  for (unsigned line = 0; line < 6; ++line) {
    unsigned size = 0;
    for (unsigned digit = 0; digit < 9; ++digit) {
      const unsigned n = counts[line][digit];
      size += n > 1 ? 3 * n + 1 : 0;
    }
    sizes[line] = size;
  }
}

// The digits of a line with exactly two configurations.
inline std::uint32_t digits_with_two(const std::uint32_t (&line)[9]) {
  std::uint32_t pairs = 0;
  for (unsigned digit = 0; digit < 9; ++digit) pairs |= std::uint32_t{line[digit] == 2} << digit;
  return pairs;
}
#endif

struct Configurations {
  unsigned line;  // 0-2: band, 3-5: stack
  unsigned digit;
  unsigned first;   // the configuration the child fixes (an index of kTables.permutations)
  unsigned second;  // the one the node fixes, if the digit has two
  // With more than two: a triad (bit of kTables.permutation_triads) that only `first` uses,
  // which the node drops instead; 9 otherwise.
  unsigned dropped;
};

// The index of kTables.permutations for the digit's triads in a band, or its columns in a
// stack.
inline unsigned line_triads(const Node& node, unsigned line, unsigned digit) {
  if (line < 3) {
    const std::uint32_t cells = node.cells[9 * line + digit] & kBandBits;
    return kTables.row_boxes[cells & kRowBits] |
           (unsigned{kTables.row_boxes[(cells >> 9) & kRowBits]} << 3) |
           (unsigned{kTables.row_boxes[cells >> 18]} << 6);
  }
  const unsigned stack = line - 3;
  unsigned triads = 0;
  for (unsigned band = 0; band < 3; ++band) {
    const std::uint32_t cells = node.cells[9 * band + digit];
    const std::uint32_t columns = cells | (cells >> 9) | (cells >> 18);
    triads |= ((columns >> (3 * stack)) & 7u) << (3 * band);
  }
  return triads;
}

// The hard route's branch: in the line (band or stack) with the fewest configurations left
// (counted as below), a digit with exactly two; both branches fix one, which the locked-triad
// step then uses to the full. If the line has none (about 2% of the branches on
// forum_hardest), a digit with more: the child fixes its first configuration and
// the node drops a triad that no other configuration left uses. Two configurations share at
// most one triad, so with three there always is one. False if there is no such digit either:
// the caller picks a cell instead.
inline bool choose_configurations(const Node& node, Configurations& out) {
  // The line's size: its digits not yet fixed, each weighted by 3n + 1 for n configurations,
  // which grows about as log n does (the line's placements are the product of the counts).
  // tdoku takes the sum of the counts, fixed digits included; on forum_hardest's first 1,000
  // that takes 65.4 guesses, the sum over the unfixed digits 63.4, this 60.9.
  ConfigurationCounts counts;
  unsigned sizes[6];
  count_line_sizes(node, counts, sizes);
  // The smallest line, the first on ties, by a minimum over keys rather than a test per line
  // (which mispredicted); lines whose digits are all fixed (size 0) take no part.
  std::uint32_t best_key = ~0u;
  for (unsigned line = 0; line < 6; ++line) {
    const std::uint32_t key = sizes[line] == 0 ? ~0u : (sizes[line] << 3) | line;
    best_key = key < best_key ? key : best_key;
  }
  if (best_key == ~0u) return false;
  const unsigned best_line = best_key & 7u;
  const std::uint32_t pairs = digits_with_two(counts[best_line]);
  if (pairs != 0) {
    const unsigned digit = lowest_bit_index(pairs);
    const std::uint32_t both = kTables.permutations[line_triads(node, best_line, digit)];
    out = {best_line, digit, lowest_bit_index(both), lowest_bit_index(both & (both - 1)), 9};
    return true;
  }
  for (unsigned digit = 0; digit < 9; ++digit) {
    if (counts[best_line][digit] < 3) continue;
    const std::uint32_t all = kTables.permutations[line_triads(node, best_line, digit)];
    const unsigned first = lowest_bit_index(all);
    std::uint32_t others = 0;
    for (std::uint32_t rest = all & (all - 1); rest != 0; rest &= rest - 1) {
      others |= kTables.permutation_triads[lowest_bit_index(rest)];
    }
    // With four or more, the others may cover all three triads.
    const std::uint32_t own = kTables.permutation_triads[first] & ~others;
    if (own == 0) continue;
    out = {best_line, digit, first, first, lowest_bit_index(own)};
    return true;
  }
  return false;
}

// Keeps only the digit's triads (columns) of one configuration in the line.
inline void fix_configuration(Node& node, const Configurations& choice, unsigned permutation) {
  const unsigned digit = choice.digit;
  if (choice.line < 3) {
    const unsigned word = 9 * choice.line + digit;
    node.cells[word] &= kTables.permutation_cells[permutation] | ~kBandBits;
    queue_word(node, word);
    return;
  }
  const unsigned stack = choice.line - 3;
  for (unsigned band = 0; band < 3; ++band) {
    const std::uint32_t column = ((kTables.permutation_triads[permutation] >> (3 * band)) & 7u)
                                 << (3 * stack);
    const std::uint32_t columns = (kRowBits & ~(7u << (3 * stack))) | column;
    const unsigned word = 9 * band + digit;
    node.cells[word] &= (columns * kColumnSpread) | ~kBandBits;
    queue_word(node, word);
  }
}

// The node's side of a branch on configurations.
inline void exclude_configuration(Node& node, const Configurations& choice) {
  if (choice.dropped == 9) {
    fix_configuration(node, choice, choice.second);
    return;
  }
  // Triad bit 3r + x of a band: row r, box x; of a stack: band r, column x of the stack.
  const unsigned r = choice.dropped / 3;
  const unsigned x = choice.dropped % 3;
  const bool band = choice.line < 3;
  const unsigned word = 9 * (band ? choice.line : r) + choice.digit;
  node.cells[word] &=
      band ? ~(7u << (9 * r + 3 * x)) : ~kTables.column_cells[3 * (choice.line - 3) + x];
  queue_word(node, word);
}

}  // namespace
}  // namespace nonet::detail::band
