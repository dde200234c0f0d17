#include "nonet/grid.hpp"

#include <algorithm>

namespace nonet {

Grid Grid::from_values(const std::array<std::uint8_t, kCellCount>& values) {
  Grid grid;
  grid.values_ = values;
  return grid;
}

int Grid::given_count() const {
  return static_cast<int>(
      std::count_if(values_.begin(), values_.end(), [](std::uint8_t v) { return v != 0; }));
}

DigitSet Grid::candidates(Cell cell) const {
  if (value(cell) != 0) return {};
  DigitSet free = DigitSet::all();
  for (House house : {House(cell.row()), House(cell.column()), House(cell.box())}) {
    for (int i = 0; i < kUnitSize; ++i) {
      if (auto digit = get(house.cell(i))) free.erase(*digit);
    }
  }
  return free;
}

std::string Grid::to_line() const {
  std::string line(kCellCount, '.');
  for (std::size_t i = 0; i < line.size(); ++i) {
    if (values_[i] != 0) line[i] = static_cast<char>('0' + values_[i]);
  }
  return line;
}

}  // namespace nonet
