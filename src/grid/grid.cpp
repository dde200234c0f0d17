#include "nonet/grid.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace nonet {

namespace {

[[noreturn]] void throw_out_of_range(const std::array<std::uint8_t, kCellCount>& values) {
  const auto* bad =
      std::find_if(values.begin(), values.end(), [](std::uint8_t v) { return v > kUnitSize; });
  std::string message = "Grid::from_values: value ";
  message += std::to_string(*bad);
  message += " in cell ";
  message += Cell(static_cast<int>(bad - values.begin())).name();
  message += " is outside 0..9";
  throw std::invalid_argument(message);
}

}  // namespace

Grid Grid::from_values(const std::array<std::uint8_t, kCellCount>& values) {
  // The search engines build every solution they report with this, so the check is a loop
  // without an exit, which the compiler turns into a few vector instructions; the cell to name
  // is looked for only when there is one.
  std::uint8_t largest = 0;
  for (const std::uint8_t v : values) largest = std::max(largest, v);
  if (largest > kUnitSize) throw_out_of_range(values);
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
  write_line(line.data());
  return line;
}

void Grid::write_line(char* out) const {
  for (std::size_t i = 0; i < kCellCount; ++i) {
    out[i] = values_[i] == 0 ? '.' : static_cast<char>('0' + values_[i]);
  }
}

}  // namespace nonet
