// The readers of other programs' outputs (docs/formats.md): samples the real programs wrote,
// their malformed variants, mixed streams and the forced reader of ParseOptions.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "nonet/format.hpp"
#include "support/boards.hpp"

namespace nonet {
namespace {

const std::string kPuzzle(testing::kPuzzle);

std::string read_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::filesystem::path samples_dir() {
  return std::filesystem::path(NONET_SOURCE_DIR) / "tests" / "format" / "samples";
}

// Each sample X has X.expected beside it: the puzzles it holds, one line each.
TEST(Readers, SamplesWrittenByOtherProgramsGiveTheirPuzzles) {
  const std::map<std::string, Reader> readers = {
      {"qqwing_readable.txt", Reader::pretty},
      {"qqwing_compact.txt", Reader::grid},
      {"qqwing_one-line.txt", Reader::line},
      {"qqwing.csv", Reader::csv},
      {"qqwing_csv_stats.csv", Reader::csv},
      {"kaggle_quizzes.csv", Reader::csv},
      {"puzzle_column.csv", Reader::csv},
      {"simplesudoku.ss", Reader::pretty},
      {"simplesudoku.sdk", Reader::grid},
      {"hodoku_givens.txt", Reader::pretty},
      {"opensudoku_v1.xml", Reader::opensudoku},
      {"opensudoku_v2.xml", Reader::opensudoku},
      {"values.txt", Reader::values},
      {"puzzles.jsonl", Reader::json},
      {"json_numbers.json", Reader::json},
  };
  std::size_t samples = 0;
  for (const auto& entry : std::filesystem::directory_iterator(samples_dir())) {
    const auto path = entry.path();
    if (path.extension() == ".expected") continue;
    const std::string name = path.filename().string();
    auto expected_path = path;
    expected_path += ".expected";
    if (!std::filesystem::exists(expected_path)) continue;
    ++samples;
    const auto records = parse_puzzles(read_text(path));
    const auto expected = parse_puzzles(read_text(expected_path));
    ASSERT_EQ(records.size(), expected.size()) << name;
    for (std::size_t i = 0; i < records.size(); ++i) {
      ASSERT_TRUE(records[i].ok()) << name << ": " << records[i].error->describe();
      EXPECT_EQ(records[i].grid, expected[i].grid) << name << " puzzle " << i + 1;
      ASSERT_TRUE(readers.contains(name)) << name;
      EXPECT_EQ(records[i].reader, readers.at(name)) << name;
    }
  }
  EXPECT_EQ(samples, readers.size());
}

TEST(Readers, APencilMarkGridIsALocatedErrorThatNamesWhatReadsIt) {
  const std::string text = read_text(samples_dir() / "sudopedia_pencilmarks.txt") + kPuzzle + "\n";
  const auto records = parse_puzzles(text);
  ASSERT_EQ(records.size(), 2u);
  ASSERT_FALSE(records[0].ok());
  EXPECT_EQ(records[0].error->describe(),
            "line 2, column 3: a pencil-mark grid: row 1 has cells of several candidate digits; "
            "a puzzle is read from givens only (explain and hint read pencil-mark grids)");
  ASSERT_TRUE(records[1].ok());
  EXPECT_EQ(records[1].line, 14u);
}

std::string values_line(std::string_view separator, std::size_t count = 81) {
  std::string line;
  for (std::size_t i = 0; i < count; ++i) {
    if (i > 0) line += separator;
    line += kPuzzle[i % 81] == '.' ? '0' : kPuzzle[i % 81];
  }
  return line;
}

// One bad puzzle: its message, and the puzzle after it is still read.
struct BadCase {
  std::string name;
  std::string text;
  std::string message;  // Error::describe()
};

TEST(Readers, MalformedInputGivesOneLocatedErrorAndTheNextPuzzleIsRead) {
  const std::string frame_top = "*-----------*\n|53.|.7.|...|\n|6..|195|...|\n";
  const std::vector<BadCase> cases = {
      {"frame cut short", frame_top + "\n", "line 3: the grid ends after 2 rows; expected 9"},
      {"80 values", values_line(",", 80) + "\n", "line 1: 80 values; expected 81"},
      {"82 values", values_line(" ", 82) + "\n", "line 1: 82 values; expected 81"},
      {"a value that is no cell", "5,3,x," + values_line(",", 78) + "\n",
       "line 1, column 5: value 'x' is not a cell (0-9 or '.') in cell r1c3"},
      {"a CSV header only", "quizzes,solutions\n\n",
       "line 1: a CSV header (puzzle column 'quizzes') with no row after it"},
      {"a CSV row with fewer columns", "id,puzzle,solution\n1\n\n",
       "line 2: 1 field; the puzzle column 'puzzle' is field 2 of 3"},
      {"a CSV puzzle of 80 cells", "puzzle,solution\n" + kPuzzle.substr(1) + ",x\n\n",
       "line 2, column 1: column 'puzzle': 80 cells; expected 81"},
      {"a JSON object without a puzzle", "{\"solution\": \"123\"}\n",
       "line 1, column 1: the JSON object has no \"puzzle\" field"},
      {"a JSON object not closed", "{\"puzzle\":\n\"" + kPuzzle + "\"\n\n",
       "line 2: the JSON object is not closed (2 lines read)"},
      {"80 JSON numbers", "{\"puzzle\": [" + values_line(",", 80) + "]}\n",
       "line 1, column 172: 80 cells; expected 81"},
      {"a JSON row of 8", "[[5,3,0,0,7,0,0,0],[6]]\n",
       "line 1, column 18: row 1 has 8 cells; expected 9"},
      {"XML without a game", "<opensudoku>\n</opensudoku>\n",
       "line 1: XML without a <game data=\"...\"> element (OpenSudoku)"},
      {"an XML game of 80 cells",
       "<opensudoku>\n<game data=\"" + values_line("", 80) + "\"/>\n</opensudoku>\n",
       "line 2, column 13: 80 cells; expected 81"},
  };
  for (const auto& c : cases) {
    const std::string text = c.text + kPuzzle + "\n";
    const auto records = parse_puzzles(text);
    ASSERT_EQ(records.size(), 2u) << c.name;
    ASSERT_FALSE(records[0].ok()) << c.name;
    EXPECT_EQ(records[0].error->describe(), c.message) << c.name;
    EXPECT_TRUE(records[1].ok()) << c.name;
    // The same records when the text arrives a byte at a time.
    PuzzleParser parser;
    std::vector<PuzzleRecord> pieces;
    for (const char ch : text) parser.push(std::string_view(&ch, 1), pieces);
    parser.finish(pieces);
    ASSERT_EQ(pieces.size(), records.size()) << c.name;
    EXPECT_EQ(pieces[0].error, records[0].error) << c.name;
  }
}

TEST(Readers, AnOverlongCsvRowIsARowOfItsOwn) {
  const std::string text = "quizzes,solutions\n" +
                           std::string(PuzzleParser::kMaxLineLength + 1, '1') + "\n" + kPuzzle +
                           ",x\n";
  const auto records = parse_puzzles(text);
  ASSERT_EQ(records.size(), 2u);
  EXPECT_EQ(records[0].error->describe(), "line 2: line is longer than 65536 bytes; not read");
  EXPECT_TRUE(records[1].ok());
  EXPECT_EQ(records[1].line, 3u);
}

TEST(Readers, AMixedStreamIsReadPuzzleByPuzzle) {
  const std::string text = kPuzzle + "\n" +                                   // line 1
                           "quizzes,solutions\n" + kPuzzle + ",x\n" + "\n" +  // lines 2-4
                           "{\"puzzle\": \"" + kPuzzle + "\"}\n" +            // line 5
                           "<game data=\"" + values_line("") + "\"/>\n" +     // line 6
                           values_line(", ") + "\n" +                         // line 7
                           read_text(samples_dir() / "simplesudoku.ss") +     // lines 8-20
                           "[" + values_line(",") + "]\n";                    // line 21
  const auto records = parse_puzzles(text);
  const std::vector<Reader> readers = {Reader::line,       Reader::csv,    Reader::json,
                                       Reader::opensudoku, Reader::values, Reader::pretty,
                                       Reader::json};
  const std::vector<std::size_t> lines = {1, 3, 5, 6, 7, 8, 21};
  ASSERT_EQ(records.size(), readers.size());
  for (std::size_t i = 0; i < records.size(); ++i) {
    ASSERT_TRUE(records[i].ok()) << i << ": " << records[i].error->describe();
    EXPECT_EQ(records[i].reader, readers[i]) << i;
    EXPECT_EQ(records[i].line, lines[i]) << i;
  }
  EXPECT_EQ(records[0].grid, records[6].grid);
}

TEST(Readers, AForcedReaderReadsEveryPuzzleAndRejectsOtherText) {
  ParseOptions line_only;
  line_only.reader = Reader::line;
  const auto pretty = parse_puzzles(read_text(samples_dir() / "simplesudoku.ss"), line_only);
  ASSERT_FALSE(pretty.empty());
  EXPECT_FALSE(pretty[0].ok());

  ParseOptions csv;
  csv.reader = Reader::csv;
  auto records = parse_puzzles(kPuzzle + "\n", csv);
  ASSERT_EQ(records.size(), 1u);
  EXPECT_EQ(
      records[0].error->describe(),
      "line 1: expected a CSV header with a puzzle column (quizzes, quiz, puzzle or puzzles)");

  ParseOptions python;
  python.reader = Reader::python;
  const Grid board = parse_puzzle(kPuzzle).grid;
  records = parse_puzzles(write_puzzle(board, Format::leetcode), python);
  ASSERT_EQ(records.size(), 1u);
  ASSERT_FALSE(records[0].ok());
  EXPECT_EQ(records[0].error->describe(), "line 1: the puzzle is a leetcode board, not python");

  // 81 one-character words on a line are values whether detected or named.
  ParseOptions values;
  values.reader = Reader::values;
  records = parse_puzzles(values_line(" ") + "\n", values);
  ASSERT_EQ(records.size(), 1u);
  EXPECT_TRUE(records[0].ok());
}

TEST(Readers, TheCsvColumnIsPickedByName) {
  ParseOptions solutions;
  solutions.csv_column = "SOLUTIONS";
  const std::string text =
      "quizzes,solutions\n" + kPuzzle + "," + std::string(testing::kSolution) + "\n";
  const auto records = parse_puzzles(text, solutions);
  ASSERT_EQ(records.size(), 1u);
  ASSERT_TRUE(records[0].ok());
  EXPECT_EQ(records[0].grid.to_line(), std::string(testing::kSolution));
}

TEST(Readers, NamesAndTheNamesOfFiles) {
  for (const Reader reader :
       {Reader::line, Reader::grid, Reader::pretty, Reader::leetcode, Reader::python,
        Reader::values, Reader::csv, Reader::json, Reader::opensudoku}) {
    EXPECT_EQ(reader_from_name(reader_name(reader)), reader);
  }
  EXPECT_EQ(reader_from_name("sdk"), Reader::grid);
  EXPECT_EQ(reader_from_name("ss"), Reader::pretty);
  EXPECT_EQ(reader_from_name("sdm"), Reader::line);
  EXPECT_EQ(reader_from_name("jsonl"), Reader::json);
  EXPECT_EQ(reader_from_name("xml"), Reader::opensudoku);
  EXPECT_EQ(reader_from_name("qqwing"), std::nullopt);
}

}  // namespace
}  // namespace nonet
