// The C calls for generating puzzles: options from C, a run on the library, lines or JSON out.
#include <limits>

#include "api/c_control.hpp"
#include "api/c_support.hpp"
#include "nonet/generate.hpp"
#include "nonet/serialize.hpp"

namespace {

using nonet::capi::fail;

constexpr unsigned kMaxThreads = 1024;  // the CLI's --threads range

// The library's run options for `options`, or nullopt with `error` filled.
std::optional<nonet::GenerateRunOptions> run_options(const nonet_generate_options* options,
                                                     const nonet_control* control,
                                                     nonet_error* error) {
  if (options == nullptr) {
    fail(error, NONET_E_INVALID_ARGUMENT, "options is NULL");
    return std::nullopt;
  }
  // nonet_symmetry numbers the library's Symmetry values in their order.
  if (options->symmetry < 0 || options->symmetry > static_cast<int>(nonet::Symmetry::dihedral)) {
    fail(error, NONET_E_INVALID_ARGUMENT,
         "symmetry must be 0..7, got " + std::to_string(options->symmetry));
    return std::nullopt;
  }
  if (options->count < 1) {
    fail(error, NONET_E_INVALID_ARGUMENT, "count must be at least 1");
    return std::nullopt;
  }
  if (options->threads < 1 || options->threads > kMaxThreads) {
    fail(error, NONET_E_INVALID_ARGUMENT,
         "threads must be 1..1024, got " + std::to_string(options->threads));
    return std::nullopt;
  }
  // NaN fails both comparisons, so it is refused with the negative numbers.
  if (!(options->time_limit >= 0.0)) {
    fail(error, NONET_E_INVALID_ARGUMENT, "time_limit must be 0 (none) or a positive number");
    return std::nullopt;
  }
  nonet::GenerateRunOptions run;
  run.puzzle.seed = options->seed;
  run.puzzle.symmetry = static_cast<nonet::Symmetry>(options->symmetry);
  run.puzzle.min_clues = options->min_clues;
  run.puzzle.max_clues = options->max_clues;
  run.puzzle.minimal = options->minimal != 0;
  if (options->min_rating != 0 || options->max_rating != 0) {
    run.puzzle.rating = nonet::RatingBand{options->min_rating, options->max_rating};
  }
  run.count = static_cast<std::size_t>(options->count);
  run.threads = options->threads;
  run.control = nonet::capi::run_control(control);
  if (options->time_limit > 0.0) {
    const auto limit = nonet::deadline_after(std::chrono::duration<double>(options->time_limit));
    if (!run.control.deadline || limit < *run.control.deadline) run.control.deadline = limit;
  }
  if (const auto problem = nonet::check_options(run.puzzle)) {
    fail(error, *problem);
    return std::nullopt;
  }
  return run;
}

}  // namespace

extern "C" {

void nonet_generate_options_init(nonet_generate_options* options) {
  if (options == nullptr) return;
  *options = nonet_generate_options{};
  options->count = 1;
  options->symmetry = NONET_SYMMETRY_NONE;
  options->min_clues = 17;
  options->max_clues = 81;
  options->threads = 1;
}

int nonet_generate(const nonet_generate_options* options, char* puzzles, size_t puzzles_size,
                   unsigned long long* made, const nonet_control* control, nonet_error* error) {
  using namespace nonet::capi;
  return guarded(error, [&]() -> int {
    if (made != nullptr) *made = 0;
    if (puzzles == nullptr) return fail(error, NONET_E_INVALID_ARGUMENT, "puzzles is NULL");
    copy_text("", puzzles, puzzles_size);
    const auto run = run_options(options, control, error);
    if (!run) return error != nullptr ? error->code : NONET_E_INVALID_ARGUMENT;
    constexpr std::size_t kLineBytes = 82;  // 81 cells and '\n'
    if (run->count > (std::numeric_limits<std::size_t>::max() - 1) / kLineBytes ||
        puzzles_size < run->count * kLineBytes + 1) {
      return fail(
          error, NONET_E_BUFFER_TOO_SMALL,
          "puzzles needs 82 bytes a puzzle and 1 more, got " + std::to_string(puzzles_size));
    }
    std::size_t written = 0;
    const nonet::GenerateRunResult result =
        nonet::generate_run(*run, [&](nonet::GenerateItem&& item) {
          if (!item.puzzle) return;  // max attempts spent on this index: skipped
          const std::string line = item.puzzle->puzzle.to_line() + "\n";
          line.copy(puzzles + written, line.size());
          written += line.size();
          puzzles[written] = '\0';
          if (made != nullptr) ++*made;
        });
    if (result.error) return fail(error, *result.error);
    return NONET_OK;
  });
}

char* nonet_generate_json(const nonet_generate_options* options, const nonet_control* control,
                          nonet_error* error) {
  using namespace nonet::capi;
  return guarded_json(error, [&]() -> std::optional<std::string> {
    const auto run = run_options(options, control, error);
    if (!run) return std::nullopt;
    const nonet::GenerateRunResult result = nonet::generate_run(*run);
    // A run cut short is still an answer: the JSON says so, and so does `error`.
    std::string json = nonet::to_json(result);
    if (result.error) fail(error, *result.error);
    return json;
  });
}

}  // extern "C"
