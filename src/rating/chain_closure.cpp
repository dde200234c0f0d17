#include "rating/chain_closure.hpp"

#include <bit>

namespace nonet::rating::chain {
namespace {

// The houses (bit kind * 9 + number) of each cell.
constexpr auto kHousesOfCell = [] {
  std::array<std::uint32_t, 81> of{};
  for (std::size_t cell = 0; cell < 81; ++cell) {
    for (const std::uint8_t house : kHouses.of[cell]) of[cell] |= 1u << house;
  }
  return of;
}();

bool single(Bits81 set) {
  return !set.empty() && !set.has_several();
}

}  // namespace

DynamicClosures::DynamicClosures(const ChainGrid& grid) : grid_(grid) {
  Bits81 once;
  for (const Bits81 cells : grid.cells) {
    multi_ |= once & cells;
    once |= cells;
  }
  for (std::size_t digit = 0; digit < 9; ++digit) {
    houses_[digit] = 0;
    for (int house = 0; house < 27; ++house) {
      if (grid.in_house(static_cast<int>(digit), house).has_several())
        houses_[digit] |= 1u << house;
    }
  }
}

void DynamicClosures::compute(int root, DynamicClosure& out) const {
  std::array<Bits81, 9> left = grid_.cells;  // the candidates not struck, by digit
  std::array<std::uint16_t, 81> cell_left = grid_.candidates;  // and by cell
  std::array<Bits81, 9> fresh_on{};                            // "ons" not processed yet
  std::array<Bits81, 9> fresh_off{};  // struck since the singles were last looked for
  out.on.fill(Bits81{});
  out.off.fill(Bits81{});
  out.contradiction = false;
  const int root_candidate = candidate_of_potential(root);
  const int root_cell = cell_of(root_candidate);
  const auto root_digit = static_cast<std::size_t>(digit_of(root_candidate));
  if (is_on(root)) {
    out.on[root_digit].set(root_cell);
    fresh_on[root_digit].set(root_cell);
  } else {
    left[root_digit].reset(root_cell);
    cell_left[static_cast<std::size_t>(root_cell)] &=
        static_cast<std::uint16_t>(~(1u << root_digit));
    out.off[root_digit].set(root_cell);
    fresh_off[root_digit].set(root_cell);
  }
  for (;;) {
    // Each "on" strikes its cell's other candidates and its digit from its peers (it adds no
    // "on", so the fresh ones can be taken digit by digit).
    for (std::size_t digit = 0; digit < 9; ++digit) {
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
        fresh_off[digit] |= kill;
        kill.for_each([&](int at) {
          cell_left[static_cast<std::size_t>(at)] &= static_cast<std::uint16_t>(~(1u << digit));
        });
        const Bits81 self = Bits81::of(cell);
        std::uint16_t& mask = cell_left[static_cast<std::size_t>(cell)];
        for (unsigned others = mask & ~(1u << digit); others != 0; others &= others - 1) {
          const auto other = static_cast<std::size_t>(std::countr_zero(others));
          if (!(out.on[other] & self).empty()) {
            out.contradiction = true;
            return;
          }
          left[other] -= self;
          out.off[other] |= self;
          fresh_off[other] |= self;
        }
        mask &= static_cast<std::uint16_t>(1u << digit);
      }
    }
    // The singles the new strikes leave.
    Bits81 struck_now;
    for (const Bits81 cells : fresh_off) struck_now |= cells;
    if (struck_now.empty()) return;
    bool more = false;
    bool failed = false;
    (struck_now & multi_).for_each([&](int cell) {
      const unsigned mask = cell_left[static_cast<std::size_t>(cell)];
      if (mask == 0) {
        failed = true;
        return;
      }
      if ((mask & (mask - 1)) != 0) return;
      const auto digit = static_cast<std::size_t>(std::countr_zero(mask));
      if (out.on[digit].test(cell)) return;
      out.on[digit].set(cell);
      fresh_on[digit].set(cell);
      more = true;
    });
    if (failed) {
      out.contradiction = true;
      return;
    }
    for (std::size_t digit = 0; digit < 9; ++digit) {
      const Bits81 struck = fresh_off[digit];
      if (struck.empty()) continue;
      fresh_off[digit] = Bits81{};
      std::uint32_t touched = 0;
      struck.for_each([&](int cell) { touched |= kHousesOfCell[static_cast<std::size_t>(cell)]; });
      for (std::uint32_t rest = touched & houses_[digit]; rest != 0; rest &= rest - 1) {
        const Bits81 positions =
            left[digit] & houses().cells[static_cast<std::size_t>(std::countr_zero(rest))];
        if (positions.empty()) {
          out.contradiction = true;
          return;
        }
        if (single(positions) && (positions & out.on[digit]).empty()) {
          out.on[digit] |= positions;
          fresh_on[digit] |= positions;
          more = true;
        }
      }
    }
    if (!more) return;
  }
}

}  // namespace nonet::rating::chain
