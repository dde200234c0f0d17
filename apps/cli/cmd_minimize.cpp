// nonet minimize: remove givens while the solution stays unique.
#include <fmt/core.h>

#include <CLI/CLI.hpp>
#include <cstdint>

#include "batch.hpp"
#include "commands.hpp"
#include "nonet/format.hpp"
#include "nonet/generate.hpp"
#include "nonet/solve.hpp"
#include "options.hpp"
#include "read_options.hpp"
#include "report.hpp"

namespace nonet::cli {
namespace {

enum MinimizeTally : std::size_t { kMinimized, kFailed, kRemoved };

struct MinimizeSettings {
  std::vector<std::string> inputs;
  std::optional<std::uint64_t> seed;
  unsigned threads = default_threads();
};

int run_minimize(MinimizeSettings& settings) {
  if (!resolve_inputs("minimize", settings.inputs)) return kExitUsage;
  const auto result = run_batch(
      settings.inputs, {.threads = settings.threads, .chunk_size = 16},
      [&](std::string_view input, const PuzzleRecord& record, TextOutput& out) {
        const CheckResult checked = check(record);
        if (checked.status != Status::unique) {
          const bool several = checked.status == Status::multiple;
          out.add("error: " + problem_text(input, *checked.error) +
                      (several ? ", nothing to keep unique\n" : "\n"),
                  false);
          ++out.tally[kFailed];
          return;
        }
        const Grid smaller = minimize(record.grid, settings.seed);
        out.tally[kRemoved] +=
            static_cast<std::size_t>(record.grid.given_count() - smaller.given_count());
        out.add(write_puzzle(smaller, record.format, record.comment), is_multiline(record.format));
        ++out.tally[kMinimized];
      });
  const auto& t = result.tally;
  fmt::print(stderr, "nonet minimize: {} puzzle{} minimized, {} clue{} removed, {} failed\n",
             t[kMinimized], t[kMinimized] == 1 ? "" : "s", t[kRemoved], t[kRemoved] == 1 ? "" : "s",
             t[kFailed]);
  return exit_code_of(result, t[kFailed] > 0);
}

}  // namespace

void add_minimize_command(CLI::App& app, Action& run) {
  auto settings = std::make_shared<MinimizeSettings>();
  auto* command = app.add_subcommand(
      "minimize",
      "Remove givens from each puzzle while its solution stays unique, and print what stays (a "
      "minimal puzzle: every remaining given is needed), in the puzzle's own format.");
  add_inputs_option(*command, settings->inputs);
  add_read_options(*command);
  command
      ->add_option("--seed", settings->seed,
                   "Try givens in the random order of this seed (default: in cell order)")
      ->check(whole_number(0, UINT64_MAX));
  command->add_option("-t,--threads", settings->threads, "Worker threads (default: all cores)")
      ->check(whole_number(1, kMaxThreads));
  command->callback([settings, &run] { run = [settings] { return run_minimize(*settings); }; });
}

}  // namespace nonet::cli
