#include "rating/chains/chain_nested.hpp"

#include <algorithm>

namespace nonet::rating::chain {
namespace {

// A 64-bit mix (splitmix64's finaliser), for the chain identities.
std::uint64_t mix(std::uint64_t x) {
  x += 0x9E3779B97F4A7C15ULL;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
  return x ^ (x >> 31);
}

int house_kind_of(Cause cause) {
  switch (cause) {
    case Cause::kHiddenBlock:
      return kBlock;
    case Cause::kHiddenRow:
      return kRow;
    default:
      return kColumn;
  }
}

}  // namespace

void ChainLists::add_from_run(const ChainRun& run, int node) {
  if (mark.empty()) mark.assign(kPotentials, 0);
  if (++stamp == 0) {
    std::fill(mark.begin(), mark.end(), 0);
    stamp = 1;
  }
  queue.clear();
  queue.push_back(node);
  for (std::size_t at = 0; at < queue.size(); ++at) {
    const ChainNode& current = run.node(queue[at]);
    std::uint32_t& seen = mark[current.potential];
    if (seen == stamp) continue;
    seen = stamp;
    items.push_back({current.potential, current.cause, current.nested});
    run.for_each_parent(queue[at], [&](int parent) { queue.push_back(parent); });
  }
  end_target();
}

void chain_facts(const ChainLists& lists, const NestedRegistry* registry,
                 const NestedContext* context, Cause assumption, ChainFacts& out,
                 int flat_targets) {
  out.complexity =
      flat_targets < 0 || static_cast<std::size_t>(flat_targets) >= lists.ends.size()
          ? static_cast<int>(lists.items.size())
          : static_cast<int>(
                flat_targets == 0 ? 0 : lists.ends[static_cast<std::size_t>(flat_targets) - 1]);
  out.rule_sources.clear();
  out.nested_id = -1;
  if (registry != nullptr) {
    std::vector<const NestedRegistry::Record*> counted;
    for (const ChainItem& item : lists.items) {
      if (item.nested < 0) continue;
      const NestedRegistry::Record& record = registry->at(item.nested);
      const bool seen = std::any_of(counted.begin(), counted.end(), [&](const auto* other) {
        return other->identity[0] == record.identity[0] && other->identity[1] == record.identity[1];
      });
      if (seen) continue;
      counted.push_back(&record);
      out.complexity += record.complexity;
    }
  }
  if (context == nullptr) return;
  auto add_source = [&](int source) {
    const auto value = static_cast<std::uint16_t>(source);
    if (std::find(out.rule_sources.begin(), out.rule_sources.end(), value) ==
        out.rule_sources.end()) {
      out.rule_sources.push_back(value);
    }
  };
  std::uint64_t identity[2] = {0x6A09E667F3BCC908ULL, 0xBB67AE8584CAA73BULL};
  std::size_t begin = 0;
  for (const std::uint32_t end : lists.ends) {
    identity[0] = mix(identity[0] ^ (end - begin));
    identity[1] = mix(identity[1] + 0x3C6EF372FE94F82BULL * (end - begin + 1));
    for (std::size_t at = begin; at < end; ++at) {
      const ChainItem& item = lists.items[at];
      identity[0] = mix(identity[0] ^ item.potential);
      identity[1] = mix(identity[1] + 0x9E3779B97F4A7C15ULL * (item.potential + 1u));
      const Cause cause = item.cause == Cause::kAssumption ? assumption : item.cause;
      if (!is_on(item.potential) || cause == Cause::kAssumption || cause == Cause::kAdvanced) {
        continue;
      }
      const int candidate = candidate_of_potential(item.potential);
      const int cell = cell_of(candidate);
      if (cause == Cause::kNakedSingle) {
        add_source(cell);
      } else {
        add_source(kHouseSource + digit_of(candidate) * 27 +
                   houses().of[static_cast<std::size_t>(cell)]
                              [static_cast<std::size_t>(house_kind_of(cause))]);
      }
    }
    begin = end;
  }
  out.nested_id = context->registry->add({out.complexity, {identity[0], identity[1]}});
}

void rule_parents_of(const std::vector<std::uint16_t>& sources, const ChainGrid& initial,
                     const ChainGrid& current, std::vector<std::uint16_t>& out) {
  out.clear();
  auto add_parent = [&](int candidate) {
    const auto value = static_cast<std::uint16_t>(candidate);
    if (std::find(out.begin(), out.end(), value) == out.end()) out.push_back(value);
  };
  for (const std::uint16_t source : sources) {
    if (source < kHouseSource) {
      const unsigned struck = initial.candidates[source] & ~current.candidates[source];
      for (unsigned rest = struck; rest != 0; rest &= rest - 1) {
        add_parent(candidate_of(source, first_digit(rest)));
      }
    } else {
      const int digit = (source - kHouseSource) / 27;
      const int house = (source - kHouseSource) % 27;
      (initial.in_house(digit, house) - current.in_house(digit, house)).for_each([&](int at_cell) {
        add_parent(candidate_of(at_cell, digit));
      });
    }
  }
}

}  // namespace nonet::rating::chain
