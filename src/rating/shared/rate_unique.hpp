#pragma once
// One of the rating module's two interfaces for other modules (src/rating/shared/): the
// generator rates the puzzles it makes through these.
//
// rate_se() for callers that know the puzzle has exactly one solution (the generator makes only
// such puzzles): the same rating, without the search that checks it.
#include "nonet/candidates.hpp"
#include "nonet/rating.hpp"

namespace nonet::rating {

/// `puzzle` must have exactly one solution; otherwise the result is unspecified (SE's uniqueness
/// rules assume it).
[[nodiscard]] SeRating rate_unique_puzzle(const Grid& puzzle, const RatingOptions& options);

/// The same from a grid part-way along SE's path (e.g. where the rules up to 4.0 get stuck,
/// rating/shared/basic_bounds.hpp): the steps from there on, so ED and EP are those of that grid,
/// and the ER is the puzzle's whenever the steps before rate lower.
[[nodiscard]] SeRating rate_unique_grid(CandidateGrid grid, const RatingOptions& options);

/// The opening of rate_unique_puzzle()'s path, up to its first placement: the same ED and EP
/// (the first step; the hardest up to that placement), with er the hardest step so far. With
/// the ER of the rest from rate_er_past_basic(), the whole rating for a fraction of rating
/// again from the start (the opening is usually a single).
[[nodiscard]] SeRating rate_opening(const Grid& puzzle, const RatingOptions& options);

/// Only the ER (and status) of rate_unique_grid(), from a grid closed under the rules up to 4.0
/// where the next step rates above 4.0 (rating/shared/basic_bounds.hpp's stuck grid): the same ER
/// and status, for less, as the rules up to 4.0 are run as a closure between the harder steps.
[[nodiscard]] SeRating rate_er_past_basic(CandidateGrid grid, const RatingOptions& options);

/// Whether rate_er_past_basic(grid, options) rates the grid with an ER of `min` or more (rated:
/// with options.stop_above, at most that): the same answer, for less, as the walk may end once
/// the ER reaches `min` and the rest of the path is proven to stay under the ceiling
/// (chain_ceiling.hpp).
[[nodiscard]] bool er_past_basic_in_band(CandidateGrid grid, const RatingOptions& options,
                                         RatingTenths min);

}  // namespace nonet::rating
