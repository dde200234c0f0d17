// Intersections (SE's Locking rule): pointing and claiming, and their "direct" form that only
// counts when the elimination leaves a hidden single in a parallel house.
#include "rating/basic/basic_houses.hpp"

namespace nonet::rating {
namespace {

using basic::count;
using basic::Mask9;

struct HousePairKinds {
  House::Kind locked;    // the house whose candidates of a digit all lie in the intersection
  House::Kind crossing;  // the house that loses the digit outside the intersection
};

// SE's order: blocks pointing into columns, into rows; then columns, rows claiming in blocks.
constexpr std::array<HousePairKinds, 4> kPairOrder{{
    {House::Kind::box, House::Kind::column},
    {House::Kind::box, House::Kind::row},
    {House::Kind::column, House::Kind::box},
    {House::Kind::row, House::Kind::box},
}};

// Positions 0..8 of a line, or of a box read row by row, fall in thirds: 0-2, 3-5, 6-8. The
// third (a box's row, a line's box) holding all positions of a mask, or -1.
constexpr std::array<std::int8_t, 512> kThirdHoldingAll = [] {
  std::array<std::int8_t, 512> third{};
  for (unsigned mask = 0; mask < 512; ++mask) {
    third[mask] = -1;
    for (int t = 0; t < 3; ++t) {
      if (mask != 0 && (mask & ~(7u << (3 * t))) == 0) third[mask] = static_cast<std::int8_t>(t);
    }
  }
  return third;
}();

// The column 0..2 of a box holding all positions of a box mask, or -1.
constexpr std::array<std::int8_t, 512> kBoxColumnHoldingAll = [] {
  std::array<std::int8_t, 512> column{};
  for (unsigned mask = 0; mask < 512; ++mask) {
    column[mask] = -1;
    for (int k = 0; k < 3; ++k) {
      if (mask != 0 && (mask & ~(0x49u << k)) == 0) column[mask] = static_cast<std::int8_t>(k);
    }
  }
  return column;
}();

// The three houses of the locked house's kind that cross the same houses of kind `crossing`
// as it does (itself included), as indexes: the houses where a direct hint looks for its
// hidden single.
std::array<int, 3> parallel_houses(House locked, House::Kind crossing) {
  const int i = locked.index();
  // A box's parallels along a column are in its stack; along a row, in its band. A line's
  // are the lines of its band or stack.
  const bool along_stack = locked.kind() == House::Kind::box && crossing == House::Kind::column;
  if (along_stack) return {i % 3, i % 3 + 3, i % 3 + 6};
  return {i / 3 * 3, i / 3 * 3 + 1, i / 3 * 3 + 2};
}

// A locked house meets three houses of the crossing kind. Which of them (0..2, in increasing
// index) holds all of `positions` (two or more) of the locked house, or -1.
int crossing_holding_all(House locked, House::Kind crossing, Mask9 positions) {
  if (count(positions) < 2) return -1;  // one position is a hidden single
  if (locked.kind() == House::Kind::box && crossing == House::Kind::column) {
    return kBoxColumnHoldingAll[positions];
  }
  return kThirdHoldingAll[positions];
}

// The index of the k-th house of kind `crossing` (in increasing index) that meets `locked`.
int crossing_house(House locked, House::Kind crossing, int k) {
  const int i = locked.index();
  if (locked.kind() == House::Kind::box) {
    return crossing == House::Kind::column ? i % 3 * 3 + k : i / 3 * 3 + k;
  }
  return locked.kind() == House::Kind::row ? i / 3 * 3 + k : k * 3 + i / 3;
}

// The positions, within a house of the locked kind, of its intersection with `crossing`: the
// same for every house of that kind that crosses it.
Mask9 intersection_positions(House::Kind locked, House crossing) {
  const int i = crossing.index();
  if (locked == House::Kind::row) return static_cast<Mask9>(7u << (3 * (i % 3)));
  if (locked == House::Kind::column) return static_cast<Mask9>(7u << (3 * (i / 3)));
  return crossing.kind() == House::Kind::row ? static_cast<Mask9>(7u << (3 * (i % 3)))
                                             : static_cast<Mask9>(0x49u << (i % 3));
}

// Calls report(locked, crossing, d) for each digit d + 1 whose candidates in `locked` (two or
// more) all lie in `crossing`, in SE's order (locked house, crossing house, digit); stops when
// it says false. `positions` holds every house's digit positions. Locked houses for which
// `relevant(locked, crossing kind)` is false are skipped.
template <class Relevant, class Report>
void for_each_locked_candidate(const basic::AllPositions& positions, const RuleScope& scope,
                               Relevant relevant, Report report) {
  for (const HousePairKinds& kinds : kPairOrder) {
    for (int i1 = 0; i1 < kUnitSize; ++i1) {
      const House locked(kinds.locked, i1);
      if (!relevant(locked, kinds.crossing)) continue;
      const auto& in_locked = positions[static_cast<std::size_t>(basic::house_number(locked))];
      // A digit's candidates lie in at most one crossing house: find it once per digit.
      std::array<unsigned, 3> digits_by_crossing{};
      for (int d = 0; d < kUnitSize; ++d) {
        if (!scope.has_digit(d)) continue;
        const int k =
            crossing_holding_all(locked, kinds.crossing, in_locked[static_cast<std::size_t>(d)]);
        if (k >= 0) digits_by_crossing[static_cast<std::size_t>(k)] |= 1u << d;
      }
      for (int k = 0; k < 3; ++k) {
        for (unsigned digits = digits_by_crossing[static_cast<std::size_t>(k)]; digits != 0;
             digits &= digits - 1) {
          const House crossing(kinds.crossing, crossing_house(locked, kinds.crossing, k));
          if (!report(locked, crossing, std::countr_zero(digits))) return;
        }
      }
    }
  }
}

}  // namespace

// A direct hint names the hidden single that the locked candidates leave in another house of
// the locked house's kind crossing the same house; SE reports it without applying the
// eliminations (only the placement).
void find_direct_pointing(const CandidateGrid& grid, SeHintSink& sink, const RuleScope& scope) {
  basic::AllPositions local;
  const basic::AllPositions& positions = basic::positions_for(grid, scope, scope.digits, local);
  // A hint depends on the digit's places in the locked house and in its parallels: one of them
  // must have changed since the rule last found nothing.
  auto relevant = [&](House locked, House::Kind crossing) {
    for (int i3 : parallel_houses(locked, crossing)) {
      if (scope.has_house(basic::house_number(House(locked.kind(), i3)))) return true;
    }
    return false;
  };
  for_each_locked_candidate(positions, scope, relevant, [&](House locked, House crossing, int d) {
    const bool pointing = locked.kind() == House::Kind::box;
    const Mask9 intersection = intersection_positions(locked.kind(), crossing);
    for (int i3 : parallel_houses(locked, crossing.kind())) {
      if (i3 == locked.index()) continue;
      const House parallel(locked.kind(), i3);
      const Mask9 where = positions[static_cast<std::size_t>(basic::house_number(parallel))]
                                   [static_cast<std::size_t>(d)];
      if (count(where) < 2) continue;
      const unsigned left = where & ~unsigned{intersection};
      if (count(left) != 1) continue;
      if (!sink.add(basic::placement_hint(pointing ? 17 : 19,
                                          pointing ? "Direct Pointing" : "Direct Claiming",
                                          parallel.cell(std::countr_zero(left)), Digit(d + 1)))) {
        return false;
      }
    }
    return true;
  });
}

void find_pointing_claiming(const CandidateGrid& grid, SeHintSink& sink, const RuleScope& scope) {
  basic::AllPositions local;
  for_each_locked_candidate(
      basic::positions_for(grid, scope, scope.digits, local), scope,
      // A hint depends on the digit's places in the locked house and in the crossing one: one
      // of them must have changed since the rule last found nothing.
      [&](House locked, House::Kind crossing) {
        if (scope.has_house(basic::house_number(locked))) return true;
        const int i = locked.index();
        for (int k = 0; k < 3; ++k) {
          int j = 0;  // the k-th crossing house meeting the locked one
          if (locked.kind() == House::Kind::box) {
            j = crossing == House::Kind::column ? i % 3 * 3 + k : i / 3 * 3 + k;
          } else {
            j = locked.kind() == House::Kind::row ? i / 3 * 3 + k : i / 3 + 3 * k;
          }
          if (scope.has_house(basic::house_number(House(crossing, j)))) return true;
        }
        return false;
      },
      [&](House locked, House crossing, int d) {
        const Digit digit(d + 1);
        const CellSet removed = grid.cells_with(digit) & (cells_of(crossing) - cells_of(locked));
        if (removed.empty()) return true;  // SE's isWorth()
        const bool pointing = locked.kind() == House::Kind::box;
        return sink.add(basic::elimination_hint(
            pointing ? 26 : 28, pointing ? "Pointing" : "Claiming", removed, digit));
      });
}

void find_direct_pointing(const CandidateGrid& grid, SeHintSink& sink) {
  find_direct_pointing(grid, sink, RuleScope{});
}
void find_pointing_claiming(const CandidateGrid& grid, SeHintSink& sink) {
  find_pointing_claiming(grid, sink, RuleScope{});
}

}  // namespace nonet::rating
