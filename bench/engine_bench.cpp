// Benchmarks solve() with limit 1 and limit 2, per engine, on each puzzle corpus.
//
//   nonet_bench                               every corpus, every engine that is practical
//   nonet_bench --benchmark_filter='fast/'    the fast engine only (band engine, best SIMD path)
//   nonet_bench --benchmark_filter='band-'    each instruction-set variant of the band engine
//   NONET_BENCH_SAMPLE=0 nonet_bench          whole files instead of samples (slow)
//
// One benchmark iteration solves every puzzle of a fixed sample of the corpus: by default up to
// 2000 puzzles spread evenly over the file (the first, then every total/2000-th), so that the
// figure does not depend on how many iterations Google Benchmark chooses; NONET_BENCH_SAMPLE sets
// that size (0: the whole file). items_per_second is then puzzles solved per CPU second.
//
// Timing: the default Google Benchmark timer, i.e. the CPU time of the benchmark's own thread.
// solve() is single-threaded, so that is exactly the work measured, and unlike UseRealTime()
// (wall clock) it is not inflated when other processes compete for the cores, which they do on a
// shared build machine. MeasureProcessCPUTime() would add the CPU time of every thread of the
// process: the same here, wrong if a benchmark ever ran helper threads, so it is not used.
//
// The reference engine (the seed's plain backtracker) takes seconds per puzzle on the 17-clue and
// forum lists; it is benchmarked only on the corpora it solves in reasonable time, on a smaller
// sample.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <fstream>
#include <iterator>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "nonet/format.hpp"
#include "nonet/grid.hpp"
#include "nonet/solve.hpp"

namespace {

struct Corpus {
  const char* file;
  bool reference_ok;  // the reference engine solves it in reasonable time
};

constexpr std::array<Corpus, 7> kCorpora{{
    {"puzzles2_17_clue", false},
    {"puzzles3_magictour_top1465", false},
    {"puzzles5_forum_hardest_1905_11+", false},
    {"puzzles6_forum_hardest_1106", false},
    {"puzzles7_serg_benchmark", true},
    {"ser-rated-sample.txt", true},
    {"ser-rated-hardest.txt", false},
}};

constexpr std::size_t kDefaultSample = 2000;
constexpr std::size_t kReferenceSample = 200;

// The puzzles of a corpus file, read with the library's own reader; entries that are not
// puzzles are reported and skipped.
std::vector<nonet::Grid> read_corpus(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::vector<nonet::Grid> puzzles;
  for (const auto& record : nonet::parse_puzzles(text)) {
    if (record.ok()) {
      puzzles.push_back(record.grid);
    } else {
      std::fprintf(stderr, "%s: %s, skipped\n", path.c_str(), record.error->describe().c_str());
    }
  }
  return puzzles;
}

// `count` puzzles spread evenly (index k * total / count); all of them when count is 0 or more
// than there are.
std::vector<nonet::Grid> spread_sample(const std::vector<nonet::Grid>& all, std::size_t count) {
  if (count == 0 || count >= all.size()) return all;
  std::vector<nonet::Grid> sample;
  for (std::size_t k = 0; k < count; ++k) sample.push_back(all[k * all.size() / count]);
  return sample;
}

void solve_corpus(benchmark::State& state, const std::vector<nonet::Grid>* puzzles,
                  nonet::SolveOptions options) {
  std::size_t solved = 0;
  for (auto _ : state) {
    for (const auto& puzzle : *puzzles) {
      const auto result = nonet::solve(puzzle, options);
      benchmark::DoNotOptimize(result.solution);
      solved += result.solution_count > 0 ? 1 : 0;
    }
  }
  const auto total =
      static_cast<std::int64_t>(state.iterations()) * static_cast<std::int64_t>(puzzles->size());
  state.SetItemsProcessed(total);
  if (solved != static_cast<std::size_t>(total)) {
    state.SkipWithError("a puzzle was not solved");
  }
  state.counters["puzzles"] = static_cast<double>(puzzles->size());
}

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  // The band variant that the `fast` engine picked at run time (the others run by name).
  benchmark::AddCustomContext("nonet_simd_path", std::string(nonet::simd_path()));
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;

  std::size_t sample = kDefaultSample;
  if (const char* env = std::getenv("NONET_BENCH_SAMPLE"); env != nullptr && *env != 0) {
    sample = static_cast<std::size_t>(std::strtoull(env, nullptr, 10));
  }

  // Owned here for the whole run; the benchmarks keep pointers (a deque never moves them).
  std::deque<std::vector<nonet::Grid>> samples;
  int registered = 0;
  for (const auto& corpus : kCorpora) {
    const std::string path = std::string(NONET_DATA_DIR) + "/" + corpus.file;
    const auto all = read_corpus(path);
    if (all.empty()) {
      std::fprintf(stderr, "nonet_bench: %s not found or empty, skipped\n", path.c_str());
      continue;
    }
    samples.push_back(spread_sample(all, sample));
    const auto* fast_sample = &samples.back();
    const std::vector<nonet::Grid>* reference_sample = nullptr;
    if (corpus.reference_ok) {
      samples.push_back(
          spread_sample(all, sample == 0 ? kReferenceSample : std::min(sample, kReferenceSample)));
      reference_sample = &samples.back();
    }
    for (const nonet::Engine engine : nonet::all_engines()) {
      const bool reference = engine == nonet::Engine::reference;
      if (reference && reference_sample == nullptr) continue;
      for (const std::size_t limit : {1u, 2u}) {
        const std::string name = std::string(nonet::engine_name(engine)) + "/" + corpus.file +
                                 "/limit:" + std::to_string(limit);
        benchmark::RegisterBenchmark(name.c_str(), solve_corpus,
                                     reference ? reference_sample : fast_sample,
                                     nonet::SolveOptions{.limit = limit, .engine = engine})
            ->Unit(benchmark::kMillisecond);
        ++registered;
      }
    }
  }
  if (registered == 0) {
    std::fprintf(stderr, "nonet_bench: no corpus found in %s\n", NONET_DATA_DIR);
    return 1;
  }
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
