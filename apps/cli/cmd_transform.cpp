// nonet transform: apply named transformations (or random ones) to each puzzle.
#include <fmt/core.h>
#include <CLI/CLI.hpp>
#include <cstdint>

#include "batch.hpp"
#include "commands.hpp"
#include "grid_output.hpp"
#include "nonet/canon.hpp"
#include "nonet/serialize.hpp"
#include "options.hpp"
#include "read_options.hpp"
#include "report.hpp"

namespace nonet::cli {
namespace {

enum TransformTally : std::size_t { kTransformed, kFailed };

struct TransformSettings {
  std::vector<std::string> inputs;
  GridOutputSettings output;
  std::string apply;  // the list of named transformations
  bool random = false;
  std::uint64_t seed = 0;
  unsigned threads = default_threads();
};

int run_transform(const TransformSettings& settings, std::vector<std::string> inputs) {
  Transform fixed;
  try {
    if (!settings.apply.empty()) fixed = parse_transform_list(settings.apply);
  } catch (const Error& error) {
    fmt::print(stderr, "nonet transform: --apply, column {}: {}\n", error.column, error.message);
    return kExitUsage;
  }
  if (settings.apply.empty() && !settings.random) {
    fmt::print(stderr, "nonet transform: nothing to do: give --apply LIST or --random\n");
    return kExitUsage;
  }
  if (!resolve_inputs("transform", inputs)) return kExitUsage;
  const auto result = run_batch(
      inputs, {.threads = settings.threads},
      [&](std::string_view input, const PuzzleRecord& record, TextOutput& out) {
        if (!record.ok()) {
          out.add("error: " + problem_text(input, *record.error) + "\n", false);
          ++out.tally[kFailed];
          return;
        }
        const Transform t =
            settings.random ? compose(fixed, random_transform(settings.seed, input, record.line))
                            : fixed;
        const Format format = output_format(settings.output, record.format);
        const Grid moved = transform(record.grid, t);
        out.add(settings.output.show_transform ? write_puzzle(moved, format, record.comment, t)
                                               : write_puzzle(moved, format, record.comment),
                is_multiline(format));
        ++out.tally[kTransformed];
      });
  return exit_code_of(result, result.tally[kFailed] > 0);
}

}  // namespace

void add_transform_command(CLI::App& app, Action& run) {
  auto settings = std::make_shared<TransformSettings>();
  auto* command = app.add_subcommand(
      "transform",
      "Move and relabel each puzzle: --apply a list of named transformations, or --random "
      "isomorphs. The result is the same puzzle to a solver (its solutions move the same way).");
  add_inputs_option(*command, settings->inputs);
  add_read_options(*command);
  command->add_option(
      "-a,--apply", settings->apply,
      "Comma-separated transformations, applied left to right: rotate90, rotate180, rotate270 "
      "(clockwise), mirror (left-right), flip (top-bottom), transpose, antitranspose, "
      "relabel=912345678 (what digits 1..9 become), bands=312, stacks=312, rows=B:213 (the rows "
      "of band B), columns=S:213, or a transform as --transform prints it");
  command->add_flag("--random", settings->random,
                    "Apply a random transformation to each puzzle (after --apply), chosen from "
                    "--seed, the input's name and the puzzle's line: reproducible");
  command->add_option("--seed", settings->seed, "Seed of --random (default 0)")
      ->check(whole_number(0, UINT64_MAX));
  add_grid_output_options(*command, settings->output,
                          "Also print the transformation applied to each puzzle");
  command->add_option("-t,--threads", settings->threads, "Worker threads (default: all cores)")
      ->check(whole_number(1, kMaxThreads));
  command->callback([settings, &run] {
    run = [settings] { return run_transform(*settings, settings->inputs); };
  });
}

}  // namespace nonet::cli
