// Every endpoint with real puzzles: the server's answer is the library's own JSON for the same
// call, byte for byte.
#include <gtest/gtest.h>

#include <string>

#include "nonet/candidate_format.hpp"
#include "nonet/explain.hpp"
#include "nonet/format.hpp"
#include "nonet/generate.hpp"
#include "nonet/rating.hpp"
#include "nonet/serialize.hpp"
#include "nonet/solve.hpp"
#include "server/api_calls.hpp"
#include "support/boards.hpp"

namespace nonet {
namespace {

using nlohmann::json;
using testing::get;
using testing::kPrettyText;
using testing::kPuzzle;
using testing::kSolution;
using testing::post;
using testing::shared_server;

// ER 7.1 (a forcing chain), from ser-rated-sample.txt.
constexpr std::string_view kChain =
    ".23..6.8......91...8.1..4..2.......7...8.....678.1......7.3.2...3...4.7....5.1.6.";
constexpr std::string_view kEmpty =
    ".................................................................................";

Grid grid_of(std::string_view text) {
  return parse_puzzle(text).grid;
}

void expect_json_answer(const testing::Answer& answer, const std::string& expected) {
  EXPECT_EQ(answer.status, 200) << answer.body;
  EXPECT_EQ(answer.content_type, "application/json");
  EXPECT_EQ(answer.body, expected);
}

TEST(ServeStart, SaysWhereItListensOnLoopback) {
  EXPECT_EQ(shared_server().listening_line(),
            "listening on http://127.0.0.1:" + std::to_string(shared_server().port()) + "/\n");
}

TEST(HealthEndpoint, OkWithTheLoad) {
  const auto answer = get(shared_server(), "/api/health");
  ASSERT_EQ(answer.status, 200);
  EXPECT_EQ(answer.content_type, "application/json");
  const json health = answer.json();
  EXPECT_EQ(health["status"], "ok");
  EXPECT_EQ(health["threads"], 4);
  EXPECT_EQ(health["queue"], 64);
}

TEST(SolveEndpoint, TheLibrarysSolveAsJson) {
  const auto answer = post(shared_server(), "/api/solve", json{{"puzzle", kPuzzle}});
  expect_json_answer(answer, to_json(solve(grid_of(kPuzzle))));
  EXPECT_EQ(answer.json()["solution"], kSolution);
  EXPECT_EQ(answer.json()["status"], "unique");
}

TEST(SolveEndpoint, ReadsAnyFormatAndTakesALimit) {
  expect_json_answer(post(shared_server(), "/api/solve", json{{"puzzle", kPrettyText}}),
                     to_json(solve(grid_of(kPuzzle))));
  const auto answer = post(shared_server(), "/api/solve", json{{"puzzle", kEmpty}, {"limit", 1}});
  expect_json_answer(answer, to_json(solve(grid_of(kEmpty), SolveOptions{.limit = 1})));
  EXPECT_EQ(answer.json()["status"], "found");
}

TEST(CountEndpoint, TheLibrarysCountAsJson) {
  expect_json_answer(post(shared_server(), "/api/count", json{{"puzzle", kEmpty}, {"limit", 50}}),
                     count_to_json(count_solutions(grid_of(kEmpty), 50), 50));
  expect_json_answer(post(shared_server(), "/api/count", json{{"puzzle", kPuzzle}}),
                     count_to_json(count_solutions(grid_of(kPuzzle), 1000), 1000));
}

TEST(CheckEndpoint, TheLibrarysVerdictAsJson) {
  expect_json_answer(post(shared_server(), "/api/check", json{{"puzzle", kPuzzle}}),
                     to_json(check(parse_puzzle(kPuzzle))));
  const auto multiple = post(shared_server(), "/api/check", json{{"puzzle", kEmpty}});
  expect_json_answer(multiple, to_json(check(parse_puzzle(kEmpty))));
  EXPECT_EQ(multiple.json()["status"], "multiple");
}

TEST(HintEndpoint, TheLibrarysHintForAPuzzleAndForPencilMarks) {
  const CandidateGrid start = parse_candidate_puzzles(kPuzzle).front().grid;
  expect_json_answer(post(shared_server(), "/api/hint", json{{"puzzle", kPuzzle}}),
                     to_json(hint(start)));

  // Pencil marks after the first step, as a person would have them.
  CandidateGrid marked = start;
  apply_step(marked, *hint(start).step);
  const std::string pencil = write_candidate_grid(marked);
  const auto answer = post(shared_server(), "/api/hint", json{{"puzzle", pencil}});
  expect_json_answer(answer, to_json(hint(parse_candidate_puzzles(pencil).front().grid)));
  EXPECT_FALSE(answer.json()["step"].is_null());
}

TEST(HintEndpoint, AStageShowsOnlyWhatItReveals) {
  const Hint next = hint(parse_candidate_puzzles(kPuzzle).front().grid);
  expect_json_answer(post(shared_server(), "/api/hint", json{{"puzzle", kPuzzle}, {"stage", 1}}),
                     to_json(next, HintStage::where));
  expect_json_answer(
      post(shared_server(), "/api/hint", json{{"puzzle", kPuzzle}, {"stage", "what"}}),
      to_json(next, HintStage::what));
  const auto bad = post(shared_server(), "/api/hint", json{{"puzzle", kPuzzle}, {"stage", 4}});
  EXPECT_EQ(bad.status, 400);
  EXPECT_EQ(bad.json()["error"]["code"], "invalid_argument");
  // explain has no stages: the field is refused, not ignored.
  EXPECT_EQ(post(shared_server(), "/api/explain", json{{"puzzle", kPuzzle}, {"stage", 1}}).status,
            400);
}

TEST(HintEndpoint, OnlyTheTechniquesAsked) {
  LogicOptions options;
  options.techniques = *parse_technique_list("fh,n1").value;
  const CandidateGrid start = parse_candidate_puzzles(kPuzzle).front().grid;
  const auto answer =
      post(shared_server(), "/api/hint", json{{"puzzle", kPuzzle}, {"techniques", "fh,n1"}});
  expect_json_answer(answer, to_json(hint(start, options)));
}

TEST(ExplainEndpoint, TheLibrarysPathAsJson) {
  const auto answer = post(shared_server(), "/api/explain", json{{"puzzle", kPuzzle}});
  expect_json_answer(answer, to_json(explain(grid_of(kPuzzle))));
  EXPECT_EQ(answer.json()["solved"], true);
  EXPECT_EQ(answer.json()["final"], kSolution);
}

TEST(RateEndpoint, TheLibrarysRatingAsJson) {
  const auto answer = post(shared_server(), "/api/rate", json{{"puzzle", kChain}});
  expect_json_answer(answer, to_json(rate_se(grid_of(kChain))));
  EXPECT_DOUBLE_EQ(answer.json()["er"].get<double>(), 7.1);

  RatingOptions with_steps;
  with_steps.max_level = 1;
  with_steps.keep_steps = true;
  expect_json_answer(post(shared_server(), "/api/rate",
                          json{{"puzzle", kChain}, {"max_level", 1}, {"steps", true}}),
                     to_json(rate_se(grid_of(kChain), with_steps)));
}

TEST(GenerateEndpoint, TheSameRunAsTheLibraryMakesFromTheSameSeed) {
  const auto answer =
      post(shared_server(), "/api/generate",
           json{{"count", 3}, {"seed", 42}, {"symmetry", "rot180"}, {"with_rating", true}});
  GenerateRequestReading run = parse_generate_request({.count = "3",
                                                       .seed = "42",
                                                       .symmetry = "rot180",
                                                       .clues = std::nullopt,
                                                       .max_attempts = std::nullopt,
                                                       .difficulty = std::nullopt,
                                                       .rating = std::nullopt,
                                                       .time_limit = std::nullopt});
  ASSERT_FALSE(run.bad_field);
  run.options.puzzle.with_rating = true;
  expect_json_answer(answer, to_json(generate_run(run.options)));
  const json made = answer.json();
  ASSERT_EQ(made["puzzles"].size(), 3u);
  for (const json& puzzle : made["puzzles"]) {
    const Grid grid = grid_of(puzzle["puzzle"].get<std::string>());
    EXPECT_TRUE(has_symmetry(grid, Symmetry::rot180));
    EXPECT_EQ(check(grid).status, Status::unique);
  }
}

TEST(GenerateEndpoint, OptionsAsTheCliNamesThem) {
  const auto answer = post(shared_server(), "/api/generate",
                           json{{"seed", "7"}, {"clues", "28..32"}, {"difficulty", "easy"}});
  ASSERT_EQ(answer.status, 200) << answer.body;
  const json puzzle = answer.json()["puzzles"][0];
  const auto clues = puzzle["clues"].get<int>();
  EXPECT_GE(clues, 28);
  EXPECT_LE(clues, 32);
  const SeRating rating = rate_se(grid_of(puzzle["puzzle"].get<std::string>()));
  EXPECT_LE(rating.er, 25);
}

TEST(TechniquesEndpoint, TheCatalogue) {
  expect_json_answer(get(shared_server(), "/api/techniques"), techniques_to_json());
}

}  // namespace
}  // namespace nonet
