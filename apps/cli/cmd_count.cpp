// nonet count: the number of solutions of each puzzle, up to a limit.
#include <fmt/core.h>
#include <CLI/CLI.hpp>
#include <cstdio>
#include <string>

#include "batch.hpp"
#include "commands.hpp"
#include "nonet/serialize.hpp"
#include "nonet/solve.hpp"
#include "options.hpp"
#include "progress_line.hpp"
#include "read_options.hpp"
#include "report.hpp"
#include "result_form.hpp"

namespace nonet::cli {
namespace {

enum CountTally : std::size_t { kCounted, kUnsolvable, kInvalid };

struct CountSettings {
  std::vector<std::string> inputs;
  std::string format = "line";
  std::size_t limit = 1000;
  unsigned threads = default_threads();
};

// The count beside the puzzle it is about: "PUZZLE 1" in the line form.
void count_puzzle(const CountSettings& settings, const ResultForm& form, std::string_view input,
                  const PuzzleRecord& record, TextOutput& out) {
  const auto count = record.ok() ? count_solutions(record.grid, settings.limit) : 0;
  const JsonOrigin origin{.input = input, .line = record.line};
  // Clashing givens have no solution: only then are they worth looking for.
  if (count == 0) {
    if (const auto error = check_givens(record)) {
      out.add(form.failure(origin, record.ok() ? &record.grid : nullptr, "invalid", *error,
                           "invalid: " + problem_text(input, *error) + "\n"),
              false);
      ++out.tally[kInvalid];
      return;
    }
  }
  // "found": at least one solution; "none": no solution (status_name()'s words).
  const Status status = count == 0 ? Status::none : Status::found;
  out.add(form.result(
              origin, record.grid, status_name(status), std::to_string(count),
              {json_member("status", status_name(status)), count_to_json(count, settings.limit)},
              count_to_csv(count, settings.limit)),
          form.multiline());
  ++out.tally[count == 0 ? kUnsolvable : kCounted];
}

int run_count(CountSettings& settings) {
  if (!resolve_inputs("count", settings.inputs)) return kExitUsage;
  const ResultForm form(*output_form_from_name(settings.format), count_csv_columns());
  std::fputs(form.header().c_str(), stdout);
  ProgressLine progress("count", 0);
  BatchOptions options;
  options.threads = settings.threads;
  options.control.progress = progress.callback();
  const auto result =
      run_batch(settings.inputs, options,
                [&](std::string_view input, const PuzzleRecord& record, TextOutput& out) {
                  count_puzzle(settings, form, input, record, out);
                });
  progress.finish();
  const auto& t = result.tally;
  return exit_code_of(result, t[kUnsolvable] + t[kInvalid] > 0);
}

}  // namespace

void add_count_command(CLI::App& app, Action& run) {
  auto settings = std::make_shared<CountSettings>();
  auto* command = app.add_subcommand(
      "count",
      "Print each puzzle and its number of solutions, counting up to --limit (a count equal to "
      "the limit means 'at least that many'), or 'invalid: FILE:LINE: why'.");
  add_inputs_option(*command, settings->inputs);
  add_format_option(*command, settings->format, kResultForms,
                    result_forms_help("its count of solutions", count_csv_columns()));
  add_read_options(*command);
  command->add_option("-l,--limit", settings->limit, "Stop counting at N solutions")
      ->capture_default_str()
      ->check(whole_number(1, 1'000'000'000));
  command->add_option("-t,--threads", settings->threads, "Worker threads (default: all cores)")
      ->check(whole_number(1, kMaxThreads));
  command->callback([settings, &run] { run = [settings] { return run_count(*settings); }; });
}

}  // namespace nonet::cli
