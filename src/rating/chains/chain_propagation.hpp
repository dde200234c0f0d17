#pragma once
// SE's Chaining.doChaining: from one assumption, every potential that must be on or off, each
// with the potentials it was deduced from (its parents), until nothing new follows or a
// potential would have to be both on and off.
//
// The order is SE's: pending "on" potentials first, in the order found; then the oldest pending
// "off". In dynamic mode each processed "off" is struck from the grid, which can reveal new
// singles; their parents then include the earlier "offs" that made them single ("hidden"
// parents). At level >= 1, when nothing is pending, the advanced rules (see chain_advanced)
// may strike more candidates.
#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "rating/chains/chain_grid.hpp"

namespace nonet::rating::chain {

/// Why a potential was deduced (SE's Potential.Cause); rule parents of nested chains use it.
enum class Cause : std::uint8_t {
  kAssumption,
  kNakedSingle,
  kHiddenBlock,
  kHiddenRow,
  kHiddenColumn,
  kAdvanced
};

/// The cause of an "on" implied through a house of this kind (kBlock, kRow, kColumn).
constexpr Cause house_cause(int kind) {
  return kind == kBlock ? Cause::kHiddenBlock
         : kind == kRow ? Cause::kHiddenRow
                        : Cause::kHiddenColumn;
}

/// A node's place in its run (runs of nested chains can exceed 32767 nodes in theory).
using NodeIndex = std::int32_t;

struct ChainNode {
  std::uint16_t potential = 0;
  Cause cause = Cause::kAssumption;
  std::uint16_t parent_count = 0;
  NodeIndex first_parent = -1;    ///< the first parent, kept inline (most nodes have one)
  std::int32_t more_parents = 0;  ///< the others, from here in ChainRun's parent list
  std::int32_t nested = -1;       ///< advanced potentials: the nested hint that removed them
};

/// Potentials by state and digit: the cells where each digit is "on", and where it is "off".
struct PotentialSet {
  std::array<Bits81, 9> on{};
  std::array<Bits81, 9> off{};

  [[nodiscard]] bool empty() const {
    for (std::size_t d = 0; d < 9; ++d) {
      if (!on[d].empty() || !off[d].empty()) return false;
    }
    return true;
  }
  PotentialSet& operator|=(const PotentialSet& other) {
    for (std::size_t d = 0; d < 9; ++d) {
      on[d] |= other.on[d];
      off[d] |= other.off[d];
    }
    return *this;
  }
};

/// The outcome of one assumption: SE's toOn / toOff sets (LinkedSet order) with their chains.
class ChainRun {
 public:
  void clear();

  /// Every potential of `set` is a member.
  [[nodiscard]] bool holds(const PotentialSet& set) const {
    for (std::size_t d = 0; d < 9; ++d) {
      if (!(set.on[d] - on_[d]).empty() || !(set.off[d] - off_[d]).empty()) return false;
    }
    return true;
  }

  [[nodiscard]] bool contains(int potential) const {
    const int candidate = candidate_of_potential(potential);
    const auto& set = is_on(potential) ? on_ : off_;
    return set[static_cast<std::size_t>(digit_of(candidate))].test(cell_of(candidate));
  }
  /// The node of a member potential.
  [[nodiscard]] int node_of(int potential) const {
    return index_[static_cast<std::size_t>(potential)];
  }
  /// Members in the order they were added (SE's iteration order).
  [[nodiscard]] const std::vector<NodeIndex>& ons() const { return on_order_; }
  [[nodiscard]] const std::vector<NodeIndex>& offs() const { return off_order_; }
  [[nodiscard]] const std::array<Bits81, 9>& on_cells() const { return on_; }
  [[nodiscard]] const std::array<Bits81, 9>& off_cells() const { return off_; }

  [[nodiscard]] const ChainNode& node(int index) const {
    return nodes_[static_cast<std::size_t>(index)];
  }
  /// Calls f(parent node) for each parent, in order.
  template <class F>
  void for_each_parent(int index, F&& f) const {
    const ChainNode& node = nodes_[static_cast<std::size_t>(index)];
    if (node.parent_count == 0) return;
    f(static_cast<int>(node.first_parent));
    const std::int32_t* more = parents_.data() + node.more_parents;
    for (int i = 1; i < node.parent_count; ++i) f(static_cast<int>(more[i - 1]));
  }

  /// Set when the assumption led to a potential both on and off: the two nodes (one of them
  /// may be a node that is not a member).
  bool contradiction = false;
  int absurd_on = -1;
  int absurd_off = -1;

  // Building (Propagator and the advanced rules). A node's parents are added right after it.
  int add_node(int potential, Cause cause, int nested = -1) {
    ChainNode node;
    node.potential = static_cast<std::uint16_t>(potential);
    node.cause = cause;
    node.nested = nested;
    nodes_.push_back(node);
    return static_cast<int>(nodes_.size()) - 1;
  }
  void add_parent(int node, int parent) {
    ChainNode& at = nodes_[static_cast<std::size_t>(node)];
    if (at.parent_count == 0) {
      at.first_parent = parent;
      at.more_parents = static_cast<std::int32_t>(parents_.size());
    } else {
      parents_.push_back(parent);
    }
    ++at.parent_count;
  }
  void make_member(int node) {
    const int potential = nodes_[static_cast<std::size_t>(node)].potential;
    const int candidate = candidate_of_potential(potential);
    make_member(node, cell_of(candidate), digit_of(candidate), is_on(potential));
  }
  /// The ancestor count of a node, once AncestorCounter has found it (a node is the target of
  /// several hints: cell, region and double chains); 0 when not known yet.
  [[nodiscard]] int known_ancestors(int node) const {
    const auto at = static_cast<std::size_t>(node);
    return at < ancestors_.size() ? ancestors_[at] : 0;
  }
  void remember_ancestors(int node, int count) const {
    const auto at = static_cast<std::size_t>(node);
    if (at >= ancestors_.size()) ancestors_.resize(nodes_.size(), 0);
    ancestors_[at] = count;
  }

  /// Moves every nested hint id by `offset` (the run's registry was appended to another).
  void shift_nested(int offset) {
    for (ChainNode& node : nodes_) {
      if (node.nested >= 0) node.nested += offset;
    }
  }

  /// A node with its first parent, in one go (more may follow with add_parent). (Inlined: the
  /// propagation's hot loops make one per implication.)
  [[gnu::always_inline]] int add_child(int potential, Cause cause, int parent) {
    ChainNode node;
    node.potential = static_cast<std::uint16_t>(potential);
    node.cause = cause;
    node.parent_count = 1;
    node.first_parent = parent;
    node.more_parents = static_cast<std::int32_t>(parents_.size());
    nodes_.push_back(node);
    return static_cast<int>(nodes_.size()) - 1;
  }
  /// make_member() for the caller that knows the node's cell, digit and state (no split).
  [[gnu::always_inline]] void make_member(int node, int cell, int digit, bool on) {
    (on ? on_ : off_)[static_cast<std::size_t>(digit)].set(cell);
    index_[static_cast<std::size_t>(potential_of(candidate_of(cell, digit), on))] = node;
    (on ? on_order_ : off_order_).push_back(node);
  }

  /// A member with one parent (the common case), in one go.
  int add_member(int potential, Cause cause, int parent) {
    const int node = add_node(potential, cause);
    ChainNode& at = nodes_.back();
    at.first_parent = parent;
    at.parent_count = 1;
    make_member(node);
    return node;
  }

 private:
  std::vector<ChainNode> nodes_;
  std::vector<std::int32_t> parents_;
  std::array<NodeIndex, kPotentials> index_{};  ///< valid for members only
  std::array<Bits81, 9> on_{};
  std::array<Bits81, 9> off_{};
  std::vector<NodeIndex> on_order_;
  std::vector<NodeIndex> off_order_;
  mutable std::vector<std::int32_t> ancestors_;  ///< per node, see known_ancestors()
};

/// Recycles ChainRun objects (and their buffers) across searches on the same thread: a
/// search needs hundreds of runs, each with vectors that would otherwise be reallocated.
/// One thread acquires from a pool; the pool may be destroyed on another thread while that one
/// runs no search (a helper's pool, chain_parallel): its runs go back to the acquiring thread.
class RunPool {
 public:
  RunPool() = default;
  RunPool(const RunPool&) = delete;
  RunPool& operator=(const RunPool&) = delete;
  ~RunPool();
  /// A cleared run, owned by this pool until it is destroyed.
  ChainRun& acquire();

  using FreeRuns = std::vector<std::unique_ptr<ChainRun>>;

 private:
  std::vector<ChainRun*> taken_;
  FreeRuns* home_ = nullptr;  ///< the free runs of the thread that acquired them
};

/// Counts a node's distinct ancestors, itself included (SE's ChainingHint.getAncestorCount:
/// potentials are equal when cell, digit and state are). Reusable scratch space.
class AncestorCounter {
 public:
  int count(const ChainRun& run, int node);

 private:
  std::array<std::uint32_t, kPotentials> mark_{};
  std::uint32_t stamp_ = 0;
  std::vector<std::int32_t> queue_;
};

/// The advanced rules of level >= 1: more "off" potentials once the plain propagation stalls.
class AdvancedRules {
 public:
  virtual ~AdvancedRules() = default;
  /// A new propagation starts: what the rules kept about the previous one no longer holds.
  virtual void start() {}
  /// Appends to `run` the nodes (not members yet) of the potentials the first applicable rule
  /// removes on `current`, with their parents (members of `run`); returns their indexes.
  virtual void find(const ChainGrid& current, const ChainGrid& initial, ChainRun& run,
                    std::vector<int>& found) = 0;
};

struct PropagationRules {
  bool cell_links = true;  ///< Y links (false for Nishio)
  bool dynamic = false;    ///< strike each "off" from the grid as it is processed
  AdvancedRules* advanced = nullptr;
};

class Propagator {
 public:
  explicit Propagator(PropagationRules rules) : rules_(rules) {}
  /// Runs the assumption `root` (a potential) on `grid` into `run`; with `stop_once_held`,
  /// only until every potential of it is a member (the run is then SE's run up to there).
  void run(const ChainGrid& grid, int root, ChainRun& run,
           const PotentialSet* stop_once_held = nullptr);
  /// Static rules on one grid: precomputes each candidate's off -> on links for all runs.
  void prepare_static(const ChainGrid& grid);

 private:
  struct StaticLinks {  ///< getOffToOn of a candidate on a grid that does not change
    std::array<std::int16_t, 4> on;
    std::array<Cause, 4> cause;
    int count;
  };
  void process_static_off(int node, ChainRun& run);
  void process_on(int node, ChainRun& run);
  void process_off(int node, ChainRun& run);
  bool add_off(ChainRun& run, int cell, int digit, Cause cause, int parent);
  int create_on(ChainRun& run, int cell, int digit, Cause cause, int parent, int house);

  PropagationRules rules_;
  ChainGrid current_;
  ChainGrid initial_;
  std::vector<NodeIndex> pending_on_;
  std::vector<NodeIndex> pending_off_;
  std::size_t next_on_ = 0;
  std::size_t next_off_ = 0;
  std::vector<int> advanced_;
  std::vector<StaticLinks> static_links_;  ///< per candidate, when prepared
};

}  // namespace nonet::rating::chain
