// Timing solve_all() over a corpus, for `nonet bench` and any front end that measures the engines.
#include <time.h>

#include <algorithm>
#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include "nonet/batch.hpp"
#include "nonet/format.hpp"

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
      case Status::found:
        ++bench.found;
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

// The puzzles as a stream of 81-character lines, as a corpus file holds them.
std::string as_lines(std::span<const Grid> puzzles) {
  std::string text;
  text.reserve(puzzles.size() * (kCellCount + 1));
  for (const Grid& puzzle : puzzles) append_puzzle(text, puzzle, Format::line);
  return text;
}

// The CPU time of the whole stream path over `text`: read, detect, parse, solve, write each
// solution into the chunk's text, hand the chunks over in order. Only the writing to a file is
// left out (the sink drops the text).
double stream_cpu_seconds(const std::string& text, const SolveOptions& solve_options,
                          const BatchOptions& options) {
  std::vector<std::unique_ptr<InputSource>> inputs;
  inputs.push_back(view_input(text, "<bench>"));
  RecordReader reader(std::move(inputs));
  const double start = process_cpu_seconds();
  run_batch<TextOutput>(
      reader, options,
      [&](std::string_view, const PuzzleRecord& record, TextOutput& out) {
        const SolveResult result = solve(record.grid, solve_options);
        if (has_solution(result.status)) {
          out.add_puzzle(result.solution, record.format, record.comment);
        } else {
          out.add(std::string(status_name(result.status)) + "\n", false);
        }
      },
      [](const RecordChunk&, const TextOutput&) { return true; });
  return process_cpu_seconds() - start;
}

}  // namespace

std::uint64_t solutions_checksum(std::span<const SolveResult> results) {
  std::uint64_t hash = 14695981039346656037ull;
  const auto mix = [&](std::uint8_t byte) {
    hash ^= byte;
    hash *= 1099511628211ull;
  };
  for (const SolveResult& result : results) {
    if (has_solution(result.status)) {
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
  const std::string text = as_lines(puzzles);
  std::vector<double> stream_cpus;
  for (unsigned run = 0; run < std::max(runs, 1u); ++run) {
    stream_cpus.push_back(stream_cpu_seconds(text, solve_options, options));
  }
  bench.stream_cpu_seconds = median(stream_cpus);
  count_results(puzzles, results, bench);
  return bench;
}

}  // namespace nonet
