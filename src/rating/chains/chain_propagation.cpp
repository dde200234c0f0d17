#include "rating/chains/chain_propagation.hpp"

#include <bit>
#include <memory>

namespace nonet::rating::chain {

void ChainRun::clear() {
  if (nodes_.capacity() == 0) {
    // Typical runs hold a few hundred nodes; growing to that from nothing costs more.
    nodes_.reserve(512);
    on_order_.reserve(256);
    off_order_.reserve(256);
  }
  nodes_.clear();
  parents_.clear();
  on_.fill(Bits81{});
  off_.fill(Bits81{});
  on_order_.clear();
  off_order_.clear();
  ancestors_.clear();
  contradiction = false;
  absurd_on = -1;
  absurd_off = -1;
}

namespace {
// Runs released by finished searches, for the next ones on this thread.
RunPool::FreeRuns& free_runs() {
  thread_local RunPool::FreeRuns runs;
  return runs;
}
}  // namespace

RunPool::~RunPool() {
  // Enough for a level-0 search on any grid; deeper searches allocate the rest each time
  // rather than keeping megabytes per thread.
  constexpr std::size_t kKept = 1024;
  if (home_ == nullptr) return;
  // (Back to the thread that acquired them: a helper's runs released into the caller's list
  // were lost to the helper, which then allocated every run of every search afresh.)
  RunPool::FreeRuns& free = *home_;
  for (ChainRun* run : taken_) {
    if (free.size() < kKept) {
      free.emplace_back(run);
    } else {
      delete run;
    }
  }
}

ChainRun& RunPool::acquire() {
  if (home_ == nullptr) home_ = &free_runs();
  FreeRuns& free = *home_;
  ChainRun* run;
  if (free.empty()) {
    run = new ChainRun();
  } else {
    run = free.back().release();
    free.pop_back();
  }
  taken_.push_back(run);
  run->clear();
  return *run;
}

int AncestorCounter::count(const ChainRun& run, int node) {
  if (const int known = run.known_ancestors(node); known > 0) return known;
  if (++stamp_ == 0) {
    mark_.fill(0);
    stamp_ = 1;
  }
  queue_.clear();
  queue_.push_back(node);
  mark_[run.node(node).potential] = stamp_;
  for (std::size_t at = 0; at < queue_.size(); ++at) {
    run.for_each_parent(queue_[at], [&](int parent) {
      std::uint32_t& mark = mark_[run.node(parent).potential];
      if (mark == stamp_) return;
      mark = stamp_;
      queue_.push_back(parent);
    });
  }
  run.remember_ancestors(node, static_cast<int>(queue_.size()));
  return static_cast<int>(queue_.size());
}

void Propagator::run(const ChainGrid& grid, int root, ChainRun& run,
                     const PotentialSet* stop_once_held) {
  current_ = grid;
  initial_ = grid;
  run.clear();
  pending_on_.clear();
  pending_off_.clear();
  next_on_ = 0;
  next_off_ = 0;
  if (rules_.advanced != nullptr) rules_.advanced->start();
  const int node = run.add_node(root, Cause::kAssumption);
  run.make_member(node);
  (is_on(root) ? pending_on_ : pending_off_).push_back(node);
  while (next_on_ < pending_on_.size() || next_off_ < pending_off_.size()) {
    if (next_on_ < pending_on_.size()) {
      process_on(pending_on_[next_on_++], run);
    } else {
      process_off(pending_off_[next_off_++], run);
    }
    if (run.contradiction) return;
    // (The test stops at the first digit not held yet: a few words a step.)
    if (stop_once_held != nullptr && run.holds(*stop_once_held)) return;
    if (rules_.advanced != nullptr && next_on_ == pending_on_.size() &&
        next_off_ == pending_off_.size()) {
      advanced_.clear();
      rules_.advanced->find(current_, initial_, run, advanced_);
      for (const int found : advanced_) {
        if (run.contains(run.node(found).potential)) continue;
        run.make_member(found);
        pending_off_.push_back(found);
      }
    }
  }
}

// An "off" implied by the "on" `parent`; false on a contradiction (the run ends). (By cell and
// digit: the membership tests then need no candidate split.)
bool Propagator::add_off(ChainRun& run, int cell, int digit, Cause cause, int parent) {
  const auto d = static_cast<std::size_t>(digit);
  const int candidate = candidate_of(cell, digit);
  if (run.on_cells()[d].test(cell)) {
    run.contradiction = true;
    run.absurd_on = run.node_of(potential_of(candidate, true));
    run.absurd_off = run.add_node(potential_of(candidate, false), cause);
    run.add_parent(run.absurd_off, parent);
    return false;
  }
  if (!run.off_cells()[d].test(cell)) {
    const int member = run.add_child(potential_of(candidate, false), cause, parent);
    run.make_member(member, cell, digit, false);
    pending_off_.push_back(member);
  }
  return true;
}

void Propagator::process_on(int node, ChainRun& run) {
  const int candidate = candidate_of_potential(run.node(node).potential);
  const int cell = cell_of(candidate);
  const int digit = digit_of(candidate);
  if (rules_.cell_links) {
    const unsigned others = current_.candidates[static_cast<std::size_t>(cell)] & ~(1u << digit);
    for (unsigned rest = others; rest != 0; rest &= rest - 1) {
      if (!add_off(run, cell, first_digit(rest), Cause::kNakedSingle, node)) return;
    }
  }
  const Bits81 cells = current_.cells[static_cast<std::size_t>(digit)];
  const auto c = static_cast<std::size_t>(cell);
  const Bits81 parts[3] = {(cells & houses().block[c]) - Bits81::of(cell),
                           cells & houses().row_only[c], cells & houses().column_only[c]};
  const auto d = static_cast<std::size_t>(digit);
  for (int kind = 0; kind < 3; ++kind) {
    const Bits81 part = parts[kind];
    if ((part & run.on_cells()[d]).empty()) {
      // No contradiction in this part: add its new offs in order.
      const Cause cause = house_cause(kind);
      (part - run.off_cells()[d]).for_each([&](int off_cell) {
        const int member =
            run.add_child(potential_of(candidate_of(off_cell, digit), false), cause, node);
        run.make_member(member, off_cell, digit, false);
        pending_off_.push_back(member);
      });
      continue;
    }
    // A contradiction in this part: add its offs one by one up to it.
    for (std::uint64_t w = part.lo; w != 0; w &= w - 1) {
      if (!add_off(run, std::countr_zero(w), digit, house_cause(kind), node)) return;
    }
    for (std::uint64_t w = part.hi; w != 0; w &= w - 1) {
      if (!add_off(run, 64 + std::countr_zero(w), digit, house_cause(kind), node)) {
        return;
      }
    }
  }
}

// The "on" implied by the "off" `parent`, with its hidden parents: the candidates of its cell
// (house < 0) or of its house that were struck since the assumption.
int Propagator::create_on(ChainRun& run, int cell, int digit, Cause cause, int parent, int house) {
  const int node = run.add_child(potential_of(candidate_of(cell, digit), true), cause, parent);
  if (house < 0) {
    const unsigned struck = initial_.candidates[static_cast<std::size_t>(cell)] &
                            ~current_.candidates[static_cast<std::size_t>(cell)];
    for (unsigned rest = struck; rest != 0; rest &= rest - 1) {
      run.add_parent(node, run.node_of(potential_of(candidate_of(cell, first_digit(rest)), false)));
    }
  } else {
    const Bits81 struck = initial_.in_house(digit, house) - current_.in_house(digit, house);
    struck.for_each([&](int at) {
      run.add_parent(node, run.node_of(potential_of(candidate_of(at, digit), false)));
    });
  }
  return node;
}

void Propagator::prepare_static(const ChainGrid& grid) {
  static_links_.assign(kCandidates, StaticLinks{{-1, -1, -1, -1}, {}, 0});
  for (int candidate = 0; candidate < kCandidates; ++candidate) {
    if (!grid.has(candidate)) continue;
    StaticLinks& links = static_links_[static_cast<std::size_t>(candidate)];
    const int cell = cell_of(candidate);
    const int digit = digit_of(candidate);
    auto add = [&](int on, Cause cause) {
      for (int i = 0; i < links.count; ++i) {
        if (links.on[static_cast<std::size_t>(i)] == on) return;
      }
      links.on[static_cast<std::size_t>(links.count)] = static_cast<std::int16_t>(on);
      links.cause[static_cast<std::size_t>(links.count)] = cause;
      ++links.count;
    };
    const unsigned mask = grid.candidates[static_cast<std::size_t>(cell)];
    if (rules_.cell_links && two_digits(mask)) {
      add(candidate_of(cell, first_digit(mask & ~(1u << digit))), Cause::kNakedSingle);
    }
    for (int kind = 0; kind < 3; ++kind) {
      const int house = houses().of[static_cast<std::size_t>(cell)][static_cast<std::size_t>(kind)];
      const Bits81 positions = grid.in_house(digit, house);
      if (positions.has_two())
        add(candidate_of((positions - Bits81::of(cell)).first(), digit), house_cause(kind));
    }
  }
}

void Propagator::process_static_off(int node, ChainRun& run) {
  const int candidate = candidate_of_potential(run.node(node).potential);
  const StaticLinks& links = static_links_[static_cast<std::size_t>(candidate)];
  for (int i = 0; i < links.count; ++i) {
    const int on = links.on[static_cast<std::size_t>(i)];
    const Cause cause = links.cause[static_cast<std::size_t>(i)];
    if (run.contains(potential_of(on, false))) {
      run.contradiction = true;
      run.absurd_on = run.add_node(potential_of(on, true), cause);
      run.add_parent(run.absurd_on, node);
      run.absurd_off = run.node_of(potential_of(on, false));
      return;
    }
    if (!run.contains(potential_of(on, true))) {
      pending_on_.push_back(run.add_member(potential_of(on, true), cause, node));
    }
  }
}

void Propagator::process_off(int node, ChainRun& run) {
  if (!rules_.dynamic && !static_links_.empty()) {
    process_static_off(node, run);
    return;
  }
  const int candidate = candidate_of_potential(run.node(node).potential);
  const int cell = cell_of(candidate);
  const int digit = digit_of(candidate);
  // getOffToOn, on the grid before this "off" is struck: a set, so a potential implied twice
  // keeps its first cause and parents. Nothing becomes a member before the loop below, and
  // the implied "ons" differ, so their memberships are read once.
  struct Implied {
    int cell;
    int digit;
    int node;
    bool on_member;
    bool off_member;
  };
  Implied implied[4];
  int count = 0;
  const auto& on_cells = run.on_cells();
  const auto& off_cells = run.off_cells();
  auto consider = [&](int on_cell, int on_digit, Cause cause, int house) {
    Implied& at = implied[count++];
    at.cell = on_cell;
    at.digit = on_digit;
    at.on_member = on_cells[static_cast<std::size_t>(on_digit)].test(on_cell);
    at.off_member = off_cells[static_cast<std::size_t>(on_digit)].test(on_cell);
    // Only an "on" that will be added, or that contradicts, needs its node.
    at.node =
        !at.on_member || at.off_member ? create_on(run, on_cell, on_digit, cause, node, house) : -1;
  };
  if (rules_.cell_links) {
    const unsigned mask = current_.candidates[static_cast<std::size_t>(cell)];
    if (two_digits(mask))
      consider(cell, first_digit(mask & ~(1u << digit)), Cause::kNakedSingle, -1);
  }
  // The houses imply "ons" of this digit: only the block's cell can come again (from the row
  // or the column), as the row and the column share no other cell.
  const Bits81 self = Bits81::of(cell);
  int block_cell = -1;
  for (int kind = 0; kind < 3; ++kind) {
    const int house = houses().of[static_cast<std::size_t>(cell)][static_cast<std::size_t>(kind)];
    const Bits81 positions = current_.in_house(digit, house);
    if (!positions.has_two()) continue;
    const int on_cell = (positions - self).first();
    if (kind == kBlock) {
      block_cell = on_cell;
    } else if (on_cell == block_cell) {
      continue;
    }
    consider(on_cell, digit, house_cause(kind), house);
  }
  if (rules_.dynamic) current_.remove(cell, digit);
  for (int i = 0; i < count; ++i) {
    const Implied& at = implied[i];
    if (at.off_member) {
      run.contradiction = true;
      run.absurd_on = at.node;
      run.absurd_off = run.node_of(potential_of(candidate_of(at.cell, at.digit), false));
      return;
    }
    if (!at.on_member) {
      run.make_member(at.node, at.cell, at.digit, true);
      pending_on_.push_back(at.node);
    }
  }
}

}  // namespace nonet::rating::chain
