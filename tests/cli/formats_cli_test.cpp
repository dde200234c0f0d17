// End-to-end tests of --format, the output form of every command that prints results, and of
// `nonet convert`: each form is read back by nonet as the same puzzles.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "cli/run_process.hpp"
#include "support/corpus.hpp"

namespace nonet::testing {
namespace {

// LeetCode 37's puzzle (rated 1.2/1.2/1.2) and one with more givens missing, both unique.
const std::string kEasy =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const std::string kSecond =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
const std::string kEasySolution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

const std::vector<std::string> kPuzzleForms = {"line", "grid", "pretty", "leetcode", "python"};

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// The 81-character puzzles nonet reads in `text` (the first 81 characters of each line of
// `convert --to line`'s output).
std::vector<std::string> puzzles_read_back(const std::string& text) {
  const auto r = run_nonet({"convert", "--to", "line", "-"}, text);
  EXPECT_EQ(r.exit_code, 0) << r.err << "\n" << text;
  std::vector<std::string> puzzles;
  for (const auto& line : lines_of(r.out)) puzzles.push_back(line.substr(0, 81));
  return puzzles;
}

// The fields of one CSV row written with RFC 4180 quoting (no line breaks inside fields here).
std::vector<std::string> csv_row(const std::string& line) {
  std::vector<std::string> fields(1);
  bool quoted = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (quoted && c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
      fields.back() += '"';
      ++i;
    } else if (c == '"') {
      quoted = !quoted;
    } else if (c == ',' && !quoted) {
      fields.emplace_back();
    } else {
      fields.back() += c;
    }
  }
  return fields;
}

TEST(FormatsCli, EveryPuzzleFormOfEveryCommandReadsBackAsItsPuzzles) {
  const std::string input = kEasy + "\n" + kSecond + "\n";
  const std::vector<std::string> given = {kEasy, kSecond};
  struct Case {
    std::vector<std::string> command;
    std::string input;
    std::vector<std::string> expected;  // empty: the input's puzzles
  };
  const std::vector<Case> cases = {
      {{"check"}, input, given},
      {{"check", "--minimal"}, kEasy + "\n", {kEasy}},
      {{"count", "--limit", "5"}, input, given},
      {{"rate", "--level", "--hodoku"}, kEasy + "\n", {kEasy}},
      {{"rate", "--steps"}, kEasy + "\n", {kEasy}},
      {{"solve"}, kEasy + "\n", {kEasySolution}},
      {{"hint"}, input, given},
      {{"explain"}, kEasy + "\n", {kEasy}},
  };
  for (const auto& c : cases) {
    for (const auto& form : kPuzzleForms) {
      // rate --steps indents its steps below serate's line in the line form, as before.
      if (c.command.size() == 2 && c.command[1] == "--steps" && form == "line") continue;
      auto args = c.command;
      args.insert(args.end(), {"--format", form, "-"});
      const auto r = run_nonet(args, c.input);
      ASSERT_EQ(r.exit_code, 0) << c.command[0] << " " << form << ": " << r.err;
      EXPECT_EQ(puzzles_read_back(r.out), c.expected) << c.command[0] << " " << form << ":\n"
                                                      << r.out;
    }
  }
}

// The result forms too: nonet reads its own JSON, JSON Lines and CSV back as the puzzles they
// are about (the "puzzle" field, the puzzle column).
TEST(FormatsCli, EveryResultFormOfEveryCommandReadsBackAsItsPuzzles) {
  const std::string input = kEasy + "\n" + kSecond + "\n";
  const std::vector<std::string> given = {kEasy, kSecond};
  const std::vector<std::vector<std::string>> commands = {
      {"check"}, {"count", "--limit", "5"}, {"rate", "--level"}, {"solve"}};
  for (const auto& command : commands) {
    for (const std::string form : {"json", "jsonl", "csv"}) {
      auto args = command;
      args.insert(args.end(), {"--format", form, "-"});
      const bool one = command[0] == "rate" || command[0] == "solve";
      const auto r = run_nonet(args, one ? kEasy + "\n" : input);
      ASSERT_EQ(r.exit_code, 0) << command[0] << " " << form << ": " << r.err;
      EXPECT_EQ(puzzles_read_back(r.out), one ? std::vector<std::string>{kEasy} : given)
          << command[0] << " " << form << ":\n"
          << r.out;
    }
  }
  for (const std::string form : {"json", "jsonl", "csv"}) {
    const auto r = run_nonet({"convert", "--to", form, "-"}, input);
    ASSERT_EQ(r.exit_code, 0) << form << ": " << r.err;
    EXPECT_EQ(puzzles_read_back(r.out), given) << form << ":\n" << r.out;
  }
}

TEST(FormatsCli, CheckAndCountSayWhichPuzzleEachLineIsAbout) {
  auto r = run_nonet({"check", "--format", "grid"}, kEasy + "\n");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(lines_of(r.out).back(), "# unique");
  r = run_nonet({"count", "--format", "line", "--limit", "3"}, std::string(81, '.') + "\n");
  EXPECT_EQ(r.out, std::string(81, '.') + " 3\n");
}

TEST(FormatsCli, JsonAndJsonlGiveOneObjectALineWithThePuzzle) {
  const std::string input = kEasy + "\n" + kSecond + "\n";
  for (const std::string form : {"json", "jsonl"}) {
    for (const std::vector<std::string>& command :
         std::vector<std::vector<std::string>>{{"solve"}, {"check"}, {"count"}, {"minimize"}}) {
      auto args = command;
      args.insert(args.end(), {"--format", form, "-"});
      const auto r = run_nonet(args, input);
      ASSERT_EQ(r.exit_code, 0) << command[0] << ": " << r.err;
      const auto lines = lines_of(r.out);
      ASSERT_EQ(lines.size(), 2u) << command[0] << ":\n" << r.out;
      for (std::size_t i = 0; i < lines.size(); ++i) {
        const auto record = nlohmann::json::parse(lines[i]);
        EXPECT_EQ(record["input"], "<stdin>") << command[0];
        EXPECT_EQ(record["line"], i + 1) << command[0];
        if (command[0] != "minimize") {
          EXPECT_EQ(record["puzzle"], i == 0 ? kEasy : kSecond) << command[0];
        } else {
          EXPECT_EQ(record["original"], i == 0 ? kEasy : kSecond);
        }
      }
    }
  }
  const auto solved = run_nonet({"solve", "--format", "json"}, kEasy + "\n");
  EXPECT_EQ(nlohmann::json::parse(solved.out)["solution"], kEasySolution);
  const auto counted =
      run_nonet({"count", "--format", "jsonl", "--limit", "7"}, std::string(81, '.') + "\n");
  const auto count = nlohmann::json::parse(counted.out);
  EXPECT_EQ(count["count"], 7);
  EXPECT_EQ(count["at_least"], true);
}

TEST(FormatsCli, CsvIsOneHeaderAndOneRowAPuzzleWithTheHeadersColumns) {
  const std::string input = kEasy + "\n" + kSecond + "\n" + "oops\n";
  for (const std::vector<std::string>& command : std::vector<std::vector<std::string>>{
           {"solve"}, {"check"}, {"count"}, {"minimize"}, {"rate"}, {"hint"}, {"explain"}}) {
    auto args = command;
    args.insert(args.end(), {"--format", "csv", "-"});
    const auto r = run_nonet(args, input);
    EXPECT_EQ(r.exit_code, 1) << command[0] << ": " << r.err;  // the bad line
    const auto lines = lines_of(r.out);
    ASSERT_EQ(lines.size(), 4u) << command[0] << ":\n" << r.out;
    const auto header = csv_row(lines[0]);
    ASSERT_GE(header.size(), 5u);
    EXPECT_EQ(header[0], "input");
    EXPECT_EQ(header[2], "puzzle");
    EXPECT_EQ(header[3], "status");
    EXPECT_EQ(header.back(), "error");
    for (std::size_t i = 1; i < lines.size(); ++i) {
      EXPECT_EQ(csv_row(lines[i]).size(), header.size()) << command[0] << ": " << lines[i];
    }
    const auto bad = csv_row(lines[3]);
    EXPECT_EQ(bad[1], "3");
    EXPECT_EQ(bad[2], "");
    EXPECT_NE(bad.back().find("illegal character 'o'"), std::string::npos) << lines[3];
  }
  const auto solved = run_nonet({"solve", "--format", "csv"}, kEasy + "\n");
  EXPECT_EQ(lines_of(solved.out).at(1),
            "<stdin>,1," + kEasy + ",unique," + kEasySolution + ",1,0,");
}

TEST(FormatsCli, GeneratedPuzzlesReadBackInEveryForm) {
  const std::vector<std::string> run = {
      "generate", "-n", "3", "--seed", "11", "--with-rating", "--with-solution"};
  auto line_args = run;
  line_args.insert(line_args.end(), {"--format", "line"});
  const auto lines = run_nonet(line_args);
  ASSERT_EQ(lines.exit_code, 0) << lines.err;
  std::vector<std::string> made;
  for (const auto& line : lines_of(lines.out)) made.push_back(line.substr(0, 81));
  ASSERT_EQ(made.size(), 3u);
  for (const auto& form : kPuzzleForms) {
    auto args = run;
    args.insert(args.end(), {"--format", form});
    const auto r = run_nonet(args);
    ASSERT_EQ(r.exit_code, 0) << form << ": " << r.err;
    EXPECT_EQ(puzzles_read_back(r.out), made) << form << ":\n" << r.out;
    // solve and rate read it too.
    EXPECT_EQ(run_nonet({"solve", "-"}, r.out).exit_code, 0) << form;
    EXPECT_EQ(run_nonet({"rate", "-"}, r.out).exit_code, 0) << form;
  }
  auto csv_args = run;
  csv_args.insert(csv_args.end(), {"--format", "csv"});
  const auto csv = run_nonet(csv_args);
  const auto rows = lines_of(csv.out);
  ASSERT_EQ(rows.size(), 4u) << csv.out;
  EXPECT_EQ(rows[0], "input,line,puzzle,status,index,solution,clues,attempts,er,ep,ed,level,error");
  EXPECT_EQ(csv_row(rows[1])[2], made[0]);
  EXPECT_EQ(csv_row(rows[1]).size(), csv_row(rows[0]).size());
}

TEST(ConvertCli, WritesEveryFormKeepingCommentsAndReadsItBack) {
  const std::string input = kEasy + " from the book\n" + kSecond + "\n";
  for (const auto& form : kPuzzleForms) {
    const auto r = run_nonet({"convert", "--to", form, "-"}, input);
    ASSERT_EQ(r.exit_code, 0) << form << ": " << r.err;
    EXPECT_NE(r.out.find("from the book"), std::string::npos) << form << ":\n" << r.out;
    EXPECT_EQ(puzzles_read_back(r.out), (std::vector<std::string>{kEasy, kSecond})) << form;
  }
  const auto json = run_nonet({"convert", "--to", "jsonl", "-"}, input);
  const auto first = nlohmann::json::parse(lines_of(json.out).at(0));
  EXPECT_EQ(first["puzzle"], kEasy);
  EXPECT_EQ(first["comment"], "from the book");
  const auto csv = run_nonet({"convert", "--to", "csv", "-"}, input);
  EXPECT_EQ(csv.out, "input,line,puzzle,status,comment,error\n<stdin>,1," + kEasy +
                         ",ok,from the book,\n<stdin>,2," + kSecond + ",ok,,\n");
}

TEST(ConvertCli, ABadPuzzleIsReportedWhereItIsAndTheRestAreConverted) {
  const auto r = run_nonet({"convert", "--to", "line", "-"}, kEasy + "\n12x\n" + kSecond + "\n");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, kEasy + "\n" + kSecond + "\n");
  EXPECT_EQ(r.err,
            "nonet convert: <stdin>:2:3: illegal character 'x' in cell r1c3\n"
            "nonet convert: 1 of 3 entries not read as puzzles (see above)\n");
  EXPECT_EQ(run_nonet({"convert", "--to", "xml", "-"}, kEasy + "\n").exit_code, 2);
  EXPECT_EQ(run_nonet({"convert", "-"}, kEasy + "\n").exit_code, 2);  // --to is required
}

TEST(FormatsCli, HintAndExplainKeepTheirWordsAsTheDefaultText) {
  const auto words = run_nonet({"hint"}, kEasy + "\n");
  const auto text = run_nonet({"hint", "--format", "text"}, kEasy + "\n");
  EXPECT_EQ(words.out, text.out);
  EXPECT_EQ(words.out.find(kEasy), std::string::npos);  // words only, no puzzle
  const auto line = run_nonet({"hint", "--format", "line"}, kEasy + "\n");
  EXPECT_EQ(line.out, kEasy + " " + words.out);
  const auto explained = run_nonet({"explain", "--format", "line"}, kEasy + "\n");
  EXPECT_EQ(explained.out.rfind(kEasy + " solved by logic in ", 0), 0u) << explained.out;
}

TEST(RateTemplateCli, FillsSeratesConversions) {
  const auto r = run_nonet({"rate", "--template", "%n: %r/%p/%d %D%t%i"}, kEasy + "\n");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  std::string digits = kEasy;
  for (char& c : digits) {
    if (c == '.') c = '0';
  }
  EXPECT_EQ(r.out, "1: 1.2/1.2/1.2 Hidden Single\t" + digits + "\n");
  const auto bad = run_nonet({"rate", "--template", "%S"}, kEasy + "\n");
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("'%S' is not a conversion"), std::string::npos) << bad.err;
  // --template is the serate form; --format is the output form: not both.
  EXPECT_EQ(run_nonet({"rate", "--template", "%r", "--format", "csv"}, kEasy + "\n").exit_code, 2);
}

TEST(ConventionsCli, OutputGoesToTheFileAndQuietDropsTheSummary) {
  const auto dir = std::filesystem::temp_directory_path() / "nonet_output_test";
  std::filesystem::create_directories(dir);
  const auto path = (dir / "out.txt").string();
  const auto r = run_nonet({"check", "--output", path}, kEasy + "\n");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "nonet: 1 puzzle: 1 unique, 0 multiple, 0 none, 0 invalid\n");
  std::ifstream in(path);
  const std::string written((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_EQ(written, kEasy + " unique\n");
  const auto quiet = run_nonet({"check", "-q"}, kEasy + "\n");
  EXPECT_EQ(quiet.out, kEasy + " unique\n");
  EXPECT_EQ(quiet.err, "");
  // Messages about bad puzzles stay.
  const auto bad = run_nonet({"convert", "--to", "line", "--quiet"}, "12x\n");
  EXPECT_EQ(bad.exit_code, 1);
  EXPECT_EQ(bad.err, "nonet convert: <stdin>:1:3: illegal character 'x' in cell r1c3\n");
  const auto unwritable = run_nonet({"solve", "-o", (dir / "no" / "such.txt").string()}, kEasy);
  EXPECT_EQ(unwritable.exit_code, 2);
  EXPECT_NE(unwritable.err.find("nonet: cannot write '"), std::string::npos) << unwritable.err;
  std::filesystem::remove_all(dir);
  for (const char* command : {"solve", "check", "count", "hint", "explain", "rate", "generate",
                              "minimize", "bench", "convert", "canon", "techniques"}) {
    const auto help = run_nonet({command, "--help"});
    EXPECT_NE(help.out.find("--output"), std::string::npos) << command;
    EXPECT_NE(help.out.find("--quiet"), std::string::npos) << command;
  }
}

TEST(ConventionsCli, StatsAndTimerAsQqwingPrintsThem) {
  const auto solved =
      run_nonet({"solve", "--stats", "--timer", "--quiet"}, kEasy + "\n" + kSecond + "\n11\n");
  EXPECT_EQ(solved.exit_code, 1);
  const auto err = lines_of(solved.err);
  ASSERT_EQ(err.size(), 2u) << solved.err;  // --quiet leaves out the other notes, not these
  // The guesses are the engine's, which its kernels may count differently.
  EXPECT_EQ(err[0].rfind("nonet solve: 3 puzzles: 2 solved (0 with more than one solution), 1 "
                         "not solved; ",
                         0),
            0u)
      << err[0];
  EXPECT_EQ(err[0].substr(err[0].size() - 8), " guesses") << err[0];
  EXPECT_EQ(err[1].rfind("nonet solve: 3 puzzles in ", 0), 0u) << err[1];
  const auto made = run_nonet(
      {"generate", "-n", "3", "--seed", "3", "--with-rating", "--stats", "--timer", "--quiet"});
  ASSERT_EQ(made.exit_code, 0) << made.err;
  const auto made_err = lines_of(made.err);
  ASSERT_EQ(made_err.size(), 2u) << made.err;
  EXPECT_EQ(made_err[0].rfind("nonet generate: 3 made, 0 failed; clues ", 0), 0u) << made_err[0];
  EXPECT_NE(made_err[0].find("solution grids tried; "), std::string::npos) << made_err[0];
  EXPECT_EQ(made_err[1].rfind("nonet generate: 3 puzzles in ", 0), 0u) << made_err[1];
}

TEST(ConventionsCli, ProgressShowsOnATerminalForLongRunsOnlyAndNotWhenQuiet) {
  const auto dir = std::filesystem::temp_directory_path() / "nonet_progress_test";
  std::filesystem::create_directories(dir);
  const auto input = (dir / "many.txt").string();
  {
    // Enough counting to last well over the second after which progress shows (fewer under
    // the sanitizers, where each count takes ten times as long).
    std::ofstream out(input);
    const int puzzles = test::kOptimizedBuild ? 200 : 40;
    for (int i = 0; i < puzzles; ++i) out << std::string(81, '.') << "\n";
  }
  const auto output = (dir / "counts.txt").string();
  // stderr on a terminal, the results in a file: the progress line shows.
  constexpr int kSeconds = 120;  // the runs end by themselves; this only bounds a hang
  const auto shown = run_nonet_on_terminal(
      {"count", "--limit", "20000", "-t", "1", "-o", output, input}, 0, kSeconds);
  EXPECT_NE(shown.out.find("\rnonet count: "), std::string::npos) << shown.out;
  EXPECT_NE(shown.out.find(" puzzles, "), std::string::npos) << shown.out;
  const auto quiet = run_nonet_on_terminal(
      {"count", "--limit", "20000", "-t", "1", "-q", "-o", output, input}, 0, kSeconds);
  EXPECT_EQ(quiet.out, "");
  // Results on the terminal itself: no progress line cutting into them.
  const auto on_screen =
      run_nonet_on_terminal({"count", "--limit", "20000", "-t", "1", input}, 0, kSeconds);
  EXPECT_EQ(on_screen.out.find("nonet count: "), std::string::npos);
  std::filesystem::remove_all(dir);
}

TEST(GenerateNamesCli, QqwingAndHodokuNamesAreAccepted) {
  auto r = run_nonet({"generate", "-n", "2", "--seed", "3", "--difficulty", "simple", "--symmetry",
                      "rotate180", "--with-rating"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  for (const auto& line : lines_of(r.out)) {
    const double er = std::stod(line.substr(82, 3));
    EXPECT_LE(er, 2.3) << line;
  }
  r = run_nonet(
      {"generate", "-n", "1", "--seed", "3", "--difficulty", "intermediate", "--with-rating"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const double er = std::stod(r.out.substr(82, 3));
  EXPECT_GE(er, 2.6) << r.out;
  EXPECT_LE(er, 4.0) << r.out;
  r = run_nonet({"generate", "--difficulty", "diabolical", "--seed", "1"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("qqwing's simple and intermediate, HoDoKu's unfair"), std::string::npos)
      << r.err;
}

}  // namespace
}  // namespace nonet::testing
