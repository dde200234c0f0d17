// Naked and Hidden Pairs, Triples and Quads.
//
// Naked: n cells of a house hold only n digits between them, so those digits fill those cells
// and leave every other cell of the house. When the cells share a line and a box, the digits
// leave both (HoDoKu calls that a Locked Pair/Triple; nonet reports it as the naked subset).
// Hidden: n digits of a house can only go in n cells, so those cells hold only those digits.
//
// Houses are scanned boxes first, then rows, then columns, as HoDoKu does. A subset whose cells
// share a box as well as a line was already reported from the box and is not reported again.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "logic/techniques/finders.hpp"
#include "logic/techniques/words.hpp"

namespace nonet::logic {
namespace {
constexpr std::array<House::Kind, 3> kHouseKindsBoxFirst{House::Kind::box, House::Kind::row,
                                                         House::Kind::column};

constexpr std::array<const char*, 5> kCountWords{"no", "one", "two", "three", "four"};

// The row, column and box (in that order) that every cell of `cells` lies in.
std::vector<House> shared_houses(CellSet cells) {
  std::vector<House> shared;
  const Cell first = cells.first();
  for (const House house : {House(first.row()), House(first.column()), House(first.box())}) {
    if ((cells - cells_of(house)).empty()) shared.push_back(house);
  }
  return shared;
}

// True when every cell of `cells` is in one box.
bool in_one_box(CellSet cells) {
  return (cells - cells_of(House(cells.first().box()))).empty();
}

// Calls visit(chosen) for every way of choosing `size` (at most 4) of `count` items, in
// lexicographic order, the chosen indices in `chosen`; stops, returning false, when visit
// returns false.
template <class Visit>
bool for_each_combination(int count, int size, Visit&& visit) {
  std::array<int, 4> chosen{};
  for (int i = 0; i < size; ++i) chosen[static_cast<std::size_t>(i)] = i;
  if (size > count) return true;
  for (;;) {
    if (!visit(chosen)) return false;
    int i = size - 1;
    while (i >= 0 && chosen[static_cast<std::size_t>(i)] == count - size + i) --i;
    if (i < 0) return true;
    ++chosen[static_cast<std::size_t>(i)];
    for (int j = i + 1; j < size; ++j) {
      chosen[static_cast<std::size_t>(j)] = chosen[static_cast<std::size_t>(j - 1)] + 1;
    }
  }
}

// The digits of every cell of `cells`.
DigitSet digits_of(const CandidateGrid& grid, CellSet cells) {
  std::uint16_t bits = 0;
  for (Cell cell : cells) bits |= grid.candidates(cell).bits();
  return DigitSet(bits);
}

bool report_naked(const CandidateGrid& grid, Technique technique, House house, CellSet cells,
                  DigitSet digits, StepSink& sink) {
  Step step;
  step.technique = technique;
  step.houses = shared_houses(cells);
  // The house the subset was found in comes first.
  std::erase(step.houses, house);
  step.houses.insert(step.houses.begin(), house);
  CellSet reach;
  for (const House shared : step.houses) reach |= cells_of(shared);
  reach = (reach - cells) & grid.unsolved();
  for (Cell cell : reach) {
    const DigitSet doomed(grid.candidates(cell).bits() & digits.bits());
    for (int d = 1; d <= kUnitSize; ++d) {
      if (doomed.contains(Digit(d))) step.eliminations.push_back({cell, Digit(d)});
    }
  }
  if (step.eliminations.empty()) return true;
  for (Cell cell : cells) {
    for (int d = 1; d <= kUnitSize; ++d) {
      if (grid.has(cell, Digit(d))) step.pattern.push_back({cell, Digit(d)});
    }
  }
  const int size = cells.size();
  step.reason = cells_text(cells) + " hold only " + digits_text(digits) +
                (size > 2 ? " between them" : "") + ", so " + digits_text(digits) +
                " go in those " + kCountWords[static_cast<std::size_t>(size)] + " cells of " +
                houses_text(step.houses);
  return sink.add(std::move(step));
}

void find_naked_subsets(const CandidateGrid& grid, StepSink& sink, int size, Technique technique) {
  for (const House::Kind kind : kHouseKindsBoxFirst) {
    for (int index = 0; index < kUnitSize; ++index) {
      const House house(kind, index);
      // The cells that can take part: at most `size` candidates each.
      std::array<Cell, kUnitSize> open{};
      int count = 0;
      for (Cell cell : grid.unsolved() & cells_of(house)) {
        const int candidates = grid.candidates(cell).size();
        if (candidates >= 1 && candidates <= size) open[static_cast<std::size_t>(count++)] = cell;
      }
      const bool keep_going = for_each_combination(count, size, [&](const auto& chosen) {
        CellSet cells;
        for (int i = 0; i < size; ++i) {
          cells.insert(open[static_cast<std::size_t>(chosen[static_cast<std::size_t>(i)])]);
        }
        const DigitSet digits = digits_of(grid, cells);
        if (digits.size() != size) return true;
        if (kind != House::Kind::box && in_one_box(cells)) return true;  // found in its box
        return report_naked(grid, technique, house, cells, digits, sink);
      });
      if (!keep_going) return;
    }
  }
}

bool report_hidden(const CandidateGrid& grid, Technique technique, House house, CellSet cells,
                   DigitSet digits, StepSink& sink) {
  Step step;
  step.technique = technique;
  for (Cell cell : cells) {
    for (int d = 1; d <= kUnitSize; ++d) {
      if (!grid.has(cell, Digit(d))) continue;
      if (digits.contains(Digit(d))) {
        step.pattern.push_back({cell, Digit(d)});
      } else {
        step.eliminations.push_back({cell, Digit(d)});
      }
    }
  }
  if (step.eliminations.empty()) return true;
  step.houses.push_back(house);
  const int size = cells.size();
  step.reason = "in " + house.name() + ", the digits " + digits_text(digits) + " can only go in " +
                cells_text(cells) + ", so those " + kCountWords[static_cast<std::size_t>(size)] +
                " cells hold only " + digits_text(digits);
  return sink.add(std::move(step));
}

// True when `digits` can go only in `cells` within `house`, and `house` has more open cells
// than that (else the subset says nothing a naked one of the other cells would not).
bool is_hidden_subset_in(const CandidateGrid& grid, House house, CellSet cells, DigitSet digits) {
  if ((grid.unsolved() & cells_of(house)).size() <= cells.size()) return false;
  for (int d = 1; d <= kUnitSize; ++d) {
    if (digits.contains(Digit(d)) && !(grid.cells_with(Digit(d), house) - cells).empty()) {
      return false;
    }
  }
  return true;
}

void find_hidden_subsets(const CandidateGrid& grid, StepSink& sink, int size, Technique technique) {
  for (const House::Kind kind : kHouseKindsBoxFirst) {
    for (int index = 0; index < kUnitSize; ++index) {
      const House house(kind, index);
      // A hidden subset of n digits in a house with only n open cells is the whole house: it
      // eliminates nothing (HoDoKu skips such houses too).
      if ((grid.unsolved() & cells_of(house)).size() <= size) continue;
      // The digits that can take part: in at most `size` cells of the house.
      std::array<int, kUnitSize> open{};
      std::array<CellSet, kUnitSize> places{};
      int count = 0;
      for (int d = 1; d <= kUnitSize; ++d) {
        const CellSet where = grid.cells_with(Digit(d), house);
        if (where.empty() || where.size() > size) continue;
        open[static_cast<std::size_t>(count)] = d;
        places[static_cast<std::size_t>(count)] = where;
        ++count;
      }
      const bool keep_going = for_each_combination(count, size, [&](const auto& chosen) {
        CellSet cells;
        DigitSet digits;
        for (int i = 0; i < size; ++i) {
          const auto pick = static_cast<std::size_t>(chosen[static_cast<std::size_t>(i)]);
          cells |= places[pick];
          digits.insert(Digit(open[pick]));
        }
        if (cells.size() != size) return true;
        if (kind != House::Kind::box && in_one_box(cells) &&
            is_hidden_subset_in(grid, House(cells.first().box()), cells, digits)) {
          return true;  // already reported from its box
        }
        return report_hidden(grid, technique, house, cells, digits, sink);
      });
      if (!keep_going) return;
    }
  }
}
}  // namespace

template <int Size>
void find_naked_subset(const CandidateGrid& grid, StepSink& sink) {
  constexpr std::array kTechniques{Technique::naked_pair, Technique::naked_triple,
                                   Technique::naked_quad};
  find_naked_subsets(grid, sink, Size, kTechniques[Size - 2]);
}

template <int Size>
void find_hidden_subset(const CandidateGrid& grid, StepSink& sink) {
  constexpr std::array kTechniques{Technique::hidden_pair, Technique::hidden_triple,
                                   Technique::hidden_quad};
  find_hidden_subsets(grid, sink, Size, kTechniques[Size - 2]);
}

template void find_naked_subset<2>(const CandidateGrid&, StepSink&);
template void find_naked_subset<3>(const CandidateGrid&, StepSink&);
template void find_naked_subset<4>(const CandidateGrid&, StepSink&);
template void find_hidden_subset<2>(const CandidateGrid&, StepSink&);
template void find_hidden_subset<3>(const CandidateGrid&, StepSink&);
template void find_hidden_subset<4>(const CandidateGrid&, StepSink&);

}  // namespace nonet::logic
