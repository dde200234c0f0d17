// Naked and hidden sets (pairs, triplets, quads) in one house, and SE's "direct" hidden pair and
// triplet, which count only when they leave a hidden single in the house.
#include "rating/basic/basic_houses.hpp"

namespace nonet::rating {
namespace {

using basic::bit;
using basic::count;
using basic::kBlocksColumnsRows;
using basic::Mask9;

constexpr std::array<std::string_view, 3> kNakedNames{"Naked Pair", "Naked Triplet", "Naked Quad"};
constexpr std::array<RatingTenths, 3> kNakedDifficulty{30, 36, 50};
constexpr std::array<std::string_view, 3> kHiddenNames{"Hidden Pair", "Hidden Triplet",
                                                       "Hidden Quad"};
constexpr std::array<RatingTenths, 3> kHiddenDifficulty{34, 40, 54};
constexpr std::array<std::string_view, 2> kDirectHiddenNames{"Direct Hidden Pair",
                                                             "Direct Hidden Triplet"};
constexpr std::array<RatingTenths, 2> kDirectHiddenDifficulty{20, 25};

// The masks (of positions or of digits) that may belong to a set of `Degree`: two to `Degree`
// bits (SE's CommonTuples: fewer is a single, not a set).
template <int Degree>
unsigned set_members(const std::array<Mask9, kUnitSize>& masks) {
  unsigned members = 0;
  for (int i = 0; i < kUnitSize; ++i) {
    const int size = count(masks[static_cast<std::size_t>(i)]);
    if (size >= 2 && size <= Degree) members |= 1u << i;
  }
  return members;
}

// Calls f(mask) for each subset of `members` with `Size` bits in increasing numeric order (the
// order of SE's Permutations over all nine), until f returns false; false then. Numeric order
// is by highest bit, then the next: the highest member is chosen first, in increasing order.
// (Only the subsets of the members are tried: most houses have few.)
template <int Size, class F>
bool for_each_subset(unsigned members, F&& f, unsigned chosen = 0) {
  if constexpr (Size == 0) {
    return f(static_cast<Mask9>(chosen));
  } else {
    for (unsigned rest = members; rest != 0; rest &= rest - 1) {
      const unsigned top = rest & (0u - rest);
      if (!for_each_subset<Size - 1>(members & (top - 1), f, chosen | top)) return false;
    }
    return true;
  }
}

Mask9 union_of(const std::array<Mask9, kUnitSize>& masks, unsigned picked) {
  Mask9 all = 0;
  for (; picked != 0; picked &= picked - 1) {
    all |= masks[static_cast<std::size_t>(std::countr_zero(picked))];
  }
  return all;
}

template <int Degree>
void find_naked_sets(const CandidateGrid& grid, SeHintSink& sink, const RuleScope& scope) {
  for (House::Kind kind : kBlocksColumnsRows) {
    for (int index = 0; index < kUnitSize; ++index) {
      const House house(kind, index);
      if (!scope.has_house(basic::house_number(house))) continue;
      if (basic::empty_cells(grid, house) < 2 * Degree) continue;
      std::array<Mask9, kUnitSize> digits{};
      for (int i = 0; i < kUnitSize; ++i)
        digits[static_cast<std::size_t>(i)] = grid.candidates(house.cell(i)).bits();
      const unsigned members = set_members<Degree>(digits);
      if (count(members) < Degree) continue;
      const bool go_on = for_each_subset<Degree>(members, [&](Mask9 cells) {
        const Mask9 values = union_of(digits, cells);
        if (count(values) != Degree) return true;
        SeHint hint;
        for (int i = 0; i < kUnitSize; ++i) {
          if ((cells & bit(i)) != 0) continue;
          basic::eliminate_digits(hint, house.cell(i),
                                  digits[static_cast<std::size_t>(i)] & values);
        }
        if (hint.eliminations.empty()) return true;  // SE's isWorth()
        hint.difficulty = kNakedDifficulty[Degree - 2];
        hint.rule = kNakedNames[Degree - 2];
        return sink.add(std::move(hint));
      });
      if (!go_on) return;
    }
  }
}

// A direct hidden set is reported for the first digit outside the set (in digit order) that
// keeps two or more positions in the house, all but one of them inside the set's cells.
template <int Degree, bool Direct>
void find_hidden_sets(const CandidateGrid& grid, SeHintSink& sink, const RuleScope& scope) {
  for (House::Kind kind : kBlocksColumnsRows) {
    for (int index = 0; index < kUnitSize; ++index) {
      const House house(kind, index);
      if (!scope.has_house(basic::house_number(house))) continue;
      const int empty = basic::empty_cells(grid, house);
      if (!(empty > 2 * Degree || (Direct && empty > Degree))) continue;
      const std::array<Mask9, kUnitSize> positions =
          scope.positions != nullptr
              ? (*scope.positions)[static_cast<std::size_t>(basic::house_number(house))]
              : basic::digit_positions(grid, house);
      const unsigned members = set_members<Degree>(positions);
      if (count(members) < Degree) continue;
      const bool go_on = for_each_subset<Degree>(members, [&](Mask9 values) {
        const Mask9 cells = union_of(positions, values);
        if (count(cells) != Degree) return true;
        if constexpr (Direct) {
          for (int d = 0; d < kUnitSize; ++d) {
            const Mask9 where = positions[static_cast<std::size_t>(d)];
            if ((values & bit(d)) != 0 || count(where) <= 1) continue;
            const Mask9 left = static_cast<Mask9>(where & ~cells);
            if (count(left) != 1) continue;
            return sink.add(basic::placement_hint(
                kDirectHiddenDifficulty[Degree - 2], kDirectHiddenNames[Degree - 2],
                house.cell(std::countr_zero(left)), Digit(d + 1)));
          }
          return true;
        } else {
          SeHint hint;
          for (unsigned rest = cells; rest != 0; rest &= rest - 1) {
            const Cell cell = house.cell(std::countr_zero(rest));
            basic::eliminate_digits(hint, cell, grid.candidates(cell).bits() & ~unsigned{values});
          }
          if (hint.eliminations.empty()) return true;  // SE's isWorth()
          hint.difficulty = kHiddenDifficulty[Degree - 2];
          hint.rule = kHiddenNames[Degree - 2];
          return sink.add(std::move(hint));
        }
      });
      if (!go_on) return;
    }
  }
}

}  // namespace

void find_direct_hidden_pairs(const CandidateGrid& grid, SeHintSink& sink, const RuleScope& scope) {
  find_hidden_sets<2, true>(grid, sink, scope);
}
void find_direct_hidden_triples(const CandidateGrid& grid, SeHintSink& sink,
                                const RuleScope& scope) {
  find_hidden_sets<3, true>(grid, sink, scope);
}
void find_naked_pairs(const CandidateGrid& grid, SeHintSink& sink, const RuleScope& scope) {
  find_naked_sets<2>(grid, sink, scope);
}
void find_hidden_pairs(const CandidateGrid& grid, SeHintSink& sink, const RuleScope& scope) {
  find_hidden_sets<2, false>(grid, sink, scope);
}
void find_naked_triples(const CandidateGrid& grid, SeHintSink& sink, const RuleScope& scope) {
  find_naked_sets<3>(grid, sink, scope);
}
void find_hidden_triples(const CandidateGrid& grid, SeHintSink& sink, const RuleScope& scope) {
  find_hidden_sets<3, false>(grid, sink, scope);
}
void find_naked_quads(const CandidateGrid& grid, SeHintSink& sink, const RuleScope& scope) {
  find_naked_sets<4>(grid, sink, scope);
}
void find_hidden_quads(const CandidateGrid& grid, SeHintSink& sink, const RuleScope& scope) {
  find_hidden_sets<4, false>(grid, sink, scope);
}
void find_direct_hidden_pairs(const CandidateGrid& grid, SeHintSink& sink) {
  find_direct_hidden_pairs(grid, sink, RuleScope{});
}
void find_direct_hidden_triples(const CandidateGrid& grid, SeHintSink& sink) {
  find_direct_hidden_triples(grid, sink, RuleScope{});
}
void find_naked_pairs(const CandidateGrid& grid, SeHintSink& sink) {
  find_naked_pairs(grid, sink, RuleScope{});
}
void find_hidden_pairs(const CandidateGrid& grid, SeHintSink& sink) {
  find_hidden_pairs(grid, sink, RuleScope{});
}
void find_naked_triples(const CandidateGrid& grid, SeHintSink& sink) {
  find_naked_triples(grid, sink, RuleScope{});
}
void find_hidden_triples(const CandidateGrid& grid, SeHintSink& sink) {
  find_hidden_triples(grid, sink, RuleScope{});
}
void find_naked_quads(const CandidateGrid& grid, SeHintSink& sink) {
  find_naked_quads(grid, sink, RuleScope{});
}
void find_hidden_quads(const CandidateGrid& grid, SeHintSink& sink) {
  find_hidden_quads(grid, sink, RuleScope{});
}

}  // namespace nonet::rating
