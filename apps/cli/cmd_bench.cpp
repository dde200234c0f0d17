// nonet bench: solve whole corpora, verify every solution, and report speed as a table. The runs,
// their timing (wall and CPU, the medians) and the verification are the library's
// benchmark_solve().
#include <fmt/core.h>
#include <CLI/CLI.hpp>
#include <algorithm>
#include <filesystem>
#include <string>

#include "commands.hpp"
#include "nonet/batch.hpp"
#include "nonet/format.hpp"
#include "nonet/serialize.hpp"
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
  std::string format = "table";  // or json, jsonl, csv: one record a corpus
};

void print_table_header(const BenchSettings& settings, const std::string& engine_label) {
  fmt::print(
      "nonet bench: engine {}, limit {}, {} thread{}, median of {} run{}; CPU time is "
      "per-thread CPU summed over threads\n",
      engine_label, settings.limit, settings.threads, settings.threads == 1 ? "" : "s",
      settings.runs, settings.runs == 1 ? "" : "s");
  fmt::print("{:<34} {:>8} {:>12} {:>12} {:>10} {:>10} {:>9} {:>8} {:>8} {:>8} {:>6} {:>7}  {}\n",
             "corpus", "puzzles", "puzzles/s", "puzzles/s", "us/puzzle", "us/puzzle", "guesses/",
             "no guess",
             // With limit 1 uniqueness is not tested: a puzzle with a solution counts as found.
             settings.limit == 1 ? "found" : "unique", "multiple", "none", "invalid", "checksum");
  fmt::print("{:<34} {:>8} {:>12} {:>12} {:>10} {:>10} {:>9} {:>8}\n", "", "", "(wall)",
             "(CPU/thread)", "(CPU)", "(outside)", "puzzle", "%");
  std::fflush(stdout);
}

void print_table_row(const BenchSettings& settings, const std::string& name, std::size_t count,
                     const SolveBenchmark& b) {
  const double solved = static_cast<double>(b.unique + b.multiple + b.found);
  const double n = static_cast<double>(count);
  fmt::print(
      "{:<34} {:>8} {:>12.0f} {:>12.0f} {:>10.2f} {:>10.2f} {:>9.2f} {:>8.1f} {:>8} {:>8} {:>6} "
      "{:>7}  {:016x}\n",
      name, count, n / b.wall_seconds, n / b.cpu_seconds, b.cpu_seconds / n * 1e6,
      (b.stream_cpu_seconds - b.cpu_seconds) / n * 1e6, static_cast<double>(b.guesses) / n,
      solved > 0 ? 100.0 * static_cast<double>(b.solved_without_guess) / solved : 0.0,
      settings.limit == 1 ? b.found : b.unique, b.multiple, b.none, b.invalid, b.checksum);
}

int run_bench(BenchSettings& settings) {
  // Standard input when no file is given, as the other commands read it.
  if (!resolve_inputs("bench", settings.files)) return kExitUsage;
  const Engine engine = *engine_from_name(settings.engine);
  // The fast engine picks its instruction-set variant at run time: say which it runs.
  const std::string engine_label = engine == Engine::fast
                                       ? fmt::format("{} ({})", settings.engine, simd_path())
                                       : settings.engine;
  const bool table = settings.format == "table";
  const bool csv = settings.format == "csv";
  if (csv) fmt::print("{}\n", benchmark_csv_header());
  if (table) print_table_header(settings, engine_label);
  int exit_code = kExitOk;
  for (const auto& path : settings.files) {
    const PuzzleList corpus = read_puzzle_list(path);
    const std::string name =
        path == "-" ? std::string("<stdin>") : std::filesystem::path(path).filename().string();
    if (corpus.input_error) {
      fmt::print(stderr, "nonet: {}\n", corpus.input_error->message);
      exit_code = kExitUsage;
      continue;
    }
    if (corpus.bad_records > 0) {
      fmt::print(stderr, "nonet: {}: {} entr{} not read as puzzles, skipped; the first: {}\n", name,
                 corpus.bad_records, corpus.bad_records == 1 ? "y" : "ies",
                 problem_text(path, *corpus.first_bad));
      exit_code = std::max(exit_code, static_cast<int>(kExitBadPuzzle));
    }
    if (corpus.puzzles.empty()) {
      fmt::print(stderr, "nonet: {}: no puzzles to solve\n", name);
      exit_code = std::max(exit_code, static_cast<int>(kExitBadPuzzle));
      continue;
    }
    const auto& puzzles = corpus.puzzles;
    const SolveBenchmark b = benchmark_solve(puzzles, {.limit = settings.limit, .engine = engine},
                                             {.threads = settings.threads}, settings.runs);
    if (table) {
      print_table_row(settings, name, puzzles.size(), b);
    } else if (csv) {
      fmt::print("{}\n", benchmark_to_csv(b, name, puzzles.size()));
    } else {
      fmt::print("{}\n", benchmark_to_json(b, name, puzzles.size()));
    }
    std::fflush(stdout);
    if (b.wrong > 0) {
      fmt::print(stderr, "nonet: {}: {} solutions failed verification\n", name, b.wrong);
      exit_code = std::max(exit_code, static_cast<int>(kExitBadPuzzle));
    }
    if (b.none + b.invalid > 0) exit_code = std::max(exit_code, static_cast<int>(kExitBadPuzzle));
    if (!b.checksum_steady) {
      fmt::print(stderr, "nonet: {}: the checksum changed between runs\n", name);
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
      "puzzles/s, us/puzzle in the engine and (outside) around it when the same puzzles run as a "
      "stream of lines read, solved and written as text, guesses/puzzle, % solved without "
      "guessing, and a checksum of all solutions (equal checksums: same solutions). Exits 1 when "
      "an entry is unreadable, invalid or unsolvable, or a solution fails verification.");
  command->add_option("files", settings->files,
                      "Corpus files, one 81-character puzzle a line ('-' for standard input, the "
                      "default when piped)");
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
  command
      ->add_option("-f,--format", settings->format,
                   "Output form: table (default, the table above); json or jsonl: one JSON "
                   "object a corpus (corpus, puzzles, wall_seconds, cpu_seconds, "
                   "stream_cpu_seconds, puzzles_per_second, guesses, solved_without_guess, "
                   "unique, multiple, found, none, invalid, wrong, checksum, checksum_steady); "
                   "csv: a header row of those names, then one row a corpus")
      ->type_name("FORM")
      ->capture_default_str()
      ->check(CLI::IsMember({"table", "json", "jsonl", "csv"}));
  command->add_option("-r,--runs", settings->runs, "Repetitions; the median is reported")
      ->capture_default_str()
      ->check(whole_number(1, 1000));
  command->callback([settings, &run] { run = [settings] { return run_bench(*settings); }; });
}

}  // namespace nonet::cli
