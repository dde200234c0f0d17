#include "rating/chain_multiple.hpp"

#include <array>
#include <memory>
#include <optional>
#include <vector>

#include "rating/chain_advanced.hpp"
#include "rating/chain_links.hpp"
#include "rating/chain_propagation.hpp"
#include "rating/chain_reach.hpp"
#include "rating/rule_memory.hpp"

namespace nonet::rating {
namespace chain {
namespace {

enum HintKind { kContradiction, kDouble, kCellChain, kRegionChain };

// BinaryChainingHint / CellChainingHint / RegionChainingHint.getSortKey
constexpr int kSortKey[] = {7, 1, 5, 6};

// SE's names: prefix ("Dynamic " for dynamic and nested producers) + kind + " Chains" + the
// nesting suffix of Chaining.getNestedSuffix.
constexpr std::string_view kNames[4][6] = {
    {"Dynamic Contradiction Forcing Chains", "Dynamic Contradiction Forcing Chains (+)",
     "Dynamic Contradiction Forcing Chains (+ Forcing Chains)",
     "Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains)",
     "Dynamic Contradiction Forcing Chains (+ Dynamic Forcing Chains)",
     "Dynamic Contradiction Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))"},
    {"Dynamic Double Forcing Chains", "Dynamic Double Forcing Chains (+)",
     "Dynamic Double Forcing Chains (+ Forcing Chains)",
     "Dynamic Double Forcing Chains (+ Multiple Forcing Chains)",
     "Dynamic Double Forcing Chains (+ Dynamic Forcing Chains)",
     "Dynamic Double Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))"},
    {"Dynamic Cell Forcing Chains", "Dynamic Cell Forcing Chains (+)",
     "Dynamic Cell Forcing Chains (+ Forcing Chains)",
     "Dynamic Cell Forcing Chains (+ Multiple Forcing Chains)",
     "Dynamic Cell Forcing Chains (+ Dynamic Forcing Chains)",
     "Dynamic Cell Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))"},
    {"Dynamic Region Forcing Chains", "Dynamic Region Forcing Chains (+)",
     "Dynamic Region Forcing Chains (+ Forcing Chains)",
     "Dynamic Region Forcing Chains (+ Multiple Forcing Chains)",
     "Dynamic Region Forcing Chains (+ Dynamic Forcing Chains)",
     "Dynamic Region Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))"},
};
constexpr std::string_view kStaticNames[4] = {"Contradiction Forcing Chains",
                                              "Double Forcing Chains", "Cell Forcing Chains",
                                              "Region Forcing Chains"};

std::string_view hint_name(HintKind kind, const ChainingMode& mode) {
  if (mode.nishio) return "Nishio Forcing Chains";
  if (mode.level > 0 || mode.dynamic) return kNames[kind][mode.level];
  return kStaticNames[kind];
}

// Static chains: everything each candidate's assumption implies, on bitsets. SE's propagation
// reaches the same potentials (or fewer, when it stops at a contradiction), so a cell or region
// whose assumptions share nothing here has no cell or region chain, and its candidates need no
// propagation. Most share nothing.
class StaticOutcomes {
 public:
  explicit StaticOutcomes(const ChainGrid& grid)
      : links_(grid), graph_(links_), width_(static_cast<std::size_t>(graph_.width())) {
    const auto size = static_cast<std::size_t>(links_.count()) * width_;
    ons_.assign(size, 0);
    offs_.assign(size, 0);
    for (int candidate = 0; candidate < kCandidates; ++candidate) {
      const int id = links_.id(candidate);
      if (id < 0) continue;
      const std::size_t at = static_cast<std::size_t>(id) * width_;
      graph_.implied(kXYLinks, candidate, &ons_[at], &offs_[at]);
    }
  }

  /// False when no potential is implied by the assumptions of all the candidates.
  template <class Candidates>
  bool share_an_outcome(const Candidates& candidates) const {
    std::array<std::uint64_t, StaticLinks::kMaxWords> on{};
    std::array<std::uint64_t, StaticLinks::kMaxWords> off{};
    on.fill(~0ULL);
    off.fill(~0ULL);
    for (const int candidate : candidates) {
      const std::size_t at = static_cast<std::size_t>(links_.id(candidate)) * width_;
      for (std::size_t w = 0; w < width_; ++w) {
        on[w] &= ons_[at + w];
        off[w] &= offs_[at + w];
      }
    }
    std::uint64_t any = 0;
    for (std::size_t w = 0; w < width_; ++w) any |= on[w] | off[w];
    return any != 0;
  }

 private:
  StaticLinks links_;
  OnGraph graph_;
  std::size_t width_;
  std::vector<std::uint64_t> ons_;
  std::vector<std::uint64_t> offs_;
};

// A hint's chains: one target potential per assumption, in SE's order.
struct ChainEnd {
  const ChainRun* run;
  int node;
};

class MultipleChainSearch {
 public:
  MultipleChainSearch(const ChainGrid& grid, const ChainingMode& mode, ChainHintCollector& out,
                      NestedRegistry* registry, const NestedContext* context,
                      NestedHintCache* cache = nullptr)
      : grid_(grid),
        mode_(mode),
        out_(out),
        registry_(registry),
        context_(context),
        advanced_(mode.level > 0 ? make_advanced_rules(mode.level, registry, cache) : nullptr),
        propagator_(PropagationRules{!mode.nishio, mode.dynamic, advanced_.get()}),
        base_(mode.base_difficulty()) {
    slot_of_.fill(-1);
    // (Inside an outer chain too: a cell or region without a shared outcome has no hint there
    // either.)
    if (!mode.dynamic && !mode.nishio && mode.level == 0) {
      outcomes_ = std::make_unique<StaticOutcomes>(grid);
    }
  }

  /// Only the candidates of `digits` start assumptions (Nishio's hints of one digit depend on
  /// that digit alone); a search of some digits reports their hints as the full search would.
  void run(unsigned digits = 0x1FF) {
    digits_ = digits;
    grid_.unsolved.for_each([&](int cell) { search_cell(cell); });
  }

 private:
  // Static links are prepared on the first propagation: with outcomes_, most searches need none.
  void propagate(int potential, ChainRun& run) {
    if (!mode_.dynamic && !prepared_) {
      propagator_.prepare_static(grid_);
      prepared_ = true;
    }
    propagator_.run(grid_, potential, run);
  }

  // The outcome of assuming `candidate` on, computed once.
  const ChainRun& on_run(int candidate) {
    std::int16_t& slot = slot_of_[static_cast<std::size_t>(candidate)];
    if (slot < 0) {
      slot = static_cast<std::int16_t>(runs_.size());
      runs_.push_back(&pool_.acquire());
      propagate(potential_of(candidate, true), *runs_.back());
    }
    return *runs_[static_cast<std::size_t>(slot)];
  }

  void search_cell(int cell) {
    const int count = grid_.count(cell);
    if (!(count > 2 || (count > 1 && mode_.dynamic))) return;
    const unsigned mask = grid_.candidates[static_cast<std::size_t>(cell)];
    for (unsigned rest = mask & digits_; rest != 0; rest &= rest - 1) {
      const int candidate = candidate_of(cell, first_digit(rest));
      at_ = cell * 10 + digit_of(candidate);
      within_ = 0;
      // Static multiple chains use neither contradictions nor double implications, so SE's
      // "off" assumption has no effect there.
      const bool contradictions = mode_.dynamic || mode_.nishio;
      const bool doubles = count >= 3 && !mode_.nishio && mode_.dynamic;
      if (outcomes_ != nullptr) {
        region_chains(cell, digit_of(candidate));
        continue;
      }
      const ChainRun& on = on_run(candidate);
      if (contradictions || doubles) {
        propagate(potential_of(candidate, false), off_run_);
      }
      if (contradictions && on.contradiction) {
        report(kContradiction, potential_of(candidate, false),
               {{&on, on.absurd_on}, {&on, on.absurd_off}});
      }
      if (contradictions && off_run_.contradiction) {
        report(kContradiction, potential_of(candidate, true),
               {{&off_run_, off_run_.absurd_on}, {&off_run_, off_run_.absurd_off}});
      }
      if (doubles) double_chains(on);
      if (!mode_.nishio) region_chains(cell, digit_of(candidate));
    }
    if (!mode_.nishio && (count == 2 || (mode_.multiple && count > 2))) {
      at_ = cell * 10 + 9;
      within_ = 0;
      cell_chains(cell, mask);
    }
  }

  // Potentials implied both by the assumption on and by the assumption off.
  void double_chains(const ChainRun& on) {
    for (const NodeIndex node : on.ons()) {
      const int potential = on.node(node).potential;
      if (off_run_.contains(potential)) {
        report(kDouble, potential, {{&on, node}, {&off_run_, off_run_.node_of(potential)}});
      }
    }
    for (const NodeIndex node : on.offs()) {
      const int potential = on.node(node).potential;
      if (off_run_.contains(potential)) {
        report(kDouble, potential, {{&on, node}, {&off_run_, off_run_.node_of(potential)}});
      }
    }
  }

  // Potentials implied by every candidate of the cell.
  void cell_chains(int cell, unsigned mask) {
    candidates_.clear();
    for (unsigned rest = mask; rest != 0; rest &= rest - 1) {
      candidates_.push_back(candidate_of(cell, first_digit(rest)));
    }
    if (outcomes_ != nullptr && !outcomes_->share_an_outcome(candidates_)) return;
    runs_of_.clear();
    for (const int candidate : candidates_) runs_of_.push_back(&on_run(candidate));
    common_outcomes();
    for (const int potential : common_) report_common(kCellChain, potential, Cause::kNakedSingle);
  }

  // Potentials implied by every position of the digit in a house, reported from the house's
  // first position.
  void region_chains(int cell, int digit) {
    for (int kind = 0; kind < 3; ++kind) {
      const int house = houses().of[static_cast<std::size_t>(cell)][static_cast<std::size_t>(kind)];
      const Bits81 positions = grid_.in_house(digit, house);
      const int count = positions.size();
      if (!(count == 2 || (mode_.multiple && count > 2))) continue;
      if (positions.first() != cell) continue;
      candidates_.clear();
      positions.for_each([&](int at) { candidates_.push_back(candidate_of(at, digit)); });
      if (outcomes_ != nullptr && !outcomes_->share_an_outcome(candidates_)) continue;
      runs_of_.clear();
      for (const int candidate : candidates_) runs_of_.push_back(&on_run(candidate));
      common_outcomes();
      for (const int potential : common_) report_common(kRegionChain, potential, house_cause(kind));
    }
  }

  // The potentials every run of runs_of_ implies: the first run's "ons" in order, then its
  // "offs" (SE's retainAll on copies of the first set).
  void common_outcomes() {
    common_.clear();
    std::array<Bits81, 9> on = runs_of_.front()->on_cells();
    std::array<Bits81, 9> off = runs_of_.front()->off_cells();
    bool any = false;
    for (std::size_t i = 1; i < runs_of_.size(); ++i) {
      any = false;
      for (std::size_t d = 0; d < 9; ++d) {
        on[d] &= runs_of_[i]->on_cells()[d];
        off[d] &= runs_of_[i]->off_cells()[d];
        any |= !on[d].empty() || !off[d].empty();
      }
      if (!any) return;
    }
    const ChainRun& first = *runs_of_.front();
    for (const NodeIndex node : first.ons()) {
      const int candidate = candidate_of_potential(first.node(node).potential);
      if (on[static_cast<std::size_t>(digit_of(candidate))].test(cell_of(candidate))) {
        common_.push_back(first.node(node).potential);
      }
    }
    for (const NodeIndex node : first.offs()) {
      const int candidate = candidate_of_potential(first.node(node).potential);
      if (off[static_cast<std::size_t>(digit_of(candidate))].test(cell_of(candidate))) {
        common_.push_back(first.node(node).potential);
      }
    }
  }

  void report_common(HintKind kind, int potential, Cause assumption) {
    ends_.clear();
    for (const ChainRun* run : runs_of_) ends_.push_back({run, run->node_of(potential)});
    report(kind, potential, ends_, assumption);
  }

  // `result`: the potential the hint establishes (on: placed, off: removed).
  void report(HintKind kind, int result, std::initializer_list<ChainEnd> ends) {
    ends_.assign(ends.begin(), ends.end());
    report(kind, result, ends_);
  }
  void report(HintKind kind, int result, const std::vector<ChainEnd>& ends,
              Cause assumption = Cause::kAssumption) {
    ChainHint hint;
    const int candidate = candidate_of_potential(result);
    const int cell = cell_of(candidate);
    if (is_on(result)) {
      const unsigned others =
          grid_.candidates[static_cast<std::size_t>(cell)] & ~(1u << digit_of(candidate));
      if (others == 0) return;  // not worth
      for (unsigned rest = others; rest != 0; rest &= rest - 1) {
        hint.eliminations.push_back(
            static_cast<std::uint16_t>(candidate_of(cell, first_digit(rest))));
      }
      hint.placement = candidate;
    } else {
      hint.eliminations.push_back(static_cast<std::uint16_t>(candidate));
    }
    int complexity = 0;
    if (registry_ == nullptr) {
      for (const ChainEnd& end : ends) complexity += ancestors_.count(*end.run, end.node);
    } else {
      lists_.clear();
      for (const ChainEnd& end : ends) lists_.add_from_run(*end.run, end.node);
      // Inside an outer chain the same pass gives the rule parents (every hint is wanted there).
      chain_facts(lists_, registry_, context_, grid_, assumption, facts_);
      complexity = facts_.complexity;
    }
    hint.complexity = complexity;
    hint.difficulty = chain_difficulty(base_, complexity);
    hint.sort_key = kSortKey[kind];
    // SE's discovery order is the search's: cell, then digit (cell chains last), then the
    // order of the reports for that assumption.
    hint.discovery = static_cast<std::uint64_t>(at_) << 32 | within_++;
    if (!out_.wants(ChainRank::of(hint))) return;
    hint.rule = hint_name(kind, mode_);
    if (context_ != nullptr) {
      hint.rule_parents = facts_.rule_parents;
      hint.nested_id = facts_.nested_id;
    }
    out_.add(std::move(hint));
  }

  const ChainGrid& grid_;
  ChainingMode mode_;
  ChainHintCollector& out_;
  NestedRegistry* registry_;
  const NestedContext* context_;
  ChainLists lists_;
  ChainFacts facts_;
  std::unique_ptr<AdvancedRules> advanced_;
  Propagator propagator_;
  double base_;
  AncestorCounter ancestors_;
  unsigned digits_ = 0x1FF;
  int at_ = 0;                ///< where the search is: cell * 10 + digit (9: the cell's chains)
  std::uint32_t within_ = 0;  ///< reports made there so far
  std::array<std::int16_t, kCandidates> slot_of_{};
  RunPool pool_;
  std::vector<ChainRun*> runs_;
  ChainRun& off_run_ = pool_.acquire();
  std::unique_ptr<StaticOutcomes> outcomes_;  ///< static multiple chains only
  bool prepared_ = false;                     ///< static links of the propagator
  std::vector<int> candidates_;               ///< a cell's or region's, for its chains
  std::vector<const ChainRun*> runs_of_;
  std::vector<int> common_;
  std::vector<ChainEnd> ends_;
};

}  // namespace

double ChainingMode::base_difficulty() const {
  if (level >= 2) return 9.5 + 0.5 * (level - 2);
  if (level > 0) return 8.5 + 0.5 * level;
  if (nishio) return 7.5;
  if (dynamic) return 8.5;
  return 8.0;
}

void search_multiple_chains(const ChainGrid& grid, const ChainingMode& mode,
                            ChainHintCollector& out, NestedRegistry* registry,
                            const NestedContext* context, NestedHintCache* cache) {
  MultipleChainSearch(grid, mode, out, registry, context, cache).run();
}

void search_nishio_chains(const ChainGrid& grid, ChainHintCollector& out, RuleMemory& memory) {
  for (int digit = 0; digit < 9; ++digit) {
    std::optional<ChainHint> best = memory.nishio[static_cast<std::size_t>(digit)].best(
        grid, digit, out.max_tenths(), [&](ChainHintCollector& own) {
          MultipleChainSearch(grid, kNishioChains, own, nullptr, nullptr).run(1u << digit);
        });
    if (best) out.add(std::move(*best));
  }
}

}  // namespace chain

namespace {
void report_multiple(const CandidateGrid& grid, SeHintSink& sink, const chain::ChainingMode& mode,
                     chain::NestedHintCache* cache = nullptr) {
  const chain::ChainGrid chain_grid = chain::ChainGrid::from(grid);
  chain::report_chain_hints(sink, [&](chain::ChainHintCollector& out) {
    if (mode.level >= 2) {
      chain::NestedRegistry registry;
      chain::search_multiple_chains(chain_grid, mode, out, &registry, nullptr, cache);
    } else {
      chain::search_multiple_chains(chain_grid, mode, out);
    }
  });
}
}  // namespace

void find_nishio_chains(const CandidateGrid& grid, SeHintSink& sink) {
  report_multiple(grid, sink, chain::kNishioChains);
}
void find_nishio_chains(const CandidateGrid& grid, SeHintSink& sink, RuleMemory& memory) {
  const chain::ChainGrid chain_grid = chain::ChainGrid::from(grid);
  chain::report_chain_hints(sink, [&](chain::ChainHintCollector& out) {
    if (out.mode() == chain::ChainHintCollector::Mode::kFirst) {
      chain::search_nishio_chains(chain_grid, out, memory);
    } else {
      chain::search_multiple_chains(chain_grid, chain::kNishioChains, out);
    }
  });
}
void find_multiple_forcing_chains(const CandidateGrid& grid, SeHintSink& sink) {
  report_multiple(grid, sink, chain::kMultipleChains);
}
void find_dynamic_forcing_chains(const CandidateGrid& grid, SeHintSink& sink) {
  report_multiple(grid, sink, chain::kDynamicChains);
}
void find_dynamic_chains_at_level(const CandidateGrid& grid, SeHintSink& sink, int level) {
  report_multiple(grid, sink, chain::dynamic_chains_at(level));
}
void find_dynamic_chains_at_level(const CandidateGrid& grid, SeHintSink& sink, int level,
                                  RuleMemory& memory) {
  report_multiple(grid, sink, chain::dynamic_chains_at(level), &memory.nested_hints);
}

}  // namespace nonet::rating
