// The ER of a puzzle from where the rules up to 4.0 get stuck, for callers that need only the
// ER (the generator's band check). After each step above 4.0, SE's path takes the rules up to
// 4.0 until none applies; since every order of those rules ends in the same grid
// (basic_closure.hpp), the quick closure reaches that grid for a fraction of what the ladder's
// one-hint-at-a-time steps cost, and their ratings (4.0 at most) cannot raise an ER already
// above 4.0. The ladder then starts at the first rung above 4.0.
#include <algorithm>

#include "rating/basic_closure.hpp"
#include "rating/ladder.hpp"
#include "rating/rate_unique.hpp"
#include "rating/se_rule.hpp"

namespace nonet::rating {

namespace {
constexpr RatingTenths kBasicMax = 40;
}  // namespace

SeRating rate_er_past_basic(CandidateGrid grid, const RatingOptions& options) {
  SeRating result;
  Ladder ladder(options.threads);
  const RatingTenths ceiling = options.stop_above.value_or(kNoCeiling);
  // The grid given is closed already; a contradiction (no unique solution) falls back on the
  // ladder's own steps.
  bool closed = true;
  while (!grid.is_complete()) {
    LadderResult next = ladder.next_hint(grid, options.max_level, ceiling, closed ? kBasicMax : 0);
    if (next.above_ceiling > 0) {
      result.er = std::max(result.er, next.above_ceiling);
      result.status = RatingStatus::kAboveLimit;
      return result;
    }
    if (!next.hint) {
      result.status = RatingStatus::kUnsolved;
      return result;
    }
    result.er = std::max(result.er, next.hint->difficulty);
    if (options.stop_above && result.er > *options.stop_above) {
      result.status = RatingStatus::kAboveLimit;
      return result;
    }
    // The grid was closed before the step: the closure need look only where it changed.
    const CandidateGrid before = grid;
    apply_hint(grid, *next.hint);
    closed = closed ? close_up_to_four(grid, before) : close_up_to_four(grid);
  }
  result.status = RatingStatus::kRated;
  return result;
}

}  // namespace nonet::rating
