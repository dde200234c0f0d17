// Making puzzles: random solution grids, clue removal under a symmetry, minimality.
//
// Everything is reproducible: the same options and seed give the same puzzles on every machine
// and with any number of threads (puzzle i depends only on the seed and i).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "nonet/control.hpp"
#include "nonet/error.hpp"
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
/// The symmetry of a name symmetry_name() gives, or of qqwing's "rotate90" and "rotate180".
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
  std::uint64_t index = 0;         // its number in the sequence of GenerateOptions::seed
};

/// A random complete grid, from a seed.
[[nodiscard]] Grid random_solution(std::uint64_t seed);

/// Puzzle number `index` (0, 1, 2, ...) of the sequence that options.seed defines: a puzzle with
/// exactly one solution, keeping options.symmetry, with min_clues..max_clues givens (minimal when
/// asked, rated inside options.rating when given). nullopt when max_attempts solution grids gave
/// none (a clue range that the symmetry makes rare, or a rare rating band). Throws
/// std::invalid_argument, with check_options()'s message, on options that cannot be met.
[[nodiscard]] std::optional<GeneratedPuzzle> generate(const GenerateOptions& options,
                                                      std::uint64_t index);

/// Why `options` cannot be met (ErrorCode::invalid_argument, with what is wrong), or nullopt when
/// they can: min > max clues, max < 17, min > 81, max_attempts < 1, a rating band that is empty
/// or leaves the SE scale 1.0..12.0.
[[nodiscard]] std::optional<Error> check_options(const GenerateOptions& options);

// ---- Runs: many puzzles on several threads, in order, within a deadline ----------------------

/// A run: puzzles first .. first+count-1 of the sequence that `puzzle.seed` defines, the same
/// puzzles as generate(puzzle, i) gives, whatever the thread count.
struct GenerateRunOptions {
  GenerateOptions puzzle;
  std::size_t count = 1;
  /// Threads making puzzles (the caller's included), at least 1.
  unsigned threads = 1;
  /// Stops the run (see generate_run()); `progress` is told {puzzles handed over, count}.
  RunControl control;
  /// The index of the run's first puzzle: the run makes puzzles first .. first+count-1 of the
  /// sequence, so that pieces of one sequence made apart (on other machines, say) join up.
  std::uint64_t first = 0;
};

/// Why a run has no puzzle at one index: max_attempts solution grids gave none that met the
/// options (a clue range that the symmetry makes rare, a rare rating band).
struct GenerateFailure {
  std::uint64_t index = 0;
  int attempts = 0;
  /// "no puzzle met the options in 1000 attempts"
  [[nodiscard]] std::string message() const;
};

/// What a run made of one index: the puzzle, or (when `puzzle` is empty) the failure.
struct GenerateItem {
  std::uint64_t index = 0;
  std::optional<GeneratedPuzzle> puzzle;
  std::optional<GenerateFailure> failure;
};

/// Takes each finished index of a run, in index order; calls are never concurrent.
using GenerateSink = std::function<void(GenerateItem&& item)>;

struct GenerateRunResult {
  /// Indices handed over (made or failed): always first .. first+finished-1, the first of the
  /// run, exactly as a run without a deadline makes them.
  std::size_t finished = 0;
  /// Of those, the ones that gave a puzzle.
  std::size_t made = 0;
  /// Of those, the ones that did not, in index order.
  std::vector<GenerateFailure> failures;
  /// The puzzles made, in index order: only from generate_run() without a sink.
  std::vector<GeneratedPuzzle> puzzles;
  /// Why the run ended short of `count`: ErrorCode::invalid_argument (options that cannot be
  /// met; nothing was made), cancelled (the stop token) or deadline_exceeded.
  std::optional<Error> error;

  [[nodiscard]] bool complete() const { return !error.has_value(); }
};

/// Makes the run on options.threads threads and hands each index to `sink` in index order, as
/// soon as it and every index before it are done. Once the control's token asks or its deadline
/// passes, the run stops within a fraction of a second (generation and rating check it all the
/// time), drops the puzzles it had not finished and those after them, and says why in
/// GenerateRunResult::error. Never prints; an exception thrown by `sink` ends the run and is
/// rethrown here.
GenerateRunResult generate_run(const GenerateRunOptions& options, const GenerateSink& sink);
/// The same, keeping the puzzles in GenerateRunResult::puzzles.
[[nodiscard]] GenerateRunResult generate_run(const GenerateRunOptions& options);

// ---- Reading options from text, the same way for every front end -----------------------------

/// An inclusive range of given counts, for GenerateOptions::min_clues and max_clues.
struct ClueRange {
  int min = 17;
  int max = 81;
};

/// A whole number from `min` to `max` in decimal digits, without sign, leading zero or spaces
/// ("010" is neither 8 nor 10), for a run's seed and counts.
[[nodiscard]] Parsed<std::uint64_t> parse_whole_number(std::string_view text, std::uint64_t min,
                                                       std::uint64_t max);
/// "25" (exactly 25) or "22..28": whole numbers in decimal digits (no sign, no leading zero),
/// at most 81, MIN <= MAX, MAX >= 17.
[[nodiscard]] Parsed<ClueRange> parse_clue_range(std::string_view text);
/// An SE rating band, "6.6..8.0" or "7.1" (a band of one value): decimal numbers with at most one
/// decimal (the SE scale has one), from 1.0 to 12.0, MIN <= MAX. NaN, infinities, exponents,
/// signs and a second decimal ("7.15") are refused, not rounded.
[[nodiscard]] Parsed<RatingBand> parse_rating_band(std::string_view text);
/// A level name of rating_levels() in any case ("expert"), as its band (rating_band()).
[[nodiscard]] Parsed<RatingBand> parse_difficulty(std::string_view level);
/// The most seconds a deadline can lie ahead: what the steady clock's duration holds, whole.
[[nodiscard]] double most_deadline_seconds();
/// A time limit in seconds: decimal digits with an optional fraction ("90", "0.5"), above 0 and
/// at most most_deadline_seconds(). No sign, exponent, NaN or infinity: a deadline from it
/// (deadline_after()) is always defined.
[[nodiscard]] Parsed<double> parse_seconds(std::string_view text);
/// A name of symmetry_name() ("rot180"), or qqwing's "rotate90" and "rotate180".
[[nodiscard]] Parsed<Symmetry> parse_symmetry(std::string_view name);

/// The most puzzles, and the most attempts per puzzle, a request may ask for.
inline constexpr std::uint64_t kMostRequestedPuzzles = 100'000'000;
inline constexpr std::uint64_t kMostRequestedAttempts = 100'000'000;

/// A run as text, field by field, the way a front end receives it (command-line options, the
/// fields of a request); a field not given keeps the default of GenerateRunOptions.
struct GenerateRequest {
  std::optional<std::string> count;         ///< 1 .. kMostRequestedPuzzles
  std::optional<std::string> seed;          ///< parse_whole_number(), any 64-bit value
  std::optional<std::string> symmetry;      ///< parse_symmetry()
  std::optional<std::string> clues;         ///< parse_clue_range()
  std::optional<std::string> max_attempts;  ///< 1 .. kMostRequestedAttempts
  std::optional<std::string> difficulty;    ///< parse_difficulty(); not with `rating`
  std::optional<std::string> rating;        ///< parse_rating_band()
  std::optional<std::string> time_limit;    ///< parse_seconds()
};

/// The fields of a GenerateRequest, to say which one did not read.
enum class GenerateField {
  count,
  seed,
  symmetry,
  clues,
  max_attempts,
  difficulty,
  rating,
  time_limit
};

/// A field's name: "count", "seed", "symmetry", "clues", "max_attempts", "difficulty", "rating",
/// "time_limit" (the names of requests to the server, the CLI's options without their dashes).
[[nodiscard]] std::string_view generate_field_name(GenerateField field);

/// What parse_generate_request() read: the run's options (threads, control and the flags left
/// as they are by default), the time limit, or the first field that does not read, with why.
struct GenerateRequestReading {
  GenerateRunOptions options;
  std::optional<double> time_limit;  ///< seconds; the caller sets the deadline when it starts
  std::optional<GenerateField> bad_field;
  std::optional<Error> error;  ///< the field's parser's error (invalid_argument)
};

/// Reads the fields in the order count, max_attempts, symmetry, seed, clues, difficulty, rating,
/// time_limit and stops at the first that does not read.
[[nodiscard]] GenerateRequestReading parse_generate_request(const GenerateRequest& request);

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
