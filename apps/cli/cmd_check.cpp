// nonet check: one verdict per puzzle (unique, multiple, none, invalid: why).
#include <fmt/core.h>
#include <CLI/CLI.hpp>
#include <cstdio>
#include <stdexcept>

#include "batch.hpp"
#include "commands.hpp"
#include "common_options.hpp"
#include "nonet/generate.hpp"
#include "nonet/serialize.hpp"
#include "nonet/solve.hpp"
#include "options.hpp"
#include "read_options.hpp"
#include "report.hpp"
#include "result_form.hpp"

namespace nonet::cli {
namespace {

enum CheckTally : std::size_t { kUnique, kMultiple, kNone, kInvalid, kNotMinimal };

struct CheckSettings {
  std::vector<std::string> inputs;
  std::string format = "line";
  unsigned threads = default_threads();
  bool minimal = false;
};

// The verdict beside the puzzle it is about: "PUZZLE unique" in the line form.
void check_puzzle(const ResultForm& form, std::string_view input, const PuzzleRecord& record,
                  bool minimal, TextOutput& out) {
  const CheckResult result = check(record);
  const JsonOrigin origin{.input = input, .line = record.line};
  const auto add_verdict = [&](const std::string& note, std::string_view minimality) {
    out.add(
        form.result(origin, record.grid, status_name(result.status), note,
                    {to_json(result), minimality.empty() ? std::string("{}")
                                                         : json_member("minimality", minimality)},
                    check_to_csv(result, minimality)),
        form.multiline());
  };
  switch (result.status) {
    case Status::unique: {
      const std::vector<Cell> removable =
          minimal ? removable_clues(record.grid) : std::vector<Cell>();
      const std::string minimality = minimal ? minimality_text(removable) : std::string();
      add_verdict(minimal ? "unique, " + minimality : "unique", minimality);
      ++out.tally[kUnique];
      if (!removable.empty()) ++out.tally[kNotMinimal];
      break;
    }
    case Status::found:  // never: check() looks for a second solution
      throw std::logic_error("internal error: check stopped at the first solution");
    case Status::multiple:
      add_verdict("multiple", "");
      ++out.tally[kMultiple];
      break;
    case Status::none:
      add_verdict("none", "");
      ++out.tally[kNone];
      break;
    case Status::invalid:
      out.add(form.failure(origin, record.ok() ? &record.grid : nullptr, "invalid", *result.error,
                           "invalid: " + problem_text(input, *result.error) + "\n"),
              false);
      ++out.tally[kInvalid];
      break;
  }
}

int run_check(CheckSettings& settings) {
  if (!resolve_inputs("check", settings.inputs)) return kExitUsage;
  const ResultForm form(*output_form_from_name(settings.format), check_csv_columns());
  std::fputs(form.header().c_str(), stdout);
  const auto result = run_batch(
      settings.inputs, {.threads = settings.threads, .chunk_size = settings.minimal ? 16u : 256u},
      [&settings, &form](std::string_view input, const PuzzleRecord& record, TextOutput& out) {
        check_puzzle(form, input, record, settings.minimal, out);
      });
  const auto& t = result.tally;
  const auto total = t[kUnique] + t[kMultiple] + t[kNone] + t[kInvalid];
  if (!quiet())
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
                         "Print one line per puzzle: the puzzle and its verdict, 'unique', "
                         "'multiple' or 'none' (no solution), or 'invalid: FILE:LINE: why'. A "
                         "summary with the counts goes to stderr.");
  add_inputs_option(*command, settings->inputs);
  add_format_option(*command, settings->format, kResultForms,
                    result_forms_help("its verdict", check_csv_columns()));
  add_read_options(*command);
  command->add_flag("--minimal", settings->minimal,
                    "Also say whether each unique puzzle is minimal (every given needed) and, if "
                    "not, which givens can go");
  command->add_option("-t,--threads", settings->threads, "Worker threads (default: all cores)")
      ->check(whole_number(1, kMaxThreads));
  command->callback([settings, &run] { run = [settings] { return run_check(*settings); }; });
}

}  // namespace nonet::cli
