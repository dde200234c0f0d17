// The check that every solution handed out by solve() and enumerate_solutions() passes.
#pragma once

#include "nonet/grid.hpp"

namespace nonet::detail {

/// Whether `solution` is a full grid that breaks no rule and keeps every given of `puzzle`: the
/// verdict of is_solution_of() at a small part of its cost, which matters because every
/// solution handed out is checked (on easy puzzles the general check cost as much as the
/// search). Runs solves_avx512() where the CPU has AVX-512 (the band engine's avx512 path),
/// else solves_portable().
[[nodiscard]] bool solves(const Grid& solution, const Grid& puzzle);

/// The same check for any CPU.
[[nodiscard]] bool solves_portable(const Grid& solution, const Grid& puzzle);
/// The same check with AVX-512 (F, VL, BW, DQ, VPOPCNTDQ): only for CPUs that have it
/// (simd_path_supported(SimdPath::avx512)).
[[nodiscard]] bool solves_avx512(const Grid& solution, const Grid& puzzle);

}  // namespace nonet::detail
