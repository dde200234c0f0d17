#include "rating/ladder.hpp"

#include <array>

namespace nonet::rating {
namespace {

void dynamic_plus(const CandidateGrid& grid, SeHintSink& sink) {
  find_dynamic_chains_at_level(grid, sink, 1);
}
void nested_2(const CandidateGrid& grid, SeHintSink& sink) {
  find_dynamic_chains_at_level(grid, sink, 2);
}
void nested_3(const CandidateGrid& grid, SeHintSink& sink) {
  find_dynamic_chains_at_level(grid, sink, 3);
}
void nested_4(const CandidateGrid& grid, SeHintSink& sink) {
  find_dynamic_chains_at_level(grid, sink, 4);
}
void nested_5(const CandidateGrid& grid, SeHintSink& sink) {
  find_dynamic_chains_at_level(grid, sink, 5);
}

constexpr std::array kLadder{
    // SE's "direct" producers: each hint places a value.
    LadderRung{find_hidden_singles, 0, 10},
    LadderRung{find_direct_pointing, 0, 17},
    LadderRung{find_direct_hidden_pairs, 0, 20},
    LadderRung{find_naked_singles, 0, 23},
    LadderRung{find_direct_hidden_triples, 0, 25},
    // Indirect producers: eliminations.
    LadderRung{find_pointing_claiming, 0, 26},
    LadderRung{find_naked_pairs, 0, 30},
    LadderRung{find_x_wings, 0, 32},
    LadderRung{find_hidden_pairs, 0, 34},
    LadderRung{find_naked_triples, 0, 36},
    LadderRung{find_swordfish, 0, 38},
    LadderRung{find_hidden_triples, 0, 40},
    LadderRung{find_xy_wings, 0, 42},
    LadderRung{find_xyz_wings, 0, 44},
    LadderRung{find_unique_loops, 0, 45},
    LadderRung{find_naked_quads, 0, 50},
    LadderRung{find_jellyfish, 0, 52},
    LadderRung{find_hidden_quads, 0, 54},
    LadderRung{find_bug, 0, 56},
    LadderRung{find_aligned_pair_exclusion, 0, 62},
    // Chaining producers.
    LadderRung{find_forcing_chains_and_cycles, 0, 65},
    LadderRung{find_aligned_triple_exclusion, 0, 75},
    LadderRung{find_nishio_chains, 0, 75},
    LadderRung{find_multiple_forcing_chains, 0, 80},
    LadderRung{find_dynamic_forcing_chains, 0, 85},
    LadderRung{dynamic_plus, 1, 90},
    LadderRung{nested_2, 2, 95},
    LadderRung{nested_3, 3, 100},
    LadderRung{nested_4, 4, 105},
    LadderRung{nested_5, 5, 110},
};

class FirstHint final : public SeHintSink {
 public:
  bool add(SeHint hint) override {
    if (!hint_) hint_ = std::move(hint);
    return false;
  }
  std::optional<SeHint>& hint() { return hint_; }

 private:
  std::optional<SeHint> hint_;
};

}  // namespace

std::span<const LadderRung> ladder() {
  return kLadder;
}

LadderResult next_se_hint(const CandidateGrid& grid, int max_level, RatingTenths ceiling) {
  for (const LadderRung& rung : kLadder) {
    if (rung.level > max_level) break;
    if (rung.min_difficulty > ceiling) return {std::nullopt, rung.min_difficulty};
    FirstHint first;
    rung.rule(grid, first);
    if (first.hint()) return {std::move(first.hint()), 0};
  }
  return {};
}

}  // namespace nonet::rating
