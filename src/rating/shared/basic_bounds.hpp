#pragma once
// One of the rating module's two interfaces for other modules (src/rating/shared/): the
// generator uses these bounds to turn down or accept puzzles without rating them.
//
// Bounds on a puzzle's SE rating (ER) from a quick logical solve, without the ladder.
//
// The rules SE rates 4.0 or less (singles, pointing and claiming, naked and hidden pairs and
// triples, X-Wing, Swordfish, and the "direct" variants, which are these followed by a single)
// only ever remove candidates that stay removable as the grid shrinks: a pattern that loses
// candidates turns into a smaller pattern of the same family, or into singles. So applying
// them in any order ends in the same grid, and SE's path (which takes them first, easiest
// first) can stay at 4.0 or below exactly when that grid is solved. The same holds at 2.5 for
// the rules rated 2.5 or less, which only place digits (singles, and the direct variants that
// SE counts only when they leave a single in a given house). The generator uses the bounds to
// turn down most puzzles outside a rating band, and to accept those of the easy and medium
// bands, without rating them.
#include <array>
#include <cstdint>

#include "nonet/cell_set.hpp"
#include "nonet/grid.hpp"
#include "nonet/rating.hpp"

namespace nonet::rating {

/// How far the rules rated 4.0 or less, applied in any order, get on a puzzle.
enum class BasicSolvability {
  kSingles,  ///< hidden and naked singles alone solve it: ER is at most 2.3
  kDirect,   ///< singles and SE's direct rules (up to 2.5) solve it, singles alone do not
  kBasic,    ///< the rules up to 4.0 solve it, those up to 2.5 do not: ER is 2.6 to 4.0
  kBeyond,   ///< they get stuck (or find a contradiction): ER is above 4.0 if it has one solution
};

/// `puzzle` should have exactly one solution; for others the answer only says what the rules
/// reach.
[[nodiscard]] BasicSolvability basic_solvability(const Grid& puzzle);

/// Whether the rules up to 4.0 solve the puzzle: then it has exactly one solution and an ER of at
/// most 4.0, and so has any puzzle with more givens of that solution.
[[nodiscard]] bool solved_up_to_four(const Grid& puzzle);

/// Whether the rules up to 2.5 solve the puzzle (ER at most 2.5 if it has one solution): for a
/// puzzle known to be solved up to 4.0, what tells 2.6-4.0 from the ERs below.
[[nodiscard]] bool solved_up_to_two_and_a_half(const Grid& puzzle);

/// The ERs a uniquely solvable puzzle of that solvability can have.
[[nodiscard]] RatingBand er_bounds(BasicSolvability solvability);

/// Bounds on the ER of a uniquely solvable puzzle, narrowed only as far as needed to tell
/// whether it lies in `band` (telling kDirect from kBasic costs a second pass). When the rules
/// up to 4.0 get stuck (ER above 4.0) and `stuck_at` is not null, it receives the grid they
/// leave: the one where SE's path takes its first step above 4.0, since every order of those
/// rules ends in the same grid. Rating from there gives the puzzle's ER.
[[nodiscard]] RatingBand er_bounds_for_band(const Grid& puzzle, const RatingBand& band,
                                            CandidateGrid* stuck_at = nullptr);

/// Where naked and hidden singles alone get stuck on a puzzle with one solution (they do not
/// solve it): each cell's candidates (bit d - 1 for digit d; a solved cell holds its digit
/// alone, and its peers do not have it) and the cells solved. The generator's own singles solve,
/// which knows the solution, reaches it for less than the closure's singles; the functions below
/// go on from there, with the verdicts and the stuck grid they give from the puzzle (every order
/// of the rules ends in the same grid). solved_up_to_four() may start from any grid that rules
/// up to 4.0 reach, such as the band engine's root.
struct SinglesStuck {
  std::array<std::uint16_t, kCellCount> candidates{};
  CellSet solved;
};

/// solved_up_to_four() of the puzzle where the rules up to 4.0 applied so far leave `stuck`.
[[nodiscard]] bool solved_up_to_four(const SinglesStuck& stuck);

/// solved_up_to_four() of `stuck`; when the rules get stuck, `stuck_at` (if not null) receives
/// the grid they leave on `puzzle`, the puzzle `stuck` comes from, as er_bounds_for_band() gives
/// it: a solve that turns a puzzle down hands on where rating it goes on.
[[nodiscard]] bool solved_up_to_four(const SinglesStuck& stuck, const Grid& puzzle,
                                     CandidateGrid* stuck_at);

/// solved_up_to_two_and_a_half() of the puzzle where singles get stuck as `stuck`.
[[nodiscard]] bool solved_up_to_two_and_a_half(const SinglesStuck& stuck);

/// er_bounds_for_band() of `puzzle`, where singles get stuck as `stuck`.
[[nodiscard]] RatingBand er_bounds_for_band(const Grid& puzzle, const SinglesStuck& stuck,
                                            const RatingBand& band,
                                            CandidateGrid* stuck_at = nullptr);

/// Applies the rules up to 4.0 to a grid part-way along SE's path until none applies: the grid
/// SE's path reaches before its next step above 4.0 (every order of those rules ends there).
/// False, with `grid` unchanged, when they meet a contradiction.
bool close_up_to_four(CandidateGrid& grid);

/// close_up_to_four() of a grid that follows by a few steps from `closed`, a grid the rules up
/// to 4.0 had closed: they can only apply anew where candidates changed, so they look only
/// there (the same grid at the end, for less).
bool close_up_to_four(CandidateGrid& grid, const CandidateGrid& closed);

}  // namespace nonet::rating
