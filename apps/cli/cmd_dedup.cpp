// nonet dedup: keep the first puzzle of each class (puzzles with the same canonical form).
//
// Whether a puzzle is the first of its class depends on every puzzle before it, so the decision
// is taken in input order, which run_batch's processors (one chunk each, in any order) cannot
// do. So this command takes the library's RecordReader chunks itself, lets DuplicateFilter
// canonicalise each chunk on all threads and decide in order, and writes the chunk at once
// through the batch commands' OutputWriter: the output streams, a chunk at a time (sooner when
// the input pauses).
#include <fmt/core.h>
#include <CLI/CLI.hpp>

#include "batch.hpp"
#include "commands.hpp"
#include "grid_output.hpp"
#include "nonet/canon.hpp"
#include "options.hpp"
#include "read_options.hpp"
#include "report.hpp"

namespace nonet::cli {
namespace {

enum DedupTally : std::size_t { kKept, kDuplicate, kBad };

constexpr std::size_t kBlockSize = 4096;  // puzzles decided together

struct DedupSettings {
  std::vector<std::string> inputs;
  GridOutputSettings output;
  unsigned threads = default_threads();
};

// Decides a chunk's puzzles in input order: the first of each class is written.
void decide(const RecordChunk& chunk, DuplicateFilter& filter, const DedupSettings& settings,
            TextOutput& out) {
  std::vector<Grid> grids;
  for (const auto& record : chunk.records) {
    if (record.ok()) grids.push_back(record.grid);
  }
  const auto verdicts = filter.add(grids, settings.threads);
  std::size_t next = 0;
  for (const auto& record : chunk.records) {
    if (!record.ok()) {
      out.add("error: " + problem_text(chunk.input, *record.error) + "\n", false);
      ++out.tally[kBad];
      continue;
    }
    const auto& verdict = verdicts[next++];
    if (verdict.error) {
      out.add("error: " + location_text(chunk.input, record.line) + ": " + verdict.error->message +
                  "\n",
              false);
      ++out.tally[kBad];
    } else if (verdict.first) {
      const Format format = output_format(settings.output, record.format);
      out.add(write_puzzle(record.grid, format, record.comment), is_multiline(format));
      ++out.tally[kKept];
    } else {
      ++out.tally[kDuplicate];
    }
  }
}

int run_dedup(const DedupSettings& settings, std::vector<std::string> inputs) {
  if (!resolve_inputs("dedup", inputs)) return kExitUsage;
  RecordReader reader(inputs, parse_options());
  DuplicateFilter filter;
  OutputWriter writer;
  TextOutput out;
  for (RecordChunk chunk; reader.next(chunk, kBlockSize);) {
    out.clear();
    decide(chunk, filter, settings, out);
    if (!writer(chunk, out)) break;
  }
  const auto& tally = writer.tally;
  const auto total = tally[kKept] + tally[kDuplicate] + tally[kBad];
  fmt::print(stderr, "nonet: {} puzzle{}: {} kept, {} duplicate{} removed{}\n", total,
             total == 1 ? "" : "s", tally[kKept], tally[kDuplicate],
             tally[kDuplicate] == 1 ? "" : "s",
             tally[kBad] > 0 ? fmt::format(", {} bad (see the 'error:' lines)", tally[kBad])
                             : std::string());
  return exit_code_of({writer.tally, writer.input_error, writer.output_error}, tally[kBad] > 0);
}

}  // namespace

void add_dedup_command(CLI::App& app, Action& run) {
  auto settings = std::make_shared<DedupSettings>();
  auto* command = app.add_subcommand(
      "dedup",
      "Print each puzzle that is not isomorphic to an earlier one (the first of each class of "
      "puzzles with the same canonical form), in input order; stderr says how many duplicates "
      "were removed. A bad puzzle gets a line 'error: FILE:LINE: why' in its place.");
  add_inputs_option(*command, settings->inputs);
  add_read_options(*command);
  add_grid_output_options(*command, settings->output, nullptr);
  command->add_option("-t,--threads", settings->threads, "Worker threads (default: all cores)")
      ->check(whole_number(1, kMaxThreads));
  command->callback(
      [settings, &run] { run = [settings] { return run_dedup(*settings, settings->inputs); }; });
}

}  // namespace nonet::cli
