#pragma once
// Sudoku Explainer's rules in the order SE tries them.
#include <span>

#include "rating/se_rule.hpp"

namespace nonet::rating {

inline constexpr RatingTenths kNoCeiling = 1000;

struct LadderRung {
  SeRule rule;
  int level;  ///< chaining level needed: rungs above RatingOptions::max_level are skipped
  RatingTenths min_difficulty;  ///< no hint of the rule rates lower; rises along the ladder
};

struct LadderResult {
  std::optional<SeHint> hint;
  /// When no rule that could rate at or below the ceiling has a hint: the least difficulty the
  /// next step can have (the rules above the ceiling are not tried). 0 otherwise.
  RatingTenths above_ceiling = 0;
};

/// Every rule, in SE 1.2.1's order (Solver's direct, indirect, chaining, chaining2,
/// advanced and experimental producer lists, one after the other).
[[nodiscard]] std::span<const LadderRung> ladder();

/// Finds SE's next hint: the first hint of the first rung that has one. Rungs that cannot rate
/// at or below `ceiling` are not tried: the ladder rises, so the next step is known to be harder.
[[nodiscard]] LadderResult next_se_hint(const CandidateGrid& grid, int max_level,
                                        RatingTenths ceiling = kNoCeiling);

}  // namespace nonet::rating
