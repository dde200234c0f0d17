// One puzzle of a seed's sequence, for generate() and for runs (run.cpp), stoppable.
#pragma once

#include <cstdint>
#include <optional>

#include "nonet/control.hpp"
#include "nonet/error.hpp"
#include "nonet/generate.hpp"

namespace nonet::generator {

/// The puzzle, none (max_attempts grids gave none that met the options), or a stop.
struct PuzzleOutcome {
  std::optional<GeneratedPuzzle> puzzle;
  /// Set when `control` asked to stop before the puzzle was settled: why. `puzzle` is empty then.
  std::optional<ErrorCode> stopped;
};

/// Puzzle `index` of the sequence of options.seed, as generate() makes it. `control` is checked
/// between the puzzles tried and inside each rating, so a stop ends the call soon after; a puzzle
/// or "none" returned is the one a call without control gives. `options` must pass
/// check_options(); the progress callback of `control` is not called.
[[nodiscard]] PuzzleOutcome make_puzzle(const GenerateOptions& options, std::uint64_t index,
                                        const RunControl& control);

}  // namespace nonet::generator
