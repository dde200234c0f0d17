#include "rating/chains/chain_multiple.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <climits>
#include <cstdint>
#include <iterator>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "rating/chains/chain_advanced.hpp"
#include "rating/chains/chain_closure.hpp"
#include "rating/chains/chain_links.hpp"
#include "rating/chains/chain_nishio_closure.hpp"
#include "rating/chains/chain_parallel.hpp"
#include "rating/chains/chain_propagation.hpp"
#include "rating/chains/chain_reach.hpp"
#include "rating/chains/chain_tree_prospects.hpp"
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
    contradicts_.assign(static_cast<std::size_t>(links_.count()), 0);
    for (int candidate = 0; candidate < kCandidates; ++candidate) {
      const int id = links_.id(candidate);
      if (id < 0) continue;
      const std::size_t at = static_cast<std::size_t>(id) * width_;
      graph_.implied(kXYLinks, candidate, &ons_[at], &offs_[at]);
      candidate_of_id_[static_cast<std::size_t>(id)] = static_cast<std::int16_t>(candidate);
      std::uint64_t both = 0;
      for (std::size_t w = 0; w < width_; ++w) both |= ons_[at + w] & offs_[at + w];
      contradicts_[static_cast<std::size_t>(id)] = both != 0 ? 1 : 0;
    }
  }

  using Words = std::array<std::uint64_t, StaticLinks::kMaxWords>;

  /// False when no potential is implied by the assumptions of all the candidates.
  template <class Candidates>
  bool share_an_outcome(const Candidates& candidates) const {
    Words on;
    Words off;
    return meet(candidates, on, off);
  }

  /// The least complexity of a cell or region chain of the candidates, INT_MAX when they share
  /// nothing. SE's static propagation runs breadth first (its pending offs in order, each
  /// off's ons at once) with one parent per potential, so a potential's ancestors are its
  /// distance from the assumption plus one; a run that stops at a contradiction reaches fewer
  /// potentials, at the same distances. A chain's complexity sums them over its assumptions.
  /// least_complexity()'s answer, with what tells whether it is the chains' best hint.
  struct Least {
    int complexity = INT_MAX;
    int ties = 0;                ///< common potentials of that complexity
    int potential = -1;          ///< one of them
    bool contradiction = false;  ///< a candidate's closure holds a candidate on and off
  };
  template <class Candidates>
  Least least_complexity(const Candidates& candidates) {
    Words on;
    Words off;
    if (!meet(candidates, on, off)) return {};
    Least found;
    for (const int candidate : candidates) {
      found.contradiction |= contradicts_[static_cast<std::size_t>(links_.id(candidate))] != 0;
    }
    for (std::size_t w = 0; w < width_; ++w) {
      for (std::uint64_t bits = on[w]; bits != 0; bits &= bits - 1) {
        on_total_[w * 64 + static_cast<std::size_t>(std::countr_zero(bits))] = 0;
      }
      for (std::uint64_t bits = off[w]; bits != 0; bits &= bits - 1) {
        off_total_[w * 64 + static_cast<std::size_t>(std::countr_zero(bits))] = 0;
      }
    }
    for (const int candidate : candidates) {
      graph_.add_distances(kXYLinks, candidate, on.data(), off.data(), on_total_.data(),
                           off_total_.data());
    }
    const auto consider = [&](std::int32_t total, std::size_t id, bool is_on_potential) {
      if (total < found.complexity) {
        found.complexity = total;
        found.ties = 0;
        found.potential = potential_of(candidate_of_id_[id], is_on_potential);
      }
      if (total == found.complexity) ++found.ties;
    };
    for (std::size_t w = 0; w < width_; ++w) {
      for (std::uint64_t bits = on[w]; bits != 0; bits &= bits - 1) {
        const std::size_t id = w * 64 + static_cast<std::size_t>(std::countr_zero(bits));
        consider(on_total_[id], id, true);
      }
      for (std::uint64_t bits = off[w]; bits != 0; bits &= bits - 1) {
        const std::size_t id = w * 64 + static_cast<std::size_t>(std::countr_zero(bits));
        consider(off_total_[id], id, false);
      }
    }
    found.complexity += static_cast<int>(std::size(candidates));
    return found;
  }

 private:
  // The potentials implied by the assumptions of all the candidates, into `on` and `off`;
  // false as soon as there are none (most groups share nothing after two members).
  template <class Candidates>
  bool meet(const Candidates& candidates, Words& on, Words& off) const {
    on.fill(~0ULL);
    off.fill(~0ULL);
    for (const int candidate : candidates) {
      const std::size_t at = static_cast<std::size_t>(links_.id(candidate)) * width_;
      std::uint64_t any = 0;
      for (std::size_t w = 0; w < width_; ++w) {
        on[w] &= ons_[at + w];
        off[w] &= offs_[at + w];
        any |= on[w] | off[w];
      }
      if (any == 0) return false;
    }
    return true;
  }

  StaticLinks links_;
  OnGraph graph_;
  std::size_t width_;
  std::vector<std::uint64_t> ons_;
  std::vector<std::uint64_t> offs_;
  std::array<std::int32_t, kCandidates> on_total_;  ///< least_complexity's sums, by id
  std::array<std::int32_t, kCandidates> off_total_;
  std::array<std::int16_t, kCandidates> candidate_of_id_;
  std::vector<std::uint8_t> contradicts_;  ///< by id: the closure holds an on and its off
};

// The same inside an outer chain, where the search runs thousands of times on small grids: each
// candidate's outcome is found when first asked, by a breadth-first search of the XY on-graph
// (TreeProspects: a couple of hundred ons, most leading nowhere), cheaper there than the
// bitset searches of every candidate.
class NestedStaticOutcomes {
 public:
  // (Nested searches run by the thousand: the scratch is kept per thread. Static multiple
  // chains run no other search while they live.)
  explicit NestedStaticOutcomes(const ChainGrid& grid)
      : links_(grid, StaticLinks::Ids::kSkip),
        walker_(&xy_on_graph(links_)),
        outcomes_(&outcomes()) {
    ready_.fill(false);
  }

  /// False when no potential is implied by the assumptions of all the candidates.
  template <class Candidates>
  bool share_an_outcome(const Candidates& candidates) {
    if (candidates.size() < 2) return true;  // (groups have two members or more)
    // The first two members' outcomes meet straight into `on` and `off` (most groups share
    // nothing after them); the digits of the masks only are set.
    const Outcome& first = outcome_of(candidates[0]);
    const Outcome& second = outcome_of(candidates[1]);
    std::array<Bits81, 9> on;
    std::array<Bits81, 9> off;
    unsigned on_digits = 0;
    unsigned off_digits = 0;
    for (unsigned rest = first.on_digits & second.on_digits; rest != 0; rest &= rest - 1) {
      const auto d = static_cast<std::size_t>(first_digit(rest));
      on[d] = first.on[d] & second.on[d];
      if (!on[d].empty()) on_digits |= 1u << d;
    }
    for (unsigned rest = first.off_digits & second.off_digits; rest != 0; rest &= rest - 1) {
      const auto d = static_cast<std::size_t>(first_digit(rest));
      off[d] = first.off[d] & second.off[d];
      if (!off[d].empty()) off_digits |= 1u << d;
    }
    if ((on_digits | off_digits) == 0) return false;
    for (std::size_t i = 2; i < candidates.size(); ++i) {
      const Outcome& outcome = outcome_of(candidates[i]);
      on_digits &= outcome.on_digits;
      off_digits &= outcome.off_digits;
      for (unsigned rest = on_digits; rest != 0; rest &= rest - 1) {
        const auto d = static_cast<std::size_t>(first_digit(rest));
        on[d] &= outcome.on[d];
        if (on[d].empty()) on_digits &= ~(1u << d);
      }
      for (unsigned rest = off_digits; rest != 0; rest &= rest - 1) {
        const auto d = static_cast<std::size_t>(first_digit(rest));
        off[d] &= outcome.off[d];
        if (off[d].empty()) off_digits &= ~(1u << d);
      }
      if ((on_digits | off_digits) == 0) return false;
    }
    return true;
  }

 private:
  struct Outcome {  ///< by digit (the masks: the digits that may hold something)
    std::array<Bits81, 9> on;
    std::array<Bits81, 9> off;
    unsigned on_digits;
    unsigned off_digits;
  };
  static std::array<Outcome, kCandidates>& outcomes() {
    thread_local std::array<Outcome, kCandidates> outcomes;
    return outcomes;
  }

  const Outcome& outcome_of(int candidate) {
    const auto at = static_cast<std::size_t>(candidate);
    if (ready_[at]) return (*outcomes_)[at];
    return find_outcome(candidate);
  }

  [[gnu::noinline]] const Outcome& find_outcome(int candidate) {
    Outcome& outcome = (*outcomes_)[static_cast<std::size_t>(candidate)];
    ready_[static_cast<std::size_t>(candidate)] = true;
    std::size_t count = 0;
    const std::int16_t* ons = walker_->reach(candidate, count);
    // The offs: what each on strikes (its cell's other candidates, its digit's peers).
    const ChainGrid& grid = links_.grid();
    outcome.on.fill(Bits81{});
    outcome.off.fill(Bits81{});
    unsigned on_digits = 0;
    unsigned off_digits = 0;
    for (std::size_t i = 0; i < count; ++i) {
      const int cell = cell_of(ons[i]);
      const auto digit = static_cast<std::size_t>(digit_of(ons[i]));
      const Bits81 self = Bits81::of(cell);
      outcome.on[digit] |= self;
      outcome.off[digit] |= houses().peers[static_cast<std::size_t>(cell)] & grid.cells[digit];
      const unsigned mask = grid.candidates[static_cast<std::size_t>(cell)];
      on_digits |= 1u << digit;
      off_digits |= mask | (1u << digit);
      for (unsigned rest = mask & ~(1u << digit); rest != 0; rest &= rest - 1) {
        outcome.off[static_cast<std::size_t>(first_digit(rest))] |= self;
      }
    }
    outcome.on_digits = on_digits;
    outcome.off_digits = off_digits;
    return outcome;
  }

  StaticLinks links_;
  TreeProspects* walker_;                       ///< the XY on-graph (xy_on_graph)
  std::array<Outcome, kCandidates>* outcomes_;  ///< (outcomes(), valid where ready_)
  std::array<bool, kCandidates> ready_;
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
                      NestedHintCache* cache = nullptr, const RunThreads* threads = nullptr)
      : grid_(grid),
        mode_(mode),
        out_(out),
        registry_(registry),
        context_(context),
        advanced_(mode.level > 0 ? make_advanced_rules(mode.level, registry, cache) : nullptr),
        propagator_(PropagationRules{!mode.nishio, mode.dynamic, advanced_.get()}),
        base_(mode.base_difficulty()),
        threads_(threads) {
    slot_of_.fill(-1);
    // (Inside an outer chain too: a cell or region without a shared outcome has no hint there
    // either.)
    if (!mode.dynamic && !mode.nishio && mode.level == 0) {
      if (context != nullptr) {
        nested_outcomes_ = std::make_unique<NestedStaticOutcomes>(grid);
      } else {
        outcomes_ = std::make_unique<StaticOutcomes>(grid);
      }
    }
  }

  /// Only the candidates of `digits` start assumptions (Nishio's hints of one digit depend on
  /// that digit alone); a search of some digits reports their hints as the full search would.
  void run(unsigned digits = 0x1FF) {
    digits_ = digits;
    // (Only inside an outer chain: on a whole grid most assumptions give a hint, and the
    // closures cost more than the runs they save.)
    pruned_ = mode_.dynamic && !mode_.nishio && mode_.level == 0 && digits == 0x1FF &&
              context_ != nullptr;
    runs_may_stop_ = pruned_;
    if (pruned_) find_needed_runs();
    // Nishio hints come from contradictions only, which a one-digit closure tells.
    if (mode_.nishio && context_ == nullptr) {
      pruned_ = true;
      find_contradicting_runs();
    }
    // Inside an outer chain every hint is listed, sorted, and most are dropped as equal to a
    // better one: only the others need their chains' facts (rule parents, identity). Without
    // nested chains of its own (level 0) a hint ranks by its ancestor counts alone.
    deferring_ =
        context_ != nullptr && mode_.level == 0 && out_.mode() == ChainHintCollector::Mode::kAll;
    if (threads_ != nullptr && threads_->threads > 1 && mode_.level >= 1 && mode_.dynamic &&
        !mode_.nishio && context_ == nullptr && digits == 0x1FF) {
      propagate_all_in_parallel();
    }
    grid_.unsolved.for_each([&](int cell) { search_cell(cell); });
    if (deferring_) add_deferred_facts();
  }

 private:
  // Static links are prepared on the first propagation: with outcomes_, most searches need none.
  void propagate(int potential, ChainRun& run, const PotentialSet* ends = nullptr) {
    if (!mode_.dynamic && !prepared_) {
      propagator_.prepare_static(grid_);
      prepared_ = true;
    }
    propagator_.run(grid_, potential, run, ends);
  }

  // The outcome of assuming `candidate` on, computed once.
  const ChainRun& on_run(int candidate) {
    std::int16_t& slot = slot_of_[static_cast<std::size_t>(candidate)];
    if (slot < 0) {
      slot = static_cast<std::int16_t>(runs_.size());
      if (ChainRun* ready =
              propagated_ahead_ ? ready_on_[static_cast<std::size_t>(candidate)] : nullptr;
          ready != nullptr) {
        runs_.push_back(ready);
      } else {
        runs_.push_back(&pool_.acquire());
        propagate(potential_of(candidate, true), *runs_.back(),
                  runs_may_stop_ ? on_run_ends(candidate) : nullptr);
      }
    }
    return *runs_[static_cast<std::size_t>(slot)];
  }

  // Pruned searches: every potential a hint can end at in the on run of `candidate` (the
  // common outcomes of its cell and regions with chains, and its double implications), or
  // null when the run must go to its end (a contradiction, on this side or the other of a
  // double implication: the hints then depend on where SE's run stops). A chain's potentials
  // all come before its end in the run, so the run may stop once it holds these: no hint
  // reads a potential after them, and the common outcomes are read from the closures, which
  // hold exactly the members of a run without a contradiction.
  const PotentialSet* on_run_ends(int candidate) {
    const auto at = static_cast<std::size_t>(candidate);
    if (on_closures()[at].contradiction) return nullptr;
    const int cell = cell_of(candidate);
    const int digit = digit_of(candidate);
    run_ends_ = PotentialSet{};
    // (A meet of -1, a group whose every member contradicts, or a contradiction on the other
    // side of a double implication: the run goes to its end.)
    const auto add = [&](std::int16_t meet) {
      if (meet < 0) return false;
      run_ends_ |= meets_[static_cast<std::size_t>(meet)];
      return true;
    };
    if (cell_needed_.test(cell) && !add(cell_meet_[static_cast<std::size_t>(cell)])) {
      return nullptr;
    }
    for (const std::uint8_t house : houses().of[static_cast<std::size_t>(cell)]) {
      if (((static_cast<unsigned>(region_needed_[house]) >> digit) & 1u) != 0 &&
          !add(region_meet_[house * 9u + static_cast<unsigned>(digit)])) {
        return nullptr;
      }
    }
    if (grid_.count(cell) >= 3 && need_off_[at] && !add(double_meet_[at])) return nullptr;
    return run_ends_.empty() ? nullptr : &run_ends_;
  }

  // The same for the off run of `candidate` (its double implications).
  const PotentialSet* off_run_ends(int candidate) const {
    const auto at = static_cast<std::size_t>(candidate);
    if (grid_.count(cell_of(candidate)) < 3 || double_meet_[at] < 0) return nullptr;
    return &meets_[static_cast<std::size_t>(double_meet_[at])];
  }

  // Every run search_cell() will ask for (both assumptions of each candidate of the cells with
  // two or more), in its order, spread over the threads (chain_parallel).
  void propagate_all_in_parallel() {
    std::vector<int> roots;
    grid_.unsolved.for_each([&](int cell) {
      if (grid_.count(cell) < 2) return;
      for (unsigned rest = grid_.candidates[static_cast<std::size_t>(cell)]; rest != 0;
           rest &= rest - 1) {
        const int candidate = candidate_of(cell, first_digit(rest));
        roots.push_back(potential_of(candidate, true));
        roots.push_back(potential_of(candidate, false));
      }
    });
    // (Filled only here: nested searches run by the thousand, most never on several threads.)
    ready_on_.fill(nullptr);
    ready_off_.fill(nullptr);
    propagated_ahead_ = true;
    const std::vector<ChainRun*> runs = propagate_in_parallel(
        grid_, mode_.level, roots, propagator_, pool_, registry_, *threads_, helper_pools_);
    for (std::size_t i = 0; i < roots.size(); ++i) {
      const auto candidate = static_cast<std::size_t>(candidate_of_potential(roots[i]));
      (is_on(roots[i]) ? ready_on_ : ready_off_)[candidate] = runs[i];
    }
  }

  // Dynamic chains of level 0: which assumptions can give a hint, from their closures (their
  // SE runs have exactly the closures' members, or a contradiction when the closure has one).
  // Only those are propagated the SE way; most are not (seven in eight inside nested chains).
  void find_needed_runs() {
    const DynamicClosures closures(grid_);
    meets_.clear();
    std::vector<DynamicClosure>& on = on_closures();
    on.resize(kCandidates);
    need_on_.fill(false);
    need_off_.fill(false);
    // (A lone candidate starts no assumption but may be a position of a region chain.)
    grid_.unsolved.for_each([&](int cell) {
      for (unsigned rest = grid_.candidates[static_cast<std::size_t>(cell)]; rest != 0;
           rest &= rest - 1) {
        const int candidate = candidate_of(cell, first_digit(rest));
        closures.compute(potential_of(candidate, true), on[static_cast<std::size_t>(candidate)]);
      }
    });
    DynamicClosure computed;
    grid_.unsolved.for_each([&](int cell) {
      const int count = grid_.count(cell);
      if (count < 2) return;
      for (unsigned rest = grid_.candidates[static_cast<std::size_t>(cell)]; rest != 0;
           rest &= rest - 1) {
        const int candidate = candidate_of(cell, first_digit(rest));
        const auto at = static_cast<std::size_t>(candidate);
        need_on_[at] = on[at].contradiction;
        // Assumed off, a candidate implies at once the ons of its bivalue cell and of its
        // houses with two positions: none, then nothing follows (neither a contradiction nor
        // a double implication); one, then the closure is that on's, which implies it off.
        const int implied = implied_on(candidate);
        if (implied == kNoOn) continue;
        const DynamicClosure* off = &computed;
        if (implied >= 0) {
          off = &on[static_cast<std::size_t>(implied)];
        } else {
          closures.compute(potential_of(candidate, false), computed);
        }
        need_off_[at] = off->contradiction;
        // Double implications (cells of three candidates or more) need both runs; a run
        // stopped by a contradiction holds an unknown part of its closure.
        if (count >= 3 && (on[at].contradiction || off->contradiction || shared(on[at], *off))) {
          need_on_[at] = true;
          need_off_[at] = true;
          double_meet_[at] = kRunsInFull;
          if (!on[at].contradiction && !off->contradiction) {
            double_meet_[at] = add_meet();
            PotentialSet& both = meets_.back();
            for (std::size_t d = 0; d < 9; ++d) {
              both.on[d] = on[at].on[d] & off->on[d];
              both.off[d] = on[at].off[d] & off->off[d];
            }
          }
        }
      }
    });
    // Cell and region chains: every candidate of the cell or position of the digit in the
    // house must share an outcome.
    cell_needed_ = Bits81{};
    region_needed_.fill(0);
    std::array<std::uint16_t, 9> members{};
    std::int16_t meet = -1;  // group()'s meet, when it has one
    auto group = [&](int size) {
      std::array<Bits81, 9> on_all;
      std::array<Bits81, 9> off_all;
      bool first = true;  // (the meet starts as the first closure without a contradiction)
      for (int i = 0; i < size; ++i) {
        const DynamicClosure& closure = on[members[static_cast<std::size_t>(i)]];
        if (closure.contradiction) continue;
        if (first) {
          first = false;
          on_all = closure.on;
          off_all = closure.off;
          continue;
        }
        for (std::size_t d = 0; d < 9; ++d) {
          on_all[d] &= closure.on[d];
          off_all[d] &= closure.off[d];
        }
      }
      if (first) {  // every member contradicts: the meet of none is everything
        for (int i = 0; i < size; ++i) need_on_[members[static_cast<std::size_t>(i)]] = true;
        return true;
      }
      bool any = false;
      for (std::size_t d = 0; d < 9; ++d) any |= !on_all[d].empty() || !off_all[d].empty();
      if (!any) return false;
      for (int i = 0; i < size; ++i) need_on_[members[static_cast<std::size_t>(i)]] = true;
      meet = add_meet();
      meets_.back().on = on_all;
      meets_.back().off = off_all;
      return true;
    };
    grid_.unsolved.for_each([&](int cell) {
      const unsigned mask = grid_.candidates[static_cast<std::size_t>(cell)];
      if (!two_digits(mask) && kDigitCounts[mask] < 3) return;
      int size = 0;
      for (unsigned rest = mask; rest != 0; rest &= rest - 1) {
        members[static_cast<std::size_t>(size++)] =
            static_cast<std::uint16_t>(candidate_of(cell, first_digit(rest)));
      }
      meet = -1;
      if (group(size)) {
        cell_needed_.set(cell);
        cell_meet_[static_cast<std::size_t>(cell)] = meet;
      }
    });
    for (int digit = 0; digit < 9; ++digit) {
      for (int house = 0; house < 27; ++house) {
        const Bits81 positions = grid_.in_house(digit, house);
        if (!positions.has_several()) continue;
        int size = 0;
        positions.for_each([&](int cell) {
          members[static_cast<std::size_t>(size++)] =
              static_cast<std::uint16_t>(candidate_of(cell, digit));
        });
        meet = -1;
        if (group(size)) {
          region_needed_[static_cast<std::size_t>(house)] = static_cast<std::uint16_t>(
              region_needed_[static_cast<std::size_t>(house)] | (1u << digit));
          region_meet_[static_cast<std::size_t>(house * 9 + digit)] = meet;
        }
      }
    }
  }

  // Nishio chains: the assumptions that meet a contradiction (the others give no hint).
  void find_contradicting_runs() {
    for (unsigned rest = digits_; rest != 0; rest &= rest - 1) {
      const int digit = std::countr_zero(rest);
      const NishioClosures closures(grid_, digit);
      (grid_.cells[static_cast<std::size_t>(digit)] & grid_.unsolved).for_each([&](int cell) {
        const auto at = static_cast<std::size_t>(candidate_of(cell, digit));
        need_on_[at] = closures.contradicts(cell, true);
        need_off_[at] = closures.contradicts(cell, false);
      });
    }
  }

  static constexpr int kNoOn = -1;
  static constexpr int kSeveralOns = -2;
  // The on the candidate's off implies at once (its cell's other candidate if it has two, its
  // digit's other position in a house where it has two), kNoOn or kSeveralOns.
  int implied_on(int candidate) const {
    const int cell = cell_of(candidate);
    const int digit = digit_of(candidate);
    int found = kNoOn;
    const unsigned mask = grid_.candidates[static_cast<std::size_t>(cell)];
    if (two_digits(mask)) found = candidate_of(cell, first_digit(mask & ~(1u << digit)));
    for (const std::uint8_t house : houses().of[static_cast<std::size_t>(cell)]) {
      const Bits81 positions = grid_.in_house(digit, house);
      if (!positions.has_two()) continue;
      const int partner = candidate_of((positions - Bits81::of(cell)).first(), digit);
      if (found == kNoOn) {
        found = partner;
      } else if (found != partner) {
        return kSeveralOns;
      }
    }
    return found;
  }

  static bool shared(const DynamicClosure& a, const DynamicClosure& b) {
    for (std::size_t d = 0; d < 9; ++d) {
      if (!(a.on[d] & b.on[d]).empty() || !(a.off[d] & b.off[d]).empty()) return true;
    }
    return false;
  }

  // Scratch for find_needed_runs(), kept per thread: nested searches run by the thousand.
  static std::vector<DynamicClosure>& on_closures() {
    thread_local std::vector<DynamicClosure> closures;
    return closures;
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
      if (outcomes_ != nullptr || nested_outcomes_ != nullptr) {
        region_chains(cell, digit_of(candidate));
        continue;
      }
      const auto at = static_cast<std::size_t>(candidate);
      const ChainRun* on = !pruned_ || need_on_[at] ? &on_run(candidate) : nullptr;
      const bool off = (contradictions || doubles) && (!pruned_ || need_off_[at]);
      if (off) {
        if (ChainRun* ready = propagated_ahead_ ? ready_off_[at] : nullptr; ready != nullptr) {
          off_run_ = ready;
          off_kept_ = true;  // (not to be overwritten)
        } else {
          if (off_kept_) {  // a deferred hint still needs the last one
            off_run_ = &pool_.acquire();
            off_kept_ = false;
          }
          propagate(potential_of(candidate, false), *off_run_,
                    runs_may_stop_ ? off_run_ends(candidate) : nullptr);
        }
      }
      if (contradictions && on != nullptr && on->contradiction) {
        report(kContradiction, potential_of(candidate, false),
               {{on, on->absurd_on}, {on, on->absurd_off}});
      }
      if (contradictions && off && off_run_->contradiction) {
        report(kContradiction, potential_of(candidate, true),
               {{off_run_, off_run_->absurd_on}, {off_run_, off_run_->absurd_off}});
      }
      if (doubles && on != nullptr && off) double_chains(*on);
      if (!mode_.nishio) region_chains(cell, digit_of(candidate));
    }
    if (!mode_.nishio && (count == 2 || (mode_.multiple && count > 2))) {
      at_ = cell * 10 + 9;
      within_ = 0;
      if (!pruned_ || cell_needed_.test(cell)) cell_chains(cell, mask);
    }
  }

  // The hints that remain once sorted and without duplicates, with their chains' facts.
  void add_deferred_facts() {
    for (ChainHint& hint : best_hints_) out_.add(std::move(hint));
    for (ChainHint& hint : out_.take_sorted()) {
      const Deferred& chains = deferred_[static_cast<std::size_t>(hint.deferred)];
      lists_.clear();
      for (std::uint32_t i = 0; i < chains.count; ++i) {
        const ChainEnd& end = deferred_ends_[chains.begin + i];
        lists_.add_from_run(*end.run, end.node);
      }
      chain_facts(lists_, registry_, context_, chains.assumption, facts_);
      hint.rule_sources = facts_.rule_sources;
      hint.nested_id = facts_.nested_id;
      hint.deferred = -1;
      out_.add(std::move(hint));
    }
  }

  // False when the candidates' assumptions (static chains) share no outcome.
  bool may_share(const std::vector<int>& candidates) {
    if (outcomes_ != nullptr) return outcomes_->share_an_outcome(candidates);
    if (nested_outcomes_ != nullptr) return nested_outcomes_->share_an_outcome(candidates);
    return true;
  }

  // Potentials implied both by the assumption on and by the assumption off.
  void double_chains(const ChainRun& on) {
    for (const NodeIndex node : on.ons()) {
      const int potential = on.node(node).potential;
      if (off_run_->contains(potential)) {
        report(kDouble, potential, {{&on, node}, {off_run_, off_run_->node_of(potential)}});
      }
    }
    for (const NodeIndex node : on.offs()) {
      const int potential = on.node(node).potential;
      if (off_run_->contains(potential)) {
        report(kDouble, potential, {{&on, node}, {off_run_, off_run_->node_of(potential)}});
      }
    }
  }

  // Potentials implied by every candidate of the cell.
  void cell_chains(int cell, unsigned mask) {
    candidates_.clear();
    for (unsigned rest = mask; rest != 0; rest &= rest - 1) {
      candidates_.push_back(candidate_of(cell, first_digit(rest)));
    }
    if (outcomes_ != nullptr ? !needs_runs(kCellChain) : !may_share(candidates_)) return;
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
      // (When pruned, few houses are marked: that test first.)
      if (pruned_ &&
          ((static_cast<unsigned>(region_needed_[static_cast<std::size_t>(house)]) >> digit) &
           1u) == 0) {
        continue;
      }
      const Bits81 positions = grid_.in_house(digit, house);
      // (The cell is one of the positions: the cheap test first.)
      if (positions.first() != cell) continue;
      if (mode_.multiple ? !positions.has_several() : !positions.has_two()) continue;
      candidates_.clear();
      positions.for_each([&](int at) { candidates_.push_back(candidate_of(at, digit)); });
      if (outcomes_ != nullptr ? !needs_runs(kRegionChain) : !may_share(candidates_)) continue;
      runs_of_.clear();
      for (const int candidate : candidates_) runs_of_.push_back(&on_run(candidate));
      common_outcomes();
      for (const int potential : common_) report_common(kRegionChain, potential, house_cause(kind));
    }
  }

  // Whether the cell or region chains of candidates_ (static) need SE's propagation. When only
  // the first hint is wanted, the least complexity they can have tells (most groups that share
  // an outcome come after a better hint); and when one common potential alone has it and no
  // closure meets a contradiction (SE's runs then reach exactly the closures, at their
  // distances), that potential is the group's best hint: it is reported here.
  bool needs_runs(HintKind kind) {
    if (out_.mode() != ChainHintCollector::Mode::kFirst) {
      return outcomes_->share_an_outcome(candidates_);
    }
    const StaticOutcomes::Least least = outcomes_->least_complexity(candidates_);
    if (least.complexity == INT_MAX) return false;
    if (!out_.wants({chain_difficulty(base_, least.complexity), least.complexity, kSortKey[kind],
                     static_cast<std::uint64_t>(at_) << 32 | within_})) {
      return false;
    }
    if (least.ties != 1 || least.contradiction || registry_ != nullptr || context_ != nullptr) {
      return true;
    }
    const int candidate = candidate_of_potential(least.potential);
    const int cell = cell_of(candidate);
    const unsigned others =
        grid_.candidates[static_cast<std::size_t>(cell)] & ~(1u << digit_of(candidate));
    if (is_on(least.potential) && others == 0) return true;  // not worth: SE reports the next
    ChainHint hint;
    set_effect(hint, grid_, least.potential);
    hint.complexity = least.complexity;
    hint.difficulty = chain_difficulty(base_, least.complexity);
    hint.sort_key = kSortKey[kind];
    hint.discovery = static_cast<std::uint64_t>(at_) << 32 | within_++;
    hint.rule = hint_name(kind, mode_);
    out_.add(std::move(hint));
    return false;
  }

  // The potentials every run of runs_of_ implies: the first run's "ons" in order, then its
  // "offs" (SE's retainAll on copies of the first set).
  void common_outcomes() {
    common_.clear();
    std::array<Bits81, 9> on = runs_of_.front()->on_cells();
    std::array<Bits81, 9> off = runs_of_.front()->off_cells();
    // (A pruned search's runs without a contradiction may have stopped early: their members
    // are their closures'.)
    const auto closure_of = [&](std::size_t i) -> const DynamicClosure* {
      if (!runs_may_stop_) return nullptr;
      const DynamicClosure& closure = on_closures()[static_cast<std::size_t>(candidates_[i])];
      return closure.contradiction ? nullptr : &closure;
    };
    if (const DynamicClosure* closure = closure_of(0); closure != nullptr) {
      on = closure->on;
      off = closure->off;
    }
    bool any = false;
    for (std::size_t i = 1; i < runs_of_.size(); ++i) {
      any = false;
      const DynamicClosure* closure = closure_of(i);
      const std::array<Bits81, 9>& run_on =
          closure != nullptr ? closure->on : runs_of_[i]->on_cells();
      const std::array<Bits81, 9>& run_off =
          closure != nullptr ? closure->off : runs_of_[i]->off_cells();
      for (std::size_t d = 0; d < 9; ++d) {
        on[d] &= run_on[d];
        off[d] &= run_off[d];
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
    if (deferring_) {
      report_deferred(kind, result, ends, assumption);
      return;
    }
    ChainHint hint;
    set_effect(hint, grid_, result);
    if (hint.placement >= 0 && hint.eliminations.empty()) return;  // not worth
    int complexity = 0;
    if (registry_ == nullptr || deferring_) {
      for (const ChainEnd& end : ends) complexity += ancestors_.count(*end.run, end.node);
    } else {
      lists_.clear();
      for (const ChainEnd& end : ends) lists_.add_from_run(*end.run, end.node);
      // Inside an outer chain the same pass gives the rule parents (every hint is wanted there).
      chain_facts(lists_, registry_, context_, assumption, facts_);
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
      hint.rule_sources = facts_.rule_sources;
      hint.nested_id = facts_.nested_id;
    }
    out_.add(std::move(hint));
  }

  // A hint of a deferring search. SE's list keeps, of the hints with the same eliminations,
  // the first in its order only: so only the best so far of each is kept (most hints repeat
  // another's eliminations: a potential is often implied by a cell's, a region's and an
  // assumption's both runs), and the rest is never built.
  void report_deferred(HintKind kind, int result, const std::vector<ChainEnd>& ends,
                       Cause assumption) {
    const int candidate = candidate_of_potential(result);
    const int cell = cell_of(candidate);
    unsigned others = 0;
    if (is_on(result)) {
      others = grid_.candidates[static_cast<std::size_t>(cell)] & ~(1u << digit_of(candidate));
      if (others == 0) return;  // not worth
    }
    int complexity = 0;
    for (const ChainEnd& end : ends) complexity += ancestors_.count(*end.run, end.node);
    const ChainRank rank{chain_difficulty(base_, complexity), complexity, kSortKey[kind],
                         static_cast<std::uint64_t>(at_) << 32 | within_++};
    // The eliminations' key: one candidate, or a cell and its other digits.
    const int key = !is_on(result) ? candidate
                    : two_digits(others | (1u << digit_of(candidate)))
                        ? candidate_of(cell, first_digit(others))
                        : kCandidates + cell * 512 + static_cast<int>(others);
    std::int32_t* slot = best_slot(key);
    if (*slot >= 0 && !rank.before(ChainRank::of(best_hints_[static_cast<std::size_t>(*slot)]))) {
      return;
    }
    ChainHint hint;
    set_effect(hint, grid_, result);
    hint.difficulty = rank.difficulty;
    hint.complexity = rank.complexity;
    hint.sort_key = rank.sort_key;
    hint.discovery = rank.discovery;
    hint.rule = hint_name(kind, mode_);
    hint.deferred = static_cast<std::int32_t>(deferred_.size());
    deferred_.push_back({static_cast<std::uint32_t>(deferred_ends_.size()),
                         static_cast<std::uint32_t>(ends.size()), assumption});
    for (const ChainEnd& end : ends) {
      deferred_ends_.push_back(end);
      off_kept_ |= end.run == off_run_;
    }
    if (*slot >= 0) {
      best_hints_[static_cast<std::size_t>(*slot)] = std::move(hint);
    } else {
      *slot = static_cast<std::int32_t>(best_hints_.size());
      best_hints_.push_back(std::move(hint));
    }
  }

  // The place in best_hints_ of the hint kept for an eliminations' key (-1: none yet).
  std::int32_t* best_slot(int key) {
    if (key < kCandidates) {
      std::int32_t& slot = best_single_[static_cast<std::size_t>(key)];
      if (single_stamp_[static_cast<std::size_t>(key)] != 1) {
        single_stamp_[static_cast<std::size_t>(key)] = 1;
        slot = -1;
      }
      return &slot;
    }
    for (auto& [other, slot] : best_multiple_) {
      if (other == key) return &slot;
    }
    best_multiple_.push_back({key, -1});
    return &best_multiple_.back().second;
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
  const RunThreads* threads_;  ///< null or one thread: runs are propagated as they are needed
  AncestorCounter ancestors_;
  unsigned digits_ = 0x1FF;
  int at_ = 0;                ///< where the search is: cell * 10 + digit (9: the cell's chains)
  std::uint32_t within_ = 0;  ///< reports made there so far
  std::array<std::int16_t, kCandidates> slot_of_{};
  RunPool pool_;
  std::vector<std::unique_ptr<RunPool>> helper_pools_;  ///< the runs other threads propagated
  bool propagated_ahead_ = false;                       ///< runs were propagated up front:
  std::array<ChainRun*, kCandidates> ready_on_;  ///< (when propagated_ahead_) those runs, or null
  std::array<ChainRun*, kCandidates> ready_off_;
  std::vector<ChainRun*> runs_;
  ChainRun* off_run_ = &pool_.acquire();
  bool off_kept_ = false;                                  ///< a deferred hint refers to *off_run_
  std::unique_ptr<StaticOutcomes> outcomes_;               ///< static multiple chains only
  std::unique_ptr<NestedStaticOutcomes> nested_outcomes_;  ///< the same, inside an outer chain
  bool prepared_ = false;                                  ///< static links of the propagator
  struct Deferred {                                        ///< a hint's chains, when deferring_
    std::uint32_t begin;                                   ///< in deferred_ends_
    std::uint32_t count;
    Cause assumption;
  };
  bool deferring_ = false;
  std::vector<Deferred> deferred_;
  std::vector<ChainEnd> deferred_ends_;
  std::vector<ChainHint> best_hints_;  ///< (deferring) the best hint of each eliminations
  std::array<std::int32_t, kCandidates> best_single_;        ///< their places, by one elimination
  std::array<std::uint8_t, kCandidates> single_stamp_{};     ///< 1: best_single_ is set
  std::vector<std::pair<int, std::int32_t>> best_multiple_;  ///< by key, for several
  bool pruned_ = false;                    ///< only the runs find_needed_runs() marks
  bool runs_may_stop_ = false;             ///< (dynamic) pruned runs stop early (on_run_ends)
  std::array<bool, kCandidates> need_on_;  ///< (when pruned_) propagate the "on" assumption
  std::array<bool, kCandidates> need_off_;
  // Where pruned runs may stop (on_run_ends): the meets of the closures of the groups with
  // chains and of the assumptions with double implications, by index.
  static constexpr std::int16_t kRunsInFull = -2;  ///< double_meet_: a side contradicts
  std::int16_t add_meet() {
    meets_.emplace_back();
    return static_cast<std::int16_t>(meets_.size() - 1);
  }
  // (Per thread, like the closures: a pruned search runs no other while it lives, and a
  // vector per search cost an allocation each time it grew.)
  static std::vector<PotentialSet>& thread_meets() {
    thread_local std::vector<PotentialSet> meets;
    return meets;
  }
  std::vector<PotentialSet>& meets_ = thread_meets();
  std::array<std::int16_t, 81> cell_meet_;        ///< where cell_needed_
  std::array<std::int16_t, 27 * 9> region_meet_;  ///< [house * 9 + digit], where region_needed_
  std::array<std::int16_t, kCandidates> double_meet_;  ///< where need_off_ in cells of 3+
  PotentialSet run_ends_;                              ///< the current on run's
  Bits81 cell_needed_;                                 ///< cells whose cell chains may exist
  std::array<std::uint16_t, 27> region_needed_;  ///< per house, digits whose region chains may
  std::vector<int> candidates_;                  ///< a cell's or region's, for its chains
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
                            const NestedContext* context, NestedHintCache* cache,
                            const RunThreads* threads) {
  MultipleChainSearch(grid, mode, out, registry, context, cache, threads).run();
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
                     chain::NestedHintCache* cache = nullptr,
                     const chain::RunThreads* threads = nullptr) {
  const chain::ChainGrid chain_grid = chain::ChainGrid::from(grid);
  chain::report_chain_hints(sink, [&](chain::ChainHintCollector& out) {
    if (mode.level >= 2) {
      chain::NestedRegistry registry;
      chain::search_multiple_chains(chain_grid, mode, out, &registry, nullptr, cache, threads);
    } else {
      chain::search_multiple_chains(chain_grid, mode, out, nullptr, nullptr, nullptr, threads);
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
  if (memory.threads > 1 && memory.workers == nullptr) {
    memory.workers = std::make_unique<chain::RunWorkers>(memory.threads - 1);
  }
  const chain::RunThreads threads{memory.threads, &memory.nested_hints, memory.workers.get()};
  report_multiple(grid, sink, chain::dynamic_chains_at(level), &memory.nested_hints, &threads);
}

}  // namespace nonet::rating
