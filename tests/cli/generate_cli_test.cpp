// End-to-end tests of `nonet generate`, `minimize` and `check --minimal`.
#include <gtest/gtest.h>

#include <set>
#include <sstream>

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
  EXPECT_EQ(lines[0].rfind("unique, not minimal: r1c1 ", 0), 0u) << lines[0];
  EXPECT_EQ(lines[1], "unique, minimal");
}

}  // namespace
}  // namespace nonet::testing
