// Digits in the words of a step's reason, the same in every technique: "5", "2 and 7",
// "1, 4 and 7".
#pragma once

#include <string>

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

}  // namespace nonet::logic
