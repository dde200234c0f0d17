// A Transform as flat maps: which source line each row and column of the result shows. The
// algebra (apply, compose, invert) is simplest on these; Transform is the structured public form.
#pragma once

#include <array>
#include <cstdint>

#include "nonet/canon.hpp"

namespace nonet::canon {

using LineMap = std::array<std::uint8_t, 9>;  // result line -> source line

struct LineMaps {
  bool transpose = false;
  LineMap rows{};
  LineMap columns{};
  std::array<std::uint8_t, 10> digits{};
};

/// The flat maps of a well-formed Transform.
[[nodiscard]] LineMaps line_maps(const Transform& t);
/// The Transform of maps that keep bands and stacks together (as compositions of Transforms do).
[[nodiscard]] Transform from_line_maps(const LineMaps& maps);

/// (a then b) as line maps: the line of the result of b, traced back through a.
[[nodiscard]] inline LineMap chain(const LineMap& a, const LineMap& b) {
  LineMap out{};
  for (std::size_t i = 0; i < out.size(); ++i) out[i] = a[b[i]];
  return out;
}

/// `first`, then `second` (see compose()).
[[nodiscard]] LineMaps compose_maps(const LineMaps& first, const LineMaps& second);
/// The maps that undo `maps` (see inverse()).
[[nodiscard]] LineMaps invert_maps(const LineMaps& maps);

}  // namespace nonet::canon
