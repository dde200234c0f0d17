// nonet hint: the simplest next step of each puzzle or candidate grid.
// nonet explain: the whole logical path, one step per line, ending with the grid reached.
#include <fmt/core.h>

#include <CLI/CLI.hpp>
#include <cstdio>
#include <optional>

#include "commands.hpp"
#include "nonet/batch.hpp"
#include "nonet/candidate_format.hpp"
#include "nonet/explain.hpp"
#include "nonet/logic.hpp"
#include "nonet/serialize.hpp"
#include "report.hpp"
#include "result_form.hpp"

namespace nonet::cli {
namespace {

/// One start grid with the name of the input it came from.
struct StartGrid {
  std::string_view input;
  CandidateRecord record;
};

struct LogicSettings {
  std::vector<std::string> inputs;
  std::optional<std::string> techniques;  // comma-separated; not given: all
  std::string format = "text";
  bool show_grid = false;
  std::optional<std::string> stage;  // hint only; not given: the whole step, unstaged
};

bool json_output(const LogicSettings& settings) {
  return settings.format == "json" || settings.format == "jsonl";
}

// The words of a hint or a path ("text", the default), or a result form (--format).
std::optional<ResultForm> result_form(const LogicSettings& settings, std::string_view columns) {
  if (settings.format == "text" || json_output(settings)) return std::nullopt;
  return ResultForm(*output_form_from_name(settings.format), columns);
}

// One JSON object a line: where the puzzle came from, then the answer.
void print_json_record(const StartGrid& start, std::initializer_list<std::string_view> answer) {
  fmt::print("{}\n", json_record({.input = start.input, .line = start.record.line}, answer));
}

Error no_solution_error(const StartGrid& start) {
  return {.code = ErrorCode::no_solution, .message = "no solution", .line = start.record.line};
}

// The record's parse error, or no solution: printed, in the chosen form.
void print_problem(const StartGrid& start, const LogicSettings& settings, const Error& error,
                   std::optional<Status> status, std::string_view csv_columns) {
  if (const auto form = result_form(settings, csv_columns); form && form->csv()) {
    const Grid values = start.record.grid.values();
    fmt::print("{}", form->failure({.input = start.input, .line = start.record.line},
                                   start.record.ok() ? &values : nullptr,
                                   status ? status_name(*status) : "invalid", error, ""));
    return;
  }
  if (json_output(settings)) {
    const std::string status_member =
        status ? json_member("status", status_name(*status)) : std::string("{}");
    print_json_record(start, {status_member, json_object_member("error", to_json(error))});
  } else if (error.code == ErrorCode::no_solution) {
    fmt::print("error: {}: no solution\n", location_text(start.input, start.record.line));
  } else {
    fmt::print("error: {}\n", problem_text(start.input, error));
  }
}

// --- hint ---------------------------------------------------------------------------------------

// Returns true when the puzzle got a step (or was already complete).
bool hint_one(const StartGrid& start, const LogicSettings& settings, const LogicOptions& options) {
  const bool json = json_output(settings);
  if (!start.record.ok()) {
    print_problem(start, settings, *start.record.error, std::nullopt, hint_csv_columns());
    return false;
  }
  const CandidateGrid& grid = start.record.grid;
  const Hint result = hint(grid, options);
  if (result.status == Status::none) {
    print_problem(start, settings, no_solution_error(start), result.status, hint_csv_columns());
    return false;
  }
  // Checked when the options were read. (The answer's texts are made here, once: gcc's
  // -Wmaybe-uninitialized misreads the optional stage in each branch.)
  std::optional<HintStage> stage;
  if (settings.stage) stage = parse_hint_stage(*settings.stage).value;
  const std::string text = stage ? to_text(result, *stage) : to_text(result);
  const std::optional<ResultForm> form = result_form(settings, hint_csv_columns());
  if (json) {
    print_json_record(start, {stage ? to_json(result, *stage) : to_json(result)});
  } else if (form) {
    // The puzzle (a candidate grid's digits) with the hint as its note, or a CSV row.
    fmt::print("{}", form->result({.input = start.input, .line = start.record.line}, grid.values(),
                                  status_name(result.status), text, {}, to_csv(result)));
  } else {
    if (settings.show_grid) fmt::print("{}", write_candidate_grid(grid));
    fmt::print("{}\n", text);
  }
  return result.solved || result.step.has_value();
}

// --- explain ------------------------------------------------------------------------------------

// Returns true when logic solved the puzzle.
bool explain_one(const StartGrid& start, const LogicSettings& settings,
                 const LogicOptions& options) {
  if (!start.record.ok()) {
    print_problem(start, settings, *start.record.error, std::nullopt, explain_csv_columns());
    return false;
  }
  const LogicalSolution path = explain(start.record.grid, options);
  if (path.status == Status::none) {
    print_problem(start, settings, no_solution_error(start), Status::none, explain_csv_columns());
    return false;
  }
  const std::optional<ResultForm> form = result_form(settings, explain_csv_columns());
  if (json_output(settings)) {
    print_json_record(start, {to_json(path)});
  } else if (form) {
    // The puzzle with the path's summary after it (line), or the whole path below it as '# '
    // lines (the others), or a CSV row.
    const bool one_line = form->puzzle_format() == Format::line;
    std::string note = one_line ? summary_text(path) : to_text(path, settings.show_grid);
    if (!note.empty() && note.back() == '\n') note.pop_back();
    fmt::print("{}",
               form->result({.input = start.input, .line = start.record.line}, path.start.values(),
                            status_name(path.status), note, {}, to_csv(path)));
  } else {
    fmt::print("{}", to_text(path, settings.show_grid));
  }
  return path.solved;
}

using PuzzleAction = bool (*)(const StartGrid&, const LogicSettings&, const LogicOptions&);

int run_logic_command(const std::string& command, LogicSettings& settings, PuzzleAction action) {
  if (!resolve_inputs(command, settings.inputs)) return kExitUsage;
  LogicOptions options;
  if (settings.techniques) {
    auto chosen = parse_technique_list(*settings.techniques);
    if (!chosen.ok()) {
      fmt::print(stderr, "nonet {}: --techniques: {}\n", command, chosen.error->message);
      return kExitUsage;
    }
    options.techniques = std::move(*chosen.value);
  }
  // Each record is answered as soon as it is read, so memory stays bounded on any input and an
  // interactive session gets its answer at once. An input that cannot be read is reported and
  // the others are still answered.
  const std::optional<ResultForm> form =
      result_form(settings, command == "hint" ? hint_csv_columns() : explain_csv_columns());
  if (form) fmt::print("{}", form->header());
  // Several-line answers are kept apart by a blank line.
  const bool blocks = form ? form->multiline() : command == "explain" && !json_output(settings);
  bool all_good = true;
  bool io_error = false;
  std::size_t answered = 0;
  CandidateRecordReader reader(settings.inputs);
  for (CandidateChunk chunk; reader.next(chunk);) {
    for (CandidateRecord& record : chunk.records) {
      if (blocks && answered > 0) fmt::print("\n");
      if (!action(StartGrid{chunk.input, std::move(record)}, settings, options)) all_good = false;
      ++answered;
    }
    std::fflush(stdout);
    if (chunk.input_error) {
      fmt::print(stderr, "nonet {}: {}\n", command, chunk.input_error->message);
      io_error = true;
    }
  }
  if (io_error) return kExitUsage;
  return all_good ? kExitOk : kExitBadPuzzle;
}

void add_logic_options(CLI::App& command, LogicSettings& settings) {
  add_inputs_option(command, settings.inputs);
  command
      .add_option("--techniques", settings.techniques,
                  "Use only these techniques: names or codes, comma-separated (e.g. "
                  "'fh,h1,n1,lc1,lc2'); 'nonet techniques' lists them. Default: all")
      ->type_name("LIST");
  add_format_option(
      command, settings.format, kResultForms,
      "Output form: text (default): the answer in words; line, grid, pretty, leetcode or "
      "python: each puzzle (a candidate grid's digits), then the answer (hint: the step; "
      "explain: 'solved by logic in N steps' after it on its line in the line form, every step "
      "as '# ' lines below it in the others); json or jsonl: one JSON object a line; csv: a "
      "header row (input, line, puzzle, status, COLUMNS, error; hint's COLUMNS: " +
          std::string(hint_csv_columns()) + "; explain's: " + std::string(explain_csv_columns()) +
          "), then one row a puzzle",
      /*text_alias=*/true);
}

}  // namespace

void add_hint_command(CLI::App& app, Action& run) {
  auto settings = std::make_shared<LogicSettings>();
  auto* command = app.add_subcommand(
      "hint",
      "Print the simplest next step for each puzzle or candidate grid, in words: the technique, "
      "why it applies (cells named r4c7) and what it places or eliminates. Input: any puzzle "
      "format, a 729-character candidate line or a pencil-mark grid.");
  add_logic_options(*command, *settings);
  command->add_flag("--grid", settings->show_grid, "Print the candidate grid before the hint");
  command
      ->add_option("--stage", settings->stage,
                   "Show only part of the hint: 1 (where) the technique and the houses to look "
                   "in, 2 (what) also the cells and digits of its pattern, 3 (move) the whole "
                   "step, as without --stage but marked with its stage in JSON")
      ->type_name("1|2|3")
      ->check(CLI::Validator(
          [](const std::string& text) {
            const auto stage = parse_hint_stage(text);
            return stage.ok() ? std::string() : stage.error->message;
          },
          "1|2|3", "hint stage"));
  command->callback([settings, &run] {
    run = [settings] { return run_logic_command("hint", *settings, &hint_one); };
  });
}

void add_explain_command(CLI::App& app, Action& run) {
  auto settings = std::make_shared<LogicSettings>();
  auto* command = app.add_subcommand(
      "explain",
      "Solve each puzzle as a person would and print every step, one a line, then the final grid "
      "as an 81-character line. Exit 0 when logic solved every puzzle, 1 when the techniques ran "
      "out (the candidate grid where they stopped is printed) or a puzzle is bad.");
  add_logic_options(*command, *settings);
  command->add_flag("--grid", settings->show_grid, "Print the candidate grid before each step");
  command->callback([settings, &run] {
    run = [settings] { return run_logic_command("explain", *settings, &explain_one); };
  });
}

void add_techniques_command(CLI::App& app, Action& run) {
  auto* command = app.add_subcommand(
      "techniques",
      "List the techniques in the order hints look for them (code, difficulty on the Sudoku "
      "Explainer scale, name), then those only the rating finds.");
  command->callback([&run] {
    run = [] {
      fmt::print("{}", techniques_table());
      return kExitOk;
    };
  });
}

}  // namespace nonet::cli
