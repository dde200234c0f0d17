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
  return settings.format == "json";
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
                   std::optional<Status> status) {
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
    print_problem(start, settings, *start.record.error, std::nullopt);
    return false;
  }
  const CandidateGrid& grid = start.record.grid;
  const Hint result = hint(grid, options);
  if (result.status == Status::none) {
    print_problem(start, settings, no_solution_error(start), result.status);
    return false;
  }
  // Checked when the options were read.
  const std::optional<HintStage> stage =
      settings.stage ? parse_hint_stage(*settings.stage).value : std::nullopt;
  if (json) {
    print_json_record(start, {stage ? to_json(result, *stage) : to_json(result)});
  } else {
    if (settings.show_grid) fmt::print("{}", write_candidate_grid(grid));
    fmt::print("{}\n", stage ? to_text(result, *stage) : to_text(result));
  }
  return result.solved || result.step.has_value();
}

// --- explain ------------------------------------------------------------------------------------

// Returns true when logic solved the puzzle.
bool explain_one(const StartGrid& start, const LogicSettings& settings,
                 const LogicOptions& options) {
  if (!start.record.ok()) {
    print_problem(start, settings, *start.record.error, std::nullopt);
    return false;
  }
  const LogicalSolution path = explain(start.record.grid, options);
  if (path.status == Status::none) {
    print_problem(start, settings, no_solution_error(start), Status::none);
    return false;
  }
  if (json_output(settings)) {
    print_json_record(start, {to_json(path)});
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
  const bool blocks = command == "explain" && !json_output(settings);
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
  command
      .add_option("--format", settings.format, "Output: text (default) or json (one object a line)")
      ->check(CLI::IsMember({"text", "json"}));
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
