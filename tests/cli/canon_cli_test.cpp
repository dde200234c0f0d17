// End-to-end tests of `nonet canon`, `nonet transform` and `nonet dedup`.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "cli/run_process.hpp"
#include "support/boards.hpp"
#include "support/data_files.hpp"

namespace nonet::testing {
namespace {

const std::string kPuzzleLine(kPuzzle);
// kPuzzle's minlex form, blanks as '.' (the line form's blank).
const std::string kCanonicalLine =
    "........1.....2.34156...27......8.......51..232974......16..9....34..7..28.91.45.";
const std::string kOtherPuzzle =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

TEST(CanonCli, PrintsTheMinlexFormKeepingComments) {
  const auto r = run_nonet({"canon"}, kPuzzleLine + " seed 000\n");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, kCanonicalLine + " seed 000\n");
  EXPECT_EQ(r.err, "");
}

TEST(CanonCli, IsomorphsGetTheSameForm) {
  std::string input;
  for (int i = 0; i < 20; ++i) input += kPuzzleLine + "\n";
  const auto moved = run_nonet({"transform", "--random", "--seed", "5"}, input);
  ASSERT_EQ(moved.exit_code, 0) << moved.err;
  const auto moved_lines = lines_of(moved.out);
  ASSERT_EQ(moved_lines.size(), 20u);
  EXPECT_NE(moved_lines[0], moved_lines[1]);  // each line its own transformation
  for (const char* threads : {"1", "2"}) {
    const auto r = run_nonet({"canon", "--threads", threads}, moved.out);
    EXPECT_EQ(r.exit_code, 0) << r.err;
    for (const auto& line : lines_of(r.out)) EXPECT_EQ(line, kCanonicalLine);
  }
}

TEST(CanonCli, TheTransformPrintedMapsThePuzzleToItsForm) {
  const auto r = run_nonet({"canon", "--transform"}, kOtherPuzzle + "\n");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto fields = lines_of(r.out);
  ASSERT_EQ(fields.size(), 1u);
  const std::string canonical = fields[0].substr(0, 81);
  const std::string transform = fields[0].substr(82);
  EXPECT_EQ(transform.rfind("t", 0), 0u) << transform;
  const auto applied = run_nonet({"transform", "--apply", transform}, kOtherPuzzle + "\n");
  EXPECT_EQ(applied.exit_code, 0) << applied.err;
  EXPECT_EQ(applied.out, canonical + "\n");
}

TEST(CanonCli, BadPuzzlesGetErrorLinesInPlace) {
  const std::string clash = "55" + std::string(79, '.');
  const auto r =
      run_nonet({"canon"}, kPuzzleLine + "\n" + clash + "\nnot a puzzle\n" + kPuzzleLine + "\n");
  EXPECT_EQ(r.exit_code, 1);
  const auto lines = lines_of(r.out);
  ASSERT_EQ(lines.size(), 4u) << r.out;
  EXPECT_EQ(lines[0], kCanonicalLine);
  EXPECT_EQ(lines[1], "error: <stdin>:2: digit 5 appears twice in row 1: r1c1 and r1c2");
  EXPECT_EQ(lines[2].rfind("error: <stdin>:3", 0), 0u) << lines[2];
  EXPECT_EQ(lines[3], kCanonicalLine);
  EXPECT_EQ(r.err, "nonet: 2 of 4 puzzles had no canonical form (see the 'error:' lines)\n");
}

TEST(CanonCli, OtherFormats) {
  const auto grid = run_nonet({"canon", "--format", "grid", "--transform"}, kPuzzleLine + "\n");
  ASSERT_EQ(grid.exit_code, 0) << grid.err;
  const auto lines = lines_of(grid.out);
  ASSERT_EQ(lines.size(), 10u);
  EXPECT_EQ(lines[0], "0 0 0 0 0 0 0 0 1");
  EXPECT_EQ(lines[9].rfind("# transform: t", 0), 0u);
  // What canon prints reads back as the same puzzle.
  const auto again = run_nonet({"canon", "--format", "line"}, grid.out);
  EXPECT_EQ(again.out, kCanonicalLine + "\n");
  for (const char* format : {"pretty", "leetcode", "python"}) {
    const auto r = run_nonet({"canon", "--format", format}, kPuzzleLine + "\n");
    EXPECT_EQ(r.exit_code, 0) << format << r.err;
    EXPECT_EQ(run_nonet({"canon", "-f", "line"}, r.out).out, kCanonicalLine + "\n") << format;
  }
}

TEST(TransformCli, NamedTransformations) {
  const std::string corner = "7" + std::string(80, '.');
  const auto r = run_nonet({"transform", "--apply", "rotate90"}, corner + "\n");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, std::string(8, '.') + "7" + std::string(72, '.') + "\n");
  const auto relabel = run_nonet({"transform", "-a", "relabel=812345679,mirror"}, corner + "\n");
  EXPECT_EQ(relabel.out, std::string(8, '.') + "6" + std::string(72, '.') + "\n");
  const auto shown = run_nonet({"transform", "-a", "transpose", "--transform"}, corner + " c\n");
  EXPECT_EQ(shown.out, corner + " t1:b123:r123/123/123:s123:c123/123/123:d123456789 c\n");
  const auto back = run_nonet({"transform", "-a", "rotate90,rotate270"}, kPuzzleLine + "\n");
  EXPECT_EQ(back.out, kPuzzleLine + "\n");
}

TEST(TransformCli, RandomIsReproducible) {
  const std::string input = kPuzzleLine + "\n" + kOtherPuzzle + "\n";
  const auto a = run_nonet({"transform", "--random", "--seed", "9"}, input);
  const auto b = run_nonet({"transform", "--random", "--seed", "9", "--threads", "1"}, input);
  const auto c = run_nonet({"transform", "--random", "--seed", "10"}, input);
  EXPECT_EQ(a.exit_code, 0) << a.err;
  EXPECT_EQ(a.out, b.out);
  EXPECT_NE(a.out, c.out);
}

TEST(TransformCli, UsageErrors) {
  const auto bad = run_nonet({"transform", "--apply", "rotate90,spin"}, kPuzzleLine + "\n");
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_EQ(bad.out, "");
  EXPECT_EQ(bad.err.rfind("nonet transform: --apply, column 10: unknown transform 'spin'", 0), 0u)
      << bad.err;
  const auto nothing = run_nonet({"transform"}, kPuzzleLine + "\n");
  EXPECT_EQ(nothing.exit_code, 2);
  EXPECT_EQ(nothing.err, "nonet transform: nothing to do: give --apply LIST or --random\n");
}

TEST(DedupCli, KeepsTheFirstOfEachClass) {
  const auto moved = run_nonet({"transform", "--random", "--seed", "3"},
                               kPuzzleLine + " b\n" + kOtherPuzzle + " d\n");
  ASSERT_EQ(moved.exit_code, 0);
  const std::string input = kOtherPuzzle + " a\n" + kPuzzleLine + " c\n" + "bad line\n" + moved.out;
  for (const char* threads : {"1", "2"}) {
    const auto r = run_nonet({"dedup", "--threads", threads}, input);
    EXPECT_EQ(r.exit_code, 1);
    const auto lines = lines_of(r.out);
    ASSERT_EQ(lines.size(), 3u) << r.out;
    EXPECT_EQ(lines[0], kOtherPuzzle + " a");
    EXPECT_EQ(lines[1], kPuzzleLine + " c");
    EXPECT_EQ(lines[2].rfind("error: <stdin>:3", 0), 0u) << lines[2];
    EXPECT_EQ(r.err,
              "nonet: 5 puzzles: 2 kept, 2 duplicates removed, 1 bad (see the 'error:' lines)\n");
  }
}

TEST(DedupCli, ACorpusAndItsIsomorphs) {
  const std::string file = std::string(NONET_DATA_DIR) + "/puzzles6_forum_hardest_1106";
  if (!std::ifstream(file)) NONET_MISSING_DATA("corpus not found: " << file);
  const auto moved = run_nonet({"transform", "--random", file});
  ASSERT_EQ(moved.exit_code, 0) << moved.err;
  const auto once = run_nonet({"dedup", file});
  ASSERT_EQ(once.exit_code, 0) << once.err;
  const auto twice = run_nonet({"dedup", file, "-"}, moved.out);
  EXPECT_EQ(twice.exit_code, 0) << twice.err;
  EXPECT_EQ(twice.out, once.out);  // every isomorph was a duplicate
  const auto kept = lines_of(once.out).size();
  EXPECT_NE(twice.err.find(std::to_string(kept) + " kept"), std::string::npos) << twice.err;
}

TEST(DedupCli, MissingFileIsAnIoError) {
  const auto r = run_nonet({"dedup", "/nonexistent/puzzles.txt"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("/nonexistent/puzzles.txt"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace nonet::testing
