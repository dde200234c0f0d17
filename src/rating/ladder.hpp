#pragma once
// Sudoku Explainer's rules in the order SE tries them.
#include <span>

#include "rating/se_rule.hpp"

namespace nonet::rating {

struct LadderRung {
  SeRule rule;
  int level;  ///< chaining level needed: rungs above RatingOptions::max_level are skipped
};

/// Every rule, in SE 1.2.1's order (Solver's direct, indirect, chaining, chaining2,
/// advanced and experimental producer lists, one after the other).
[[nodiscard]] std::span<const LadderRung> ladder();

/// Finds SE's next hint: the first hint of the first rung that has one.
[[nodiscard]] std::optional<SeHint> next_se_hint(const CandidateGrid& grid, int max_level);

}  // namespace nonet::rating
