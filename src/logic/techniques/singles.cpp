// Full House, Hidden Single, Naked Single: the steps that place a digit.
#include <array>
#include <string>

#include "logic/techniques/finders.hpp"

namespace nonet::logic {
namespace {
Step placement_step(Technique technique, Cell cell, Digit digit, std::string reason) {
  Step step;
  step.technique = technique;
  step.placements.push_back({cell, digit});
  step.pattern.push_back({cell, digit});
  step.reason = std::move(reason);
  return step;
}

// Boxes first: a hidden single in a box is the easier one to see (Sudoku Explainer rates it 1.2
// against 1.5 for a row or column).
constexpr std::array<House::Kind, 3> kHouseKindsBoxFirst{House::Kind::box, House::Kind::row,
                                                         House::Kind::column};
}  // namespace

void find_full_house(const CandidateGrid& grid, StepSink& sink) {
  for (const House::Kind kind : kHouseKindsBoxFirst) {
    for (int index = 0; index < kUnitSize; ++index) {
      const House house(kind, index);
      const CellSet open = grid.unsolved() & cells_of(house);
      if (open.size() != 1) continue;
      const Cell cell = open.first();
      const DigitSet candidates = grid.candidates(cell);
      if (candidates.size() != 1) continue;  // a broken grid: nothing safe to place
      Step step = placement_step(Technique::full_house, cell, candidates.first(),
                                 cell.name() + " is the last empty cell of " + house.name());
      step.houses.push_back(house);
      if (!sink.add(std::move(step))) return;
    }
  }
}

void find_hidden_single(const CandidateGrid& grid, StepSink& sink) {
  for (const House::Kind kind : kHouseKindsBoxFirst) {
    for (int index = 0; index < kUnitSize; ++index) {
      const House house(kind, index);
      for (int d = 1; d <= kUnitSize; ++d) {
        const Digit digit(d);
        const CellSet places = grid.cells_with(digit, house);
        if (places.size() != 1) continue;
        const Cell cell = places.first();
        Step step = placement_step(
            Technique::hidden_single, cell, digit,
            "in " + house.name() + ", " + digit.to_char() + " can only go in " + cell.name());
        step.houses.push_back(house);
        if (!sink.add(std::move(step))) return;
      }
    }
  }
}

void find_naked_single(const CandidateGrid& grid, StepSink& sink) {
  for (Cell cell : grid.unsolved()) {
    const DigitSet candidates = grid.candidates(cell);
    if (candidates.size() != 1) continue;
    const Digit digit = candidates.first();
    if (!sink.add(placement_step(Technique::naked_single, cell, digit,
                                 cell.name() + " can only hold " + digit.to_char() +
                                     ": its row, column and box rule out every other digit"))) {
      return;
    }
  }
}

}  // namespace nonet::logic
