// Counting solutions so that a nonet_control can stop it: the library's count has no stop token.
#pragma once

#include <cstddef>
#include <optional>

#include "nonet/control.hpp"
#include "nonet/error.hpp"
#include "nonet/grid.hpp"

namespace nonet::capi {

struct StoppableCount {
  std::size_t count = 0;  ///< solutions found, up to the limit (at least this many when stopped)
  std::optional<ErrorCode> stop_reason{};
};

/// count_solutions() that stops between two solutions when `control` asks and reports progress
/// as {solutions found, limit}.
[[nodiscard]] StoppableCount count_solutions(const Grid& puzzle, std::size_t limit,
                                             const RunControl& control);

}  // namespace nonet::capi
