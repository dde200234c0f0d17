// Benchmarks canonical() (minlex) on each puzzle corpus, on solution grids, and canonical_all()
// on 2 threads.
//
//   nonet_canon_bench                                  everything
//   nonet_canon_bench --benchmark_filter='canonical/'  one thread, each corpus
//
// One iteration canonicalises every puzzle of a corpus file; items_per_second is puzzles per
// second. The one-thread figures use Google Benchmark's default timer, the CPU time of the
// benchmark's thread, which other processes on a shared machine do not inflate. canonical_all
// runs worker threads, so its figures are wall-clock (UseRealTime) and suffer from a loaded
// machine; compare them only on an idle one.
#include <benchmark/benchmark.h>

#include <array>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "nonet/canon.hpp"
#include "nonet/format.hpp"
#include "nonet/solve.hpp"

namespace {

constexpr std::array<const char*, 7> kCorpora{"puzzles2_17_clue",
                                              "puzzles3_magictour_top1465",
                                              "puzzles5_forum_hardest_1905_11+",
                                              "puzzles6_forum_hardest_1106",
                                              "puzzles7_serg_benchmark",
                                              "ser-rated-sample.txt",
                                              "ser-rated-hardest.txt"};

std::vector<nonet::Grid> read_corpus(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::vector<nonet::Grid> puzzles;
  for (const auto& record : nonet::parse_puzzles(text)) {
    if (record.ok()) puzzles.push_back(record.grid);
  }
  return puzzles;
}

void canonicalise_each(benchmark::State& state, const std::vector<nonet::Grid>& grids) {
  std::uint64_t automorphisms = 0;
  for (auto _ : state) {
    for (const auto& grid : grids) automorphisms += nonet::canonical(grid).automorphisms;
  }
  benchmark::DoNotOptimize(automorphisms);
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) *
                          static_cast<std::int64_t>(grids.size()));
}

void canonicalise_all(benchmark::State& state, const std::vector<nonet::Grid>& grids,
                      unsigned threads) {
  for (auto _ : state) benchmark::DoNotOptimize(nonet::canonical_all(grids, threads));
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) *
                          static_cast<std::int64_t>(grids.size()));
}

// Solution grids: the first solution of up to 2000 puzzles of the rated sample.
std::vector<nonet::Grid> solution_grids(const std::vector<nonet::Grid>& puzzles) {
  std::vector<nonet::Grid> grids;
  for (std::size_t i = 0; i < puzzles.size() && grids.size() < 2000; i += 10) {
    grids.push_back(nonet::solve(puzzles[i]).solution);
  }
  return grids;
}

int register_benchmarks() {
  static std::vector<std::vector<nonet::Grid>> corpora;  // the benchmarks refer to these
  corpora.reserve(kCorpora.size() + 1);
  for (const char* file : kCorpora) {
    const std::string path = std::string(NONET_DATA_DIR) + "/" + file;
    auto& grids = corpora.emplace_back(read_corpus(path));
    if (grids.empty()) {
      std::fprintf(stderr, "%s: no puzzles, skipped\n", path.c_str());
      continue;
    }
    benchmark::RegisterBenchmark((std::string("canonical/") + file).c_str(),
                                 [&grids](benchmark::State& s) { canonicalise_each(s, grids); })
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark((std::string("canonical_all/") + file + "/threads:2").c_str(),
                                 [&grids](benchmark::State& s) { canonicalise_all(s, grids, 2); })
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime();
    if (std::string(file) == "ser-rated-sample.txt") {
      auto& solutions = corpora.emplace_back(solution_grids(grids));
      benchmark::RegisterBenchmark("canonical/solution-grids", [&solutions](benchmark::State& s) {
        canonicalise_each(s, solutions);
      })->Unit(benchmark::kMillisecond);
    }
  }
  return 0;
}

const int registered = register_benchmarks();

}  // namespace

BENCHMARK_MAIN();
