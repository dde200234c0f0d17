// End-to-end tests of what the batch commands share: thread limits, unreadable inputs in their
// place, interactive answers, and the reasons check and minimize give.
#include <gtest/gtest.h>

#include <string>

#include "cli/run_process.hpp"
#include "nonet/batch.hpp"
#include "support/boards.hpp"

namespace nonet::testing {
namespace {

const std::string kPuzzleLine(kPuzzle);

TEST(BatchCli, ThreadsAboveTheLibraryMaximumAreAUsageError) {
  for (const char* command : {"solve", "check", "count", "rate", "minimize", "selfcheck"}) {
    const auto too_many = std::to_string(kMaxThreads + 1);
    const auto r = run_nonet({command, "--threads", too_many, "-"}, kPuzzleLine + "\n");
    EXPECT_EQ(r.exit_code, 2) << command;
    EXPECT_EQ(r.out, "") << command;
    const auto most =
        run_nonet({command, "--threads", std::to_string(kMaxThreads), "-"}, kPuzzleLine + "\n");
    EXPECT_NE(most.exit_code, 2) << command << most.err;
  }
}

TEST(BatchCli, NumbersInOptionsAreStrictDecimal) {
  struct Case {
    std::vector<std::string> args;
    const char* option;
  };
  const std::vector<Case> cases = {
      {{"solve", "-t", "010"}, "--threads"},
      {{"count", "--limit", "0x10"}, "--limit"},
      {{"check", "-t", "+2"}, "--threads"},
      {{"transform", "--random", "--seed", "-1"}, "--seed"},
      {{"minimize", "--seed", "99999999999999999999"}, "--seed"},
      {{"rate", "--max-level", "6"}, "--max-level"},
      {{"solve", "-t", " 2"}, "--threads"},
  };
  for (const Case& c : cases) {
    auto args = c.args;
    args.push_back("-");
    const auto r = run_nonet(args, kPuzzleLine + "\n");
    EXPECT_EQ(r.exit_code, 2) << c.args[0] << " " << c.args[1];
    EXPECT_EQ(r.out, "");
    EXPECT_NE(r.err.find(std::string(c.option) + ": takes a whole number"), std::string::npos)
        << r.err;
  }
  // The same numbers written plainly are taken.
  EXPECT_EQ(run_nonet({"solve", "-t", "10", "-"}, kPuzzleLine + "\n").exit_code, 0);
  EXPECT_EQ(run_nonet({"transform", "--random", "--seed", "0", "-"}, kPuzzleLine + "\n").exit_code,
            0);
}

TEST(BatchCli, AnUnreadableInputIsReportedAndTheOthersAreChecked) {
  const auto r = run_nonet({"check", "/", "-"}, kPuzzleLine + "\n");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, kPuzzleLine + " unique\n");
  EXPECT_EQ(r.err,
            "nonet: cannot read '/': it is a directory\n"
            "nonet: 1 puzzle: 1 unique, 0 multiple, 0 none, 0 invalid\n");
}

TEST(BatchCli, CheckAnswersEachLineBeforeTheNextIsTyped) {
  Child child({"check", "-"});
  child.write_stdin(kPuzzleLine + "\n");
  EXPECT_EQ(child.read_stdout_lines(1, 20'000), kPuzzleLine + " unique\n");
  child.write_stdin("11" + std::string(79, '.') + "\n");
  EXPECT_EQ(child.read_stdout_lines(1, 20'000),
            "invalid: <stdin>:2: digit 1 appears twice in row 1: r1c1 and r1c2\n");
  const auto rest = child.finish();
  EXPECT_EQ(rest.exit_code, 1);
}

TEST(BatchCli, MinimizeSaysWhyAPuzzleCannotBeMinimized) {
  const std::string input = std::string(81, '.') + "\n" + "12345678." + std::string(8, '.') + "9" +
                            std::string(63, '.') + "\n123\n";
  const auto r = run_nonet({"minimize", "-"}, input);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out,
            "error: <stdin>:1: more than one solution, nothing to keep unique\n"
            "error: <stdin>:2: no solution\n"
            "error: <stdin>:3: expected 81 cells, found 3\n");
}

}  // namespace
}  // namespace nonet::testing
