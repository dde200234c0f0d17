// nonet generate: new puzzles with one solution, by seed, symmetry, clue count, minimality.
#include <fmt/core.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <optional>
#include <random>
#include <string>
#include <string_view>

#include "batch.hpp"
#include "commands.hpp"
#include "nonet/control.hpp"
#include "nonet/format.hpp"
#include "nonet/generate.hpp"
#include "nonet/rating.hpp"
#include "nonet/serialize.hpp"
#include "options.hpp"
#include "report.hpp"

namespace nonet::cli {
namespace {

struct GenerateSettings {
  std::string count = "1";
  std::optional<std::string> seed;  // none: a random seed
  std::string symmetry = "none";
  std::optional<std::string> clues;  // "N" or "MIN..MAX"
  bool minimal = false;
  std::string max_attempts = "1000";
  unsigned threads = default_threads();
  std::string format = "line";
  bool with_solution = false;
  std::optional<std::string> difficulty;  // a level name
  std::optional<std::string> rating;      // "X" or "MIN..MAX", SE scale
  bool with_rating = false;
  std::optional<std::string> time_limit;  // seconds
};

constexpr std::uint64_t kMostPuzzles = 100'000'000;
constexpr std::uint64_t kMostAttempts = 100'000'000;

bool usage_error(std::string_view message) {
  fmt::print(stderr, "nonet generate: {}\n", message);
  return false;
}

bool whole_option(std::string_view option, const std::string& text, std::uint64_t min,
                  std::uint64_t max, std::uint64_t& value) {
  const Parsed<std::uint64_t> parsed = parse_whole_number(text, min, max);
  if (!parsed.ok()) return usage_error(fmt::format("{} takes {}", option, parsed.error->message));
  value = *parsed.value;
  return true;
}

template <class T>
bool parsed_option(std::string_view option, const Parsed<T>& parsed, T& value) {
  if (!parsed.ok()) return usage_error(fmt::format("{}: {}", option, parsed.error->message));
  value = *parsed.value;
  return true;
}

struct Run {
  GenerateRunOptions options;
  std::optional<double> time_limit;
  bool seed_given = false;
};

// The run the settings ask for, or false after a message on stderr.
bool read_settings(const GenerateSettings& settings, Run& run) {
  GenerateOptions& options = run.options.puzzle;
  std::uint64_t count = 0;
  std::uint64_t attempts = 0;
  if (!whole_option("-n/--count", settings.count, 1, kMostPuzzles, count) ||
      !whole_option("--max-attempts", settings.max_attempts, 1, kMostAttempts, attempts) ||
      !parsed_option("--symmetry", parse_symmetry(settings.symmetry), options.symmetry)) {
    return false;
  }
  run.options.count = count;
  options.max_attempts = static_cast<int>(attempts);
  run.seed_given = settings.seed.has_value();
  if (run.seed_given && !whole_option("--seed", *settings.seed, 0,
                                      std::numeric_limits<std::uint64_t>::max(), options.seed)) {
    return false;
  }
  if (settings.clues) {
    ClueRange clues;
    if (!parsed_option("--clues", parse_clue_range(*settings.clues), clues)) return false;
    options.min_clues = clues.min;
    options.max_clues = clues.max;
  }
  RatingBand band;
  if (settings.difficulty) {
    if (!parsed_option("--difficulty", parse_difficulty(*settings.difficulty), band)) {
      return false;
    }
    options.rating = band;
  }
  if (settings.rating) {
    if (!parsed_option("--rating", parse_rating_band(*settings.rating), band)) return false;
    options.rating = band;
  }
  if (settings.time_limit) {
    const Parsed<double> seconds = parse_seconds(*settings.time_limit);
    if (!seconds.ok()) return usage_error("--time-limit takes " + seconds.error->message);
    run.time_limit = seconds.value;
  }
  options.minimal = settings.minimal;
  options.with_rating = settings.with_rating;
  run.options.threads = settings.threads;
  return true;
}

std::string rating_text(const GeneratedPuzzle& generated) {
  return generated.rating ? to_text(*generated.rating) : std::string();
}

// The line format puts the solution and the rating after the puzzle on its line; the others
// print the solution below the puzzle and the rating on a line of its own.
std::string render(const GeneratedPuzzle& generated, Format format, bool with_solution) {
  const std::string rating = rating_text(generated);
  if (format == Format::line) {
    std::string comment = with_solution ? generated.solution.to_line() : std::string();
    if (!rating.empty()) comment += (comment.empty() ? "" : " ") + rating;
    return write_puzzle(generated.puzzle, format, comment);
  }
  std::string out = write_puzzle(generated.puzzle, format);
  if (with_solution) out += "\n" + write_puzzle(generated.solution, format);
  if (!rating.empty()) out += "rating " + rating + "\n";
  return out;
}

// "\rnonet generate: K of N puzzles, T s" on stderr, at most five times a second.
class ProgressLine {
 public:
  explicit ProgressLine(std::size_t count) : count_(count) {}

  void show(std::size_t made, bool now) {
    const auto at = SteadyClock::now();
    if (!now && at - shown_ < std::chrono::milliseconds(200)) return;
    shown_ = at;
    made_ = std::max(made_, made);
    fmt::print(stderr, "\rnonet generate: {} of {} puzzles, {:.1f} s", made_, count_,
               std::chrono::duration<double>(at - started_).count());
  }

 private:
  std::size_t count_;
  std::size_t made_ = 0;
  SteadyClock::time_point started_ = SteadyClock::now();
  SteadyClock::time_point shown_ = started_;
};

int run_generate(const GenerateSettings& settings) {
  Run run;
  if (!read_settings(settings, run)) return kExitUsage;
  GenerateOptions& options = run.options.puzzle;
  if (!run.seed_given) {
    std::random_device device;
    options.seed = (static_cast<std::uint64_t>(device()) << 32) ^ device();
    fmt::print(stderr, "nonet generate: seed {} (--seed {} repeats this run)\n", options.seed,
               options.seed);
  }
  const bool json = settings.format == "json";
  const auto format = format_from_name(settings.format).value_or(Format::line);
  const bool blocks = !json && format != Format::line && format != Format::leetcode;
  if (run.time_limit) {
    run.options.control.deadline = deadline_after(std::chrono::duration<double>(*run.time_limit));
  }
  const bool show_progress = isatty(STDERR_FILENO) == 1 && run.options.count > 1;
  ProgressLine progress(run.options.count);
  if (show_progress) {
    run.options.control.progress = [&progress](const Progress& done) {
      progress.show(done.done, false);
    };
  }

  // Output goes out as the puzzles come, flushed at least every tenth of a second.
  auto flushed = SteadyClock::now();
  const GenerateRunResult result = generate_run(run.options, [&](GenerateItem&& item) {
    if (blocks && item.index > 0) fmt::print("\n");
    if (json) {
      fmt::print("{}\n", item.puzzle ? to_json(*item.puzzle)
                                     : json_object_member("failure", to_json(*item.failure)));
    } else if (item.puzzle) {
      fmt::print("{}", render(*item.puzzle, format, settings.with_solution));
    } else {
      fmt::print("error: puzzle {}: {}\n", item.index + 1, item.failure->message());
    }
    if (SteadyClock::now() - flushed >= std::chrono::milliseconds(100)) {
      std::fflush(stdout);
      flushed = SteadyClock::now();
    }
  });
  std::fflush(stdout);
  if (show_progress) {
    progress.show(result.finished, true);
    fmt::print(stderr, "\n");
  }
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
               *settings.time_limit, result.finished, run.options.count);
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
  command->add_option("-n,--count", settings->count, "Puzzles to make, 1 to 100000000 (default 1)")
      ->type_name("N");
  command
      ->add_option("--seed", settings->seed,
                   "Seed of the run, a whole number in decimal digits (default: a random one, "
                   "printed on stderr)")
      ->type_name("S");
  command
      ->add_option("--symmetry", settings->symmetry,
                   "Symmetry of the givens: none (default), rot180, rot90, mirror, flip, "
                   "diagonal, antidiagonal, dihedral")
      ->type_name("NAME");
  command
      ->add_option("--clues", settings->clues,
                   "Number of givens, N or MIN..MAX (default 17..81: as few as removal reaches)")
      ->type_name("N|MIN..MAX");
  command->add_flag("--minimal", settings->minimal,
                    "Only minimal puzzles: removing any given would allow a second solution");
  command
      ->add_option(
          "--max-attempts", settings->max_attempts,
          "Solution grids to try per puzzle before giving up (default 1000); each gives up to "
          "32 puzzles when --difficulty, --rating, --clues or --minimal turn them down")
      ->type_name("N");
  command->add_option("-t,--threads", settings->threads, "Worker threads (default: all cores)")
      ->check(whole_number(1, kMaxThreads));
  command
      ->add_option("-f,--format", settings->format,
                   "Output format: line (default), grid, pretty, leetcode, python, or json (one "
                   "object a line: index, puzzle, solution, clues, attempts, rating)")
      ->check(CLI::IsMember({"line", "grid", "pretty", "leetcode", "python", "json"}));
  command->add_flag("--with-solution", settings->with_solution,
                    "Print each puzzle's solution too (after the puzzle on its line in the line "
                    "format, else below it)");
  auto* difficulty =
      command->add_option("--difficulty", settings->difficulty,
                          "Only puzzles of this level of the Sudoku Explainer scale: easy (ER "
                          "1.0-2.5), medium (2.6-4.0), hard (4.1-6.5), expert (6.6-8.0), extreme "
                          "(8.1 and up)");
  command
      ->add_option("--rating", settings->rating,
                   "Only puzzles whose SE rating ER lies in MIN..MAX (e.g. 7.0..7.5), or equals X; "
                   "1.0 to 12.0, one decimal at most")
      ->type_name("X|MIN..MAX")
      ->excludes(difficulty);
  command->add_flag("--with-rating", settings->with_rating,
                    "Print each puzzle's SE rating ER/EP/ED (after the puzzle in the line format)");
  command
      ->add_option("--time-limit", settings->time_limit,
                   "Stop after this many seconds (within about one more), print those made (the "
                   "first of the run, as without a limit) and exit 1 if short of --count")
      ->type_name("S");
  command->callback([settings, &run] { run = [settings] { return run_generate(*settings); }; });
}

}  // namespace nonet::cli
