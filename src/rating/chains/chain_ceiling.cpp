#include "rating/chains/chain_ceiling.hpp"

#include <cmath>
#include <vector>

#include "rating/chains/chain_grid.hpp"
#include "rating/chains/chain_hint.hpp"
#include "rating/chains/chain_links.hpp"
#include "rating/chains/chain_reach.hpp"
#include "rating/chains/chain_tree.hpp"
#include "rating/shared/basic_bounds.hpp"

namespace nonet::rating {

namespace {

using chain::candidate_of;
using chain::cell_of;
using chain::digit_of;

// The greatest complexity of a Forcing Chain (XY pass) rated `ceiling` or less (0: none is), up
// to the searches' depth limit.
int longest_chain_within(RatingTenths ceiling) {
  int longest = 0;
  for (int complexity = 4; complexity <= chain::SearchTree::kMaxDepth; ++complexity) {
    const double difficulty = chain::chain_difficulty(chain::kXYLinks.chain_base, complexity);
    if (static_cast<RatingTenths>(std::lround(difficulty * 10.0)) > ceiling) break;
    longest = complexity;
  }
  return longest;
}

struct ChainEffects {
  std::vector<int> placements;  ///< candidates
  std::vector<int> eliminations;
};

// Every Forcing Chain of SE's XY pass of complexity `longest` or less on `grid`, from each
// candidate assumed on (a contradiction: it goes) and off (it is placed). (The XY pass's links
// hold the X pass's: its chains are among these, rated as XY chains.)
ChainEffects forcing_chain_effects(const CandidateGrid& grid, int longest) {
  ChainEffects effects;
  const chain::ChainGrid chain_grid = chain::ChainGrid::from(grid);
  const chain::StaticLinks links(chain_grid);
  chain::OnGraph graph(links);
  const chain::LinkRules& rules = chain::kXYLinks;
  chain_grid.unsolved.for_each([&](int cell) {
    if (chain_grid.count(cell) < 2) return;
    for (unsigned rest = chain_grid.candidates[static_cast<std::size_t>(cell)]; rest != 0;
         rest &= rest - 1) {
      const int digit = chain::first_digit(rest);
      const int source = candidate_of(cell, digit);
      if (graph.on_run(rules, source, longest, 0).chain > 0) {
        effects.eliminations.push_back(source);
      } else if (links.capable(rules, digit).test(cell) &&
                 graph.off_run(rules, source, longest) > 0) {
        effects.placements.push_back(source);
      }
    }
  });
  return effects;
}

}  // namespace

bool path_stays_within(CandidateGrid grid, RatingTenths ceiling) {
  const int longest = longest_chain_within(ceiling);
  if (longest < 4) return false;
  while (!grid.is_complete()) {
    const ChainEffects effects = forcing_chain_effects(grid, longest);
    if (effects.placements.empty() && effects.eliminations.empty()) return false;
    const CandidateGrid before = grid;
    // Every effect was proven on the same grid: all hold together.
    for (const int candidate : effects.eliminations) {
      const Cell cell(cell_of(candidate));
      const Digit digit(digit_of(candidate) + 1);
      if (grid.has(cell, digit)) grid.eliminate(cell, digit);
    }
    for (const int candidate : effects.placements) {
      const Cell cell(cell_of(candidate));
      const Digit digit(digit_of(candidate) + 1);
      if (grid.has(cell, digit)) grid.place(cell, digit);
    }
    // The closure need look only where the chains changed the grid.
    if (!close_up_to_four(grid, before)) return false;
  }
  return true;
}

}  // namespace nonet::rating
