#pragma once
// SE's exact search tree for static chains (doCycles; doForcingChains builds the same tree),
// kept for the "on" potentials only.
//
// SE's breadth-first search processes a layer of ons, queueing the new offs each implies in
// order (the cell's other candidates by digit, then block, row, column), then those offs in
// queue order, queueing the new ons each implies. An off only matters here if it implies an
// on (a strong link): processing each on's new offs at once, in their order, gives SE's order
// of the next ons, hence SE's chains and the order of the cycles it finds.
#include <array>
#include <cstdint>
#include <vector>

#include "rating/chains/chain_links.hpp"
#include "rating/chains/chain_nested.hpp"

namespace nonet::rating::chain {

struct TreeNode {  ///< an "on" of the tree
  std::uint16_t candidate;
  std::uint8_t depth;   ///< the root is 1: a chain's complexity is the depth of its last node
  Cause cause;          ///< how `via` implied it
  std::int16_t parent;  ///< the on two links up, -1 for the root (or under an "off" root)
  std::int16_t via;     ///< the off in between (a candidate; the root itself under an off root)
};

/// A cycle: the on of the tree that implies the off `candidate`, which implies the root again.
struct Closing {
  int on_node;
  int candidate;
};

class SearchTree {
 public:
  static constexpr int kMaxDepth = 250;  ///< depths are bytes

  explicit SearchTree(const StaticLinks& links) : links_(links) {}

  /// Starts at `source` assumed on (recording cycles) or off. With `track_negation`, records
  /// where the source's negation is first implied (a forcing chain). An "on" tree will never be
  /// advanced past `deepest`: the ons whose cycles could only be longer are not added.
  void begin(int source, const LinkRules& rules, bool root_on, bool track_negation,
             int deepest = kMaxDepth);
  /// Grows the tree up to offs `limit` deep (resumable with a larger limit).
  void advance(int limit);
  [[nodiscard]] bool exhausted() const { return explored_ == size_; }

  [[nodiscard]] const TreeNode& node(int index) const {
    return nodes_[static_cast<std::size_t>(index)];
  }
  /// The cycles found so far, in SE's order.
  [[nodiscard]] const std::vector<Closing>& closings() const { return closings_; }
  /// The on that implies the negation (an "on" root), or whose off `negation_via()` implies
  /// it (an "off" root); -1 if not found.
  [[nodiscard]] int negation_node() const { return negation_node_; }
  [[nodiscard]] int negation_via() const { return negation_via_; }
  /// Appends the potentials from the on `at` back to the root (SE's getChain of the chain).
  void add_path(int at, ChainLists& lists) const;

 private:
  template <bool kCellLinks, bool kHouseLinks, bool kRootOn, bool kTrackNegation>
  void advance_in(int limit);
  void push_on(int candidate, int parent, int via, int depth, Cause cause);
  bool is_ancestor(int node, int off_candidate) const;
  void record_closings(int at, int cell, int digit, unsigned mask, Bits81 implied);

  const StaticLinks& links_;
  const LinkRules* rules_ = nullptr;
  bool root_on_ = true;
  bool track_negation_ = false;
  int source_ = -1;
  int deepest_ = kMaxDepth;
  std::array<TreeNode, kCandidates> nodes_;  ///< the first size_ are set
  int size_ = 0;
  int explored_ = 0;  ///< the next node advance() expands
  // By candidate, not by digit and cell: expanding an off tests its ons millions of times.
  std::array<std::uint64_t, (kCandidates + 63) / 64> seen_on_{};
  std::array<Bits81, 9> seen_off_{};
  std::array<Bits81, 9> closing_{};  ///< the offs that turn the root back on
  unsigned closing_digits_ = 0;      ///< their digits
  unsigned used_digits_ = 0;         ///< the digits where seen_off_ is not empty
  Bits81 closing_cells_;             ///< their cells
  std::vector<Closing> closings_;
  int negation_node_ = -1;
  int negation_via_ = -1;
};

}  // namespace nonet::rating::chain
