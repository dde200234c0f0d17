#include "rating/ladder.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <utility>

#include "rating/basic/basic_houses.hpp"
#include "rating/chains/chain_static.hpp"
#include "rating/rule_memory.hpp"

namespace nonet::rating {
namespace {

// Dynamic Forcing Chains (+) is level 1, the nested chains levels 2 to 5.
template <int Level>
void dynamic_chains_at(const CandidateGrid& grid, SeHintSink& sink) {
  find_dynamic_chains_at_level(grid, sink, Level);
}
template <int Level>
void dynamic_chains_at_remembering(const CandidateGrid& grid, SeHintSink& sink,
                                   RuleMemory& memory) {
  find_dynamic_chains_at_level(grid, sink, Level, memory);
}

constexpr std::array kLadder{
    // SE's "direct" producers: each hint places a value.
    LadderRung{find_hidden_singles, 0, 10},
    LadderRung{find_direct_pointing, 0, 17, find_direct_pointing},
    LadderRung{find_direct_hidden_pairs, 0, 20, find_direct_hidden_pairs},
    LadderRung{find_naked_singles, 0, 23},
    LadderRung{find_direct_hidden_triples, 0, 25, find_direct_hidden_triples},
    // Indirect producers: eliminations.
    LadderRung{find_pointing_claiming, 0, 26, find_pointing_claiming},
    LadderRung{find_naked_pairs, 0, 30, find_naked_pairs},
    LadderRung{find_x_wings, 0, 32, find_x_wings},
    LadderRung{find_hidden_pairs, 0, 34, find_hidden_pairs},
    LadderRung{find_naked_triples, 0, 36, find_naked_triples},
    LadderRung{find_swordfish, 0, 38, find_swordfish},
    LadderRung{find_hidden_triples, 0, 40, find_hidden_triples},
    LadderRung{find_xy_wings, 0, 42, find_xy_wings},
    LadderRung{find_xyz_wings, 0, 44, find_xyz_wings},
    LadderRung{find_unique_loops, 0, 45, nullptr, find_unique_loops},
    LadderRung{find_naked_quads, 0, 50, find_naked_quads},
    LadderRung{find_jellyfish, 0, 52, find_jellyfish},
    LadderRung{find_hidden_quads, 0, 54, find_hidden_quads},
    LadderRung{find_bug, 0, 56},
    LadderRung{find_aligned_pair_exclusion, 0, 62, find_aligned_pair_exclusion},
    // Chaining producers.
    LadderRung{find_forcing_chains_and_cycles, 0, 65, nullptr, find_forcing_chains_and_cycles},
    LadderRung{find_aligned_triple_exclusion, 0, 75, find_aligned_triple_exclusion},
    LadderRung{find_nishio_chains, 0, 75, nullptr, find_nishio_chains},
    LadderRung{find_multiple_forcing_chains, 0, 80},
    LadderRung{find_dynamic_forcing_chains, 0, 85},
    LadderRung{dynamic_chains_at<1>, 1, 90, nullptr, dynamic_chains_at_remembering<1>},
    LadderRung{dynamic_chains_at<2>, 2, 95, nullptr, dynamic_chains_at_remembering<2>},
    LadderRung{dynamic_chains_at<3>, 3, 100, nullptr, dynamic_chains_at_remembering<3>},
    LadderRung{dynamic_chains_at<4>, 4, 105, nullptr, dynamic_chains_at_remembering<4>},
    LadderRung{dynamic_chains_at<5>, 5, 110, nullptr, dynamic_chains_at_remembering<5>},
};

class FirstHint final : public SeHintSink {
 public:
  explicit FirstHint(RatingTenths max_difficulty = kNoCeiling) : max_difficulty_(max_difficulty) {}
  bool add(SeHint hint) override {
    if (!hint_) hint_ = std::move(hint);
    return false;
  }
  [[nodiscard]] RatingTenths max_difficulty() const override { return max_difficulty_; }
  std::optional<SeHint>& hint() { return hint_; }

 private:
  RatingTenths max_difficulty_;
  std::optional<SeHint> hint_;
};

}  // namespace

std::span<const LadderRung> ladder() {
  return kLadder;
}

static_assert(kLadder.size() <= Ladder::kMaxRungs);

// (Default-initialised: zeroing the memory's tables first would cost more than rating an easy
// puzzle; each table says itself which entries hold something.)
Ladder::Ladder(unsigned threads, const RunControl* control)
    : rule_memory_(std::make_unique_for_overwrite<RuleMemory>()), control_(control) {
  rule_memory_->threads = threads;
}
Ladder::~Ladder() = default;

Ladder::Snapshot Ladder::Snapshot::of(const CandidateGrid& grid) {
  Snapshot snapshot;
  for (int d = 0; d < kUnitSize; ++d) {
    snapshot.cells[static_cast<std::size_t>(d)] = grid.cells_with(Digit(d + 1));
  }
  return snapshot;
}

// The digits, houses and cells where `now` differs from `before`.
RuleScope Ladder::changes(const Snapshot& before, const Snapshot& now) {
  RuleScope scope{0, 0, CellSet()};
  for (std::size_t d = 0; d < kUnitSize; ++d) {
    const CellSet changed = before.cells[d] ^ now.cells[d];
    if (changed.empty()) continue;
    scope.digits |= 1u << d;
    scope.cells |= changed;
  }
  for (const Cell cell : scope.cells) {
    scope.houses |= 1u << basic::house_number(House(House::Kind::row, cell.row().index())) |
                    1u << basic::house_number(House(House::Kind::column, cell.column().index())) |
                    1u << basic::house_number(House(House::Kind::box, cell.box().index()));
  }
  return scope;
}

LadderResult Ladder::next_hint(const CandidateGrid& grid, int max_level, RatingTenths ceiling,
                               RatingTenths none_up_to) {
  ++call_;
  std::optional<Snapshot> now;
  // Rungs that last found nothing in the same call share their snapshot: one diff serves them.
  std::array<std::pair<std::uint32_t, RuleScope>, 4> diffs{};
  std::size_t diff_count = 0;
  const auto changes_since = [&](std::size_t rung) {
    const std::uint32_t since = quiet_call_[rung];
    for (std::size_t k = 0; k < diff_count; ++k) {
      if (diffs[k].first == since) return diffs[k].second;
    }
    const RuleScope scope = changes(*quiet_[rung], *now);
    if (diff_count < diffs.size()) diffs[diff_count++] = {since, scope};
    return scope;
  };
  // Where each digit may go in each house: read by several scoped rules, worked out once.
  std::optional<basic::AllPositions> positions;
  bool left_out_harder = false;  // the previous rung left out its hints above the ceiling
  for (std::size_t i = 0; i < kLadder.size(); ++i) {
    const LadderRung& rung = kLadder[i];
    if (rung.level > max_level) break;
    if (rung.min_difficulty > ceiling) {
      return {std::nullopt, left_out_harder ? ceiling + 1 : rung.min_difficulty, std::nullopt};
    }
    if (rung.min_difficulty <= none_up_to) continue;
    if (control_ != nullptr) {
      if (auto reason = control_->stop_reason()) return {std::nullopt, 0, reason};
    }
    if (rung.scoped != nullptr) {
      // The scoped rules report every hint (they ignore max_difficulty), so "found nothing"
      // can be remembered.
      FirstHint first;
      if (!now) now = Snapshot::of(grid);
      std::optional<Snapshot>& quiet = quiet_[i];
      RuleScope scope = quiet ? changes_since(i) : RuleScope{};
      if (scope.digits == 0) continue;  // nothing changed since it last found nothing
      if (!positions) positions = basic::all_digit_positions(grid);
      scope.positions = &*positions;
      rung.scoped(grid, first, scope);
      if (first.hint()) return {std::move(first.hint()), 0, std::nullopt};
      quiet = now;
      quiet_call_[i] = call_;
      continue;
    }
    // On the last rung that can rate within the ceiling, hints above it may be left out: if it
    // has none within, the next rung ends the rating anyway. (Not on the last rung run: there,
    // no hint at all means the puzzle is stuck, not harder.)
    left_out_harder = i + 1 < kLadder.size() && kLadder[i + 1].level <= max_level &&
                      kLadder[i + 1].min_difficulty > ceiling;
    FirstHint first(left_out_harder ? ceiling : kNoCeiling);
    if (rung.remembering != nullptr) {
      rung.remembering(grid, first, *rule_memory_);
    } else {
      rung.rule(grid, first);
    }
    if (first.hint()) return {std::move(first.hint()), 0, std::nullopt};
  }
  return {};
}

bool ends_path(const LadderResult& next, SeRating& result) {
  if (next.stopped) {
    result.status = RatingStatus::stopped;
    result.stop_reason = next.stopped;
    return true;
  }
  if (next.above_ceiling > 0) {
    result.er = std::max(result.er, next.above_ceiling);
    result.status = RatingStatus::above_limit;
    return true;
  }
  if (!next.hint) {
    result.status = RatingStatus::unsolved;
    return true;
  }
  return false;
}

}  // namespace nonet::rating
