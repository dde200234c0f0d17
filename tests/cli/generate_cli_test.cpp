// End-to-end tests of `nonet generate`, `minimize` and `check --minimal`.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <chrono>
#include <filesystem>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "cli/run_process.hpp"
#include "nonet/format.hpp"
#include "nonet/generate.hpp"
#include "nonet/solve.hpp"
#include "support/boards.hpp"

namespace nonet::testing {
namespace {

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

TEST(GenerateCli, SameSeedSameOutputAnyThreads) {
  const auto one = run_nonet({"generate", "-n", "12", "--seed", "99", "--threads", "1"});
  const auto two = run_nonet({"generate", "-n", "12", "--seed", "99", "--threads", "2"});
  ASSERT_EQ(one.exit_code, 0) << one.err;
  EXPECT_EQ(one.out, two.out);
  const auto other = run_nonet({"generate", "-n", "12", "--seed", "100"});
  const auto lines = lines_of(one.out);
  ASSERT_EQ(lines.size(), 12u);
  std::set<std::string> seen(lines.begin(), lines.end());
  EXPECT_EQ(seen.size(), 12u);
  for (const auto& line : lines_of(other.out)) EXPECT_EQ(seen.count(line), 0u);
  for (const auto& line : lines) {
    const auto record = parse_puzzle(line);
    ASSERT_TRUE(record.ok()) << line;
    EXPECT_EQ(count_solutions(record.grid, 2, Engine::reference), 1u) << line;
  }
}

TEST(GenerateCli, SymmetryCluesMinimalAndSolution) {
  const auto r = run_nonet({"generate", "-n", "3", "--seed", "4", "--symmetry", "rot180", "--clues",
                            "24..32", "--minimal", "--with-solution"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  for (const auto& line : lines_of(r.out)) {
    const auto record = parse_puzzle(line);
    ASSERT_TRUE(record.ok()) << line;
    EXPECT_TRUE(has_symmetry(record.grid, Symmetry::rot180));
    EXPECT_GE(record.grid.given_count(), 24);
    EXPECT_LE(record.grid.given_count(), 32);
    EXPECT_TRUE(is_minimal(record.grid));
    EXPECT_EQ(solve(record.grid).solution.to_line(), record.comment);
  }
}

TEST(GenerateCli, JsonIsTheSerialisersObjectPerPuzzle) {
  const auto text = run_nonet({"generate", "-n", "2", "--seed", "4", "--with-rating"});
  const auto json =
      run_nonet({"generate", "-n", "2", "--seed", "4", "--with-rating", "--format", "json"});
  ASSERT_EQ(json.exit_code, 0) << json.err;
  const auto text_lines = lines_of(text.out);
  const auto json_lines = lines_of(json.out);
  ASSERT_EQ(json_lines.size(), 2u);
  ASSERT_EQ(text_lines.size(), 2u);
  for (std::size_t i = 0; i < 2; ++i) {
    const auto record = nlohmann::json::parse(json_lines[i]);
    EXPECT_EQ(record["index"], i);
    // The same puzzle as the line format prints, with its solution and rating as numbers.
    EXPECT_EQ(record["puzzle"], text_lines[i].substr(0, 81));
    EXPECT_EQ(record["solution"],
              solve(parse_puzzle(text_lines[i].substr(0, 81)).grid).solution.to_line());
    EXPECT_TRUE(record["rating"]["er"].is_number());
    EXPECT_EQ(record["rating"]["status"], "rated");
  }
}

TEST(GenerateCli, NoSeedPrintsTheSeedUsed) {
  const auto r = run_nonet({"generate"});
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_NE(r.err.find("--seed"), std::string::npos) << r.err;
  EXPECT_EQ(lines_of(r.out).size(), 1u);
}

TEST(GenerateCli, BadOptionsAreUsageErrors) {
  auto r = run_nonet({"generate", "--clues", "10..12"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("fewer than 17"), std::string::npos) << r.err;
  r = run_nonet({"generate", "--clues", "many"});
  EXPECT_EQ(r.exit_code, 2);
  r = run_nonet({"generate", "--symmetry", "sideways"});
  EXPECT_EQ(r.exit_code, 2);
  r = run_nonet({"generate", "--clues", "17", "--max-attempts", "1", "--seed", "1"});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, "error: puzzle 1: no puzzle met the options in 1 attempts\n");
}

// Runs `args` and says how long it took, in seconds.
ProcessResult timed_run(const std::vector<std::string>& args, double& seconds) {
  const auto started = std::chrono::steady_clock::now();
  ProcessResult result = run_nonet(args);
  seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return result;
}

// A loaded machine may be slow to start or to schedule; what matters is seconds, not minutes.
constexpr double kGenerousSeconds = 5.0;

// Options under which one puzzle takes minutes: the limit must hold inside it.
TEST(GenerateCli, TimeLimitHoldsInsideOnePuzzle) {
  const std::vector<std::vector<std::string>> runs = {
      {"generate", "-n", "3", "--seed", "1", "--rating", "10.0..12", "--time-limit", "1"},
      {"generate", "--seed", "1", "--max-attempts", "100000000", "--clues", "17", "--symmetry",
       "dihedral", "-t", "2", "--time-limit", "1"},
  };
  for (const auto& args : runs) {
    double seconds = 0;
    const auto r = timed_run(args, seconds);
    EXPECT_LT(seconds, kGenerousSeconds) << r.err;
    EXPECT_EQ(r.exit_code, 1) << r.err;
    EXPECT_NE(r.err.find("nonet generate: stopped at --time-limit 1 s after 0 of "),
              std::string::npos)
        << r.err;
    EXPECT_EQ(r.out, "");
  }
}

TEST(GenerateCli, TimeLimitPrintsTheFirstPuzzlesOfTheRun) {
  double seconds = 0;
  const auto r = timed_run(
      {"generate", "-n", "100000000", "--seed", "3", "-t", "2", "--time-limit", "0.5"}, seconds);
  EXPECT_LT(seconds, kGenerousSeconds);
  EXPECT_EQ(r.exit_code, 1) << r.err;
  const auto lines = lines_of(r.out);
  ASSERT_FALSE(lines.empty());
  const std::string made = std::to_string(lines.size());
  EXPECT_NE(r.err.find("stopped at --time-limit 0.5 s after " + made + " of 100000000 puzzles"),
            std::string::npos)
      << r.err;
  const auto whole = run_nonet({"generate", "-n", made, "--seed", "3", "-t", "1"});
  EXPECT_EQ(whole.exit_code, 0);
  EXPECT_EQ(whole.out, r.out);
}

TEST(GenerateCli, NumbersAreStrictDecimal) {
  const std::vector<std::vector<std::string>> refused = {
      {"--seed", "010"},
      {"--seed", "-1"},
      {"--seed", "1x"},
      {"--seed", "0x10"},
      {"--seed", "18446744073709551616"},
      {"--seed", ""},
      {"-n", "0"},
      {"-n", "1e3"},
      {"-n", "07"},
      {"-n", "100000001"},
      {"--count", "-3"},
      {"--max-attempts", "0"},
      {"--max-attempts", "010"},
      {"--max-attempts", "2.5"},
  };
  for (const auto& option : refused) {
    std::vector<std::string> args{"generate"};
    args.insert(args.end(), option.begin(), option.end());
    const auto r = run_nonet(args);
    EXPECT_EQ(r.exit_code, 2) << option[0] << " " << option[1];
    EXPECT_EQ(r.out, "");
    const std::string name = option[0] == "-n" || option[0] == "--count" ? "-n/--count" : option[0];
    EXPECT_NE(r.err.find(name + " takes a whole number"), std::string::npos) << r.err;
  }
  const auto largest = run_nonet({"generate", "--seed", "18446744073709551615"});
  EXPECT_EQ(largest.exit_code, 0) << largest.err;
  EXPECT_EQ(lines_of(largest.out).size(), 1u);
}

TEST(GenerateCli, TimeLimitIsSecondsAboveZero) {
  for (const std::string limit : {"nan", "NaN", "inf", "infinity", "0", "0.0", "-1", "1e10", "1e3",
                                  "99999999999", "", " 5", "5s", "0x10", ".5"}) {
    const auto r = run_nonet({"generate", "--seed", "1", "--time-limit", limit});
    EXPECT_EQ(r.exit_code, 2) << "'" << limit << "'";
    EXPECT_EQ(r.out, "");
    EXPECT_NE(r.err.find("--time-limit takes seconds, a decimal number above 0"), std::string::npos)
        << r.err;
  }
  const auto r = run_nonet({"generate", "--seed", "1", "--time-limit", "30.5"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(lines_of(r.out).size(), 1u);
}

TEST(GenerateCli, BandsAndLevelsAreReadStrictly) {
  for (const std::string band : {"7.15", "nan", "inf", "0.5", "12.5", "8.0..6.6", "", "x"}) {
    const auto r = run_nonet({"generate", "--seed", "1", "--rating", band});
    EXPECT_EQ(r.exit_code, 2) << "'" << band << "'";
    EXPECT_NE(r.err.find("nonet generate: --rating: "), std::string::npos) << r.err;
  }
  auto r = run_nonet({"generate", "--seed", "1", "--difficulty", "insane"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("easy, medium, hard, expert or extreme"), std::string::npos) << r.err;
  r = run_nonet({"generate", "--seed", "1", "--difficulty", "EASY", "--with-rating"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const auto easy = run_nonet({"generate", "--seed", "1", "--rating", "1.0..2.5", "--with-rating"});
  EXPECT_EQ(r.out, easy.out);
}

TEST(GenerateCli, ProgressOnATerminal) {
  // Shown once the run has taken a second, when the puzzles go elsewhere than the terminal.
  const auto output = std::filesystem::temp_directory_path() / "nonet_generate_progress.txt";
  const auto r = run_nonet_on_terminal(
      {"generate", "-n", "100000000", "--seed", "2", "--time-limit", "1.6", "-o", output.string()});
  EXPECT_EQ(r.exit_code, 1);  // short of --count at the time limit
  EXPECT_NE(r.out.find("\rnonet generate: "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(" of 100000000 puzzles, "), std::string::npos) << r.out;
  std::filesystem::remove(output);
  // Not over the puzzles on the screen, nor for a run that ends within the second.
  const auto on_screen = run_nonet_on_terminal({"generate", "-n", "30", "--seed", "2"});
  EXPECT_EQ(on_screen.exit_code, 0);
  EXPECT_EQ(on_screen.out.find("nonet generate: 30 of 30"), std::string::npos) << on_screen.out;
}

TEST(MinimizeCli, KeepsWhatIsNeeded) {
  const auto r = run_nonet({"minimize"}, std::string(kPuzzle) + " note\n");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto record = parse_puzzle(r.out);
  ASSERT_TRUE(record.ok()) << r.out;
  EXPECT_EQ(record.comment, "note");
  EXPECT_TRUE(is_minimal(record.grid));
  EXPECT_EQ(solve(record.grid).solution, grid_from(kSolution));
  const auto multiple = run_nonet({"minimize"}, std::string(81, '.') + "\n");
  EXPECT_EQ(multiple.exit_code, 1);
  EXPECT_EQ(multiple.out, "error: <stdin>:1: more than one solution, nothing to keep unique\n");
}

TEST(CheckCli, MinimalSaysWhichGivensCanGo) {
  const auto minimal = run_nonet({"minimize"}, std::string(kPuzzle) + "\n").out;
  const auto r = run_nonet({"check", "--minimal"}, std::string(kPuzzle) + "\n" + minimal);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const auto lines = lines_of(r.out);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0].rfind(std::string(kPuzzle) + " unique, not minimal: r1c1 ", 0), 0u)
      << lines[0];
  EXPECT_EQ(lines[1].substr(82), "unique, minimal");
}

}  // namespace
}  // namespace nonet::testing
