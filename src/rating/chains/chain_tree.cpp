#include "rating/chains/chain_tree.hpp"

#include <bit>

namespace nonet::rating::chain {

void SearchTree::push_on(int candidate, int parent, int via, int depth, Cause cause) {
  seen_on_[static_cast<std::size_t>(candidate >> 6)] |= std::uint64_t{1} << (candidate & 63);
  used_digits_ |= 1u << digit_of(candidate);
  nodes_[static_cast<std::size_t>(size_++)] =
      TreeNode{static_cast<std::uint16_t>(candidate), static_cast<std::uint8_t>(depth), cause,
               static_cast<std::int16_t>(parent), static_cast<std::int16_t>(via)};
}

// Whether the off is on the path from the node back to the root (SE's isParent).
bool SearchTree::is_ancestor(int node, int off_candidate) const {
  for (int at = node; at >= 0; at = nodes_[static_cast<std::size_t>(at)].parent) {
    if (nodes_[static_cast<std::size_t>(at)].via == off_candidate) return true;
  }
  return false;
}

void SearchTree::begin(int source, const LinkRules& rules, bool root_on, bool track_negation,
                       int deepest) {
  // Most trees touch a few digits (nested searches start hundreds of thousands of trees, most of
  // a node or two): clear only those.
  for (unsigned rest = used_digits_ | closing_digits_; rest != 0; rest &= rest - 1) {
    const auto digit = static_cast<std::size_t>(std::countr_zero(rest));
    seen_off_[digit] = Bits81{};
    closing_[digit] = Bits81{};
  }
  seen_on_ = {};
  used_digits_ = 0;
  closing_digits_ = 0;
  closing_cells_ = Bits81{};
  size_ = 0;
  explored_ = 0;
  rules_ = &rules;
  root_on_ = root_on;
  track_negation_ = track_negation;
  source_ = source;
  deepest_ = deepest;
  negation_node_ = -1;
  negation_via_ = -1;
  closings_.clear();
  if (!root_on) {
    seen_off_[static_cast<std::size_t>(digit_of(source))].set(cell_of(source));
    used_digits_ |= 1u << digit_of(source);
    links_.for_each_strong(rules, source,
                           [&](int on, Cause cause) { push_on(on, -1, source, 2, cause); });
    return;
  }
  push_on(source, -1, -1, 1, Cause::kAssumption);
  links_.for_each_strong(rules, source, [&](int off, Cause) {
    closing_[static_cast<std::size_t>(digit_of(off))].set(cell_of(off));
    closing_digits_ |= 1u << digit_of(off);
    closing_cells_.set(cell_of(off));
  });
}

void SearchTree::advance(int limit) {
  // The pass and the kind of tree fixed at compile time: the loop runs for millions of nodes.
  const bool cell_links = rules_->y;
  const bool house_links = rules_->x;
  const int kind =
      (cell_links ? 8 : 0) | (house_links ? 4 : 0) | (root_on_ ? 2 : 0) | (track_negation_ ? 1 : 0);
  switch (kind) {
#define NONET_TREE_CASE(k)                                                     \
  case k:                                                                      \
    advance_in<((k)&8) != 0, ((k)&4) != 0, ((k)&2) != 0, ((k)&1) != 0>(limit); \
    return;
    NONET_TREE_CASE(4)
    NONET_TREE_CASE(5)
    NONET_TREE_CASE(6)
    NONET_TREE_CASE(7)
    NONET_TREE_CASE(8)
    NONET_TREE_CASE(9)
    NONET_TREE_CASE(10)
    NONET_TREE_CASE(11)
    NONET_TREE_CASE(12)
    NONET_TREE_CASE(13)
    NONET_TREE_CASE(14)
    NONET_TREE_CASE(15)
#undef NONET_TREE_CASE
    default:
      return;  // a pass has links of some kind
  }
}

template <bool kCellLinks, bool kHouseLinks, bool kRootOn, bool kTrackNegation>
void SearchTree::advance_in(int limit) {
  const LinkRules& rules = *rules_;
  const ChainGrid& grid = links_.grid();
  const int source_cell = cell_of(source_);
  const int source_digit = digit_of(source_);
  for (; explored_ < size_; ++explored_) {
    const int at = explored_;
    const TreeNode node = nodes_[static_cast<std::size_t>(at)];
    if (node.depth + 1 > limit) break;  // breadth first: every later node is at least as deep
    const int candidate = node.candidate;
    const int cell = cell_of(candidate);
    const int digit = digit_of(candidate);
    const int next_depth = node.depth + 2;
    const unsigned mask = grid.candidates[static_cast<std::size_t>(cell)];
    const Bits81 implied = links_.weak(candidate);
    if constexpr (kRootOn) {
      // (Most ons can close nothing: the closing offs are the root's few strong partners, in
      // the on's own cell or among the offs it implies in its houses.)
      if (at != 0 && ((kCellLinks && closing_cells_.test(cell)) ||
                      (((closing_digits_ >> digit) & 1u) != 0 &&
                       !(implied & closing_[static_cast<std::size_t>(digit)]).empty()))) {
        record_closings(at, cell, digit, mask, implied);
      }
      if (kTrackNegation && negation_node_ < 0) {
        // The root's negation, implied by this on (its cell or one of its houses).
        if ((kCellLinks && cell == source_cell && digit != source_digit) ||
            (digit == source_digit && implied.test(source_cell))) {
          negation_node_ = at;
        }
      }
      // The ons this one implies would close nothing within `deepest_`, nor ever be expanded.
      // (The offs it would mark seen matter only to ons as deep, which skip the same way.)
      if (next_depth + 1 > deepest_) continue;
    }
    auto expand = [&](int off) {
      links_.for_each_strong_of<kCellLinks, kHouseLinks>(off, [&](int on, Cause cause) {
        if constexpr (kTrackNegation && !kRootOn) {
          if (negation_node_ < 0 && on == source_) {
            negation_node_ = at;
            negation_via_ = off;
          }
        }
        if (((seen_on_[static_cast<std::size_t>(on >> 6)] >> (on & 63)) & 1u) == 0) {
          push_on(on, at, off, next_depth, cause);
        }
      });
    };
    // With cell links alone, every on is in a bivalue cell (the root too: those passes start
    // only there), so the off of its other candidate implies only the on itself: nothing to add,
    // and no off seen here could ever add anything either.
    if constexpr (kCellLinks && kHouseLinks) {
      for (unsigned rest = mask & ~(1u << digit); rest != 0; rest &= rest - 1) {
        const int other = first_digit(rest);
        Bits81& seen = seen_off_[static_cast<std::size_t>(other)];
        if (seen.test(cell)) continue;
        seen.set(cell);
        used_digits_ |= 1u << other;
        if (links_.capable(rules, other).test(cell)) expand(candidate_of(cell, other));
      }
    }
    Bits81& seen = seen_off_[static_cast<std::size_t>(digit)];
    const Bits81 fresh = implied - seen;
    seen |= fresh;  // (the digit is used: this node is one of its ons)
    const Bits81 useful = fresh & links_.capable(rules, digit);
    if (useful.empty()) continue;
    const auto c = static_cast<std::size_t>(cell);
    for (const Bits81 part : {useful & houses().block[c], useful & houses().row_only[c],
                              useful & houses().column_only[c]}) {
      part.for_each([&](int off_cell) { expand(candidate_of(off_cell, digit)); });
    }
  }
}

// The offs that would turn the root back on, implied by the on `at`, in SE's order (SE's
// doCycles checks every off instance, seen or not, unless it is an ancestor of the on).
void SearchTree::record_closings(int at, int cell, int digit, unsigned mask, Bits81 implied) {
  auto add = [&](int off) {
    if (!is_ancestor(at, off)) closings_.push_back({at, off});
  };
  if (rules_->y) {
    for (unsigned rest = mask & ~(1u << digit); rest != 0; rest &= rest - 1) {
      const int other = first_digit(rest);
      if (closing_[static_cast<std::size_t>(other)].test(cell)) add(candidate_of(cell, other));
    }
  }
  const Bits81 hits = implied & closing_[static_cast<std::size_t>(digit)];
  if (hits.empty()) return;
  const auto c = static_cast<std::size_t>(cell);
  for (const Bits81 part :
       {hits & houses().block[c], hits & houses().row_only[c], hits & houses().column_only[c]}) {
    part.for_each([&](int hit) { add(candidate_of(hit, digit)); });
  }
}

void SearchTree::add_path(int at, ChainLists& lists) const {
  for (; at >= 0; at = nodes_[static_cast<std::size_t>(at)].parent) {
    const TreeNode& node = nodes_[static_cast<std::size_t>(at)];
    lists.items.push_back(
        {static_cast<std::uint16_t>(potential_of(node.candidate, true)), node.cause, -1});
    if (node.via < 0) return;  // the "on" root
    const Cause via_cause =
        node.parent >= 0
            ? off_cause(cell_of(nodes_[static_cast<std::size_t>(node.parent)].candidate),
                        cell_of(node.via))
            : Cause::kAssumption;  // the "off" root
    lists.items.push_back(
        {static_cast<std::uint16_t>(potential_of(node.via, false)), via_cause, -1});
  }
}

}  // namespace nonet::rating::chain
