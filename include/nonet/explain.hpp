// Hints and explanations: what `nonet hint` and `nonet explain` print, as library calls.
//
// A hint is the simplest next step of a puzzle or candidate grid; an explanation is the whole
// path of such steps. Both decide by search first whether the grid has a solution, and use the
// uniqueness techniques only when it has exactly one (see uniqueness_holds()).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "nonet/candidates.hpp"
#include "nonet/error.hpp"
#include "nonet/grid.hpp"
#include "nonet/logic.hpp"
#include "nonet/solve.hpp"

namespace nonet {

/// The next step of a grid.
struct Hint {
  /// unique, multiple or none (no solution, so no step).
  Status status = Status::none;
  /// True when every cell is already filled: there is no step to take.
  bool solved = false;
  /// The simplest step among the allowed techniques (catalogue order); empty when the grid is
  /// solved, has no solution, or no allowed technique finds one.
  std::optional<Step> step{};
};

[[nodiscard]] Hint hint(const CandidateGrid& grid, const LogicOptions& options = {});
[[nodiscard]] Hint hint(const Grid& puzzle, const LogicOptions& options = {});

/// How much of a hint to show: a person asks for a little help first, then more. The
/// serialisers (to_text(Hint, HintStage), to_json(Hint, HintStage)) leave out what a stage does
/// not reveal.
enum class HintStage : std::uint8_t {
  where = 1,  ///< the technique's name and the houses to look in
  what = 2,   ///< and the cells and digits that make its pattern
  move = 3,   ///< and the whole step: what it places or removes, and why
};

/// Reads a stage: "1", "2", "3" or "where", "what", "move".
[[nodiscard]] Parsed<HintStage> parse_hint_stage(std::string_view text);

/// The whole logical path: solve_logically(). Stops between steps when options.control asks.
[[nodiscard]] LogicalSolution explain(const CandidateGrid& start, const LogicOptions& options = {});
[[nodiscard]] LogicalSolution explain(const Grid& puzzle, const LogicOptions& options = {});

/// Techniques from text: names or codes as technique_from_name() reads them, comma-separated
/// ("n2, x-wing,Hidden Single"); spaces around an item and empty items are skipped. An unknown name
/// gives an invalid_argument error naming it, with the column where it starts; a list naming none,
/// an error too.
[[nodiscard]] Parsed<std::vector<Technique>> parse_technique_list(std::string_view list);

}  // namespace nonet
