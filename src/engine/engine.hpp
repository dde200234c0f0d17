// The one search interface that every engine implements, and the table of engines. The public
// solve API (src/api) is built on it; nothing here implements that API itself.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

#include "nonet/cell_set.hpp"
#include "nonet/grid.hpp"
#include "nonet/solve.hpp"

namespace nonet::detail {

/// Per cell, digits ruled out besides what the givens imply: bit d - 1 for digit d.
using CellExclusions = std::array<std::uint16_t, kCellCount>;

/// The band engine's root after its propagation (SearchRequest::root): each cell's candidates
/// (bit d - 1 for digit d) and the cells it settled (their digit gone from their peers).
struct RootCandidates {
  std::array<std::uint16_t, kCellCount> digits{};
  CellSet settled;
};

struct SearchRequest {
  const Grid& puzzle;              // givens may clash only if the engine's entry checks_givens
  std::size_t limit;               // stop after this many solutions (>= 1)
  Grid* first_solution;            // if not null, receives the first solution found
  const SolutionVisitor* visitor;  // if not null, called per solution; false stops the search
  // If not null, solutions must avoid these digits (in cells without a given). Only the band
  // engine reads it: the generator asks it whether a removed clue could take another digit.
  const CellExclusions* excluded;
  // If not null, a branch on a cell tries this grid's digit there first (when it is still a
  // candidate). Only the band engine reads it, and only where it branches on cells (not on its
  // hard route): the generator passes its solution grid, so that a second solution, when there
  // is one, is found close to it (fewer guesses, and a smaller unavoidable set to remember).
  const Grid* preferred = nullptr;
  // If not null (band engine only, instead of `excluded`): digits ruled out only when the root's
  // propagation leaves cells open. A puzzle that propagation alone solves reports that solution
  // (SearchOutcome::solved_at_root). The generator's guided removal asks in one search whether a
  // puzzle is solved without a guess and, if not, whether the removed clue could take another
  // digit.
  const CellExclusions* excluded_if_open = nullptr;
  // Band engine only: never the hard route, whatever the candidates left at the root. The
  // generator's puzzles (each one given short of a puzzle with one solution) need few guesses,
  // and there the hard route's extra steps cost more than they save.
  bool plain_route = false;
  // If not null (band engine only): receives the root after its propagation, and the search stops
  // there, without a guess. On a contradiction no cell has a candidate. The generator hands the
  // root to the quick logical solve of the rating bounds, which then starts where the engine's
  // rules (singles, pointing and claiming: among its own) got stuck.
  RootCandidates* root = nullptr;
};

struct SearchOutcome {
  std::size_t solutions = 0;
  // Branch choices that were not forced. The reference engine cannot tell forced from free (it
  // does not propagate), so it counts every digit it tries.
  std::uint64_t guesses = 0;
  // With SearchRequest::excluded_if_open: the root's propagation solved the puzzle.
  bool solved_at_root = false;
};

using SearchFunction = SearchOutcome (*)(const SearchRequest&);

struct EngineEntry {
  Engine engine;
  std::string_view name;
  SearchFunction search;
  // Null when every CPU runs it; else whether this one does (an instruction-set variant).
  bool (*supported)();
  // The engine finds no solution when givens clash, so callers may run validate() only after
  // an empty search (it costs as much as a whole easy search of the band engine).
  bool checks_givens;
};

/// The table of engines; nothing else lists them. It holds every variant, including those this
/// CPU cannot run.
[[nodiscard]] std::span<const EngineEntry> engine_table();
/// Whether this CPU runs the entry's engine.
[[nodiscard]] bool runs_here(const EngineEntry& entry);
/// The engines this CPU runs, in table order.
[[nodiscard]] std::span<const Engine> runnable_engines();
/// Throws std::invalid_argument for a value outside the enum.
[[nodiscard]] const EngineEntry& table_entry(Engine engine);
/// The same, and throws std::invalid_argument for an engine this CPU cannot run.
[[nodiscard]] const EngineEntry& engine_entry(Engine engine);

// The band engine with the best variant for this CPU (simd_dispatch.cpp), and each variant.
SearchOutcome band_search(const SearchRequest& request);
SearchOutcome band_search_scalar(const SearchRequest& request);
SearchOutcome band_search_sse42(const SearchRequest& request);
SearchOutcome band_search_avx2(const SearchRequest& request);
SearchOutcome band_search_avx512(const SearchRequest& request);
SearchOutcome simple_search(const SearchRequest& request);
SearchOutcome reference_search(const SearchRequest& request);

}  // namespace nonet::detail
