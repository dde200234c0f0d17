// nonet bench: solve whole corpora, verify every solution, and report speed.
//
// Time is measured twice: wall time of the whole batch, and the CPU time of the process over it
// (every worker thread's, summed). On a shared, noisy machine the CPU figure is the steadier
// one; runs are repeated and the median is shown.
#include <time.h>

#include <fmt/core.h>
#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <string>

#include "commands.hpp"
#include "nonet/batch.hpp"
#include "nonet/format.hpp"
#include "nonet/solve.hpp"
#include "options.hpp"
#include "report.hpp"

namespace nonet::cli {
namespace {

struct BenchSettings {
  std::vector<std::string> files;
  unsigned threads = 1;
  std::size_t limit = 2;
  std::string engine = "fast";
  unsigned runs = 3;
};

struct Corpus {
  std::string name;
  std::vector<Grid> puzzles;
  std::size_t unreadable = 0;
  std::string first_problem;
};

struct RunTimes {
  double wall_seconds = 0;
  double cpu_seconds = 0;  // summed over worker threads
};

double process_cpu_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

std::optional<Corpus> load_corpus(const std::string& path, std::string& error) {
  RecordReader reader(std::span(&path, 1));
  Corpus corpus;
  corpus.name = std::filesystem::path(path).filename().string();
  for (RecordChunk chunk; reader.next(chunk, 4096);) {
    if (chunk.input_error) {
      error = chunk.input_error->message;
      return std::nullopt;
    }
    for (const auto& record : chunk.records) {
      if (record.ok()) {
        corpus.puzzles.push_back(record.grid);
      } else if (corpus.unreadable++ == 0) {
        corpus.first_problem = problem(path, *record.error);
      }
    }
  }
  return corpus;
}

RunTimes run_once(const std::vector<Grid>& puzzles, const BenchSettings& settings, Engine engine,
                  std::vector<SolveResult>& outcomes) {
  const double cpu_start = process_cpu_seconds();
  const auto wall_start = std::chrono::steady_clock::now();
  outcomes =
      solve_all(puzzles, {.limit = settings.limit, .engine = engine}, {.threads = settings.threads})
          .results;
  const std::chrono::duration<double> wall = std::chrono::steady_clock::now() - wall_start;
  return RunTimes{wall.count(), process_cpu_seconds() - cpu_start};
}

// FNV-1a over every puzzle's result in input order: the solution's digits, or a status byte.
std::uint64_t checksum(const std::vector<SolveResult>& outcomes) {
  std::uint64_t hash = 14695981039346656037ull;
  const auto mix = [&](std::uint8_t byte) {
    hash ^= byte;
    hash *= 1099511628211ull;
  };
  for (const auto& outcome : outcomes) {
    if (outcome.status == Status::unique || outcome.status == Status::multiple) {
      for (auto v : outcome.solution.values()) mix(v);
    } else {
      mix(static_cast<std::uint8_t>(0xF0 + static_cast<int>(outcome.status)));
    }
  }
  return hash;
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const auto n = values.size();
  return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

int run_bench(const BenchSettings& settings) {
  const Engine engine = *engine_from_name(settings.engine);
  // The fast engine picks its instruction-set variant at run time: say which it runs.
  const std::string engine_label = engine == Engine::fast
                                       ? fmt::format("{} ({})", settings.engine, simd_path())
                                       : settings.engine;
  fmt::print(
      "nonet bench: engine {}, limit {}, {} thread{}, median of {} run{}; CPU time is "
      "per-thread CPU summed over threads\n",
      engine_label, settings.limit, settings.threads, settings.threads == 1 ? "" : "s",
      settings.runs, settings.runs == 1 ? "" : "s");
  fmt::print("{:<34} {:>8} {:>12} {:>12} {:>10} {:>9} {:>8} {:>8} {:>8} {:>6} {:>7}  {}\n",
             "corpus", "puzzles", "puzzles/s", "puzzles/s", "us/puzzle", "guesses/", "no guess",
             // With limit 1 uniqueness is not tested: a puzzle with a solution counts as found.
             settings.limit == 1 ? "found" : "unique", "multiple", "none", "invalid", "checksum");
  fmt::print("{:<34} {:>8} {:>12} {:>12} {:>10} {:>9} {:>8}\n", "", "", "(wall)", "(CPU/thread)",
             "(CPU)", "puzzle", "%");
  std::fflush(stdout);
  int exit_code = kExitOk;
  for (const auto& path : settings.files) {
    std::string error;
    auto corpus = load_corpus(path, error);
    if (!corpus) {
      fmt::print(stderr, "nonet: {}\n", error);
      exit_code = kExitUsage;
      continue;
    }
    if (corpus->unreadable > 0) {
      fmt::print(stderr, "nonet: {}: {} entr{} not read as puzzles, skipped; the first: {}\n",
                 corpus->name, corpus->unreadable, corpus->unreadable == 1 ? "y" : "ies",
                 corpus->first_problem);
    }
    if (corpus->unreadable > 0) exit_code = std::max(exit_code, static_cast<int>(kExitBadPuzzle));
    if (corpus->puzzles.empty()) {
      fmt::print(stderr, "nonet: {}: no puzzles to solve\n", corpus->name);
      exit_code = std::max(exit_code, static_cast<int>(kExitBadPuzzle));
      continue;
    }
    const auto& puzzles = corpus->puzzles;
    std::vector<SolveResult> outcomes;
    std::vector<double> walls, cpus;
    std::uint64_t sum = 0;
    bool checksums_agree = true;
    for (unsigned run = 0; run < settings.runs; ++run) {
      const auto times = run_once(puzzles, settings, engine, outcomes);
      walls.push_back(times.wall_seconds);
      cpus.push_back(times.cpu_seconds);
      const auto this_sum = checksum(outcomes);
      if (run > 0 && this_sum != sum) checksums_agree = false;
      sum = this_sum;
    }
    // Verify every solution once more, outside the timed part (solve() already checks each).
    std::size_t wrong = 0, unique = 0, multiple = 0, none = 0, invalid = 0, no_guess = 0;
    std::uint64_t guesses = 0;
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
      const auto& o = outcomes[i];
      guesses += o.guesses;
      switch (o.status) {
        case Status::unique:
          ++unique;
          break;
        case Status::multiple:
          ++multiple;
          break;
        case Status::none:
          ++none;
          continue;
        case Status::invalid:
          ++invalid;
          continue;
      }
      if (o.guesses == 0) ++no_guess;
      if (!is_solution_of(o.solution, puzzles[i])) ++wrong;
    }
    const double solved = static_cast<double>(unique + multiple);
    const double n = static_cast<double>(puzzles.size());
    const double wall = median(walls), cpu = median(cpus);
    fmt::print(
        "{:<34} {:>8} {:>12.0f} {:>12.0f} {:>10.2f} {:>9.2f} {:>8.1f} {:>8} {:>8} {:>6} {:>7}  "
        "{:016x}\n",
        corpus->name, puzzles.size(), n / wall, n / cpu, cpu / n * 1e6,
        static_cast<double>(guesses) / n,
        solved > 0 ? 100.0 * static_cast<double>(no_guess) / solved : 0.0, unique, multiple, none,
        invalid, sum);
    std::fflush(stdout);
    if (wrong > 0) {
      fmt::print(stderr, "nonet: {}: {} solutions failed verification\n", corpus->name, wrong);
      exit_code = std::max(exit_code, static_cast<int>(kExitBadPuzzle));
    }
    if (none + invalid > 0) exit_code = std::max(exit_code, static_cast<int>(kExitBadPuzzle));
    if (!checksums_agree) {
      fmt::print(stderr, "nonet: {}: the checksum changed between runs\n", corpus->name);
      exit_code = std::max(exit_code, static_cast<int>(kExitBadPuzzle));
    }
  }
  return exit_code;
}

}  // namespace

void add_bench_command(CLI::App& app, Action& run) {
  auto settings = std::make_shared<BenchSettings>();
  auto* command = app.add_subcommand(
      "bench",
      "Solve every puzzle of each corpus file, verify every solution, and print a table: "
      "puzzles/s, us/puzzle, guesses/puzzle, % solved without guessing, and a checksum of all "
      "solutions (equal checksums: same solutions). Exits 1 when an entry is unreadable, "
      "invalid or unsolvable, or a solution fails verification.");
  command->add_option("files", settings->files, "Corpus files, one 81-character puzzle a line")
      ->required();
  command->add_option("-t,--threads", settings->threads, "Worker threads")
      ->capture_default_str()
      ->check(whole_number(1, kMaxThreads));
  command
      ->add_option("-l,--limit", settings->limit,
                   "Solutions to look for per puzzle: 2 proves uniqueness (as tdoku's benchmark "
                   "does), 1 stops at the first")
      ->capture_default_str()
      ->check(whole_number(1, 1'000'000));
  std::vector<std::string> engines;
  for (auto e : all_engines()) engines.emplace_back(engine_name(e));
  command->add_option("-e,--engine", settings->engine, "Search engine to use")
      ->capture_default_str()
      ->check(CLI::IsMember(engines));
  command->add_option("-r,--runs", settings->runs, "Repetitions; the median is reported")
      ->capture_default_str()
      ->check(whole_number(1, 1000));
  command->callback([settings, &run] { run = [settings] { return run_bench(*settings); }; });
}

}  // namespace nonet::cli
