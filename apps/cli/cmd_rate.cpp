// nonet rate: Sudoku Explainer ratings (ER/EP/ED) of each puzzle, as serate prints them.
#include <fmt/core.h>

#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>

#include "batch.hpp"
#include "commands.hpp"
#include "nonet/control.hpp"
#include "nonet/rating.hpp"
#include "nonet/serialize.hpp"
#include "nonet/solve.hpp"
#include "options.hpp"
#include "progress_line.hpp"
#include "read_options.hpp"
#include "report.hpp"
#include "result_form.hpp"

namespace nonet::cli {
namespace {

enum RateTally : std::size_t { kRated, kUnsolved, kInvalid };

struct RateSettings {
  std::vector<std::string> inputs;
  std::string format = "line";
  unsigned threads = default_threads();
  int max_level = 5;
  bool level = false;
  bool hodoku = false;
  bool steps = false;
  std::optional<std::string> rating_template;  // --template: serate's --format
};

std::string step_lines(const SeRating& rating) {
  std::string text;
  for (const Step& step : rating.steps) text += "  " + rated_step_text(step) + "\n";
  return text;
}

// One JSON object a line: where the puzzle came from, the puzzle, then the rating or the error.
std::string json_line(const RateSettings& settings, std::string_view input,
                      const PuzzleRecord& record, const std::optional<Error>& error,
                      const SeRating* rating, std::optional<int> hodoku) {
  std::string result;
  if (error) {
    result = json_object_member("error", to_json(*error));
  } else if (rating->status == RatingStatus::unsolved) {
    const Error unsolved{
        .code = ErrorCode::no_solution,
        .message = "not solved by the ladder up to level " + std::to_string(settings.max_level),
        .line = record.line};
    result = json_object_member("error", to_json(unsolved));
  } else {
    result = to_json(*rating);
  }
  const std::string hodoku_member = !settings.hodoku ? "{}"
                                    : hodoku         ? json_number_member("hodoku", *hodoku)
                                                     : json_null_member("hodoku");
  return json_record({.input = input, .line = record.line},
                     {json_member("puzzle", record.grid.to_line()), result, hodoku_member}) +
         "\n";
}

void rate_puzzle(const RateSettings& settings, const ResultForm& form, const BatchRater& rater,
                 std::string_view input, const PuzzleRecord& record, TextOutput& out) {
  const std::optional<Error> why_not = check(record).error;
  const JsonOrigin origin{.input = input, .line = record.line};
  if (why_not) {
    ++out.tally[kInvalid];
    const std::string message = "invalid: " + unratable_text(input, record.line, *why_not);
    if (form.json()) {
      out.add(json_line(settings, input, record, why_not, nullptr, std::nullopt), false);
    } else if (form.csv()) {
      out.add(form.failure(origin, record.ok() ? &record.grid : nullptr, "invalid", *why_not, ""),
              false);
      out.add_error(message);
    } else {
      out.add(message + "\n", false);
    }
    return;
  }
  RatingOptions options;
  options.max_level = settings.max_level;
  options.keep_steps = settings.steps || (settings.rating_template &&
                                          rating_template_needs_steps(*settings.rating_template));
  const auto started = SteadyClock::now();
  const SeRating rating = rater.rate(record.grid, options);
  const std::chrono::duration<double> took = SteadyClock::now() - started;
  const std::optional<int> hodoku =
      settings.hodoku ? hodoku_score(record.grid) : std::optional<int>();
  const bool rated = rating.status == RatingStatus::rated;
  ++out.tally[rated ? kRated : kUnsolved];
  if (form.json()) {
    out.add(json_line(settings, input, record, std::nullopt, &rating, hodoku), false);
    return;
  }
  if (settings.rating_template) {
    const std::string input_line =
        record.grid.to_line() + (record.comment.empty() ? "" : " " + record.comment);
    const std::string text =
        rating_template_text(*settings.rating_template, {.input_line = input_line,
                                                         .puzzle = record.grid,
                                                         .ordinal = record.line,
                                                         .seconds = took.count(),
                                                         .rating = &rating});
    out.add(text + "\n", text.find('\n') != std::string::npos);
    return;
  }
  if (form.csv()) {
    out.add(form.result(origin, record.grid, rating_status_name(rating.status), "", {},
                        rating_to_csv(rating, hodoku)),
            false);
    return;
  }
  // serate prints 20.0 for a valid puzzle its rules cannot solve.
  std::string note = to_text(rating);
  if (settings.level) {
    note += ' ';
    note += rated ? rating_level(rating.er) : std::string_view("Unsolved");
  }
  if (settings.hodoku) note += " " + (hodoku ? std::to_string(*hodoku) : std::string("-"));
  if (form.puzzle_format() == Format::line) {
    // serate's line, the steps indented below it.
    std::string line = record.grid.to_line() + " " + note + "\n";
    if (settings.steps) {
      out.add(line + step_lines(rating), true);
    } else {
      out.add(line, false);
    }
    return;
  }
  if (settings.steps) note += "\n" + step_lines(rating);
  while (!note.empty() && note.back() == '\n') note.pop_back();
  out.add(annotated_puzzle(record.grid, form.puzzle_format(), note), form.multiline());
}

int run_rate(RateSettings& settings) {
  if (!resolve_inputs("rate", settings.inputs)) return kExitUsage;
  const ResultForm form(*output_form_from_name(settings.format), rate_csv_columns());
  std::fputs(form.header().c_str(), stdout);
  const BatchRater rater(settings.threads);
  ProgressLine progress("rate", 0);
  BatchOptions options;
  options.threads = settings.threads;
  options.chunk_size = 4;
  options.control.progress = progress.callback();
  const auto result =
      run_batch(settings.inputs, options,
                [&](std::string_view input, const PuzzleRecord& record, TextOutput& out) {
                  rate_puzzle(settings, form, rater, input, record, out);
                });
  progress.finish();
  const auto& t = result.tally;
  return exit_code_of(result, t[kUnsolved] + t[kInvalid] > 0);
}

}  // namespace

void add_rate_command(CLI::App& app, Action& run) {
  auto settings = std::make_shared<RateSettings>();
  auto* command = app.add_subcommand(
      "rate",
      "Rate each puzzle on the Sudoku Explainer scale: 'puzzle ER/EP/ED' as serate prints it "
      "(ER the hardest step, EP the hardest up to the first placement, ED the first step; "
      "20.0 when the rules up to --max-level do not solve it), or 'invalid: FILE:LINE: why'. "
      "Levels: Easy <= 2.5 < Medium <= 4.0 < Hard <= 6.5 < Expert <= 8.0 < Extreme.");
  add_inputs_option(*command, settings->inputs);
  add_format_option(*command, settings->format, kResultForms,
                    result_forms_help("its rating ER/EP/ED as serate prints it (and the "
                                      "level, HoDoKu score and steps when asked)",
                                      rate_csv_columns()) +
                        "; 'text' is another name for line",
                    /*text_alias=*/true);
  add_read_options(*command);
  command->add_option("-t,--threads", settings->threads, "Worker threads (default: all cores)")
      ->check(whole_number(1, kMaxThreads));
  command
      ->add_option("--max-level", settings->max_level,
                   "Highest chaining level: 0 ends with dynamic forcing chains (ER < 9.0), 1 adds "
                   "Dynamic Forcing Chains (+), 2-5 the nested levels (9.5 and up; slow)")
      ->capture_default_str()
      ->check(whole_number(0, 5));
  command->add_flag("--level", settings->level, "Text format: add the level name");
  command->add_flag("--hodoku", settings->hodoku,
                    "Add the HoDoKu-style score (sum of per-step scores of nonet's logical "
                    "solution; '-' when logic alone does not solve the puzzle)");
  command
      ->add_option("--template", settings->rating_template,
                   "Print each rated puzzle as this serate --format template: %r %p %d (ER, EP, "
                   "ED; 20.0 when unsolved), %R %P %D (the names of the steps that set them), "
                   "%g (the puzzle as it came), %i (81 digits, 0 for blanks), %n (its line "
                   "number), %e (seconds taken), %l (line break), %t (tab), %% ('%'). E.g. "
                   "--template '%g ED=%r/%p/%d'. Puzzles that cannot be rated keep their "
                   "'invalid:' line")
      ->type_name("TEXT")
      ->check(CLI::Validator(
          [](const std::string& text) { return rating_template_error(text).value_or(""); }, "TEXT",
          "serate template"))
      ->excludes("--format");
  command->add_flag("--steps", settings->steps,
                    "Also print SE's solving path: one step a line, difficulty, rule, effect");
  command->callback([settings, &run] { run = [settings] { return run_rate(*settings); }; });
}

}  // namespace nonet::cli
