// The C calls that answer in JSON (the library's serialiser), and nonet_free(); the count's is
// in c_count.cpp.
#include <cstdlib>

#include "api/c_control.hpp"
#include "api/c_support.hpp"
#include "nonet/rating.hpp"
#include "nonet/serialize.hpp"
#include "nonet/solve.hpp"

extern "C" {

char* nonet_solve_json(const char* puzzle, nonet_error* error) {
  using namespace nonet::capi;
  return guarded_json(error, [&]() -> std::optional<std::string> {
    const auto grid = read_puzzle(puzzle, error);
    if (!grid) return std::nullopt;
    return nonet::to_json(nonet::solve(*grid));
  });
}

char* nonet_check_json(const char* puzzle, nonet_error* error) {
  using namespace nonet::capi;
  return guarded_json(error, [&]() -> std::optional<std::string> {
    const auto grid = read_puzzle(puzzle, error);
    if (!grid) return std::nullopt;
    return nonet::to_json(nonet::check(*grid));
  });
}

char* nonet_rate_json(const char* puzzle, int max_level, int with_steps,
                      const nonet_control* control, nonet_error* error) {
  using namespace nonet::capi;
  return guarded_json(error, [&]() -> std::optional<std::string> {
    if (max_level < 0 || max_level > 5) {
      fail(error, NONET_E_INVALID_ARGUMENT,
           "max_level must be 0..5, got " + std::to_string(max_level));
      return std::nullopt;
    }
    const auto grid = read_puzzle(puzzle, error);
    if (!grid) return std::nullopt;
    const nonet::SeRating rating = nonet::rate_se(
        *grid,
        {.max_level = max_level, .keep_steps = with_steps != 0, .control = run_control(control)});
    if (rating.status == nonet::RatingStatus::invalid) {
      const nonet::CheckResult checked = nonet::check(*grid);
      fail(error, checked.error.value_or(nonet::Error{.code = nonet::ErrorCode::internal,
                                                      .message = "the rater refused the puzzle"}));
      return std::nullopt;
    }
    // A rating cut short is still an answer: the JSON says so, and so does `error`.
    std::string json = nonet::to_json(rating);
    if (rating.stop_reason) fail_stopped(error, *rating.stop_reason, "the rating");
    return json;
  });
}

void nonet_free(void* text) {
  std::free(text);
}

}  // extern "C"
