#include <array>
#include <string>

#include "nonet/grid.hpp"

namespace nonet {

std::string Conflict::describe() const {
  return "digit " + std::to_string(digit.value()) + " appears twice in " + house.name() + ": " +
         first.name() + " and " + second.name();
}

std::vector<Conflict> validate(const Grid& grid) {
  std::vector<Conflict> conflicts;
  for (auto kind : {House::Kind::row, House::Kind::column, House::Kind::box}) {
    for (int h = 0; h < kUnitSize; ++h) {
      const House house(kind, h);
      // Where each digit was first seen in this house; -1 when not yet.
      std::array<int, kUnitSize + 1> first_seen;
      first_seen.fill(-1);
      for (int i = 0; i < kUnitSize; ++i) {
        const Cell cell = house.cell(i);
        const int v = grid.value(cell);
        if (v == 0) continue;
        const auto slot = static_cast<std::size_t>(v);
        if (first_seen[slot] < 0) {
          first_seen[slot] = cell.index();
        } else {
          conflicts.push_back(Conflict{Digit(v), house, Cell(first_seen[slot]), cell});
        }
      }
    }
  }
  return conflicts;
}

bool is_solution_of(const Grid& solution, const Grid& puzzle) {
  for (int i = 0; i < kCellCount; ++i) {
    const Cell cell(i);
    if (solution.value(cell) < 1 || solution.value(cell) > 9) return false;
    if (puzzle.value(cell) != 0 && puzzle.value(cell) != solution.value(cell)) return false;
  }
  return validate(solution).empty();
}

}  // namespace nonet
