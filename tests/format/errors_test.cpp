// Malformed input: every case with the exact message a user sees (Error::describe()).
//
// For each case the table checks that
//   - the text gives exactly one record, an error with that message;
//   - pushing the text one byte at a time gives the same record;
//   - parse_puzzle() reports the same error;
//   - a puzzle after it (behind a blank line) is still read, on the right line.
#include <gtest/gtest.h>

#include <algorithm>
#include <ostream>
#include <string>
#include <vector>

#include "nonet/format.hpp"
#include "support/boards.hpp"

namespace nonet {
namespace {

const std::string kPuzzle(testing::kPuzzle);
const std::string kSolution(testing::kSolution);

// The rows of the puzzle in the grid form, each ending with a newline.
const std::vector<std::string> kGridRows = {
    "5 3 0 0 7 0 0 0 0\n", "6 0 0 1 9 5 0 0 0\n", "0 9 8 0 0 0 0 6 0\n",
    "8 0 0 0 6 0 0 0 3\n", "4 0 0 8 0 3 0 0 1\n", "7 0 0 0 2 0 0 0 6\n",
    "0 6 0 0 0 0 2 8 0\n", "0 0 0 4 1 9 0 0 5\n", "0 0 0 0 8 0 0 7 9\n"};

// The rows of the puzzle as JSON lists, without separators.
const std::vector<std::string> kJsonRows = {
    R"(["5","3",".",".","7",".",".",".","."])", R"(["6",".",".","1","9","5",".",".","."])",
    R"([".","9","8",".",".",".",".","6","."])", R"(["8",".",".",".","6",".",".",".","3"])",
    R"(["4",".",".","8",".","3",".",".","1"])", R"(["7",".",".",".","2",".",".",".","6"])",
    R"([".","6",".",".",".",".","2","8","."])", R"([".",".",".","4","1","9",".",".","5"])",
    R"([".",".",".",".","8",".",".","7","9"])"};

// The rows as Python prints them.
const std::vector<std::string> kPythonRows = {"['5', '3', '.', '.', '7', '.', '.', '.', '.']",
                                              "['6', '.', '.', '1', '9', '5', '.', '.', '.']",
                                              "['.', '9', '8', '.', '.', '.', '.', '6', '.']",
                                              "['8', '.', '.', '.', '6', '.', '.', '.', '3']",
                                              "['4', '.', '.', '8', '.', '3', '.', '.', '1']",
                                              "['7', '.', '.', '.', '2', '.', '.', '.', '6']",
                                              "['.', '6', '.', '.', '.', '.', '2', '8', '.']",
                                              "['.', '.', '.', '4', '1', '9', '.', '.', '5']",
                                              "['.', '.', '.', '.', '8', '.', '.', '7', '9']"};

// The rows as seed 000 writes them, without the indentation.
const std::vector<std::string> kSeedRows = {
    "['5','3','.','.','7','.','.','.','.']", "['6','.','.','1','9','5','.','.','.']",
    "['.','9','8','.','.','.','.','6','.']", "['8','.','.','.','6','.','.','.','3']",
    "['4','.','.','8','.','3','.','.','1']", "['7','.','.','.','2','.','.','.','6']",
    "['.','6','.','.','.','.','2','8','.']", "['.','.','.','4','1','9','.','.','5']",
    "['.','.','.','.','8','.','.','7','9']"};

// Rows [0, count) of `rows` joined by `separator`.
std::string join(const std::vector<std::string>& rows, std::size_t count,
                 std::string_view separator) {
  std::string out;
  for (std::size_t i = 0; i < count; ++i) {
    if (i > 0) out += separator;
    out += rows[i % rows.size()];
  }
  return out;
}

std::string grid_text(std::size_t rows) {
  return join(kGridRows, rows, "");
}
std::string json_board(std::size_t rows) {
  std::string board(1, '[');  // appended: GCC 12 warns falsely on "literal" + string (-Wrestrict)
  board += join(kJsonRows, rows, ",");
  return board + "]\n";
}
std::string python_rows(std::size_t rows) {
  return join(kPythonRows, rows, "\n") + "\n";
}
std::string seed_board(std::size_t rows) {
  std::string board = "board = [";
  board += join(kSeedRows, rows, ",\n         ");
  return board + "]\n";
}

std::string with_row(std::vector<std::string> rows, std::size_t index, std::string row) {
  rows[index] = std::move(row);
  return join(rows, rows.size(), "");
}

std::string pretty_text() {
  return std::string(testing::kPrettyText);
}

std::string replace_first(std::string text, std::string_view from, std::string_view to) {
  const auto at = text.find(from);
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return text;
}

std::string erase_line(std::string text, std::string_view line) {
  return replace_first(std::move(text), std::string(line) + "\n", "");
}

struct Case {
  std::string name;
  std::string input;
  std::string message;     // Error::describe()
  bool has_puzzle = true;  // false: the input holds no puzzle at all
};

std::ostream& operator<<(std::ostream& os, const Case& c) {
  return os << c.name;
}

std::vector<Case> malformed_inputs() {
  std::string cell17 = kPuzzle;
  cell17[16] = 'x';
  const std::string overlong(PuzzleParser::kMaxLineLength + 1, '.');
  std::string long_list = "[\n";
  for (int i = 0; i < 200; ++i) long_list += ",\n";

  return {
      // No puzzle at all.
      {"empty", "", "empty input: no puzzle found", false},
      {"comments only", "# one\n\n# two\n", "empty input: no puzzle found", false},
      {"blank lines only", "  \n\t\r\n\n", "empty input: no puzzle found", false},
      // The line form.
      {"80 cells", kPuzzle.substr(1) + "\n", "line 1: expected 81 cells, found 80"},
      {"82 cells", kPuzzle + "1\n", "line 1: expected 81 cells, found 82"},
      {"error on line 3", "# title\n\n" + kPuzzle.substr(1) + "\n",
       "line 3: expected 81 cells, found 80"},
      {"rows separated by spaces", join({"530070000", "600195000", "098000060"}, 3, " ") + "\n",
       "line 1: expected 81 cells, found 9"},
      {"letter in cell 17", cell17 + "\n", "line 1, column 17: illegal character 'x' in cell r2c8"},
      {"columns count leading blanks", "  \tx" + kPuzzle.substr(1) + "\n",
       "line 1, column 4: illegal character 'x' in cell r1c1"},
      {"character after the 81 cells", kPuzzle + "x rating\n",
       "line 1, column 82: illegal character 'x' after the 81 cells"},
      {"title line", "Puzzle 1:\n", "line 1, column 1: illegal character 'P' in cell r1c1"},
      {"title line with a bar", "Puzzle 1 | easy\n",
       "line 1, column 1: illegal character 'P' in cell r1c1"},
      {"assignment of a number", "board = 5\n",
       "line 1, column 1: illegal character 'b' in cell r1c1"},
      {"non-ASCII character", "5\xC3\xA4" + kPuzzle.substr(2) + "\n",
       "line 1, column 2: illegal character byte 0xC3 in cell r1c2"},
      {"byte order mark, then 80 cells", "\xEF\xBB\xBF" + kPuzzle.substr(1) + "\n",
       "line 1: expected 81 cells, found 80"},
      // Bytes that no text holds.
      {"NUL byte", std::string("53..\0", 5) + kPuzzle.substr(5) + "\n",
       "line 1, column 5: binary data (byte 0x00), not a puzzle"},
      {"binary file",
       std::string("\x7F"
                   "ELF\x02\x01\x01\0\0\0",
                   10),
       "line 1, column 1: binary data (byte 0x7F), not a puzzle"},
      {"lone CR line ends", kPuzzle + "\r" + kSolution + "\r",
       "line 1, column 82: carriage return (byte 0x0D) inside a line; line ends must be LF or "
       "CRLF"},
      {"line longer than kMaxLineLength", overlong + "\n",
       "line 1: line is longer than 65536 bytes; not read"},
      // The grid form.
      {"grid ends early", grid_text(2), "line 2: the grid ends after 2 rows; expected 9"},
      {"grid ends at a blank line", grid_text(3) + "\n",
       "line 3: the grid ends after 3 rows; expected 9"},
      {"grid row with 8 cells", with_row(kGridRows, 1, "6 0 0 1 9 5 0 0\n"),
       "line 2: row 2 of the grid has 8 cells; expected 9"},
      {"first grid row with 8 cells", with_row(kGridRows, 0, "5 3 0 0 7 0 0 0\n"),
       "line 1: row 1 of the grid has 8 cells; expected 9"},
      {"grid row with 10 cells", with_row(kGridRows, 3, "8 0 0 0 6 0 0 0 3 1\n"),
       "line 4: row 4 of the grid has 10 cells; expected 9"},
      {"letter in a grid row", with_row(kGridRows, 1, "6 0 0 1 9 x 0 0 0\n"),
       "line 2, column 11: illegal character 'x' in cell r2c6"},
      {"letter after a grid row", with_row(kGridRows, 0, "5 3 0 0 7 0 0 0 0 x\n"),
       "line 1, column 19: illegal character 'x' after the 9 cells of row 1"},
      {"compact grid row with 10 cells",
       "530070000\n600195000\n0980000600\n800060003\n400803001\n700020006\n060000280\n"
       "000419005\n000080079\n",
       "line 3: row 3 of the grid has 10 cells; expected 9"},
      {"NUL byte in a grid row", with_row(kGridRows, 2, std::string("0 \0 8 0 0 0 0 6 0\n", 18)),
       "line 3, column 3: binary data (byte 0x00), not a puzzle"},
      {"overlong grid row", with_row(kGridRows, 2, overlong + "\n"),
       "line 3: line is longer than 65536 bytes; not read"},
      // The pretty form.
      {"letter in a pretty grid", replace_first(pretty_text(), ". 6 . |\n", ". 6 x |\n"),
       "line 4, column 23: illegal character 'x' in cell r3c9"},
      {"dash as a blank in a pretty grid", replace_first(pretty_text(), "| 5 3 .", "| 5 3 -"),
       "line 2, column 7: illegal character '-' in cell r1c3"},
      {"pretty grid with 8 rows", erase_line(pretty_text(), "| . . . | . 8 . | . 7 9 |"),
       "line 12: the grid ends after 8 rows; expected 9"},
      {"pretty row with 10 cells",
       replace_first(pretty_text(), "| 5 3 . | . 7 . | . . . |", "| 5 3 . | . 7 . | . . . | 1 |"),
       "line 2: row 1 of the grid has 10 cells; expected 9"},
      {"border alone", "+-------+-------+-------+\n",
       "line 1: the grid ends after 0 rows; expected 9"},
      // LeetCode JSON boards.
      {"board with 8 rows", json_board(8), "line 1, column 305: the board has 8 rows; expected 9"},
      {"board with 10 rows", json_board(10),
       "line 1, column 381: the board has 10 rows; expected 9"},
      {"board row with 8 cells", replace_first(json_board(9), R"(".","."],["6")", R"("."],["6")"),
       "line 1, column 34: row 1 has 8 cells; expected 9"},
      {"board row with 10 cells",
       replace_first(json_board(9), R"(".","."],["6")", R"(".",".","."],["6")"),
       "line 1, column 42: row 1 has 10 cells; expected 9"},
      {"cell \"12\"", replace_first(json_board(9), R"(["5")", R"(["12")"),
       "line 1, column 3: a cell must be one character, found \"12\" in cell r1c1"},
      {"empty cell", replace_first(json_board(9), R"(["5")", R"(["")"),
       "line 1, column 3: a cell must be one character, found \"\" in cell r1c1"},
      {"letter in a board cell", replace_first(json_board(9), R"(["6",".",".")", R"(["6",".","x")"),
       "line 1, column 50: illegal character 'x' in cell r2c3"},
      {"a number of two digits", "[[5,3,10,0,7,0,0,0,0]]\n",
       "line 1, column 7: a cell must be a number 0-9 or a one-character string, found 10 in "
       "cell r1c3"},
      {"unclosed board", "[" + join(kJsonRows, 2, ",") + "\n",
       "line 1: the list board is not closed (2 rows read)"},
      {"unclosed board over lines", "[\n  " + kJsonRows[0] + ",\n  " + kJsonRows[1] + ",\n",
       "line 3: the list board is not closed (2 rows read)"},
      {"unclosed string", "[[\"5\n", "line 1, column 3: string not closed on its line"},
      {"lists nested three deep", "[[[\"5\"]]]\n",
       "line 1, column 3: lists nested more than two deep"},
      {"cell outside the rows", "[" + kJsonRows[0] + ",\"5\"]\n",
       "line 1, column 40: a cell outside the rows"},
      {"bar inside a board", "[[\"5\"|\"3\"]]\n",
       "line 1, column 6: illegal character '|' in a list board"},
      {"text after the board", json_board(9).substr(0, 343) + " x\n",
       "line 1, column 345: unexpected text after the board: 'x'"},
      {"list not closed after 200 lines", long_list,
       "line 201: the list is not closed after 200 lines"},
      // Python boards.
      {"printed board with 8 rows", python_rows(8), "line 8: the board has 8 rows; expected 9"},
      {"printed row with 10 cells", replace_first(python_rows(9), "'6', '.']", "'6', '.', '.']"),
       "line 3, column 50: row 3 has 10 cells; expected 9"},
      {"text between printed rows", kPythonRows[0] + " x\n" + python_rows(9).substr(46),
       "line 1, column 47: expected '[' to open row 2, found 'x'"},
      {"dash in a printed cell", replace_first(python_rows(9), "['5'", "['-'"),
       "line 1, column 3: illegal character '-' in cell r1c1"},
      {"seed-form board with 8 rows", seed_board(8),
       "line 8, column 47: the board has 8 rows; expected 9"},
  };
}

class Malformed : public ::testing::TestWithParam<Case> {};

TEST_P(Malformed, GivesOneErrorRecordWithTheExactMessage) {
  const auto& c = GetParam();
  const auto records = parse_puzzles(c.input);
  ASSERT_EQ(records.size(), 1u);
  ASSERT_FALSE(records[0].ok()) << records[0].grid.to_line();
  EXPECT_EQ(records[0].error->describe(), c.message);
  EXPECT_EQ(records[0].grid, Grid{});
  if (c.has_puzzle) {
    EXPECT_GE(records[0].error->line, records[0].line);
  }
}

TEST_P(Malformed, ByteByByteGivesTheSameRecord) {
  const auto& c = GetParam();
  PuzzleParser parser;
  std::vector<PuzzleRecord> records;
  for (const char byte : c.input) parser.push(std::string_view(&byte, 1), records);
  parser.finish(records);
  ASSERT_EQ(records.size(), 1u);
  ASSERT_FALSE(records[0].ok());
  EXPECT_EQ(records[0].error->describe(), c.message);
}

TEST_P(Malformed, ParsePuzzleReportsTheSameError) {
  const auto& c = GetParam();
  const auto record = parse_puzzle(c.input);
  ASSERT_FALSE(record.ok());
  EXPECT_EQ(record.error->describe(), c.message);
}

TEST_P(Malformed, ThePuzzleAfterItIsStillRead) {
  const auto& c = GetParam();
  const std::string text = c.input + "\n\n" + kSolution + "\n";
  const auto records = parse_puzzles(text);
  const auto solution_line = static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'));
  ASSERT_EQ(records.size(), c.has_puzzle ? 2u : 1u);
  if (c.has_puzzle) {
    ASSERT_FALSE(records[0].ok());
    EXPECT_EQ(records[0].error->describe(), c.message);
  }
  ASSERT_TRUE(records.back().ok()) << records.back().error->describe();
  EXPECT_EQ(records.back().grid.to_line(), kSolution);
  EXPECT_EQ(records.back().line, solution_line);
}

// Test names from the case names: "grid row with 8 cells" -> grid_row_with_8_cells.
std::string case_name(const ::testing::TestParamInfo<Case>& param) {
  std::string name;
  for (const char ch : param.param.name) {
    const bool alnum =
        (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9');
    if (alnum) name += ch;
    if (ch == ' ' && !name.empty() && name.back() != '_') name += '_';
  }
  return name;
}

INSTANTIATE_TEST_SUITE_P(Table, Malformed, ::testing::ValuesIn(malformed_inputs()), case_name);

TEST(MalformedTable, HasAtLeastThirtyCases) {
  EXPECT_GE(malformed_inputs().size(), 30u);
}

// A line that cannot belong to the board being read ends it: the board is reported as cut short
// and the line is read as the next puzzle, never swallowed.
TEST(Interrupted, GridCutShortByALinePuzzle) {
  const auto records = parse_puzzles(grid_text(2) + kSolution + "\n");
  ASSERT_EQ(records.size(), 2u);
  EXPECT_EQ(records[0].error->describe(), "line 2: the grid ends after 2 rows; expected 9");
  ASSERT_TRUE(records[1].ok());
  EXPECT_EQ(records[1].line, 3u);
  EXPECT_EQ(records[1].grid.to_line(), kSolution);
}

TEST(Interrupted, GridCutShortByABoard) {
  const auto records = parse_puzzles(grid_text(4) + json_board(9));
  ASSERT_EQ(records.size(), 2u);
  EXPECT_EQ(records[0].error->describe(), "line 4: the grid ends after 4 rows; expected 9");
  ASSERT_TRUE(records[1].ok());
  EXPECT_EQ(records[1].format, Format::leetcode);
}

TEST(Interrupted, GridCutShortByAPrettyGrid) {
  const auto records = parse_puzzles(grid_text(1) + pretty_text());
  ASSERT_EQ(records.size(), 2u);
  EXPECT_EQ(records[0].error->describe(), "line 1: the grid ends after 1 row; expected 9");
  ASSERT_TRUE(records[1].ok());
  EXPECT_EQ(records[1].line, 2u);
  EXPECT_EQ(records[1].format, Format::pretty);
}

TEST(Interrupted, PrettyGridCutShortByALinePuzzle) {
  const auto records = parse_puzzles(pretty_text().substr(0, 26 * 3) + kSolution + "\n");
  ASSERT_EQ(records.size(), 2u);
  EXPECT_EQ(records[0].error->describe(), "line 3: the grid ends after 2 rows; expected 9");
  EXPECT_TRUE(records[1].ok());
}

TEST(Interrupted, UnclosedBoardCutShortByALinePuzzle) {
  const auto records = parse_puzzles("[" + join(kJsonRows, 2, ",") + "\n" + kSolution + "\n");
  ASSERT_EQ(records.size(), 2u);
  EXPECT_EQ(records[0].error->describe(), "line 1: the list board is not closed (2 rows read)");
  ASSERT_TRUE(records[1].ok());
  EXPECT_EQ(records[1].line, 2u);
}

TEST(Interrupted, UnclosedBoardCutShortByAnotherBoard) {
  const auto records = parse_puzzles("[" + join(kJsonRows, 2, ",") + "\n" + json_board(9));
  ASSERT_EQ(records.size(), 2u);
  EXPECT_EQ(records[0].error->describe(), "line 1: the list board is not closed (2 rows read)");
  EXPECT_TRUE(records[1].ok());
}

TEST(Interrupted, OpenRowCutShortByPrintedRows) {
  // A '[' while a row is open would nest three deep: it starts the next board.
  const auto records = parse_puzzles("['5', '3'\n" + python_rows(9));
  ASSERT_EQ(records.size(), 2u);
  EXPECT_EQ(records[0].error->describe(), "line 1: the list board is not closed (0 rows read)");
  ASSERT_TRUE(records[1].ok());
  EXPECT_EQ(records[1].line, 2u);
}

TEST(Interrupted, PrintedRowsCutShortByALinePuzzle) {
  const auto records = parse_puzzles(python_rows(8) + kSolution + "\n");
  ASSERT_EQ(records.size(), 2u);
  EXPECT_EQ(records[0].error->describe(), "line 8: the board has 8 rows; expected 9");
  EXPECT_TRUE(records[1].ok());
}

// Seed 002's board (its rows run together in the seed; here one per line), and its line form.
const std::string kSeed002Grid =
    "0 9 2 4 8 1 7 6 3\n4 1 3 7 6 2 9 8 5\n8 6 7 3 5 9 4 1 2\n6 2 4 1 9 5 3 7 8\n"
    "7 5 9 8 4 3 1 2 6\n1 3 8 6 2 7 5 9 4\n2 7 1 5 3 8 6 4 9\n3 8 6 9 1 4 2 5 7\n"
    "0 4 5 2 7 6 8 3 1\n";
const std::string kSeed002Line =
    ".92481763413762985867359412624195378759843126138627594271538649386914257.45276831";

// The records of `text`, checking that pushing it one byte at a time gives the same ones.
std::vector<PuzzleRecord> parse_checked(const std::string& text) {
  auto records = parse_puzzles(text);
  PuzzleParser parser;
  std::vector<PuzzleRecord> bytewise;
  for (const char c : text) parser.push(std::string_view(&c, 1), bytewise);
  parser.finish(bytewise);
  EXPECT_EQ(bytewise.size(), records.size());
  for (std::size_t i = 0; i < std::min(bytewise.size(), records.size()); ++i) {
    EXPECT_EQ(bytewise[i].line, records[i].line);
    EXPECT_EQ(bytewise[i].ok(), records[i].ok());
    EXPECT_EQ(bytewise[i].grid, records[i].grid);
  }
  return records;
}

// A title line holding '|' looks like the first row of a pretty grid. It fails on its text
// before any cell: it is one error record by itself, and the puzzle after it is read whole.
TEST(HeaderLine, BarInATitleDoesNotSwallowTheGridAfterIt) {
  const auto records = parse_checked("Puzzle 1 | easy\n" + kSeed002Grid);
  ASSERT_EQ(records.size(), 2u);
  EXPECT_EQ(records[0].line, 1u);
  ASSERT_FALSE(records[0].ok());
  EXPECT_EQ(records[0].error->describe(), "line 1, column 1: illegal character 'P' in cell r1c1");
  ASSERT_TRUE(records[1].ok()) << records[1].error->describe();
  EXPECT_EQ(records[1].line, 2u);
  EXPECT_EQ(records[1].format, Format::grid);
  EXPECT_EQ(records[1].grid.to_line(), kSeed002Line);
}

TEST(HeaderLine, TitlesOfManyKindsBeforeAGrid) {
  for (const std::string title :
       {"Puzzle 1 | easy", "Sudoku|hard", "  Level + 3", "xx | yy", "\xE6\x95\xB8 | 9x9"}) {
    const auto records = parse_checked(title + "\n" + kSeed002Grid);
    ASSERT_EQ(records.size(), 2u) << title;
    EXPECT_FALSE(records[0].ok()) << title;
    EXPECT_EQ(records[0].line, 1u) << title;
    ASSERT_TRUE(records[1].ok()) << title << ": " << records[1].error->describe();
    EXPECT_EQ(records[1].line, 2u) << title;
    EXPECT_EQ(records[1].grid.to_line(), kSeed002Line) << title;
  }
}

TEST(HeaderLine, TitleBeforeEachPuzzleOfAFile) {
  const std::string text = "Puzzle 1 | easy\n" + kSeed002Grid +     // 1, 2-10
                           "Puzzle 2 | medium\n" + pretty_text() +  // 11, 12-24
                           "Puzzle 3 | hard\n" + json_board(9) +    // 25, 26
                           "Puzzle 4 | hard\n" + kSolution + "\n";  // 27, 28
  const auto records = parse_checked(text);
  ASSERT_EQ(records.size(), 8u);
  const std::vector<std::size_t> lines = {1, 2, 11, 12, 25, 26, 27, 28};
  for (std::size_t i = 0; i < records.size(); ++i) {
    EXPECT_EQ(records[i].line, lines[i]) << i;
    EXPECT_EQ(records[i].ok(), i % 2 == 1) << i;
  }
  EXPECT_EQ(records[1].grid.to_line(), kSeed002Line);
  EXPECT_EQ(records[3].grid.to_line(), kPuzzle);
  EXPECT_EQ(records[3].format, Format::pretty);
  EXPECT_EQ(records[5].grid.to_line(), kPuzzle);
  EXPECT_EQ(records[7].grid.to_line(), kSolution);
}

// A first row whose first cell is mistyped is still a row: its block keeps its 9 rows, so the
// puzzle after it is not misread.
TEST(HeaderLine, MistypedFirstCellKeepsItsBlock) {
  const std::string pretty = replace_first(pretty_text().substr(26), "| 5 3 .", "| x 3 .");
  const std::string compact =
      "x3.|.7.|...\n6..|195|...\n.98|...|.6.\n8..|.6.|..3\n4..|8.3|..1\n7..|.2.|..6\n"
      ".6.|...|28.\n...|419|..5\n...|.8.|.79\n";
  const std::string grid = with_row(kGridRows, 0, "? 3 0 0 7 0 0 0 0\n");
  struct Expected {
    std::string text;
    std::string message;
  };
  for (const auto& [text, message] :
       std::vector<Expected>{{pretty, "line 1, column 3: illegal character 'x' in cell r1c1"},
                             {compact, "line 1, column 1: illegal character 'x' in cell r1c1"},
                             {grid, "line 1, column 1: illegal character '?' in cell r1c1"}}) {
    // The next puzzle follows at once, without a blank line.
    const auto lines = static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'));
    const auto records = parse_checked(text + grid_text(9));
    ASSERT_EQ(records.size(), 2u) << text;
    ASSERT_FALSE(records[0].ok()) << text;
    EXPECT_EQ(records[0].error->describe(), message);
    ASSERT_TRUE(records[1].ok()) << text << records[1].error->describe();
    EXPECT_EQ(records[1].line, lines + 1) << text;
    EXPECT_EQ(records[1].grid.to_line(), kPuzzle) << text;
  }
}

// Once a pretty block has failed, a grid row (which a pretty grid never holds) ends it and
// starts the next puzzle.
TEST(FailedPrettyBlock, EndsAtAGridRow) {
  // The title fails after two cells ("1."), so it is read as a pretty row.
  auto records = parse_checked("1. | easy\n" + kSeed002Grid);
  ASSERT_EQ(records.size(), 2u);
  EXPECT_EQ(records[0].error->describe(), "line 1, column 6: illegal character 'e' in cell r1c3");
  ASSERT_TRUE(records[1].ok()) << records[1].error->describe();
  EXPECT_EQ(records[1].line, 2u);
  EXPECT_EQ(records[1].grid.to_line(), kSeed002Line);

  // A pretty grid that goes wrong in row 2 and stops after row 3; a grid follows directly.
  const std::string broken =
      replace_first(pretty_text().substr(0, 26 * 4), "| 6 . . |", "| 6 . x |");
  records = parse_checked(broken + kSeed002Grid);
  ASSERT_EQ(records.size(), 2u);
  EXPECT_EQ(records[0].line, 1u);
  EXPECT_EQ(records[0].error->describe(), "line 3, column 7: illegal character 'x' in cell r2c3");
  ASSERT_TRUE(records[1].ok()) << records[1].error->describe();
  EXPECT_EQ(records[1].line, 5u);
  EXPECT_EQ(records[1].grid.to_line(), kSeed002Line);
}

// A pretty block that has not failed goes on past a row without bars: a pretty grid may be
// drawn with row separators only.
TEST(FailedPrettyBlock, AGoodBlockTakesRowsWithoutBars) {
  const std::string text = "+-----------------+\n" + grid_text(9) + "+-----------------+\n";
  const auto records = parse_checked(text);
  ASSERT_EQ(records.size(), 1u);
  ASSERT_TRUE(records[0].ok()) << records[0].error->describe();
  EXPECT_EQ(records[0].format, Format::pretty);
  EXPECT_EQ(records[0].grid.to_line(), kPuzzle);
}

}  // namespace
}  // namespace nonet
