#include "rating/chains/chain_tree_prospects.hpp"

namespace nonet::rating::chain {

// (An on implies at most 8 offs in its cell and 20 in its houses, each with at most 4 strong
// links: its edges fit in a byte.)

namespace {
constexpr std::size_t kMaxEdges = std::size_t{kCandidates} * 28 * 4;
}  // namespace

void TreeProspects::analyse(const StaticLinks& links, const LinkRules& rules) {
  links_ = &links;
  rules_ = &rules;
  if (edges_.empty()) edges_.resize(kMaxEdges);
  used_ = 0;
  if (++graph_ == 0) {
    built_.fill(0);
    graph_ = 1;
  }
}

void TreeProspects::add_edges(int candidate) {
  const StaticLinks& links = *links_;
  const LinkRules& rules = *rules_;
  const int cell = cell_of(candidate);
  const int digit = digit_of(candidate);
  const std::size_t begin = used_;
  std::int16_t* out = edges_.data() + begin;
  auto through = [&](int off) {
    links.for_each_strong(rules, off, [&](int on, Cause) {
      if (on != candidate) *out++ = static_cast<std::int16_t>(on);
    });
  };
  if (rules.y && rules.x) {
    const unsigned others =
        links.grid().candidates[static_cast<std::size_t>(cell)] & ~(1u << digit);
    for (unsigned rest = others; rest != 0; rest &= rest - 1) {
      const int other = first_digit(rest);
      if (links.capable(rules, other).test(cell)) through(candidate_of(cell, other));
    }
  }
  (links.weak(candidate) & links.capable(rules, digit)).for_each([&](int at) {
    through(candidate_of(at, digit));
  });
  const auto at = static_cast<std::size_t>(candidate);
  used_ = static_cast<std::size_t>(out - edges_.data());
  begin_[at] = static_cast<std::int32_t>(begin);
  count_[at] = static_cast<std::uint8_t>(used_ - begin);
  built_[at] = graph_;
}

void TreeProspects::next_stamp() {
  if (++stamp_ == 0) {
    seen_.fill(0);
    stamp_ = 1;
  }
}

bool TreeProspects::on_tree_may_report(int source) {
  const auto at = static_cast<std::size_t>(source);
  std::size_t count = 0;
  const std::int16_t* edge = edges_of(source, count);
  if (count == 0) return false;  // the tree is the root alone
  next_stamp();
  const int cell = cell_of(source);
  const int digit = digit_of(source);
  const Bits81 peers = houses().peers[static_cast<std::size_t>(cell)];
  const bool chains = rules_->x;
  const bool cell_chains = rules_->x && rules_->y;
  seen_[at] = stamp_;
  queue_[0] = static_cast<std::int16_t>(source);
  std::size_t size = 1;
  for (std::size_t next = 0; next < size; ++next) {
    const int on = queue_[next];
    if (next > 0) {
      // Does it imply the root off?
      const int on_cell = cell_of(on);
      if (chains &&
          ((digit_of(on) == digit && peers.test(on_cell)) || (cell_chains && on_cell == cell))) {
        return true;
      }
      edge = edges_of(on, count);
    }
    for (const std::int16_t* end = edge + count; edge != end; ++edge) {
      const auto to = static_cast<std::size_t>(*edge);
      if (seen_[to] == stamp_) {
        if (*edge == source) return true;  // (only an on other than the root leads to it)
        continue;
      }
      seen_[to] = stamp_;
      queue_[size++] = *edge;
    }
  }
  return false;
}

bool TreeProspects::off_tree_may_report(int source) {
  next_stamp();
  std::size_t size = 0;
  links_->for_each_strong(*rules_, source, [&](int on, Cause) {
    const auto at = static_cast<std::size_t>(on);
    if (seen_[at] == stamp_) return;
    seen_[at] = stamp_;
    queue_[size++] = static_cast<std::int16_t>(on);
  });
  for (std::size_t next = 0; next < size; ++next) {
    std::size_t count = 0;
    const std::int16_t* edge = edges_of(queue_[next], count);
    for (const std::int16_t* end = edge + count; edge != end; ++edge) {
      if (*edge == source) return true;
      const auto to = static_cast<std::size_t>(*edge);
      if (seen_[to] == stamp_) continue;
      seen_[to] = stamp_;
      queue_[size++] = *edge;
    }
  }
  return false;
}

const std::int16_t* TreeProspects::reach(int source, std::size_t& found) {
  next_stamp();
  seen_[static_cast<std::size_t>(source)] = stamp_;
  queue_[0] = static_cast<std::int16_t>(source);
  std::size_t size = 1;
  for (std::size_t next = 0; next < size; ++next) {
    std::size_t count = 0;
    const std::int16_t* edge = edges_of(queue_[next], count);
    for (const std::int16_t* end = edge + count; edge != end; ++edge) {
      const auto to = static_cast<std::size_t>(*edge);
      if (seen_[to] == stamp_) continue;
      seen_[to] = stamp_;
      queue_[size++] = *edge;
    }
  }
  found = size;
  return queue_.data();
}

TreeProspects& xy_on_graph(const StaticLinks& links) {
  thread_local TreeProspects graph;
  thread_local ChainGrid grid;
  thread_local bool valid = false;
  if (valid && grid == links.grid()) {
    graph.relink(links);
  } else {
    graph.analyse(links, kXYLinks);
    grid = links.grid();
    valid = true;
  }
  return graph;
}

}  // namespace nonet::rating::chain
