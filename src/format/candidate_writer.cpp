// Writes a candidate grid as a boxed pencil-mark grid, columns as wide as their widest cell:
//   +-------------+-------------+-------------+
//   | 5  3   124  | 26  7  2468 | 1489 ...
#include <algorithm>
#include <array>
#include <string>

#include "nonet/candidate_format.hpp"

namespace nonet {
namespace {
std::string cell_text(const CandidateGrid& grid, Cell cell) {
  if (const int value = grid.value(cell); value != 0)
    return std::string(1, static_cast<char>('0' + value));
  std::string digits;
  const DigitSet candidates = grid.candidates(cell);
  for (int d = 1; d <= kUnitSize; ++d) {
    if (candidates.contains(Digit(d))) digits += static_cast<char>('0' + d);
  }
  return digits;
}
}  // namespace

std::string write_candidate_grid(const CandidateGrid& grid) {
  std::array<std::array<std::string, kUnitSize>, kUnitSize> texts;
  std::array<std::size_t, kUnitSize> widths{};
  for (int r = 0; r < kUnitSize; ++r) {
    for (int c = 0; c < kUnitSize; ++c) {
      auto& text = texts[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
      text = cell_text(grid, Cell(Row(r), Column(c)));
      widths[static_cast<std::size_t>(c)] =
          std::max(widths[static_cast<std::size_t>(c)], text.size());
    }
  }
  std::string border = "+";
  for (int box = 0; box < 3; ++box) {
    std::size_t span = 1;
    for (int c = box * 3; c < box * 3 + 3; ++c) span += widths[static_cast<std::size_t>(c)] + 1;
    border += std::string(span, '-') + "+";
  }
  border += '\n';

  std::string out;
  for (int r = 0; r < kUnitSize; ++r) {
    if (r % 3 == 0) out += border;
    for (int c = 0; c < kUnitSize; ++c) {
      if (c % 3 == 0) out += "| ";
      const auto& text = texts[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
      out += text;
      out += std::string(widths[static_cast<std::size_t>(c)] - text.size() + 1, ' ');
    }
    out += "|\n";
  }
  out += border;
  return out;
}

}  // namespace nonet
