// End-to-end tests of `nonet rate` and of `nonet generate --difficulty/--rating/--with-rating`.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/run_process.hpp"
#include "nonet/format.hpp"
#include "nonet/rating.hpp"
#include "nonet/solve.hpp"

namespace nonet::testing {
namespace {

// Published SE ratings (ser-rated-sample.txt): ER 2.0, and ER 7.1 (a forcing chain).
constexpr const char* kEasy =
    "...456..9..6.......891..45.2.........7..9.....35......397...5.......4.72.....5361";
constexpr const char* kChain =
    ".23..6.8......91...8.1..4..2.......7...8.....678.1......7.3.2...3...4.7....5.1.6.";

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

TEST(RateCli, PrintsPuzzleAndErEpEdLikeSerate) {
  const auto r = run_nonet({"rate", "-"}, std::string(kEasy) + "\n" + kChain + "\n");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, std::string(kEasy) + " 2.0/1.2/1.2\n" + kChain + " 7.1/1.2/1.2\n");
}

TEST(RateCli, LevelAndHodokuColumns) {
  const auto r = run_nonet({"rate", "--level", "--hodoku", "-"}, std::string(kEasy) + "\n");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto lines = lines_of(r.out);
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(lines[0].substr(0, 99), std::string(kEasy) + " 2.0/1.2/1.2 Easy ");
  EXPECT_GT(std::stoi(lines[0].substr(99)), 0);  // the HoDoKu score
}

TEST(RateCli, StepsListTheSolvePath) {
  const auto r = run_nonet({"rate", "--steps", "-"}, std::string(kChain) + "\n");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto lines = lines_of(r.out);
  ASSERT_GT(lines.size(), 2u);
  EXPECT_EQ(lines[0], std::string(kChain) + " 7.1/1.2/1.2");
  EXPECT_EQ(lines[1].substr(0, 22), "  1.2 Hidden Single: r");
  bool chain = false;
  for (const auto& line : lines) chain = chain || line.rfind("  7.1 ", 0) == 0;
  EXPECT_TRUE(chain) << r.out;
}

// One puzzle with nested chains (ER 10.3) rated with spare threads (its outer runs spread over
// them) prints what one thread prints, steps included; so does a batch of it and an easy one.
TEST(RateCli, SpareThreadsChangeNothing) {
  constexpr const char* kNested =
      "...4......5...9...6...2..1.2...7.9.1..5....7......8.3...6....9.7...3.1......9.327";
  const std::string input = std::string(kNested) + "\n" + kEasy + "\n";
  const auto alone = run_nonet({"rate", "--steps", "-t", "1", "-"}, input);
  ASSERT_EQ(alone.exit_code, 0) << alone.err;
  EXPECT_EQ(alone.out.rfind(std::string(kNested) + " 10.3/10.3/2.6\n", 0), 0u) << alone.out;
  for (const char* threads : {"2", "4"}) {
    const auto spread = run_nonet({"rate", "--steps", "-t", threads, "-"}, input);
    ASSERT_EQ(spread.exit_code, 0) << spread.err;
    EXPECT_EQ(spread.out, alone.out) << threads << " threads";
    const auto one =
        run_nonet({"rate", "--steps", "-t", threads, "-"}, std::string(kNested) + "\n");
    EXPECT_EQ(alone.out.substr(0, one.out.size()), one.out) << threads << " threads";
  }
}

TEST(RateCli, CsvAndJson) {
  const auto csv = run_nonet({"rate", "--format", "csv", "-"}, std::string(kEasy) + "\n");
  ASSERT_EQ(csv.exit_code, 0) << csv.err;
  // The one table shape of every command: where, the puzzle, the status, rate's columns, error.
  EXPECT_EQ(csv.out, "input,line,puzzle,status,er,ep,ed,level,hodoku,error\n<stdin>,1," +
                         std::string(kEasy) + ",rated,2.0,1.2,1.2,Easy,,\n");
  const auto json = run_nonet({"rate", "--format", "json", "-"}, std::string(kChain) + "\n");
  ASSERT_EQ(json.exit_code, 0) << json.err;
  const auto record = nlohmann::json::parse(json.out);
  EXPECT_EQ(record["puzzle"], kChain);
  // Ratings are numbers, as the serialiser writes every difficulty.
  EXPECT_NE(json.out.find(R"("er":7.1,)"), std::string::npos) << json.out;
  EXPECT_DOUBLE_EQ(record["er"].get<double>(), 7.1);
  EXPECT_DOUBLE_EQ(record["ep"].get<double>(), 1.2);
  EXPECT_DOUBLE_EQ(record["ed"].get<double>(), 1.2);
  EXPECT_EQ(record["status"], "rated");
  EXPECT_EQ(record["level"], "Expert");
  EXPECT_EQ(record["line"], 1);
}

TEST(RateCli, BadPuzzlesSayWhereAndTheBatchGoesOn) {
  const std::string input = std::string("12345\n") + kEasy + "\n" + std::string(81, '.') + "\n";
  const auto r = run_nonet({"rate", "-"}, input);
  EXPECT_EQ(r.exit_code, 1);
  const auto lines = lines_of(r.out);
  ASSERT_EQ(lines.size(), 3u) << r.out;
  EXPECT_EQ(lines[0].rfind("invalid: <stdin>:1", 0), 0u) << lines[0];
  EXPECT_EQ(lines[1], std::string(kEasy) + " 2.0/1.2/1.2");
  EXPECT_EQ(lines[2],
            "invalid: <stdin>:3: the puzzle has more than one solution (SE ratings "
            "need exactly one)");
}

TEST(RateCli, ClashingGivensAreNamedNotCalledUnsolvable) {
  const auto r = run_nonet({"rate", "-"}, "11" + std::string(79, '.') + "\n");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, "invalid: <stdin>:1: digit 1 appears twice in row 1: r1c1 and r1c2\n");
}

TEST(GenerateRatingCli, DifficultyBandIsHonouredAndRatingPrinted) {
  const auto r =
      run_nonet({"generate", "-n", "4", "--seed", "11", "--difficulty", "medium", "--with-rating"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto lines = lines_of(r.out);
  ASSERT_EQ(lines.size(), 4u);
  for (const auto& line : lines) {
    const auto record = parse_puzzle(line.substr(0, 81));
    ASSERT_TRUE(record.ok()) << line;
    EXPECT_EQ(count_solutions(record.grid, 2, Engine::reference), 1u) << line;
    const SeRating rating = rate_se(record.grid);
    ASSERT_EQ(rating.status, RatingStatus::rated) << line;
    EXPECT_GE(rating.er, 26) << line;
    EXPECT_LE(rating.er, 40) << line;
    EXPECT_EQ(line.substr(82), format_rating(rating.er) + "/" + format_rating(rating.ep) + "/" +
                                   format_rating(rating.ed));
  }
}

TEST(GenerateRatingCli, RatingBandAndBadValues) {
  const auto r = run_nonet({"generate", "-n", "2", "--seed", "5", "--rating", "6.6..7.3"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  for (const auto& line : lines_of(r.out)) {
    const auto record = parse_puzzle(line);
    ASSERT_TRUE(record.ok()) << line;
    const SeRating rating = rate_se(record.grid);
    EXPECT_GE(rating.er, 66) << line;
    EXPECT_LE(rating.er, 73) << line;
  }
  const auto bad = run_nonet({"generate", "--rating", "hard"});
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("--rating: an SE rating band is"), std::string::npos) << bad.err;
  const auto level = run_nonet({"generate", "--difficulty", "fiendish"});
  EXPECT_EQ(level.exit_code, 2);
  EXPECT_NE(level.err.find("--difficulty: a difficulty is"), std::string::npos) << level.err;
}

// A time limit stops the run early with a message and exit 1; what was printed is the start of
// the same run without a limit. (Far more puzzles are asked than 0.3 s can make.)
TEST(GenerateRatingCli, TimeLimitPrintsTheFirstPuzzlesAndSaysSo) {
  const auto cut = run_nonet({"generate", "-n", "1000000", "--seed", "3", "--difficulty", "extreme",
                              "--time-limit", "0.3", "-t", "2"});
  EXPECT_EQ(cut.exit_code, 1) << cut.err;
  EXPECT_NE(cut.err.find("stopped at --time-limit 0.3 s after"), std::string::npos) << cut.err;
  const auto lines = lines_of(cut.out);
  ASSERT_LT(lines.size(), 1000000u);
  if (!lines.empty()) {
    const auto full = run_nonet({"generate", "-n", std::to_string(lines.size()), "--seed", "3",
                                 "--difficulty", "extreme", "-t", "1"});
    ASSERT_EQ(full.exit_code, 0) << full.err;
    EXPECT_EQ(full.out, cut.out);
  }
  const auto bad = run_nonet({"generate", "--time-limit", "-1"});
  EXPECT_EQ(bad.exit_code, 2);
}

}  // namespace
}  // namespace nonet::testing
