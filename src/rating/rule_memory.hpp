#pragma once
// What the remembering rules keep between the steps of one solving path (Ladder).
#include <array>
#include <memory>

#include "rating/chains/chain_hint.hpp"
#include "rating/chains/chain_nested_cache.hpp"
#include "rating/chains/chain_parallel.hpp"
#include "rating/chains/chain_y_pass_memo.hpp"
#include "rating/uniqueness/unique_loop_memory.hpp"

namespace nonet::rating {

struct RuleMemory {
  /// The X pass of "Forcing Chains & Cycles" and Nishio chains each depend on one digit's cells
  /// only, and most steps change one digit.
  std::array<chain::DigitMemo, 9> x_pass;
  std::array<chain::DigitMemo, 9> nishio;
  /// Its Y pass, while the bivalue cells stay the same (chain_y_pass_memo.hpp).
  chain::YPassMemo y_pass;
  UniqueLoopMemory unique_loops;
  /// Nested chains meet the same grids inside their outer chains, step after step.
  chain::NestedHintCache nested_hints;
  /// The threads a top-level search of chaining level >= 1 may use (chain_parallel; they share
  /// nested_hints).
  unsigned threads = 1;
  /// Their helpers, started by the first such search and kept until the path is rated.
  std::unique_ptr<chain::RunWorkers> workers;
};

}  // namespace nonet::rating
