// Digits and cells in the words of a step's reason, the same in every technique: "5", "2 and 7",
// "1, 4 and 7", "r4c1, r4c5 and r4c9".
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "nonet/cell_set.hpp"

#include "nonet/types.hpp"

namespace nonet::logic {

inline std::string digit_text(Digit digit) {
  return std::string(1, digit.to_char());
}

inline std::string digits_text(DigitSet digits) {
  std::string out;
  const int count = digits.size();
  int written = 0;
  for (int d = 1; d <= kUnitSize; ++d) {
    if (!digits.contains(Digit(d))) continue;
    if (written > 0) out += written + 1 == count ? " and " : ", ";
    out += static_cast<char>('0' + d);
    ++written;
  }
  return out;
}

/// "r4c1 and r4c5", "r3c1, r3c2 or r3c3" (with `conjunction` "or").
inline std::string cells_text(CellSet cells, std::string_view conjunction = "and") {
  std::string out;
  int left = cells.size();
  for (Cell cell : cells) {
    out += cell.name();
    --left;
    if (left > 1) out += ", ";
    if (left == 1) {
      out += ' ';
      out += conjunction;
      out += ' ';
    }
  }
  return out;
}

/// "row 4", "row 4 and box 5", "column 2, column 5 and column 8".
inline std::string houses_text(const std::vector<House>& houses) {
  std::string out;
  for (std::size_t i = 0; i < houses.size(); ++i) {
    if (i > 0) out += i + 1 == houses.size() ? " and " : ", ";
    out += houses[i].name();
  }
  return out;
}

}  // namespace nonet::logic
