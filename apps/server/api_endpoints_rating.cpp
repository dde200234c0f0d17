// /api/rate and /api/generate: the Sudoku Explainer rating and the generator.
#include <algorithm>
#include <chrono>
#include <random>
#include <string>

#include "api_endpoints.hpp"
#include "json_request.hpp"
#include "nonet/format.hpp"
#include "nonet/generate.hpp"
#include "nonet/rating.hpp"
#include "nonet/serialize.hpp"
#include "nonet/solve.hpp"

namespace nonet::server {
namespace {

std::uint64_t random_seed() {
  std::random_device device;
  return (std::uint64_t{device()} << 32) ^ device();
}

}  // namespace

ApiReply rate_endpoint(const nlohmann::json& request, const RunControl& control) {
  RequestFields fields(request, {"puzzle", "max_level", "steps"});
  const std::string text = fields.required_text("puzzle");
  const auto max_level = fields.whole_number("max_level", 0, 5);
  const auto steps = fields.flag("steps");
  if (fields.error()) return bad_request(*fields.error());
  const PuzzleRecord record = parse_puzzle(text);
  // As in `nonet rate`: a puzzle without exactly one solution has no rating, and says why.
  if (const auto why_not = check(record).error) return bad_request(*why_not);
  RatingOptions options;
  options.max_level = static_cast<int>(max_level.value_or(5));
  options.keep_steps = steps.value_or(false);
  options.control = control;
  const SeRating rating = rate_se(record.grid, options);
  if (rating.stop_reason) return stopped_reply(*rating.stop_reason);
  return ok_reply(to_json(rating));
}

ApiReply generate_endpoint(const nlohmann::json& request, const RunControl& control) {
  RequestFields fields(request, {"count", "seed", "symmetry", "clues", "max_attempts", "difficulty",
                                 "rating", "time_limit", "minimal", "with_rating"});
  GenerateRequest asked{.count = fields.option_text("count"),
                        .seed = fields.option_text("seed"),
                        .symmetry = fields.text("symmetry"),
                        .clues = fields.option_text("clues"),
                        .max_attempts = fields.option_text("max_attempts"),
                        .difficulty = fields.text("difficulty"),
                        .rating = fields.option_text("rating"),
                        .time_limit = fields.option_text("time_limit")};
  const auto minimal = fields.flag("minimal");
  const auto with_rating = fields.flag("with_rating");
  if (fields.error()) return bad_request(*fields.error());
  if (asked.difficulty && asked.rating) {
    return bad_request({.code = ErrorCode::invalid_argument,
                        .message = "'difficulty' and 'rating' exclude each other"});
  }
  GenerateRequestReading run = parse_generate_request(asked);
  if (run.bad_field) {
    Error error = *run.error;
    error.message = "'" + std::string(generate_field_name(*run.bad_field)) + "': " + error.message;
    return bad_request(error);
  }
  if (run.options.count > kMostGeneratedPuzzles) {
    return bad_request({.code = ErrorCode::invalid_argument,
                        .message = "'count' must be at most " +
                                   std::to_string(kMostGeneratedPuzzles) + " in one request"});
  }
  run.options.puzzle.minimal = minimal.value_or(false);
  run.options.puzzle.with_rating = with_rating.value_or(false);
  if (!asked.seed) run.options.puzzle.seed = random_seed();
  run.options.threads = 1;  // the server's threads serve requests side by side
  run.options.control = control;
  // The caller's own time limit ends the run with what it made; the server's --timeout is a 503.
  const bool own_limit_first =
      run.time_limit &&
      (!control.deadline ||
       deadline_after(std::chrono::duration<double>(*run.time_limit)) < *control.deadline);
  if (own_limit_first) {
    run.options.control.deadline = deadline_after(std::chrono::duration<double>(*run.time_limit));
  }
  const GenerateRunResult result = generate_run(run.options);
  if (result.error) {
    const ErrorCode why = result.error->code;
    if (why == ErrorCode::invalid_argument) return bad_request(*result.error);
    const bool server_stopped = why == ErrorCode::cancelled || !own_limit_first;
    if (server_stopped) return stopped_reply(why);
  }
  return ok_reply(to_json(result));
}

}  // namespace nonet::server
