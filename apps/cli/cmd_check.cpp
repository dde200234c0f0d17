// nonet check: one verdict per puzzle (unique, multiple, none, invalid: why).
#include <fmt/core.h>
#include <CLI/CLI.hpp>

#include "batch.hpp"
#include "commands.hpp"
#include "nonet/solve.hpp"
#include "report.hpp"

namespace nonet::cli {
namespace {

enum CheckTally : std::size_t { kUnique, kMultiple, kNone, kInvalid };

struct CheckSettings {
  std::vector<std::string> inputs;
  unsigned threads = default_threads();
};

void check_puzzle(const std::string& input, const PuzzleRecord& record, ChunkOutput& out) {
  if (!record.ok()) {
    out.add("invalid: " + problem_of(input, record, nullptr) + "\n", false);
    ++out.tally[kInvalid];
    return;
  }
  const auto result = solve(record.grid);
  switch (result.status) {
    case Status::unique:
      out.add("unique\n", false);
      ++out.tally[kUnique];
      break;
    case Status::multiple:
      out.add("multiple\n", false);
      ++out.tally[kMultiple];
      break;
    case Status::none:
      out.add("none\n", false);
      ++out.tally[kNone];
      break;
    case Status::invalid:
      out.add("invalid: " + problem_of(input, record, &result) + "\n", false);
      ++out.tally[kInvalid];
      break;
  }
}

int run_check(CheckSettings& settings) {
  if (!resolve_inputs("check", settings.inputs)) return kExitUsage;
  const auto result = run_batch(settings.inputs, {.threads = settings.threads}, check_puzzle);
  const auto& t = result.tally;
  const auto total = t[kUnique] + t[kMultiple] + t[kNone] + t[kInvalid];
  fmt::print(stderr, "nonet: {} puzzle{}: {} unique, {} multiple, {} none, {} invalid\n", total,
             total == 1 ? "" : "s", t[kUnique], t[kMultiple], t[kNone], t[kInvalid]);
  return exit_code_of(result, t[kNone] + t[kInvalid] > 0);
}

}  // namespace

void add_check_command(CLI::App& app, Action& run) {
  auto settings = std::make_shared<CheckSettings>();
  auto* command =
      app.add_subcommand("check",
                         "Print one line per puzzle: 'unique', 'multiple', 'none' (no solution) or "
                         "'invalid: FILE:LINE: why'. A summary with the counts goes to stderr.");
  add_inputs_option(*command, settings->inputs);
  command->add_option("-t,--threads", settings->threads, "Worker threads (default: all cores)")
      ->check(CLI::Range(1u, 1024u));
  command->callback([settings, &run] { run = [settings] { return run_check(*settings); }; });
}

}  // namespace nonet::cli
