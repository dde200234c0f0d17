// JSON of Sudoku Explainer ratings and of generated puzzles and runs.
#include "serialize/json_values.hpp"

namespace nonet {
namespace detail {

nlohmann::json se_rating_value(const SeRating& rating) {
  nlohmann::json value = {{"status", rating_status_name(rating.status)}};
  switch (rating.status) {
    case RatingStatus::rated:
      value["er"] = rating_value(rating.er);
      value["ep"] = rating_value(rating.ep);
      value["ed"] = rating_value(rating.ed);
      value["level"] = rating_level(rating.er);
      break;
    case RatingStatus::above_limit:
    case RatingStatus::stopped:
      value["er"] = rating_value(rating.er);  // a lower bound: the hardest step rated so far
      break;
    case RatingStatus::invalid:
    case RatingStatus::unsolved:
      break;
  }
  if (rating.stop_reason) value["stop_reason"] = error_code_name(*rating.stop_reason);
  if (!rating.steps.empty()) {
    nlohmann::json steps = nlohmann::json::array();
    for (const Step& step : rating.steps) steps.push_back(step_value(step));
    value["steps"] = std::move(steps);
  }
  return value;
}

nlohmann::json generated_puzzle_value(const GeneratedPuzzle& puzzle) {
  nlohmann::json value = {{"index", puzzle.index},
                          {"puzzle", puzzle.puzzle.to_line()},
                          {"solution", puzzle.solution.to_line()},
                          {"clues", puzzle.puzzle.given_count()},
                          {"attempts", puzzle.attempts}};
  if (puzzle.rating) value["rating"] = se_rating_value(*puzzle.rating);
  return value;
}

nlohmann::json generate_failure_value(const GenerateFailure& failure) {
  return {{"index", failure.index}, {"attempts", failure.attempts}, {"message", failure.message()}};
}

}  // namespace detail

std::string to_json(const SeRating& rating) {
  return detail::dump(detail::se_rating_value(rating));
}

std::string to_json(const GeneratedPuzzle& puzzle) {
  return detail::dump(detail::generated_puzzle_value(puzzle));
}

std::string to_json(const GenerateFailure& failure) {
  return detail::dump(detail::generate_failure_value(failure));
}

std::string to_json(const GenerateRunResult& result) {
  nlohmann::json puzzles = nlohmann::json::array();
  for (const GeneratedPuzzle& puzzle : result.puzzles) {
    puzzles.push_back(detail::generated_puzzle_value(puzzle));
  }
  nlohmann::json failures = nlohmann::json::array();
  for (const GenerateFailure& failure : result.failures) {
    failures.push_back(detail::generate_failure_value(failure));
  }
  const nlohmann::json value = {
      {"finished", result.finished},     {"made", result.made},
      {"complete", result.complete()},   {"puzzles", std::move(puzzles)},
      {"failures", std::move(failures)}, {"error", detail::optional_error_value(result.error)}};
  return detail::dump(value);
}

}  // namespace nonet
