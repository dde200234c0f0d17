// Timing solve_all() over a corpus, for `nonet bench` and any front end that measures the engines.
#include <time.h>

#include <algorithm>
#include <chrono>
#include <vector>

#include "nonet/batch.hpp"

namespace nonet {
namespace {

double process_cpu_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const auto n = values.size();
  return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

void count_results(std::span<const Grid> puzzles, std::span<const SolveResult> results,
                   SolveBenchmark& bench) {
  for (std::size_t i = 0; i < results.size(); ++i) {
    const SolveResult& result = results[i];
    bench.guesses += result.guesses;
    switch (result.status) {
      case Status::unique:
        ++bench.unique;
        break;
      case Status::multiple:
        ++bench.multiple;
        break;
      case Status::none:
        ++bench.none;
        continue;
      case Status::invalid:
        ++bench.invalid;
        continue;
    }
    if (result.guesses == 0) ++bench.solved_without_guess;
    // solve() checks each solution already; a benchmark verifies once more, as it reports them.
    if (!is_solution_of(result.solution, puzzles[i])) ++bench.wrong;
  }
}

}  // namespace

std::uint64_t solutions_checksum(std::span<const SolveResult> results) {
  std::uint64_t hash = 14695981039346656037ull;
  const auto mix = [&](std::uint8_t byte) {
    hash ^= byte;
    hash *= 1099511628211ull;
  };
  for (const SolveResult& result : results) {
    if (result.status == Status::unique || result.status == Status::multiple) {
      for (const auto value : result.solution.values()) mix(value);
    } else {
      mix(static_cast<std::uint8_t>(0xF0 + static_cast<int>(result.status)));
    }
  }
  return hash;
}

SolveBenchmark benchmark_solve(std::span<const Grid> puzzles, const SolveOptions& solve_options,
                               const BatchOptions& options, unsigned runs) {
  SolveBenchmark bench;
  std::vector<double> walls;
  std::vector<double> cpus;
  std::vector<SolveResult> results;
  for (unsigned run = 0; run < std::max(runs, 1u); ++run) {
    const double cpu_start = process_cpu_seconds();
    const auto wall_start = std::chrono::steady_clock::now();
    results = solve_all(puzzles, solve_options, options).results;
    const std::chrono::duration<double> wall = std::chrono::steady_clock::now() - wall_start;
    walls.push_back(wall.count());
    cpus.push_back(process_cpu_seconds() - cpu_start);
    const std::uint64_t checksum = solutions_checksum(results);
    if (run > 0 && checksum != bench.checksum) bench.checksum_steady = false;
    bench.checksum = checksum;
  }
  bench.wall_seconds = median(walls);
  bench.cpu_seconds = median(cpus);
  count_results(puzzles, results, bench);
  return bench;
}

}  // namespace nonet
