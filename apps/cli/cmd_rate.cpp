// nonet rate: Sudoku Explainer ratings (ER/EP/ED) of each puzzle, as serate prints them.
#include <fmt/core.h>

#include <CLI/CLI.hpp>

#include "batch.hpp"
#include "commands.hpp"
#include "nonet/rating.hpp"
#include "nonet/serialize.hpp"
#include "nonet/solve.hpp"
#include "options.hpp"
#include "read_options.hpp"
#include "report.hpp"

namespace nonet::cli {
namespace {

enum RateTally : std::size_t { kRated, kUnsolved, kInvalid };

struct RateSettings {
  std::vector<std::string> inputs;
  std::string format = "text";
  unsigned threads = default_threads();
  int max_level = 5;
  bool level = false;
  bool hodoku = false;
  bool steps = false;
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

void rate_puzzle(const RateSettings& settings, const BatchRater& rater, std::string_view input,
                 const PuzzleRecord& record, TextOutput& out) {
  const std::optional<Error> why_not = check(record).error;
  const bool json = settings.format == "json";
  const bool csv = settings.format == "csv";
  if (why_not) {
    ++out.tally[kInvalid];
    if (json) {
      out.add(json_line(settings, input, record, why_not, nullptr, std::nullopt), false);
    } else if (csv) {
      out.add(fmt::format("{},{},,,,invalid{}\n", record.line, record.grid.to_line(),
                          settings.hodoku ? "," : ""),
              false);
      out.add_error("invalid: " + unratable_text(input, record.line, *why_not));
    } else {
      out.add("invalid: " + unratable_text(input, record.line, *why_not) + "\n", false);
    }
    return;
  }
  RatingOptions options;
  options.max_level = settings.max_level;
  options.keep_steps = settings.steps;
  const SeRating rating = rater.rate(record.grid, options);
  const std::optional<int> hodoku =
      settings.hodoku ? hodoku_score(record.grid) : std::optional<int>();
  const bool rated = rating.status == RatingStatus::rated;
  ++out.tally[rated ? kRated : kUnsolved];
  if (json) {
    out.add(json_line(settings, input, record, std::nullopt, &rating, hodoku), false);
    return;
  }
  const std::string hodoku_text = hodoku ? std::to_string(*hodoku) : "-";
  if (csv) {
    std::string line = fmt::format("{},{},{}", record.line, record.grid.to_line(), to_csv(rating));
    if (settings.hodoku) line += "," + (hodoku ? std::to_string(*hodoku) : std::string());
    out.add(line + "\n", false);
    return;
  }
  // serate prints 20.0 for a valid puzzle its rules cannot solve.
  std::string line = record.grid.to_line() + " " + to_text(rating);
  if (settings.level) {
    line += ' ';
    line += rated ? rating_level(rating.er) : std::string_view("Unsolved");
  }
  if (settings.hodoku) line += " " + hodoku_text;
  line += "\n";
  if (settings.steps) {
    out.add(line + step_lines(rating), true);
  } else {
    out.add(line, false);
  }
}

int run_rate(RateSettings& settings) {
  if (!resolve_inputs("rate", settings.inputs)) return kExitUsage;
  if (settings.format == "csv") {
    fmt::print("line,puzzle,{}{}\n", rating_csv_header(), settings.hodoku ? ",hodoku" : "");
  }
  const BatchRater rater(settings.threads);
  const auto result =
      run_batch(settings.inputs, {.threads = settings.threads, .chunk_size = 4},
                [&](std::string_view input, const PuzzleRecord& record, TextOutput& out) {
                  rate_puzzle(settings, rater, input, record, out);
                });
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
  add_read_options(*command);
  command->add_option("-f,--format", settings->format, "text, csv or json (one object a line)")
      ->capture_default_str()
      ->check(CLI::IsMember({"text", "csv", "json"}));
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
  command->add_flag("--steps", settings->steps,
                    "Also print SE's solving path: one step a line, difficulty, rule, effect");
  command->callback([settings, &run] { run = [settings] { return run_rate(*settings); }; });
}

}  // namespace nonet::cli
