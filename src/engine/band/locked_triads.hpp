// Locked triads, the hard route's extra propagation step: three digits each confined to the same
// triad (a row's or a column's three cells in one box) fill it, so the other digits leave it.
#pragma once

#include "engine/band/lanes.hpp"
#include "engine/band/node.hpp"
#include "engine/band/propagation.hpp"

namespace nonet::detail::band {
namespace {

// Where one digit is confined to a single triad, from its word in one band: the triad bits
// (bit 9r + 3x, see kTriadLow) of the rows that have one triad left. At a fixed point no row
// is empty, so one subtraction clears each row's lowest triad without a borrow between rows.
inline std::uint32_t confined_triads(std::uint32_t word) {
  const std::uint32_t triads = (word | (word >> 1) | (word >> 2)) & kTriadLow;
  const std::uint32_t rest = triads & (triads - kRowLow);
  const std::uint32_t several = (rest | (rest >> 3) | (rest >> 6)) & kRowLow;
  return triads & ~((several << 9) - several);
}
// The same for a digit's column masks of the three bands side by side (bit 9 * band +
// column): the columns that are the digit's only one in their box. No box is empty either.
inline std::uint32_t confined_columns(std::uint32_t columns) {
  const std::uint32_t rest = columns & (columns - kTriadLow);
  const std::uint32_t several = (rest | (rest >> 1) | (rest >> 2)) & kTriadLow;
  return columns & ~((several << 3) - several);
}

#if NONET_BAND_VECTOR >= 1
// lock_triads()'s first step for L::kCount digits from `first` at once, lane = digit.
template <typename L>
inline void confined_lanes(const Node& node, unsigned first, std::uint32_t* in_triads,
                           std::uint32_t* in_columns) {
  using Vector = typename L::Vector;
  Vector triads_all = L::all(0);
  Vector columns = L::all(0);
  for (unsigned band = 0; band < 3; ++band) {
    const Vector w = L::both(L::load(&node.cells[9 * band + first]), L::all(kBandBits));
    const Vector triads = L::both(
        L::either(L::either(w, L::shift_right(w, 1)), L::shift_right(w, 2)), L::all(kTriadLow));
    const Vector rest = L::both(triads, L::minus(triads, L::all(kRowLow)));
    const Vector several =
        L::both(L::either(L::either(rest, L::shift_right(rest, 3)), L::shift_right(rest, 6)),
                L::all(kRowLow));
    const Vector confined = L::but_not(triads, L::minus(L::shift_left(several, 9), several));
    triads_all = L::either(triads_all, L::shift_left(confined, band));
    const Vector own = L::both(L::either(L::either(w, L::shift_right(w, 9)), L::shift_right(w, 18)),
                               L::all(kRowBits));
    columns = L::either(columns, L::shift_left(own, 9 * band));
  }
  const Vector rest = L::both(columns, L::minus(columns, L::all(kTriadLow)));
  const Vector several =
      L::both(L::either(L::either(rest, L::shift_right(rest, 1)), L::shift_right(rest, 2)),
              L::all(kTriadLow));
  L::store(in_triads + first, triads_all);
  L::store(in_columns + first, L::but_not(columns, L::minus(L::shift_left(several, 3), several)));
}

// lock_triads()'s last step for L::kCount digits from `first` at once.
template <typename L>
inline void unlock_lanes(Node& node, unsigned first, const std::uint32_t* in_triads,
                         const std::uint32_t* in_columns, std::uint32_t full_triads,
                         std::uint32_t full_columns, std::uint32_t& narrowed) {
  using Vector = typename L::Vector;
  constexpr std::uint32_t kAllLanes = (1u << L::kCount) - 1;
  const Vector triads = L::but_not(L::all(full_triads), L::load(in_triads + first));
  const Vector columns = L::but_not(L::all(full_columns), L::load(in_columns + first));
  for (unsigned band = 0; band < 3; ++band) {
    const Vector t = L::both(L::shift_right(triads, band), L::all(kTriadLow));
    const Vector c = L::both(L::shift_right(columns, 9 * band), L::all(kRowBits));
    const Vector drop =
        L::either(L::either(L::either(t, L::shift_left(t, 1)), L::shift_left(t, 2)),
                  L::either(L::either(c, L::shift_left(c, 9)), L::shift_left(c, 18)));
    const Vector old = L::load(&node.cells[9 * band + first]);
    const Vector now = L::but_not(old, drop);
    L::store(&node.cells[9 * band + first], now);
    narrowed |= (~L::lanes_set(L::equal(now, old)) & kAllLanes) << (9 * band + first);
  }
}

// The last step for digits 0-7 in vector lanes; returns the first digit left to the scalar loop.
inline unsigned unlock_in_lanes(Node& node, const std::uint32_t* in_triads,
                                const std::uint32_t* in_columns, std::uint32_t full_triads,
                                std::uint32_t full_columns, std::uint32_t& narrowed) {
  for (unsigned first = 0; first < 8; first += DigitLanes::kCount) {
    unlock_lanes<DigitLanes>(node, first, in_triads, in_columns, full_triads, full_columns,
                             narrowed);
  }
  return 8;
}
#else
inline unsigned unlock_in_lanes(Node& /*node*/, const std::uint32_t* /*in_triads*/,
                                const std::uint32_t* /*in_columns*/, std::uint32_t /*full_triads*/,
                                std::uint32_t /*full_columns*/, std::uint32_t& /*narrowed*/) {
  return 0;
}
#endif

// The first step in vector lanes; returns the first digit left to the scalar loop.
#if NONET_BAND_VECTOR >= 2
inline unsigned confined_in_lanes(const Node& node, std::uint32_t* in_triads,
                                  std::uint32_t* in_columns) {
  // The ninth digit by a second, overlapping pass (digits 1-8): cheaper than its scalar loop,
  // and writing digits 1-7 again changes nothing. A third SSE pass costs more than the loop.
  confined_lanes<Lanes8>(node, 0, in_triads, in_columns);
  confined_lanes<Lanes8>(node, 1, in_triads, in_columns);
  return 9;
}
#elif NONET_BAND_VECTOR == 1
inline unsigned confined_in_lanes(const Node& node, std::uint32_t* in_triads,
                                  std::uint32_t* in_columns) {
  confined_lanes<Lanes4>(node, 0, in_triads, in_columns);
  confined_lanes<Lanes4>(node, 4, in_triads, in_columns);
  return 8;
}
#else
inline unsigned confined_in_lanes(const Node& /*node*/, std::uint32_t* /*in_triads*/,
                                  std::uint32_t* /*in_columns*/) {
  return 0;
}
#endif

// Over nine digits' masks, bit-parallel: the bits set in at least three, and in at least four.
#if NONET_BAND_VECTOR >= 2
inline void count_confined(const std::uint32_t* masks, std::uint32_t& three, std::uint32_t& four) {
  // Digits 0-7 folded across the lanes of one vector, halving the lanes three times, instead
  // of a scalar step per digit (as in count_candidates()); the ninth digit is added after.
  __m256i at_least[4] = {Lanes8::load(masks), _mm256_setzero_si256(), _mm256_setzero_si256(),
                         _mm256_setzero_si256()};
  const auto fold = [&](const __m256i(&other)[4]) {
    // k + 1 or more in both halves together: k + 1 in one, or i + 1 and k - i in the two.
    for (unsigned k = 3; k > 0; --k) {
      __m256i sum = _mm256_or_si256(at_least[k], other[k]);
      for (unsigned i = 0; i < k; ++i) {
        sum = _mm256_or_si256(sum, _mm256_and_si256(at_least[i], other[k - 1 - i]));
      }
      at_least[k] = sum;
    }
    at_least[0] = _mm256_or_si256(at_least[0], other[0]);
  };
  const __m256i swapped_halves = _mm256_permute2x128_si256(at_least[0], at_least[0], 1);
  fold({swapped_halves, _mm256_setzero_si256(), _mm256_setzero_si256(), _mm256_setzero_si256()});
  fold({_mm256_shuffle_epi32(at_least[0], 0x4E), _mm256_shuffle_epi32(at_least[1], 0x4E),
        _mm256_setzero_si256(), _mm256_setzero_si256()});  // lanes 2, 3, 0, 1 of each half
  fold({_mm256_shuffle_epi32(at_least[0], 0xB1), _mm256_shuffle_epi32(at_least[1], 0xB1),
        _mm256_shuffle_epi32(at_least[2], 0xB1), _mm256_setzero_si256()});  // 1, 0, 3, 2
  const auto twice = static_cast<std::uint32_t>(_mm256_cvtsi256_si32(at_least[1]));
  three = static_cast<std::uint32_t>(_mm256_cvtsi256_si32(at_least[2]));
  four = static_cast<std::uint32_t>(_mm256_cvtsi256_si32(at_least[3]));
  four |= three & masks[8];
  three |= twice & masks[8];
}
#else
inline void count_confined(const std::uint32_t* masks, std::uint32_t& three, std::uint32_t& four) {
  std::uint32_t once = 0;
  std::uint32_t twice = 0;
  three = 0;
  four = 0;
  for (unsigned digit = 0; digit < 9; ++digit) {
    const std::uint32_t m = masks[digit];
    four |= three & m;
    three |= twice & m;
    twice |= once & m;
    once |= m;
  }
}
#endif

// A triad (the three cells where a row meets a box, or a column meets a box) holds exactly
// three digits. When three digits are each confined to the same triad (the row's only triad
// for them, or the box's only column), they fill it and the other digits leave its cells: a
// hidden triple that neither the band nor the stack step sees, as they look at one digit at a
// time. On its own it saves 2-4% of the guesses; with the branching on configurations
// (choose_configurations()) it is what makes that branching pay. -1 on contradiction (four
// digits confined to one triad), else whether anything changed.
inline int lock_triads(Node& node) {
  // Per digit: bit 3k + band, confined to triad k of the band; bit 9 * band + column, confined
  // to that column of the band's box.
  std::uint32_t in_triads[9];
  std::uint32_t in_columns[9];
  for (unsigned digit = confined_in_lanes(node, in_triads, in_columns); digit < 9; ++digit) {
    std::uint32_t triads = 0;
    std::uint32_t columns = 0;
    for (unsigned band = 0; band < 3; ++band) {
      const std::uint32_t w = node.cells[9 * band + digit] & kBandBits;
      triads |= confined_triads(w) << band;
      columns |= ((w | (w >> 9) | (w >> 18)) & kRowBits) << (9 * band);
    }
    in_triads[digit] = triads;
    in_columns[digit] = confined_columns(columns);
  }
  std::uint32_t t3, t4, c3, c4;
  count_confined(in_triads, t3, t4);
  count_confined(in_columns, c3, c4);
  if ((t4 | c4) != 0) return -1;
  // A triad with no open cell holds its three digits already: most full triads are of that
  // kind, and skipping them skips the last step most of the time.
  std::uint32_t open_triads = 0;
  std::uint32_t open_columns = 0;
  for (unsigned band = 0; band < 3; ++band) {
    const std::uint32_t open = node.unsolved[band];
    open_triads |= ((open | (open >> 1) | (open >> 2)) & kTriadLow) << band;
    open_columns |= ((open | (open >> 9) | (open >> 18)) & kRowBits) << (9 * band);
  }
  const std::uint32_t full_triads = t3 & open_triads;
  const std::uint32_t full_columns = c3 & open_columns;
  if ((full_triads | full_columns) == 0) return 0;
  std::uint32_t narrowed = 0;
  for (unsigned digit =
           unlock_in_lanes(node, in_triads, in_columns, full_triads, full_columns, narrowed);
       digit < 9; ++digit) {
    const std::uint32_t triads = full_triads & ~in_triads[digit];
    const std::uint32_t columns = full_columns & ~in_columns[digit];
    for (unsigned band = 0; band < 3; ++band) {
      const unsigned word = 9 * band + digit;
      const std::uint32_t old = node.cells[word];
      const std::uint32_t drop = (((triads >> band) & kTriadLow) * 7u) |
                                 (((columns >> (9 * band)) & kRowBits) * kColumnSpread);
      node.cells[word] = old & ~drop;
      narrowed |= std::uint32_t{(old & drop) != 0} << word;
    }
  }
  node.dirty |= narrowed;
  node.changed |= narrowed;
  return narrowed != 0 ? 1 : 0;
}

// The propagation of the hard route: propagate(), locked triads at its fixed point, and
// propagate() again if they removed anything. Looking for locked triads once more after that
// (until neither step finds anything) saves 0.2-0.9% of the guesses for 1-2% more
// instructions.
inline bool propagate_locked(Node& node, PairCells& pairs) {
  if (!propagate(node, pairs)) return false;
  const int locked = lock_triads(node);
  if (locked <= 0) return locked == 0;
  return propagate(node, pairs);
}

}  // namespace
}  // namespace nonet::detail::band
