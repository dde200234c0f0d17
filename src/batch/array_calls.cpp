// solve_all(), count_all(), check_all(), rate_all(): one result per puzzle, in order.
#include <stdexcept>

#include "batch/parallel_prefix.hpp"
#include "nonet/batch.hpp"

namespace nonet {
namespace {

// At most this many easy puzzles are handed to a thread at once.
constexpr std::size_t kArrayChunkCap = 64;

template <class Result, class Compute>
BatchResults<Result> compute_all(std::span<const Grid> puzzles, const BatchOptions& options,
                                 std::size_t chunk_cap, const Compute& compute) {
  BatchResults<Result> out;
  out.results.resize(puzzles.size());
  const auto run = detail::run_prefix(puzzles.size(), options, chunk_cap,
                                      [&](std::size_t begin, std::size_t end) {
                                        for (std::size_t i = begin; i < end; ++i) {
                                          out.results[i] = compute(puzzles[i]);
                                        }
                                      });
  out.results.resize(run.done);
  out.stop_reason = run.stop_reason;
  return out;
}

}  // namespace

BatchResults<SolveResult> solve_all(std::span<const Grid> puzzles,
                                    const SolveOptions& solve_options,
                                    const BatchOptions& options) {
  return compute_all<SolveResult>(puzzles, options, kArrayChunkCap,
                                  [&](const Grid& puzzle) { return solve(puzzle, solve_options); });
}

BatchRun solve_all_into(std::span<const Grid> puzzles, std::span<Grid> solutions,
                        std::span<Status> statuses, const SolveOptions& solve_options,
                        const BatchOptions& options) {
  if (solutions.size() < puzzles.size() || statuses.size() < puzzles.size()) {
    throw std::invalid_argument("solve_all_into: " + std::to_string(puzzles.size()) +
                                " puzzles need as many solutions and statuses");
  }
  const auto run = detail::run_prefix(
      puzzles.size(), options, kArrayChunkCap, [&](std::size_t begin, std::size_t end) {
        for (std::size_t i = begin; i < end; ++i) {
          const SolveResult result = solve(puzzles[i], solve_options);
          statuses[i] = result.status;
          solutions[i] = has_solution(result.status) ? result.solution : Grid{};
        }
      });
  return BatchRun{run.done, run.stop_reason};
}

BatchResults<std::size_t> count_all(std::span<const Grid> puzzles, std::size_t limit, Engine engine,
                                    const BatchOptions& options) {
  return compute_all<std::size_t>(puzzles, options, kArrayChunkCap, [&](const Grid& puzzle) {
    return count_solutions(puzzle, limit, engine);
  });
}

BatchResults<CheckResult> check_all(std::span<const Grid> puzzles, Engine engine,
                                    const BatchOptions& options) {
  return compute_all<CheckResult>(puzzles, options, kArrayChunkCap,
                                  [&](const Grid& puzzle) { return check(puzzle, engine); });
}

BatchResults<SeRating> rate_all(std::span<const Grid> puzzles, const RatingOptions& rating_options,
                                const BatchOptions& options) {
  const BatchRater rater(detail::batch_threads(options));
  RatingOptions each = rating_options;
  each.control = RunControl{options.control.stop, options.control.deadline, {}};
  BatchOptions one_at_a_time = options;
  if (one_at_a_time.chunk_size == 0) one_at_a_time.chunk_size = 1;  // a rating is long
  return compute_all<SeRating>(puzzles, one_at_a_time, 1,
                               [&](const Grid& puzzle) { return rater.rate(puzzle, each); });
}

}  // namespace nonet
