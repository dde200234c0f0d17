#include "rating/chains/chain_reach.hpp"

#include <algorithm>
#include <bit>
#include <memory>

namespace nonet::rating::chain {
namespace {

template <std::size_t W>
void set_bit(std::array<std::uint64_t, W>& words, int id) {
  words[static_cast<std::size_t>(id >> 6)] |= 1ULL << (id & 63);
}

template <std::size_t W>
bool intersects(const std::array<std::uint64_t, W>& a, const std::array<std::uint64_t, W>& b) {
  std::uint64_t any = 0;
  for (std::size_t w = 0; w < W; ++w) any |= a[w] & b[w];
  return any != 0;
}

template <std::size_t W>
bool intersects_row(const std::uint64_t* row, const std::array<std::uint64_t, W>& b) {
  std::uint64_t any = 0;
  for (std::size_t w = 0; w < W; ++w) any |= row[w] & b[w];
  return any != 0;
}

template <std::size_t W>
bool any_outside(const std::array<std::uint64_t, W>& a, const std::array<std::uint64_t, W>& b) {
  std::uint64_t any = 0;
  for (std::size_t w = 0; w < W; ++w) any |= a[w] & ~b[w];
  return any != 0;
}

}  // namespace

OnGraph::OnGraph(const StaticLinks& links) : links_(links) {
  width_ = kWidths.back();
  for (const int width : kWidths) {
    if (links.words() <= width) {
      width_ = width;
      break;
    }
  }
  // Rows are only read once computed, so they need no clearing.
  const auto size = static_cast<std::size_t>(links.count());
  for (std::size_t pass = 0; pass < 3; ++pass) {
    next_[pass] = std::make_unique_for_overwrite<std::uint64_t[]>(std::max<std::size_t>(size, 1) *
                                                                  static_cast<std::size_t>(width_));
    next_ready_[pass].assign(size, 0);
  }
}

template <class F>
decltype(auto) OnGraph::with_width(F&& f) {
  switch (width_) {
    case kWidths[0]:
      return f(std::integral_constant<int, kWidths[0]>{});
    case kWidths[1]:
      return f(std::integral_constant<int, kWidths[1]>{});
    case kWidths[2]:
      return f(std::integral_constant<int, kWidths[2]>{});
    case kWidths[3]:
      return f(std::integral_constant<int, kWidths[3]>{});
    default:
      return f(std::integral_constant<int, kWidths[4]>{});
  }
}

// The ons implied two links after `id` (through any off), into its row of the pass.
void OnGraph::build_next_ons(const LinkRules& rules, int id) {
  const auto pass = static_cast<std::size_t>(rules.pass);
  std::uint64_t* row =
      next_[pass].get() + static_cast<std::size_t>(id) * static_cast<std::size_t>(width_);
  next_ready_[pass][static_cast<std::size_t>(id)] = 1;
  std::fill(row, row + width_, 0);
  const auto offs = links_.weak_ids(rules, id);
  for (const std::int16_t* off = offs.first; off != offs.second; ++off) {
    links_.for_each_strong_id(
        rules, *off, [&](int on) { row[static_cast<std::size_t>(on >> 6)] |= 1ULL << (on & 63); });
  }
}

// The offs `id` implies (one link), kept for the last pass asked.
const std::uint64_t* OnGraph::offs_of(const LinkRules& rules, int id) {
  const auto width = static_cast<std::size_t>(width_);
  if (offs_pass_ != rules.pass) {
    offs_pass_ = rules.pass;
    offs_.assign(static_cast<std::size_t>(links_.count()) * width, 0);
    offs_ready_.assign(static_cast<std::size_t>(links_.count()), 0);
  }
  std::uint64_t* row = offs_.data() + static_cast<std::size_t>(id) * width;
  std::uint8_t& ready = offs_ready_[static_cast<std::size_t>(id)];
  if (ready == 0) {
    ready = 1;
    const auto offs = links_.weak_ids(rules, id);
    for (const std::int16_t* off = offs.first; off != offs.second; ++off) {
      row[static_cast<std::size_t>(*off >> 6)] |= 1ULL << (*off & 63);
    }
  }
  return row;
}

void OnGraph::implied(const LinkRules& rules, int source, std::uint64_t* ons, std::uint64_t* offs) {
  with_width([&](auto width) { implied_in<width()>(rules, source, ons, offs); });
}

template <int W>
void OnGraph::implied_in(const LinkRules& rules, int source, std::uint64_t* ons,
                         std::uint64_t* offs) {
  const int id = links_.id(source);
  Words<W> frontier{};
  Words<W> seen{};
  set_bit(frontier, id);
  set_bit(seen, id);
  while (step<W>(rules, frontier, seen)) {
  }
  Words<W> implied_offs{};
  for (std::size_t w = 0; w < W; ++w) {
    for (std::uint64_t bits = seen[w]; bits != 0; bits &= bits - 1) {
      const std::uint64_t* row = offs_of(rules, static_cast<int>(w) * 64 + std::countr_zero(bits));
      for (std::size_t v = 0; v < W; ++v) implied_offs[v] |= row[v];
    }
  }
  std::copy(seen.begin(), seen.end(), ons);
  std::copy(implied_offs.begin(), implied_offs.end(), offs);
}

void OnGraph::add_distances(const LinkRules& rules, int source, const std::uint64_t* ons,
                            const std::uint64_t* offs, std::int32_t* on_total,
                            std::int32_t* off_total) {
  with_width([&](auto width) {
    add_distances_in<width()>(rules, source, ons, offs, on_total, off_total);
  });
}

template <int W>
void OnGraph::add_distances_in(const LinkRules& rules, int source, const std::uint64_t* ons,
                               const std::uint64_t* offs, std::int32_t* on_total,
                               std::int32_t* off_total) {
  const int id = links_.id(source);
  Words<W> frontier{};  // the ons `distance` links away
  Words<W> seen{};
  Words<W> seen_offs{};
  Words<W> ons_left{};  // the targets not reached yet
  Words<W> offs_left{};
  std::copy(ons, ons + W, ons_left.begin());
  std::copy(offs, offs + W, offs_left.begin());
  set_bit(frontier, id);
  set_bit(seen, id);
  for (int distance = 0;; distance += 2) {
    Words<W> new_offs{};
    std::uint64_t left = 0;
    for (std::size_t w = 0; w < W; ++w) {
      for (std::uint64_t bits = frontier[w] & ons_left[w]; bits != 0; bits &= bits - 1) {
        on_total[w * 64 + static_cast<std::size_t>(std::countr_zero(bits))] += distance;
      }
      ons_left[w] &= ~frontier[w];
      for (std::uint64_t bits = frontier[w]; bits != 0; bits &= bits - 1) {
        const std::uint64_t* row =
            offs_of(rules, static_cast<int>(w) * 64 + std::countr_zero(bits));
        for (std::size_t v = 0; v < W; ++v) new_offs[v] |= row[v];
      }
    }
    for (std::size_t w = 0; w < W; ++w) {
      new_offs[w] &= ~seen_offs[w];
      seen_offs[w] |= new_offs[w];
      for (std::uint64_t bits = new_offs[w] & offs_left[w]; bits != 0; bits &= bits - 1) {
        off_total[w * 64 + static_cast<std::size_t>(std::countr_zero(bits))] += distance + 1;
      }
      offs_left[w] &= ~new_offs[w];
      left |= ons_left[w] | offs_left[w];
    }
    if (left == 0 || !step<W>(rules, frontier, seen)) return;
  }
}

// The ons that imply an off that implies `id`: the ons whose step closes a cycle on `id`
// (or, for an off start, implies `id` on).
template <int W>
void OnGraph::closing_ons(const LinkRules& rules, int id, Words<W>& out) const {
  links_.for_each_strong_id(rules, id, [&](int off) {
    const auto ons = links_.weak_ids(rules, off);
    for (const std::int16_t* on = ons.first; on != ons.second; ++on) set_bit(out, *on);
  });
}

// Advances the frontier one step; false when nothing new is reached. (Inlined: a search runs a
// few steps of a hundred instructions, and the call cost a third more.)
template <int W>
inline bool OnGraph::step(const LinkRules& rules, Words<W>& frontier, Words<W>& seen) {
  // (Rows are looked up hundreds of thousands of times per search and built once: the lookup
  // stays inline, the building does not.)
  const auto pass = static_cast<std::size_t>(rules.pass);
  const std::uint64_t* rows = next_[pass].get();
  const std::uint8_t* ready = next_ready_[pass].data();
  Words<W> next{};
  for (std::size_t w = 0; w < W; ++w) {
    for (std::uint64_t bits = frontier[w]; bits != 0; bits &= bits - 1) {
      const int id = static_cast<int>(w) * 64 + std::countr_zero(bits);
      if (ready[id] == 0) build_next_ons(rules, id);
      const std::uint64_t* row = rows + static_cast<std::size_t>(id) * W;
      for (std::size_t v = 0; v < W; ++v) next[v] |= row[v];
    }
  }
  std::uint64_t any = 0;
  for (std::size_t w = 0; w < W; ++w) {
    frontier[w] = next[w] & ~seen[w];
    seen[w] |= frontier[w];
    any |= frontier[w];
  }
  return any != 0;
}

OnGraph::OnRun OnGraph::on_run(const LinkRules& rules, int source, int chain_limit,
                               int cycle_limit) {
  return with_width(
      [&](auto width) { return on_run_in<width()>(rules, source, chain_limit, cycle_limit); });
}

template <int W>
OnGraph::OnRun OnGraph::on_run_in(const LinkRules& rules, int source, int chain_limit,
                                  int cycle_limit) {
  const int id = links_.id(source);
  OnRun found;
  Words<W> frontier{};
  Words<W> seen{};
  Words<W> negating{};  // the ons that imply the source off
  Words<W> closing{};
  set_bit(frontier, id);
  set_bit(seen, id);
  // (Only what the limits can use is worked out: Y passes have no chains.)
  if (chain_limit >= 2) {
    const auto offs = links_.weak_ids(rules, id);
    for (const std::int16_t* off = offs.first; off != offs.second; ++off) set_bit(negating, *off);
  }
  if (cycle_limit >= 4) {
    closing_ons<W>(rules, id, closing);
    // The same start's off run, which usually follows, looks for the same ons.
    closing_pass_ = rules.pass;
    closing_id_ = id;
    std::copy(closing.begin(), closing.end(), closing_.begin());
  }
  layers_pass_ = rules.pass;
  layers_id_ = id;
  layer_count_ = 1;
  layers_exhausted_ = false;
  std::copy(seen.begin(), seen.end(), layers_.begin());
  for (int depth = 1;; depth += 2) {
    if (found.chain == 0 && depth + 1 <= chain_limit && intersects(frontier, negating)) {
      found.chain = depth + 1;
    }
    if (depth >= 3 && depth + 1 <= cycle_limit && intersects(frontier, closing)) {
      if (found.closing == 0) found.closing = depth + 1;
      found.last_closing = depth + 1;
    }
    const bool chain_done = found.chain != 0 || depth + 3 > chain_limit;
    // After the first closing, on until every on that may close has been met (or cannot be).
    const bool cycle_done =
        depth + 3 > cycle_limit || (found.closing != 0 && !any_outside(closing, seen));
    if (chain_done && cycle_done) break;
    if (!step<W>(rules, frontier, seen)) {
      layers_exhausted_ = true;
      break;
    }
    if (layer_count_ == kMaxLayers) continue;
    std::copy(seen.begin(), seen.end(), layers_.begin() + layer_count_ * W);
    ++layer_count_;
  }
  return found;
}

bool OnGraph::cycles_may_eliminate(const LinkRules& rules, int source, int longest) {
  return with_width(
      [&](auto width) { return cycles_may_eliminate_in<width()>(rules, source, longest); });
}

// A cycle (as SE's tree reports it) runs from the source along the tree's path to an on v that
// implies an off q, a strong partner of the source: its ons are the path's, its offs the path's
// (each between two ons) and q. It removes a candidate of digit d outside its cells that sees
// an on and an off of digit d of the cycle (UnaryChainSearch::report_cycle). The tree's paths
// are paths of the on graph and reach each on at its distance f from the source, so an on n of
// the cycle has f(n) + g(n) <= k steps, g(n) being its distance to an on that implies a strong
// partner of the source (a "closer", such as v) and k = (longest - 2) / 2 v's steps. So every
// on of such a cycle lies in P = {n : f(n) + g(n) <= k}, every off is a strong partner of an on
// of P (strong links are symmetric: the off of a bivalue cell's or a two-place house's
// candidate implies the other), and the source's cell is always one of its cells: if no cell
// outside it sees an on of P and a strong partner of P of the same digit, no cycle of the
// start within `longest` removes anything. (About 1 start in 40 with a possible cycle passes
// on expert puzzles; 1 in 7 of those has a cycle that removes something.)
template <int W>
bool OnGraph::cycles_may_eliminate_in(const LinkRules& rules, int source, int longest) {
  const int steps = (longest - 2) / 2;
  if (steps < 1) return false;  // (no cycle is shorter than 4)
  const int id = links_.id(source);
  // The run's rows are needed up to `steps` (it ran that far when it found its last closing).
  if (layers_pass_ != rules.pass || layers_id_ != id || steps >= kMaxLayers ||
      (steps >= layer_count_ && (!layers_exhausted_ || layer_count_ == kMaxLayers))) {
    return true;
  }
  const auto within = [&](int i) {
    return layers_.data() + static_cast<std::size_t>(std::min(i, layer_count_ - 1) * W);
  };
  Words<W> closers{};
  if (closing_pass_ == rules.pass && closing_id_ == id) {
    std::copy(closing_.begin(), closing_.begin() + W, closers.begin());
  } else {
    closing_ons<W>(rules, id, closers);
  }
  // near: the ons n within steps - t of the source with g(n) <= t, for t = 0, 1, ... steps
  // (an on with g(n) = t > 0 leads to one with g = t - 1 no more than a step further out; one
  // with g(n) < t is near already). The run expanded every on within steps - 1: their rows
  // are built.
  const std::uint64_t* rows = next_[static_cast<std::size_t>(rules.pass)].get();
  Words<W> near{};
  for (std::size_t w = 0; w < W; ++w) near[w] = closers[w] & within(steps)[w];
  Words<W> cycle_ons = near;
  for (int t = 1; t <= steps; ++t) {
    const std::uint64_t* reached = within(steps - t);
    Words<W> next{};
    for (std::size_t w = 0; w < W; ++w) {
      next[w] = reached[w] & (closers[w] | near[w]);
      for (std::uint64_t bits = reached[w] & ~next[w]; bits != 0; bits &= bits - 1) {
        const int on = static_cast<int>(w) * 64 + std::countr_zero(bits);
        const std::uint64_t* row = rows + static_cast<std::size_t>(on) * W;
        if (intersects_row(row, near)) next[w] |= 1ULL << (on & 63);
      }
    }
    near = next;
    for (std::size_t w = 0; w < W; ++w) cycle_ons[w] |= near[w];
  }
  std::array<Bits81, 9> seen_by_ons{};
  Words<W> cycle_offs{};
  for (std::size_t w = 0; w < W; ++w) {
    for (std::uint64_t bits = cycle_ons[w]; bits != 0; bits &= bits - 1) {
      const int on = static_cast<int>(w) * 64 + std::countr_zero(bits);
      const int candidate = links_.candidate(on);
      seen_by_ons[static_cast<std::size_t>(digit_of(candidate))] |= links_.weak(candidate);
      links_.for_each_strong_id(rules, on, [&](int off) { set_bit(cycle_offs, off); });
    }
  }
  std::array<Bits81, 9> seen_by_offs{};
  for (std::size_t w = 0; w < W; ++w) {
    for (std::uint64_t bits = cycle_offs[w]; bits != 0; bits &= bits - 1) {
      const int candidate = links_.candidate(static_cast<int>(w) * 64 + std::countr_zero(bits));
      seen_by_offs[static_cast<std::size_t>(digit_of(candidate))] |= links_.weak(candidate);
    }
  }
  const Bits81 source_cell = Bits81::of(cell_of(source));
  for (std::size_t d = 0; d < 9; ++d) {
    if (!((seen_by_ons[d] & seen_by_offs[d]) - source_cell).empty()) return true;
  }
  return false;
}

// A cycle closes on an off q that turns the source back on; q is one of the offs the source
// implies first, so the on that implies q again must be reached without going through q.
int OnGraph::shortest_cycle(const LinkRules& rules, int source, int limit) {
  return with_width([&](auto width) { return shortest_cycle_in<width()>(rules, source, limit); });
}

template <int W>
int OnGraph::shortest_cycle_in(const LinkRules& rules, int source, int limit) {
  const int id = links_.id(source);
  const auto first_offs = links_.weak_ids(rules, id);
  int best = 0;
  links_.for_each_strong_id(rules, id, [&](int closing) {
    // (Only a shorter cycle than one found through another closing off can matter.)
    const int bound = best == 0 ? limit : best - 2;
    if (bound < 4) return;
    Words<W> frontier{};
    Words<W> seen{};
    Words<W> closers{};
    for (const std::int16_t* off = first_offs.first; off != first_offs.second; ++off) {
      if (*off != closing)
        links_.for_each_strong_id(rules, *off, [&](int on) { set_bit(frontier, on); });
    }
    frontier[static_cast<std::size_t>(id >> 6)] &= ~(1ULL << (id & 63));
    seen = frontier;
    set_bit(seen, id);
    const auto ons = links_.weak_ids(rules, closing);
    for (const std::int16_t* on = ons.first; on != ons.second; ++on) set_bit(closers, *on);
    for (int depth = 3; depth + 1 <= bound; depth += 2) {
      if (intersects(frontier, closers)) {
        best = depth + 1;
        break;
      }
      if (!step<W>(rules, frontier, seen)) break;
    }
  });
  return best;
}

int OnGraph::off_run(const LinkRules& rules, int source, int limit) {
  return with_width([&](auto width) { return off_run_in<width()>(rules, source, limit); });
}

template <int W>
int OnGraph::off_run_in(const LinkRules& rules, int source, int limit) {
  const int id = links_.id(source);
  Words<W> frontier{};
  Words<W> seen{};
  Words<W> affirming{};  // the ons that imply an off that implies the source on
  links_.for_each_strong_id(rules, id, [&](int on) {
    set_bit(frontier, on);
    set_bit(seen, on);
  });
  if (closing_pass_ == rules.pass && closing_id_ == id) {
    std::copy(closing_.begin(), closing_.begin() + W, affirming.begin());
  } else {
    closing_ons<W>(rules, id, affirming);
  }
  for (int depth = 2; depth + 2 <= limit; depth += 2) {
    if (intersects(frontier, affirming)) return depth + 2;
    if (!step<W>(rules, frontier, seen)) break;
  }
  return 0;
}

}  // namespace nonet::rating::chain
