// The bitset closure of a dynamic assumption (rating/chains/chain_closure.hpp) against SE's dynamic
// propagation (rating/chains/chain_propagation.hpp): the same contradictions and, without one, the
// same "on" and "off" members, for every assumption on grids as nested chains meet them (partly
// struck, some cells left with one candidate or none).
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "nonet/candidates.hpp"
#include "nonet/format.hpp"
#include "nonet/grid.hpp"
#include "rating/chains/chain_closure.hpp"
#include "rating/chains/chain_propagation.hpp"
#include "support/chain_grids.hpp"

namespace nonet::rating {
namespace {

using test_support::grid_of;
using test_support::kDeepChainPuzzles;
using test_support::strike_some;

// Every assumption, on and off, on `grid`; returns how many ended in a contradiction.
int expect_same_outcomes(const chain::ChainGrid& grid) {
  chain::Propagator propagator(chain::PropagationRules{true, true, nullptr});
  const chain::DynamicClosures closures(grid);
  chain::ChainRun run;
  chain::DynamicClosure closure;
  int contradictions = 0;
  for (int candidate = 0; candidate < chain::kCandidates; ++candidate) {
    if (!grid.has(candidate)) continue;
    for (const bool on : {true, false}) {
      const int root = chain::potential_of(candidate, on);
      propagator.run(grid, root, run);
      closures.compute(root, closure);
      const std::string where = "candidate " + std::to_string(candidate) + (on ? " on" : " off");
      EXPECT_EQ(closure.contradiction, run.contradiction) << where;
      if (closure.contradiction != run.contradiction) continue;
      if (run.contradiction) {
        ++contradictions;
        continue;
      }
      for (std::size_t digit = 0; digit < 9; ++digit) {
        EXPECT_EQ(closure.on[digit], run.on_cells()[digit]) << where << " digit " << digit;
        EXPECT_EQ(closure.off[digit], run.off_cells()[digit]) << where << " digit " << digit;
      }
    }
  }
  return contradictions;
}

TEST(DynamicClosure, MatchesTheDynamicPropagationOnPuzzles) {
  int contradictions = 0;
  for (const char* puzzle : kDeepChainPuzzles)
    contradictions += expect_same_outcomes(grid_of(puzzle));
  EXPECT_GT(contradictions, 0);  // (both kinds of outcome were compared)
}

TEST(DynamicClosure, MatchesTheDynamicPropagationOnStruckGrids) {
  int contradictions = 0;
  std::uint32_t seed = 1;
  for (const char* puzzle : kDeepChainPuzzles) {
    for (const int one_in : {3, 5, 8}) {
      contradictions += expect_same_outcomes(strike_some(grid_of(puzzle), one_in, seed++));
    }
  }
  EXPECT_GT(contradictions, 0);
}

// Assumed off, a candidate that implies a single on at once (its bivalue cell's other
// candidate, or its digit's other position in a house) has that on's closure: the on implies it
// off in turn. The nested searches take one for the other.
TEST(DynamicClosure, AnOffImplyingOneOnHasThatOnsClosure) {
  int compared = 0;
  std::uint32_t seed = 7;
  for (const char* puzzle : kDeepChainPuzzles) {
    for (const int one_in : {0, 4}) {
      const chain::ChainGrid grid =
          one_in == 0 ? grid_of(puzzle) : strike_some(grid_of(puzzle), one_in, seed++);
      const chain::DynamicClosures closures(grid);
      chain::DynamicClosure off;
      chain::DynamicClosure on;
      for (int candidate = 0; candidate < chain::kCandidates; ++candidate) {
        if (!grid.has(candidate)) continue;
        const int cell = chain::cell_of(candidate);
        const int digit = chain::digit_of(candidate);
        std::vector<int> ons;
        const unsigned mask = grid.candidates[static_cast<std::size_t>(cell)];
        if (chain::two_digits(mask)) {
          ons.push_back(chain::candidate_of(cell, std::countr_zero(mask & ~(1u << digit))));
        }
        for (const std::uint8_t house : chain::houses().of[static_cast<std::size_t>(cell)]) {
          const chain::Bits81 positions = grid.in_house(digit, house);
          if (!positions.has_two()) continue;
          const int partner =
              chain::candidate_of((positions - chain::Bits81::of(cell)).first(), digit);
          if (std::find(ons.begin(), ons.end(), partner) == ons.end()) ons.push_back(partner);
        }
        if (ons.size() != 1) continue;
        closures.compute(chain::potential_of(candidate, false), off);
        closures.compute(chain::potential_of(ons.front(), true), on);
        ++compared;
        ASSERT_EQ(off.contradiction, on.contradiction) << "candidate " << candidate;
        if (off.contradiction) continue;
        EXPECT_EQ(off.on, on.on) << "candidate " << candidate;
        EXPECT_EQ(off.off, on.off) << "candidate " << candidate;
      }
    }
  }
  EXPECT_GT(compared, 100);
}

}  // namespace
}  // namespace nonet::rating
