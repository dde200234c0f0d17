// Propagation to a fixed point: the queue of words drained by word updates (pointing and
// claiming in the bands, settling single rows), then naked singles, then the stack step and
// hidden singles, until no step finds anything.
#pragma once

#include "engine/band/naked_singles.hpp"
#include "engine/band/node.hpp"
#include "engine/band/stack_step.hpp"
#include "engine/band/word_queue.hpp"

namespace nonet::detail::band {
namespace {

// Runs every step to a fixed point. Only words that changed since the last fixed point can make
// new singles or stack eliminations, so the passes skip bands and digits none of whose words
// was touched. False on contradiction.
inline bool propagate(Node& node, PairCells& pairs) {
  std::uint32_t touched_for_naked = 0;
  std::uint32_t touched_for_stacks = 0;
  for (;;) {
    // After a contradiction the node is dropped, so its bookkeeping need not be written back.
    Pending pending{node.dirty, node.changed};
    if (!drain(node, pending)) return false;
    node.dirty = 0;
    // Every cell settled: the node is a solution (each settle took its cell from the other
    // digits and its column from the digit's other bands, and the drain found no row left
    // empty), and the passes below would find nothing. Two of serg's ten stack passes a
    // puzzle ran on such nodes.
    if (solved(node)) {
      node.changed = 0;
      return true;
    }
    touched_for_naked |= pending.changed;
    touched_for_stacks |= pending.changed;
    node.changed = 0;
    const int naked = place_naked_singles(node, touched_for_naked, pairs);
    touched_for_naked = 0;
    if (naked < 0) return false;
    if (naked > 0) continue;
    const int stacks = update_stacks(node, touched_for_stacks);
    touched_for_stacks = 0;
    if (stacks < 0) return false;
    if (stacks == 0) return true;
  }
}

}  // namespace
}  // namespace nonet::detail::band
