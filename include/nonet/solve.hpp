// Solving by search: solve, count and enumerate solutions.
//
// Every function here is reentrant: it keeps no state between calls, so any number of threads
// may call it at once. Every solution handed out has been verified against the puzzle.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "nonet/control.hpp"
#include "nonet/error.hpp"
#include "nonet/format.hpp"
#include "nonet/grid.hpp"

namespace nonet {

/// The search engines behind the one interface.
enum class Engine {
  /// The default: the band engine (candidates as one 27-bit mask per digit and band of three
  /// rows; pointing and claiming inside a band by table lookup; naked singles and hidden singles
  /// bit-parallel; guesses on cells with two candidates), in the variant compiled for the best
  /// instruction set this CPU has (see simd_path()).
  fast,
  /// The band engine compiled for any x86-64 (or other) CPU.
  band_scalar,
  /// The band engine compiled for SSE4.2 and POPCNT (x86-64-v2).
  band_sse42,
  /// The band engine compiled for AVX2, BMI1/2, LZCNT and POPCNT (x86-64-v3).
  band_avx2,
  /// The band engine compiled for AVX-512 (F, VL, BW, DQ, VPOPCNTDQ) on top of band_avx2's set.
  band_avx512,
  /// nonet's first engine: bitmask candidates per cell, naked and hidden singles to a fixed
  /// point, then a branch on the cell with the fewest candidates. Kept as a second opinion.
  simple,
  /// The plain backtracker of the LeetCode seed: cells in order, digits 1..9. Slow; kept to
  /// cross-check the others.
  reference,
};

/// Every engine this CPU can run, the default first (the band variants for instruction sets it
/// lacks are left out).
[[nodiscard]] std::span<const Engine> all_engines();
/// "fast", "band-scalar", "band-sse4.2", "band-avx2", "band-avx512", "simple", "reference".
/// Throws std::invalid_argument for a value outside the enum.
[[nodiscard]] std::string_view engine_name(Engine engine);
/// The engine of that name, if this CPU can run it.
[[nodiscard]] std::optional<Engine> engine_from_name(std::string_view name);
/// The instruction-set variant that Engine::fast runs on this CPU, chosen once at run time:
/// "avx512", "avx2", "sse4.2" or "scalar".
[[nodiscard]] std::string_view simd_path();

enum class Status {
  unique,    // exactly one solution
  multiple,  // more than one (found at least two)
  none,      // no solution
  invalid,   // two givens clash: see SolveResult::conflicts
  found,     // limit 1: a solution, and no look for another (no claim that it is the only one)
};
/// "unique", "multiple", "none", "invalid", "found".
[[nodiscard]] std::string_view status_name(Status status);
/// Whether a result of this status holds a solution: unique, multiple or found.
[[nodiscard]] constexpr bool has_solution(Status status) {
  return status == Status::unique || status == Status::multiple || status == Status::found;
}

struct SolveOptions {
  /// Solutions to look for before stopping. 2 (the default) finds the solution and proves it
  /// unique; 1 stops at the first solution, whose status is then `found`. 0 is taken as 1:
  /// solve() always looks for a solution (unlike count_solutions() and enumerate_solutions(),
  /// where a limit of 0 seeks none).
  std::size_t limit = 2;
  Engine engine = Engine::fast;
};

struct SolveResult {
  Status status = Status::none;
  /// The first solution found; meaningful for `unique`, `multiple` and `found`.
  Grid solution;
  /// Solutions found, at most the limit (at most 1 for limit 0).
  std::size_t solution_count = 0;
  /// Branching decisions the search made. For the fast engine 0 means singles alone solved it;
  /// the reference engine, which does not propagate, counts every digit it tries.
  std::uint64_t guesses = 0;
  /// For `invalid`: the clashing givens (see validate()).
  std::vector<Conflict> conflicts;
};

/// Solves a puzzle. With limit 1 (or 0) a puzzle that has a solution is `found`: the search
/// stopped there; use the default limit 2 to tell `unique` from `multiple`.
/// Throws std::logic_error ("internal error: ...") if an engine hands out a grid that does not
/// solve the puzzle, which is a bug in nonet.
[[nodiscard]] SolveResult solve(const Grid& puzzle, const SolveOptions& options = {});

/// Counts solutions, stopping at `limit` (a count equal to the limit means "at least"). A grid
/// with clashing givens has 0 solutions. A limit of 0 seeks no solution: the result is 0 and no
/// search is made.
[[nodiscard]] std::size_t count_solutions(const Grid& puzzle, std::size_t limit,
                                          Engine engine = Engine::fast);

/// A count that a RunControl may stop.
struct CountResult {
  std::size_t count = 0;  ///< solutions found, up to the limit (at least this many when stopped)
  std::optional<ErrorCode> stop_reason{};  ///< cancelled or deadline_exceeded
};

/// count_solutions() under a RunControl: it stops between two solutions when the control asks
/// and reports progress as {solutions found, limit}. Without a stop source, deadline or
/// callback it is the plain count; with one it enumerates the solutions, somewhat slower.
[[nodiscard]] CountResult count_solutions(const Grid& puzzle, std::size_t limit,
                                          const RunControl& control);

/// A verdict on a puzzle, and the reason when it is not `unique`.
struct CheckResult {
  Status status = Status::none;
  /// Unset for `unique`; else why not: ErrorCode::clashing_givens (the message names the digit,
  /// the house and both cells, `cell` is the first of them), no_solution ("no solution"),
  /// multiple_solutions ("more than one solution"), or for a record that is not a puzzle its
  /// parse error (bad_input, status `invalid`).
  std::optional<Error> error{};
  /// For `unique` and `multiple`: the first solution found.
  Grid solution;
};

/// Checks a puzzle: solves it with limit 2 and says whether it has exactly one solution, and if
/// not, why.
[[nodiscard]] CheckResult check(const Grid& puzzle, Engine engine = Engine::fast);
/// Checks a record read by the parser: its parse error when it is not a puzzle, else as above,
/// with errors placed at the record's line.
[[nodiscard]] CheckResult check(const PuzzleRecord& record, Engine engine = Engine::fast);

/// Why `result` is not a unique solution (the error check() gives; line 0), or nullopt when its
/// status is `unique`.
[[nodiscard]] std::optional<Error> why_not_unique(const SolveResult& result);

/// What keeps a record from being searched, without searching: its parse error, or its first
/// pair of clashing givens (clashing_givens at the record's line); nullopt when there is none.
[[nodiscard]] std::optional<Error> check_givens(const PuzzleRecord& record);

/// Called with each solution found; return false to stop the search.
using SolutionVisitor = std::function<bool(const Grid& solution)>;

/// Calls `visit` for each solution, in the engine's search order, until `limit` solutions were
/// visited or `visit` returns false. Returns the number of solutions visited. A limit of 0 seeks
/// no solution: `visit` is never called and the result is 0.
std::size_t enumerate_solutions(const Grid& puzzle, std::size_t limit, const SolutionVisitor& visit,
                                Engine engine = Engine::fast);

}  // namespace nonet
