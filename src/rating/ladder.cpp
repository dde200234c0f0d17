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
    LadderRung{find_hidden_singles, 0},
    LadderRung{find_direct_pointing, 0},
    LadderRung{find_direct_hidden_pairs, 0},
    LadderRung{find_naked_singles, 0},
    LadderRung{find_direct_hidden_triples, 0},
    // Indirect producers: eliminations.
    LadderRung{find_pointing_claiming, 0},
    LadderRung{find_naked_pairs, 0},
    LadderRung{find_x_wings, 0},
    LadderRung{find_hidden_pairs, 0},
    LadderRung{find_naked_triples, 0},
    LadderRung{find_swordfish, 0},
    LadderRung{find_hidden_triples, 0},
    LadderRung{find_xy_wings, 0},
    LadderRung{find_xyz_wings, 0},
    LadderRung{find_unique_loops, 0},
    LadderRung{find_naked_quads, 0},
    LadderRung{find_jellyfish, 0},
    LadderRung{find_hidden_quads, 0},
    LadderRung{find_bug, 0},
    LadderRung{find_aligned_pair_exclusion, 0},
    // Chaining producers.
    LadderRung{find_forcing_chains_and_cycles, 0},
    LadderRung{find_aligned_triple_exclusion, 0},
    LadderRung{find_nishio_chains, 0},
    LadderRung{find_multiple_forcing_chains, 0},
    LadderRung{find_dynamic_forcing_chains, 0},
    LadderRung{dynamic_plus, 1},
    LadderRung{nested_2, 2},
    LadderRung{nested_3, 3},
    LadderRung{nested_4, 4},
    LadderRung{nested_5, 5},
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

std::optional<SeHint> next_se_hint(const CandidateGrid& grid, int max_level) {
  for (const LadderRung& rung : kLadder) {
    if (rung.level > max_level) break;
    FirstHint first;
    rung.rule(grid, first);
    if (first.hint()) return std::move(first.hint());
  }
  return std::nullopt;
}

}  // namespace nonet::rating
