// End-to-end tests of the reading options every puzzle-reading command shares: --input-format,
// --column and --verbose (docs/formats.md, "Naming the reader").
#include <gtest/gtest.h>

#include <string>

#include "cli/run_process.hpp"
#include "support/boards.hpp"

namespace nonet::testing {
namespace {

const std::string kPuzzleLine(kPuzzle);
const std::string kSolutionLine(kSolution);

const std::vector<std::string> kReadingCommands = {
    "solve", "check", "count", "rate", "minimize", "canon", "dedup", "transform", "selfcheck"};

TEST(ReadersCli, AnUnknownInputFormatIsAUsageErrorThatListsTheNames) {
  for (const auto& command : kReadingCommands) {
    const auto r = run_nonet({command, "--input-format", "qqwing", "-"}, kPuzzleLine + "\n");
    EXPECT_EQ(r.exit_code, 2) << command;
    EXPECT_EQ(r.out, "") << command;
    EXPECT_NE(r.err.find("unknown input format 'qqwing'"), std::string::npos) << command << r.err;
    EXPECT_NE(r.err.find("opensudoku"), std::string::npos) << command << r.err;
  }
}

TEST(ReadersCli, AKnownInputFormatIsTakenByEveryReadingCommand) {
  for (const auto& command : kReadingCommands) {
    std::vector<std::string> args = {command, "--input-format", "sdm", "-"};
    if (command == "transform") args.push_back("--random");  // it needs something to do
    const auto r = run_nonet(args, kPuzzleLine + "\n");
    EXPECT_NE(r.exit_code, 2) << command << r.err;
  }
}

TEST(ReadersCli, TheForcedReaderRejectsOtherFormsWithALocatedError) {
  const auto r = run_nonet({"check", "--input-format", "csv", "-"}, kPuzzleLine + "\n");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.out.find("<stdin>:1: expected a CSV header"), std::string::npos) << r.out;
}

TEST(ReadersCli, ColumnPicksTheCsvColumn) {
  const std::string csv = "quizzes,solutions\n" + kPuzzleLine + "," + kSolutionLine + "\n";
  auto r = run_nonet({"solve", "-"}, csv);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, kSolutionLine + "\n");
  r = run_nonet({"check", "--column", "Solutions", "-"}, csv);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, kSolutionLine + " unique\n");  // check echoes the puzzle it read
}

TEST(ReadersCli, VerboseSaysWhichReaderTookThePuzzles) {
  const std::string text = kPuzzleLine + "\nquizzes,solutions\n" + kPuzzleLine + ",x\n" +
                           kPuzzleLine + ",x\n\n" + kPuzzleLine + "\n";
  const auto r = run_nonet({"check", "-v", "-"}, text);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("nonet: <stdin>:1: read as line\n"
                       "nonet: <stdin>:3: read as csv\n"
                       "nonet: <stdin>:6: read as line\n"),
            std::string::npos)
      << r.err;
}

}  // namespace
}  // namespace nonet::testing
