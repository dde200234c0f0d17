// nonet generate: new puzzles with one solution, by seed, symmetry, clue count, minimality.
#include <fmt/core.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "batch.hpp"
#include "commands.hpp"
#include "common_options.hpp"
#include "nonet/control.hpp"
#include "nonet/format.hpp"
#include "nonet/generate.hpp"
#include "nonet/rating.hpp"
#include "nonet/serialize.hpp"
#include "options.hpp"
#include "progress_line.hpp"
#include "report.hpp"
#include "result_form.hpp"

namespace nonet::cli {
namespace {

struct GenerateSettings {
  GenerateRequest request;  // the options given as text, read by the library
  bool minimal = false;
  unsigned threads = default_threads();
  std::string format = "line";
  bool with_solution = false;
  bool with_rating = false;
  bool stats = false;  // --stats: a summary of the run on stderr, as qqwing's --stats
  bool timer = false;  // --timer: the run's time on stderr, as qqwing's --timer
};

// What --stats reports of the puzzles made.
struct MadeTally {
  std::size_t made = 0;
  std::size_t failed = 0;
  std::uint64_t attempts = 0;
  int fewest_clues = 81;
  int most_clues = 0;
  std::uint64_t clues = 0;
  std::vector<std::size_t> levels = std::vector<std::size_t>(rating_levels().size());

  void add(const GeneratedPuzzle& puzzle) {
    ++made;
    attempts += static_cast<std::uint64_t>(puzzle.attempts);
    const int given = puzzle.puzzle.given_count();
    fewest_clues = std::min(fewest_clues, given);
    most_clues = std::max(most_clues, given);
    clues += static_cast<std::uint64_t>(given);
    if (!puzzle.rating || puzzle.rating->status != RatingStatus::rated) return;
    const auto names = rating_levels();
    const std::string_view level = rating_level(puzzle.rating->er);
    for (std::size_t i = 0; i < names.size(); ++i) {
      if (names[i] == level) ++levels[i];
    }
  }

  void print() const {
    std::string line = fmt::format("nonet generate: {} made, {} failed", made, failed);
    if (made > 0) {
      line +=
          fmt::format("; clues {}..{} ({:.1f} on average); {} solution grid{} tried", fewest_clues,
                      most_clues, static_cast<double>(clues) / static_cast<double>(made), attempts,
                      attempts == 1 ? "" : "s");
    }
    const auto names = rating_levels();
    std::string rated;
    for (std::size_t i = 0; i < names.size(); ++i) {
      if (levels[i] == 0) continue;
      rated += fmt::format("{}{} {}", rated.empty() ? "" : ", ", levels[i], names[i]);
    }
    if (!rated.empty()) line += "; " + rated;
    fmt::print(stderr, "{}\n", line);
  }
};

// "-n/--count takes a whole number ...", "--symmetry: a symmetry is ...": the option that set
// the field that did not read, and why.
std::string bad_option_message(GenerateField field, const Error& error) {
  switch (field) {
    case GenerateField::count:
      return "-n/--count takes " + error.message;
    case GenerateField::seed:
      return "--seed takes " + error.message;
    case GenerateField::max_attempts:
      return "--max-attempts takes " + error.message;
    case GenerateField::time_limit:
      return "--time-limit takes " + error.message;
    case GenerateField::symmetry:
      return "--symmetry: " + error.message;
    case GenerateField::clues:
      return "--clues: " + error.message;
    case GenerateField::difficulty:
      return "--difficulty: " + error.message;
    case GenerateField::rating:
      return "--rating: " + error.message;
  }
  return error.message;
}

int run_generate(const GenerateSettings& settings) {
  GenerateRequestReading run = parse_generate_request(settings.request);
  if (run.bad_field) {
    fmt::print(stderr, "nonet generate: {}\n", bad_option_message(*run.bad_field, *run.error));
    return kExitUsage;
  }
  GenerateOptions& options = run.options.puzzle;
  options.minimal = settings.minimal;
  options.with_rating = settings.with_rating;
  run.options.threads = settings.threads;
  if (!settings.request.seed) {
    std::random_device device;
    options.seed = (static_cast<std::uint64_t>(device()) << 32) ^ device();
    if (!quiet())
      fmt::print(stderr, "nonet generate: seed {} (--seed {} repeats this run)\n", options.seed,
                 options.seed);
  }
  const ResultForm form(*output_form_from_name(settings.format), generated_csv_columns());
  const Format format = form.puzzle_format();
  const bool blocks = form.multiline();
  if (run.time_limit) {
    run.options.control.deadline = deadline_after(std::chrono::duration<double>(*run.time_limit));
  }
  ProgressLine progress("generate", run.options.count);
  run.options.control.progress = progress.callback();

  fmt::print("{}", form.header());
  // Output goes out as the puzzles come, flushed at least every tenth of a second.
  auto flushed = SteadyClock::now();
  const auto started = SteadyClock::now();
  MadeTally made;
  const GenerateRunResult result = generate_run(run.options, [&](GenerateItem&& item) {
    if (item.puzzle) {
      made.add(*item.puzzle);
    } else {
      ++made.failed;
    }
    if (blocks && item.index > 0) fmt::print("\n");
    // In CSV, `line` is the puzzle's number in the run, from 1.
    const JsonOrigin origin{.input = "", .line = item.index + 1};
    if (form.json()) {
      fmt::print("{}\n", item.puzzle ? to_json(*item.puzzle)
                                     : json_object_member("failure", to_json(*item.failure)));
    } else if (form.csv()) {
      if (item.puzzle) {
        fmt::print("{}", form.result(origin, item.puzzle->puzzle, "made", "", {},
                                     to_csv(*item.puzzle, settings.with_solution)));
      } else {
        Error failed;
        failed.code = ErrorCode::invalid_argument;
        failed.message = item.failure->message();
        fmt::print("{}", form.failure(origin, nullptr, "failed", failed, ""));
      }
    } else if (item.puzzle) {
      fmt::print("{}", to_text(*item.puzzle, format, settings.with_solution));
    } else {
      fmt::print("error: puzzle {}: {}\n", item.index + 1, item.failure->message());
    }
    if (SteadyClock::now() - flushed >= std::chrono::milliseconds(100)) {
      std::fflush(stdout);
      flushed = SteadyClock::now();
    }
  });
  std::fflush(stdout);
  progress.show(result.finished, false);
  progress.finish();
  if (settings.stats) made.print();
  if (settings.timer) print_run_time("generate", made.made, SteadyClock::now() - started);
  if (result.error && result.error->code == ErrorCode::invalid_argument) {
    fmt::print(stderr, "nonet generate: {}\n", result.error->message);
    return kExitUsage;
  }
  if (!result.failures.empty()) {
    const std::size_t failed = result.failures.size();
    fmt::print(stderr,
               "nonet generate: {} puzzle{} could not be made within --max-attempts {}; widen "
               "--clues or --rating, or drop --minimal\n",
               failed, failed == 1 ? "" : "s", options.max_attempts);
  }
  if (result.error && result.error->code == ErrorCode::deadline_exceeded) {
    fmt::print(stderr,
               "nonet generate: stopped at --time-limit {} s after {} of {} puzzles (the first of "
               "this seed and options, as a run without the limit makes them)\n",
               *settings.request.time_limit, result.finished, run.options.count);
    return kExitBadPuzzle;
  }
  if (result.error) {
    fmt::print(stderr, "nonet generate: {}\n", result.error->describe());
    return kExitUsage;
  }
  return result.failures.empty() ? kExitOk : kExitBadPuzzle;
}

}  // namespace

void add_generate_command(CLI::App& app, Action& run) {
  auto settings = std::make_shared<GenerateSettings>();
  auto* command = app.add_subcommand(
      "generate",
      "Make new puzzles with exactly one solution, one a line. The same --seed and options give "
      "the same puzzles on any machine and with any --threads.");
  command
      ->add_option("-n,--count", settings->request.count,
                   "Puzzles to make, 1 to 100000000 (default 1)")
      ->type_name("N");
  command
      ->add_option("--seed", settings->request.seed,
                   "Seed of the run, a whole number in decimal digits (default: a random one, "
                   "printed on stderr)")
      ->type_name("S");
  command
      ->add_option("--symmetry", settings->request.symmetry,
                   "Symmetry of the givens: none (default), rot180, rot90, mirror, flip, "
                   "diagonal, antidiagonal, dihedral; qqwing's rotate180 and rotate90 too")
      ->type_name("NAME");
  command
      ->add_option("--clues", settings->request.clues,
                   "Number of givens, N or MIN..MAX (default 17..81: as few as removal reaches)")
      ->type_name("N|MIN..MAX");
  command->add_flag("--minimal", settings->minimal,
                    "Only minimal puzzles: removing any given would allow a second solution");
  command
      ->add_option(
          "--max-attempts", settings->request.max_attempts,
          "Solution grids to try per puzzle before giving up (default 1000); each gives up to "
          "32 puzzles when --difficulty, --rating, --clues or --minimal turn them down")
      ->type_name("N");
  command->add_option("-t,--threads", settings->threads, "Worker threads (default: all cores)")
      ->check(whole_number(1, kMaxThreads));
  add_format_option(
      *command, settings->format, kResultForms,
      "Output form: line (default), grid, pretty, leetcode or python: the puzzle in that "
      "format, with --with-solution and --with-rating after it on its line (line) or as '# ' "
      "lines below it (the others; nonet reads them back as the puzzles alone); json or jsonl: "
      "one JSON object a line (index, puzzle, solution, clues, attempts, rating); csv: " +
          csv_header_help(generated_csv_columns()) + ", then one row a puzzle");
  command->add_flag("--with-solution", settings->with_solution,
                    "Print each puzzle's solution too (after the puzzle on its line in the line "
                    "format, else below it)");
  auto* difficulty =
      command->add_option("--difficulty", settings->request.difficulty,
                          "Only puzzles of this level of the Sudoku Explainer scale: easy (ER "
                          "1.0-2.5), medium (2.6-4.0), hard (4.1-6.5), expert (6.6-8.0), extreme "
                          "(8.1 and up); also qqwing's simple (1.0-2.3) and intermediate "
                          "(2.6-4.0) and HoDoKu's unfair (6.6-8.0), their other names being "
                          "nonet's (docs/generate.md)");
  command
      ->add_option("--rating", settings->request.rating,
                   "Only puzzles whose SE rating ER lies in MIN..MAX (e.g. 7.0..7.5), or equals X; "
                   "1.0 to 12.0, one decimal at most")
      ->type_name("X|MIN..MAX")
      ->excludes(difficulty);
  command->add_flag("--stats", settings->stats,
                    "Print a summary on stderr: puzzles made and failed, clue counts, solution "
                    "grids tried, and the levels of the rated puzzles (as qqwing's --stats)");
  command->add_flag("--timer", settings->timer,
                    "Print the run's time on stderr: seconds, puzzles a second (as qqwing's "
                    "--timer)");
  command->add_flag("--with-rating", settings->with_rating,
                    "Print each puzzle's SE rating ER/EP/ED (after the puzzle in the line format)");
  command
      ->add_option("--time-limit", settings->request.time_limit,
                   "Stop after this many seconds (within about one more), print those made (the "
                   "first of the run, as without a limit) and exit 1 if short of --count")
      ->type_name("S");
  command->callback([settings, &run] { run = [settings] { return run_generate(*settings); }; });
}

}  // namespace nonet::cli
