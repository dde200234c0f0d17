// End-to-end tests of `nonet solve`: the seeds' own examples, formats, batches, streaming.
#include <gtest/gtest.h>

#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "cli/run_process.hpp"
#include "support/boards.hpp"
#include "support/corpus.hpp"
#include "support/data_files.hpp"

namespace nonet::testing {
namespace {

// Seed 000 gives its board as a Python assignment over nine lines...
const std::string kSeed000Input(kSeed000Board);
// ...and prints the solution with `for x in board: print(x)`.
const std::string kSeed000Output =
    "['5', '3', '4', '6', '7', '8', '9', '1', '2']\n"
    "['6', '7', '2', '1', '9', '5', '3', '4', '8']\n"
    "['1', '9', '8', '3', '4', '2', '5', '6', '7']\n"
    "['8', '5', '9', '7', '6', '1', '4', '2', '3']\n"
    "['4', '2', '6', '8', '5', '3', '7', '9', '1']\n"
    "['7', '1', '3', '9', '2', '4', '8', '5', '6']\n"
    "['9', '6', '1', '5', '3', '7', '2', '8', '4']\n"
    "['2', '8', '7', '4', '1', '9', '6', '3', '5']\n"
    "['3', '4', '5', '2', '8', '6', '1', '7', '9']\n";
const std::string kSeed000Line(kPuzzle);
const std::string kSeed000SolutionLine(kSolution);

// Seed 002's example lost its line breaks in the write-up; these are the nine lines restored.
const std::string kSeed002Input =
    "0 9 2 4 8 1 7 6 3\n4 1 3 7 6 2 9 8 5\n8 6 7 3 5 9 4 1 2\n6 2 4 1 9 5 3 7 8\n"
    "7 5 9 8 4 3 1 2 6\n1 3 8 6 2 7 5 9 4\n2 7 1 5 3 8 6 4 9\n3 8 6 9 1 4 2 5 7\n"
    "0 4 5 2 7 6 8 3 1\n";
const std::string kSeed002Output =
    "5 9 2 4 8 1 7 6 3\n4 1 3 7 6 2 9 8 5\n8 6 7 3 5 9 4 1 2\n6 2 4 1 9 5 3 7 8\n"
    "7 5 9 8 4 3 1 2 6\n1 3 8 6 2 7 5 9 4\n2 7 1 5 3 8 6 4 9\n3 8 6 9 1 4 2 5 7\n"
    "9 4 5 2 7 6 8 3 1\n";

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

TEST(SolveCli, Seed000ExampleGivesTheSeedsOutput) {
  const auto r = run_nonet({"solve"}, kSeed000Input);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, kSeed000Output);
  EXPECT_EQ(r.err, "");
}

TEST(SolveCli, Seed000ExampleFromTheRepositoryFile) {
  const auto r = run_nonet({"solve", std::string(NONET_SOURCE_DIR) + "/examples/leetcode37.txt"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, kSeed000Output);
}

TEST(SolveCli, Seed002ExampleGivesTheSeedsOutput) {
  const auto r = run_nonet({"solve"}, kSeed002Input);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, kSeed002Output);
  EXPECT_EQ(r.err, "");
}

TEST(SolveCli, LeetCodeJsonComesBackAsJson) {
  const auto r = run_nonet(
      {"solve"}, R"([["5","3",".",".","7",".",".",".","."],["6",".",".","1","9","5",".",".","."],)"
                 R"([".","9","8",".",".",".",".","6","."],["8",".",".",".","6",".",".",".","3"],)"
                 R"(["4",".",".","8",".","3",".",".","1"],["7",".",".",".","2",".",".",".","6"],)"
                 R"([".","6",".",".",".",".","2","8","."],[".",".",".","4","1","9",".",".","5"],)"
                 R"([".",".",".",".","8",".",".","7","9"]])"
                 "\n");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out,
            R"([["5","3","4","6","7","8","9","1","2"],["6","7","2","1","9","5","3","4","8"],)"
            R"(["1","9","8","3","4","2","5","6","7"],["8","5","9","7","6","1","4","2","3"],)"
            R"(["4","2","6","8","5","3","7","9","1"],["7","1","3","9","2","4","8","5","6"],)"
            R"(["9","6","1","5","3","7","2","8","4"],["2","8","7","4","1","9","6","3","5"],)"
            R"(["3","4","5","2","8","6","1","7","9"]])"
            "\n");
}

TEST(SolveCli, LineFormKeepsItsComment) {
  const auto r = run_nonet({"solve"}, kSeed000Line + "   the LeetCode board\n");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, kSeed000SolutionLine + " the LeetCode board\n");
}

TEST(SolveCli, FormatOptionChoosesTheOutput) {
  auto r = run_nonet({"solve", "--format", "grid"}, kSeed000Line + "\n");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out.substr(0, 18), "5 3 4 6 7 8 9 1 2\n");
  r = run_nonet({"solve", "--format", "line"}, kSeed000Input);
  EXPECT_EQ(r.out, kSeed000SolutionLine + "\n");
  r = run_nonet({"solve", "--format", "pretty"}, kSeed002Input);
  EXPECT_EQ(split_lines(r.out).size(), 13u);
  EXPECT_EQ(split_lines(r.out)[1], "| 5 9 2 | 4 8 1 | 7 6 3 |");
  r = run_nonet({"solve", "--format", "python"}, kSeed002Input);
  EXPECT_EQ(split_lines(r.out)[0], "['5', '9', '2', '4', '8', '1', '7', '6', '3']");
  r = run_nonet({"solve", "--format", "nonsense"}, kSeed002Input);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("nonsense"), std::string::npos) << r.err;
}

TEST(SolveCli, PrettyInputComesBackPretty) {
  const auto pretty = run_nonet({"solve", "--format", "pretty"}, kSeed000Line + "\n").out;
  // Solving a full grid gives it back unchanged, in its own format.
  const auto r = run_nonet({"solve"}, pretty);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, pretty);
}

TEST(SolveCli, BatchKeepsOrderAndReportsBadPuzzlesInPlace) {
  const std::string input = "# a batch with bad lines\r\n" + kSeed000Line + "\r\n" +
                            "12345\r\n" +                             // too short
                            kSeed000Line.substr(0, 80) + "x\r\n" +    // illegal character
                            "55" + kSeed000Line.substr(2) + "\r\n" +  // two 5s in row 1
                            "\r\n" +                                  //
                            std::string(81, '.') + "\r\n";            // empty grid: many solutions
  const auto r = run_nonet({"solve", "--threads", "2"}, input);
  EXPECT_EQ(r.exit_code, 1);
  const auto lines = split_lines(r.out);
  ASSERT_EQ(lines.size(), 5u) << r.out;
  EXPECT_EQ(lines[0], kSeed000SolutionLine);
  EXPECT_EQ(lines[1], "error: <stdin>:3: expected 81 cells, found 5");
  EXPECT_EQ(lines[2], "error: <stdin>:4:81: illegal character 'x' in cell r9c9");
  EXPECT_EQ(lines[3], "error: <stdin>:5: digit 5 appears twice in row 1: r1c1 and r1c2");
  EXPECT_EQ(lines[4].size(), 81u);
  EXPECT_NE(r.err.find("3 of 5 puzzles could not be solved"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("1 puzzle has more than one solution"), std::string::npos) << r.err;
}

TEST(SolveCli, NoSolutionIsAnError) {
  // Row 1 needs a 9 in r1c9, but column 9 already has one.
  const std::string puzzle = "12345678." + std::string(8, '.') + "9" + std::string(63, '.');
  const auto r = run_nonet({"solve"}, puzzle + "\n");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, "error: <stdin>:1: no solution\n");
}

TEST(SolveCli, LimitPrintsSeveralSolutionsPuzzleByPuzzle) {
  const auto r =
      run_nonet({"solve", "--limit", "3"}, std::string(81, '.') + "\n" + kSeed000Line + "\n");
  EXPECT_EQ(r.exit_code, 0);
  const auto lines = split_lines(r.out);
  ASSERT_EQ(lines.size(), 5u) << r.out;  // 3 solutions, a blank line, the unique solution
  EXPECT_NE(lines[0], lines[1]);
  EXPECT_NE(lines[1], lines[2]);
  EXPECT_EQ(lines[3], "");
  EXPECT_EQ(lines[4], kSeed000SolutionLine);
  EXPECT_EQ(r.err, "nonet: 1 puzzle has more than 3 solutions; the first 3 are printed\n");
}

TEST(SolveCli, LimitOneStopsAtTheFirstSolutionAndClaimsNothingMore) {
  // The empty grid has many solutions; with --limit 1 nothing is said about the others.
  const auto r =
      run_nonet({"solve", "--limit", "1"}, std::string(81, '.') + "\n" + kSeed000Line + "\n");
  EXPECT_EQ(r.exit_code, 0);
  const auto lines = split_lines(r.out);
  ASSERT_EQ(lines.size(), 2u) << r.out;
  EXPECT_EQ(lines[0].size(), 81u);
  EXPECT_EQ(lines[0].find('.'), std::string::npos);
  EXPECT_EQ(lines[1], kSeed000SolutionLine);
  EXPECT_EQ(r.err, "");
  // Still an error when there is no solution at all.
  const auto none = run_nonet(
      {"solve", "-l", "1"}, "12345678." + std::string(8, '.') + "9" + std::string(63, '.') + "\n");
  EXPECT_EQ(none.exit_code, 1);
  EXPECT_EQ(none.out, "error: <stdin>:1: no solution\n");
}

TEST(SolveCli, WriteErrorsAreReportedAndFail) {
  const std::string command =
      "printf '%s\\n' " + kSeed000Line + " | " + cli_path() + " solve >/dev/full 2>/dev/null";
  const int status = std::system(command.c_str());
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 2);
}

TEST(SolveCli, HelpAndVersionThatCannotBeWrittenFail) {
  for (const char* args : {" --help", " --version", " solve --help"}) {
    const std::string command = cli_path() + args + " >/dev/full 2>/dev/null";
    const int status = std::system(command.c_str());
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 2) << args;
  }
}

TEST(SolveCli, FileNamesInMessagesShowTheirControlCharacters) {
  const auto dir = std::filesystem::temp_directory_path() / "nonet_name_test";
  std::filesystem::create_directories(dir);
  const auto path = dir / "x\nunique\ny.txt";
  std::ofstream(path) << "garbage\n";
  const auto r = run_nonet({"check", path.string()});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, "invalid: " + dir.string() +
                       "/x\\nunique\\ny.txt:1:1: illegal character 'g' in cell r1c1\n");
  std::filesystem::remove_all(dir);
}

TEST(SolveCli, DirectoriesAndStdinTwiceAreUsageErrors) {
  auto r = run_nonet({"solve", "/"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "nonet: cannot read '/': it is a directory\n");
  r = run_nonet({"solve", "-", "-"}, kSeed000Line + "\n");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "nonet solve: standard input ('-') can be read only once\n");
}

TEST(SolveCli, ThreadsGiveTheSameOutputInTheSameOrder) {
  std::ifstream corpus(std::string(NONET_DATA_DIR) + "/puzzles3_magictour_top1465");
  if (!corpus)
    NONET_MISSING_DATA(
        "corpus not found: " << ::nonet::test::data_path("puzzles3_magictour_top1465"));
  std::stringstream text;
  text << corpus.rdbuf();
  const auto one = run_nonet({"solve", "--threads", "1"}, text.str());
  const auto two = run_nonet({"solve", "--threads", "2"}, text.str());
  EXPECT_EQ(one.exit_code, 0);
  EXPECT_EQ(split_lines(one.out).size(), 1465u);
  EXPECT_EQ(one.out, two.out);
}

TEST(SolveCli, StreamsEachPuzzleBeforeTheInputEndsOnOneThread) {
  // One thread runs the batch on the calling thread, without a reader thread: a line typed is
  // still answered before the next comes.
  Child child({"solve", "--threads", "1"});
  child.write_stdin(kSeed000Line + "\n");
  EXPECT_EQ(child.read_stdout_lines(1, 20'000), kSeed000SolutionLine + "\n");
  child.write_stdin(kSeed000Line + " again\n");
  EXPECT_EQ(child.read_stdout_lines(1, 20'000), kSeed000SolutionLine + " again\n");
  const auto rest = child.finish();
  EXPECT_EQ(rest.exit_code, 0);
  EXPECT_EQ(rest.out, "");
}

TEST(SolveCli, StreamsEachPuzzleBeforeTheInputEnds) {
  Child child({"solve"});
  child.write_stdin(kSeed000Line + "\n");
  const auto first = child.read_stdout_lines(1, 20'000);
  EXPECT_EQ(first, kSeed000SolutionLine + "\n");  // answered while stdin is still open
  child.write_stdin(kSeed000Line + " again\n");
  const auto second = child.read_stdout_lines(1, 20'000);
  EXPECT_EQ(second, kSeed000SolutionLine + " again\n");
  const auto rest = child.finish();
  EXPECT_EQ(rest.exit_code, 0);
  EXPECT_EQ(rest.out, "");
}

// Many solutions a puzzle, many threads, and nobody reading: the chunks under way are bounded
// by what they print, not by the thread count (this took 3.8 GB with -l 100000 before).
TEST(SolveCli, ManySolutionsToASlowReaderStayInBoundedMemory) {
  std::string empty_grids;
  for (int i = 0; i < 40; ++i) empty_grids += std::string(81, '.') + "\n";
  Child child({"solve", "-l", "20000", "-f", "pretty", "-t", "32"});
  child.write_stdin(empty_grids);
  child.close_stdin();
  std::this_thread::sleep_for(std::chrono::milliseconds(1500));  // the pipe fills; nonet waits
  const auto r = child.finish();
  EXPECT_EQ(r.exit_code, 0) << r.err;  // more than 20,000 solutions is noted, not an error
  EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '+'), 40 * 20000 * 16);
  rusage children{};
  ASSERT_EQ(getrusage(RUSAGE_CHILDREN, &children), 0);
  const long peak_mib = children.ru_maxrss / 1024;
  if (!test::kOptimizedBuild) {
    GTEST_SKIP() << "peak " << peak_mib << " MiB; sanitizers hold freed memory, so no bound here";
  }
  EXPECT_LE(peak_mib, 256);
}

TEST(SolveCli, MissingFileIsAnIoErrorAndTheOthersAreStillRead) {
  const auto r = run_nonet({"solve", "/nonexistent/puzzles.txt",
                            std::string(NONET_SOURCE_DIR) + "/examples/leetcode37.txt"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, kSeed000Output);
  EXPECT_EQ(r.err, "nonet: cannot open '/nonexistent/puzzles.txt': No such file or directory\n");
}

TEST(SolveCli, BinaryInputIsReportedNotCrashedOn) {
  std::string junk(
      "\x7f"
      "ELF\x02\x01\x01\0\0\0\0",
      12);
  junk += "\n\xff\xfe\n";
  const auto r = run_nonet({"solve"}, junk);
  EXPECT_EQ(r.exit_code, 1);
  const auto lines = split_lines(r.out);
  ASSERT_EQ(lines.size(), 2u) << r.out;
  EXPECT_EQ(lines[0], "error: <stdin>:1:1: binary data (byte 0x7F), not a puzzle");
  EXPECT_EQ(lines[1].rfind("error: <stdin>:2:1: illegal", 0), 0u) << lines[1];
  EXPECT_NE(lines[1].find("0xFF"), std::string::npos) << lines[1];
}

TEST(SolveCli, EmptyInputSaysSo) {
  const auto r = run_nonet({"solve"}, "");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, "error: <stdin>: empty input: no puzzle found\n");
}

}  // namespace
}  // namespace nonet::testing
