#include "nonet/grid.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace nonet {

Grid Grid::from_values(const std::array<std::uint8_t, kCellCount>& values) {
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (values[i] > kUnitSize) {
      std::string message = "Grid::from_values: value ";
      message += std::to_string(values[i]);
      message += " in cell ";
      message += Cell(static_cast<int>(i)).name();
      message += " is outside 0..9";
      throw std::invalid_argument(message);
    }
  }
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
