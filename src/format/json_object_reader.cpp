// A JSON object holding a puzzle in a field: {"puzzle": "53..7....", "solution": "..."} (the
// form of JSON Lines sets), {"puzzle": [5,3,0,...]} or {"puzzle": [[5,3,0,...],...]}. The other
// fields are read only to be skipped; the text must be well-formed JSON.
#include <algorithm>
#include <array>
#include <string>

#include "format/cell_chars.hpp"
#include "format/text_readers.hpp"

namespace nonet::detail {
namespace {

constexpr std::array<std::string_view, 4> kPuzzleFields = {"puzzle", "puzzles", "quizzes", "quiz"};
constexpr int kMaxDepth = 32;  // deeper nesting than any puzzle needs is refused, not recursed

struct Failure {
  std::string message;
  std::size_t offset = 0;
  std::optional<Cell> cell{};
};

class ObjectReader {
 public:
  ObjectReader(std::string_view text, std::string_view wanted) : text_(text), wanted_(wanted) {}

  // Reads the object; the puzzle field's cells land in `cells_`.
  void read() {
    skip_blanks();
    if (!at('{')) return fail("expected '{' to open a JSON object");
    read_object(0, true);
    if (failure_) return;
    skip_blanks();
    if (pos_ < text_.size()) return fail("unexpected text after the JSON object");
    if (!found_) fail(missing_field_message(), 0);
  }

  [[nodiscard]] ReadResult result() const {
    ReadResult result;
    if (failure_) {
      result.message = failure_->message;
      // A failure at a line end or at the end of the text is shown on the last character of
      // its line, so that the column lies within the line.
      const std::size_t offset = std::min(failure_->offset, text_.size());
      std::size_t line_start = 0;
      for (std::size_t i = 0; i < offset; ++i) {
        if (text_[i] == '\n') {
          ++result.line_offset;
          line_start = i + 1;
        }
      }
      const auto line_end = std::min(text_.find('\n', line_start), text_.size());
      result.column = std::min(offset - line_start + 1, line_end - line_start);
      result.cell = failure_->cell;
      return result;
    }
    result.grid = string_grid_ ? *string_grid_ : Grid::from_values(cells_);
    return result;
  }

 private:
  [[nodiscard]] bool at(char c) const { return pos_ < text_.size() && text_[pos_] == c; }

  void fail(std::string message) { fail(std::move(message), pos_); }
  void fail(std::string message, std::size_t offset, std::optional<Cell> cell = {}) {
    if (!failure_) failure_ = Failure{std::move(message), offset, cell};
  }

  [[nodiscard]] std::string missing_field_message() const {
    if (!wanted_.empty()) return "the JSON object has no \"" + std::string(wanted_) + "\" field";
    return "the JSON object has no \"puzzle\" field";
  }

  [[nodiscard]] bool is_puzzle_field(std::string_view name) const {
    if (!wanted_.empty()) return name == wanted_;
    for (const auto known : kPuzzleFields) {
      if (name == known) return true;
    }
    return false;
  }

  void skip_blanks() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t' ||
                                   text_[pos_] == '\n' || text_[pos_] == '\r'))
      ++pos_;
  }

  // A string at pos_ (on its opening quote); its content, escapes kept as written.
  std::string_view read_string() {
    const std::size_t start = ++pos_;
    while (pos_ < text_.size() && text_[pos_] != '"') {
      if (text_[pos_] == '\\') ++pos_;
      if (pos_ < text_.size() && text_[pos_] == '\n') {
        fail("a JSON string must end on its line", start - 1);
        return {};
      }
      ++pos_;
    }
    if (pos_ >= text_.size()) {
      fail("JSON string not closed", start - 1);
      return {};
    }
    return text_.substr(start, pos_++ - start);
  }

  void read_object(int depth, bool top) {
    ++pos_;  // '{'
    skip_blanks();
    if (at('}')) {
      ++pos_;
      return;
    }
    while (!failure_) {
      skip_blanks();
      if (!at('"')) return fail("expected a field name in quotes");
      const std::string_view name = read_string();
      if (failure_) return;
      skip_blanks();
      if (!at(':')) return fail("expected ':' after the field name");
      ++pos_;
      skip_blanks();
      if (top && is_puzzle_field(name) && !found_) {
        found_ = true;
        read_puzzle_value();
      } else {
        skip_value(depth + 1);
      }
      if (failure_) return;
      skip_blanks();
      if (at(',')) {
        ++pos_;
        continue;
      }
      if (at('}')) {
        ++pos_;
        return;
      }
      return fail("expected ',' or '}' in the JSON object");
    }
  }

  void skip_value(int depth) {
    if (depth > kMaxDepth) return fail("JSON nested too deep");
    if (at('"')) {
      (void)read_string();
      return;
    }
    if (at('{')) return read_object(depth, false);
    if (at('[')) {
      ++pos_;
      skip_blanks();
      if (at(']')) {
        ++pos_;
        return;
      }
      while (!failure_) {
        skip_blanks();
        skip_value(depth + 1);
        if (failure_) return;
        skip_blanks();
        if (at(',')) {
          ++pos_;
          continue;
        }
        if (at(']')) {
          ++pos_;
          return;
        }
        return fail("expected ',' or ']' in a JSON list");
      }
      return;
    }
    const std::size_t start = pos_;
    while (pos_ < text_.size() && text_[pos_] != ',' && text_[pos_] != '}' && text_[pos_] != ']' &&
           text_[pos_] != ' ' && text_[pos_] != '\n' && text_[pos_] != '\t' && text_[pos_] != '\r')
      ++pos_;
    const auto word = text_.substr(start, pos_ - start);
    const bool number = !word.empty() && word.find_first_not_of("0123456789+-.eE") == word.npos;
    if (!number && word != "true" && word != "false" && word != "null") {
      fail("expected a JSON value", start);
    }
  }

  // "53..7....", [5,3,0,...] (81) or [[5,3,0,...],...] (9 x 9).
  void read_puzzle_value() {
    if (at('"')) {
      const std::size_t start = pos_ + 1;
      const auto content = read_string();
      if (failure_) return;
      const auto cells = read_cell_string(content, 1);
      if (!cells.ok()) return fail(cells.message, start + cells.column - 1, cells.cell);
      string_grid_ = cells.grid;
      return;
    }
    if (!at('[')) return fail("the puzzle must be a string of 81 cells or a list of numbers");
    ++pos_;
    skip_blanks();
    if (at('[')) {
      read_rows();
    } else {
      read_cells(0, 81);
    }
  }

  // Cells [first, first + count) of the board, then the list's ']'.
  void read_cells(int first, int count) {
    int taken = 0;
    while (!failure_) {
      skip_blanks();
      if (at(']')) {
        if (taken != count) {
          return fail(count == 81 ? std::to_string(taken) + " cells; expected 81"
                                  : "row " + std::to_string(first / 9 + 1) + " has " +
                                        std::to_string(taken) + " cells; expected 9");
        }
        ++pos_;
        return;
      }
      const std::size_t start = pos_;
      int v = kIllegalCell;
      if (at('"')) {
        const auto content = read_string();
        if (failure_) return;
        if (content.size() == 1) v = cell_value(content[0]);
      } else {
        while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') ++pos_;
        if (pos_ - start == 1) v = text_[start] - '0';
      }
      const int index = first + taken;
      const std::optional<Cell> cell = taken < count ? std::optional(Cell(index)) : std::nullopt;
      if (v == kIllegalCell) {
        return fail("a cell must be a number 0-9 or a one-character string" +
                        (cell ? " (cell " + cell->name() + ")" : std::string()),
                    start, cell);
      }
      if (taken >= count) return fail("more than " + std::to_string(count) + " cells", start);
      cells_[static_cast<std::size_t>(index)] = static_cast<std::uint8_t>(v);
      ++taken;
      skip_blanks();
      if (at(','))
        ++pos_;
      else if (!at(']'))
        return fail("expected ',' or ']' between cells");
    }
  }

  void read_rows() {
    int rows = 0;
    while (!failure_) {
      skip_blanks();
      if (at(']')) {
        if (rows != 9) return fail(std::to_string(rows) + " rows; expected 9");
        ++pos_;
        return;
      }
      if (!at('[')) return fail("expected '[' to open a row");
      if (rows == 9) return fail("more than 9 rows");
      ++pos_;
      read_cells(rows * 9, 9);
      ++rows;
      skip_blanks();
      if (at(','))
        ++pos_;
      else if (!at(']'))
        return fail("expected ',' or ']' between rows");
    }
  }

  std::string_view text_;
  std::string_view wanted_;
  std::size_t pos_ = 0;
  bool found_ = false;
  std::optional<Failure> failure_;
  std::array<std::uint8_t, 81> cells_{};
  std::optional<Grid> string_grid_;  // the puzzle as a string of cells
};

}  // namespace

int json_depth_after(std::string_view text, int depth) {
  bool in_string = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '\\') {
        ++i;
      } else if (c == '"') {
        in_string = false;
      }
      continue;
    }
    if (c == '"') {
      in_string = true;
    } else if (c == '{') {
      ++depth;
    } else if (c == '}') {
      if (--depth < 0) return -1;
    }
  }
  return depth;
}

ReadResult read_json_object(std::string_view text, std::string_view wanted) {
  ObjectReader reader(text, wanted);
  reader.read();
  return reader.result();
}

}  // namespace nonet::detail
