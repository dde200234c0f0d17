// Making puzzles: random solution grids, clue removal under a symmetry, minimality.
//
// Everything is reproducible: the same options and seed give the same puzzles on every machine
// and with any number of threads (puzzle i depends only on the seed and i).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "nonet/grid.hpp"
#include "nonet/rating.hpp"

namespace nonet {

/// The symmetry the givens keep: a cell is a given exactly when its images are.
enum class Symmetry {
  none,
  rot180,        // half turn about the centre (the classic newspaper symmetry)
  rot90,         // quarter turns: a cell and its three rotations
  mirror,        // left-right reflection (about the middle column)
  flip,          // top-bottom reflection (about the middle row)
  diagonal,      // reflection about the main diagonal (r1c1 .. r9c9)
  antidiagonal,  // reflection about the other diagonal (r1c9 .. r9c1)
  dihedral,      // all eight symmetries of the square at once
};
/// "none", "rot180", "rot90", "mirror", "flip", "diagonal", "antidiagonal", "dihedral".
[[nodiscard]] std::string_view symmetry_name(Symmetry symmetry);
[[nodiscard]] std::optional<Symmetry> symmetry_from_name(std::string_view name);
[[nodiscard]] std::vector<Symmetry> all_symmetries();

/// The cells that `symmetry` maps `cell` to, `cell` included, in cell order.
[[nodiscard]] std::vector<Cell> orbit_of(Cell cell, Symmetry symmetry);
/// True when the givens of `puzzle` keep the symmetry.
[[nodiscard]] bool has_symmetry(const Grid& puzzle, Symmetry symmetry);

struct GenerateOptions {
  std::uint64_t seed = 0;
  Symmetry symmetry = Symmetry::none;
  int min_clues = 17;  // clue removal stops before going below this
  int max_clues = 81;  // a puzzle left with more clues is rejected and another is tried
  /// Every clue needed: removing any single given would allow a second solution.
  bool minimal = false;
  /// Fresh solution grids tried per puzzle before giving up. Each grid gives up to 32 puzzles
  /// (its first, then variants of it) when the rating band, the clue bounds or minimality turn
  /// them down.
  int max_attempts = 1000;
  /// Keep only puzzles whose Sudoku Explainer rating (ER) lies in this band.
  std::optional<RatingBand> rating;
  /// Rate every puzzle returned (GeneratedPuzzle::rating), band or not. With a band this costs
  /// nothing more: the rating that put the puzzle in the band is the full one.
  bool with_rating = false;
};

struct GeneratedPuzzle {
  Grid puzzle;
  Grid solution;
  int attempts = 1;                // solution grids tried to get it
  std::optional<SeRating> rating;  // when GenerateOptions::with_rating
};

/// A random complete grid, from a seed.
[[nodiscard]] Grid random_solution(std::uint64_t seed);

/// Puzzle number `index` (0, 1, 2, ...) of the sequence that options.seed defines: a puzzle with
/// exactly one solution, keeping options.symmetry, with min_clues..max_clues givens (minimal when
/// asked, rated inside options.rating when given). nullopt when max_attempts solution grids gave
/// none (a clue range that the symmetry makes rare, or a rare rating band). Throws
/// std::invalid_argument on options that cannot be met (min > max, max < 17, min > 81, an empty
/// rating band).
[[nodiscard]] std::optional<GeneratedPuzzle> generate(const GenerateOptions& options,
                                                      std::uint64_t index);

/// True when the puzzle has one solution and every given is needed for that.
[[nodiscard]] bool is_minimal(const Grid& puzzle);
/// The givens that can go one at a time without a second solution (empty for a minimal puzzle
/// or one that does not have exactly one solution).
[[nodiscard]] std::vector<Cell> removable_clues(const Grid& puzzle);

/// Removes givens while the solution stays unique, trying cells in order (or in the seed's random
/// order when `seed` is given); the result is minimal. A puzzle without exactly one solution is
/// returned unchanged.
[[nodiscard]] Grid minimize(const Grid& puzzle, std::optional<std::uint64_t> seed = std::nullopt);

}  // namespace nonet
