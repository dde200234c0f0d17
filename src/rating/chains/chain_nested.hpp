#pragma once
// What nested chains (level >= 2) need from a chaining hint besides its rank:
//   - its chains as SE walks them (ChainingHint.getChain: breadth first from each target over
//     the parents, each potential once), from which come
//   - its complexity: the ancestor counts plus, once per distinct nested chain met, that
//     chain's own complexity (getNestedComplexity; "distinct" as FullChain.equals: the same
//     targets with the same chains);
//   - its rule parents (getRuleParents): the candidates struck before the hint could hold,
//     which become the parents of what the hint removes inside an outer chain. They are the
//     outer chain's strikes (its initial grid less the current one) in the cells and houses
//     that made the chains' "on"s single: those places (the hint's rule sources) depend on the
//     current grid alone, so the hint can be kept for any outer chain that reaches that grid.
#include <cstdint>
#include <vector>

#include "rating/chains/chain_grid.hpp"
#include "rating/chains/chain_propagation.hpp"

namespace nonet::rating::chain {

/// One potential of a chain as getChain lists it.
struct ChainItem {
  std::uint16_t potential;
  Cause cause;
  std::int32_t nested;  ///< the nested hint of an advanced potential, or -1
};

/// A hint's chains: per target, its getChain list (the target first).
struct ChainLists {
  std::vector<ChainItem> items;
  std::vector<std::uint32_t> ends;  ///< one past each target's list
  std::vector<std::int32_t> queue;  ///< scratch
  std::vector<std::uint32_t> mark;  ///< scratch, per potential (sized on first use)
  std::uint32_t stamp = 0;

  void clear() {
    items.clear();
    ends.clear();
  }
  /// Appends the getChain list of `node` in `run`.
  void add_from_run(const ChainRun& run, int node);
  void end_target() { ends.push_back(static_cast<std::uint32_t>(items.size())); }
};

/// The nested chains met so far in one top-level search: their complexity and identity.
class NestedRegistry {
 public:
  struct Record {
    int complexity;
    std::uint64_t identity[2];  ///< a hash of the targets and their chains (FullChain.equals)
  };
  int add(const Record& record) {
    records_.push_back(record);
    return static_cast<int>(records_.size()) - 1;
  }
  [[nodiscard]] const Record& at(int id) const { return records_[static_cast<std::size_t>(id)]; }
  /// Appends the records of `other` (one thread's, see chain_parallel); returns the id the first
  /// of them gets here.
  int append(const NestedRegistry& other) {
    const int offset = static_cast<int>(records_.size());
    records_.insert(records_.end(), other.records_.begin(), other.records_.end());
    return offset;
  }

 private:
  std::vector<Record> records_;
};

/// Set when a producer runs inside an outer chain (as an advanced rule): its hints then also
/// carry their rule sources and a registry entry. (It needs nothing of the outer chain: what
/// it hands over depends on the current grid alone.)
struct NestedContext {
  NestedRegistry* registry = nullptr;
};

/// A hint's complexity from its chains (flat + nested); with `context`, also its rule sources
/// (see rule_parents_of) and its registry entry. `assumption` is the cause SE gives the
/// initial assumption for rule parents (Cell: naked single; Region: its house; else none).
struct ChainFacts {
  int complexity = 0;
  std::vector<std::uint16_t> rule_sources;
  int nested_id = -1;
};
/// `flat_targets`: how many of the first targets count in the complexity (a CycleHint counts
/// only its first chain: its second is the same chain reversed); -1 for all.
void chain_facts(const ChainLists& lists, const NestedRegistry* registry,
                 const NestedContext* context, Cause assumption, ChainFacts& out,
                 int flat_targets = -1);

/// A rule source: the cell of an "on" made single in its cell, or (kHouseSource + digit * 27 +
/// house) for one made single in a house; a hint lists them in the order of its chains.
inline constexpr std::uint16_t kHouseSource = 81;

/// The rule parents (candidates, in SE's order) of a hint with these rule sources found on
/// `current` inside an outer chain from `initial`: the candidates struck since in each source,
/// each once. Empty: the hint held before the outer chain (SE skips it).
void rule_parents_of(const std::vector<std::uint16_t>& sources, const ChainGrid& initial,
                     const ChainGrid& current, std::vector<std::uint16_t>& out);

}  // namespace nonet::rating::chain
