#pragma once
// Which starts of a nested "Forcing Chains & Cycles" search can report anything at all.
//
// Nested searches grow SE's exact tree for every start (hundreds of thousands per puzzle, about
// three "on"s each), and about one tree in eighty holds a cycle or a forcing chain. A tree's "on"s
// are exactly the ons its root reaches in the pass's on-graph (an on leads to another when it
// implies an off whose strong link implies it; SE's tree marks what it has seen, which changes
// the paths, never what is reached). So:
//   - a cycle closes on an on, other than the root, that leads to the root;
//   - the root's negation (a Forcing X-/XY-Chain) needs a reached on that implies the root off;
//   - assumed off, the root is implied on again only if an on reached from its strong partners
//     (the ons the off root implies) leads to it.
// The on-graph of a pass is built once (it is small: a couple of hundred ons, most leading
// nowhere), and each start is searched on it breadth first, without SE's order or chains, until
// one of these is met. A start that meets none holds neither cycle nor chain: its SE tree would
// report nothing, so it need not be grown.
#include <array>
#include <cstdint>
#include <vector>

#include "rating/chains/chain_grid.hpp"
#include "rating/chains/chain_links.hpp"

namespace nonet::rating::chain {

class TreeProspects {
 public:
  /// Starts on the on-graph of the pass (the links of `links`, which must outlive the calls
  /// below); each on's edges are found when first needed.
  void analyse(const StaticLinks& links, const LinkRules& rules);
  /// Goes on with the on-graph found so far, with other links of an equal grid.
  void relink(const StaticLinks& links) { links_ = &links; }

  /// Whether the tree of `source` assumed on may hold a cycle or (with house links) a chain
  /// to its negation.
  [[nodiscard]] bool on_tree_may_report(int source);
  /// Whether the tree of `source` assumed off may imply it on again (house links only).
  [[nodiscard]] bool off_tree_may_report(int source);
  /// Every on `source` assumed on leads to, itself included (with the links of all passes: the
  /// ons SE's static propagation reaches, unless it stops at a contradiction): their
  /// candidates, valid until the next call, and how many.
  const std::int16_t* reach(int source, std::size_t& count);

 private:
  void add_edges(int candidate);
  /// The ons `candidate` leads to.
  const std::int16_t* edges_of(int candidate, std::size_t& count) {
    const auto at = static_cast<std::size_t>(candidate);
    if (built_[at] != graph_) add_edges(candidate);
    count = count_[at];
    return edges_.data() + begin_[at];
  }
  void next_stamp();

  const StaticLinks* links_ = nullptr;
  const LinkRules* rules_ = nullptr;
  // Per candidate present: where its edges (the ons it leads to, as candidates) start and how
  // many there are.
  std::array<std::int32_t, kCandidates> begin_;
  std::array<std::uint8_t, kCandidates> count_;
  std::array<std::uint32_t, kCandidates> built_{};  ///< == graph_: edges found
  std::uint32_t graph_ = 0;
  std::vector<std::int16_t> edges_;  ///< (sized for the worst case once)
  std::size_t used_ = 0;
  std::array<std::uint32_t, kCandidates> seen_{};  ///< == stamp_: reached in this search
  std::uint32_t stamp_ = 0;
  std::array<std::int16_t, kCandidates> queue_;
};

/// The XY on-graph of the links' grid, one per thread, kept while the searches that ask for it
/// do so on equal grids (the nested searches of one stall of an outer chain run on the same
/// grid: its edges are found once). The links must outlive the use of the answer.
TreeProspects& xy_on_graph(const StaticLinks& links);

}  // namespace nonet::rating::chain
