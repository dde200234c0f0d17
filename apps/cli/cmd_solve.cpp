// nonet solve: print the solution of each puzzle, in the puzzle's own format.
#include <fmt/core.h>
#include <CLI/CLI.hpp>

#include "batch.hpp"
#include "commands.hpp"
#include "nonet/format.hpp"
#include "nonet/solve.hpp"
#include "report.hpp"

namespace nonet::cli {
namespace {

enum SolveTally : std::size_t { kSolved, kMultiple, kFailed };

struct SolveSettings {
  std::vector<std::string> inputs;
  std::string format_name;  // empty: each puzzle's own format
  std::size_t limit = 0;    // 0: print one solution (and note puzzles that have more)
  unsigned threads = default_threads();
};

bool is_block(Format format) {
  return format == Format::grid || format == Format::pretty || format == Format::python;
}

void solve_chunk(const SolveSettings& settings, const std::optional<Format>& format,
                 const Chunk& chunk, ChunkOutput& out) {
  const std::string& input = *chunk.input_name;
  for (const auto& record : chunk.records) {
    const auto fail = [&](const std::string& why) {
      out.add("error: " + why + "\n", false);
      ++out.tally[kFailed];
    };
    if (!record.ok()) {
      fail(problem_of(input, record, nullptr));
      continue;
    }
    const Format output_format = format.value_or(record.format);
    std::vector<Grid> solutions;
    const auto result = solve(record.grid, SolveOptions{.limit = 2});
    if (result.status == Status::invalid) {
      fail(problem_of(input, record, &result));
      continue;
    }
    if (result.status == Status::none) {
      fail(location(input, record.line) + ": no solution");
      continue;
    }
    if (settings.limit > 1) {
      enumerate_solutions(record.grid, settings.limit, [&](const Grid& solution) {
        solutions.push_back(solution);
        return true;
      });
    } else {
      solutions.push_back(result.solution);
    }
    for (const auto& solution : solutions) {
      out.add(write_puzzle(solution, output_format, record.comment), is_block(output_format));
    }
    ++out.tally[kSolved];
    if (result.status == Status::multiple) ++out.tally[kMultiple];
  }
}

int run_solve(SolveSettings& settings) {
  if (!resolve_inputs("solve", settings.inputs)) return kExitUsage;
  std::optional<Format> format;
  if (!settings.format_name.empty()) format = format_from_name(settings.format_name);
  const auto result = run_batch(
      settings.inputs, settings.threads,
      [&](const Chunk& chunk, ChunkOutput& out) { solve_chunk(settings, format, chunk, out); });
  const auto& tally = result.tally;
  if (tally[kMultiple] > 0 && settings.limit == 0) {
    fmt::print(stderr,
               "nonet: {} puzzle{} more than one solution; the first found is printed "
               "(--limit N prints up to N)\n",
               tally[kMultiple], tally[kMultiple] == 1 ? " has" : "s have");
  }
  if (tally[kFailed] > 0) {
    const auto total = tally[kFailed] + tally[kSolved];
    fmt::print(stderr, "nonet: {} of {} puzzle{} could not be solved (see the 'error:' lines)\n",
               tally[kFailed], total, total == 1 ? "" : "s");
  }
  if (result.io_error || tally[kInternalFailures] > 0) return kExitUsage;
  return tally[kFailed] > 0 ? kExitBadPuzzle : kExitOk;
}

}  // namespace

void add_solve_command(CLI::App& app, Action& run) {
  auto settings = std::make_shared<SolveSettings>();
  auto* command = app.add_subcommand(
      "solve",
      "Solve each puzzle and print its solution in the puzzle's own format, in input order. A "
      "puzzle that cannot be solved gets a line 'error: FILE:LINE: why' in its place.");
  add_inputs_option(*command, settings->inputs);
  command
      ->add_option("-f,--format", settings->format_name,
                   "Output format: line, grid, pretty, leetcode or python (default: the format "
                   "each puzzle came in)")
      ->check(CLI::IsMember({"line", "grid", "pretty", "leetcode", "python"}));
  command
      ->add_option("-l,--limit", settings->limit,
                   "Print up to N solutions of each puzzle (default: the first one)")
      ->check(CLI::Range(std::size_t{1}, std::size_t{1'000'000}));
  command->add_option("-t,--threads", settings->threads, "Worker threads (default: all cores)")
      ->check(CLI::Range(1u, 1024u));
  command->callback([settings, &run] { run = [settings] { return run_solve(*settings); }; });
}

}  // namespace nonet::cli
