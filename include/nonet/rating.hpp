#pragma once
// Difficulty ratings: the Sudoku Explainer scale (ER/EP/ED) and a HoDoKu-style score.
//
// The SE rating replays Sudoku Explainer 1.2.1's method: at each step take the first hint of
// the first rule (in SE's fixed order) that has one, apply it, repeat until solved. ER is the
// hardest step of the path, EP the hardest up to the first placement, ED the first step.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "nonet/control.hpp"
#include "nonet/error.hpp"
#include "nonet/grid.hpp"
#include "nonet/logic.hpp"

namespace nonet {

/// "7.1" for 71.
[[nodiscard]] std::string format_rating(RatingTenths tenths);

enum class RatingStatus {
  rated,     ///< solved by the ladder; ER/EP/ED are set
  invalid,   ///< clashing givens, no solution, or more than one solution
  unsolved,  ///< the ladder (up to the allowed nesting level) got stuck
  /// A step rates above RatingOptions::stop_above; er is that step's rating, or a lower bound
  /// of it above stop_above (the rules that rate higher are not run to find out).
  above_limit,
  /// RatingOptions::control asked to stop (SeRating::stop_reason says why) before the rating
  /// was done; er is the hardest step rated so far.
  stopped,
};

struct SeRating {
  RatingStatus status = RatingStatus::invalid;
  RatingTenths er = 0;  ///< hardest step
  RatingTenths ep = 0;  ///< hardest step up to and including the first placement
  RatingTenths ed = 0;  ///< the first step
  /// The path, filled only when RatingOptions::keep_steps. Each step has its technique, SE's
  /// rule name and difficulty, and at most one placement (applied after its eliminations).
  std::vector<Step> steps;
  /// For stopped: ErrorCode::cancelled or ErrorCode::deadline_exceeded.
  std::optional<ErrorCode> stop_reason;
};

struct RatingOptions {
  /// Highest chaining level tried: 0 stops after dynamic forcing chains (ER up to ~9),
  /// 1 adds Dynamic Forcing Chains (+), 2..5 the nested levels SE uses for 9.5 and up.
  int max_level = 5;
  bool keep_steps = false;
  /// Stop as soon as a step rates above this (the puzzle is known to be harder): a generator
  /// looking for a band need not finish rating puzzles that are out of it.
  std::optional<RatingTenths> stop_above = std::nullopt;
  /// Threads the rating of this one puzzle may use (its own included) for the chains of
  /// levels 1 to 5 (Dynamic Forcing Chains (+) and the nested ones, ER 9.0 and up; the rest
  /// runs on the calling thread). The ratings and paths are the same at any count.
  unsigned threads = 1;
  /// Stops the rating early (status stopped) when its token asks or its deadline passes; it is
  /// checked before each step and each rule of a step, so the rating stops soon after.
  RunControl control{};
};

/// Rates a puzzle on the Sudoku Explainer scale.
[[nodiscard]] SeRating rate_se(const Grid& puzzle, const RatingOptions& options = {});

/// The level name of an ER: Easy <= 2.5, Medium <= 4.0, Hard <= 6.5, Expert <= 8.0, Extreme above.
[[nodiscard]] std::string_view rating_level(RatingTenths er);

/// An inclusive range of ER.
struct RatingBand {
  RatingTenths min = 10;
  RatingTenths max = 120;
};
/// The level names, easiest first: "Easy", "Medium", "Hard", "Expert", "Extreme".
[[nodiscard]] std::vector<std::string_view> rating_levels();
/// The band of a level name (any case): Easy 1.0-2.5, Medium 2.6-4.0, Hard 4.1-6.5,
/// Expert 6.6-8.0, Extreme 8.1-12.0; also the names of qqwing (Simple 1.0-2.3, Easy,
/// Intermediate 2.6-4.0, Expert) and HoDoKu (Easy, Medium, Hard, Unfair 6.6-8.0, Extreme), a
/// name nonet has keeping nonet's band; nullopt for an unknown name.
[[nodiscard]] std::optional<RatingBand> rating_band(std::string_view level);

/// HoDoKu-style score: the sum of the per-step scores of nonet's logical solution
/// (see techniques()); nullopt when logic alone does not solve the puzzle.
[[nodiscard]] std::optional<int> hodoku_score(const Grid& puzzle);

}  // namespace nonet
