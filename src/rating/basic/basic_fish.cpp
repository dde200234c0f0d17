// Basic fish (X-Wing, Swordfish, Jellyfish): a digit confined, in N base lines, to N cover
// lines, which lose it everywhere else.
#include <algorithm>
#include <vector>

#include "rating/basic/basic_houses.hpp"

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

// Where each digit may go, line by line: by_row[d][row] holds columns, by_column[d][column]
// rows. Only the digits in scope, and (as SE) with 2 * Degree cells or more still to fill.
struct DigitLines {
  std::array<std::array<Mask9, kUnitSize>, kUnitSize> by_row{};
  std::array<std::array<Mask9, kUnitSize>, kUnitSize> by_column{};
  unsigned digits = 0;
};

DigitLines digit_lines(const CandidateGrid& grid, const RuleScope& scope, int degree) {
  const std::array<int, kUnitSize> placed = placed_counts(grid);
  DigitLines lines;
  for (int d = 0; d < kUnitSize; ++d) {
    const auto at = static_cast<std::size_t>(d);
    if (!scope.has_digit(d) || placed[at] + 2 * degree > kUnitSize) continue;
    lines.digits |= 1u << d;
    lines.by_row[at] = basic::row_masks(grid.cells_with(Digit(d + 1)));
    for (int row = 0; row < kUnitSize; ++row) {
      for (unsigned rest = lines.by_row[at][static_cast<std::size_t>(row)]; rest != 0;
           rest &= rest - 1) {
        lines.by_column[at][static_cast<std::size_t>(std::countr_zero(rest))] |= bit(row);
      }
    }
  }
  return lines;
}

// Base lines of kind `base`; positions[d][b] are the cover lines digit d+1 crosses in base
// line b. Returns false when the sink is done.
template <int Degree>
bool find_fish(const CandidateGrid& grid, SeHintSink& sink, House::Kind base, House::Kind cover,
               const std::array<std::array<Mask9, kUnitSize>, kUnitSize>& positions,
               unsigned candidate_digits) {
  // eligible[d]: the base lines where the digit has 2 to Degree places (SE needs two or more
  // in every base line; more than Degree cannot fit the covers).
  std::array<Mask9, kUnitSize> eligible{};
  unsigned digits = 0;
  for (unsigned rest = candidate_digits; rest != 0; rest &= rest - 1) {
    const auto d = static_cast<std::size_t>(std::countr_zero(rest));
    Mask9& fits = eligible[d];
    for (int line = 0; line < kUnitSize; ++line) {
      const int places = count(positions[d][static_cast<std::size_t>(line)]);
      if (places >= 2 && places <= Degree) fits |= bit(line);
    }
    if (count(fits) < Degree) continue;
    digits |= 1u << d;
  }
  if (digits == 0) return true;
  // SE tries the base line sets in increasing mask order, each with every digit in turn. Each
  // digit's few sets of eligible lines are tried here, and what they find is put in SE's order.
  struct Found {
    Mask9 lines;
    int digit;
    CellSet removed;
  };
  std::vector<Found> found;
  for (unsigned rest_digits = digits; rest_digits != 0; rest_digits &= rest_digits - 1) {
    const auto d = static_cast<std::size_t>(std::countr_zero(rest_digits));
    const Mask9 fits = eligible[d];
    for (unsigned lines = fits; lines != 0; lines = (lines - 1) & fits) {
      if (count(lines) != Degree) continue;
      Mask9 covers = 0;
      for (unsigned rest = lines; rest != 0; rest &= rest - 1) {
        covers |= positions[d][static_cast<std::size_t>(std::countr_zero(rest))];
      }
      if (count(covers) != Degree) continue;
      const Digit digit(static_cast<int>(d) + 1);
      const CellSet removed =
          grid.cells_with(digit) &
          (union_of_lines(cover, covers) - union_of_lines(base, static_cast<Mask9>(lines)));
      if (removed.empty()) continue;  // SE's isWorth()
      found.push_back({static_cast<Mask9>(lines), static_cast<int>(d) + 1, removed});
    }
  }
  std::sort(found.begin(), found.end(), [](const Found& a, const Found& b) {
    return a.lines != b.lines ? a.lines < b.lines : a.digit < b.digit;
  });
  for (const Found& fish : found) {
    if (!sink.add(basic::elimination_hint(kFishDifficulty[Degree - 2], kFishNames[Degree - 2],
                                          fish.removed, Digit(fish.digit)))) {
      return false;
    }
  }
  return true;
}

// SE takes columns as base lines first, then rows.
template <int Degree>
void find_fish(const CandidateGrid& grid, SeHintSink& sink, const RuleScope& scope) {
  const DigitLines lines = digit_lines(grid, scope, Degree);
  if (lines.digits == 0) return;
  if (find_fish<Degree>(grid, sink, House::Kind::column, House::Kind::row, lines.by_column,
                        lines.digits)) {
    find_fish<Degree>(grid, sink, House::Kind::row, House::Kind::column, lines.by_row,
                      lines.digits);
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
