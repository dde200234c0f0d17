// End-to-end tests of `nonet hint`, `explain`, `techniques` and `selfcheck`.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <sstream>

#include "cli/run_process.hpp"
#include "nonet/candidate_format.hpp"
#include "nonet/logic.hpp"
#include "support/boards.hpp"

namespace nonet::testing {
namespace {

const std::string kLeetcode(kPuzzle);
// Needs more than singles: explain stops on it when given only singles.
const std::string kHard =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

TEST(HintCli, GivesTheSimplestStepInWords) {
  const auto r = run_nonet({"hint"}, kLeetcode + "\n");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "Hidden Single: in box 2, 8 can only go in r1c6 => r1c6=8\n");
}

TEST(HintCli, StagesGiveTheWhereThenTheWhatThenTheMove) {
  const auto where = run_nonet({"hint", "--stage", "1"}, kLeetcode + "\n");
  EXPECT_EQ(where.exit_code, 0) << where.err;
  EXPECT_EQ(where.out, "Hidden Single: look in box 2\n");
  const auto what = run_nonet({"hint", "--stage", "what"}, kLeetcode + "\n");
  EXPECT_EQ(what.out, "Hidden Single in box 2: look at r1c6, digit 8\n");
  const auto move = run_nonet({"hint", "--stage", "3"}, kLeetcode + "\n");
  EXPECT_EQ(move.out, run_nonet({"hint"}, kLeetcode + "\n").out);
  const auto json_where = run_nonet({"hint", "--stage", "1", "--format", "json"}, kLeetcode + "\n");
  EXPECT_NE(json_where.out.find("\"stage\":1"), std::string::npos) << json_where.out;
  EXPECT_EQ(json_where.out.find("r1c6"), std::string::npos) << json_where.out;
  const auto bad = run_nonet({"hint", "--stage", "4"}, kLeetcode + "\n");
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("1 (where), 2 (what) or 3 (move)"), std::string::npos) << bad.err;
}

TEST(HintCli, ReadsCandidateGridsAndTheMarksLine) {
  CandidateGrid grid = CandidateGrid::from_puzzle(grid_from(kPuzzle));
  const std::string marks = grid.to_marks();
  auto r = run_nonet({"hint"}, marks + "\n" + write_candidate_grid(grid));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  // Single-candidate cells of the marks are solved cells, so the hint is not a naked single.
  const auto lines = lines_of(r.out);
  ASSERT_EQ(lines.size(), 2u) << r.out;
  EXPECT_EQ(lines[0], lines[1]);
}

TEST(HintCli, JsonHasTheStepAsData) {
  const auto r = run_nonet({"hint", "--format", "json"}, kLeetcode + "\n");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const auto json = nlohmann::json::parse(r.out);
  EXPECT_EQ(json["status"], "unique");
  EXPECT_EQ(json["step"]["technique"], "Hidden Single");
  EXPECT_EQ(json["step"]["code"], "h1");
  EXPECT_EQ(json["step"]["placements"][0]["cell"], "r1c6");
  EXPECT_EQ(json["step"]["placements"][0]["digit"], 8);
  EXPECT_EQ(json["step"]["proof"]["houses"][0], "box 2");
}

TEST(HintCli, BadInputAndNoSolutionSayWhere) {
  const std::string clash = "55" + kLeetcode.substr(2);
  auto r = run_nonet({"hint"}, kLeetcode.substr(0, 80) + "\n" + clash + "\n" + kLeetcode + "\n");
  EXPECT_EQ(r.exit_code, 1);
  const auto lines = lines_of(r.out);
  ASSERT_EQ(lines.size(), 3u) << r.out;
  EXPECT_EQ(lines[0], "error: <stdin>:1: expected 81 cells, found 80");
  EXPECT_EQ(lines[1], "error: <stdin>:2: digit 5 appears twice in row 1: r1c1 and r1c2");
  EXPECT_EQ(lines[2], "Hidden Single: in box 2, 8 can only go in r1c6 => r1c6=8");

  // No clash, but r1c9 has no candidate left.
  const std::string stuck = "12345678.........9" + std::string(63, '.');
  r = run_nonet({"hint"}, stuck + "\n");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, "error: <stdin>:1: no solution\n");
  r = run_nonet({"explain"}, stuck + "\n");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, "error: <stdin>:1: no solution\n");
}

TEST(HintCli, UnknownTechniqueIsAUsageError) {
  const auto r = run_nonet({"hint", "--techniques", "n1,nonsense"}, kLeetcode + "\n");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("unknown technique 'nonsense'"), std::string::npos) << r.err;
}

TEST(HintCli, AnUnreadableInputIsReportedAndTheOthersAnswered) {
  const std::string example = std::string(NONET_SOURCE_DIR) + "/examples/leetcode37.txt";
  const auto r = run_nonet({"hint", "/nonexistent/puzzles.txt", example});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("nonet hint: cannot open '/nonexistent/puzzles.txt'"), std::string::npos)
      << r.err;
  EXPECT_EQ(r.out, "Hidden Single: in box 2, 8 can only go in r1c6 => r1c6=8\n");
}

TEST(ExplainCli, AnEmptyTechniqueListIsAUsageError) {
  const auto r = run_nonet({"explain", "--techniques", ""}, kLeetcode + "\n");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("--techniques: no technique named"), std::string::npos) << r.err;
  EXPECT_EQ(r.out, "");
}

TEST(ExplainCli, SolvesStepByStepAndEndsWithTheGrid) {
  const auto r = run_nonet({"explain"}, kLeetcode + "\n");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const auto lines = lines_of(r.out);
  ASSERT_EQ(lines.size(), 53u);  // 51 steps, the summary, the grid
  EXPECT_EQ(lines[0], "1. Hidden Single: in box 2, 8 can only go in r1c6 => r1c6=8");
  EXPECT_EQ(lines[51], "solved by logic in 51 steps");
  EXPECT_EQ(lines[52], std::string(kSolution));
}

TEST(ExplainCli, StopsWhenTheTechniquesRunOut) {
  const auto r = run_nonet({"explain", "--techniques", "fh,h1,n1"}, kHard + "\n");
  EXPECT_EQ(r.exit_code, 1);
  const auto lines = lines_of(r.out);
  ASSERT_GE(lines.size(), 14u);
  const std::string& last = lines.back();
  EXPECT_EQ(last.size(), 81u);
  EXPECT_NE(last.find('.'), std::string::npos);
  EXPECT_NE(r.out.find("stuck after"), std::string::npos);
  // The candidate grid printed before the last line reads back as the grid reached.
  const std::size_t grid_start = r.out.find("\n+") + 1;
  const auto records = parse_candidate_puzzles(r.out.substr(grid_start));
  ASSERT_FALSE(records.empty());
  ASSERT_TRUE(records.front().ok());
  EXPECT_EQ(records.front().grid.values().to_line(), last);
}

TEST(ExplainCli, GridBeforeEachStep) {
  const auto r = run_nonet({"explain", "--grid"}, kLeetcode + "\n");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  std::size_t grids = 0;
  for (const auto& line : lines_of(r.out)) {
    if (line.rfind("| ", 0) == 0) ++grids;
  }
  EXPECT_EQ(grids, 51u * 9u);
}

TEST(ExplainCli, JsonPathSteps) {
  const auto r = run_nonet({"explain", "--format", "json"}, kLeetcode + "\n" + kLeetcode + "\n");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const auto lines = lines_of(r.out);
  ASSERT_EQ(lines.size(), 2u);
  const auto json = nlohmann::json::parse(lines[0]);
  EXPECT_TRUE(json["solved"]);
  EXPECT_EQ(json["steps"].size(), 51u);
  EXPECT_EQ(json["final"], std::string(kSolution));
}

TEST(ExplainCli, MultipleSolutionsSaySo) {
  const auto r = run_nonet({"explain"}, std::string(81, '.') + "\n");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.out.find("more than one solution"), std::string::npos) << r.out;
}

TEST(TechniquesCli, ListsTheCatalogue) {
  const auto r = run_nonet({"techniques"});
  EXPECT_EQ(r.exit_code, 0);
  for (const TechniqueInfo& info : techniques()) {
    EXPECT_NE(r.out.find(std::string(info.name)), std::string::npos) << info.name;
  }
  EXPECT_NE(r.out.find("Direct Hidden Triple (rating only)"), std::string::npos) << r.out;
}

TEST(ExplainCli, RefusesATechniqueOnlyTheRatingFinds) {
  const auto r = run_nonet({"explain", "--techniques", "n1,dh2"}, kLeetcode + "\n");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("only by the Sudoku Explainer rating"), std::string::npos) << r.err;
}

TEST(SelfcheckCli, EveryStepAgreesWithTheSolution) {
  const auto r =
      run_nonet({"selfcheck"}, kLeetcode + "\n" + kHard + "\n" + std::string(81, '.') + "\n");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("2 puzzles checked (1 skipped: more than one solution; 0 bad)"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find(" 0 unsound"), std::string::npos) << r.out;
}

TEST(SelfcheckCli, BadPuzzlesAreReportedWithTheirPlaceAndFail) {
  const auto r = run_nonet({"selfcheck"}, "garbage\n" + kLeetcode + "\n");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.out.find("error: <stdin>:1:1: illegal character 'g' in cell r1c1\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("1 puzzles checked (0 skipped: more than one solution; 1 bad)"),
            std::string::npos)
      << r.out;
}

TEST(SelfcheckCli, CheckingNothingFails) {
  const auto r = run_nonet({"selfcheck"}, "");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("nothing was checked"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace nonet::testing
