// nonet convert: every puzzle read, written again in another form.
#include <fmt/core.h>

#include <CLI/CLI.hpp>
#include <array>
#include <cstdio>
#include <string>

#include "batch.hpp"
#include "commands.hpp"
#include "common_options.hpp"
#include "nonet/format.hpp"
#include "nonet/serialize.hpp"
#include "read_options.hpp"
#include "report.hpp"
#include "result_form.hpp"

namespace nonet::cli {
namespace {

enum ConvertTally : std::size_t { kConverted, kBad };

struct ConvertSettings {
  std::vector<std::string> inputs;
  std::string to;
};

void convert_puzzle(const ResultForm& form, std::string_view input, const PuzzleRecord& record,
                    TextOutput& out) {
  if (!record.ok()) {
    // Said on stderr only, so that the output holds nothing but the puzzles.
    out.add_error("nonet convert: " + problem_text(input, *record.error));
    ++out.tally[kBad];
    return;
  }
  ++out.tally[kConverted];
  const JsonOrigin origin{.input = input, .line = record.line};
  if (form.json() || form.csv()) {
    out.add(form.result(origin, record.grid, "ok", "",
                        {record.comment.empty() ? std::string("{}")
                                                : json_member("comment", record.comment)},
                        csv_field(record.comment)),
            false);
    return;
  }
  out.add(annotated_puzzle(record.grid, form.puzzle_format(), record.comment), form.multiline());
}

int run_convert(ConvertSettings& settings) {
  if (!resolve_inputs("convert", settings.inputs)) return kExitUsage;
  const ResultForm form(*output_form_from_name(settings.to), "comment");
  std::fputs(form.header().c_str(), stdout);
  const auto result =
      run_batch(settings.inputs, {.threads = 1},
                [&form](std::string_view input, const PuzzleRecord& record, TextOutput& out) {
                  convert_puzzle(form, input, record, out);
                });
  const auto& t = result.tally;
  if (t[kBad] > 0 && !quiet()) {
    fmt::print(stderr, "nonet convert: {} of {} entr{} not read as puzzles (see above)\n", t[kBad],
               t[kBad] + t[kConverted], t[kBad] + t[kConverted] == 1 ? "y" : "ies");
  }
  return exit_code_of(result, t[kBad] > 0);
}

}  // namespace

void add_convert_command(CLI::App& app, Action& run) {
  auto settings = std::make_shared<ConvertSettings>();
  auto* command = app.add_subcommand(
      "convert",
      "Read puzzles in any form nonet reads and write them in the form --to names, in input "
      "order. A line's comment (the text after its cells) is kept. An entry that does not read "
      "as a puzzle gets a located message on stderr and the rest are still converted (exit 1).");
  add_inputs_option(*command, settings->inputs);
  add_read_options(*command);
  std::vector<std::string> names;
  for (const OutputForm form : kResultForms) names.emplace_back(output_form_name(form));
  command
      ->add_option(
          "--to", settings->to,
          "Form to write: line, grid, pretty, leetcode, python (a comment goes after "
          "the cells on the line form, as '# ' lines below the puzzle in the others); "
          "json or jsonl: one object a line (input, line, puzzle, comment); csv: a "
          "header row (input, line, puzzle, status, comment, error), then one row a puzzle")
      ->type_name("FORM")
      ->required()
      ->check(CLI::IsMember(names));
  command->callback([settings, &run] { run = [settings] { return run_convert(*settings); }; });
}

}  // namespace nonet::cli
