#pragma once
// rate_se() for callers that know the puzzle has exactly one solution (the generator makes only
// such puzzles): the same rating, without the search that checks it.
#include "nonet/rating.hpp"

namespace nonet::rating {

/// `puzzle` must have exactly one solution; otherwise the result is unspecified (SE's uniqueness
/// rules assume it).
[[nodiscard]] SeRating rate_unique_puzzle(const Grid& puzzle, const RatingOptions& options);

}  // namespace nonet::rating
