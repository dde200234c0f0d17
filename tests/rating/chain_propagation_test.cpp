// SE's propagation of one assumption (rating/chains/chain_propagation.hpp) told to stop once it
// holds some potentials: it is the whole run up to there, node for node, and it holds them all.
// Pruned nested searches stop their runs so, once every potential a hint of theirs can end at is
// in.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "rating/chains/chain_propagation.hpp"
#include "support/chain_grids.hpp"

namespace nonet::rating {
namespace {

using test_support::grid_of;
using test_support::kDeepChainPuzzles;
using test_support::strike_some;

// The members of `run` in order, each with its cause and parents (as potentials).
std::vector<std::string> members_of(const chain::ChainRun& run, const std::vector<int>& order) {
  std::vector<std::string> members;
  for (const int node : order) {
    std::string member = std::to_string(run.node(node).potential) + ":" +
                         std::to_string(static_cast<int>(run.node(node).cause)) + "<";
    run.for_each_parent(
        node, [&](int parent) { member += std::to_string(run.node(parent).potential) + ","; });
    members.push_back(member);
  }
  return members;
}

// For every assumption without a contradiction on `grid`: stopped once it holds every k-th
// member of its whole run, the run is a prefix of the whole run holding them all. Returns how
// many runs stopped before their end.
int expect_prefixes(const chain::ChainGrid& grid, std::uint32_t& seed) {
  chain::Propagator propagator(chain::PropagationRules{true, true, nullptr});
  chain::ChainRun whole;
  chain::ChainRun stopped;
  int shorter = 0;
  for (int candidate = 0; candidate < chain::kCandidates; ++candidate) {
    if (!grid.has(candidate)) continue;
    for (const bool on : {true, false}) {
      const int root = chain::potential_of(candidate, on);
      propagator.run(grid, root, whole);
      if (whole.contradiction) continue;
      seed = seed * 1103515245u + 12345u;
      const std::size_t every = 2 + (seed >> 16) % 6;
      chain::PotentialSet watched;
      std::size_t at = 0;
      for (const bool state : {true, false}) {
        for (const int node : state ? whole.ons() : whole.offs()) {
          if (at++ % every != every - 1) continue;
          const int member = chain::candidate_of_potential(whole.node(node).potential);
          (state ? watched.on : watched.off)[static_cast<std::size_t>(chain::digit_of(member))].set(
              chain::cell_of(member));
        }
      }
      if (watched.empty()) continue;
      propagator.run(grid, root, stopped, &watched);
      const std::string where = "candidate " + std::to_string(candidate) + (on ? " on" : " off");
      EXPECT_FALSE(stopped.contradiction) << where;
      if (stopped.contradiction) continue;
      for (std::size_t digit = 0; digit < 9; ++digit) {
        EXPECT_EQ(stopped.on_cells()[digit] & watched.on[digit], watched.on[digit]) << where;
        EXPECT_EQ(stopped.off_cells()[digit] & watched.off[digit], watched.off[digit]) << where;
      }
      for (const bool state : {true, false}) {
        const auto whole_members = members_of(whole, state ? whole.ons() : whole.offs());
        const auto stopped_members = members_of(stopped, state ? stopped.ons() : stopped.offs());
        EXPECT_LE(stopped_members.size(), whole_members.size()) << where;
        if (stopped_members.size() > whole_members.size()) continue;
        EXPECT_TRUE(
            std::equal(stopped_members.begin(), stopped_members.end(), whole_members.begin()))
            << where;
      }
      if (stopped.ons().size() + stopped.offs().size() < whole.ons().size() + whole.offs().size())
        ++shorter;
    }
  }
  return shorter;
}

TEST(PropagatorStop, AStoppedRunIsThePrefixOfTheWholeRunThatHoldsTheWatchedPotentials) {
  int shorter = 0;
  std::uint32_t seed = 5;
  for (const char* puzzle : kDeepChainPuzzles) {
    shorter += expect_prefixes(grid_of(puzzle), seed);
    for (const int one_in : {4, 7}) {
      shorter += expect_prefixes(strike_some(grid_of(puzzle), one_in, seed), seed);
    }
  }
  EXPECT_GT(shorter, 0);  // (some runs did stop early)
}

// A run told nothing goes to its end, also when the run it reuses was stopped.
TEST(PropagatorStop, ARunToldNothingGoesToItsEnd) {
  const chain::ChainGrid grid = grid_of(kDeepChainPuzzles[0]);
  chain::Propagator propagator(chain::PropagationRules{true, true, nullptr});
  chain::ChainRun run;
  int root = -1;
  for (int candidate = 0; candidate < chain::kCandidates && root < 0; ++candidate) {
    if (!grid.has(candidate)) continue;
    propagator.run(grid, chain::potential_of(candidate, true), run);
    if (!run.contradiction && run.ons().size() > 2) root = chain::potential_of(candidate, true);
  }
  ASSERT_GE(root, 0);
  const std::size_t whole = run.ons().size();
  // Watching the assumption itself: the run stops once the assumption is processed.
  chain::PotentialSet itself;
  const int candidate = chain::candidate_of_potential(root);
  itself.on[static_cast<std::size_t>(chain::digit_of(candidate))].set(chain::cell_of(candidate));
  propagator.run(grid, root, run, &itself);
  EXPECT_TRUE(run.holds(itself));
  EXPECT_LT(run.ons().size(), whole);
  propagator.run(grid, root, run);
  EXPECT_EQ(run.ons().size(), whole);
}

}  // namespace
}  // namespace nonet::rating
