// Reading and writing puzzles as text.
//
// Input formats are detected per puzzle; a stream may hold many puzzles. See docs/formats.md.
//   line     81 cells on one line, blanks '.', '0', '_' or '-'; text after whitespace is a comment
//   grid     9 lines of 9 digits separated by spaces, 0 for blank (the seed 002 form); rows
//            without spaces ("530070000") are read too
//   pretty   a boxed grid; '|', '-', '+' and spaces are separators and are ignored on input
//   leetcode JSON, 9 lists of 9 one-character strings: [["5","3",".",...],...]
//   python   the same board as Python prints it: ['5', '3', '.', ...], one row a line; also
//            read as a literal, optionally behind an assignment ("board = [[...], ...]")
// Those are also the forms puzzles are written in. The readers (enum Reader) take more: boxed
// grids framed with '*', '.', ':' and '\'' as well (pretty), 81 separated values, CSV with a
// header, JSON numbers and objects, OpenSudoku XML.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "nonet/error.hpp"
#include "nonet/grid.hpp"

namespace nonet {

enum class Format { line, grid, pretty, leetcode, python };

/// "line", "grid", "pretty", "leetcode", "python".
[[nodiscard]] std::string_view format_name(Format format);
[[nodiscard]] std::optional<Format> format_from_name(std::string_view name);
/// Whether a puzzle written in `format` spans several lines (grid, pretty, python): outputs of
/// such puzzles are kept apart by a blank line so that each can be read back alone.
[[nodiscard]] bool is_multiline(Format format);

/// The reader that took a puzzle's text; the detector picks one per puzzle (docs/formats.md).
enum class Reader {
  line,        // 81 cells on a line (also .sdm files, qqwing's one-line output)
  grid,        // 9 rows of 9 cells (also .sdk files, qqwing's compact output)
  pretty,      // a boxed grid: qqwing's readable output, SimpleSudoku .ss, HoDoKu and SE frames
  leetcode,    // a JSON board of one-character strings
  python,      // a Python-printed board
  values,      // 81 values on one line separated by commas, spaces or tabs
  csv,         // CSV with a header naming the puzzle column (Kaggle sets, qqwing --csv)
  json,        // JSON numbers (81, or 9 lists of 9) or an object with a "puzzle" field
  opensudoku,  // OpenSudoku XML: <game data="..."/>
};

/// "line", "grid", ..., "opensudoku".
[[nodiscard]] std::string_view reader_name(Reader reader);
/// A reader's name, or one of the names people know for its files: sdm (line), sdk (grid), ss
/// and boxed (pretty), jsonl (json), xml (opensudoku).
[[nodiscard]] std::optional<Reader> reader_from_name(std::string_view name);
/// The readers' names, comma-separated, for a message.
[[nodiscard]] std::string reader_names();

/// How a PuzzleParser reads.
struct ParseOptions {
  /// Read every puzzle with this reader instead of detecting one; text it cannot read is an
  /// error record (a boxed grid given to the line reader, say).
  std::optional<Reader> reader{};
  /// The CSV column that holds the puzzles; empty: "quizzes", "quiz", "puzzle" or "puzzles".
  /// Matched without regard to case.
  std::string csv_column{};
};

/// One puzzle read from text, or the reason a piece of text is not one.
struct PuzzleRecord {
  std::size_t line = 0;  // 1-based line where the puzzle's text starts
  /// The form the puzzle is written back in (outputs follow their input's form): the reader's
  /// own for line, grid, pretty, leetcode and python; line for values, csv, json objects and
  /// flat lists, and opensudoku; leetcode for a JSON board of numbers.
  Format format = Format::line;
  Reader reader = Reader::line;
  Grid grid;
  std::string comment;  // line form: the text after the cells and their whitespace; kept as is
  /// Why the text is not a puzzle: ErrorCode::bad_input, the line and column (1-based; column 0
  /// when the problem is not at one character, a wrong cell count say) and, when the message
  /// names a cell ("illegal character 'x' in cell r2c8"), that cell.
  std::optional<Error> error{};

  [[nodiscard]] bool ok() const { return !error.has_value(); }
};

/// Reads puzzles from text pushed in pieces of any size, so that a stream can be parsed as it
/// arrives; the records do not depend on how the text is cut. Blank lines and lines starting with
/// '#' between puzzles are skipped; line ends may be LF or CRLF; a UTF-8 byte order mark at the
/// start is skipped. A line longer than kMaxLineLength bytes is reported, never buffered whole.
/// A bad puzzle gives one error record and the puzzles after it are still read.
class PuzzleParser {
 public:
  static constexpr std::size_t kMaxLineLength = 65536;

  PuzzleParser() = default;
  explicit PuzzleParser(ParseOptions options) : options_(std::move(options)) {}

  /// Appends every puzzle completed by `bytes` to `out`.
  void push(std::string_view bytes, std::vector<PuzzleRecord>& out);
  /// Ends the input: a puzzle left unfinished becomes an error record, and an input that held no
  /// puzzle at all gives one "empty input" error record.
  void finish(std::vector<PuzzleRecord>& out);

  /// Lines seen so far (complete lines, plus a partial last one after finish()).
  [[nodiscard]] std::size_t lines_read() const { return line_number_; }

 private:
  enum class Mode { between, block, list, csv, object, xml };

  /// A line of exactly 81 cell characters at the start of `bytes`, with its line end, as a
  /// record; returns the bytes used, or 0 (nothing done) for any other text.
  std::size_t take_plain_line(std::string_view bytes, std::vector<PuzzleRecord>& out);
  void take_line(std::string_view line, bool overlong, std::vector<PuzzleRecord>& out);
  [[nodiscard]] bool interrupts_puzzle(std::string_view line) const;
  void end_block(std::vector<PuzzleRecord>& out);
  void start_puzzle(std::string_view line, std::vector<PuzzleRecord>& out);
  void take_line_form(std::string_view line, std::vector<PuzzleRecord>& out);
  void take_block_row(std::string_view line, std::vector<PuzzleRecord>& out);
  void take_list_text(std::string_view line, std::vector<PuzzleRecord>& out);
  void finish_list(std::vector<PuzzleRecord>& out, std::size_t column = 0);
  void check_after_board(std::string_view line, std::size_t from);
  void place_list_cell(int value);
  [[nodiscard]] bool starts_csv(std::string_view line);
  void take_csv_row(std::string_view line, std::vector<PuzzleRecord>& out);
  void end_csv(std::vector<PuzzleRecord>& out);
  void take_object_text(std::string_view line, std::vector<PuzzleRecord>& out);
  void end_object(std::vector<PuzzleRecord>& out);
  void take_xml_text(std::string_view line, std::vector<PuzzleRecord>& out);
  void end_xml(std::vector<PuzzleRecord>& out);
  /// A record that no state led to (a CSV row, an XML game, a values line): emitted as it is.
  void emit_record(PuzzleRecord record, std::vector<PuzzleRecord>& out);
  void start_forced(std::string_view line, std::vector<PuzzleRecord>& out);
  void start_object(std::string_view line, std::vector<PuzzleRecord>& out);
  void start_xml(std::string_view line, std::vector<PuzzleRecord>& out);
  void start_block(Format format, std::string_view line, std::vector<PuzzleRecord>& out);
  void start_list(std::size_t bracket, std::string_view line, std::vector<PuzzleRecord>& out);
  void fail_current(std::size_t column, std::string message, std::optional<Cell> cell = {});
  void fail_current_at(std::size_t line, std::size_t column, std::string message,
                       std::optional<Cell> cell = {});
  void emit_current(std::vector<PuzzleRecord>& out);

  ParseOptions options_;
  std::string pending_;  // the partial line carried from one push() to the next
  bool pending_overlong_ = false;
  std::size_t line_number_ = 0;
  std::size_t records_emitted_ = 0;

  Mode mode_ = Mode::between;
  PuzzleRecord current_;
  std::size_t last_line_ = 0;  // the last line that belongs to the current puzzle
  bool after_pretty_ = false;  // the previous line completed a pretty grid (its border may follow)
  int rows_taken_ = 0;         // block: rows read so far; list: rows closed so far
  // list (leetcode/python) scanner state
  int list_depth_ = 0;  // brackets open now
  int row_depth_ = 0;   // the depth at which cells sit: 1 for Python rows, 2 in a board
  int cells_in_row_ = 0;
  int list_lines_ = 0;
  std::size_t list_text_offset_ = 0;  // where the list starts on its first line
  bool list_numbers_ = false;         // the list holds numbers, not strings: JSON
  bool flat_list_ = false;            // one list of 81 cells, not 9 rows
  // csv state
  std::size_t csv_column_ = 0;   // 0-based field index of the puzzle column
  std::string csv_column_name_;  // as the header spells it
  std::size_t csv_fields_ = 0;
  std::size_t csv_rows_ = 0;
  std::size_t csv_header_line_ = 0;
  // JSON object state: its text so far, and the braces open at the end of it
  std::string object_text_;
  int object_depth_ = 0;
  // OpenSudoku XML state
  std::size_t xml_games_ = 0;
  std::size_t xml_start_line_ = 0;
};

/// Parses every puzzle in `text` (see PuzzleParser).
[[nodiscard]] std::vector<PuzzleRecord> parse_puzzles(std::string_view text,
                                                      const ParseOptions& options = {});

/// Parses text that must hold exactly one puzzle, in any input format. On failure the record's
/// error says why: no puzzle, what is wrong with the first puzzle, or (when the first puzzle is
/// good) "expected one puzzle, found N" at the line where the second one starts.
[[nodiscard]] PuzzleRecord parse_puzzle(std::string_view text);

/// Writes a grid in a format, ending with a newline. For the line form, a non-empty comment is
/// appended after one space.
[[nodiscard]] std::string write_puzzle(const Grid& grid, Format format,
                                       std::string_view comment = {});
/// write_puzzle() appended to `out`.
void append_puzzle(std::string& out, const Grid& grid, Format format,
                   std::string_view comment = {});

}  // namespace nonet
