// Every result type as JSON: the fields docs/formats.md promises, with real results.
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <string>

#include "nonet/serialize.hpp"
#include "support/boards.hpp"

namespace nonet {
namespace {

using nlohmann::json;
using testing::grid_from;
using testing::kPuzzle;
using testing::kSolution;

// ER 7.1 (a forcing chain), from ser-rated-sample.txt.
constexpr std::string_view kChain =
    ".23..6.8......91...8.1..4..2.......7...8.....678.1......7.3.2...3...4.7....5.1.6.";
// A second 5 in row 1 (r1c1 and r1c3).
constexpr std::string_view kClashing =
    "535.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
constexpr std::string_view kEmpty =
    ".................................................................................";

TEST(ErrorJson, EveryField) {
  const Error error{.code = ErrorCode::bad_input,
                    .message = "illegal character 'x' in cell r2c8",
                    .line = 3,
                    .column = 17,
                    .cell = Cell(Row(1), Column(7))};
  const json value = json::parse(to_json(error));
  EXPECT_EQ(value["code"], "bad_input");
  EXPECT_EQ(value["message"], "illegal character 'x' in cell r2c8");
  EXPECT_EQ(value["line"], 3);
  EXPECT_EQ(value["column"], 17);
  EXPECT_EQ(value["cell"], "r2c8");
  EXPECT_EQ(value["text"], "line 3, column 17: illegal character 'x' in cell r2c8");
  EXPECT_TRUE(json::parse(to_json(Error{}))["cell"].is_null());
}

TEST(SolveJson, UniqueAndClashing) {
  const json unique = json::parse(to_json(solve(grid_from(kPuzzle))));
  EXPECT_EQ(unique["status"], "unique");
  EXPECT_EQ(unique["solution"], std::string(kSolution));
  EXPECT_EQ(unique["solutions"], 1);
  EXPECT_EQ(unique["guesses"], 0);
  EXPECT_TRUE(unique["conflicts"].empty());

  const json invalid = json::parse(to_json(solve(grid_from(kClashing))));
  EXPECT_EQ(invalid["status"], "invalid");
  EXPECT_TRUE(invalid["solution"].is_null());
  ASSERT_FALSE(invalid["conflicts"].empty());
  EXPECT_EQ(invalid["conflicts"][0]["digit"], 5);
  EXPECT_EQ(invalid["conflicts"][0]["house"], "row 1");
  EXPECT_EQ(invalid["conflicts"][0]["cells"], json({"r1c1", "r1c3"}));
}

TEST(BoardJson, TheLineItsCandidatesAndItsClashes) {
  const json board = json::parse(board_to_json(grid_from(kPuzzle)));
  EXPECT_EQ(board["puzzle"], std::string(kPuzzle));
  EXPECT_EQ(board["marks"], CandidateGrid::from_puzzle(grid_from(kPuzzle)).to_marks());
  EXPECT_TRUE(board["conflicts"].empty());
  // Clashing digits are described, as solve's JSON describes them.
  const json clashing = json::parse(board_to_json(grid_from(kClashing)));
  EXPECT_EQ(clashing["puzzle"], std::string(kClashing));
  EXPECT_EQ(clashing["conflicts"], json::parse(to_json(solve(grid_from(kClashing))))["conflicts"]);
  ASSERT_FALSE(clashing["conflicts"].empty());
}

TEST(CheckJson, SaysWhyNotUnique) {
  const json unique = json::parse(to_json(check(grid_from(kPuzzle))));
  EXPECT_EQ(unique["status"], "unique");
  EXPECT_TRUE(unique["error"].is_null());

  const json multiple = json::parse(to_json(check(grid_from(kEmpty))));
  EXPECT_EQ(multiple["status"], "multiple");
  EXPECT_EQ(multiple["error"]["code"], "multiple_solutions");
  EXPECT_EQ(multiple["solution"].get<std::string>().size(), 81u);

  const json clashing = json::parse(to_json(check(grid_from(kClashing))));
  EXPECT_EQ(clashing["status"], "invalid");
  EXPECT_EQ(clashing["error"]["code"], "clashing_givens");
  EXPECT_EQ(clashing["error"]["cell"], "r1c1");
}

TEST(CountJson, AtLeastWhenTheLimitIsReached) {
  EXPECT_EQ(count_to_json(1, 1000), R"({"at_least":false,"count":1,"limit":1000})");
  EXPECT_EQ(count_to_json(50, 50), R"({"at_least":true,"count":50,"limit":50})");
  EXPECT_EQ(count_to_json(0, 0), R"({"at_least":false,"count":0,"limit":0})");
}

TEST(RatingJson, NumbersNotStrings) {
  const SeRating rating = rate_se(grid_from(kChain), {.keep_steps = true});
  ASSERT_EQ(rating.status, RatingStatus::rated);
  const std::string text = to_json(rating);
  EXPECT_NE(text.find(R"("er":7.1,)"), std::string::npos) << text.substr(0, 200);
  const json value = json::parse(text);
  EXPECT_EQ(value["status"], "rated");
  EXPECT_DOUBLE_EQ(value["ep"].get<double>(), 1.2);
  EXPECT_DOUBLE_EQ(value["ed"].get<double>(), 1.2);
  EXPECT_EQ(value["level"], "Expert");
  ASSERT_EQ(value["steps"].size(), rating.steps.size());
  const json& first = value["steps"][0];
  EXPECT_EQ(first["rule"], "Hidden Single");
  EXPECT_DOUBLE_EQ(first["difficulty"].get<double>(), 1.2);
  ASSERT_EQ(first["placements"].size(), 1u);
  EXPECT_EQ(first["technique"], "Hidden Single");
  EXPECT_EQ(first["family"], "Singles");
  EXPECT_EQ(first["effect"], placement_text(rating.steps[0].placements.at(0)));
  bool chain_elimination = false;
  for (const json& step : value["steps"]) {
    if (step["rule"] == "Forcing Chain" && !step["eliminations"].empty()) {
      chain_elimination = step["effect"].get<std::string>().find("<>") != std::string::npos;
    }
  }
  EXPECT_TRUE(chain_elimination);
}

TEST(RatingJson, UnratedStatusesLeaveOutTheNumbers) {
  const json invalid = json::parse(to_json(SeRating{}));
  EXPECT_EQ(invalid["status"], "invalid");
  EXPECT_FALSE(invalid.contains("er"));
  EXPECT_FALSE(invalid.contains("steps"));

  SeRating stopped;
  stopped.status = RatingStatus::stopped;
  stopped.er = 45;
  stopped.stop_reason = ErrorCode::deadline_exceeded;
  const json value = json::parse(to_json(stopped));
  EXPECT_EQ(value["status"], "stopped");
  EXPECT_DOUBLE_EQ(value["er"].get<double>(), 4.5);
  EXPECT_EQ(value["stop_reason"], "deadline_exceeded");
  EXPECT_FALSE(value.contains("level"));
}

TEST(StepJson, HiddenSingleOfLeetCode) {
  const auto step = next_step(CandidateGrid::from_puzzle(grid_from(kPuzzle)), {}, true);
  ASSERT_TRUE(step.has_value());
  const json value = json::parse(to_json(*step));
  EXPECT_EQ(value["technique"], "Hidden Single");
  EXPECT_EQ(value["code"], "h1");
  EXPECT_DOUBLE_EQ(value["difficulty"].get<double>(), 1.2);
  EXPECT_EQ(value["placements"], json::parse(R"([{"cell":"r1c6","row":1,"column":6,"digit":8}])"));
  EXPECT_TRUE(value["eliminations"].empty());
  EXPECT_EQ(value["effect"], "r1c6=8");
  EXPECT_EQ(value["proof"]["houses"], json({"box 2"}));
  EXPECT_EQ(value["text"], describe(*step));
  // The cells and digits the step involves include its placement.
  const auto& cells = value["cells"];
  EXPECT_NE(std::find(cells.begin(), cells.end(), "r1c6"), cells.end());
  EXPECT_EQ(value["digits"], json({8}));
}

TEST(LogicJson, PathAndHint) {
  const LogicalSolution path = solve_logically(grid_from(kPuzzle));
  const json value = json::parse(to_json(path));
  EXPECT_EQ(value["status"], "unique");
  EXPECT_EQ(value["start"], std::string(kPuzzle));
  EXPECT_EQ(value["steps"].size(), path.steps.size());
  EXPECT_TRUE(value["solved"]);
  EXPECT_EQ(value["final"], std::string(kSolution));
  EXPECT_FALSE(value.contains("final_marks"));

  const json first = json::parse(to_json(hint(grid_from(kPuzzle))));
  EXPECT_EQ(first["status"], "unique");
  EXPECT_FALSE(first["solved"]);
  EXPECT_EQ(first["step"]["effect"], "r1c6=8");
  EXPECT_EQ(first["step"], value["steps"][0]);
  const json done = json::parse(to_json(hint(grid_from(kSolution))));
  EXPECT_TRUE(done["solved"]);
  EXPECT_TRUE(done["step"].is_null());
}

TEST(LogicJson, StagedHintShowsOnlyWhatItsStageReveals) {
  const Hint next = hint(grid_from(kPuzzle));
  const json where = json::parse(to_json(next, HintStage::where));
  EXPECT_EQ(where["stage"], 1);
  EXPECT_EQ(where["status"], "unique");
  EXPECT_EQ(where["step"], json::parse(R"({"technique":"Hidden Single","code":"h1",
      "family":"Singles","difficulty":1.2,"houses":["box 2"],
      "text":"Hidden Single: look in box 2"})"));
  const json what = json::parse(to_json(next, HintStage::what));
  EXPECT_EQ(what["stage"], 2);
  EXPECT_EQ(what["step"]["cells"], json({"r1c6"}));
  EXPECT_EQ(what["step"]["digits"], json({8}));
  EXPECT_EQ(what["step"]["text"], to_text(next, HintStage::what));
  EXPECT_EQ(what["step"]["proof"]["pattern"].size(), 1U);
  for (const char* hidden : {"placements", "eliminations", "effect", "reason", "rule"}) {
    EXPECT_FALSE(what["step"].contains(hidden)) << hidden;
  }
  const json move = json::parse(to_json(next, HintStage::move));
  EXPECT_EQ(move["stage"], 3);
  EXPECT_EQ(move["step"], json::parse(to_json(next))["step"]);
  const json done = json::parse(to_json(hint(grid_from(kSolution)), HintStage::where));
  EXPECT_TRUE(done["solved"]);
  EXPECT_TRUE(done["step"].is_null());
}

TEST(GenerateJson, PuzzlesAndRuns) {
  GenerateRunOptions options;
  options.puzzle.seed = 5;
  options.puzzle.with_rating = true;
  options.count = 2;
  const GenerateRunResult run = generate_run(options);
  ASSERT_EQ(run.puzzles.size(), 2u);
  const json one = json::parse(to_json(run.puzzles[1]));
  EXPECT_EQ(one["index"], 1);
  EXPECT_EQ(one["puzzle"], run.puzzles[1].puzzle.to_line());
  EXPECT_EQ(one["solution"], run.puzzles[1].solution.to_line());
  EXPECT_EQ(one["clues"], run.puzzles[1].puzzle.given_count());
  EXPECT_TRUE(one["rating"]["er"].is_number());

  const json all = json::parse(to_json(run));
  EXPECT_EQ(all["finished"], 2);
  EXPECT_EQ(all["made"], 2);
  EXPECT_TRUE(all["complete"]);
  EXPECT_EQ(all["puzzles"][1], one);
  EXPECT_TRUE(all["failures"].empty());
  EXPECT_TRUE(all["error"].is_null());

  const json failure = json::parse(to_json(GenerateFailure{.index = 4, .attempts = 1000}));
  EXPECT_EQ(failure["index"], 4);
  EXPECT_EQ(failure["message"], "no puzzle met the options in 1000 attempts");
}

TEST(CanonJson, FormAndTransform) {
  const CanonicalForm form = canonical(grid_from(kPuzzle));
  const json value = json::parse(to_json(form));
  EXPECT_EQ(value["canonical"], form.grid.to_line());
  EXPECT_EQ(value["transform"], to_string(form.transform));
  EXPECT_EQ(value["automorphisms"], form.automorphisms);
}

TEST(TechniquesJson, TheCatalogueInOrder) {
  const json value = json::parse(techniques_to_json());
  const json& list = value["techniques"];
  ASSERT_EQ(list.size(), techniques().size());
  for (std::size_t i = 0; i < list.size(); ++i) {
    const TechniqueInfo& info = techniques()[i];
    EXPECT_EQ(list[i]["code"], info.code);
    EXPECT_EQ(list[i]["name"], info.name);
    EXPECT_EQ(list[i]["family"], info.family);
    EXPECT_EQ(list[i]["needs_uniqueness"], info.needs_uniqueness);
    EXPECT_EQ(list[i]["rating_only"], info.find == nullptr);
  }
  const auto naked_pair =
      std::find_if(list.begin(), list.end(), [](const json& item) { return item["code"] == "n2"; });
  ASSERT_NE(naked_pair, list.end());
  EXPECT_EQ((*naked_pair)["name"], "Naked Pair");
  EXPECT_DOUBLE_EQ((*naked_pair)["difficulty"].get<double>(), 3.0);
}

TEST(JsonRecord, OriginThenFields) {
  const std::string record =
      json_record({.input = "a.txt", .line = 3},
                  {json_member("puzzle", kPuzzle), count_to_json(1, 2), json_null_member("x"),
                   json_number_member("hodoku", 560),
                   json_object_member("error", to_json(Error{.message = "bad \"q\""}))});
  const json value = json::parse(record);
  EXPECT_EQ(value["input"], "a.txt");
  EXPECT_EQ(value["line"], 3);
  EXPECT_EQ(value["puzzle"], std::string(kPuzzle));
  EXPECT_EQ(value["count"], 1);
  EXPECT_TRUE(value["x"].is_null());
  EXPECT_EQ(value["hodoku"], 560);
  EXPECT_EQ(value["error"]["message"], "bad \"q\"");
}

TEST(JsonRecord, NotAnObjectIsReportedNotThrown) {
  const json value = json::parse(json_record({.input = "-", .line = 1}, {"[1,2]", "{"}));
  EXPECT_EQ(value["error"]["code"], "internal");
  EXPECT_EQ(json::parse(json_object_member("v", "{oops"))["v"], nullptr);
}

TEST(JsonText, BytesThatAreNotUtf8AreReplacedNotThrown) {
  // A file name or comment need not be UTF-8; the JSON must still print, and parse.
  const std::string record = json_record({.input = "bad\xff.txt", .line = 1},
                                         {to_json(Error{.message = "odd \xc3 byte"})});
  const json value = json::parse(record);
  EXPECT_EQ(value["input"], "bad\xef\xbf\xbd.txt");  // U+FFFD
  EXPECT_EQ(value["message"], "odd \xef\xbf\xbd byte");
}

}  // namespace
}  // namespace nonet
