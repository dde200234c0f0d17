// Skyscraper, 2-String Kite, Turbot Fish and Empty Rectangle: patterns of one digit built from
// conjugate pairs (a house where the digit has exactly two places, so one of them holds it).
//
// The first three are the chain strong link - weak link - strong link: if the first end is not
// the digit, the second end is, so any cell seeing both ends loses the digit. They differ only in
// where the links lie, and follow HoDoKu's definitions so that its regression library agrees:
// - Skyscraper: two conjugate pairs in parallel lines (two rows or two columns), one end of each
//   in the same crossing line; the free ends not in one line (that would be an X-Wing).
// - 2-String Kite: a conjugate pair in a row and one in a column, one end of each in the same box.
// - Turbot Fish: any other such chain, e.g. with a conjugate pair in a box. HoDoKu's own finder
//   also reports the two shapes above as Turbot Fish; nonet reports each chain under its most
//   specific name only, so a hint names the pattern a person would recognise.
// - Empty Rectangle: a box whose candidates lie in one row and one column of it (at least one
//   candidate off the crossing in each), and a conjugate pair in a line outside the box.
#include <array>
#include <string>

#include "logic/techniques/finders.hpp"

namespace nonet::logic {
namespace {

// A conjugate pair: the only two places of a digit in a house, first < second in cell order.
struct ConjugatePair {
  int house_number = 0;  // house_at(house_number): House has no default value to hold here
  Cell first;
  Cell second;
  [[nodiscard]] House house() const { return house_at(house_number); }
  [[nodiscard]] Cell other(Cell cell) const { return cell == first ? second : first; }
};

// At most one pair per house; no heap allocation.
struct ConjugatePairs {
  std::array<ConjugatePair, kHouseCount> items{};
  int count = 0;
  [[nodiscard]] const ConjugatePair* begin() const { return items.data(); }
  [[nodiscard]] const ConjugatePair* end() const { return items.data() + count; }
};

// The conjugate pairs of `digit` in the houses of `kind`, in house order.
ConjugatePairs conjugate_pairs(const CandidateGrid& grid, Digit digit, House::Kind kind) {
  ConjugatePairs pairs;
  for (int index = 0; index < kUnitSize; ++index) {
    const House house(kind, index);
    const CellSet places = grid.cells_with(digit, house);
    if (places.size() != 2) continue;
    const Cell first = places.first();
    pairs.items[static_cast<std::size_t>(pairs.count++)] = {
        static_cast<int>(kind) * kUnitSize + index, first, (places - CellSet::of(first)).first()};
  }
  return pairs;
}

// Every conjugate pair of `digit`: rows, columns, then boxes. A pair of cells that is conjugate in
// two houses (a row and a box) is listed once, under the first.
ConjugatePairs all_conjugate_pairs(const CandidateGrid& grid, Digit digit) {
  ConjugatePairs pairs;
  for (int i = 0; i < kHouseCount; ++i) {
    const House house = house_at(i);
    const CellSet places = grid.cells_with(digit, house);
    if (places.size() != 2) continue;
    const Cell first = places.first();
    const Cell second = (places - CellSet::of(first)).first();
    bool listed = false;
    for (const ConjugatePair& pair : pairs) {
      listed = listed || (pair.first == first && pair.second == second);
    }
    if (!listed) pairs.items[static_cast<std::size_t>(pairs.count++)] = {i, first, second};
  }
  return pairs;
}

bool same_house(Cell a, Cell b, House::Kind kind) {
  switch (kind) {
    case House::Kind::row:
      return a.row() == b.row();
    case House::Kind::column:
      return a.column() == b.column();
    case House::Kind::box:
      break;
  }
  return a.box() == b.box();
}

House house_of(Cell cell, House::Kind kind) {
  switch (kind) {
    case House::Kind::row:
      return cell.row();
    case House::Kind::column:
      return cell.column();
    case House::Kind::box:
      break;
  }
  return cell.box();
}

House::Kind crossing_kind(House::Kind line) {
  return line == House::Kind::row ? House::Kind::column : House::Kind::row;
}

// True when a and b are the only two places of `digit` in their common house of `kind`.
bool conjugate_in(const CandidateGrid& grid, Digit digit, Cell a, Cell b, House::Kind kind) {
  return same_house(a, b, kind) && grid.cells_with(digit, house_of(a, kind)).size() == 2;
}

// The first house (row, column, box) two cells share; they must see each other.
House shared_house(Cell a, Cell b) {
  if (a.row() == b.row()) return a.row();
  if (a.column() == b.column()) return a.column();
  return a.box();
}

// "in row 3, 6 is only in r3c2 and r3c7"
std::string pair_phrase(Digit digit, const ConjugatePair& pair) {
  return "in " + pair.house().name() + ", " + digit.to_char() + " is only in " + pair.first.name() +
         " and " + pair.second.name();
}

// The cells that lose the digit when one of start and end holds it: those seeing both.
CellSet seeing_both(const CandidateGrid& grid, Digit digit, Cell start, Cell end) {
  return grid.cells_with(digit) & peers_of(start) & peers_of(end);
}

// The step of the chain start = inner_start - inner_end = end (strong, weak, strong): one of
// start and end holds the digit, so `targets`, the cells seeing both, lose it.
Step chain_step(Technique technique, Digit digit, CellSet targets, const ConjugatePair& first_pair,
                Cell start, const ConjugatePair& second_pair, Cell end, House weak_house) {
  const Cell inner_start = first_pair.other(start);
  const Cell inner_end = second_pair.other(end);
  Step step;
  step.technique = technique;
  for (Cell cell : targets) step.eliminations.push_back({cell, digit});
  step.houses = {first_pair.house(), second_pair.house()};
  step.pattern = {{start, digit}, {inner_start, digit}, {inner_end, digit}, {end, digit}};
  step.links = {{{start, digit}, {inner_start, digit}, true},
                {{inner_start, digit}, {inner_end, digit}, false},
                {{inner_end, digit}, {end, digit}, true}};
  step.reason = pair_phrase(digit, first_pair) + ", and " + pair_phrase(digit, second_pair) + "; " +
                inner_start.name() + " and " + inner_end.name() + " share " + weak_house.name() +
                ", so " + start.name() + " or " + end.name() + " holds " + digit.to_char();
  return step;
}

}  // namespace

void find_skyscraper(const CandidateGrid& grid, StepSink& sink) {
  for (int d = 1; d <= kUnitSize; ++d) {
    const Digit digit(d);
    for (const House::Kind line : {House::Kind::row, House::Kind::column}) {
      const House::Kind crossing = crossing_kind(line);
      const ConjugatePairs pairs = conjugate_pairs(grid, digit, line);
      for (int i = 0; i < pairs.count; ++i) {
        for (int j = i + 1; j < pairs.count; ++j) {
          const ConjugatePair& a = pairs.items[static_cast<std::size_t>(i)];
          const ConjugatePair& b = pairs.items[static_cast<std::size_t>(j)];
          for (const Cell base_a : {a.first, a.second}) {
            for (const Cell base_b : {b.first, b.second}) {
              if (!same_house(base_a, base_b, crossing)) continue;
              const Cell top_a = a.other(base_a);
              const Cell top_b = b.other(base_b);
              if (same_house(top_a, top_b, crossing)) continue;  // an X-Wing
              const CellSet targets = seeing_both(grid, digit, top_a, top_b);
              if (targets.empty()) continue;
              Step step = chain_step(Technique::skyscraper, digit, targets, a, top_a, b, top_b,
                                     house_of(base_a, crossing));
              if (!sink.add(std::move(step))) return;
            }
          }
        }
      }
    }
  }
}

void find_two_string_kite(const CandidateGrid& grid, StepSink& sink) {
  for (int d = 1; d <= kUnitSize; ++d) {
    const Digit digit(d);
    const ConjugatePairs rows = conjugate_pairs(grid, digit, House::Kind::row);
    const ConjugatePairs columns = conjugate_pairs(grid, digit, House::Kind::column);
    for (const ConjugatePair& row : rows) {
      for (const ConjugatePair& column : columns) {
        for (const Cell row_inner : {row.first, row.second}) {
          for (const Cell column_inner : {column.first, column.second}) {
            if (row_inner.box() != column_inner.box()) continue;
            const Cell row_end = row.other(row_inner);
            const Cell column_end = column.other(column_inner);
            // The four cells must differ: a shared cell makes no kite.
            if (row_inner == column_inner || row_inner == column_end || row_end == column_inner ||
                row_end == column_end) {
              continue;
            }
            const CellSet targets = seeing_both(grid, digit, row_end, column_end);
            if (targets.empty()) continue;
            Step step = chain_step(Technique::two_string_kite, digit, targets, row, row_end, column,
                                   column_end, row_inner.box());
            if (!sink.add(std::move(step))) return;
          }
        }
      }
    }
  }
}

void find_turbot_fish(const CandidateGrid& grid, StepSink& sink) {
  for (int d = 1; d <= kUnitSize; ++d) {
    const Digit digit(d);
    const ConjugatePairs pairs = all_conjugate_pairs(grid, digit);
    // Whether start = x - y = end has the shape of a Skyscraper (or an X-Wing) or a 2-String
    // Kite, in any of the houses its strong links may be read in.
    const auto has_simpler_name = [&](Cell start, Cell x, Cell y, Cell end) {
      for (const House::Kind line : {House::Kind::row, House::Kind::column}) {
        if (conjugate_in(grid, digit, start, x, line) && conjugate_in(grid, digit, y, end, line) &&
            same_house(x, y, crossing_kind(line))) {
          return true;
        }
        const House::Kind crossing = crossing_kind(line);
        if (conjugate_in(grid, digit, start, x, line) &&
            conjugate_in(grid, digit, y, end, crossing) && x.box() == y.box()) {
          return true;
        }
      }
      return false;
    };
    for (int i = 0; i < pairs.count; ++i) {
      for (int j = i + 1; j < pairs.count; ++j) {
        const ConjugatePair& a = pairs.items[static_cast<std::size_t>(i)];
        const ConjugatePair& b = pairs.items[static_cast<std::size_t>(j)];
        for (const Cell x : {a.first, a.second}) {
          for (const Cell y : {b.first, b.second}) {
            const Cell start = a.other(x);
            const Cell end = b.other(y);
            if (x == y || x == end || start == y || start == end || !sees(x, y)) continue;
            const CellSet targets = seeing_both(grid, digit, start, end);
            if (targets.empty() || has_simpler_name(start, x, y, end)) continue;
            Step step = chain_step(Technique::turbot_fish, digit, targets, a, start, b, end,
                                   shared_house(x, y));
            if (!sink.add(std::move(step))) return;
          }
        }
      }
    }
  }
}

namespace {
// One Empty Rectangle: the box's candidates all lie in `line` or `crossing` (a row and a column
// of the box, or a column and a row). A conjugate pair outside the box with one end `near` in
// `line` and the other end `far`: if `near` holds the digit, the box's digit is in `crossing`;
// if not, `far` holds it. The cell where `crossing` meets the line of `far` sees both.
bool report_empty_rectangles(const CandidateGrid& grid, Digit digit, Box box, House line,
                             House crossing, StepSink& sink) {
  const CellSet box_places = grid.cells_with(digit, box);
  const House::Kind pair_kind = crossing.kind();  // the pair runs parallel to `crossing`
  for (const Cell near : grid.cells_with(digit, line) - cells_of(box)) {
    const House pair_house = house_of(near, pair_kind);
    const CellSet pair_places = grid.cells_with(digit, pair_house);
    if (pair_places.size() != 2) continue;
    const Cell far = (pair_places - CellSet::of(near)).first();
    const CellSet targets =
        grid.cells_with(digit, crossing) & (cells_of(house_of(far, line.kind())) - cells_of(box));
    if (targets.empty()) continue;
    const Cell target = targets.first();
    Step step;
    step.technique = Technique::empty_rectangle;
    step.eliminations.push_back({target, digit});
    step.houses = {box, pair_house};
    step.cover_houses = {line, crossing};
    for (Cell cell : box_places) step.pattern.push_back({cell, digit});
    step.pattern.push_back({near, digit});
    step.pattern.push_back({far, digit});
    step.links.push_back({{near, digit}, {far, digit}, true});
    std::string places;
    for (Cell cell : box_places) places += (places.empty() ? "" : ", ") + cell.name();
    step.reason = "in " + House(box).name() + ", " + digit.to_char() + " lies only in " +
                  line.name() + " or " + crossing.name() + " (" + places + "), and in " +
                  pair_house.name() + " only in " + near.name() + " and " + far.name() + ": if " +
                  near.name() + " holds " + digit.to_char() + ", the " + digit.to_char() + " of " +
                  House(box).name() + " is in " + crossing.name() + ", otherwise " + far.name() +
                  " holds it; " + target.name() + " sees both";
    if (!sink.add(std::move(step))) return false;
  }
  return true;
}
}  // namespace

void find_empty_rectangle(const CandidateGrid& grid, StepSink& sink) {
  for (int d = 1; d <= kUnitSize; ++d) {
    const Digit digit(d);
    for (int b = 0; b < kUnitSize; ++b) {
      const Box box(b);
      const CellSet places = grid.cells_with(digit, box);
      if (places.size() < 2 || places.size() > 5) continue;
      for (int r = 0; r < 3; ++r) {
        for (int c = 0; c < 3; ++c) {
          const House row = Row(b / 3 * 3 + r);
          const House column = Column(b % 3 * 3 + c);
          const CellSet in_row = places & cells_of(row);
          const CellSet in_column = places & cells_of(column);
          // Every candidate on the cross, and at least one off the crossing in each arm (with
          // all candidates in one line the box says nothing about the other).
          if (!(places - in_row - in_column).empty()) continue;
          if ((in_row - in_column).empty() || (in_column - in_row).empty()) continue;
          // With one candidate in each arm and none on the crossing, the pattern is HoDoKu's
          // "ER with only two candidates": the same argument holds.
          if (!report_empty_rectangles(grid, digit, box, row, column, sink)) return;
          if (!report_empty_rectangles(grid, digit, box, column, row, sink)) return;
        }
      }
    }
  }
}

}  // namespace nonet::logic
