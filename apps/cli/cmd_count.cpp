// nonet count: the number of solutions of each puzzle, up to a limit.
#include <fmt/core.h>
#include <CLI/CLI.hpp>

#include "batch.hpp"
#include "commands.hpp"
#include "nonet/solve.hpp"
#include "options.hpp"
#include "read_options.hpp"
#include "report.hpp"

namespace nonet::cli {
namespace {

enum CountTally : std::size_t { kCounted, kUnsolvable, kInvalid };

struct CountSettings {
  std::vector<std::string> inputs;
  std::size_t limit = 1000;
  unsigned threads = default_threads();
};

void count_puzzle(const CountSettings& settings, std::string_view input, const PuzzleRecord& record,
                  TextOutput& out) {
  const auto count = record.ok() ? count_solutions(record.grid, settings.limit) : 0;
  // Clashing givens have no solution: only then are they worth looking for.
  if (count == 0) {
    if (const auto error = check_givens(record)) {
      out.add("invalid: " + problem_text(input, *error) + "\n", false);
      ++out.tally[kInvalid];
      return;
    }
  }
  out.add(fmt::format("{}\n", count), false);
  ++out.tally[count == 0 ? kUnsolvable : kCounted];
}

int run_count(CountSettings& settings) {
  if (!resolve_inputs("count", settings.inputs)) return kExitUsage;
  const auto result =
      run_batch(settings.inputs, {.threads = settings.threads},
                [&](std::string_view input, const PuzzleRecord& record, TextOutput& out) {
                  count_puzzle(settings, input, record, out);
                });
  const auto& t = result.tally;
  return exit_code_of(result, t[kUnsolvable] + t[kInvalid] > 0);
}

}  // namespace

void add_count_command(CLI::App& app, Action& run) {
  auto settings = std::make_shared<CountSettings>();
  auto* command = app.add_subcommand(
      "count",
      "Print the number of solutions of each puzzle, counting up to --limit (a count equal to "
      "the limit means 'at least that many'), or 'invalid: FILE:LINE: why'.");
  add_inputs_option(*command, settings->inputs);
  add_read_options(*command);
  command->add_option("-l,--limit", settings->limit, "Stop counting at N solutions")
      ->capture_default_str()
      ->check(whole_number(1, 1'000'000'000));
  command->add_option("-t,--threads", settings->threads, "Worker threads (default: all cores)")
      ->check(whole_number(1, kMaxThreads));
  command->callback([settings, &run] { run = [settings] { return run_count(*settings); }; });
}

}  // namespace nonet::cli
