// nonet rate: Sudoku Explainer ratings (ER/EP/ED) of each puzzle, as serate prints them.
#include <fmt/core.h>

#include <algorithm>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "batch.hpp"
#include "commands.hpp"
#include "nonet/rating.hpp"
#include "nonet/solve.hpp"
#include "options.hpp"
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

// "r4c7=5 r1c2-3 r1c5-3,9": a placement, then eliminations grouped by cell.
std::string effect_of(const RatedStep& step) {
  std::vector<Candidate> eliminations = step.eliminations;
  std::sort(eliminations.begin(), eliminations.end());
  std::string text;
  if (step.placement)
    text = fmt::format("{}={}", step.placement->cell.name(), step.placement->digit.value());
  for (std::size_t i = 0; i < eliminations.size(); ++i) {
    const Candidate& c = eliminations[i];
    const bool same_cell = i > 0 && eliminations[i - 1].cell == c.cell;
    if (same_cell) {
      text += fmt::format(",{}", c.digit.value());
    } else {
      if (!text.empty()) text += ' ';
      text += fmt::format("{}-{}", c.cell.name(), c.digit.value());
    }
  }
  return text;
}

std::string step_lines(const SeRating& rating) {
  std::string text;
  for (const RatedStep& step : rating.steps) {
    text +=
        fmt::format("  {} {}: {}\n", format_rating(step.difficulty), step.rule, effect_of(step));
  }
  return text;
}

nlohmann::json step_json(const RatedStep& step) {
  nlohmann::json placement = nullptr;
  if (step.placement) placement = step.placement->name();
  nlohmann::json eliminations = nlohmann::json::array();
  for (const Candidate& c : step.eliminations) eliminations.push_back(c.name());
  return {{"rule", step.rule},
          {"difficulty", format_rating(step.difficulty)},
          {"placement", placement},
          {"eliminations", eliminations}};
}

std::string json_line(const RateSettings& settings, std::string_view input,
                      const PuzzleRecord& record, const std::string& error, const SeRating* rating,
                      std::optional<int> hodoku) {
  nlohmann::json out = {
      {"input", std::string(input)}, {"line", record.line}, {"puzzle", record.grid.to_line()}};
  if (!error.empty()) {
    out["error"] = error;
  } else if (rating->status == RatingStatus::kUnsolved) {
    out["error"] = "not solved by the ladder up to level " + std::to_string(settings.max_level);
  } else {
    out["er"] = format_rating(rating->er);
    out["ep"] = format_rating(rating->ep);
    out["ed"] = format_rating(rating->ed);
    out["level"] = rating_level(rating->er);
  }
  if (settings.hodoku) out["hodoku"] = hodoku ? nlohmann::json(*hodoku) : nlohmann::json(nullptr);
  if (settings.steps && rating != nullptr) {
    nlohmann::json steps = nlohmann::json::array();
    for (const RatedStep& step : rating->steps) steps.push_back(step_json(step));
    out["steps"] = steps;
  }
  return out.dump() + "\n";
}

// Why a record cannot be rated (SE ratings need exactly one solution), or empty.
std::string rating_problem(std::string_view input, const PuzzleRecord& record) {
  const CheckResult checked = check(record);
  if (!checked.error) return {};
  switch (checked.error->code) {
    case ErrorCode::bad_input:
      return problem(input, *checked.error);
    case ErrorCode::multiple_solutions:
      return location(input, record.line) +
             ": the puzzle has more than one solution (SE ratings need exactly one)";
    default:  // clashing givens, or none
      return location(input, record.line) + ": the puzzle has no solution";
  }
}

void rate_puzzle(const RateSettings& settings, const BatchRater& rater, std::string_view input,
                 const PuzzleRecord& record, ChunkOutput& out) {
  const std::string why_not = rating_problem(input, record);
  const bool json = settings.format == "json";
  const bool csv = settings.format == "csv";
  if (!why_not.empty()) {
    ++out.tally[kInvalid];
    if (json) {
      out.add(json_line(settings, input, record, why_not, nullptr, std::nullopt), false);
    } else if (csv) {
      out.add(fmt::format("{},{},,,,invalid{}\n", record.line, record.grid.to_line(),
                          settings.hodoku ? "," : ""),
              false);
      out.add_error("invalid: " + why_not);
    } else {
      out.add("invalid: " + why_not + "\n", false);
    }
    return;
  }
  RatingOptions options;
  options.max_level = settings.max_level;
  options.keep_steps = settings.steps;
  const SeRating rating = rater.rate(record.grid, options);
  const std::optional<int> hodoku =
      settings.hodoku ? hodoku_score(record.grid) : std::optional<int>();
  const bool rated = rating.status == RatingStatus::kRated;
  ++out.tally[rated ? kRated : kUnsolved];
  if (json) {
    out.add(json_line(settings, input, record, "", &rating, hodoku), false);
    return;
  }
  const std::string hodoku_text = hodoku ? std::to_string(*hodoku) : "-";
  if (csv) {
    std::string line = rated ? fmt::format("{},{},{},{},{},{}", record.line, record.grid.to_line(),
                                           format_rating(rating.er), format_rating(rating.ep),
                                           format_rating(rating.ed), rating_level(rating.er))
                             : fmt::format("{},{},,,,unsolved", record.line, record.grid.to_line());
    if (settings.hodoku) line += "," + (hodoku ? std::to_string(*hodoku) : std::string());
    out.add(line + "\n", false);
    return;
  }
  // serate prints 20.0 for a valid puzzle its rules cannot solve.
  std::string line = record.grid.to_line() + " " +
                     (rated ? fmt::format("{}/{}/{}", format_rating(rating.er),
                                          format_rating(rating.ep), format_rating(rating.ed))
                            : std::string("20.0/20.0/20.0"));
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
    fmt::print("line,puzzle,er,ep,ed,level{}\n", settings.hodoku ? ",hodoku" : "");
  }
  const BatchRater rater(settings.threads);
  const auto result =
      run_batch(settings.inputs, {.threads = settings.threads, .chunk_size = 4},
                [&](std::string_view input, const PuzzleRecord& record, ChunkOutput& out) {
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
