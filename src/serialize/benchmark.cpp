// A corpus's benchmark figures as JSON and CSV, for `nonet bench --format`.
#include <cinttypes>
#include <cstdio>

#include "serialize/json_values.hpp"

namespace nonet {
namespace {

std::string checksum_hex(std::uint64_t checksum) {
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016" PRIx64, checksum);
  return hex;
}

double per_second(std::size_t puzzles, double seconds) {
  return seconds > 0 ? static_cast<double>(puzzles) / seconds : 0.0;
}

std::string number_text(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.6g", value);
  return text;
}

}  // namespace

std::string benchmark_to_json(const SolveBenchmark& benchmark, std::string_view corpus,
                              std::size_t puzzles) {
  return detail::dump({{"corpus", corpus},
                       {"puzzles", puzzles},
                       {"wall_seconds", benchmark.wall_seconds},
                       {"cpu_seconds", benchmark.cpu_seconds},
                       {"stream_cpu_seconds", benchmark.stream_cpu_seconds},
                       {"puzzles_per_second", per_second(puzzles, benchmark.wall_seconds)},
                       {"guesses", benchmark.guesses},
                       {"solved_without_guess", benchmark.solved_without_guess},
                       {"unique", benchmark.unique},
                       {"multiple", benchmark.multiple},
                       {"found", benchmark.found},
                       {"none", benchmark.none},
                       {"invalid", benchmark.invalid},
                       {"wrong", benchmark.wrong},
                       {"checksum", checksum_hex(benchmark.checksum)},
                       {"checksum_steady", benchmark.checksum_steady}});
}

std::string_view benchmark_csv_header() {
  return "corpus,puzzles,wall_seconds,cpu_seconds,stream_cpu_seconds,puzzles_per_second,guesses,"
         "solved_without_guess,unique,multiple,found,none,invalid,wrong,checksum,checksum_steady";
}

std::string benchmark_to_csv(const SolveBenchmark& benchmark, std::string_view corpus,
                             std::size_t puzzles) {
  return csv_fields(
      {corpus, std::to_string(puzzles), number_text(benchmark.wall_seconds),
       number_text(benchmark.cpu_seconds), number_text(benchmark.stream_cpu_seconds),
       number_text(per_second(puzzles, benchmark.wall_seconds)), std::to_string(benchmark.guesses),
       std::to_string(benchmark.solved_without_guess), std::to_string(benchmark.unique),
       std::to_string(benchmark.multiple), std::to_string(benchmark.found),
       std::to_string(benchmark.none), std::to_string(benchmark.invalid),
       std::to_string(benchmark.wrong), checksum_hex(benchmark.checksum),
       benchmark.checksum_steady ? "true" : "false"});
}

}  // namespace nonet
