// The check that every solution handed out by solve() and enumerate_solutions() passes.
#pragma once

#include "nonet/grid.hpp"

namespace nonet::detail {

/// Whether `solution` is a full grid that breaks no rule and keeps every given of `puzzle`: the
/// verdict of is_solution_of() at a small part of its cost, which matters because every
/// solution handed out is checked (on easy puzzles the general check cost as much as the
/// search).
[[nodiscard]] bool solves(const Grid& solution, const Grid& puzzle);

}  // namespace nonet::detail
