#include "rating/chains/chain_closure.hpp"

#include <bit>

namespace nonet::rating::chain {

DynamicClosures::DynamicClosures(const ChainGrid& grid) : grid_(grid) {
  Bits81 once;
  for (const Bits81 cells : grid.cells) {
    multi_ |= once & cells;
    once |= cells;
  }
  for (std::size_t digit = 0; digit < 9; ++digit) {
    houses_[digit] = 0;
    for (int house = 0; house < 27; ++house) {
      const Bits81 positions = grid.in_house(static_cast<int>(digit), house);
      counts_[digit][static_cast<std::size_t>(house)] = static_cast<std::uint8_t>(positions.size());
      if (positions.has_several()) houses_[digit] |= 1u << house;
    }
  }
}

void DynamicClosures::compute(int root, DynamicClosure& out) const {
  std::array<Bits81, 9> left = grid_.cells;  // the candidates not struck, by digit
  // How many positions each digit has left in each house: a house is looked at only when a
  // strike leaves it one or none (most strikes leave several).
  std::array<std::array<std::uint8_t, 27>, 9> counts = counts_;
  std::array<std::uint32_t, 9> lone{};  // per digit, the houses struck down to one or none
  std::array<Bits81, 9> fresh_on{};     // "ons" not processed yet
  unsigned fresh_digits = 0;            // the digits with some
  unsigned lone_digits = 0;             // the digits with a house in lone
  Bits81 struck_now;                    // cells struck since the singles were last looked for
  out.on.fill(Bits81{});
  out.off.fill(Bits81{});
  out.contradiction = false;
  auto strike = [&](int cell, std::size_t digit) {
    for (const std::uint8_t house : houses().of[static_cast<std::size_t>(cell)]) {
      if (--counts[digit][house] <= 1) {
        lone[digit] |= 1u << house;
        lone_digits |= 1u << digit;
      }
    }
  };
  const int root_candidate = candidate_of_potential(root);
  const int root_cell = cell_of(root_candidate);
  const auto root_digit = static_cast<std::size_t>(digit_of(root_candidate));
  if (is_on(root)) {
    out.on[root_digit].set(root_cell);
    fresh_on[root_digit].set(root_cell);
    fresh_digits = 1u << root_digit;
  } else {
    left[root_digit].reset(root_cell);
    out.off[root_digit].set(root_cell);
    struck_now.set(root_cell);
    strike(root_cell, root_digit);
  }
  for (;;) {
    // Each "on" strikes its cell's other candidates and its digit from its peers (it adds no
    // "on", so the fresh ones can be taken digit by digit).
    for (unsigned digits = fresh_digits; digits != 0; digits &= digits - 1) {
      const auto digit = static_cast<std::size_t>(std::countr_zero(digits));
      const Bits81 ons = fresh_on[digit];
      fresh_on[digit] = Bits81{};
      for (std::uint64_t lo = ons.lo, hi = ons.hi; (lo | hi) != 0;) {
        int cell;
        if (lo != 0) {
          cell = std::countr_zero(lo);
          lo &= lo - 1;
        } else {
          cell = 64 + std::countr_zero(hi);
          hi &= hi - 1;
        }
        const Bits81 kill = houses().peers[static_cast<std::size_t>(cell)] & left[digit];
        if (!(kill & out.on[digit]).empty()) {
          out.contradiction = true;
          return;
        }
        left[digit] -= kill;
        out.off[digit] |= kill;
        struck_now |= kill;
        // The on leaves its digit in its own houses at itself alone, and it is never struck
        // without a contradiction: those houses' counts no longer matter, so each peer struck
        // is counted only in its houses of the other two kinds (a block peer's row or column
        // may be the on's own: counted down there too, which keeps the count at one or more).
        const auto c = static_cast<std::size_t>(cell);
        auto strike_in = [&](int at, int kind1, int kind2) {
          const auto& of = houses().of[static_cast<std::size_t>(at)];
          for (const int kind : {kind1, kind2}) {
            const std::uint8_t house = of[static_cast<std::size_t>(kind)];
            if (--counts[digit][house] <= 1) {
              lone[digit] |= 1u << house;
              lone_digits |= 1u << digit;
            }
          }
        };
        (kill & houses().block[c]).for_each([&](int at) { strike_in(at, kRow, kColumn); });
        (kill & houses().row_only[c]).for_each([&](int at) { strike_in(at, kBlock, kColumn); });
        (kill & houses().column_only[c]).for_each([&](int at) { strike_in(at, kBlock, kRow); });
        const Bits81 self = Bits81::of(cell);
        // (The cell's other candidates gathered without a branch: which digits are left there
        // is random.)
        unsigned others = 0;
        for (std::size_t other = 0; other < 9; ++other) {
          others |= static_cast<unsigned>(left[other].test(cell)) << other;
        }
        others &= ~(1u << digit);
        for (; others != 0; others &= others - 1) {
          const auto other = static_cast<std::size_t>(std::countr_zero(others));
          if (!(out.on[other] & self).empty()) {
            out.contradiction = true;
            return;
          }
          left[other] -= self;
          out.off[other] |= self;
          struck_now |= self;
          strike(cell, other);
        }
      }
    }
    fresh_digits = 0;
    // The singles the new strikes leave.
    if (struck_now.empty()) return;
    // Which struck cells have one candidate left, or none: bit-sliced over the digits (a few
    // word operations instead of a mask kept per cell through every strike).
    Bits81 some;
    Bits81 several;
    for (const Bits81 digit_left : left) {
      several |= some & digit_left;
      some |= digit_left;
    }
    const Bits81 looked = struck_now & multi_;
    struck_now = Bits81{};
    if (!(looked - some).empty()) {
      out.contradiction = true;
      return;
    }
    const Bits81 singles = looked - several;
    bool more = false;
    if (!singles.empty()) {
      for (std::size_t digit = 0; digit < 9; ++digit) {
        const Bits81 single_on = (singles & left[digit]) - out.on[digit];
        if (single_on.empty()) continue;
        out.on[digit] |= single_on;
        fresh_on[digit] |= single_on;
        fresh_digits |= 1u << digit;
        more = true;
      }
    }
    for (unsigned digits = lone_digits; digits != 0; digits &= digits - 1) {
      const auto digit = static_cast<std::size_t>(std::countr_zero(digits));
      // (Only houses where the digit had two positions or more make singles.)
      const std::uint32_t houses_left = lone[digit] & houses_[digit];
      lone[digit] = 0;
      for (std::uint32_t rest = houses_left; rest != 0; rest &= rest - 1) {
        const auto house = static_cast<std::size_t>(std::countr_zero(rest));
        if (counts[digit][house] == 0) {
          out.contradiction = true;
          return;
        }
        const Bits81 position = left[digit] & houses().cells[house];
        if ((position & out.on[digit]).empty()) {
          out.on[digit] |= position;
          fresh_on[digit] |= position;
          fresh_digits |= 1u << digit;
          more = true;
        }
      }
    }
    lone_digits = 0;
    if (!more) return;
  }
}

}  // namespace nonet::rating::chain
