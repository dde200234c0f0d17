// The streaming puzzle reader: bytes -> lines -> puzzles.
//
// Each puzzle's format is decided by its first line, in this order:
//   starts with '[' (or "name = [")            -> a list board, leetcode (JSON) or python
//   9 one-character cells ("5 3 0 0 7 0 0 0 0",
//     or "530070000": exactly 9 cell characters) -> grid, 9 rows read
//   a border ("+-------+---", "------")          -> pretty, 9 rows read, separator lines skipped
//   a first word of 18+ characters without '|'  -> line form (so a comment may hold '|' or '+')
//   holds '|' or '+'                             -> pretty
//   two or more one-character words              -> grid (a first row with a wrong cell count)
//   anything else                                -> line form, one puzzle on this line
// A puzzle that goes wrong part-way still consumes its rows (to the end of its block or list) so
// that one bad puzzle yields one error record, and the next puzzle is read cleanly. A line that
// cannot belong to the block or list being read (a line-form puzzle, the start of a list board,
// for a list any line not starting with a list character) ends it early and starts a puzzle; so
// does a grid row once a pretty block has failed. A block's first line that fails on text before
// any cell ("Puzzle 1 | easy": a header, not a row) is one error record by itself.
#include <array>
#include <optional>
#include <string>
#include <utility>

#include "format/cell_chars.hpp"
#include "format/text_readers.hpp"
#include "nonet/format.hpp"

namespace nonet {
namespace {

using detail::cell_value;
using detail::describe_char;
using detail::kIllegalCell;

constexpr int kMaxListLines = 200;  // a list board spread wider than this is not one
// A word this long cannot be a row of a grid: the line holds a line-form puzzle.
constexpr std::size_t kLongWord = 2 * kUnitSize;
constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

bool is_blank_char(char c) {
  return c == ' ' || c == '\t';
}

// A frame's rule as qqwing, SimpleSudoku, HoDoKu and Sudoku Explainer draw it: runs of '-' (or
// '=') joined by corners ".---.", ":---+", "'---'", "*---*", "|---|", one character each.
bool is_frame_rule(std::string_view line) {
  if (line.find_first_not_of("-=+*|.:' \t") != std::string_view::npos) return false;
  if (line.find("---") == std::string_view::npos && line.find("===") == std::string_view::npos)
    return false;
  char previous = '-';
  for (const char c : line) {
    if (is_blank_char(c)) continue;
    const bool rule = c == '-' || c == '=';
    if (!rule && previous != '-' && previous != '=') return false;  // "..": cells, not corners
    previous = c;
  }
  // 81 characters of '.' and '-' alone are a line-form puzzle (of blanks).
  return line.find_first_of("+=*|:' \t") != std::string_view::npos || line.size() < 60;
}

bool is_border_line(std::string_view line) {
  if (is_frame_rule(line)) return true;
  if (line.find_first_not_of("-=+ \t") != std::string_view::npos) return false;
  if (line.find_first_of("-=") == std::string_view::npos) return false;
  // A line-form puzzle of 81 '-' blanks is not a border; a border has a '+', '=' or a space, or
  // is clearly too short to be a puzzle.
  return line.find_first_of("+= \t") != std::string_view::npos || line.size() < 60;
}

bool has_pretty_separator(std::string_view text) {
  return text.find_first_of("|+") != std::string_view::npos;
}

// The whitespace-separated words of a line: how many, and the first ten of them.
struct Words {
  std::array<std::string_view, kUnitSize + 1> first{};
  int count = 0;  // all of them, not only those kept in `first`
};

Words split_words(std::string_view line) {
  Words words;
  std::size_t i = 0;
  while (i < line.size()) {
    if (is_blank_char(line[i])) {
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < line.size() && !is_blank_char(line[end])) ++end;
    if (words.count < static_cast<int>(words.first.size())) {
      words.first[static_cast<std::size_t>(words.count)] = line.substr(i, end - i);
    }
    ++words.count;
    i = end;
  }
  return words;
}

bool all_single_characters(const Words& words) {
  if (words.count > static_cast<int>(words.first.size())) {
    // Only the first words are kept; a row of many one-character words is still a row.
    for (const auto word : words.first) {
      if (word.size() != 1) return false;
    }
    return true;
  }
  for (int i = 0; i < words.count; ++i) {
    if (words.first[static_cast<std::size_t>(i)].size() != 1) return false;
  }
  return true;
}

// A row of the grid form: "5 3 0 0 7 0 0 0 0" (nine one-character words) or "530070000"
// (one word of exactly nine cell characters).
bool is_grid_row(std::string_view line) {
  if (has_pretty_separator(line)) return false;
  const auto words = split_words(line);
  if (words.count == kUnitSize) return all_single_characters(words);
  if (words.count != 1 || words.first[0].size() != kUnitSize) return false;
  for (const char c : words.first[0]) {
    if (cell_value(c) == kIllegalCell) return false;
  }
  return true;
}

// Two or more one-character words: a grid row with the wrong number of cells.
bool is_short_word_row(std::string_view line) {
  const auto words = split_words(line);
  return words.count >= 2 && all_single_characters(words);
}

// A line whose first word is too long for a row: a line-form puzzle (right or wrong).
bool looks_like_line_puzzle(std::string_view line) {
  const auto words = split_words(line);
  if (words.count == 0) return false;
  const auto first = words.first[0];
  return first.size() >= kLongWord && !has_pretty_separator(first) && !is_border_line(line);
}

// The offset of the '[' that opens a list board, allowing "name = [" before it; npos if none.
std::size_t list_start(std::string_view line) {
  auto i = line.find_first_not_of(" \t");
  if (i == std::string_view::npos) return i;
  if (line[i] == '[') return i;
  const auto is_name_char = [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
  };
  if (!is_name_char(line[i]) || (line[i] >= '0' && line[i] <= '9')) return std::string_view::npos;
  while (i < line.size() && is_name_char(line[i])) ++i;
  i = line.find_first_not_of(" \t", i);
  if (i == std::string_view::npos || line[i] != '=') return std::string_view::npos;
  i = line.find_first_not_of(" \t", i + 1);
  if (i == std::string_view::npos || line[i] != '[') return std::string_view::npos;
  return i;
}

char first_char(std::string_view line) {
  const auto i = line.find_first_not_of(" \t");
  return i == std::string_view::npos ? '\0' : line[i];
}

// Whether a line without a comma, met in a CSV, starts a puzzle of another form rather than
// being a row with too few fields.
bool starts_other_form(std::string_view line) {
  const char first = first_char(line);
  return first == '{' || first == '<' || list_start(line) != std::string_view::npos ||
         looks_like_line_puzzle(line) || has_pretty_separator(line) || is_border_line(line) ||
         is_grid_row(line);
}

// A section header of a SimpleSudoku .sdk file: "[Puzzle]".
bool is_section_header(std::string_view line) {
  const auto start = line.find_first_not_of(" \t");
  const auto end = line.find_last_not_of(" \t");
  if (start == std::string_view::npos || line[start] != '[' || line[end] != ']' || end - start < 2)
    return false;
  for (std::size_t i = start + 1; i < end; ++i) {
    const char c = line[i];
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == ' ')) return false;
  }
  return true;
}

// A pencil-mark grid's row: cells set apart by blanks, some holding several candidate digits
// ("| 1    2    3    | 456  7 ..."). SimpleSudoku rows ("|1..|..7|") have no blanks.
// Returns the 0-based offset of the first such cell.
std::optional<std::size_t> find_candidate_word(std::string_view line) {
  if (line.find_first_of(" \t") == std::string_view::npos) return std::nullopt;
  int digits = 0;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (c >= '1' && c <= '9') {
      if (++digits >= 2) return i + 1 - 2;
    } else {
      digits = 0;
    }
  }
  return std::nullopt;
}

PuzzleRecord record_of(const detail::ReadResult& read, std::size_t line, Reader reader) {
  PuzzleRecord record;
  record.line = line;
  record.reader = reader;
  record.format = Format::line;
  if (read.ok()) {
    record.grid = read.grid;
  } else {
    record.error =
        Error{ErrorCode::bad_input, read.message, line + read.line_offset, read.column, read.cell};
  }
  return record;
}

std::string rows_word(int n) {
  return std::to_string(n) + (n == 1 ? " row" : " rows");
}
std::string cells_word(int n) {
  return std::to_string(n) + (n == 1 ? " cell" : " cells");
}

std::string binary_message(char c) {
  if (c == '\r') return "carriage return (byte 0x0D) inside a line; line ends must be LF or CRLF";
  return "binary data (" + describe_char(c) + "), not a puzzle";
}

// Where a cell of a block or list row is: "in cell r3c5", or past the end of the row or board.
std::string cell_place(int row, int cell) {
  if (row >= kUnitSize) return " in row " + std::to_string(row + 1) + ", after the 9 rows";
  if (cell >= kUnitSize) return " after the 9 cells of row " + std::to_string(row + 1);
  return " in cell " + Cell(Row(row), Column(cell)).name();
}

// The cell that cell_place() names, if it names one.
std::optional<Cell> cell_at(int row, int cell) {
  if (row >= kUnitSize || cell >= kUnitSize) return std::nullopt;
  return Cell(Row(row), Column(cell));
}

bool is_digit_or_dot(char c) {
  return (c >= '0' && c <= '9') || c == '.';
}

// Whether the illegal character at `i` starts a run of text (another character that is neither
// a cell, a blank nor a separator follows it): a word such as "Puzzle", not a mistyped cell.
bool starts_text(std::string_view line, std::size_t i) {
  if (i + 1 >= line.size()) return false;
  const char next = line[i + 1];
  return !is_blank_char(next) && next != '|' && next != '+' && cell_value(next) == kIllegalCell;
}

}  // namespace

void PuzzleParser::push(std::string_view bytes, std::vector<PuzzleRecord>& out) {
  std::size_t pos = 0;
  while (pos < bytes.size()) {
    if (mode_ == Mode::between && pending_.empty() && !pending_overlong_ &&
        (!options_.reader || options_.reader == Reader::line)) {
      // Most streams are 81-character lines; such a line is a puzzle whatever came before it
      // (the general reader comes to the same record), so it skips the classification.
      if (const std::size_t used = take_plain_line(bytes.substr(pos), out)) {
        pos += used;
        continue;
      }
    }
    const auto newline = bytes.find('\n', pos);
    const auto piece = bytes.substr(
        pos, newline == std::string_view::npos ? std::string_view::npos : newline - pos);
    if (newline != std::string_view::npos && pending_.empty() && !pending_overlong_ &&
        piece.size() <= kMaxLineLength) {
      take_line(piece, false, out);  // the whole line is here: no copy
      pos = newline + 1;
      continue;
    }
    if (!pending_overlong_) {
      if (pending_.size() + piece.size() > kMaxLineLength) {
        pending_overlong_ = true;
        pending_.clear();
        pending_.shrink_to_fit();
      } else {
        pending_.append(piece);
      }
    }
    if (newline == std::string_view::npos) break;
    take_line(pending_, pending_overlong_, out);
    pending_.clear();
    pending_overlong_ = false;
    pos = newline + 1;
  }
}

std::size_t PuzzleParser::take_plain_line(std::string_view bytes, std::vector<PuzzleRecord>& out) {
  std::array<std::uint8_t, kCellCount> values;
  if (!detail::read_plain_cells(bytes, values)) return 0;
  std::size_t used = kCellCount;
  if (bytes.size() > used && bytes[used] == '\r') ++used;
  if (bytes.size() <= used || bytes[used] != '\n') return 0;
  ++line_number_;
  after_pretty_ = false;
  PuzzleRecord& record = out.emplace_back();
  record.line = line_number_;
  record.grid = Grid::from_values(values);
  ++records_emitted_;
  return used + 1;
}

void PuzzleParser::finish(std::vector<PuzzleRecord>& out) {
  if (!pending_.empty() || pending_overlong_) {
    take_line(pending_, pending_overlong_, out);
    pending_.clear();
    pending_overlong_ = false;
  }
  if (mode_ == Mode::block) {
    end_block(out);
  } else if (mode_ == Mode::list) {
    finish_list(out);
  } else if (mode_ == Mode::csv) {
    end_csv(out);
  } else if (mode_ == Mode::object) {
    end_object(out);
  } else if (mode_ == Mode::xml) {
    end_xml(out);
  }
  if (records_emitted_ == 0) {
    PuzzleRecord empty;
    empty.error = Error{ErrorCode::bad_input, "empty input: no puzzle found", 0, 0, std::nullopt};
    out.push_back(std::move(empty));
    ++records_emitted_;
  }
}

void PuzzleParser::take_line(std::string_view line, bool overlong, std::vector<PuzzleRecord>& out) {
  ++line_number_;
  if (line_number_ == 1 && line.starts_with(kByteOrderMark))
    line.remove_prefix(kByteOrderMark.size());
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  const bool after_pretty = std::exchange(after_pretty_, false);
  if (overlong) {
    const std::string message =
        "line is longer than " + std::to_string(kMaxLineLength) + " bytes; not read";
    if (mode_ == Mode::between || mode_ == Mode::csv || mode_ == Mode::xml) {
      // A CSV row or an XML line: its own error, and the rows after it are still read.
      PuzzleRecord record;
      record.line = line_number_;
      record.error = Error{ErrorCode::bad_input, message, line_number_, 0, std::nullopt};
      if (mode_ == Mode::between) {
        current_ = std::move(record);
        emit_current(out);
      } else {
        // It counts as a row (a game): the CSV (the XML) is not empty, and no later "header
        // only" error may come after this record.
        ++csv_rows_;
        ++xml_games_;
        emit_record(std::move(record), out);
      }
      return;
    }
    if (mode_ == Mode::object) {
      if (current_.ok()) fail_current(0, message);
      emit_current(out);
      return;
    }
    // Inside a board the line stands for the text it should have held (a row, a piece of the
    // list), so that the rest of the board is still consumed by this one failed puzzle.
    if (current_.ok()) fail_current(0, message);
    last_line_ = line_number_;
    if (mode_ == Mode::block && ++rows_taken_ == kUnitSize) {
      const bool pretty = current_.format == Format::pretty;
      emit_current(out);
      after_pretty_ = pretty;
    } else if (mode_ == Mode::list && ++list_lines_ > kMaxListLines) {
      emit_current(out);
    }
    return;
  }
  switch (mode_) {
    case Mode::between:
      if (detail::is_blank_line(line) || detail::is_comment_line(line)) return;
      // The bottom border of the pretty grid just read.
      if (after_pretty && is_border_line(line)) return;
      if (is_section_header(line)) return;  // "[Puzzle]" in a SimpleSudoku .sdk file
      start_puzzle(line, out);
      return;
    case Mode::csv:
      if (detail::is_blank_line(line)) {
        end_csv(out);
        return;
      }
      if (detail::is_comment_line(line)) return;
      if (line.find(',') == std::string_view::npos && starts_other_form(line)) {
        // Not a row of this CSV (a row with too few fields is one): the text after it.
        end_csv(out);
        start_puzzle(line, out);
        return;
      }
      take_csv_row(line, out);
      return;
    case Mode::object:
      if (detail::is_blank_line(line)) {  // as a list board, an object ends at a blank line
        end_object(out);
        return;
      }
      take_object_text(line, out);
      return;
    case Mode::xml:
      if (detail::is_blank_line(line)) return;
      if (first_char(line) != '<') {
        end_xml(out);
        start_puzzle(line, out);
        return;
      }
      take_xml_text(line, out);
      return;
    case Mode::block:
      if (!detail::is_blank_line(line) && !detail::is_comment_line(line) &&
          interrupts_puzzle(line)) {
        end_block(out);
        start_puzzle(line, out);
        return;
      }
      take_block_row(line, out);
      return;
    case Mode::list:
      if (detail::is_blank_line(line)) {
        finish_list(out);
        return;
      }
      if (detail::is_comment_line(line)) {
        last_line_ = line_number_;
        return;
      }
      if (interrupts_puzzle(line)) {
        finish_list(out);
        start_puzzle(line, out);
        return;
      }
      take_list_text(line, out);
      return;
  }
}

// Whether a non-blank line read inside a block or list cannot belong to it and starts a puzzle.
bool PuzzleParser::interrupts_puzzle(std::string_view line) const {
  if (mode_ == Mode::block) {
    if (options_.reader) return false;  // one reader: no other form can start
    if (list_start(line) != std::string_view::npos || looks_like_line_puzzle(line)) return true;
    if (current_.format == Format::pretty) {
      // A failed pretty block ends at a grid row ("5 3 0 0 7 0 0 0 0": no '|' or '+'), which
      // most likely starts the next puzzle. A good block still takes such rows.
      return !current_.ok() && is_grid_row(line);
    }
    return is_border_line(line) && !is_grid_row(line);
  }
  // A list board goes on only with list text; "[[" opens another board, and so does a '[' while
  // a row is still open (it would nest three deep).
  const auto first = line.find_first_not_of(" \t");
  const std::string_view rest = line.substr(first);
  if (rest.find_first_of("[]'\",") != 0 || rest.starts_with("[[")) return true;
  const bool row_open = list_depth_ >= 2 || (list_depth_ > 0 && list_depth_ == row_depth_);
  return row_open && rest.front() == '[';
}

void PuzzleParser::end_block(std::vector<PuzzleRecord>& out) {
  if (current_.ok()) {
    fail_current_at(last_line_, 0,
                    "the grid ends after " + rows_word(rows_taken_) + "; expected 9");
  }
  emit_current(out);
}

void PuzzleParser::start_puzzle(std::string_view line, std::vector<PuzzleRecord>& out) {
  current_ = PuzzleRecord{};
  current_.line = line_number_;
  last_line_ = line_number_;
  if (auto binary = detail::find_binary_byte(line)) {
    fail_current(*binary + 1, binary_message(line[*binary]));
    emit_current(out);
    return;
  }
  if (options_.reader) {
    start_forced(line, out);
    return;
  }
  const char first = first_char(line);
  if (first == '{') {
    start_object(line, out);
    return;
  }
  if (first == '<') {
    start_xml(line, out);
    return;
  }
  if (const auto bracket = list_start(line); bracket != std::string_view::npos) {
    start_list(bracket, line, out);
    return;
  }
  if (starts_csv(line)) return;
  if (detail::is_values_line(line)) {
    mode_ = Mode::between;
    emit_record(record_of(detail::read_values(line), line_number_, Reader::values), out);
    return;
  }
  std::optional<Format> block;
  if (is_grid_row(line)) {
    block = Format::grid;
  } else if (is_border_line(line)) {
    block = Format::pretty;
  } else if (looks_like_line_puzzle(line)) {
    block = std::nullopt;
  } else if (has_pretty_separator(line)) {
    block = Format::pretty;
  } else if (is_short_word_row(line)) {
    block = Format::grid;
  }
  if (block) {
    start_block(*block, line, out);
    return;
  }
  take_line_form(line, out);
}

void PuzzleParser::start_forced(std::string_view line, std::vector<PuzzleRecord>& out) {
  const char first = first_char(line);
  const auto column = line.find_first_not_of(" \t") + 1;
  switch (*options_.reader) {
    case Reader::line:
      take_line_form(line, out);
      return;
    case Reader::grid:
      start_block(Format::grid, line, out);
      return;
    case Reader::pretty:
      start_block(Format::pretty, line, out);
      return;
    case Reader::leetcode:
    case Reader::python:
    case Reader::json:
      if (*options_.reader == Reader::json && first == '{') {
        start_object(line, out);
        return;
      }
      if (const auto bracket = list_start(line); bracket != std::string_view::npos) {
        start_list(bracket, line, out);
        return;
      }
      fail_current(column,
                   *options_.reader == Reader::json
                       ? "expected '{' or '[' to open a JSON puzzle, found " + describe_char(first)
                       : "expected '[' to open a list board, found " + describe_char(first));
      emit_current(out);
      return;
    case Reader::values:
      emit_record(record_of(detail::read_values(line), line_number_, Reader::values), out);
      return;
    case Reader::csv:
      if (!starts_csv(line)) {
        const std::string wanted = options_.csv_column.empty() ? "quizzes, quiz, puzzle or puzzles"
                                                               : "'" + options_.csv_column + "'";
        fail_current(0, "expected a CSV header with a puzzle column (" + wanted + ")");
        emit_current(out);
      }
      return;
    case Reader::opensudoku:
      if (first == '<') {
        start_xml(line, out);
        return;
      }
      fail_current(column, "expected OpenSudoku XML ('<'), found " + describe_char(first));
      emit_current(out);
      return;
  }
}

void PuzzleParser::start_block(Format format, std::string_view line,
                               std::vector<PuzzleRecord>& out) {
  mode_ = Mode::block;
  current_.format = format;
  current_.reader = format == Format::grid ? Reader::grid : Reader::pretty;
  rows_taken_ = 0;
  take_block_row(line, out);
}

void PuzzleParser::start_list(std::size_t bracket, std::string_view line,
                              std::vector<PuzzleRecord>& out) {
  mode_ = Mode::list;
  current_.format = Format::python;
  rows_taken_ = 0;
  list_depth_ = 0;
  row_depth_ = 0;
  cells_in_row_ = 0;
  list_lines_ = 0;
  list_numbers_ = false;
  flat_list_ = false;
  list_text_offset_ = bracket;
  take_list_text(line, out);
}

bool PuzzleParser::starts_csv(std::string_view line) {
  // A header has commas, or is one short column name.
  constexpr std::size_t kLongestName = 64;
  if (line.find(',') == std::string_view::npos && line.size() > kLongestName) return false;
  auto header = detail::find_csv_header(line, options_.csv_column);
  if (!header) return false;
  mode_ = Mode::csv;
  csv_column_ = header->index;
  csv_column_name_ = std::move(header->name);
  csv_fields_ = header->fields;
  csv_rows_ = 0;
  csv_header_line_ = line_number_;
  return true;
}

void PuzzleParser::take_csv_row(std::string_view line, std::vector<PuzzleRecord>& out) {
  const detail::CsvHeader header{csv_column_, csv_column_name_, csv_fields_};
  emit_record(record_of(detail::read_csv_row(line, header), line_number_, Reader::csv), out);
  ++csv_rows_;
}

void PuzzleParser::end_csv(std::vector<PuzzleRecord>& out) {
  mode_ = Mode::between;
  if (csv_rows_ > 0) return;
  current_ = PuzzleRecord{};
  current_.line = csv_header_line_;
  current_.reader = Reader::csv;
  fail_current_at(csv_header_line_, 0,
                  "a CSV header (puzzle column '" + csv_column_name_ + "') with no row after it");
  emit_current(out);
}

void PuzzleParser::start_object(std::string_view line, std::vector<PuzzleRecord>& out) {
  mode_ = Mode::object;
  current_.reader = Reader::json;
  object_text_.clear();
  object_depth_ = 0;
  list_lines_ = 0;
  take_object_text(line, out);
}

void PuzzleParser::take_object_text(std::string_view line, std::vector<PuzzleRecord>& out) {
  // An object bigger than this holds more than a puzzle and its companions.
  constexpr std::size_t kMaxObjectBytes = std::size_t{1} << 20;
  ++list_lines_;
  last_line_ = line_number_;
  if (!object_text_.empty()) object_text_ += '\n';
  object_text_ += line;
  object_depth_ = detail::json_depth_after(line, object_depth_);
  if (object_depth_ <= 0) {
    const auto read = detail::read_json_object(object_text_, options_.csv_column);
    object_text_.clear();
    mode_ = Mode::between;
    emit_record(record_of(read, current_.line, Reader::json), out);
    current_ = PuzzleRecord{};
    return;
  }
  if (list_lines_ > kMaxListLines || object_text_.size() > kMaxObjectBytes) {
    fail_current(0,
                 "the JSON object is not closed after " + std::to_string(list_lines_) + " lines");
    object_text_.clear();
    emit_current(out);
  }
}

void PuzzleParser::end_object(std::vector<PuzzleRecord>& out) {
  fail_current_at(last_line_, 0,
                  "the JSON object is not closed (" + std::to_string(list_lines_) +
                      (list_lines_ == 1 ? " line read)" : " lines read)"));
  object_text_.clear();
  emit_current(out);
}

void PuzzleParser::start_xml(std::string_view line, std::vector<PuzzleRecord>& out) {
  mode_ = Mode::xml;
  xml_games_ = 0;
  xml_start_line_ = line_number_;
  take_xml_text(line, out);
}

void PuzzleParser::take_xml_text(std::string_view line, std::vector<PuzzleRecord>& out) {
  std::size_t from = 0;
  while (true) {
    const auto at = detail::find_xml_game(line, from);
    if (at == std::string_view::npos) break;
    ++xml_games_;
    const auto game = detail::read_xml_game(line, at);
    PuzzleRecord record;
    if (line.find('>', at) == std::string_view::npos) {
      record.line = line_number_;
      record.error = Error{ErrorCode::bad_input, "the <game> element does not end on its line",
                           line_number_, at + 1, std::nullopt};
    } else if (!game.data) {
      record.line = line_number_;
      record.error = Error{ErrorCode::bad_input, "a <game> element without a data attribute",
                           line_number_, at + 1, std::nullopt};
    } else {
      record = record_of(detail::read_cell_string(*game.data, game.data_column), line_number_,
                         Reader::opensudoku);
    }
    record.reader = Reader::opensudoku;
    emit_record(std::move(record), out);  // games on one line share its number
    from = at + 1;
  }
  if (line.find("</opensudoku>") != std::string_view::npos) end_xml(out);
}

void PuzzleParser::end_xml(std::vector<PuzzleRecord>& out) {
  mode_ = Mode::between;
  if (xml_games_ > 0) return;
  current_ = PuzzleRecord{};
  current_.line = xml_start_line_;
  current_.reader = Reader::opensudoku;
  fail_current_at(xml_start_line_, 0, "XML without a <game data=\"...\"> element (OpenSudoku)");
  emit_current(out);
}

void PuzzleParser::emit_record(PuzzleRecord record, std::vector<PuzzleRecord>& out) {
  out.push_back(std::move(record));
  ++records_emitted_;
}

void PuzzleParser::take_line_form(std::string_view line, std::vector<PuzzleRecord>& out) {
  current_.format = Format::line;
  current_.reader = Reader::line;
  const auto start = line.find_first_not_of(" \t");
  auto end = line.find_first_of(" \t", start);
  if (end == std::string_view::npos) end = line.size();
  const auto cells = line.substr(start, end - start);
  const auto comment_start = line.find_first_not_of(" \t", end);
  if (comment_start != std::string_view::npos)
    current_.comment = std::string(line.substr(comment_start));

  std::array<std::uint8_t, kCellCount> values{};
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const int v = cell_value(cells[i]);
    if (v == kIllegalCell) {
      const auto cell = i < kCellCount ? std::optional(Cell(static_cast<int>(i))) : std::nullopt;
      const std::string where = cell ? " in cell " + cell->name() : " after the 81 cells";
      fail_current(start + i + 1, "illegal character " + describe_char(cells[i]) + where, cell);
      emit_current(out);
      return;
    }
    if (i < kCellCount) values[i] = static_cast<std::uint8_t>(v);
  }
  if (cells.size() != kCellCount) {
    fail_current(0, "expected 81 cells, found " + std::to_string(cells.size()));
  } else {
    current_.grid = Grid::from_values(values);
  }
  emit_current(out);
}

void PuzzleParser::take_block_row(std::string_view line, std::vector<PuzzleRecord>& out) {
  if (detail::is_blank_line(line)) {
    end_block(out);
    return;
  }
  last_line_ = line_number_;
  if (detail::is_comment_line(line)) return;
  const bool pretty = current_.format == Format::pretty;
  if (pretty && is_border_line(line)) return;

  if (current_.ok()) {
    if (auto binary = detail::find_binary_byte(line)) {
      fail_current(*binary + 1, binary_message(line[*binary]));
    }
  }
  int cells = 0;
  for (std::size_t i = 0; i < line.size() && current_.ok(); ++i) {
    const char c = line[i];
    if (is_blank_char(c) || (pretty && (c == '|' || c == '+'))) continue;
    const int v = cell_value(c);
    if (v == kIllegalCell || (pretty && c == '-')) {
      fail_current(i + 1, "illegal character " + describe_char(c) + cell_place(rows_taken_, cells),
                   cell_at(rows_taken_, cells));
      if (rows_taken_ == 0 && cells == 0 && current_.line == line_number_ && starts_text(line, i)) {
        // The block's first line is text, not a row ("Puzzle 1 | easy"): it is an error by
        // itself, and the next line is read as the start of a puzzle.
        emit_current(out);
        return;
      }
      break;
    }
    if (v != 0 && cells < kUnitSize)
      current_.grid.set(Cell(Row(rows_taken_), Column(cells)), Digit(v));
    ++cells;
  }
  const auto candidates =
      current_.ok() && cells != kUnitSize && pretty ? find_candidate_word(line) : std::nullopt;
  if (candidates) {
    fail_current(*candidates + 1,
                 "a pencil-mark grid: row " + std::to_string(rows_taken_ + 1) +
                     " has cells of several candidate digits; a puzzle is read from givens "
                     "only (explain and hint read pencil-mark grids)");
  }
  if (current_.ok() && cells != kUnitSize) {
    fail_current(0, "row " + std::to_string(rows_taken_ + 1) + " of the grid has " +
                        cells_word(cells) + "; expected 9");
  }
  ++rows_taken_;
  if (rows_taken_ == kUnitSize) {
    emit_current(out);
    after_pretty_ = pretty;
  }
}

void PuzzleParser::take_list_text(std::string_view line, std::vector<PuzzleRecord>& out) {
  ++list_lines_;
  last_line_ = line_number_;
  if (list_lines_ > kMaxListLines) {
    if (current_.ok()) {
      fail_current(0, "the list is not closed after " + std::to_string(kMaxListLines) + " lines");
    }
    emit_current(out);
    return;
  }
  if (current_.ok()) {
    if (auto binary = detail::find_binary_byte(line)) {
      fail_current(*binary + 1, binary_message(line[*binary]));
    }
  }
  std::size_t i = list_text_offset_;
  list_text_offset_ = 0;
  for (; i < line.size(); ++i) {
    const char c = line[i];
    const std::size_t column = i + 1;
    if (c == ' ' || c == '\t' || c == ',') continue;
    if (c == '#') break;  // a Python comment runs to the end of the line
    if (list_depth_ == 0 && rows_taken_ > 0 && rows_taken_ < kUnitSize && c != '[') {
      // Between the rows of a Python-printed board only another row may come.
      if (current_.ok()) {
        fail_current(column, "expected '[' to open row " + std::to_string(rows_taken_ + 1) +
                                 ", found " + describe_char(c));
      }
      break;
    }
    if (c == '[') {
      ++list_depth_;
      if (list_depth_ > 2 && current_.ok()) {
        fail_current(column, "lists nested more than two deep");
      }
      cells_in_row_ = 0;
      continue;
    }
    if (c == ']') {
      if (list_depth_ == 0) {
        if (current_.ok()) fail_current(column, "unmatched ']'");
        continue;
      }
      if (list_depth_ == row_depth_ || row_depth_ == 0) {
        // A row closes (row_depth_ 0: an empty list, taken as an empty row). One list of 81
        // cells is a whole board: [5,3,0,...].
        const bool flat =
            list_depth_ == 1 && row_depth_ == 1 && rows_taken_ == 0 && cells_in_row_ == kCellCount;
        flat_list_ = flat;
        if (flat) rows_taken_ = kUnitSize - 1;
        if (current_.ok() && cells_in_row_ != kUnitSize && !flat) {
          fail_current(column, "row " + std::to_string(rows_taken_ + 1) + " has " +
                                   cells_word(cells_in_row_) + "; expected 9");
        }
        if (row_depth_ == 0) row_depth_ = list_depth_;
        ++rows_taken_;
        --list_depth_;
        if (list_depth_ == 0 && rows_taken_ >= kUnitSize) {
          check_after_board(line, i + 1);
          finish_list(out, column);
          return;
        }
        continue;
      }
      --list_depth_;  // the board closes
      if (list_depth_ == 0) {
        check_after_board(line, i + 1);
        finish_list(out, column);
        return;
      }
      continue;
    }
    if (c == '\'' || c == '"') {
      if (c == '"') current_.format = Format::leetcode;
      const auto close = line.find(c, i + 1);
      if (close == std::string_view::npos) {
        if (current_.ok()) fail_current(column, "string not closed on its line");
        break;
      }
      const auto content = line.substr(i + 1, close - i - 1);
      i = close;
      if (!current_.ok()) continue;
      if (list_depth_ == 0) {
        fail_current(column, "a string outside the lists");
        continue;
      }
      if (row_depth_ == 0) row_depth_ = list_depth_;
      if (list_depth_ != row_depth_) {
        fail_current(column, "a cell outside the rows");
        continue;
      }
      const int v = content.size() == 1 && content[0] != '_' && content[0] != '-'
                        ? cell_value(content[0])
                        : kIllegalCell;
      if (v == kIllegalCell) {
        const std::string where = cell_place(rows_taken_, cells_in_row_);
        const auto cell = cell_at(rows_taken_, cells_in_row_);
        if (content.size() == 1) {
          fail_current(column + 1, "illegal character " + describe_char(content[0]) + where, cell);
        } else {
          fail_current(column,
                       "a cell must be one character, found " + std::string(1, c) +
                           std::string(content.substr(0, 20)) + std::string(1, c) + where,
                       cell);
        }
        continue;
      }
      place_list_cell(v);
      continue;
    }
    if (!current_.ok()) continue;
    if (is_digit_or_dot(c) && list_depth_ > 0 && (row_depth_ == 0 || list_depth_ == row_depth_)) {
      // [[5,3,0,...]] or [5,3,0,...]: JSON numbers, 0 for a blank.
      std::size_t end = i;
      while (end < line.size() && end - i < 20 && is_digit_or_dot(line[end])) ++end;
      if (end - i == 1 && c != '.') {
        if (row_depth_ == 0) row_depth_ = list_depth_;
        list_numbers_ = true;
        place_list_cell(c - '0');
        continue;
      }
      fail_current(column,
                   "a cell must be a number 0-9 or a one-character string, found " +
                       std::string(line.substr(i, end - i)) +
                       cell_place(rows_taken_, cells_in_row_),
                   cell_at(rows_taken_, cells_in_row_));
      continue;
    }
    fail_current(column, "illegal character " + describe_char(c) + " in a list board");
  }
}

void PuzzleParser::place_list_cell(int value) {
  if (value != 0) {
    if (cells_in_row_ < kUnitSize && rows_taken_ < kUnitSize) {
      current_.grid.set(Cell(Row(rows_taken_), Column(cells_in_row_)), Digit(value));
    } else if (rows_taken_ == 0 && row_depth_ == 1 && cells_in_row_ < kCellCount) {
      current_.grid.set(Cell(cells_in_row_), Digit(value));  // a flat list of 81
    }
  }
  ++cells_in_row_;
}

// After the board's last ']' only separators and a '#' comment may follow on its line.
void PuzzleParser::check_after_board(std::string_view line, std::size_t from) {
  if (!current_.ok()) return;
  for (std::size_t j = from; j < line.size(); ++j) {
    const char c = line[j];
    if (c == ' ' || c == '\t' || c == ',' || c == ';') continue;
    if (c == '#') return;
    fail_current(j + 1, "unexpected text after the board: " + describe_char(c));
    return;
  }
}

void PuzzleParser::finish_list(std::vector<PuzzleRecord>& out, std::size_t column) {
  if (list_numbers_) {
    current_.reader = Reader::json;
    current_.format = row_depth_ == 1 ? Format::line : Format::leetcode;
  } else {
    current_.reader = current_.format == Format::leetcode ? Reader::leetcode : Reader::python;
    if (row_depth_ == 1 && rows_taken_ == kUnitSize && list_depth_ == 0 && flat_list_)
      current_.format = Format::line;
  }
  if (current_.ok()) {
    if (list_depth_ > 0) {
      fail_current_at(last_line_, 0,
                      "the list board is not closed (" + rows_word(rows_taken_) + " read)");
    } else if (rows_taken_ != kUnitSize) {
      fail_current_at(last_line_, column,
                      "the board has " + rows_word(rows_taken_) + "; expected 9");
    }
  }
  emit_current(out);
}

void PuzzleParser::fail_current(std::size_t column, std::string message, std::optional<Cell> cell) {
  fail_current_at(line_number_, column, std::move(message), cell);
}

void PuzzleParser::fail_current_at(std::size_t line, std::size_t column, std::string message,
                                   std::optional<Cell> cell) {
  current_.error = Error{ErrorCode::bad_input, std::move(message), line, column, cell};
  current_.grid = Grid{};
}

void PuzzleParser::emit_current(std::vector<PuzzleRecord>& out) {
  if (options_.reader && current_.ok() && current_.reader != *options_.reader) {
    // The list reader tells leetcode, python and JSON boards apart only as it reads them.
    fail_current_at(current_.line, 0,
                    "the puzzle is a " + std::string(reader_name(current_.reader)) +
                        " board, not " + std::string(reader_name(*options_.reader)));
  }
  out.push_back(std::move(current_));
  current_ = PuzzleRecord{};
  mode_ = Mode::between;
  ++records_emitted_;
}

std::vector<PuzzleRecord> parse_puzzles(std::string_view text, const ParseOptions& options) {
  PuzzleParser parser(options);
  std::vector<PuzzleRecord> records;
  parser.push(text, records);
  parser.finish(records);
  return records;
}

PuzzleRecord parse_puzzle(std::string_view text) {
  // One line of exactly 81 cells, by far the commonest text, is read by a table pass (as the
  // parser's own fast path reads it, with the same result).
  std::string_view cells = text;
  if (cells.ends_with('\n')) cells.remove_suffix(1);
  if (cells.ends_with('\r')) cells.remove_suffix(1);
  std::array<std::uint8_t, kCellCount> values;
  if (cells.size() == kCellCount && detail::read_plain_cells(cells, values)) {
    PuzzleRecord record;
    record.line = 1;
    record.grid = Grid::from_values(values);
    return record;
  }
  auto records = parse_puzzles(text);
  // A broken first puzzle says more than "found 2" (the rest is often the same puzzle, split).
  if (records.size() > 1 && records.front().ok()) {
    PuzzleRecord many;
    many.line = records[1].line;
    many.error =
        Error{ErrorCode::bad_input, "expected one puzzle, found " + std::to_string(records.size()),
              records[1].line, 0, std::nullopt};
    return many;
  }
  return std::move(records.front());
}

}  // namespace nonet
