// The ER of a puzzle from where the rules up to 4.0 get stuck, for callers that need only the
// ER (the generator's band check). After each step above 4.0, SE's path takes the rules up to
// 4.0 until none applies; since every order of those rules ends in the same grid
// (rating/shared/basic_bounds.hpp), the quick closure reaches that grid for a fraction of what the
// ladder's one-hint-at-a-time steps cost, and their ratings (4.0 at most) cannot raise an ER
// already above 4.0. The ladder then starts at the first rung above 4.0. A band check may also stop
// once the ER has reached the band and the rest of the path is proven to stay under its ceiling
// (chain_ceiling.hpp): most of an in-band puzzle's path is never rated.
#include <algorithm>
#include <optional>
#include <utility>

#include "rating/chains/chain_ceiling.hpp"
#include "rating/ladder.hpp"
#include "rating/se_rule.hpp"
#include "rating/shared/basic_bounds.hpp"
#include "rating/shared/rate_unique.hpp"

namespace nonet::rating {

namespace {
constexpr RatingTenths kBasicMax = 40;

// rate_er_past_basic()'s walk. With `settle_from`, the walk may end early with the ER so far and
// rated once the ER reaches it and path_stays_within() proves the rest stays under the ceiling:
// then the ER is in that band, if not known exactly. The proof is tried once, at the first grid
// it may settle (tried at every later step as well, it failed more often than it paid: 363 M
// against 383 M instructions for 200 expert puzzles).
SeRating walk_past_basic(CandidateGrid grid, const RatingOptions& options,
                         std::optional<RatingTenths> settle_from) {
  SeRating result;
  Ladder ladder(options.threads, &options.control);
  const RatingTenths ceiling = options.stop_above.value_or(kNoCeiling);
  bool may_settle = settle_from.has_value();
  // The grid given is closed already; a contradiction (no unique solution) falls back on the
  // ladder's own steps.
  bool closed = true;
  while (!grid.is_complete()) {
    const RatingTenths none_up_to = closed ? kBasicMax : 0;
    const LadderResult next = ladder.next_hint(grid, options.max_level, ceiling, none_up_to);
    if (ends_path(next, result)) return result;
    result.er = std::max(result.er, next.hint->difficulty);
    if (options.stop_above && result.er > *options.stop_above) {
      result.status = RatingStatus::above_limit;
      return result;
    }
    // The grid was closed before the step: the closure need look only where it changed.
    const CandidateGrid before = grid;
    apply_hint(grid, *next.hint);
    closed = closed ? close_up_to_four(grid, before) : close_up_to_four(grid);
    if (may_settle && closed && result.er >= *settle_from && !grid.is_complete()) {
      if (path_stays_within(grid, ceiling)) break;
      may_settle = false;
    }
  }
  result.status = RatingStatus::rated;
  return result;
}

}  // namespace

SeRating rate_er_past_basic(CandidateGrid grid, const RatingOptions& options) {
  return walk_past_basic(std::move(grid), options, std::nullopt);
}

bool er_past_basic_in_band(CandidateGrid grid, const RatingOptions& options, RatingTenths min) {
  const SeRating rating = walk_past_basic(std::move(grid), options, min);
  return rating.status == RatingStatus::rated && rating.er >= min;
}

}  // namespace nonet::rating
