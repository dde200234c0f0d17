// nonet minimize: remove givens while the solution stays unique.
#include <fmt/core.h>

#include <CLI/CLI.hpp>
#include <cstdint>
#include <cstdio>
#include <string>

#include "batch.hpp"
#include "commands.hpp"
#include "common_options.hpp"
#include "nonet/format.hpp"
#include "nonet/generate.hpp"
#include "nonet/serialize.hpp"
#include "nonet/solve.hpp"
#include "options.hpp"
#include "read_options.hpp"
#include "report.hpp"
#include "result_form.hpp"

namespace nonet::cli {
namespace {

enum MinimizeTally : std::size_t { kMinimized, kFailed, kRemoved };

struct MinimizeSettings {
  std::vector<std::string> inputs;
  std::string format;  // empty: each puzzle's own format
  std::optional<std::uint64_t> seed;
  unsigned threads = default_threads();
};

int run_minimize(MinimizeSettings& settings) {
  if (!resolve_inputs("minimize", settings.inputs)) return kExitUsage;
  const std::optional<OutputForm> chosen = output_form_from_name(settings.format);
  const ResultForm form(chosen.value_or(OutputForm::line), minimize_csv_columns());
  std::fputs(form.header().c_str(), stdout);
  const auto result =
      run_batch(settings.inputs, {.threads = settings.threads, .chunk_size = 16},
                [&](std::string_view input, const PuzzleRecord& record, TextOutput& out) {
                  const CheckResult checked = check(record);
                  const JsonOrigin origin{.input = input, .line = record.line};
                  if (checked.status != Status::unique) {
                    const bool several = checked.status == Status::multiple;
                    out.add(form.failure(origin, record.ok() ? &record.grid : nullptr,
                                         status_name(checked.status), *checked.error,
                                         "error: " + problem_text(input, *checked.error) +
                                             (several ? ", nothing to keep unique\n" : "\n")),
                            false);
                    ++out.tally[kFailed];
                    return;
                  }
                  const Grid smaller = minimize(record.grid, settings.seed);
                  out.tally[kRemoved] +=
                      static_cast<std::size_t>(record.grid.given_count() - smaller.given_count());
                  ++out.tally[kMinimized];
                  if (form.json() || form.csv()) {
                    const auto removed = record.grid.given_count() - smaller.given_count();
                    out.add(form.result(origin, smaller, "minimized", "",
                                        {json_member("original", record.grid.to_line()),
                                         json_number_member("removed", removed)},
                                        minimized_to_csv(record.grid, smaller)),
                            false);
                    return;
                  }
                  const Format format = chosen ? form.puzzle_format() : record.format;
                  out.add(write_puzzle(smaller, format, record.comment), is_multiline(format));
                });
  const auto& t = result.tally;
  if (!quiet())
    fmt::print(stderr, "nonet minimize: {} puzzle{} minimized, {} clue{} removed, {} failed\n",
               t[kMinimized], t[kMinimized] == 1 ? "" : "s", t[kRemoved],
               t[kRemoved] == 1 ? "" : "s", t[kFailed]);
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
  add_format_option(*command, settings->format, kResultForms,
                    "Output form: line, grid, pretty, leetcode or python: the minimal puzzle in "
                    "that format (default: the format each puzzle came in); json or jsonl: one "
                    "JSON object a line (input, line, puzzle: the minimal one, original, "
                    "removed); csv: " +
                        csv_header_help(minimize_csv_columns()) + ", then one row a puzzle");
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
