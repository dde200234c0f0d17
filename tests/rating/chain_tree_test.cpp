// SE's search tree for static chains (rating/chains/chain_tree.hpp): a tree told it will never be
// advanced past some depth leaves out only ons that could not matter there, so it finds the
// same cycles, through the same nodes, as a tree grown without that bound; and the bitset
// search's bounds on a start's cycles (rating/chains/chain_reach.hpp) hold every cycle of its tree,
// and a start it finds unable to remove anything by a cycle has no cycle that removes anything.
#include <gtest/gtest.h>

#include <vector>

#include "nonet/candidates.hpp"
#include "nonet/format.hpp"
#include "nonet/grid.hpp"
#include "rating/chains/chain_grid.hpp"
#include "rating/chains/chain_links.hpp"
#include "rating/chains/chain_reach.hpp"
#include "rating/chains/chain_tree.hpp"

namespace nonet::rating::chain {
namespace {

struct Found {
  int on_node;
  int candidate;
  std::vector<int> path;  ///< the on candidates from the closing on back to the root
  friend bool operator==(const Found&, const Found&) = default;
};

std::vector<Found> closings_of(const SearchTree& tree) {
  std::vector<Found> found;
  for (const Closing& closing : tree.closings()) {
    Found one{closing.on_node, closing.candidate, {}};
    for (int at = closing.on_node; at >= 0; at = tree.node(at).parent) {
      one.path.push_back(tree.node(at).candidate);
    }
    found.push_back(one);
  }
  return found;
}

// Puzzles whose candidate grids hold many strong links in every pass.
constexpr const char* kPuzzles[] = {
    "...4..789........3..9.234...1.8..6.76.7..2..8..............159...29..3...4.23...6",
    "..3.9....1...4..36..8..21...4..8..73...9................4.7..686........7.....5.4",
    ".....678..5.......7.9....6..14......3..8.19.2..8..5.4..4..1..966.19.24........3..",
    "....5.7.......9...789.2...42..6...38......27..7..3....3..5..41..17....9286...1...",
    "1....6.89.5...9.....9.3............58.7.1..9....2..3..3.2.9.6.1.7.6..........125.",
    "..3.5..8.4.6.....3...1...4.24.3.8....9....8.........72.75..4..18...1..9.9...7.6..",
};

TEST(SearchTree, BoundedTreeFindsTheSameCycles) {
  int compared = 0;
  for (const char* text : kPuzzles) {
    const ChainGrid grid = ChainGrid::from(CandidateGrid::from_puzzle(parse_puzzle(text).grid));
    const StaticLinks links(grid, StaticLinks::Ids::kSkip);
    SearchTree full(links);
    SearchTree bounded(links);
    for (const LinkRules* rules : {&kXLinks, &kYLinks, &kXYLinks}) {
      for (int candidate = 0; candidate < kCandidates; ++candidate) {
        if (!grid.has(candidate) || grid.count(cell_of(candidate)) < 2) continue;
        for (const int deepest : {4, 6, 9, 12, 20}) {
          full.begin(candidate, *rules, true, false);
          bounded.begin(candidate, *rules, true, false, deepest);
          // Deepened step by step, as the cycle search does, then in one go.
          for (int limit = 4; limit <= deepest; limit += 2) {
            full.advance(limit);
            bounded.advance(limit);
            ASSERT_EQ(closings_of(full), closings_of(bounded))
                << text << " pass " << rules->pass << " candidate " << candidate << " limit "
                << limit << " deepest " << deepest;
          }
          full.begin(candidate, *rules, true, false);
          bounded.begin(candidate, *rules, true, false, deepest);
          full.advance(deepest);
          bounded.advance(deepest);
          ASSERT_EQ(closings_of(full), closings_of(bounded));
          compared += static_cast<int>(full.closings().size());
        }
      }
    }
  }
  EXPECT_GT(compared, 100);  // the puzzles do have cycles to compare
}

TEST(SearchTree, CyclesLieWithinTheBitsetBounds) {
  int compared = 0;
  for (const char* text : kPuzzles) {
    const ChainGrid grid = ChainGrid::from(CandidateGrid::from_puzzle(parse_puzzle(text).grid));
    const StaticLinks links(grid);
    OnGraph graph(links);
    SearchTree tree(links);
    for (const LinkRules* rules : {&kXLinks, &kYLinks, &kXYLinks}) {
      for (int candidate = 0; candidate < kCandidates; ++candidate) {
        if (!grid.has(candidate) || grid.count(cell_of(candidate)) < 2) continue;
        for (const int limit : {6, 10, SearchTree::kMaxDepth}) {
          const OnGraph::OnRun found = graph.on_run(*rules, candidate, 0, limit);
          tree.begin(candidate, *rules, true, false);
          tree.advance(limit);
          for (const Closing& closing : tree.closings()) {
            const int complexity = tree.node(closing.on_node).depth + 1;
            ASSERT_GE(complexity, found.closing) << text << " candidate " << candidate;
            ASSERT_LE(complexity, found.last_closing) << text << " candidate " << candidate;
            ++compared;
          }
        }
      }
    }
  }
  EXPECT_GT(compared, 100);
}

// What a cycle of the tree removes, worked out as SE's CycleHint does: the candidates outside
// the cycle's cells that see an on and an off of their digit in it.
std::vector<int> cycle_removals(const SearchTree& tree, const StaticLinks& links, int source,
                                const Closing& closing) {
  std::vector<int> ons{source};
  std::vector<int> offs{closing.candidate};
  for (int at = closing.on_node; at > 0; at = tree.node(at).parent) {
    ons.push_back(tree.node(at).candidate);
    offs.push_back(tree.node(at).via);
  }
  Bits81 cells;
  for (const int candidate : ons) cells.set(cell_of(candidate));
  for (const int candidate : offs) cells.set(cell_of(candidate));
  std::vector<int> removed;
  for (int digit = 0; digit < 9; ++digit) {
    Bits81 seen_by_on;
    Bits81 seen_by_off;
    for (const int candidate : ons) {
      if (digit_of(candidate) == digit) seen_by_on |= links.weak(candidate);
    }
    for (const int candidate : offs) {
      if (digit_of(candidate) == digit) seen_by_off |= links.weak(candidate);
    }
    ((seen_by_on & seen_by_off) - cells).for_each([&](int cell) {
      removed.push_back(candidate_of(cell, digit));
    });
  }
  return removed;
}

TEST(SearchTree, StartsFoundUnableToEliminateHaveNoUsefulCycle) {
  int skipped = 0;
  int useful = 0;
  for (const char* text : kPuzzles) {
    const ChainGrid grid = ChainGrid::from(CandidateGrid::from_puzzle(parse_puzzle(text).grid));
    const StaticLinks links(grid);
    OnGraph graph(links);
    SearchTree tree(links);
    for (const LinkRules* rules : {&kXLinks, &kYLinks, &kXYLinks}) {
      for (int candidate = 0; candidate < kCandidates; ++candidate) {
        if (!grid.has(candidate) || grid.count(cell_of(candidate)) < 2) continue;
        for (const int limit : {6, 8, 12, SearchTree::kMaxDepth}) {
          const OnGraph::OnRun found = graph.on_run(*rules, candidate, limit, limit);
          if (found.closing == 0) continue;
          const bool may = graph.cycles_may_eliminate(*rules, candidate, found.last_closing);
          tree.begin(candidate, *rules, true, false);
          tree.advance(found.last_closing);
          bool removes = false;
          for (const Closing& closing : tree.closings()) {
            if (!cycle_removals(tree, links, candidate, closing).empty()) removes = true;
          }
          ASSERT_TRUE(may || !removes) << text << " pass " << rules->pass << " candidate "
                                       << candidate << " limit " << limit;
          if (!may) ++skipped;
          if (removes) ++useful;
        }
      }
    }
  }
  EXPECT_GT(skipped, 100);  // the test does tell
  EXPECT_GT(useful, 10);    // and the puzzles have cycles that remove something
}

}  // namespace
}  // namespace nonet::rating::chain
