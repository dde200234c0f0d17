// nonet solve: print the solution of each puzzle, in the puzzle's own format.
#include <fmt/core.h>
#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdio>
#include <optional>

#include "batch.hpp"
#include "commands.hpp"
#include "common_options.hpp"
#include "grid_output.hpp"
#include "nonet/control.hpp"
#include "nonet/format.hpp"
#include "nonet/serialize.hpp"
#include "nonet/solve.hpp"
#include "options.hpp"
#include "read_options.hpp"
#include "report.hpp"
#include "result_form.hpp"

namespace nonet::cli {
namespace {

enum SolveTally : std::size_t { kSolved, kMultiple, kFailed, kOverLimit, kGuesses };

// Bounds what one puzzle may print (100,000 pretty grids are about 33 MB).
constexpr std::size_t kMaxPrintedSolutions = 100'000;
// What the chunks under way may hold in printed solutions, whatever the thread count and however
// slowly standard output is read.
constexpr std::size_t kPrintedBytesInFlight = std::size_t{64} << 20;
// A solution in the widest format (python, ~430 bytes), counted twice: a chunk's text may grow
// to twice what it holds.
constexpr std::size_t kBytesPerPrintedSolution = 1024;

// With --limit N each chunk is one puzzle that may print N grids: few enough such chunks at once
// that their text stays within kPrintedBytesInFlight (never fewer than 2).
std::size_t chunks_for_limit(std::size_t limit, unsigned threads) {
  const std::size_t fit = kPrintedBytesInFlight / (limit * kBytesPerPrintedSolution);
  return std::clamp<std::size_t>(fit, 2, 4 * std::size_t{threads} + 2);
}

struct SolveSettings {
  std::vector<std::string> inputs;
  GridOutputSettings output;  // format_name: a puzzle format, json, jsonl or csv
  std::size_t limit = 0;      // 0: print one solution (and note puzzles that have more)
  unsigned threads = default_threads();
  bool stats = false;  // --stats: a summary of the run on stderr, as qqwing's --stats
  bool timer = false;  // --timer: the run's time on stderr, as qqwing's --timer
};

void print_failure(std::string_view input, const PuzzleRecord& record, Error error,
                   TextOutput& out) {
  if (error.line == 0) error.line = record.line;
  out.add("error: " + problem_text(input, error) + "\n", false);
  ++out.tally[kFailed];
}

// --format json, jsonl or csv: one record a puzzle, the solve result beside the puzzle.
void print_record(const ResultForm& form, std::string_view input, const PuzzleRecord& record,
                  std::size_t search_limit, TextOutput& out) {
  const JsonOrigin origin{.input = input, .line = record.line};
  if (!record.ok()) {
    out.add(form.failure(origin, nullptr, status_name(Status::invalid), *record.error, ""), false);
    ++out.tally[kFailed];
    return;
  }
  const auto result = solve(record.grid, SolveOptions{.limit = search_limit});
  const bool solved = result.status != Status::invalid && result.status != Status::none;
  out.add(form.result(origin, record.grid, status_name(result.status), "", {to_json(result)},
                      to_csv(result)),
          false);
  ++out.tally[solved ? kSolved : kFailed];
  if (result.status == Status::multiple) ++out.tally[kMultiple];
  out.tally[kGuesses] += result.guesses;
}

// The first solution found. By default the search goes on to a second one, to note puzzles that
// have more; `--limit 1` stops at the first and makes no claim about uniqueness.
void print_first_solution(std::string_view input, const PuzzleRecord& record, Format format,
                          std::size_t search_limit, TextOutput& out) {
  const auto result = solve(record.grid, SolveOptions{.limit = search_limit});
  if (result.status == Status::invalid || result.status == Status::none) {
    print_failure(input, record, *why_not_unique(result), out);
    return;
  }
  out.add_puzzle(result.solution, format, record.comment);
  ++out.tally[kSolved];
  if (result.status == Status::multiple) ++out.tally[kMultiple];
  out.tally[kGuesses] += result.guesses;
}

// --limit N: up to N solutions, printed as one group so that groups stay apart (a blank line
// between puzzles). One more solution is sought to tell whether the list is complete.
void print_solutions(std::string_view input, const PuzzleRecord& record, Format format,
                     std::size_t limit, TextOutput& out) {
  if (auto clash = check_givens(record)) {
    print_failure(input, record, std::move(*clash), out);
    return;
  }
  std::size_t printed = 0;
  out.start_group();
  const auto found = enumerate_solutions(record.grid, limit + 1, [&](const Grid& solution) {
    if (printed < limit) {
      out.add_to_group(solution, format, record.comment);
      ++printed;
    }
    return true;
  });
  if (found == 0) {
    const SolveResult nothing_found;  // status none
    print_failure(input, record, *why_not_unique(nothing_found), out);
    return;
  }
  ++out.tally[kSolved];
  if (found > 1) ++out.tally[kMultiple];
  if (found > limit) ++out.tally[kOverLimit];
}

int run_solve(SolveSettings& settings) {
  if (!resolve_inputs("solve", settings.inputs)) return kExitUsage;
  const auto started = SteadyClock::now();
  const bool several = settings.limit > 1;
  const auto record_form = output_form_from_name(settings.output.format_name);
  std::optional<ResultForm> records;
  if (record_form && !puzzle_format_of(*record_form)) {
    if (several) {
      std::fprintf(stderr,
                   "nonet solve: --limit N above 1 prints grids; it takes a puzzle format, "
                   "not --format %s\n",
                   settings.output.format_name.c_str());
      return kExitUsage;
    }
    records.emplace(*record_form, solve_csv_columns());
    std::fputs(records->header().c_str(), stdout);
  }
  const auto result = run_batch(
      settings.inputs,
      {.threads = settings.threads,
       .chunk_size = several ? 1u : 256u,
       .max_chunks_in_flight = several ? chunks_for_limit(settings.limit, settings.threads) : 0},
      [&](std::string_view input, const PuzzleRecord& record, TextOutput& out) {
        if (records) {
          print_record(*records, input, record, settings.limit == 1 ? 1u : 2u, out);
          return;
        }
        if (!record.ok()) {
          print_failure(input, record, *record.error, out);
          return;
        }
        const Format format = output_format(settings.output, record.format);
        if (several) {
          print_solutions(input, record, format, settings.limit, out);
        } else {
          print_first_solution(input, record, format, settings.limit == 1 ? 1u : 2u, out);
        }
      });
  const auto& tally = result.tally;
  if (tally[kMultiple] > 0 && !several && !quiet()) {
    fmt::print(stderr,
               "nonet: {} puzzle{} more than one solution; the first found is printed "
               "(--limit N prints up to N)\n",
               tally[kMultiple], tally[kMultiple] == 1 ? " has" : "s have");
  }
  if (tally[kOverLimit] > 0 && !quiet()) {
    fmt::print(stderr, "nonet: {} puzzle{} more than {} solutions; the first {} are printed\n",
               tally[kOverLimit], tally[kOverLimit] == 1 ? " has" : "s have", settings.limit,
               settings.limit);
  }
  if (tally[kFailed] > 0 && !quiet()) {
    const auto total = tally[kFailed] + tally[kSolved];
    fmt::print(stderr, "nonet: {} of {} puzzle{} could not be solved (see the 'error:' lines)\n",
               tally[kFailed], total, total == 1 ? "" : "s");
  }
  const std::size_t puzzles = tally[kSolved] + tally[kFailed];
  if (settings.stats) {
    fmt::print(stderr,
               "nonet solve: {} puzzle{}: {} solved ({} with more than one solution), {} not "
               "solved; {} guesses{}\n",
               puzzles, puzzles == 1 ? "" : "s", tally[kSolved], tally[kMultiple], tally[kFailed],
               tally[kGuesses],
               // Enumerating (--limit above 1) does not count guesses.
               several ? " (not counted with --limit above 1)" : "");
  }
  if (settings.timer) print_run_time("solve", puzzles, SteadyClock::now() - started);
  return exit_code_of(result, tally[kFailed] > 0);
}

}  // namespace

void add_solve_command(CLI::App& app, Action& run) {
  auto settings = std::make_shared<SolveSettings>();
  auto* command = app.add_subcommand(
      "solve",
      "Solve each puzzle and print its solution in the puzzle's own format, in input order. A "
      "puzzle that cannot be solved gets a line 'error: FILE:LINE: why' in its place.");
  add_inputs_option(*command, settings->inputs);
  add_format_option(
      *command, settings->output.format_name, kResultForms,
      "Output form: line, grid, pretty, leetcode or python: the solution in that puzzle format "
      "(default: the format each puzzle came in); json or jsonl: one JSON object a line (input, "
      "line, puzzle, status, solution, solutions, guesses, conflicts); csv: " +
          csv_header_help(solve_csv_columns()) + ", then one row a puzzle");
  add_read_options(*command);
  command
      ->add_option("-l,--limit", settings->limit,
                   "Look for up to N solutions of each puzzle and print them, a blank line "
                   "between puzzles. 1 stops at the first solution and says nothing about "
                   "others (fastest). Default: print the first solution, and note on stderr "
                   "the puzzles that have more")
      ->check(whole_number(1, kMaxPrintedSolutions));
  command->add_option("-t,--threads", settings->threads, "Worker threads (default: all cores)")
      ->check(whole_number(1, kMaxThreads));
  command->add_flag("--stats", settings->stats,
                    "Print a summary on stderr: puzzles solved, with several solutions, not "
                    "solved, and the engine's guesses (as qqwing's --stats)");
  command->add_flag("--timer", settings->timer,
                    "Print the run's time on stderr: seconds, puzzles a second (as qqwing's "
                    "--timer)");
  command->callback([settings, &run] { run = [settings] { return run_solve(*settings); }; });
}

}  // namespace nonet::cli
