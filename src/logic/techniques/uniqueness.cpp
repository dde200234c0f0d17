// Unique Rectangle Types 1-4, Hidden Rectangle, BUG+1: the techniques that hold only because the
// puzzle has exactly one solution, as HoDoKu defines them (hodoku.sourceforge.net, "Uniqueness"
// and "BUG+1").
//
// A unique rectangle is four unsolved cells in two rows, two columns and exactly two boxes. If
// its corners ended up holding only two digits a and b (a and b crosswise), swapping a and b in
// the four cells would give a second solution: a deadly pattern. Each technique finds the digit a
// corner must take, or may not take, to avoid it.
//
// As in HoDoKu's default setting, a corner may miss a or b as a candidate as long as no placed
// digit rules it out: the second solution is a solution of the givens whatever the candidates
// say, since no corner is a given. That needs the givens to have one solution, which is what
// solve_logically() proves for a puzzle; for a pencil-mark start whose own eliminations define
// the puzzle it would need the corners to keep a and b (see kAllowMissingCandidates).
#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "logic/techniques/finders.hpp"

namespace nonet::logic {
namespace {

// HoDoKu's "allow missing candidates" (on by default there, and needed by the reglib cases of
// variant 2): a corner counts when a and b are not ruled out by a placed digit, even if logic has
// eliminated one of them.
constexpr bool kAllowMissingCandidates = true;

std::uint16_t bit_of(int digit) {
  return static_cast<std::uint16_t>(1u << (digit - 1));
}

// The digits each unsolved cell could hold judging by the placed digits alone: the candidates it
// had before any elimination by logic.
class PlacedDigits {
 public:
  explicit PlacedDigits(const CandidateGrid& grid) {
    for (Cell cell : CellSet::all() - grid.unsolved()) {
      const int value = grid.value(cell);
      if (value == 0) continue;
      rows_[static_cast<std::size_t>(cell.row().index())] |= bit_of(value);
      columns_[static_cast<std::size_t>(cell.column().index())] |= bit_of(value);
      boxes_[static_cast<std::size_t>(cell.box().index())] |= bit_of(value);
    }
  }
  [[nodiscard]] DigitSet allowed(Cell cell) const {
    const unsigned placed = rows_[static_cast<std::size_t>(cell.row().index())] |
                            columns_[static_cast<std::size_t>(cell.column().index())] |
                            boxes_[static_cast<std::size_t>(cell.box().index())];
    return DigitSet(static_cast<std::uint16_t>(~placed & DigitSet::kAllBits));
  }

 private:
  std::array<std::uint16_t, kUnitSize> rows_{};
  std::array<std::uint16_t, kUnitSize> columns_{};
  std::array<std::uint16_t, kUnitSize> boxes_{};
};

DigitSet both(DigitSet a, DigitSet b) {
  return DigitSet(static_cast<std::uint16_t>(a.bits() & b.bits()));
}
DigitSet either(DigitSet a, DigitSet b) {
  return DigitSet(static_cast<std::uint16_t>(a.bits() | b.bits()));
}
DigitSet without(DigitSet a, DigitSet b) {
  return DigitSet(static_cast<std::uint16_t>(a.bits() & ~b.bits()));
}

// The two digits of a two-digit set, smallest first.
std::pair<Digit, Digit> two_digits(DigitSet digits) {
  const Digit low = digits.first();
  DigitSet rest = digits;
  rest.erase(low);
  return {low, rest.first()};
}

// "r1c1", "r1c1 and r1c4", "r1c1, r1c4 and r3c1".
std::string words(const std::vector<std::string>& items, const char* last = " and ") {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += i + 1 == items.size() ? last : ", ";
    out += items[i];
  }
  return out;
}

std::string cells_text(CellSet cells, const char* last = " and ") {
  std::vector<std::string> names;
  for (Cell cell : cells) names.push_back(cell.name());
  return words(names, last);
}

std::string digits_text(DigitSet digits, const char* last = " and ") {
  std::vector<std::string> names;
  for (int d = 1; d <= kUnitSize; ++d) {
    if (digits.contains(Digit(d))) names.emplace_back(1, static_cast<char>('0' + d));
  }
  return words(names, last);
}

std::string digit_text(Digit digit) {
  return std::string(1, digit.to_char());
}

// The houses holding both cells: their row or column, and their box.
std::vector<House> shared_houses(Cell first, Cell second) {
  std::vector<House> houses;
  if (first.row() == second.row()) houses.emplace_back(first.row());
  if (first.column() == second.column()) houses.emplace_back(first.column());
  if (first.box() == second.box()) houses.emplace_back(first.box());
  return houses;
}

// The two cells of a two-cell set, in cell order.
std::pair<Cell, Cell> two_cells(CellSet cells) {
  CellSet rest = cells;
  const Cell first = rest.first();
  rest.erase(first);
  return {first, rest.first()};
}

bool aligned(Cell first, Cell second) {
  return first.row() == second.row() || first.column() == second.column();
}

// Four unsolved cells in two rows, two columns and two boxes, and the two digits {a, b} that
// would make them deadly.
struct Rectangle {
  // Top-left, top-right, bottom-left, bottom-right: opposite corners are i and 3 - i.
  std::array<Cell, 4> corners;
  CellSet cells;
  DigitSet digits;
  // Corners whose candidates are a and/or b only (the floor), and the corners holding other
  // digits too (the roof).
  CellSet plain;
  CellSet extra;

  [[nodiscard]] Cell opposite(Cell corner) const {
    for (std::size_t i = 0; i < corners.size(); ++i) {
      if (corners[i] == corner) return corners[3 - i];
    }
    return corner;
  }
};

// Calls visit(rectangle) for every unique rectangle and digit pair, rows then columns in order,
// until visit returns false. Each pair comes from a corner that holds exactly those two digits.
template <class Visit>
void for_each_rectangle(const CandidateGrid& grid, Visit&& visit) {
  const PlacedDigits placed(grid);
  const CellSet open = grid.unsolved();
  for (int top = 0; top < kUnitSize; ++top) {
    for (int bottom = top + 1; bottom < kUnitSize; ++bottom) {
      const bool same_band = top / 3 == bottom / 3;
      for (int left = 0; left < kUnitSize; ++left) {
        for (int right = left + 1; right < kUnitSize; ++right) {
          // Two boxes exactly: one box needs both pairs in the band and stack, four neither.
          if (same_band == (left / 3 == right / 3)) continue;
          Rectangle rect;
          rect.corners = {Cell(Row(top), Column(left)), Cell(Row(top), Column(right)),
                          Cell(Row(bottom), Column(left)), Cell(Row(bottom), Column(right))};
          bool all_open = true;
          for (Cell corner : rect.corners) {
            all_open = all_open && open.contains(corner);
            rect.cells.insert(corner);
          }
          if (!all_open) continue;
          // The digit pairs of the bivalue corners, each once, smallest first.
          std::array<std::uint16_t, 4> pairs{};
          std::size_t pair_count = 0;
          for (Cell corner : rect.corners) {
            const DigitSet digits = grid.candidates(corner);
            if (digits.size() != 2) continue;
            bool seen = false;
            for (std::size_t i = 0; i < pair_count; ++i) seen = seen || pairs[i] == digits.bits();
            if (!seen) pairs[pair_count++] = digits.bits();
          }
          for (std::size_t i = 1; i < pair_count; ++i) {
            for (std::size_t j = i; j > 0 && pairs[j - 1] > pairs[j]; --j) {
              std::swap(pairs[j - 1], pairs[j]);
            }
          }
          for (std::size_t i = 0; i < pair_count; ++i) {
            rect.digits = DigitSet(pairs[i]);
            rect.plain = CellSet();
            rect.extra = CellSet();
            bool possible = true;
            for (Cell corner : rect.corners) {
              const DigitSet candidates = grid.candidates(corner);
              const DigitSet needed = kAllowMissingCandidates ? placed.allowed(corner) : candidates;
              possible = possible && both(needed, rect.digits) == rect.digits;
              if (without(candidates, rect.digits).empty()) {
                rect.plain.insert(corner);
              } else {
                rect.extra.insert(corner);
              }
            }
            if (possible && !visit(rect)) return;
          }
        }
      }
    }
  }
}

// "r1c1, r1c4, r3c1, r3c4 would form a deadly pattern of 2 and 7 (two solutions)".
std::string deadly_pattern(const Rectangle& rect) {
  return cells_text(rect.cells, ", ") + " would form a deadly pattern of " +
         digits_text(rect.digits) + " (two solutions)";
}

// A step of a rectangle: its rows and columns, and the candidates a and b of its corners.
Step rectangle_step(Technique technique, const CandidateGrid& grid, const Rectangle& rect) {
  Step step;
  step.technique = technique;
  step.relies_on_uniqueness = true;
  const Cell top_left = rect.corners[0];
  const Cell bottom_right = rect.corners[3];
  step.houses = {House(top_left.row()), House(bottom_right.row()), House(top_left.column()),
                 House(bottom_right.column())};
  for (Cell corner : rect.corners) {
    for (int d = 1; d <= kUnitSize; ++d) {
      const Digit digit(d);
      if (rect.digits.contains(digit) && grid.has(corner, digit)) {
        step.pattern.push_back({corner, digit});
      }
    }
  }
  return step;
}

void eliminate_present(Step& step, const CandidateGrid& grid, CellSet cells, DigitSet digits) {
  for (Cell cell : cells) {
    for (int d = 1; d <= kUnitSize; ++d) {
      const Digit digit(d);
      if (digits.contains(digit) && grid.has(cell, digit)) {
        step.eliminations.push_back({cell, digit});
      }
    }
  }
}

// Whether all of `cells` lie in one row or in one column.
bool in_one_line(CellSet cells) {
  if (cells.empty()) return false;
  const Cell first = cells.first();
  return (cells - cells_of(House(first.row()))).empty() ||
         (cells - cells_of(House(first.column()))).empty();
}

// Type 3 in one house shared by the two roof cells: the roof's extra digits act as one cell that
// forms a naked subset with other cells of the house holding neither a nor b. Returns false when
// the sink is full.
bool find_type_3_in_house(const CandidateGrid& grid, StepSink& sink, const Rectangle& rect,
                          House house) {
  const CellSet roof = rect.extra;
  const auto [first, second] = two_cells(roof);
  const DigitSet roof_digits =
      without(either(grid.candidates(first), grid.candidates(second)), rect.digits);
  // The other open cells of the house without a or b: the candidates for the subset.
  std::array<Cell, kUnitSize> others{};
  int other_count = 0;
  for (Cell cell : (cells_of(house) & grid.unsolved()) - roof) {
    if (both(grid.candidates(cell), rect.digits).empty()) {
      others[static_cast<std::size_t>(other_count++)] = cell;
    }
  }
  // Smallest subsets first: a pair before a triple before a quad.
  for (int size = 1; size <= other_count; ++size) {
    for (unsigned mask = 1; mask < (1u << other_count); ++mask) {
      if (std::popcount(mask) != size) continue;
      CellSet subset;
      DigitSet digits = roof_digits;
      for (int i = 0; i < other_count; ++i) {
        if ((mask >> i) & 1u) {
          const Cell cell = others[static_cast<std::size_t>(i)];
          subset.insert(cell);
          digits = either(digits, grid.candidates(cell));
        }
      }
      if (digits.size() != size + 1) continue;
      const CellSet members = subset | roof;
      // A box subset within one row or column is the line's subset, found there.
      if (house.kind() == House::Kind::box && in_one_line(members)) continue;
      Step step = rectangle_step(Technique::unique_rectangle_3, grid, rect);
      step.cover_houses.push_back(house);
      eliminate_present(step, grid, (cells_of(house) & grid.unsolved()) - members, digits);
      // A subset of a line within one box is locked: it clears the box too.
      const Box box = members.first().box();
      if (house.kind() != House::Kind::box && (members - cells_of(House(box))).empty()) {
        step.cover_houses.emplace_back(box);
        eliminate_present(step, grid, (cells_of(House(box)) & grid.unsolved()) - members, digits);
      }
      if (step.eliminations.empty()) continue;
      for (Cell cell : members) {
        for (int d = 1; d <= kUnitSize; ++d) {
          const Digit digit(d);
          if (digits.contains(digit) && grid.has(cell, digit)) {
            step.pattern.push_back({cell, digit});
          }
        }
      }
      const std::vector<std::string> subset_names = [&] {
        std::vector<std::string> names;
        for (Cell cell : subset) {
          names.push_back(cell.name() + " (" + digits_text(grid.candidates(cell), ", ") + ")");
        }
        return names;
      }();
      const char* kind = size == 1 ? "pair" : size == 2 ? "triple" : size == 3 ? "quad" : "subset";
      step.reason = "if neither " + cells_text(roof, " nor ") + " took one of its other digits, " +
                    deadly_pattern(rect) + "; so one of them is " +
                    digits_text(roof_digits, " or ") + ", and with " + words(subset_names) +
                    " they form a naked " + kind + " of " + digits_text(digits) + " in " +
                    house.name();
      if (!sink.add(std::move(step))) return false;
    }
  }
  return true;
}

}  // namespace

// Three corners hold only a and b: the fourth must take another digit.
void find_unique_rectangle_1(const CandidateGrid& grid, StepSink& sink) {
  for_each_rectangle(grid, [&](const Rectangle& rect) {
    if (rect.plain.size() != 3) return true;
    const Cell target = rect.extra.first();
    Step step = rectangle_step(Technique::unique_rectangle_1, grid, rect);
    eliminate_present(step, grid, rect.extra, rect.digits);
    step.reason = cells_text(rect.plain) + " can only be " + digits_text(rect.digits, " or ") +
                  "; if " + target.name() + " were " + digits_text(rect.digits, " or ") +
                  " as well, " + deadly_pattern(rect);
    return sink.add(std::move(step));
  });
}

// Two corners in one row or column hold one extra digit c, the same: one of them is c, so no cell
// seeing both can be.
void find_unique_rectangle_2(const CandidateGrid& grid, StepSink& sink) {
  for_each_rectangle(grid, [&](const Rectangle& rect) {
    if (rect.extra.size() != 2) return true;
    const auto [first, second] = two_cells(rect.extra);
    if (!aligned(first, second)) return true;
    const DigitSet extra_digits =
        without(either(grid.candidates(first), grid.candidates(second)), rect.digits);
    if (extra_digits.size() != 1) return true;
    const Digit extra = extra_digits.first();
    const CellSet targets = common_peers(rect.extra) & grid.cells_with(extra);
    if (targets.empty()) return true;
    Step step = rectangle_step(Technique::unique_rectangle_2, grid, rect);
    step.cover_houses = shared_houses(first, second);
    step.pattern.push_back({first, extra});
    step.pattern.push_back({second, extra});
    eliminate_present(step, grid, targets, extra_digits);
    step.reason = cells_text(rect.plain) + " can only be " + digits_text(rect.digits, " or ") +
                  ", and " + cells_text(rect.extra) + " only " +
                  digits_text(either(rect.digits, extra_digits), " or ") + "; if neither " +
                  cells_text(rect.extra, " nor ") + " were " + digit_text(extra) + ", " +
                  deadly_pattern(rect) + ", so one of them is " + digit_text(extra);
    return sink.add(std::move(step));
  });
}

// Two corners in one row, column or box hold extra digits: one of them takes one, so together
// they act as one cell holding those digits, which may form a naked subset with other cells of
// the house.
void find_unique_rectangle_3(const CandidateGrid& grid, StepSink& sink) {
  for_each_rectangle(grid, [&](const Rectangle& rect) {
    if (rect.extra.size() != 2) return true;
    const auto [first, second] = two_cells(rect.extra);
    if (!aligned(first, second)) return true;
    for (const House house : shared_houses(first, second)) {
      if (!find_type_3_in_house(grid, sink, rect, house)) return false;
    }
    return true;
  });
}

// Two corners in one row or column hold extra digits; in a house they share, a (or b) can only go
// in those two cells: one of them is a, so neither can be b.
void find_unique_rectangle_4(const CandidateGrid& grid, StepSink& sink) {
  for_each_rectangle(grid, [&](const Rectangle& rect) {
    if (rect.extra.size() != 2) return true;
    const auto [first, second] = two_cells(rect.extra);
    if (!aligned(first, second)) return true;
    const auto [low, high] = two_digits(rect.digits);
    for (const House house : shared_houses(first, second)) {
      for (const auto& [locked, removed] : {std::pair{low, high}, std::pair{high, low}}) {
        if (!(grid.cells_with(locked, house) - rect.extra).empty()) continue;
        Step step = rectangle_step(Technique::unique_rectangle_4, grid, rect);
        step.cover_houses.push_back(house);
        eliminate_present(step, grid, rect.extra, DigitSet::of(removed));
        step.reason = "in " + house.name() + ", " + digit_text(locked) + " can only go in " +
                      cells_text(rect.extra, " or ") + ", so one of them is " + digit_text(locked) +
                      "; if either were " + digit_text(removed) + ", " + deadly_pattern(rect);
        if (!sink.add(std::move(step))) return false;
      }
    }
    return true;
  });
}

// A corner holds only a and b; in the row and the column through the opposite corner, a can
// only go in the rectangle: if the opposite corner were b, the other two would be a and the
// corner b, a deadly pattern.
void find_hidden_rectangle(const CandidateGrid& grid, StepSink& sink) {
  for_each_rectangle(grid, [&](const Rectangle& rect) {
    const int plain_count = rect.plain.size();
    if (plain_count != 1 && plain_count != 2) return true;
    if (plain_count == 2) {
      const auto [first, second] = two_cells(rect.plain);
      if (aligned(first, second)) return true;
    }
    const auto [low, high] = two_digits(rect.digits);
    for (Cell corner : rect.plain) {
      const Cell target = rect.opposite(corner);
      const House row(target.row());
      const House column(target.column());
      for (const auto& [locked, removed] : {std::pair{low, high}, std::pair{high, low}}) {
        if (!grid.has(target, removed)) continue;
        if (!(grid.cells_with(locked, row) - rect.cells).empty()) continue;
        if (!(grid.cells_with(locked, column) - rect.cells).empty()) continue;
        Step step = rectangle_step(Technique::hidden_rectangle, grid, rect);
        step.cover_houses = {row, column};
        step.eliminations.push_back({target, removed});
        const CellSet sides = rect.cells - CellSet::of(corner) - CellSet::of(target);
        step.reason = corner.name() + " can only be " + digits_text(rect.digits, " or ") +
                      ", and in " + row.name() + " and " + column.name() + ", " +
                      digit_text(locked) + " can only go in the rectangle's cells; if " +
                      target.name() + " were " + digit_text(removed) + ", " + cells_text(sides) +
                      " would be " + digit_text(locked) + " and " + corner.name() + " " +
                      digit_text(removed) + ", and " + deadly_pattern(rect);
        if (!sink.add(std::move(step))) return false;
      }
    }
    return true;
  });
}

// Every open cell holds two candidates but one, which holds three, and every digit appears twice
// in each house where it is a candidate but one digit, three times in the houses of that cell.
// Without that digit the cell would leave a bivalue universal grave, which has no solution or
// several: so the cell takes it.
void find_bug_plus_1(const CandidateGrid& grid, StepSink& sink) {
  std::optional<Cell> triple;
  for (Cell cell : grid.unsolved()) {
    const int count = grid.candidates(cell).size();
    if (count == 2) continue;
    if (count != 3 || triple) return;
    triple = cell;
  }
  if (!triple) return;
  const Cell cell = *triple;
  const std::array<House, 3> own_houses{House(cell.row()), House(cell.column()), House(cell.box())};
  const DigitSet candidates = grid.candidates(cell);
  for (int d = 1; d <= kUnitSize; ++d) {
    const Digit odd(d);
    if (!candidates.contains(odd)) continue;
    bool grave = true;
    for (int h = 0; h < kHouseCount && grave; ++h) {
      const House house = house_at(h);
      const bool own = house == own_houses[0] || house == own_houses[1] || house == own_houses[2];
      for (int e = 1; e <= kUnitSize && grave; ++e) {
        const Digit digit(e);
        const int count = grid.cells_with(digit, house).size();
        grave = own && digit == odd ? count == 3 : count == 0 || count == 2;
      }
    }
    if (!grave) continue;
    Step step;
    step.technique = Technique::bug_plus_1;
    step.relies_on_uniqueness = true;
    step.houses.assign(own_houses.begin(), own_houses.end());
    for (int e = 1; e <= kUnitSize; ++e) {
      const Digit digit(e);
      if (candidates.contains(digit)) step.pattern.push_back({cell, digit});
    }
    eliminate_present(step, grid, CellSet::of(cell), without(candidates, DigitSet::of(odd)));
    step.reason = "every open cell but " + cell.name() +
                  " holds two candidates, and every digit appears twice in each house where it "
                  "can go except " +
                  digit_text(odd) + ", three times in " + own_houses[0].name() + ", " +
                  own_houses[1].name() + " and " + own_houses[2].name() + "; if " + cell.name() +
                  " were not " + digit_text(odd) +
                  ", the grid would be a bivalue universal grave, a deadly pattern with two "
                  "solutions or none";
    sink.add(std::move(step));
    return;
  }
}

}  // namespace nonet::logic
