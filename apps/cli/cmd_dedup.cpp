// nonet dedup: keep the first puzzle of each class (puzzles with the same canonical form).
//
// Whether a puzzle is the first of its class depends on every puzzle before it, so the decision
// is taken in input order, which run_batch's processors (one chunk each, in any order) cannot
// do. So this command takes the library's RecordReader chunks itself, lets DuplicateFilter
// canonicalise each chunk on all threads and decide in order, and writes the chunk at once:
// the output streams, a chunk at a time (sooner when the input pauses).
#include <fmt/core.h>
#include <CLI/CLI.hpp>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "batch.hpp"
#include "canon_output.hpp"
#include "commands.hpp"
#include "nonet/canon.hpp"
#include "options.hpp"
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

class DedupRun {
 public:
  explicit DedupRun(const DedupSettings& settings) : settings_(settings) {}

  /// Decides a chunk's puzzles in order and writes them at once.
  void decide(const RecordChunk& chunk) {
    if (!result_.output_error.empty()) return;
    std::vector<Grid> grids;
    for (const auto& record : chunk.records) {
      if (record.ok()) grids.push_back(record.grid);
    }
    const auto verdicts = filter_.add(grids, settings_.threads);
    std::string text;
    std::size_t next = 0;
    for (const auto& record : chunk.records) {
      if (!record.ok()) {
        append(text, "error: " + problem(chunk.input, *record.error) + "\n", false);
        ++result_.tally[kBad];
        continue;
      }
      const auto& verdict = verdicts[next++];
      if (verdict.error) {
        append(
            text,
            "error: " + location(chunk.input, record.line) + ": " + verdict.error->message + "\n",
            false);
        ++result_.tally[kBad];
      } else if (verdict.first) {
        const Format format = output_format(settings_.output, record.format);
        append(text, grid_text(record.grid, format, record.comment, nullptr),
               is_block_format(format));
        ++result_.tally[kKept];
      } else {
        ++result_.tally[kDuplicate];
      }
    }
    write(text);
    if (chunk.input_error) {
      std::fflush(stdout);
      fmt::print(stderr, "nonet: {}\n", chunk.input_error->message);
      result_.io_error = true;
    }
  }

  [[nodiscard]] const BatchResult& result() const { return result_; }

 private:
  // Keeps one blank line between outputs of several lines, as the other commands do.
  void append(std::string& text, const std::string& output, bool block) {
    if (wrote_any_ && (block || last_was_block_)) text += '\n';
    text += output;
    wrote_any_ = true;
    last_was_block_ = block;
  }

  void write(const std::string& text) {
    if (text.empty()) return;
    const bool written = std::fwrite(text.data(), 1, text.size(), stdout) == text.size();
    const int write_errno = errno;
    if (written && std::fflush(stdout) == 0) return;
    result_.output_error =
        std::string("cannot write to standard output: ") + std::strerror(write_errno);
  }

  const DedupSettings& settings_;
  DuplicateFilter filter_;
  bool wrote_any_ = false;
  bool last_was_block_ = false;
  BatchResult result_;
};

int run_dedup(const DedupSettings& settings, std::vector<std::string> inputs) {
  if (!resolve_inputs("dedup", inputs)) return kExitUsage;
  RecordReader reader(inputs);
  DedupRun run(settings);
  RecordChunk chunk;
  while (run.result().output_error.empty() && reader.next(chunk, kBlockSize)) run.decide(chunk);
  const auto& tally = run.result().tally;
  const auto total = tally[kKept] + tally[kDuplicate] + tally[kBad];
  fmt::print(stderr, "nonet: {} puzzle{}: {} kept, {} duplicate{} removed{}\n", total,
             total == 1 ? "" : "s", tally[kKept], tally[kDuplicate],
             tally[kDuplicate] == 1 ? "" : "s",
             tally[kBad] > 0 ? fmt::format(", {} bad (see the 'error:' lines)", tally[kBad])
                             : std::string());
  return exit_code_of(run.result(), tally[kBad] > 0);
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
  add_grid_output_options(*command, settings->output, nullptr);
  command->add_option("-t,--threads", settings->threads, "Worker threads (default: all cores)")
      ->check(whole_number(1, kMaxThreads));
  command->callback(
      [settings, &run] { run = [settings] { return run_dedup(*settings, settings->inputs); }; });
}

}  // namespace nonet::cli
