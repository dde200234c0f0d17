// Basic fish (X-Wing, Swordfish, Jellyfish): a digit confined, in N base lines, to N cover
// lines, which lose it everywhere else.
#include "rating/basic_houses.hpp"

namespace nonet::rating {
namespace {

using basic::bit;
using basic::count;
using basic::Mask9;

constexpr std::array<std::string_view, 3> kFishNames{"X-Wing", "Swordfish", "Jellyfish"};
constexpr std::array<RatingTenths, 3> kFishDifficulty{32, 38, 52};

// How many cells hold each digit (index digit - 1).
std::array<int, kUnitSize> placed_counts(const CandidateGrid& grid) {
  std::array<int, kUnitSize> placed{};
  for (Cell cell : CellSet::all() - grid.unsolved())
    ++placed[static_cast<std::size_t>(grid.value(cell) - 1)];
  return placed;
}

CellSet union_of_lines(House::Kind kind, Mask9 lines) {
  CellSet cells;
  for (unsigned rest = lines; rest != 0; rest &= rest - 1) {
    cells |= cells_of(House(kind, std::countr_zero(rest)));
  }
  return cells;
}

// Base lines of kind `base`; positions of a digit in base line b are the indexes of the cover
// lines it crosses. Returns false when the sink is done.
template <int Degree>
bool find_fish(const CandidateGrid& grid, SeHintSink& sink, const RuleScope& scope,
               House::Kind base, House::Kind cover, const std::array<int, kUnitSize>& placed) {
  // positions[d][line]: where digit d+1 may go in base line `line`.
  // Only the digits in scope, and (as SE) with 2 * Degree cells or more still to fill.
  std::array<std::array<Mask9, kUnitSize>, kUnitSize> positions{};
  unsigned digits = 0;
  for (int d = 0; d < kUnitSize; ++d) {
    if (!scope.has_digit(d) || placed[static_cast<std::size_t>(d)] + 2 * Degree > kUnitSize) {
      continue;
    }
    digits |= 1u << d;
    auto& lines = positions[static_cast<std::size_t>(d)];
    for (Cell cell : grid.cells_with(Digit(d + 1)) & grid.unsolved()) {
      const int line = base == House::Kind::row ? cell.row().index() : cell.column().index();
      const int across = base == House::Kind::row ? cell.column().index() : cell.row().index();
      lines[static_cast<std::size_t>(line)] |= bit(across);
    }
  }
  if (digits == 0) return true;
  for (Mask9 lines : basic::combinations<Degree>()) {
    for (unsigned rest_digits = digits; rest_digits != 0; rest_digits &= rest_digits - 1) {
      const int d = std::countr_zero(rest_digits);
      Mask9 covers = 0;
      bool all_pairs = true;
      for (unsigned rest = lines; rest != 0; rest &= rest - 1) {
        const Mask9 where = positions[static_cast<std::size_t>(d)]
                                     [static_cast<std::size_t>(std::countr_zero(rest))];
        all_pairs = all_pairs && count(where) >= 2;
        covers |= where;
      }
      if (!all_pairs || count(covers) != Degree) continue;
      const Digit digit(d + 1);
      const CellSet removed =
          grid.cells_with(digit) & (union_of_lines(cover, covers) - union_of_lines(base, lines));
      if (removed.empty()) continue;  // SE's isWorth()
      if (!sink.add(basic::elimination_hint(kFishDifficulty[Degree - 2], kFishNames[Degree - 2],
                                            removed, digit))) {
        return false;
      }
    }
  }
  return true;
}

// SE takes columns as base lines first, then rows.
template <int Degree>
void find_fish(const CandidateGrid& grid, SeHintSink& sink, const RuleScope& scope) {
  const std::array<int, kUnitSize> placed = placed_counts(grid);
  if (find_fish<Degree>(grid, sink, scope, House::Kind::column, House::Kind::row, placed)) {
    find_fish<Degree>(grid, sink, scope, House::Kind::row, House::Kind::column, placed);
  }
}

}  // namespace

void find_x_wings(const CandidateGrid& grid, SeHintSink& sink, const RuleScope& scope) {
  find_fish<2>(grid, sink, scope);
}
void find_swordfish(const CandidateGrid& grid, SeHintSink& sink, const RuleScope& scope) {
  find_fish<3>(grid, sink, scope);
}
void find_jellyfish(const CandidateGrid& grid, SeHintSink& sink, const RuleScope& scope) {
  find_fish<4>(grid, sink, scope);
}
void find_x_wings(const CandidateGrid& grid, SeHintSink& sink) {
  find_x_wings(grid, sink, RuleScope{});
}
void find_swordfish(const CandidateGrid& grid, SeHintSink& sink) {
  find_swordfish(grid, sink, RuleScope{});
}
void find_jellyfish(const CandidateGrid& grid, SeHintSink& sink) {
  find_jellyfish(grid, sink, RuleScope{});
}

}  // namespace nonet::rating
