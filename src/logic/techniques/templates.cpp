// Templates: a digit's nine cells in the solution are one per row, column and box, a template.
// Of the 46,656 templates of the empty grid, a digit can still take only those that cover its
// placed cells and otherwise lie on its candidates, and leave every other digit a template of
// its own beside them. A cell every such template holds takes the digit (Template Set); a
// candidate none holds goes (Template Delete).
#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "logic/techniques/finders.hpp"

namespace nonet::logic {
namespace {

// Whether bit `index` of `mask` is set.
constexpr bool bit_set(unsigned mask, int index) {
  return ((mask >> static_cast<unsigned>(index)) & 1u) != 0;
}

// One template: nine cells, one per row, column and box.
struct Template {
  CellSet cells;
};

// Where a digit may be: its placed cells (which a template must hold) and its candidates.
struct DigitPlaces {
  CellSet placed;
  CellSet open;
};

DigitPlaces places_of(const CandidateGrid& grid, Digit digit) {
  DigitPlaces places;
  for (int index = 0; index < kCellCount; ++index) {
    const Cell cell(index);
    if (grid.is_solved(cell)) {
      if (grid.value(cell) == digit.value()) places.placed.insert(cell);
    } else if (grid.has(cell, digit)) {
      places.open.insert(cell);
    }
  }
  return places;
}

// Every template of the digit, row by row: a row with the digit placed takes that cell, any
// other row one of its candidate cells in a column and box not taken yet.
void collect_templates(const DigitPlaces& places, int row, unsigned columns_used,
                       unsigned boxes_used, CellSet cells, std::vector<Template>& out) {
  if (row == kUnitSize) {
    out.push_back({cells});
    return;
  }
  for (int column = 0; column < kUnitSize; ++column) {
    const Cell cell(row * kUnitSize + column);
    const bool placed = places.placed.contains(cell);
    if (!placed && !places.open.contains(cell)) continue;
    const int box = row / 3 * 3 + column / 3;
    if (bit_set(columns_used, column) || bit_set(boxes_used, box)) continue;
    CellSet with = cells;
    with.insert(cell);
    collect_templates(places, row + 1, columns_used | 1u << column, boxes_used | 1u << box, with,
                      out);
    if (placed) return;  // the row's placed cell is the only choice
  }
}

// Comparing two digits' templates costs the product of their counts; past this (a grid with few
// clues) the pair is not compared, which keeps more templates and finds less, never wrongly.
constexpr std::size_t kMaxPairsCompared = 4'000'000;

// Whether `mine` leaves `other` digit's templates room: one of them is disjoint from it.
bool leaves_room(const Template& mine, const std::vector<Template>& others) {
  for (const Template& theirs : others) {
    if ((mine.cells & theirs.cells).empty()) return true;
  }
  return false;
}

// The templates of each digit that fit its candidates and leave every other digit some template
// disjoint from them, to a fixed point (dropping one digit's templates can leave another's
// without room).
std::array<std::vector<Template>, kUnitSize> fitting_templates(const CandidateGrid& grid) {
  std::array<std::vector<Template>, kUnitSize> kept;
  for (int d = 0; d < kUnitSize; ++d) {
    collect_templates(places_of(grid, Digit(d + 1)), 0, 0, 0, CellSet(),
                      kept[static_cast<std::size_t>(d)]);
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t d = 0; d < kUnitSize; ++d) {
      std::vector<Template> fitting;
      for (const Template& mine : kept[d]) {
        bool fits = true;
        for (std::size_t other = 0; other < kUnitSize && fits; ++other) {
          if (other == d || kept[d].size() * kept[other].size() > kMaxPairsCompared) continue;
          fits = leaves_room(mine, kept[other]);
        }
        if (fits) fitting.push_back(mine);
      }
      if (fitting.size() != kept[d].size()) {
        kept[d] = std::move(fitting);
        changed = true;
      }
    }
  }
  return kept;
}

std::string cell_list(const std::vector<Candidate>& candidates) {
  std::string out;
  for (const Candidate& c : candidates) {
    if (!out.empty()) out += ", ";
    out += c.cell.name();
  }
  return out;
}

// The steps of one kind for each digit: Template Set places the digit in the cells every
// template holds; Template Delete removes it where none does.
void find_template_steps(const CandidateGrid& grid, StepSink& sink, Technique technique) {
  const auto templates = fitting_templates(grid);
  for (int d = 0; d < kUnitSize; ++d) {
    const Digit digit(d + 1);
    const std::vector<Template>& mine = templates[static_cast<std::size_t>(d)];
    if (mine.empty()) continue;  // a broken grid: nothing safe to say
    CellSet in_every = CellSet::all();
    CellSet in_some;
    for (const Template& t : mine) {
      in_every &= t.cells;
      in_some |= t.cells;
    }
    const DigitPlaces places = places_of(grid, digit);
    Step step;
    step.technique = technique;
    const std::string ways = std::to_string(mine.size()) + (mine.size() == 1 ? " way" : " ways");
    if (technique == Technique::template_set) {
      for (const Cell cell : in_every& places.open) step.placements.push_back({cell, digit});
      step.reason = "of the " + ways + " " + digit.to_char() +
                    " can still fill the grid (one per row, column and box, leaving the other "
                    "digits room), every one puts it in " +
                    cell_list(step.placements);
    } else {
      for (const Cell cell : places.open - in_some) step.eliminations.push_back({cell, digit});
      step.reason = "of the " + ways + " " + digit.to_char() +
                    " can still fill the grid (one per row, column and box, leaving the other "
                    "digits room), none puts it in " +
                    cell_list(step.eliminations);
    }
    for (const Cell cell : places.open) step.pattern.push_back({cell, digit});
    if (!sink.add(std::move(step))) return;
  }
}

}  // namespace

void find_template_set(const CandidateGrid& grid, StepSink& sink) {
  find_template_steps(grid, sink, Technique::template_set);
}

void find_template_delete(const CandidateGrid& grid, StepSink& sink) {
  find_template_steps(grid, sink, Technique::template_delete);
}

}  // namespace nonet::logic
