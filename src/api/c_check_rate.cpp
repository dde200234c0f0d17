// The C calls for error names, checking and rating.
#include <array>
#include <stdexcept>

#include "api/c_control.hpp"
#include "api/c_support.hpp"
#include "nonet/rating.hpp"
#include "nonet/solve.hpp"

namespace {

int status_code(nonet::Status status) {
  switch (status) {
    case nonet::Status::unique:
      return NONET_UNIQUE;
    case nonet::Status::multiple:
      return NONET_MULTIPLE;
    case nonet::Status::none:
      return NONET_NONE;
    case nonet::Status::found:  // never: the C API's searches look for a second solution
      throw std::logic_error("internal error: a C API search stopped at the first solution");
    case nonet::Status::invalid:
      break;
  }
  return NONET_INVALID;
}

}  // namespace

extern "C" {

const char* nonet_error_name(int code) {
  static constexpr std::array<const char*, 11> kNames = {
      "ok",          "bad_input",          "clashing_givens",
      "no_solution", "multiple_solutions", "invalid_argument",
      "cancelled",   "deadline_exceeded",  "io_error",
      "internal",    "buffer_too_small"};
  if (code < 0 || code >= static_cast<int>(kNames.size())) return "unknown";
  return kNames[static_cast<std::size_t>(code)];
}

int nonet_check(const char* puzzle, int* status, char* solution, size_t solution_size,
                nonet_error* error) {
  using namespace nonet::capi;
  return guarded(error, [&]() -> int {
    if (status == nullptr) return fail(error, NONET_E_INVALID_ARGUMENT, "status is NULL");
    *status = NONET_BAD_INPUT;
    if (solution != nullptr) copy_text("", solution, solution_size);
    if (solution != nullptr && solution_size < NONET_GRID_SIZE) {
      return fail(error, NONET_E_BUFFER_TOO_SMALL,
                  "the solution buffer needs 82 bytes, got " + std::to_string(solution_size));
    }
    const auto grid = read_puzzle(puzzle, error);
    if (!grid) return error != nullptr ? error->code : NONET_E_BAD_INPUT;
    const nonet::CheckResult result = nonet::check(*grid);
    *status = status_code(result.status);
    const bool solved = nonet::has_solution(result.status);
    if (solved && solution != nullptr)
      copy_text(result.solution.to_line(), solution, solution_size);
    // The reason a puzzle is not unique is an answer, not a failure: reported, yet NONET_OK.
    if (result.error) fail(error, *result.error);
    return NONET_OK;
  });
}

int nonet_rate(const char* puzzle, int max_level, nonet_rating* rating,
               const nonet_control* control, nonet_error* error) {
  using namespace nonet::capi;
  return guarded(error, [&]() -> int {
    if (rating == nullptr) return fail(error, NONET_E_INVALID_ARGUMENT, "rating is NULL");
    *rating = nonet_rating{};
    rating->status = NONET_RATING_INVALID;
    if (max_level < 0 || max_level > 5) {
      return fail(error, NONET_E_INVALID_ARGUMENT,
                  "max_level must be 0..5, got " + std::to_string(max_level));
    }
    const auto grid = read_puzzle(puzzle, error);
    if (!grid) return error != nullptr ? error->code : NONET_E_BAD_INPUT;
    const nonet::SeRating result =
        nonet::rate_se(*grid, {.max_level = max_level, .control = run_control(control)});
    if (result.status == nonet::RatingStatus::invalid) {
      // SE ratings need exactly one solution: say which way the puzzle misses it.
      const nonet::CheckResult checked = nonet::check(*grid);
      if (checked.error) return fail(error, *checked.error);
      return fail(error, NONET_E_INTERNAL, "the rater refused a puzzle with one solution");
    }
    rating->status = static_cast<int>(result.status);
    if (result.status == nonet::RatingStatus::unsolved) return NONET_OK;  // er/ep/ed stay 0
    // A stopped rating keeps the hardest step so far: a lower bound the caller may want.
    rating->er = result.er;
    rating->ep = result.ep;
    rating->ed = result.ed;
    rating->er_value = result.er / 10.0;
    rating->ep_value = result.ep / 10.0;
    rating->ed_value = result.ed / 10.0;
    if (result.stop_reason) return fail_stopped(error, *result.stop_reason, "the rating");
    return NONET_OK;
  });
}

}  // extern "C"
