// nonet generate: new puzzles with one solution, by seed, symmetry, clue count, minimality.
#include <fmt/core.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <exception>
#include <mutex>
#include <random>
#include <thread>

#include "batch.hpp"
#include "commands.hpp"
#include "nonet/format.hpp"
#include "nonet/generate.hpp"
#include "nonet/rating.hpp"
#include "nonet/solve.hpp"
#include "report.hpp"

namespace nonet::cli {
namespace {

struct GenerateSettings {
  std::size_t count = 1;
  std::optional<std::uint64_t> seed;
  std::string symmetry = "none";
  std::string clues;  // "N" or "MIN..MAX"
  bool minimal = false;
  int max_attempts = 1000;
  unsigned threads = default_threads();
  std::string format = "line";
  bool with_solution = false;
  std::string difficulty;  // a level name
  std::string rating;      // "X" or "MIN..MAX", SE scale
  bool with_rating = false;
  double time_limit = 0;  // seconds; 0: none
};

// "7.1" -> 71; the SE scale has one decimal.
std::optional<RatingTenths> parse_tenths(const std::string& text) {
  try {
    std::size_t used = 0;
    const double value = std::stod(text, &used);
    if (used != text.size() || value < 1.0 || value > 20.0) return std::nullopt;
    return static_cast<RatingTenths>(value * 10.0 + 0.5);
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

// "6.6..8.0" or "7.1" (a band of one value).
std::optional<RatingBand> parse_rating_band(const std::string& text) {
  const auto dots = text.find("..");
  const auto low = parse_tenths(text.substr(0, dots));
  const auto high = dots == std::string::npos ? low : parse_tenths(text.substr(dots + 2));
  if (!low || !high) return std::nullopt;
  return RatingBand{*low, *high};
}

std::string rating_text(const GeneratedPuzzle& generated) {
  if (!generated.rating) return {};
  const SeRating& r = *generated.rating;
  if (r.status != RatingStatus::kRated) return "20.0/20.0/20.0";
  return format_rating(r.er) + "/" + format_rating(r.ep) + "/" + format_rating(r.ed);
}

// "25" -> 25..25, "22..30" -> 22..30.
bool parse_clue_range(const std::string& text, int& low, int& high) {
  const auto dots = text.find("..");
  try {
    std::size_t used = 0;
    if (dots == std::string::npos) {
      low = high = std::stoi(text, &used);
      return used == text.size();
    }
    low = std::stoi(text.substr(0, dots), &used);
    if (used != dots) return false;
    const std::string rest = text.substr(dots + 2);
    high = std::stoi(rest, &used);
    return used == rest.size();
  } catch (const std::exception&) {
    return false;
  }
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

int run_generate(GenerateSettings& settings) {
  GenerateOptions options;
  const auto symmetry = symmetry_from_name(settings.symmetry);
  options.symmetry = symmetry.value_or(Symmetry::none);
  options.minimal = settings.minimal;
  options.max_attempts = settings.max_attempts;
  if (!settings.clues.empty() &&
      !parse_clue_range(settings.clues, options.min_clues, options.max_clues)) {
    fmt::print(stderr, "nonet generate: --clues takes N or MIN..MAX (e.g. 22..28), not '{}'\n",
               settings.clues);
    return kExitUsage;
  }
  if (!settings.difficulty.empty()) {
    options.rating = rating_band(settings.difficulty);
    if (!options.rating) {
      fmt::print(stderr,
                 "nonet generate: --difficulty takes easy, medium, hard, expert or extreme, not "
                 "'{}'\n",
                 settings.difficulty);
      return kExitUsage;
    }
  }
  if (!settings.rating.empty()) {
    options.rating = parse_rating_band(settings.rating);
    if (!options.rating) {
      fmt::print(stderr,
                 "nonet generate: --rating takes an SE rating X or MIN..MAX between 1.0 and 20.0 "
                 "(e.g. 6.6..8.0), not '{}'\n",
                 settings.rating);
      return kExitUsage;
    }
  }
  options.with_rating = settings.with_rating;
  if (settings.seed) {
    options.seed = *settings.seed;
  } else {
    std::random_device device;
    options.seed = (static_cast<std::uint64_t>(device()) << 32) ^ device();
    fmt::print(stderr, "nonet generate: seed {} (--seed {} repeats this run)\n", options.seed,
               options.seed);
  }
  const auto format = format_from_name(settings.format).value_or(Format::line);
  const bool blocks = format != Format::line && format != Format::leetcode;
  const bool show_progress = isatty(STDERR_FILENO) == 1 && settings.count > 1;
  using Clock = std::chrono::steady_clock;
  const auto started = Clock::now();
  const auto seconds_since_start = [&] {
    return std::chrono::duration<double>(Clock::now() - started).count();
  };
  const bool timed = settings.time_limit > 0;
  const auto deadline =
      started + std::chrono::duration_cast<Clock::duration>(
                    std::chrono::duration<double>(timed ? settings.time_limit : 0.0));
  std::atomic<std::size_t> made{0};
  auto last_progress = started;
  const auto print_progress = [&](bool force) {
    const auto now = Clock::now();
    if (!force && now - last_progress < std::chrono::milliseconds(200)) return;
    last_progress = now;
    fmt::print(stderr, "\rnonet generate: {} of {} puzzles, {:.1f} s", made.load(), settings.count,
               seconds_since_start());
  };

  // Puzzle i depends only on the seed and i, so the threads share out indices and the output is
  // the same for any thread count. Past the time limit no new puzzle is started; those started
  // finish, so what is printed is always the first puzzles of the run.
  const std::size_t batch = std::max<std::size_t>(64, 8 * settings.threads);
  std::size_t failed = 0;
  bool out_of_time = false;
  try {
    for (std::size_t first = 0; first < settings.count && !out_of_time; first += batch) {
      const std::size_t size = std::min(batch, settings.count - first);
      std::vector<std::optional<GeneratedPuzzle>> results(size);
      std::atomic<std::size_t> next{0};
      std::atomic<bool> stopped{false};
      std::exception_ptr error;
      std::mutex error_mutex;
      const auto work = [&](bool reports) {
        try {
          for (;;) {
            if (timed && Clock::now() >= deadline) {
              stopped = true;
              return;
            }
            const std::size_t k = next++;
            if (k >= size) return;
            results[k] = generate(options, first + k);
            ++made;
            if (reports && show_progress) print_progress(false);
          }
        } catch (...) {
          const std::lock_guard lock(error_mutex);
          error = std::current_exception();
        }
      };
      std::vector<std::thread> workers;
      for (unsigned t = 1; t < std::min<std::size_t>(settings.threads, size); ++t)
        workers.emplace_back(work, false);
      work(true);
      for (auto& worker : workers) worker.join();
      if (error) std::rethrow_exception(error);
      // Indices are taken in order and every taken one is finished: the done ones come first.
      const std::size_t done = std::min(next.load(), size);
      out_of_time = stopped && first + done < settings.count;
      for (std::size_t k = 0; k < done; ++k) {
        if (blocks && first + k > 0) fmt::print("\n");
        if (results[k]) {
          fmt::print("{}", render(*results[k], format, settings.with_solution));
        } else {
          ++failed;
          fmt::print("error: puzzle {}: no puzzle met the options in {} attempts\n", first + k + 1,
                     options.max_attempts);
        }
      }
      std::fflush(stdout);
      if (show_progress) print_progress(true);
    }
  } catch (const std::invalid_argument& e) {
    fmt::print(stderr, "nonet generate: {}\n", e.what());
    return kExitUsage;
  }
  if (show_progress) fmt::print(stderr, "\n");
  if (failed > 0) {
    fmt::print(stderr,
               "nonet generate: {} puzzle{} could not be made within --max-attempts {}; widen "
               "--clues or --rating, or drop --minimal\n",
               failed, failed == 1 ? "" : "s", options.max_attempts);
  }
  if (out_of_time) {
    fmt::print(stderr,
               "nonet generate: stopped at --time-limit {} s after {} of {} puzzles (the first of "
               "this seed and options, as a run without the limit makes them)\n",
               settings.time_limit, made.load(), settings.count);
    return kExitBadPuzzle;
  }
  return failed > 0 ? kExitBadPuzzle : kExitOk;
}

std::vector<std::string> symmetry_names() {
  std::vector<std::string> names;
  for (Symmetry s : all_symmetries()) names.emplace_back(symmetry_name(s));
  return names;
}

}  // namespace

void add_generate_command(CLI::App& app, Action& run) {
  auto settings = std::make_shared<GenerateSettings>();
  auto* command = app.add_subcommand(
      "generate",
      "Make new puzzles with exactly one solution, one a line. The same --seed and options give "
      "the same puzzles on any machine and with any --threads.");
  command->add_option("-n,--count", settings->count, "Puzzles to make (default 1)")
      ->check(CLI::Range(std::size_t{1}, std::size_t{100'000'000}));
  command->add_option("--seed", settings->seed,
                      "Seed of the run (default: a random one, printed on stderr)");
  command
      ->add_option("--symmetry", settings->symmetry,
                   "Symmetry of the givens: none (default), rot180, rot90, mirror, flip, "
                   "diagonal, antidiagonal, dihedral")
      ->check(CLI::IsMember(symmetry_names()));
  command->add_option("--clues", settings->clues,
                      "Number of givens, N or MIN..MAX (default 17..81: as few as removal "
                      "reaches)");
  command->add_flag("--minimal", settings->minimal,
                    "Only minimal puzzles: removing any given would allow a second solution");
  command
      ->add_option(
          "--max-attempts", settings->max_attempts,
          "Solution grids to try per puzzle before giving up (default 1000); each gives up to "
          "32 puzzles when --difficulty, --rating, --clues or --minimal turn them down")
      ->check(CLI::Range(1, 100'000'000));
  command->add_option("-t,--threads", settings->threads, "Worker threads (default: all cores)")
      ->check(CLI::Range(1u, 1024u));
  command
      ->add_option("-f,--format", settings->format,
                   "Output format: line (default), grid, pretty, leetcode or python")
      ->check(CLI::IsMember({"line", "grid", "pretty", "leetcode", "python"}));
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
                   "Only puzzles whose SE rating ER lies in MIN..MAX (e.g. 7.0..7.5), or equals X")
      ->excludes(difficulty);
  command->add_flag("--with-rating", settings->with_rating,
                    "Print each puzzle's SE rating ER/EP/ED (after the puzzle in the line format)");
  command
      ->add_option("--time-limit", settings->time_limit,
                   "Stop starting puzzles after this many seconds, print those made (the first "
                   "of the run, as without a limit) and exit 1 if short of --count")
      ->check(CLI::PositiveNumber);
  command->callback([settings, &run] { run = [settings] { return run_generate(*settings); }; });
}

}  // namespace nonet::cli
