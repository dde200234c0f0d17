// SE's Chaining(false, false, false, 0): Bidirectional X-, Y- and XY-Cycles and Forcing X- and
// XY-Chains ("Forcing Chains & Cycles", 6.5 - 7.x).
//
// SE runs three passes (X links only, Y links only, both: chain_links.hpp); in each it starts
// from every candidate of every unsolved cell (Y: only bivalue cells) assumed true, and explores
// the implications breadth first. A Forcing Chain is an assumption that implies its own
// negation (searched from the assumption on, then off); a cycle is an off that leads back to
// the start (at least four links).
//
// Only a cycle's eliminations depend on which path SE's search finds; everything else depends
// only on depths. So each start is first searched on bitsets (chain_reach), and SE's exact
// search tree (chain_tree) is rebuilt only for a start whose cycles could matter.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <vector>

#include "rating/chains/chain_grid.hpp"
#include "rating/chains/chain_hint.hpp"
#include "rating/chains/chain_links.hpp"
#include "rating/chains/chain_nested.hpp"
#include "rating/chains/chain_reach.hpp"
#include "rating/chains/chain_static.hpp"
#include "rating/chains/chain_tree.hpp"
#include "rating/chains/chain_tree_prospects.hpp"
#include "rating/chains/chain_y_pass_memo.hpp"
#include "rating/rule_memory.hpp"

namespace nonet::rating {
namespace chain {
namespace {

constexpr int kMaxLength = SearchTree::kMaxDepth;

class UnaryChainSearch {
 public:
  UnaryChainSearch(const ChainGrid& grid, ChainHintCollector& out, const NestedContext* context)
      : grid_(grid),
        out_(&out),
        context_(context),
        links_(grid, context != nullptr ? StaticLinks::Ids::kSkip : StaticLinks::Ids::kBuild),
        tree_(links_) {
    // Nested searches build only SE's trees, never the bitset searches.
    if (context == nullptr) graph_.emplace(links_);
  }

  // Per pass, the forcing chains first, noting the starts that may have cycles; then those
  // cycles, the shortest possible first: by then the chains bound how long a cycle may be.
  // (No two hints of different passes ever rank equal, so the order of work is free.)
  void run(RuleMemory* memory) {
    if (memory != nullptr && out_->mode() == ChainHintCollector::Mode::kFirst) {
      remembered_x_pass(*memory);
      remembered_y_pass(*memory);
      pass(kXYLinks, kAllDigits);
      return;
    }
    pass(kXLinks, kAllDigits);
    pass(kYLinks, kAllDigits);
    pass(kXYLinks, kAllDigits);
  }

  static constexpr unsigned kAllDigits = 0x1FF;

  void pass(const LinkRules& rules, unsigned digits) {
    // (The limits only shrink while the pass goes on: when they already bar every start, as
    // after a forcing X-chain under the XY pass's base difficulty, no start need be visited.)
    if (!reaches_four(rules, limits(rules, 0)) && !reaches_four(rules, limits(rules, UINT64_MAX))) {
      return;
    }
    for_each_start(rules, digits, [&](int source) { start(rules, source); });
    cycles();
  }

  // Each digit's X pass on its own, with its own collector (so its best hint does not depend
  // on the other digits'), remembered while the digit's cells stay the same.
  void remembered_x_pass(RuleMemory& memory) {
    ChainHintCollector& shared = *out_;
    for (int digit = 0; digit < 9; ++digit) {
      std::optional<ChainHint> best = memory.x_pass[static_cast<std::size_t>(digit)].best(
          grid_, digit, shared.max_tenths(), [&](ChainHintCollector& own) {
            use_collector(own);
            pass(kXLinks, 1u << digit);
            use_collector(shared);
          });
      if (best) shared.add(std::move(*best));
    }
  }

  // The Y pass, remembered while the bivalue cells stay the same (chain_y_pass_memo.hpp). It
  // searches under the X pass's best, as it would in the shared collector.
  void remembered_y_pass(RuleMemory& memory) {
    ChainHintCollector& shared = *out_;
    std::optional<ChainHint> best =
        memory.y_pass.best(grid_, shared.best(), shared.max_tenths(), [&](ChainHintCollector& own) {
          use_collector(own);
          pass(kYLinks, kAllDigits);
          use_collector(shared);
        });
    if (best) shared.add(std::move(*best));
  }

  // Nested mode (the producer runs inside an outer chain, always for the full list): every
  // hint needs its chains as SE found them, so every start that may report gets SE's exact
  // search trees.
  // (Every hint carries its place in SE's discovery order, so starts may be taken digit by digit.)
  // The XY pass's links hold those of the X and Y passes, so a start whose XY trees cannot
  // report (TreeProspects) cannot in any pass: it is tested once, on the XY on-graph, first.
  void run_nested() {
    Bits81 multi;  // the starts' cells: unsolved, two candidates or more (Y links: two)
    Bits81 bivalue;
    grid_.unsolved.for_each([&](int cell) {
      const int count = grid_.count(cell);
      if (count >= 2) multi.set(cell);
      if (count == 2) bivalue.set(cell);
    });
    std::array<Bits81, 9> may_on{};  // per digit, the starts whose XY trees may report
    std::array<Bits81, 9> may_off{};
    TreeProspects& xy = xy_on_graph(links_);
    find_expanding(kXYLinks);
    for (int digit = 0; digit < 9; ++digit) {
      const auto d = static_cast<std::size_t>(digit);
      (grid_.cells[d] & multi & expanding_[d]).for_each([&](int cell) {
        if (xy.on_tree_may_report(candidate_of(cell, digit))) may_on[d].set(cell);
      });
      // Assumed off, a candidate without a strong link implies nothing.
      (grid_.cells[d] & multi & links_.capable(kXYLinks, digit)).for_each([&](int cell) {
        if (xy.off_tree_may_report(candidate_of(cell, digit))) may_off[d].set(cell);
      });
    }
    for (const LinkRules* rules : {&kXLinks, &kYLinks, &kXYLinks}) {
      const bool all_links = rules == &kXYLinks;
      TreeProspects& pass = pass_prospects();
      find_expanding(*rules);
      if (!all_links) pass.analyse(links_, *rules);
      for (int digit = 0; digit < 9; ++digit) {
        const auto d = static_cast<std::size_t>(digit);
        const Bits81 starts = grid_.cells[d] & (rules->x ? multi : bivalue);
        (starts & may_on[d] & expanding_[d]).for_each([&](int cell) {
          const int source = candidate_of(cell, digit);
          if (all_links || pass.on_tree_may_report(source)) nested_on_tree(*rules, source);
        });
        if (!rules->x) continue;
        (starts & may_off[d] & links_.capable(*rules, digit)).for_each([&](int cell) {
          const int source = candidate_of(cell, digit);
          if (all_links || pass.off_tree_may_report(source)) nested_off_tree(*rules, source);
        });
      }
    }
  }

 private:
  template <class F>
  void for_each_start(const LinkRules& rules, unsigned digits, F&& f) const {
    grid_.unsolved.for_each([&](int cell) {
      const int count = grid_.count(cell);
      if (count < 2) return;
      if (count > 2 && !rules.x) return;  // Y-Cycles only start from bivalue cells
      for (unsigned rest = grid_.candidates[static_cast<std::size_t>(cell)] & digits; rest != 0;
           rest &= rest - 1) {
        f(candidate_of(cell, first_digit(rest)));
      }
    });
  }

  void use_collector(ChainHintCollector& out) {
    out_ = &out;
    for (PassLimitSet& set : limits_) set.valid = false;
  }

  // How long a pass's forcing chains and cycles, discovered at `from` or later, may be and
  // still be reported first; asked for every start, so kept until the collector's best hint
  // changes. Two sets per pass: for the hints discovered after the best (a tie loses: one
  // complexity less; the starts run in SE's discovery order, so this is every start's case
  // while the pass goes on), and for the others.
  struct PassLimits {
    int chain = 0;
    int cycle = 0;
  };
  struct PassLimitSet {
    bool valid = false;
    std::uint32_t version = 0;
    std::uint64_t best_discovery = 0;
    PassLimits after_best;
    PassLimits others;
  };
  PassLimits compute_limits(const LinkRules& rules, std::uint64_t since) const {
    // (Y links make no forcing chains.)
    return {
        rules.x ? std::min(out_->max_useful_complexity(rules.chain_base, rules.sort_key, since),
                           kMaxLength)
                : 0,
        std::min(out_->max_useful_complexity(rules.cycle_base, rules.sort_key, since), kMaxLength)};
  }
  const PassLimits& limits(const LinkRules& rules, std::uint64_t from) {
    PassLimitSet& set = limits_[static_cast<std::size_t>(rules.pass)];
    if (!set.valid || set.version != out_->version()) [[unlikely]] {
      refresh(rules, set);
    }
    return set.best_discovery < from ? set.after_best : set.others;
  }
  [[gnu::noinline]] void refresh(const LinkRules& rules, PassLimitSet& set) const {
    set.valid = true;
    set.version = out_->version();
    set.best_discovery = out_->best_discovery();
    set.after_best = compute_limits(rules, UINT64_MAX);
    set.others = compute_limits(rules, 0);
  }
  // Whether a start within these limits may have a cycle or a forcing chain (none is shorter
  // than four; Y links make no forcing chains).
  static bool reaches_four(const LinkRules& rules, const PassLimits& within) {
    return (rules.x ? std::max(within.chain, within.cycle) : within.cycle) >= 4;
  }
  int cycle_limit(const LinkRules& rules, int source) {
    return limits(rules, discovery(rules, source, 0)).cycle;
  }

  void start(const LinkRules& rules, int source) {
    const PassLimits within = limits(rules, discovery(rules, source, 0));
    const int limit = rules.x ? std::max(within.chain, within.cycle) : within.cycle;
    if (limit < 4) return;  // no cycle or forcing chain is shorter
    // With X links only, a digit without a strong link has neither chains nor cycles.
    if (!rules.y && links_.capable(rules, digit_of(source)).empty()) return;
    const OnGraph::OnRun found = graph_->on_run(rules, source, rules.x ? within.chain : 0, limit);
    // A start whose cycles remove nothing reports none (most of them: trees that hold cycles
    // seldom hold one that removes anything).
    if (found.closing > 0 && graph_->cycles_may_eliminate(rules, source, found.last_closing)) {
      CycleStart cycle_start{&rules, source, found.closing, found.last_closing, {}};
      cycle_start.bound = lower_bound(cycle_start);
      cycle_starts_.push_back(cycle_start);
    }
    if (!rules.x) return;  // Forcing Y-Chains cannot exist (both odd and even)
    int off_limit = within.chain;
    if (found.chain > 0) {
      report_forcing_chain(rules, source, potential_of(source, false), found.chain);
      off_limit = limits(rules, discovery(rules, source, kChainOff)).chain;
    }
    // Assumed off, a candidate without a strong link implies nothing.
    if (off_limit < 4 || !links_.capable(rules, digit_of(source)).test(cell_of(source))) return;
    const int length = graph_->off_run(rules, source, off_limit);
    if (length > 0) report_forcing_chain(rules, source, potential_of(source, true), length);
  }

  // SE's discovery order: pass, start, then the start's cycles in search order, then its
  // forcing chains (assumption on, then off).
  static std::uint64_t discovery(const LinkRules& rules, int source, std::uint32_t within) {
    return static_cast<std::uint64_t>(rules.pass) << 48 | static_cast<std::uint64_t>(source) << 32 |
           within;
  }
  static constexpr std::uint32_t kChainOn = 0xFFFFFFFE;
  static constexpr std::uint32_t kChainOff = 0xFFFFFFFF;

  struct CycleStart {
    const LinkRules* rules;
    int source;
    int shortest;     ///< no cycle of this start is shorter
    int longest;      ///< nor longer
    ChainRank bound;  ///< lower_bound(), kept: the sort below asks for it many times
  };
  ChainRank lower_bound(const CycleStart& start) const {
    return {chain_difficulty(start.rules->cycle_base, start.shortest), start.shortest,
            start.rules->sort_key, discovery(*start.rules, start.source, 0)};
  }

  void cycles() {
    const bool first = out_->mode() == ChainHintCollector::Mode::kFirst;
    if (first) {
      // In SE's order of their bounds: the starts are of one pass (one base difficulty, which
      // grows with the complexity, and one sort key), so by complexity, then discovery.
      std::sort(cycle_starts_.begin(), cycle_starts_.end(),
                [](const CycleStart& a, const CycleStart& b) {
                  return a.shortest != b.shortest ? a.shortest < b.shortest : a.source < b.source;
                });
    }
    for (const CycleStart& start : cycle_starts_) {
      if (!out_->wants(start.bound)) {
        if (first) break;  // sorted: none later will do
        continue;
      }
      CycleStart refined = start;
      if (start.rules == &kXYLinks) {
        // A closer bound pays only where the useful cycles are short and the searches wide.
        refined.shortest = graph_->shortest_cycle(
            *start.rules, start.source,
            std::min(start.longest, cycle_limit(*start.rules, start.source)));
        if (refined.shortest == 0 || !out_->wants(lower_bound(refined))) continue;
      }
      report_cycles(*start.rules, start.source, refined.shortest, start.longest);
    }
    cycle_starts_.clear();
  }

  // The cycles through `source`, from complexity `shortest` up to the longest that may matter
  // (and `longest` at most); the search deepens only while that bound allows.
  void report_cycles(const LinkRules& rules, int source, int shortest, int longest) {
    const bool all = out_->mode() == ChainHintCollector::Mode::kAll;
    // (The limit only shrinks while the search goes on.)
    tree_.begin(
        source, rules, true, false,
        all ? kMaxLength : std::max(shortest, std::min(longest, cycle_limit(rules, source))));
    std::size_t reported = 0;
    for (int limit = all ? kMaxLength : shortest;; limit += 2) {
      tree_.advance(limit);
      for (; reported < tree_.closings().size(); ++reported) {
        report_cycle(rules, source, tree_.closings()[reported],
                     static_cast<std::uint32_t>(reported));
      }
      if (all || tree_.exhausted() || limit + 2 > std::min(longest, cycle_limit(rules, source))) {
        break;
      }
    }
  }

  // For each start of the pass, whether its assumption on implies an off that implies an on
  // (if not, its tree is the root alone, with neither cycles nor a chain to report): found for
  // all at once from the capable cells, as nested searches start every candidate three times.
  void find_expanding(const LinkRules& rules) {
    for (int digit = 0; digit < 9; ++digit) {
      Bits81 seen;  // the cells that see a capable cell of the digit
      links_.capable(rules, digit).for_each([&](int cell) {
        seen |= houses().peers[static_cast<std::size_t>(cell)];
      });
      expanding_[static_cast<std::size_t>(digit)] = seen;
    }
    if (rules.y) {
      // An on also implies its cell's other candidates off: a capable one expands it.
      for (int digit = 0; digit < 9; ++digit) {
        const Bits81 capable = links_.capable(rules, digit);
        capable.for_each([&](int cell) {
          const unsigned others = grid_.candidates[static_cast<std::size_t>(cell)] & ~(1u << digit);
          for (unsigned rest = others; rest != 0; rest &= rest - 1) {
            expanding_[static_cast<std::size_t>(first_digit(rest))].set(cell);
          }
        });
      }
    }
  }

  // The starts whose trees may report in the X and Y passes (nested searches do not nest: one
  // per thread will do; the XY pass's is xy_on_graph()).
  static TreeProspects& pass_prospects() {
    thread_local TreeProspects prospects;
    return prospects;
  }

  void nested_on_tree(const LinkRules& rules, int source) {
    tree_.begin(source, rules, true, true);
    tree_.advance(kMaxLength);
    for (std::size_t i = 0; i < tree_.closings().size(); ++i) {
      report_cycle(rules, source, tree_.closings()[i], static_cast<std::uint32_t>(i));
    }
    if (rules.x && tree_.negation_node() >= 0) {
      // The on that implies the source off ends the chain.
      const TreeNode& last = tree_.node(tree_.negation_node());
      lists_.clear();
      lists_.items.push_back({static_cast<std::uint16_t>(potential_of(source, false)),
                              off_cause(cell_of(last.candidate), cell_of(source)), -1});
      tree_.add_path(tree_.negation_node(), lists_);
      lists_.end_target();
      report_forcing_chain(rules, source, potential_of(source, false), last.depth + 1);
    }
  }

  void nested_off_tree(const LinkRules& rules, int source) {
    tree_.begin(source, rules, false, true);
    tree_.advance(kMaxLength);
    if (tree_.negation_node() >= 0) {
      // The on whose off implies the source on ends the chain.
      const TreeNode& last = tree_.node(tree_.negation_node());
      const int off = tree_.negation_via();
      lists_.clear();
      lists_.items.push_back({static_cast<std::uint16_t>(potential_of(source, true)),
                              links_.link_cause(rules, off, source), -1});
      lists_.items.push_back({static_cast<std::uint16_t>(potential_of(off, false)),
                              off_cause(cell_of(last.candidate), cell_of(off)), -1});
      tree_.add_path(tree_.negation_node(), lists_);
      lists_.end_target();
      report_forcing_chain(rules, source, potential_of(source, true), last.depth + 2);
    }
  }

  // CycleHint: the chain runs start(on) -> closing(off) -> on node -> ... -> start. It removes
  // the candidates that see both an on and an off potential of the chain (same digit).
  void report_cycle(const LinkRules& rules, int source, const Closing& closing,
                    std::uint32_t index) {
    const int complexity = tree_.node(closing.on_node).depth + 1;
    const double difficulty = chain_difficulty(rules.cycle_base, complexity);
    const std::uint64_t order = discovery(rules, source, index);
    if (!out_->wants({difficulty, complexity, rules.sort_key, order})) return;
    // (Most cycles remove nothing: a digit's entry is written on its first use, not zeroed.)
    std::array<Bits81, 9> forward;
    std::array<Bits81, 9> backward;
    unsigned forward_digits = 0;
    unsigned backward_digits = 0;
    Bits81 chain_cells;
    auto visit = [&](int potential) {
      const int candidate = candidate_of_potential(potential);
      chain_cells.set(cell_of(candidate));
      const int digit = digit_of(candidate);
      Bits81& side = (is_on(potential) ? forward : backward)[static_cast<std::size_t>(digit)];
      unsigned& digits = is_on(potential) ? forward_digits : backward_digits;
      if (((digits >> digit) & 1u) == 0) {
        side = links_.weak(candidate);
        digits |= 1u << digit;
      } else {
        side |= links_.weak(candidate);
      }
    };
    visit(potential_of(source, true));
    visit(potential_of(closing.candidate, false));
    for (int at = closing.on_node; at > 0; at = tree_.node(at).parent) {
      visit(potential_of(tree_.node(at).candidate, true));
      visit(potential_of(tree_.node(at).via, false));
    }
    ChainHint hint;
    for (unsigned digits = forward_digits & backward_digits; digits != 0; digits &= digits - 1) {
      const int digit = std::countr_zero(digits);
      const auto d = static_cast<std::size_t>(digit);
      ((forward[d] & backward[d]) - chain_cells).for_each([&](int cell) {
        hint.eliminations.push_back(static_cast<std::uint16_t>(candidate_of(cell, digit)));
      });
    }
    if (hint.eliminations.empty()) return;  // not worth
    std::sort(hint.eliminations.begin(), hint.eliminations.end());
    hint.difficulty = difficulty;
    hint.complexity = complexity;
    hint.sort_key = rules.sort_key;
    hint.discovery = order;
    if (rules.x && rules.y) {
      hint.rule = "Bidirectional Cycle";
    } else if (rules.y) {
      hint.rule = "Bidirectional Y-Cycle";
    } else {
      hint.rule = chain_cells.size() == 4 ? "Generalized X-Wing" : "Bidirectional X-Cycle";
    }
    if (context_ != nullptr) {
      cycle_lists(rules, source, closing);
      attach_facts(hint, 1);
    }
    out_->add(std::move(hint));
  }

  // The cycle's chains as SE keeps them: dstOn runs start(on), closing(off), then the tree
  // path back to (not including) the root; dstOff holds the same potentials negated, from the
  // root's negation in the other direction, each keeping its cause (getReversedCycle).
  void cycle_lists(const LinkRules& rules, int source, const Closing& closing) {
    lists_.clear();
    lists_.items.push_back({static_cast<std::uint16_t>(potential_of(source, true)),
                            links_.link_cause(rules, closing.candidate, source), -1});
    lists_.items.push_back(
        {static_cast<std::uint16_t>(potential_of(closing.candidate, false)),
         off_cause(cell_of(tree_.node(closing.on_node).candidate), cell_of(closing.candidate)),
         -1});
    tree_.add_path(closing.on_node, lists_);
    lists_.items.pop_back();  // the root equals the start (getChain lists it once)
    lists_.end_target();
    const std::size_t forward_end = lists_.items.size();
    lists_.items.push_back(
        {static_cast<std::uint16_t>(potential_of(source, false)), Cause::kAssumption, -1});
    for (std::size_t at = forward_end - 1; at >= 1; --at) {
      const ChainItem item = lists_.items[at];
      lists_.items.push_back({static_cast<std::uint16_t>(item.potential ^ 1), item.cause, -1});
    }
    lists_.end_target();
  }

  // ForcingChainHint: assuming the opposite of `target` implies `target`. In nested mode,
  // lists_ holds the chain (built by the caller).
  void report_forcing_chain(const LinkRules& rules, int source, int target, int complexity) {
    const double difficulty = chain_difficulty(rules.chain_base, complexity);
    const std::uint64_t order = discovery(rules, source, is_on(target) ? kChainOff : kChainOn);
    if (!out_->wants({difficulty, complexity, rules.sort_key, order})) return;
    ChainHint hint;
    hint.difficulty = difficulty;
    hint.complexity = complexity;
    hint.sort_key = rules.sort_key;
    hint.discovery = order;
    if (rules.y) {
      hint.rule = "Forcing Chain";
    } else {
      hint.rule = complexity == 6 ? "Turbot Fish" : "Forcing X-Chain";
    }
    set_effect(hint, grid_, target);
    if (context_ != nullptr) attach_facts(hint);
    out_->add(std::move(hint));
  }

  void attach_facts(ChainHint& hint, int flat_targets = -1) {
    chain_facts(lists_, context_->registry, context_, Cause::kAssumption, facts_, flat_targets);
    hint.rule_sources = facts_.rule_sources;
    hint.nested_id = facts_.nested_id;
  }

  const ChainGrid& grid_;
  ChainHintCollector* out_;  ///< where hints go (a digit's own collector in remembered_x_pass)
  const NestedContext* context_;
  StaticLinks links_;
  std::optional<OnGraph> graph_;
  SearchTree tree_;
  std::vector<CycleStart> cycle_starts_;
  std::array<PassLimitSet, 3> limits_{};
  std::array<Bits81, 9> expanding_;  ///< (nested) per digit, the starts whose tree expands
  ChainLists lists_;
  ChainFacts facts_;
};

}  // namespace

void search_forcing_chains_and_cycles(const ChainGrid& grid, ChainHintCollector& out,
                                      const NestedContext* context, RuleMemory* memory) {
  UnaryChainSearch search(grid, out, context);
  if (context != nullptr) {
    search.run_nested();
  } else {
    search.run(memory);
  }
}

}  // namespace chain

void find_forcing_chains_and_cycles(const CandidateGrid& grid, SeHintSink& sink) {
  const chain::ChainGrid chain_grid = chain::ChainGrid::from(grid);
  chain::report_chain_hints(sink, [&](chain::ChainHintCollector& out) {
    chain::search_forcing_chains_and_cycles(chain_grid, out);
  });
}

void find_forcing_chains_and_cycles(const CandidateGrid& grid, SeHintSink& sink,
                                    RuleMemory& memory) {
  const chain::ChainGrid chain_grid = chain::ChainGrid::from(grid);
  chain::report_chain_hints(sink, [&](chain::ChainHintCollector& out) {
    chain::search_forcing_chains_and_cycles(chain_grid, out, nullptr, &memory);
  });
}

}  // namespace nonet::rating
