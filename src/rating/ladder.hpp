#pragma once
// Sudoku Explainer's rules in the order SE tries them.
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>

#include "rating/se_rule.hpp"

namespace nonet::rating {

struct LadderRung {
  SeRule rule;
  int level;  ///< chaining level needed: rungs above RatingOptions::max_level are skipped
  RatingTenths min_difficulty;  ///< no hint of the rule rates lower; rises along the ladder
  /// The same rule looking only where the grid changed (RuleScope), or null.
  ScopedSeRule scoped = nullptr;
  /// The same rule keeping what it can from one step to the next, or null.
  RememberingSeRule remembering = nullptr;
};

struct LadderResult {
  std::optional<SeHint> hint;
  /// When no rule that could rate at or below the ceiling has a hint: the least difficulty the
  /// next step can have (the rules above the ceiling are not tried). 0 otherwise.
  RatingTenths above_ceiling = 0;
  /// Set when the control asked to stop before a hint was found: why.
  std::optional<ErrorCode> stopped;
};

/// When the ladder's answer ends a rating path early (stopped, above the ceiling, or no hint:
/// stuck), sets `result`'s status, stop reason and ER bound accordingly and returns true.
bool ends_path(const LadderResult& next, SeRating& result);

/// Every rule, in SE 1.2.1's order (Solver's direct, indirect, chaining, chaining2,
/// advanced and experimental producer lists, one after the other).
[[nodiscard]] std::span<const LadderRung> ladder();

/// SE's ladder along one solving path (candidates only ever go): it remembers, for each rule
/// that can use a RuleScope, the grid where the rule last found nothing, and next time lets it
/// look only where candidates changed since; the remembering rules keep their RuleMemory
/// here.
class Ladder {
 public:
  static constexpr std::size_t kMaxRungs = 32;

  /// `threads`: how many threads the chains of levels 1-5 of one step may use (the same hints at
  /// any count).
  /// `control`, when not null, is asked before each rung whether to stop; it must outlive the
  /// ladder.
  explicit Ladder(unsigned threads = 1, const RunControl* control = nullptr);
  ~Ladder();
  Ladder(const Ladder&) = delete;
  Ladder& operator=(const Ladder&) = delete;

  /// Finds SE's next hint: the first hint of the first rung that has one. Rungs that cannot
  /// rate at or below `ceiling` are not tried: the ladder rises, so the next step is known to
  /// be harder. `grid` must follow from the grid of the previous call by SE's steps. Rungs that
  /// rate at most `none_up_to` are skipped: the caller knows they have no hint (e.g. the grid is
  /// closed under the rules up to 4.0, rating/shared/basic_bounds.hpp).
  [[nodiscard]] LadderResult next_hint(const CandidateGrid& grid, int max_level,
                                       RatingTenths ceiling = kNoCeiling,
                                       RatingTenths none_up_to = 0);

 private:
  struct Snapshot {
    /// Where each digit may go (a placed digit leaves its cell's candidates, so placements
    /// show here too).
    std::array<CellSet, kUnitSize> cells;
    static Snapshot of(const CandidateGrid& grid);
  };
  static RuleScope changes(const Snapshot& before, const Snapshot& now);

  std::array<std::optional<Snapshot>, kMaxRungs> quiet_;  ///< per rung: where it found nothing
  std::array<std::uint32_t, kMaxRungs> quiet_call_{};     ///< and in which call of next_hint
  std::uint32_t call_ = 0;
  std::unique_ptr<RuleMemory> rule_memory_;
  const RunControl* control_ = nullptr;
};

}  // namespace nonet::rating
