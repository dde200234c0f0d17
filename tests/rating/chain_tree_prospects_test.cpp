// Which starts of a nested "Forcing Chains & Cycles" search may report (rating/
// chain_tree_prospects.hpp) against SE's search trees (rating/chains/chain_tree.hpp): every start
// whose tree holds a cycle or a chain to its negation, assumed on or off, is one the prospects
// keep, on puzzles and on grids struck as nested chains meet them; a start the XY links rule out,
// every pass rules out; and most starts are left out. What an assumption reaches on the on-graph is
// what SE's static propagation reaches.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <string>

#include "nonet/candidates.hpp"
#include "nonet/format.hpp"
#include "nonet/grid.hpp"
#include "rating/chains/chain_grid.hpp"
#include "rating/chains/chain_links.hpp"
#include "rating/chains/chain_propagation.hpp"
#include "rating/chains/chain_tree.hpp"
#include "rating/chains/chain_tree_prospects.hpp"
#include "support/chain_grids.hpp"

namespace nonet::rating::chain {
namespace {

using test_support::grid_of;
using test_support::strike_some;

const char* const kPuzzles[] = {
    "98.7.....6.....87...7.....5.4..3.5....65...9......2..1..86...5.....1.3.......4..2",
    "........1..1..2....3..4..5.....6.5....78...6..6...38.4..3..9....7..8..4.9.8...2..",
    "........1.....2.3...4.5.6....6..3....4..758..5..9...1..68....2..7...9...4...6.7..",
    "...4..789........3..9.234...1.8..6.76.7..2..8..............159...29..3...4.23...6",
    "..3.9....1...4..36..8..21...4..8..73...9................4.7..686........7.....5.4",
    ".....678..5.......7.9....6..14......3..8.19.2..8..5.4..4..1..966.19.24........3..",
};

struct Tally {
  int reporting = 0;  ///< trees holding a cycle or a chain
  int kept = 0;       ///< starts the prospects keep
  int trees = 0;
};

// Every start of every pass, as the nested search starts them (on: cells of two candidates or
// more, Y links only bivalue cells; off: candidates with a strong link of the pass).
void expect_reporting_trees_kept(const ChainGrid& grid, Tally& tally) {
  const StaticLinks links(grid, StaticLinks::Ids::kSkip);
  SearchTree tree(links);
  TreeProspects prospects;
  TreeProspects xy;  // (the XY links hold the others: what they rule out, every pass does)
  xy.analyse(links, kXYLinks);
  for (const LinkRules* rules : {&kXLinks, &kYLinks, &kXYLinks}) {
    prospects.analyse(links, *rules);
    for (int candidate = 0; candidate < kCandidates; ++candidate) {
      const int cell = cell_of(candidate);
      if (!grid.unsolved.test(cell) || !grid.has(candidate) || grid.count(cell) < 2) continue;
      if (!rules->x && grid.count(cell) > 2) continue;
      const std::string where =
          "pass " + std::to_string(rules->pass) + " candidate " + std::to_string(candidate);
      tree.begin(candidate, *rules, true, true);
      tree.advance(SearchTree::kMaxDepth);
      const bool on_reports = !tree.closings().empty() || (rules->x && tree.negation_node() >= 0);
      const bool on_kept = prospects.on_tree_may_report(candidate);
      EXPECT_TRUE(!on_reports || on_kept) << where << " on";
      EXPECT_TRUE(!on_kept || xy.on_tree_may_report(candidate)) << where << " on, XY";
      ++tally.trees;
      tally.reporting += on_reports ? 1 : 0;
      tally.kept += on_kept ? 1 : 0;
      if (!rules->x || !links.capable(*rules, digit_of(candidate)).test(cell)) continue;
      tree.begin(candidate, *rules, false, true);
      tree.advance(SearchTree::kMaxDepth);
      const bool off_reports = tree.negation_node() >= 0;
      const bool off_kept = prospects.off_tree_may_report(candidate);
      EXPECT_TRUE(!off_reports || off_kept) << where << " off";
      EXPECT_TRUE(!off_kept || xy.off_tree_may_report(candidate)) << where << " off, XY";
      ++tally.trees;
      tally.reporting += off_reports ? 1 : 0;
      tally.kept += off_kept ? 1 : 0;
    }
  }
}

TEST(TreeProspects, KeepEveryReportingTreeOfPuzzles) {
  Tally tally;
  for (const char* text : kPuzzles) expect_reporting_trees_kept(grid_of(text), tally);
  EXPECT_GT(tally.reporting, 50);              // there are trees to keep
  EXPECT_LT(tally.kept, tally.trees * 3 / 4);  // and most trees are left out
}

TEST(TreeProspects, KeepEveryReportingTreeOfStruckGrids) {
  Tally tally;
  std::uint32_t seed = 1;
  for (const char* text : kPuzzles) {
    for (const int one_in : {3, 5, 8, 13}) {
      for (int round = 0; round < 4; ++round) {
        expect_reporting_trees_kept(strike_some(grid_of(text), one_in, seed++), tally);
      }
    }
  }
  EXPECT_GT(tally.reporting, 200);
  EXPECT_LT(tally.kept, tally.trees / 2);
}

// Every candidate assumed on: the ons of SE's static propagation (cell and house links) are the
// ons it reaches, exactly when the propagation meets no contradiction, among them otherwise.
void expect_reach_of_static_propagation(const ChainGrid& grid, int& contradictions) {
  const StaticLinks links(grid, StaticLinks::Ids::kSkip);
  TreeProspects prospects;
  prospects.analyse(links, kXYLinks);
  Propagator propagator(PropagationRules{true, false, nullptr});
  propagator.prepare_static(grid);
  ChainRun run;
  for (int candidate = 0; candidate < kCandidates; ++candidate) {
    if (!grid.unsolved.test(cell_of(candidate)) || !grid.has(candidate)) continue;
    propagator.run(grid, potential_of(candidate, true), run);
    std::size_t count = 0;
    const std::int16_t* ons = prospects.reach(candidate, count);
    std::array<Bits81, 9> reached{};
    for (std::size_t i = 0; i < count; ++i) {
      reached[static_cast<std::size_t>(digit_of(ons[i]))].set(cell_of(ons[i]));
    }
    const std::string where = "candidate " + std::to_string(candidate);
    for (std::size_t digit = 0; digit < 9; ++digit) {
      if (run.contradiction) {
        EXPECT_TRUE((run.on_cells()[digit] - reached[digit]).empty()) << where;
      } else {
        EXPECT_EQ(run.on_cells()[digit], reached[digit]) << where << " digit " << digit;
      }
    }
    contradictions += run.contradiction ? 1 : 0;
  }
}

TEST(TreeProspects, ReachWhatTheStaticPropagationReaches) {
  int contradictions = 0;
  std::uint32_t seed = 100;
  for (const char* text : kPuzzles) {
    expect_reach_of_static_propagation(grid_of(text), contradictions);
    for (const int one_in : {4, 7, 11}) {
      expect_reach_of_static_propagation(strike_some(grid_of(text), one_in, seed++),
                                         contradictions);
    }
  }
  EXPECT_GT(contradictions, 0);  // both cases met
}

}  // namespace
}  // namespace nonet::rating::chain
