// Benchmarks rate_se() (the Sudoku Explainer rating) on the rated corpora.
//
//   nonet_rating_bench                                     every benchmark
//   nonet_rating_bench --benchmark_filter=random_minimal   the yardstick
//   NONET_BENCH_SAMPLE=0 nonet_rating_bench                whole files (slow)
//
// One iteration rates a fixed sample (by default 1000 puzzles spread evenly over the file, or 20
// of the hardest list), so items_per_second is puzzles rated per CPU second of this thread (the
// default Google Benchmark timer: per-thread CPU time, not inflated by other processes).
// ser-rated-sample.txt holds random minimal puzzles (an unbiased generator), the population the
// "ms per puzzle" figures of other raters refer to.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "nonet/format.hpp"
#include "nonet/rating.hpp"

namespace {

std::vector<nonet::Grid> read_sample(const char* file, std::size_t default_count) {
  const std::string path = std::string(NONET_DATA_DIR) + "/" + file;
  std::ifstream in(path, std::ios::binary);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::vector<nonet::Grid> all;
  for (const auto& record : nonet::parse_puzzles(text)) {
    if (record.ok()) all.push_back(record.grid);
  }
  std::size_t count = default_count;
  if (const char* env = std::getenv("NONET_BENCH_SAMPLE")) count = std::strtoul(env, nullptr, 10);
  if (count == 0 || count >= all.size()) return all;
  std::vector<nonet::Grid> sample;
  for (std::size_t k = 0; k < count; ++k) sample.push_back(all[k * all.size() / count]);
  return sample;
}

void rate_all(benchmark::State& state, const char* file, std::size_t count, int max_level) {
  const std::vector<nonet::Grid> puzzles = read_sample(file, count);
  if (puzzles.empty()) {
    state.SkipWithError("corpus not found");
    return;
  }
  long long checksum = 0;
  for (auto _ : state) {
    for (const nonet::Grid& puzzle : puzzles) {
      const nonet::SeRating rating = nonet::rate_se(puzzle, {.max_level = max_level});
      checksum += rating.er * 10000 + rating.ep * 100 + rating.ed;
    }
  }
  benchmark::DoNotOptimize(checksum);
  state.SetItemsProcessed(state.iterations() * static_cast<long long>(puzzles.size()));
  state.counters["puzzles"] = static_cast<double>(puzzles.size());
}

void random_minimal(benchmark::State& state) {
  rate_all(state, "ser-rated-sample.txt", 1000, 5);
}
void hardest_level1(benchmark::State& state) {
  rate_all(state, "ser-rated-hardest.txt", 20, 1);
}

}  // namespace

BENCHMARK(random_minimal)->Unit(benchmark::kMillisecond);
BENCHMARK(hardest_level1)->Unit(benchmark::kMillisecond)->Iterations(1);

BENCHMARK_MAIN();
