// nonet check: one verdict per puzzle (unique, multiple, none, invalid: why).
#include <fmt/core.h>
#include <CLI/CLI.hpp>
#include <stdexcept>

#include "batch.hpp"
#include "commands.hpp"
#include "nonet/generate.hpp"
#include "nonet/serialize.hpp"
#include "nonet/solve.hpp"
#include "options.hpp"
#include "read_options.hpp"
#include "report.hpp"

namespace nonet::cli {
namespace {

enum CheckTally : std::size_t { kUnique, kMultiple, kNone, kInvalid, kNotMinimal };

struct CheckSettings {
  std::vector<std::string> inputs;
  unsigned threads = default_threads();
  bool minimal = false;
};

void check_puzzle(std::string_view input, const PuzzleRecord& record, bool minimal,
                  TextOutput& out) {
  const CheckResult result = check(record);
  switch (result.status) {
    case Status::unique: {
      const std::vector<Cell> removable =
          minimal ? removable_clues(record.grid) : std::vector<Cell>();
      out.add(minimal ? "unique, " + minimality_text(removable) + "\n" : "unique\n", false);
      ++out.tally[kUnique];
      if (!removable.empty()) ++out.tally[kNotMinimal];
      break;
    }
    case Status::found:  // never: check() looks for a second solution
      throw std::logic_error("internal error: check stopped at the first solution");
    case Status::multiple:
      out.add("multiple\n", false);
      ++out.tally[kMultiple];
      break;
    case Status::none:
      out.add("none\n", false);
      ++out.tally[kNone];
      break;
    case Status::invalid:
      out.add("invalid: " + problem_text(input, *result.error) + "\n", false);
      ++out.tally[kInvalid];
      break;
  }
}

int run_check(CheckSettings& settings) {
  if (!resolve_inputs("check", settings.inputs)) return kExitUsage;
  const auto result = run_batch(
      settings.inputs, {.threads = settings.threads, .chunk_size = settings.minimal ? 16u : 256u},
      [&settings](std::string_view input, const PuzzleRecord& record, TextOutput& out) {
        check_puzzle(input, record, settings.minimal, out);
      });
  const auto& t = result.tally;
  const auto total = t[kUnique] + t[kMultiple] + t[kNone] + t[kInvalid];
  fmt::print(stderr, "nonet: {} puzzle{}: {} unique, {} multiple, {} none, {} invalid{}\n", total,
             total == 1 ? "" : "s", t[kUnique], t[kMultiple], t[kNone], t[kInvalid],
             settings.minimal ? fmt::format("; {} of the unique not minimal", t[kNotMinimal])
                              : std::string());
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
  add_read_options(*command);
  command->add_flag("--minimal", settings->minimal,
                    "Also say whether each unique puzzle is minimal (every given needed) and, if "
                    "not, which givens can go");
  command->add_option("-t,--threads", settings->threads, "Worker threads (default: all cores)")
      ->check(whole_number(1, kMaxThreads));
  command->callback([settings, &run] { run = [settings] { return run_check(*settings); }; });
}

}  // namespace nonet::cli
