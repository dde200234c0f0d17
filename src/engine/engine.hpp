// The one search interface that every engine implements.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

#include "nonet/grid.hpp"
#include "nonet/solve.hpp"

namespace nonet::detail {

struct SearchRequest {
  const Grid& puzzle;              // its givens must not clash (validate() first)
  std::size_t limit;               // stop after this many solutions (>= 1)
  Grid* first_solution;            // if not null, receives the first solution found
  const SolutionVisitor* visitor;  // if not null, called per solution; false stops the search
};

struct SearchOutcome {
  std::size_t solutions = 0;
  // Branch choices that were not forced. The reference engine cannot tell forced from free (it
  // does not propagate), so it counts every digit it tries.
  std::uint64_t guesses = 0;
};

using SearchFunction = SearchOutcome (*)(const SearchRequest&);

struct EngineEntry {
  Engine engine;
  std::string_view name;
  SearchFunction search;
};

/// The table of engines; nothing else lists them.
[[nodiscard]] std::span<const EngineEntry> engine_table();
[[nodiscard]] const EngineEntry& engine_entry(Engine engine);

SearchOutcome fast_search(const SearchRequest& request);
SearchOutcome reference_search(const SearchRequest& request);

}  // namespace nonet::detail
