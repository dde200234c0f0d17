// Multi-puzzle streams: comments, blank lines, CRLF, mixed formats, pushing in pieces, line
// numbers, recovery after a bad puzzle, and the shared corpora.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include "nonet/format.hpp"
#include "support/boards.hpp"
#include "support/data_files.hpp"

namespace nonet {
namespace {

using testing::grid_from;
using testing::kPuzzle;
using testing::kSolution;
constexpr std::array kAllFormats = {Format::line, Format::grid, Format::pretty, Format::leetcode,
                                    Format::python};

std::string to_crlf(std::string_view text) {
  std::string out;
  for (const char c : text) {
    if (c == '\n') out += '\r';
    out += c;
  }
  return out;
}

// A record as one comparable string.
std::string show(const PuzzleRecord& r) {
  std::string s = "line " + std::to_string(r.line) + " " + std::string(format_name(r.format)) + " ";
  s += r.ok() ? r.grid.to_line() + " [" + r.comment + "]" : "ERROR " + r.error->describe();
  return s;
}

std::vector<std::string> show_all(const std::vector<PuzzleRecord>& records) {
  std::vector<std::string> out;
  for (const auto& r : records) out.push_back(show(r));
  return out;
}

// Pushes `text` in pieces of the given sizes (cycled), then finishes.
std::vector<PuzzleRecord> parse_in_pieces(std::string_view text, std::vector<std::size_t> sizes) {
  PuzzleParser parser;
  std::vector<PuzzleRecord> records;
  std::size_t i = 0;
  for (std::size_t pos = 0; pos < text.size(); ++i) {
    const auto n = std::min(sizes[i % sizes.size()], text.size() - pos);
    parser.push(text.substr(pos, n), records);
    pos += n;
  }
  parser.finish(records);
  return records;
}

std::string data_file(const char* name) {
  return (std::filesystem::path(NONET_DATA_DIR) / name).string();
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// One of each format, with comments, blank lines and a bad puzzle between them.
std::string mixed_stream() {
  const auto puzzle = grid_from(kPuzzle);
  const auto solution = grid_from(kSolution);
  std::string text;
  text += "# a stream of puzzles\n";                    // 1
  text += "\n";                                         // 2
  text += write_puzzle(puzzle, Format::line, "first");  // 3
  text += write_puzzle(solution, Format::grid);         // 4-12
  text += "   \t\n";                                    // 13
  text += "  # indented comment\n";                     // 14
  text += write_puzzle(puzzle, Format::pretty);         // 15-27
  text += std::string(kPuzzle.substr(0, 80)) + "\n";    // 28: bad
  text += write_puzzle(solution, Format::leetcode);     // 29
  text += "\n\n";                                       // 30-31
  text += write_puzzle(puzzle, Format::python);         // 32-40
  text += std::string(kSolution) + "\tlast one";        // 41, no final newline
  return text;
}

const std::vector<std::string>& mixed_expected() {
  static const std::vector<std::string> expected = {
      "line 3 line " + std::string(kPuzzle) + " [first]",
      "line 4 grid " + std::string(kSolution) + " []",
      "line 15 pretty " + std::string(kPuzzle) + " []",
      "line 28 line ERROR line 28: expected 81 cells, found 80",
      "line 29 leetcode " + std::string(kSolution) + " []",
      "line 32 python " + std::string(kPuzzle) + " []",
      "line 41 line " + std::string(kSolution) + " [last one]",
  };
  return expected;
}

TEST(Stream, MixedFormatsCommentsAndBlankLines) {
  EXPECT_EQ(show_all(parse_puzzles(mixed_stream())), mixed_expected());
}

TEST(Stream, CrlfGivesTheSameRecords) {
  EXPECT_EQ(show_all(parse_puzzles(to_crlf(mixed_stream()))), mixed_expected());
}

TEST(Stream, CrlfInEveryFormat) {
  for (const auto format : kAllFormats) {
    const auto text = to_crlf(write_puzzle(grid_from(kPuzzle), format, "note"));
    const auto records = parse_puzzles(text);
    ASSERT_EQ(records.size(), 1u) << format_name(format);
    ASSERT_TRUE(records[0].ok()) << records[0].error->describe();
    EXPECT_EQ(records[0].format, format);
    EXPECT_EQ(records[0].grid, grid_from(kPuzzle));
    if (format == Format::line) {
      EXPECT_EQ(records[0].comment, "note");
    }
  }
}

TEST(Stream, OneByteAtATimeGivesTheSameRecords) {
  const auto text = mixed_stream();
  EXPECT_EQ(show_all(parse_in_pieces(text, {1})), mixed_expected());
  EXPECT_EQ(show_all(parse_in_pieces(to_crlf(text), {1})), mixed_expected());
}

TEST(Stream, AnyPieceSizesGiveTheSameRecords) {
  const auto text = to_crlf(mixed_stream());
  for (const auto& sizes : std::vector<std::vector<std::size_t>>{
           {2}, {3}, {7}, {80}, {81}, {82}, {1, 5, 2, 9}, {100, 1}, {text.size()}}) {
    EXPECT_EQ(show_all(parse_in_pieces(text, sizes)), mixed_expected()) << sizes[0];
  }
}

TEST(Stream, RecordsArriveAsSoonAsTheirLastLineIsComplete) {
  PuzzleParser parser;
  std::vector<PuzzleRecord> records;
  parser.push(kPuzzle.substr(0, 40), records);
  EXPECT_TRUE(records.empty());
  parser.push(kPuzzle.substr(40), records);
  EXPECT_TRUE(records.empty());  // the line might go on
  parser.push("\n5 3 0 0 7 0 0 0 0\n", records);
  ASSERT_EQ(records.size(), 1u);
  EXPECT_EQ(parser.lines_read(), 2u);
  parser.finish(records);  // the grid is cut short
  ASSERT_EQ(records.size(), 2u);
  EXPECT_EQ(records[1].error->describe(), "line 2: the grid ends after 1 row; expected 9");
}

TEST(Stream, LinesRead) {
  PuzzleParser parser;
  std::vector<PuzzleRecord> records;
  parser.push("# one\n\n# three\npartial", records);
  EXPECT_EQ(parser.lines_read(), 3u);
  parser.finish(records);
  EXPECT_EQ(parser.lines_read(), 4u);
}

TEST(Stream, CommentsAndBlankLinesOnlyIsEmptyInput) {
  const auto records = parse_puzzles("# nothing here\n\n   \n\t# still nothing\r\n\r\n");
  ASSERT_EQ(records.size(), 1u);
  EXPECT_EQ(records[0].error->describe(), "empty input: no puzzle found");
}

TEST(Stream, ByteOrderMarkAtTheStartIsSkipped) {
  const auto records = parse_puzzles("\xEF\xBB\xBF" + std::string(kPuzzle) + "\r\n");
  ASSERT_EQ(records.size(), 1u);
  EXPECT_TRUE(records[0].ok());
  EXPECT_EQ(records[0].grid, grid_from(kPuzzle));
}

TEST(Stream, LineAtTheLengthLimitIsRead) {
  // Exactly kMaxLineLength bytes: a (long) comment, still read.
  std::string line(kPuzzle);
  line += ' ';
  line += std::string(PuzzleParser::kMaxLineLength - line.size(), 'x');
  ASSERT_EQ(line.size(), PuzzleParser::kMaxLineLength);
  for (const auto& sizes : std::vector<std::vector<std::size_t>>{{line.size() + 1}, {1000}}) {
    const auto records = parse_in_pieces(line + "\n" + std::string(kSolution) + "\n", sizes);
    ASSERT_EQ(records.size(), 2u);
    EXPECT_TRUE(records[0].ok());
    EXPECT_EQ(records[0].comment.size(), PuzzleParser::kMaxLineLength - 82);
    EXPECT_EQ(records[1].line, 2u);
  }
}

TEST(Stream, OverlongLineIsReportedAndTheNextLineRead) {
  const std::string text = std::string(kPuzzle) + "\n" +
                           std::string(PuzzleParser::kMaxLineLength + 1, '.') + "\n" +
                           std::string(kSolution) + "\n";
  for (const auto& sizes :
       std::vector<std::vector<std::size_t>>{{text.size()}, {1}, {4096}, {70000, 1}}) {
    EXPECT_EQ(show_all(parse_in_pieces(text, sizes)),
              (std::vector<std::string>{
                  "line 1 line " + std::string(kPuzzle) + " []",
                  "line 2 line ERROR line 2: line is longer than 65536 bytes; not read",
                  "line 3 line " + std::string(kSolution) + " []"}));
  }
}

// A bad puzzle between two good ones: exactly one error record, and the next puzzle is read, in
// every pairing of formats, with and without a blank line between them.
TEST(Stream, OneBadPuzzleInTheMiddleYieldsOneErrorRecord) {
  struct Bad {
    std::string name;
    std::string text;
    // Formats whose text could go on with this unfinished puzzle: only a blank line after it
    // tells them apart (a grid cut short, then more grid rows). See docs/formats.md.
    std::vector<Format> continued_by;
  };
  const std::string grid_rows =
      "5 3 0 0 7 0 0 0 0\n6 0 0 1 9 5 0 0 0\n0 9 8 0 0 0 0 6 0\n8 0 0 0 6 0 0 0 3\n"
      "4 0 0 8 0 3 0 0 1\n7 0 0 0 2 0 0 0 6\n0 6 0 0 0 0 2 8 0\n0 0 0 4 1 9 0 0 5\n";
  const std::vector<Bad> bad = {
      {"line, short", std::string(kPuzzle.substr(1)) + "\n", {}},
      {"line, letter", "x" + std::string(kPuzzle.substr(1)) + "\n", {}},
      {"grid, 8-cell row", grid_rows + "0 0 0 0 8 0 0 7\n", {}},
      {"grid, letter", grid_rows + "0 0 0 0 8 0 x 7 9\n", {}},
      {"grid, 2 rows", "5 3 0 0 7 0 0 0 0\n6 0 0 1 9 5 0 0 0\n", {Format::grid}},
      {"pretty, letter",
       "+-------+-------+-------+\n| 5 3 . | . 7 . | . . . |\n"
       "| 6 . . | 1 9 5 | . . . |\n| . 9 8 | . . . | . 6 x |\n"
       "+-------+-------+-------+\n| 8 . . | . 6 . | . . 3 |\n"
       "| 4 . . | 8 . 3 | . . 1 |\n| 7 . . | . 2 . | . . 6 |\n"
       "+-------+-------+-------+\n| . 6 . | . . . | 2 8 . |\n"
       "| . . . | 4 1 9 | . . 5 |\n| . . . | . 8 . | . 7 9 |\n"
       "+-------+-------+-------+\n",
       {}},
      {"pretty, 3 rows",
       "+-------+-------+-------+\n| 5 3 . | . 7 . | . . . |\n"
       "| 6 . . | 1 9 5 | . . . |\n| . 9 8 | . . . | . 6 . |\n"
       "+-------+-------+-------+\n",
       {Format::grid, Format::pretty}},
      {"leetcode, long cell",
       R"([["55","3",".",".","7",".",".",".","."]])"
       "\n",
       {}},
      {"leetcode, unclosed",
       R"([["5","3",".",".","7",".",".",".","."],)"
       "\n",
       {Format::python}},
      {"python, 2 rows",
       "['5', '3', '.', '.', '7', '.', '.', '.', '.']\n"
       "['6', '.', '.', '1', '9', '5', '.', '.', '.']\n",
       {Format::python}},
      {"python, unclosed string", "['5', '3', '.', '.', '7', '.', '.', '.', '.]\n", {}},
      {"binary", std::string("53\0\x01\x02", 5) + "\n", {}},
  };
  const auto lines = [](const std::string& s) {
    return static_cast<std::size_t>(std::count(s.begin(), s.end(), '\n'));
  };
  const auto puzzle = grid_from(kPuzzle);
  for (const auto format : kAllFormats) {
    for (const std::string separator : {"", "\n", "# comment\n"}) {
      for (const auto& [name, text, continued_by] : bad) {
        if (separator != "\n" && std::ranges::find(continued_by, format) != continued_by.end()) {
          continue;
        }
        const auto good = write_puzzle(puzzle, format);
        const std::string stream = good + separator + text + separator + good;
        const auto records = parse_puzzles(stream);
        const std::string where = name + " between " + std::string(format_name(format)) +
                                  " puzzles, separator '" + separator + "'\n" + stream;
        ASSERT_EQ(records.size(), 3u) << where;
        EXPECT_TRUE(records[0].ok()) << where;
        EXPECT_FALSE(records[1].ok()) << where;
        ASSERT_TRUE(records[2].ok()) << where << records[2].error->describe();
        EXPECT_EQ(records[2].grid, puzzle) << where;
        EXPECT_EQ(records[2].format, format) << where;
        const auto sep = lines(separator);
        EXPECT_EQ(records[1].line, lines(good) + sep + 1) << where;
        EXPECT_EQ(records[2].line, lines(good) + sep + lines(text) + sep + 1) << where;
        EXPECT_EQ(show_all(parse_in_pieces(stream, {1})), show_all(records)) << where;
      }
    }
  }
}

// A title holding '|' before a puzzle of any format is one error record, and the puzzle is read
// from the next line, with LF or CRLF, whole or one byte at a time.
TEST(Stream, TitleWithABarBeforeEveryFormat) {
  const auto puzzle = grid_from(kPuzzle);
  for (const auto format : kAllFormats) {
    for (const bool crlf : {false, true}) {
      std::string text = "Puzzle 1 | easy\n" + write_puzzle(puzzle, format);
      if (crlf) text = to_crlf(text);
      const auto expected = std::vector<std::string>{
          "line 1 pretty ERROR line 1, column 1: illegal character 'P' in "
          "cell r1c1",
          "line 2 " + std::string(format_name(format)) + " " + std::string(kPuzzle) + " []"};
      EXPECT_EQ(show_all(parse_puzzles(text)), expected) << text;
      EXPECT_EQ(show_all(parse_in_pieces(text, {1})), expected) << text;
    }
  }
}

TEST(Stream, ErrorLinesAreCountedInTheWholeStream) {
  const auto records = parse_puzzles("# header\n" + std::string(kPuzzle) +
                                     "\n\n5 3 0 0 7 0 0 0 0\n6 0 0 1 9 5 0 0\n");
  ASSERT_EQ(records.size(), 2u);
  EXPECT_EQ(records[1].line, 4u);
  EXPECT_EQ(records[1].error->describe(), "line 5: row 2 of the grid has 8 cells; expected 9");
}

// The serg benchmark uses CRLF line ends and '#' comment lines.
TEST(Corpus, SergBenchmarkFirstLines) {
  std::ifstream in(data_file("puzzles7_serg_benchmark"), std::ios::binary);
  if (!in) NONET_MISSING_DATA("no corpus at " << NONET_DATA_DIR);
  std::string head;
  std::string line;
  for (int i = 0; i < 50 && std::getline(in, line); ++i) head += line + "\n";
  ASSERT_NE(head.find("\r\n"), std::string::npos);  // the file really is CRLF

  const auto records = parse_puzzles(head);
  ASSERT_EQ(records.size(), 48u);  // two comment lines, then one puzzle a line
  for (std::size_t i = 0; i < records.size(); ++i) {
    ASSERT_TRUE(records[i].ok()) << records[i].error->describe();
    EXPECT_EQ(records[i].line, i + 3);
    EXPECT_EQ(records[i].format, Format::line);
    EXPECT_EQ(records[i].comment, "");
  }
  EXPECT_EQ(records[0].grid.to_line(),
            "8.........95.......76.........426798...571243...893165......916....3.487....1.532");
  EXPECT_EQ(show_all(parse_in_pieces(head, {1})), show_all(records));
}

TEST(Corpus, SergBenchmarkWholeFile) {
  const auto text = read_file(data_file("puzzles7_serg_benchmark"));
  if (text.empty()) NONET_MISSING_DATA("no corpus at " << NONET_DATA_DIR);
  const auto records = parse_puzzles(text);
  EXPECT_EQ(records.size(), 10000u);
  EXPECT_TRUE(std::all_of(records.begin(), records.end(), [](const auto& r) { return r.ok(); }));
  EXPECT_EQ(records.back().line, 10002u);
}

// LF comment lines above CRLF puzzle lines.
TEST(Corpus, SeventeenClueMixedLineEnds) {
  std::ifstream in(data_file("puzzles2_17_clue"), std::ios::binary);
  if (!in) NONET_MISSING_DATA("no corpus at " << NONET_DATA_DIR);
  std::string head;
  std::string line;
  for (int i = 0; i < 500 && std::getline(in, line); ++i) head += line + "\n";
  const auto records = parse_puzzles(head);
  ASSERT_FALSE(records.empty());
  for (const auto& r : records) {
    ASSERT_TRUE(r.ok()) << r.error->describe();
    EXPECT_EQ(r.grid.given_count(), 17) << r.line;
  }
}

// "puzzle ER": the rating is kept as the comment.
TEST(Corpus, RatedSampleKeepsTheRating) {
  std::ifstream in(data_file("ser-rated-sample.txt"), std::ios::binary);
  if (!in) NONET_MISSING_DATA("no corpus at " << NONET_DATA_DIR);
  std::string head;
  std::string line;
  for (int i = 0; i < 40 && std::getline(in, line); ++i) head += line + "\n";
  const auto records = parse_puzzles(head);
  ASSERT_FALSE(records.empty());
  for (const auto& r : records) {
    ASSERT_TRUE(r.ok()) << r.error->describe();
    EXPECT_FALSE(r.comment.empty());
    EXPECT_NE(r.comment.find('.'), std::string::npos) << r.comment;  // "2.0", "7.1", ...
  }
  EXPECT_EQ(records[0].comment, "2.0");
}

// Random damage to valid streams: the parser neither crashes nor hangs, every record carries a
// line inside the input, and pushing in pieces never changes the result.
TEST(Robustness, DamagedStreamsParseTheSameInPieces) {
  std::mt19937 rng(20240611);
  const std::string base = mixed_stream();
  const std::string alphabet("[]'\",.0123456789|+-=# \t\r\nx\0\xE4", 28);
  for (int round = 0; round < 300; ++round) {
    std::string text = base;
    const int edits = 1 + static_cast<int>(rng() % 6);
    for (int e = 0; e < edits; ++e) {
      const auto pos = rng() % text.size();
      const char c = alphabet[rng() % alphabet.size()];
      switch (rng() % 3) {
        case 0:
          text[pos] = c;
          break;
        case 1:
          text.insert(text.begin() + static_cast<std::ptrdiff_t>(pos), c);
          break;
        default:
          text.erase(pos, 1 + rng() % 40);
          break;
      }
    }
    const auto whole = parse_puzzles(text);
    ASSERT_FALSE(whole.empty());
    const auto total_lines =
        static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) + 1;
    for (const auto& r : whole) {
      ASSERT_LE(r.line, total_lines);
      if (r.ok()) continue;
      ASSERT_LE(r.error->line, total_lines);
      ASSERT_GE(r.error->line, r.line);
      ASSERT_FALSE(r.error->message.empty());
      EXPECT_EQ(r.grid, Grid{});
    }
    ASSERT_EQ(show_all(parse_in_pieces(text, {1 + rng() % 13})), show_all(whole)) << text;
  }
}

// The reader takes a whole 81-character line by a fast path; pushed a byte at a time it never
// can, so the two must agree on every near miss: a wrong length, a bad byte, a comment, CR, a
// line after a pretty grid, a border of 81 '-'.
TEST(Robustness, PlainLinesAndTheirNearMissesParseAsTheGeneralReaderDoes) {
  std::mt19937 rng(20261206);
  const std::string alphabet("[]'\",.0123456789_-|+=# \t\rx\0\xE4\xEF", 30);
  const std::string line = std::string(kPuzzle) + "\n";
  constexpr std::size_t kCells = 81;
  for (int round = 0; round < 400; ++round) {
    std::string text;
    const int lines = 1 + static_cast<int>(rng() % 12);
    for (int i = 0; i < lines; ++i) {
      std::string next = line;
      switch (rng() % 8) {
        case 0:  // a damaged byte
          next[rng() % kCells] = alphabet[rng() % alphabet.size()];
          break;
        case 1:  // one cell too many or too few
          if (rng() % 2) {
            next.insert(rng() % kCells, 1, '5');
          } else {
            next.erase(rng() % kCells, 1);
          }
          break;
        case 2:
          next.insert(kCells, " a comment");
          break;
        case 3:
          next.insert(kCells, "\r");
          break;
        case 4:
          next = write_puzzle(grid_from(kPuzzle), Format::pretty);
          break;
        case 5:
          next = std::string(kCells, '-') + "\n";
          break;
        default:  // the plain line itself
          break;
      }
      text += next;
    }
    if (rng() % 4 == 0) text.pop_back();  // no line end after the last line
    const auto whole = parse_puzzles(text);
    ASSERT_EQ(show_all(parse_in_pieces(text, {1})), show_all(whole)) << text;
    ASSERT_EQ(show_all(parse_in_pieces(text, {1 + rng() % 200})), show_all(whole)) << text;
  }
}

}  // namespace
}  // namespace nonet
