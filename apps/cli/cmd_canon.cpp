// nonet canon: the minlex form of each puzzle, in input order.
#include <fmt/core.h>
#include <CLI/CLI.hpp>

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

enum CanonTally : std::size_t { kCanonical, kFailed };

struct CanonSettings {
  std::vector<std::string> inputs;
  GridOutputSettings output;
  unsigned threads = default_threads();
};

void canon_puzzle(std::string_view input, const PuzzleRecord& record, const CanonSettings& settings,
                  TextOutput& out) {
  if (!record.ok()) {
    out.add("error: " + problem_text(input, *record.error) + "\n", false);
    ++out.tally[kFailed];
    return;
  }
  try {
    const CanonicalForm form = canonical(record.grid);
    const Format format = output_format(settings.output, record.format);
    out.add(settings.output.show_transform
                ? write_puzzle(form.grid, format, record.comment, form.transform)
                : write_puzzle(form.grid, format, record.comment),
            is_multiline(format));
    ++out.tally[kCanonical];
  } catch (const Error& error) {
    out.add("error: " + location_text(input, record.line) + ": " + error.message + "\n", false);
    ++out.tally[kFailed];
  }
}

int run_canon(const CanonSettings& settings, std::vector<std::string> inputs) {
  if (!resolve_inputs("canon", inputs)) return kExitUsage;
  const auto result =
      run_batch(inputs, {.threads = settings.threads},
                [&settings](std::string_view input, const PuzzleRecord& record, TextOutput& out) {
                  canon_puzzle(input, record, settings, out);
                });
  const auto& tally = result.tally;
  if (tally[kFailed] > 0) {
    const auto total = tally[kFailed] + tally[kCanonical];
    fmt::print(stderr, "nonet: {} of {} puzzle{} had no canonical form (see the 'error:' lines)\n",
               tally[kFailed], total, total == 1 ? "" : "s");
  }
  return exit_code_of(result, tally[kFailed] > 0);
}

}  // namespace

void add_canon_command(CLI::App& app, Action& run) {
  auto settings = std::make_shared<CanonSettings>();
  auto* command = app.add_subcommand(
      "canon",
      "Print the canonical (minlex) form of each puzzle or grid, in input order: of all its "
      "isomorphs (transposed, bands, rows, stacks and columns reordered, digits relabelled), the "
      "one whose 81 characters, blanks as 0, are smallest. A bad puzzle gets a line "
      "'error: FILE:LINE: why' in its place.");
  add_inputs_option(*command, settings->inputs);
  add_read_options(*command);
  add_grid_output_options(*command, settings->output,
                          "Also print the transformation that maps each puzzle to its form "
                          "(after the line, or as a '# transform:' line below a grid; see "
                          "docs/canon.md)");
  command->add_option("-t,--threads", settings->threads, "Worker threads (default: all cores)")
      ->check(whole_number(1, kMaxThreads));
  command->callback(
      [settings, &run] { run = [settings] { return run_canon(*settings, settings->inputs); }; });
}

}  // namespace nonet::cli
