// The stack step: per digit, the band's triad step seen on the stacks (columns by bands), which
// is pointing and claiming between boxes and columns, then hidden singles in columns (rows and
// boxes are covered by the band step).
#pragma once

#include "engine/band/lanes.hpp"
#include "engine/band/node.hpp"

namespace nonet::detail::band {
namespace {

#if NONET_BAND_VECTOR >= 1
// At each column, the next (previous) column of the same stack, cyclically.
template <typename L>
inline typename L::Vector next_in_stack(typename L::Vector y) {
  return L::either(L::both(L::shift_right(y, 1), L::all(kStackLow2)),
                   L::both(L::shift_left(y, 2), L::all(kStackHigh1)));
}
template <typename L>
inline typename L::Vector prev_in_stack(typename L::Vector y) {
  return L::either(L::both(L::shift_left(y, 1), L::all(kStackHigh2)),
                   L::both(L::shift_right(y, 2), L::all(kStackLow1)));
}

// update_stacks()'s work (below) for the L::kCount digits from `first` at once, lane = digit:
// narrows their words, adds the narrowed words to `narrowed`, stores the digits' hidden-single
// columns in `hidden` and adds the digits that have any to `hidden_digits`. False on
// contradiction.
template <typename L>
inline bool stack_lanes(Node& node, unsigned first, std::uint32_t* hidden,
                        std::uint32_t& hidden_digits, std::uint32_t& narrowed) {
  using Vector = typename L::Vector;
  Vector words[3];
  Vector columns[3];
  Vector nexts[3];
  Vector prevs[3];
  for (unsigned band = 0; band < 3; ++band) {
    words[band] = L::load(&node.cells[9 * band + first]);
    const Vector w = words[band];
    columns[band] = L::both(L::either(L::either(w, L::shift_right(w, 9)), L::shift_right(w, 18)),
                            L::all(kRowBits));
    nexts[band] = next_in_stack<L>(columns[band]);
    prevs[band] = prev_in_stack<L>(columns[band]);
  }
  Vector keep[3];
  for (unsigned band = 0; band < 3; ++band) {
    const unsigned b1 = band == 2 ? 0 : band + 1;
    const unsigned b2 = band == 0 ? 2 : band - 1;
    keep[band] = L::both(columns[band],
                         L::either(L::both(nexts[b1], prevs[b2]), L::both(prevs[b1], nexts[b2])));
  }
  // A stack with no permutation leaves every band without a column there.
  const Vector stacks_kept =
      L::both(L::either(L::either(keep[0], L::shift_right(keep[0], 1)), L::shift_right(keep[0], 2)),
              L::all(kStackLow1));
  constexpr std::uint32_t kAllLanes = (1u << L::kCount) - 1;
  if (L::lanes_set(L::equal(stacks_kept, L::all(kStackLow1))) != kAllLanes) return false;
  for (unsigned band = 0; band < 3; ++band) {
    const std::uint32_t same = L::lanes_set(L::equal(keep[band], columns[band]));
    narrowed |= (~same & kAllLanes) << (9 * band + first);
    const Vector spread = L::either(L::either(keep[band], L::shift_left(keep[band], 9)),
                                    L::shift_left(keep[band], 18));
    words[band] = L::both(words[band], L::either(spread, L::all(~kBandBits)));
    L::store(&node.cells[9 * band + first], words[band]);
    words[band] = L::both(words[band], L::all(kBandBits));
  }
  const Vector any = L::either(L::either(words[0], words[1]), words[2]);
  const Vector several =
      L::either(L::either(L::both(words[0], words[1]), L::both(words[0], words[2])),
                L::both(words[1], words[2]));
  const Vector any0 = L::both(any, L::all(kRowBits));
  const Vector any1 = L::both(L::shift_right(any, 9), L::all(kRowBits));
  const Vector any2 = L::shift_right(any, 18);
  const Vector column_several =
      L::either(L::either(L::either(several, L::shift_right(several, 9)),
                          L::either(L::shift_right(several, 18), L::both(any0, any1))),
                L::either(L::both(any0, any2), L::both(any1, any2)));
  const Vector settled = L::load(node.settled_columns + first);
  const Vector single = L::but_not(L::but_not(L::all(kRowBits), settled), column_several);
  L::store(hidden + first, single);
  hidden_digits |= (~L::lanes_set(L::equal(single, L::all(0))) & kAllLanes) << first;
  return true;
}

// The stack step for digits 0-7 in vector lanes: -1 on contradiction, else the first digit
// left to the scalar loop.
inline int stack_step_lanes(Node& node, std::uint32_t* hidden, std::uint32_t& hidden_digits,
                            std::uint32_t& narrowed) {
  for (unsigned first = 0; first < 8; first += DigitLanes::kCount) {
    if (!stack_lanes<DigitLanes>(node, first, hidden, hidden_digits, narrowed)) return -1;
  }
  return 8;
}
#else
inline int stack_step_lanes(Node& /*node*/, std::uint32_t* /*hidden*/,
                            std::uint32_t& /*hidden_digits*/, std::uint32_t& /*narrowed*/) {
  return 0;
}
#endif

// Per digit, the stack view of the triad step: in each stack the digit takes one column per
// band and one band per column, so a band's column that lies on no such permutation is
// emptied (pointing and claiming between boxes and columns). Then columns with one place left
// are hidden singles. -1 on contradiction, else whether anything changed.
//
// The permutation test is bit arithmetic on the three 9-bit column masks, all stacks at once:
// a column of one band stays if the two other bands can take the stack's two other columns,
// one way or the other. With no table lookup it runs for eight digits at once in vector
// registers (stack_lanes()), where the instruction set has them.
inline int update_stacks(Node& node, std::uint32_t touched) {
  std::uint32_t hidden[9] = {};
  // The digits with a hidden single: most passes have none, and the loop below visits only
  // these.
  std::uint32_t hidden_digits = 0;
  std::uint32_t narrowed = 0;
  const int first_scalar = stack_step_lanes(node, hidden, hidden_digits, narrowed);
  if (first_scalar < 0) return -1;
  for (auto digit = static_cast<unsigned>(first_scalar); digit < 9; ++digit) {
    if ((touched & (kDigitWords << digit)) == 0) continue;
    std::uint32_t columns[3];
    for (unsigned band = 0; band < 3; ++band) {
      const std::uint32_t cells = node.cells[9 * band + digit];
      columns[band] = (cells | (cells >> 9) | (cells >> 18)) & kRowBits;
    }
    const auto next = [](std::uint32_t y) {
      return ((y >> 1) & kStackLow2) | ((y << 2) & kStackHigh1);
    };
    const auto prev = [](std::uint32_t y) {
      return ((y << 1) & kStackHigh2) | ((y >> 2) & kStackLow1);
    };
    const std::uint32_t keep[3] = {
        columns[0] &
            ((next(columns[1]) & prev(columns[2])) | (prev(columns[1]) & next(columns[2]))),
        columns[1] &
            ((next(columns[2]) & prev(columns[0])) | (prev(columns[2]) & next(columns[0]))),
        columns[2] &
            ((next(columns[0]) & prev(columns[1])) | (prev(columns[0]) & next(columns[1]))),
    };
    if (((keep[0] | (keep[0] >> 1) | (keep[0] >> 2)) & kStackLow1) != kStackLow1) return -1;
    for (unsigned band = 0; band < 3; ++band) {
      if (keep[band] == columns[band]) continue;
      node.cells[9 * band + digit] &= (keep[band] * kColumnSpread) | ~kBandBits;
      narrowed |= 1u << (9 * band + digit);
    }
    const std::uint32_t a = node.cells[digit] & kBandBits;
    const std::uint32_t b = node.cells[9 + digit] & kBandBits;
    const std::uint32_t c = node.cells[18 + digit] & kBandBits;
    // Per (row in band, column): in at least one band, in at least two.
    const std::uint32_t any = a | b | c;
    const std::uint32_t several = (a & b) | (a & c) | (b & c);
    const std::uint32_t any0 = any & kRowBits;
    const std::uint32_t any1 = (any >> 9) & kRowBits;
    const std::uint32_t any2 = any >> 18;
    const std::uint32_t column_several =
        several | (several >> 9) | (several >> 18) | (any0 & any1) | (any0 & any2) | (any1 & any2);
    hidden[digit] = ~column_several & ~node.settled_columns[digit] & kRowBits;
    hidden_digits |= std::uint32_t{hidden[digit] != 0} << digit;
  }
  node.dirty |= narrowed;
  node.changed |= narrowed;
  int changed = narrowed != 0 ? 1 : 0;
  for (; hidden_digits != 0; hidden_digits &= hidden_digits - 1) {
    const unsigned digit = lowest_bit_index(hidden_digits);
    for (std::uint32_t columns = hidden[digit]; columns != 0; columns &= columns - 1) {
      const std::uint32_t column_cells = kTables.column_cells[lowest_bit_index(columns)];
      for (unsigned band = 0; band < 3; ++band) {
        const std::uint32_t cell = node.cells[9 * band + digit] & column_cells;
        if (cell != 0) {
          place(node, digit, band, lowest_bit_index(cell));
          break;
        }
      }
      changed = 1;
    }
  }
  return changed;
}

}  // namespace
}  // namespace nonet::detail::band
