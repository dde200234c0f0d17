#include "rating/rated_step.hpp"

#include <array>
#include <stdexcept>
#include <string>
#include <utility>

namespace nonet::rating {
namespace {

using T = Technique;

struct RuleName {
  std::string_view name;
  Technique technique;
};

// The names Sudoku Explainer gives its hints, exactly (nonet's rules in src/rating use them).
constexpr std::array kExactNames{
    RuleName{"Hidden Single", T::hidden_single},
    RuleName{"Naked Single", T::naked_single},
    RuleName{"Direct Pointing", T::direct_pointing},
    RuleName{"Direct Claiming", T::direct_claiming},
    RuleName{"Direct Hidden Pair", T::direct_hidden_pair},
    RuleName{"Direct Hidden Triplet", T::direct_hidden_triple},
    RuleName{"Pointing", T::pointing},
    RuleName{"Claiming", T::claiming},
    RuleName{"Naked Pair", T::naked_pair},
    RuleName{"Naked Triplet", T::naked_triple},
    RuleName{"Naked Quad", T::naked_quad},
    RuleName{"Hidden Pair", T::hidden_pair},
    RuleName{"Hidden Triplet", T::hidden_triple},
    RuleName{"Hidden Quad", T::hidden_quad},
    RuleName{"X-Wing", T::x_wing},
    RuleName{"Swordfish", T::swordfish},
    RuleName{"Jellyfish", T::jellyfish},
    RuleName{"XY-Wing", T::xy_wing},
    RuleName{"XYZ-Wing", T::xyz_wing},
    RuleName{"Unique Rectangle type 1", T::unique_rectangle_1},
    RuleName{"Unique Rectangle type 2", T::unique_rectangle_2},
    RuleName{"Unique Rectangle type 3", T::unique_rectangle_3},
    RuleName{"Unique Rectangle type 4", T::unique_rectangle_4},
    RuleName{"BUG type 1", T::bug_plus_1},
    RuleName{"BUG type 2", T::bug},
    RuleName{"BUG type 3", T::bug},
    RuleName{"BUG type 4", T::bug},
    RuleName{"Aligned Pair Exclusion", T::aligned_pair_exclusion},
    RuleName{"Aligned Triplet Exclusion", T::aligned_triple_exclusion},
    // SE's cycles are continuous nice loops; a cycle of four cells on one digit is an X-Wing.
    RuleName{"Bidirectional Cycle", T::continuous_nice_loop},
    RuleName{"Bidirectional Y-Cycle", T::continuous_nice_loop},
    RuleName{"Bidirectional X-Cycle", T::continuous_nice_loop},
    RuleName{"Generalized X-Wing", T::x_wing},
    // A forcing chain from a candidate back to its own cell is a discontinuous nice loop.
    RuleName{"Forcing Chain", T::discontinuous_nice_loop},
    RuleName{"Forcing X-Chain", T::x_chain},
    RuleName{"Turbot Fish", T::turbot_fish},
    RuleName{"Nishio Forcing Chains", T::nishio_forcing_chain},
    RuleName{"Contradiction Forcing Chains", T::contradiction_forcing_chain},
    RuleName{"Double Forcing Chains", T::double_forcing_chain},
    RuleName{"Cell Forcing Chains", T::cell_forcing_chain},
    RuleName{"Region Forcing Chains", T::region_forcing_chain},
};

// Names with a size or a nesting level after them: "Unique Loop 8 type 2", "Dynamic Cell Forcing
// Chains (+ Forcing Chains)".
constexpr std::array kNamePrefixes{
    RuleName{"Unique Loop", T::unique_loop},
    RuleName{"Dynamic Contradiction Forcing Chains", T::dynamic_contradiction_forcing_chain},
    RuleName{"Dynamic Double Forcing Chains", T::dynamic_double_forcing_chain},
    RuleName{"Dynamic Cell Forcing Chains", T::dynamic_cell_forcing_chain},
    RuleName{"Dynamic Region Forcing Chains", T::dynamic_region_forcing_chain},
};

}  // namespace

Technique technique_of_rule(std::string_view rule) {
  for (const RuleName& known : kExactNames) {
    if (known.name == rule) return known.technique;
  }
  for (const RuleName& known : kNamePrefixes) {
    if (rule.starts_with(known.name)) return known.technique;
  }
  throw std::logic_error("internal error: no technique for the rating's rule '" +
                         std::string(rule) + "'");
}

Step to_step(SeHint hint) {
  Step step;
  step.technique = technique_of_rule(hint.rule);
  step.difficulty = hint.difficulty;
  step.rule = std::string(hint.rule);
  if (hint.placement) step.placements.push_back(*hint.placement);
  step.eliminations = std::move(hint.eliminations);
  step.relies_on_uniqueness = technique_info(step.technique).needs_uniqueness;
  return step;
}

}  // namespace nonet::rating
