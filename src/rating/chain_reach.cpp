#include "rating/chain_reach.hpp"

#include <algorithm>
#include <bit>
#include <memory>

namespace nonet::rating::chain {
namespace {

void set_bit(std::array<std::uint64_t, StaticLinks::kMaxWords>& words, int id) {
  words[static_cast<std::size_t>(id >> 6)] |= 1ULL << (id & 63);
}

}  // namespace

OnGraph::OnGraph(const StaticLinks& links) : links_(links) {
  // Rows are only read once computed, so they need no clearing.
  const auto size = static_cast<std::size_t>(links.count());
  for (std::size_t pass = 0; pass < 3; ++pass) {
    next_[pass] = std::make_unique_for_overwrite<std::uint64_t[]>(
        std::max<std::size_t>(size, 1) * static_cast<std::size_t>(links.words()));
    next_ready_[pass].assign(size, 0);
  }
}

// All words, or an X pass's digit's (its ids are contiguous).
void OnGraph::set_words(const LinkRules& rules, int source) {
  if (rules.y) {
    word_begin_ = 0;
    word_end_ = links_.words();
  } else {
    const auto range = links_.digit_words(digit_of(source));
    word_begin_ = range.first;
    word_end_ = range.second;
  }
}

// The ons implied two links after `id` (through any off).
const std::uint64_t* OnGraph::next_ons(const LinkRules& rules, int id) {
  const auto pass = static_cast<std::size_t>(rules.pass);
  std::uint64_t* row =
      next_[pass].get() + static_cast<std::size_t>(id) * static_cast<std::size_t>(links_.words());
  std::uint8_t& ready = next_ready_[pass][static_cast<std::size_t>(id)];
  if (ready == 0) {
    ready = 1;
    std::fill(row, row + links_.words(), 0);
    const auto offs = links_.weak_ids(rules, id);
    for (const std::int16_t* off = offs.first; off != offs.second; ++off) {
      links_.for_each_strong_id(rules, *off, [&](int on) {
        row[static_cast<std::size_t>(on >> 6)] |= 1ULL << (on & 63);
      });
    }
  }
  return row;
}

bool OnGraph::intersects(const Words& a, const Words& b) const {
  std::uint64_t any = 0;
  for (int w = word_begin_; w < word_end_; ++w) {
    any |= a[static_cast<std::size_t>(w)] & b[static_cast<std::size_t>(w)];
  }
  return any != 0;
}

// The ons that imply an off that implies `id`: the ons whose step closes a cycle on `id`
// (or, for an off start, implies `id` on).
void OnGraph::closing_ons(const LinkRules& rules, int id, Words& out) const {
  links_.for_each_strong_id(rules, id, [&](int off) {
    const auto ons = links_.weak_ids(rules, off);
    for (const std::int16_t* on = ons.first; on != ons.second; ++on) set_bit(out, *on);
  });
}

// Advances the frontier one step; false when nothing new is reached.
bool OnGraph::step(const LinkRules& rules, Words& frontier, Words& seen) {
  Words next{};
  for (int w = word_begin_; w < word_end_; ++w) {
    for (std::uint64_t bits = frontier[static_cast<std::size_t>(w)]; bits != 0; bits &= bits - 1) {
      const std::uint64_t* row = next_ons(rules, w * 64 + std::countr_zero(bits));
      for (int v = word_begin_; v < word_end_; ++v) {
        next[static_cast<std::size_t>(v)] |= row[static_cast<std::size_t>(v)];
      }
    }
  }
  std::uint64_t any = 0;
  for (int w = word_begin_; w < word_end_; ++w) {
    const auto at = static_cast<std::size_t>(w);
    frontier[at] = next[at] & ~seen[at];
    seen[at] |= frontier[at];
    any |= frontier[at];
  }
  return any != 0;
}

OnGraph::OnRun OnGraph::on_run(const LinkRules& rules, int source, int chain_limit,
                               int cycle_limit) {
  set_words(rules, source);
  const int id = links_.id(source);
  OnRun found;
  Words frontier{};
  Words seen{};
  Words negating{};  // the ons that imply the source off
  Words closing{};
  set_bit(frontier, id);
  set_bit(seen, id);
  const auto offs = links_.weak_ids(rules, id);
  for (const std::int16_t* off = offs.first; off != offs.second; ++off) set_bit(negating, *off);
  closing_ons(rules, id, closing);
  for (int depth = 1;; depth += 2) {
    if (found.chain == 0 && depth + 1 <= chain_limit && intersects(frontier, negating)) {
      found.chain = depth + 1;
    }
    if (found.closing == 0 && depth >= 3 && depth + 1 <= cycle_limit &&
        intersects(frontier, closing)) {
      found.closing = depth + 1;
    }
    const bool chain_done = found.chain != 0 || depth + 3 > chain_limit;
    const bool cycle_done = found.closing != 0 || depth + 3 > cycle_limit;
    if (chain_done && cycle_done) break;
    if (!step(rules, frontier, seen)) break;
  }
  return found;
}

// A cycle closes on an off q that turns the source back on; q is one of the offs the source
// implies first, so the on that implies q again must be reached without going through q.
int OnGraph::shortest_cycle(const LinkRules& rules, int source, int limit) {
  set_words(rules, source);
  const int id = links_.id(source);
  const auto first_offs = links_.weak_ids(rules, id);
  int best = 0;
  links_.for_each_strong_id(rules, id, [&](int closing) {
    Words frontier{};
    Words seen{};
    Words closers{};
    for (const std::int16_t* off = first_offs.first; off != first_offs.second; ++off) {
      if (*off != closing)
        links_.for_each_strong_id(rules, *off, [&](int on) { set_bit(frontier, on); });
    }
    frontier[static_cast<std::size_t>(id >> 6)] &= ~(1ULL << (id & 63));
    seen = frontier;
    set_bit(seen, id);
    const auto ons = links_.weak_ids(rules, closing);
    for (const std::int16_t* on = ons.first; on != ons.second; ++on) set_bit(closers, *on);
    const int bound = best == 0 ? limit : best - 2;
    for (int depth = 3; depth + 1 <= bound; depth += 2) {
      if (intersects(frontier, closers)) {
        best = depth + 1;
        break;
      }
      if (!step(rules, frontier, seen)) break;
    }
  });
  return best;
}

int OnGraph::off_run(const LinkRules& rules, int source, int limit) {
  set_words(rules, source);
  const int id = links_.id(source);
  Words frontier{};
  Words seen{};
  Words affirming{};  // the ons that imply an off that implies the source on
  links_.for_each_strong_id(rules, id, [&](int on) {
    set_bit(frontier, on);
    set_bit(seen, on);
  });
  closing_ons(rules, id, affirming);
  for (int depth = 2; depth + 2 <= limit; depth += 2) {
    if (intersects(frontier, affirming)) return depth + 2;
    if (!step(rules, frontier, seen)) break;
  }
  return 0;
}

}  // namespace nonet::rating::chain
