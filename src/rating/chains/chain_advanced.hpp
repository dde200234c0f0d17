#pragma once
// The rules dynamic chains of level >= 1 run inside their propagation (Chaining.
// getAdvancedPotentials): once nothing is pending, the first of these rules that finds anything
// on the current (partly struck) grid removes more candidates:
//   Pointing/Claiming, Hidden Pair, Naked Pair, X-Wing (level 1 and up), then
//   Forcing Chains & Cycles (levels 2, 3), Multiple Forcing Chains (level 3),
//   Dynamic Forcing Chains (levels 4, 5), Dynamic Forcing Chains (+ Forcing Chains) (level 5).
// Each removed candidate becomes an "off" potential whose parents are the rule's parents (SE's
// HasParentPotentialHint.getRuleParents): the struck candidates the rule needed.
#include <memory>

#include "rating/chains/chain_nested.hpp"
#include "rating/chains/chain_nested_cache.hpp"
#include "rating/chains/chain_propagation.hpp"

namespace nonet::rating::chain {

/// The advanced rules of Chaining(true, true, false, level), level >= 1; nested chains (level
/// >= 2) keep their records in `registry`, and remember their nested searches in `cache` if
/// not null.
std::unique_ptr<AdvancedRules> make_advanced_rules(int level, NestedRegistry* registry,
                                                   NestedHintCache* cache = nullptr);

}  // namespace nonet::rating::chain
