#pragma once
// A cheap proof that SE's path from a grid takes no step above a ceiling, for band checks that
// already know the ER reaches the band's minimum and need not know it exactly.
//
// Static forcing chains (SE's Forcing X-Chains and Forcing Chains, not its cycles) stay
// available as the grid shrinks, as the rules up to 4.0 do: a chain whose candidates are all
// still there keeps every link (an off -> on link holds between the only two left, and both
// are), so SE's breadth-first search finds it again, as short or shorter; and while a candidate
// of it has gone and its conclusion has not, a single is there to take. So when the rules up to
// 4.0 and these chains rated at most the ceiling, applied in any order, solve the grid, every
// grid SE's path meets from it has a step of those rules, and SE's easiest step rates no more.
// When they do not, nothing follows: the caller rates on.
#include "nonet/candidates.hpp"
#include "nonet/rating.hpp"

namespace nonet::rating {

/// True only if every step of SE's path from `grid` (a grid of a puzzle with one solution,
/// part-way along that path) rates `ceiling` or less; false says nothing.
[[nodiscard]] bool path_stays_within(CandidateGrid grid, RatingTenths ceiling);

}  // namespace nonet::rating
