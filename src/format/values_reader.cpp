// 81 values on one line, separated by commas, spaces or tabs ("5,3,0,0,7,..."), and the
// 81-character cell strings that CSV fields, JSON strings and XML attributes hold.
#include <string>

#include "format/cell_chars.hpp"
#include "format/text_readers.hpp"

namespace nonet::detail {
namespace {

bool is_value_separator(char c) {
  return c == ',' || c == ' ' || c == '\t';
}

// A grid row holds 9 values; three rows' worth without commas is no row.
constexpr int kMinValuesWithCommas = 10;
constexpr int kMinValuesWithoutCommas = 3 * 9;

}  // namespace

bool is_values_line(std::string_view line) {
  int values = 0;
  bool commas = false;
  std::size_t i = 0;
  while (i < line.size()) {
    if (is_value_separator(line[i])) {
      commas = commas || line[i] == ',';
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < line.size() && !is_value_separator(line[end])) ++end;
    if (end - i != 1) return false;
    ++values;
    i = end;
  }
  return values >= (commas ? kMinValuesWithCommas : kMinValuesWithoutCommas);
}

ReadResult read_values(std::string_view line) {
  ReadResult result;
  std::array<std::uint8_t, 81> cells{};
  int count = 0;
  std::size_t i = 0;
  while (i < line.size()) {
    if (is_value_separator(line[i])) {
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < line.size() && !is_value_separator(line[end])) ++end;
    const std::string_view value = line.substr(i, end - i);
    const int v = value.size() == 1 ? cell_value(value[0]) : kIllegalCell;
    if (v == kIllegalCell && result.ok()) {
      const std::optional<Cell> cell = count < 81 ? std::optional(Cell(count)) : std::nullopt;
      result.message = "value '" + std::string(value.substr(0, 20)) +
                       "' is not a cell (0-9 or '.')" +
                       (cell ? " in cell " + cell->name() : " after the 81 cells");
      result.column = i + 1;
      result.cell = cell;
    }
    if (count < 81 && v > 0) cells[static_cast<std::size_t>(count)] = static_cast<std::uint8_t>(v);
    ++count;
    i = end;
  }
  if (result.ok() && count != 81) {
    result.message = std::to_string(count) + " values; expected 81";
  }
  if (result.ok()) result.grid = Grid::from_values(cells);
  return result;
}

ReadResult read_cell_string(std::string_view text, std::size_t column) {
  ReadResult result;
  std::array<std::uint8_t, 81> cells{};
  for (std::size_t i = 0; i < text.size(); ++i) {
    const int v = cell_value(text[i]);
    if (v == kIllegalCell) {
      const std::optional<Cell> cell =
          i < 81 ? std::optional(Cell(static_cast<int>(i))) : std::nullopt;
      result.message = "illegal character " + describe_char(text[i]) +
                       (cell ? " in cell " + cell->name() : " after the 81 cells");
      result.column = column + i;
      result.cell = cell;
      return result;
    }
    if (i < 81) cells[i] = static_cast<std::uint8_t>(v);
  }
  if (text.size() != 81) {
    result.message = std::to_string(text.size()) + " cells; expected 81";
    result.column = column;
    return result;
  }
  result.grid = Grid::from_values(cells);
  return result;
}

}  // namespace nonet::detail
