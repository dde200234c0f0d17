// The techniques the catalogue takes from the Sudoku Explainer rating: unique loops, BUG types
// 2 to 4, aligned exclusion and the forcing chains (static, Nishio, dynamic and nested). Their
// search is the rating's own (src/rating); this file only runs it on a grid and hands the
// hints over as steps, so hint and explain finish every puzzle the rating finishes.
//
// One rule of the rating finds several techniques (multiple forcing chains give contradiction,
// double, cell and region chains), ranked as Sudoku Explainer ranks them: the shortest chain
// first, whatever its kind. So the techniques of one rule share one search per grid, and each
// reports the rule's best step when it is of its own kind. The dynamic chains are looked for at
// the lowest nesting level that has any (level 0, then SE's "(+)" and nested levels 2 to 5).
// Like the rating, they look only at grids with exactly one solution.
#include <array>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "logic/techniques/finders.hpp"
#include "logic/techniques/forcing_proof.hpp"
#include "rating/rated_step.hpp"
#include "rating/se_rule.hpp"

namespace nonet::logic {
namespace {

class FirstHint final : public rating::SeHintSink {
 public:
  bool add(rating::SeHint hint) override {
    if (!hint_) hint_ = std::move(hint);
    return false;
  }
  std::optional<rating::SeHint>& hint() { return hint_; }

 private:
  std::optional<rating::SeHint> hint_;
};

enum class RuleGroup : std::size_t {
  unique_loops,
  bug,
  pair_exclusion,
  triple_exclusion,
  nishio,
  multiple,
  dynamic,
  count
};

constexpr int kDeepestLevel = 5;

std::optional<rating::SeHint> first_hint(RuleGroup group, const CandidateGrid& grid) {
  FirstHint first;
  switch (group) {
    case RuleGroup::unique_loops:
      rating::find_unique_loops(grid, first);
      break;
    case RuleGroup::bug:
      rating::find_bug(grid, first);
      break;
    case RuleGroup::pair_exclusion:
      rating::find_aligned_pair_exclusion(grid, first);
      break;
    case RuleGroup::triple_exclusion:
      rating::find_aligned_triple_exclusion(grid, first);
      break;
    case RuleGroup::nishio:
      rating::find_nishio_chains(grid, first);
      break;
    case RuleGroup::multiple:
      rating::find_multiple_forcing_chains(grid, first);
      break;
    case RuleGroup::dynamic:
      rating::find_dynamic_forcing_chains(grid, first);
      for (int level = 1; level <= kDeepestLevel && !first.hint(); ++level) {
        rating::find_dynamic_chains_at_level(grid, first, level);
      }
      break;
    case RuleGroup::count:
      break;
  }
  return std::move(first.hint());
}

// The rule's best step on the grid last asked about, per thread: the finders of one rule ask in
// turn about the same grid, and the search (seconds for nested chains) runs once.
struct RememberedStep {
  bool valid = false;
  CandidateGrid grid;
  std::optional<Step> step;
};

const std::optional<Step>& best_step(RuleGroup group, const CandidateGrid& grid) {
  thread_local std::array<RememberedStep, static_cast<std::size_t>(RuleGroup::count)> memory;
  RememberedStep& remembered = memory[static_cast<std::size_t>(group)];
  if (!remembered.valid || !(remembered.grid == grid)) {
    // As the rating, only on a grid with one solution: on one with many (an empty grid, say)
    // the chains would go through every nesting level, for seconds, to find little or nothing.
    std::optional<rating::SeHint> hint;
    if (count_candidate_solutions(grid, 2) == 1) hint = first_hint(group, grid);
    remembered.step.reset();
    if (hint) {
      remembered.step = rating::to_step(std::move(*hint));
      if (group == RuleGroup::nishio || group == RuleGroup::multiple ||
          group == RuleGroup::dynamic) {
        if (!spell_out_forcing_proof(grid, *remembered.step)) {
          const bool nested = remembered.step->rule.find("(+ ") != std::string::npos;
          remembered.step->reason =
              nested ? "Sudoku Explainer's search proves it with forcing chains nested inside its "
                       "chains, which nonet does not write out"
                     : "Sudoku Explainer's search proves it; nonet found no proof by singles, "
                       "locked candidates and subsets to write out";
        }
      }
    }
    remembered.grid = grid;
    remembered.valid = true;
  }
  return remembered.step;
}

template <RuleGroup Group, Technique Kind>
void find_by_rule(const CandidateGrid& grid, StepSink& sink) {
  const std::optional<Step>& step = best_step(Group, grid);
  if (step && step->technique == Kind) sink.add(*step);
}

}  // namespace

void find_unique_loop(const CandidateGrid& grid, StepSink& sink) {
  find_by_rule<RuleGroup::unique_loops, Technique::unique_loop>(grid, sink);
}
void find_bug(const CandidateGrid& grid, StepSink& sink) {
  find_by_rule<RuleGroup::bug, Technique::bug>(grid, sink);
}
void find_aligned_pair_exclusion(const CandidateGrid& grid, StepSink& sink) {
  find_by_rule<RuleGroup::pair_exclusion, Technique::aligned_pair_exclusion>(grid, sink);
}
void find_aligned_triple_exclusion(const CandidateGrid& grid, StepSink& sink) {
  find_by_rule<RuleGroup::triple_exclusion, Technique::aligned_triple_exclusion>(grid, sink);
}
void find_nishio_forcing_chain(const CandidateGrid& grid, StepSink& sink) {
  find_by_rule<RuleGroup::nishio, Technique::nishio_forcing_chain>(grid, sink);
}
void find_contradiction_forcing_chain(const CandidateGrid& grid, StepSink& sink) {
  find_by_rule<RuleGroup::multiple, Technique::contradiction_forcing_chain>(grid, sink);
}
void find_double_forcing_chain(const CandidateGrid& grid, StepSink& sink) {
  find_by_rule<RuleGroup::multiple, Technique::double_forcing_chain>(grid, sink);
}
void find_cell_forcing_chain(const CandidateGrid& grid, StepSink& sink) {
  find_by_rule<RuleGroup::multiple, Technique::cell_forcing_chain>(grid, sink);
}
void find_region_forcing_chain(const CandidateGrid& grid, StepSink& sink) {
  find_by_rule<RuleGroup::multiple, Technique::region_forcing_chain>(grid, sink);
}
void find_dynamic_contradiction_forcing_chain(const CandidateGrid& grid, StepSink& sink) {
  find_by_rule<RuleGroup::dynamic, Technique::dynamic_contradiction_forcing_chain>(grid, sink);
}
void find_dynamic_double_forcing_chain(const CandidateGrid& grid, StepSink& sink) {
  find_by_rule<RuleGroup::dynamic, Technique::dynamic_double_forcing_chain>(grid, sink);
}
void find_dynamic_cell_forcing_chain(const CandidateGrid& grid, StepSink& sink) {
  find_by_rule<RuleGroup::dynamic, Technique::dynamic_cell_forcing_chain>(grid, sink);
}
void find_dynamic_region_forcing_chain(const CandidateGrid& grid, StepSink& sink) {
  find_by_rule<RuleGroup::dynamic, Technique::dynamic_region_forcing_chain>(grid, sink);
}

}  // namespace nonet::logic
