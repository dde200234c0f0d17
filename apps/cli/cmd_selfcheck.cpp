// nonet selfcheck: solves every puzzle logically and checks every step against the solution
// found by search. Silent per puzzle unless a step is wrong; a summary at the end.
#include <fmt/core.h>

#include <CLI/CLI.hpp>

#include "batch.hpp"
#include "commands.hpp"
#include "nonet/logic.hpp"
#include "nonet/solve.hpp"
#include "options.hpp"
#include "read_options.hpp"
#include "report.hpp"

namespace nonet::cli {
namespace {

enum SelfcheckTally : std::size_t { kChecked, kSolvedByLogic, kSteps, kUnsound, kSkipped, kBad };

struct SelfcheckSettings {
  std::vector<std::string> inputs;
  unsigned threads = default_threads();
};

void selfcheck_puzzle(std::string_view input, const PuzzleRecord& record, TextOutput& out) {
  const CheckResult search = check(record);
  if (search.status == Status::multiple) {
    ++out.tally[kSkipped];  // only puzzles with one solution have a solution to check against
    return;
  }
  if (search.status != Status::unique) {  // unreadable, clashing givens, no solution
    out.add("error: " + problem_text(input, *search.error) + "\n", false);
    ++out.tally[kBad];
    return;
  }
  const LogicalSolution path = solve_logically(record.grid);
  ++out.tally[kChecked];
  out.tally[kSteps] += path.steps.size();
  if (path.solved) ++out.tally[kSolvedByLogic];
  if (const auto bad = first_unsound_step(path.steps, search.solution)) {
    ++out.tally[kUnsound];
    out.add(fmt::format("unsound: {}: step {}: {}\n", location_text(input, record.line), *bad + 1,
                        describe(path.steps[*bad])),
            false);
  }
}

int run_selfcheck(SelfcheckSettings& settings) {
  if (!resolve_inputs("selfcheck", settings.inputs)) return kExitUsage;
  const auto result =
      run_batch(settings.inputs, {.threads = settings.threads, .chunk_size = 16}, selfcheck_puzzle);
  const auto& t = result.tally;
  const double share = t[kChecked] == 0 ? 0.0
                                        : 100.0 * static_cast<double>(t[kSolvedByLogic]) /
                                              static_cast<double>(t[kChecked]);
  fmt::print(
      "selfcheck: {} puzzles checked ({} skipped: more than one solution; {} bad), {} steps, "
      "{} unsound; logic alone solved {} ({:.1f}%)\n",
      t[kChecked], t[kSkipped], t[kBad], t[kSteps], t[kUnsound], t[kSolvedByLogic], share);
  if (t[kChecked] == 0) {
    fmt::print(stderr, "nonet selfcheck: no puzzle with one solution: nothing was checked\n");
  }
  return exit_code_of(result, t[kUnsound] > 0 || t[kBad] > 0 || t[kChecked] == 0);
}

}  // namespace

void add_selfcheck_command(CLI::App& app, Action& run) {
  auto settings = std::make_shared<SelfcheckSettings>();
  auto* command = app.add_subcommand(
      "selfcheck",
      "Check the logical solver: solve every puzzle step by step and compare each step with the "
      "solution search finds. Prints each wrong step ('unsound: FILE:LINE: step N: ...'), each "
      "bad puzzle ('error: FILE:LINE: why') and a summary; exit 1 if any step was wrong, any "
      "puzzle bad, or nothing was checked. Puzzles with several solutions are skipped.");
  add_inputs_option(*command, settings->inputs);
  add_read_options(*command);
  command->add_option("-t,--threads", settings->threads, "Worker threads (default: all cores)")
      ->check(whole_number(1, kMaxThreads));
  command->callback([settings, &run] { run = [settings] { return run_selfcheck(*settings); }; });
}

}  // namespace nonet::cli
