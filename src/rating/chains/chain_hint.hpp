#pragma once
// A chaining hint as SE ranks it, and the list a chaining producer reports.
//
// SE's Chaining.getHints computes every hint, sorts them by difficulty, then complexity, then a
// per-type sort key (Collections.sort is stable: discovery order breaks the remaining ties) and
// drops hints whose eliminations equal an earlier hint's (ChainingHint.equals). Each hint here
// carries its place in SE's discovery order, so a search may find hints in any order. The
// ladder only wants the first hint, so a producer can run in "first" mode: the collector keeps
// the best hint and tells the search how long a chain may still be to matter, which prunes most
// of the work.
#include <array>
#include <climits>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "rating/chains/chain_grid.hpp"
#include "rating/se_rule.hpp"

namespace nonet::rating::chain {

struct ChainHint {
  double difficulty = 0;  ///< as SE computes it in double: base + 0.1 per length step
  int complexity = 0;
  int sort_key = 0;
  std::string_view rule;
  int placement = -1;                       ///< candidate index, or -1
  std::vector<std::uint16_t> eliminations;  ///< candidate indexes, ascending
  std::uint64_t discovery = 0;              ///< SE's discovery order, which breaks ties of rank
  // Only for hints found inside an outer chain (chain_nested.hpp):
  std::vector<std::uint16_t> rule_sources;  ///< where its rule parents lie (rule_parents_of)
  int nested_id = -1;                       ///< its NestedRegistry entry
  std::int32_t deferred = -1;               ///< (a search's own: its chains, kept aside)
};

/// What a chain proving `potential` does on `grid`: "on" places its candidate and strikes the
/// cell's other candidates, "off" strikes the candidate.
inline void set_effect(ChainHint& hint, const ChainGrid& grid, int potential) {
  const int candidate = candidate_of_potential(potential);
  if (!is_on(potential)) {
    hint.eliminations.push_back(static_cast<std::uint16_t>(candidate));
    return;
  }
  const int cell = cell_of(candidate);
  const unsigned others =
      grid.candidates[static_cast<std::size_t>(cell)] & ~(1u << digit_of(candidate));
  for (unsigned rest = others; rest != 0; rest &= rest - 1) {
    hint.eliminations.push_back(static_cast<std::uint16_t>(candidate_of(cell, first_digit(rest))));
  }
  hint.placement = candidate;
}

/// SE's ChainingHint.getLengthDifficulty, added to the base difficulty (0.1 per step of the
/// sequence 4, 6, 8, 12, 16, 24, ... over complexity - 2), accumulated in double as SE does.
double chain_difficulty(double base, int complexity);

/// SE's order of hints: difficulty, complexity, sort key, then discovery.
struct ChainRank {
  double difficulty = 0;
  int complexity = 0;
  int sort_key = 0;
  std::uint64_t discovery = 0;

  static ChainRank of(const ChainHint& hint) {
    return {hint.difficulty, hint.complexity, hint.sort_key, hint.discovery};
  }
  /// Before `other`, ignoring discovery order.
  [[nodiscard]] bool outranks(const ChainRank& other) const {
    if (difficulty != other.difficulty) return difficulty < other.difficulty;
    if (complexity != other.complexity) return complexity < other.complexity;
    return sort_key < other.sort_key;
  }
  [[nodiscard]] bool before(const ChainRank& other) const {
    if (outranks(other)) return true;
    if (other.outranks(*this)) return false;
    return discovery < other.discovery;
  }
};

class ChainHintCollector {
 public:
  enum class Mode { kFirst, kAll };
  /// In first mode, hints rated above `max_tenths` are not wanted (SeHintSink::max_difficulty).
  explicit ChainHintCollector(Mode mode, RatingTenths max_tenths = kNoCeiling)
      : mode_(mode), max_tenths_(max_tenths) {}

  [[nodiscard]] Mode mode() const { return mode_; }
  [[nodiscard]] RatingTenths max_tenths() const { return max_tenths_; }
  /// True when a hint of this rank could still be reported first (or when collecting all).
  [[nodiscard]] bool wants(const ChainRank& rank) const {
    if (mode_ == Mode::kAll) return true;
    if (max_tenths_ < kNoCeiling && tenths(rank.difficulty) > max_tenths_) return false;
    return hints_.empty() || rank.before(ChainRank::of(hints_.front()));
  }
  /// The largest complexity a hint of this base difficulty and sort key may have and still
  /// matter (at the best rank, discovery order decides); INT_MAX when nothing bounds it yet.
  /// For hints discovered at `from` or later: if the best was discovered before, a hint that
  /// only ties with it loses, so the bound is one less there (a search that runs in discovery
  /// order, as SE's does, asks with its current place).
  [[nodiscard]] int max_useful_complexity(double base, int sort_key, std::uint64_t from = 0) const;
  /// First mode: the discovery of the best hint so far; UINT64_MAX when none (or all mode).
  [[nodiscard]] std::uint64_t best_discovery() const {
    return hints_.empty() || mode_ == Mode::kAll ? UINT64_MAX : hints_.front().discovery;
  }
  /// Keeps the hint (first mode: only if it ranks before the best so far).
  void add(ChainHint&& hint);
  /// Changes whenever the best hint does (first mode), so answers derived from it can be kept.
  [[nodiscard]] std::uint32_t version() const { return version_; }

  [[nodiscard]] bool empty() const { return hints_.empty(); }
  /// First mode: the best hint so far, or null.
  [[nodiscard]] const ChainHint* best() const {
    return hints_.empty() || mode_ == Mode::kAll ? nullptr : &hints_.front();
  }
  /// First mode: the best hint. All mode: SE's list, sorted and without duplicates.
  [[nodiscard]] std::vector<ChainHint> take_sorted();

 private:
  static RatingTenths tenths(double difficulty) {
    return static_cast<RatingTenths>(std::lround(difficulty * 10.0));
  }

  Mode mode_;
  RatingTenths max_tenths_;
  std::uint32_t version_ = 0;
  std::vector<ChainHint> hints_;
};

/// A single-digit search's best hint for one digit (an X pass, Nishio chains), kept between the
/// steps of a solving path with what it depends on: the digit's unsolved cells, those of them
/// with two candidates or more, and the ceiling it was searched under.
class DigitMemo {
 public:
  /// The digit's best hint on `grid`: the remembered one if nothing it depends on changed, else
  /// `search(collector)` run with a fresh first-mode collector. A placement's eliminations (the
  /// cell's other candidates) are taken from `grid`.
  template <class Search>
  std::optional<ChainHint> best(const ChainGrid& grid, int digit, RatingTenths max_tenths,
                                Search&& search) {
    const Bits81 cells = grid.cells[static_cast<std::size_t>(digit)] & grid.unsolved;
    Bits81 multi;
    cells.for_each([&](int cell) {
      if (grid.count(cell) >= 2) multi.set(cell);
    });
    if (!valid_ || cells_ != cells || multi_ != multi || max_tenths_ != max_tenths) {
      ChainHintCollector own(ChainHintCollector::Mode::kFirst, max_tenths);
      search(own);
      valid_ = true;
      cells_ = cells;
      multi_ = multi;
      max_tenths_ = max_tenths;
      best_.reset();
      if (!own.empty()) best_ = std::move(own.take_sorted().front());
    }
    std::optional<ChainHint> hint = best_;
    if (hint && hint->placement >= 0) hint->eliminations = other_candidates(grid, hint->placement);
    return hint;
  }

 private:
  static std::vector<std::uint16_t> other_candidates(const ChainGrid& grid, int candidate);

  bool valid_ = false;
  Bits81 cells_;
  Bits81 multi_;
  RatingTenths max_tenths_ = 0;
  std::optional<ChainHint> best_;
};

/// Converts to the ladder's hint (difficulty in tenths, cells and digits).
SeHint to_se_hint(const ChainHint& hint);

/// Runs a chaining search the way the ladder wants it: first the pruned search for the best
/// hint; if the sink takes it and asks for more, the full search, reporting the rest in order.
template <class Search>
void report_chain_hints(SeHintSink& sink, Search&& search) {
  // (first mode, then all mode when the sink wants more)
  ChainHintCollector first(ChainHintCollector::Mode::kFirst, sink.max_difficulty());
  search(first);
  if (first.empty()) return;
  std::vector<ChainHint> best = first.take_sorted();
  if (!sink.add(to_se_hint(best.front()))) return;
  ChainHintCollector all(ChainHintCollector::Mode::kAll);
  search(all);
  std::vector<ChainHint> hints = all.take_sorted();
  for (std::size_t i = 1; i < hints.size(); ++i) {
    if (!sink.add(to_se_hint(hints[i]))) return;
  }
}

}  // namespace nonet::rating::chain
