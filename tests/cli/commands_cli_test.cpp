// End-to-end tests of `nonet check`, `count`, `bench`, help, version and exit codes.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli/run_process.hpp"
#include "nonet/version.hpp"
#include "support/data_files.hpp"

namespace nonet::testing {
namespace {

const std::string kUniqueLine =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
const std::string kEmptyGrid(81, '.');

std::string data_file(const std::string& name) {
  return std::string(NONET_DATA_DIR) + "/" + name;
}

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// The lines "PUZZLE verdict" with this verdict.
std::size_t count_verdicts(const std::string& text, const std::string& verdict) {
  std::size_t n = 0;
  for (const auto& l : split_lines(text)) n += l.size() > 82 && l.substr(82) == verdict;
  return n;
}

std::string last_word(const std::string& line) {
  return line.substr(line.rfind(' ') + 1);
}

TEST(UsageCli, HelpVersionAndExitCodes) {
  auto r = run_nonet({"--help"});
  EXPECT_EQ(r.exit_code, 0);
  for (const char* word : {"solve", "check", "count", "bench", "Exit codes"}) {
    EXPECT_NE(r.out.find(word), std::string::npos) << word;
  }
  r = run_nonet({"--version"});
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, std::string("nonet ") + kVersion + "\n");
  for (const char* command : {"solve", "check", "count", "bench"}) {
    r = run_nonet({command, "--help"});
    EXPECT_EQ(r.exit_code, 0) << command;
    EXPECT_NE(r.out.find("--threads"), std::string::npos) << command;
  }
  EXPECT_EQ(run_nonet({}).exit_code, 2);
  EXPECT_EQ(run_nonet({"frobnicate"}).exit_code, 2);
  EXPECT_EQ(run_nonet({"solve", "--threads", "0"}, kUniqueLine).exit_code, 2);
  EXPECT_EQ(run_nonet({"count", "--limit", "-3"}, kUniqueLine).exit_code, 2);
  EXPECT_EQ(run_nonet_on_terminal({"bench"}).exit_code, 2);  // no file and nothing piped
}

TEST(UsageCli, TerminalStdinGetsAHintInsteadOfAWait) {
  for (const char* command : {"solve", "check", "count"}) {
    const auto r = run_nonet_on_terminal({command});
    EXPECT_EQ(r.exit_code, 2) << command << ": " << r.out;
    EXPECT_NE(r.out.find(std::string("usage: nonet ") + command), std::string::npos) << r.out;
  }
}

TEST(CheckCli, OneVerdictPerPuzzleAndASummary) {
  const std::string input = kUniqueLine + "\n" + kEmptyGrid + "\n" + "12345678." +
                            std::string(8, '.') + "9" + std::string(63, '.') + "\n" + "11" +
                            std::string(79, '.') + "\n" + "oops\n";
  const auto r = run_nonet({"check"}, input);
  EXPECT_EQ(r.exit_code, 1);
  // Each verdict after the puzzle it is about.
  EXPECT_EQ(r.out, kUniqueLine + " unique\n" + kEmptyGrid + " multiple\n" + "12345678." +
                       std::string(8, '.') + "9" + std::string(63, '.') + " none\n" +
                       "invalid: <stdin>:4: digit 1 appears twice in row 1: r1c1 and r1c2\n"
                       "invalid: <stdin>:5:1: illegal character 'o' in cell r1c1\n");
  EXPECT_EQ(r.err, "nonet: 5 puzzles: 1 unique, 1 multiple, 1 none, 2 invalid\n");
}

TEST(CheckCli, AllUniqueIsExitZero) {
  const auto r = run_nonet({"check"}, kUniqueLine + "\n" + kUniqueLine + "\n");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, kUniqueLine + " unique\n" + kUniqueLine + " unique\n");
}

TEST(CheckCli, SeventeenClueCorpusIsAllUnique) {
  const auto path = data_file("puzzles2_17_clue");
  if (!std::filesystem::exists(path))
    NONET_MISSING_DATA("corpus not found: " << ::nonet::test::data_path("puzzles2_17_clue"));
  const auto r = run_nonet({"check", path});
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(count_verdicts(r.out, "unique"), 49158u);
  EXPECT_EQ(split_lines(r.out).size(), 49158u);
  EXPECT_EQ(r.err, "nonet: 49158 puzzles: 49158 unique, 0 multiple, 0 none, 0 invalid\n");
}

TEST(CheckCli, SergBenchmarkPuzzlesAllHaveSeveralSolutions) {
  // The corpus README says so; counted here rather than assumed.
  const auto path = data_file("puzzles7_serg_benchmark");
  if (!std::filesystem::exists(path))
    NONET_MISSING_DATA("corpus not found: " << ::nonet::test::data_path("puzzles7_serg_benchmark"));
  const auto r = run_nonet({"check", path});
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(count_verdicts(r.out, "multiple"), 10000u);
  EXPECT_EQ(r.err, "nonet: 10000 puzzles: 0 unique, 10000 multiple, 0 none, 0 invalid\n");
}

TEST(CountCli, CountsUpToTheLimit) {
  const std::string input = kUniqueLine + "\n" + kEmptyGrid + "\n";
  auto r = run_nonet({"count", "--limit", "50"}, input);
  EXPECT_EQ(r.exit_code, 0);
  // Each count after the puzzle it is about.
  EXPECT_EQ(r.out, kUniqueLine + " 1\n" + kEmptyGrid + " 50\n");
  r = run_nonet({"count"}, input);
  EXPECT_EQ(r.out, kUniqueLine + " 1\n" + kEmptyGrid + " 1000\n");  // the default limit
  const std::string no_solution = "12345678." + std::string(8, '.') + "9" + std::string(63, '.');
  r = run_nonet({"count"}, no_solution + "\n");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, no_solution + " 0\n");
  r = run_nonet({"count"}, "11" + std::string(79, '.') + "\n");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, "invalid: <stdin>:1: digit 1 appears twice in row 1: r1c1 and r1c2\n");
}

TEST(CountCli, SergBenchmarkSolutionCounts) {
  // Each of these puzzles has 2 to 1,555 solutions; count them fully.
  const auto path = data_file("puzzles7_serg_benchmark");
  if (!std::filesystem::exists(path))
    NONET_MISSING_DATA("corpus not found: " << ::nonet::test::data_path("puzzles7_serg_benchmark"));
  const auto r = run_nonet({"count", "--limit", "100000", path});
  EXPECT_EQ(r.exit_code, 0);
  const auto lines = split_lines(r.out);
  ASSERT_EQ(lines.size(), 10000u);
  long lo = 1'000'000, hi = 0;
  for (const auto& l : lines) {
    const long n = std::stol(last_word(l));
    lo = std::min(lo, n);
    hi = std::max(hi, n);
  }
  EXPECT_EQ(lo, 2);
  EXPECT_EQ(hi, 1555);
}

TEST(BenchCli, PrintsATableWithAChecksumThatThreadsAndEnginesAgreeOn) {
  const auto dir = std::filesystem::temp_directory_path() / "nonet_bench_test";
  std::filesystem::create_directories(dir);
  const auto corpus = (dir / "small.txt").string();
  // Easy for the reference backtracker too, which is slow on hard puzzles (more so under ASan).
  const std::string leetcode =
      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
  {
    std::ofstream out(corpus);
    out << "# three puzzles and a bad line\n"
        << leetcode << "\n"
        << kUniqueLine << "\n"
        << leetcode << "\nbad line\n";
  }
  const auto one = run_nonet({"bench", "--runs", "1", corpus});
  const auto two = run_nonet({"bench", "--runs", "2", "--threads", "2", corpus});
  EXPECT_EQ(one.exit_code, 1) << one.err;  // the unreadable entry
  EXPECT_EQ(two.exit_code, 1) << two.err;
  const auto row_one = split_lines(one.out).back();
  const auto row_two = split_lines(two.out).back();
  EXPECT_EQ(row_one.rfind("small.txt", 0), 0u) << row_one;
  EXPECT_EQ(last_word(row_one).size(), 16u) << row_one;
  EXPECT_EQ(last_word(row_one), last_word(row_two));
  EXPECT_NE(one.err.find("1 entry not read as puzzles"), std::string::npos) << one.err;

  std::ofstream(corpus) << "11" << std::string(79, '.') << "\n";
  EXPECT_EQ(run_nonet({"bench", "--runs", "1", corpus}).exit_code, 1);  // an invalid puzzle

  std::ofstream(corpus) << leetcode << "\n" << leetcode << "\n";
  const auto fast = run_nonet({"bench", "--runs", "1", corpus});
  const auto reference = run_nonet({"bench", "--runs", "1", "--engine", "reference", corpus});
  EXPECT_EQ(fast.exit_code, 0) << fast.err;
  EXPECT_EQ(reference.exit_code, 0) << reference.err;
  EXPECT_EQ(last_word(split_lines(fast.out).back()), last_word(split_lines(reference.out).back()));
  // One record a corpus in JSON and CSV, with the table's checksum.
  const auto json = run_nonet({"bench", "--runs", "1", "--format", "jsonl", corpus});
  EXPECT_EQ(json.exit_code, 0) << json.err;
  const auto record = nlohmann::json::parse(json.out);
  EXPECT_EQ(record["corpus"], "small.txt");
  EXPECT_EQ(record["puzzles"], 2);
  EXPECT_EQ(record["checksum"], last_word(split_lines(fast.out).back()));
  const auto csv = run_nonet({"bench", "--runs", "1", "--format", "csv", corpus});
  const auto rows = split_lines(csv.out);
  ASSERT_EQ(rows.size(), 2u) << csv.out;
  EXPECT_EQ(rows[0].rfind("corpus,puzzles,wall_seconds,", 0), 0u) << rows[0];
  EXPECT_EQ(rows[1].rfind("small.txt,2,", 0), 0u) << rows[1];
  // Piped puzzles are read without an explicit '-', as every command reads them.
  const auto piped = run_nonet({"bench", "--runs", "1"}, leetcode + "\n" + leetcode + "\n");
  EXPECT_EQ(piped.exit_code, 0) << piped.err;
  EXPECT_EQ(split_lines(piped.out).back().rfind("<stdin>", 0), 0u) << piped.out;
  EXPECT_EQ(last_word(split_lines(piped.out).back()), last_word(split_lines(fast.out).back()));
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace nonet::testing
