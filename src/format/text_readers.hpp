// The readers that take a puzzle from one line or one element: 81 separated values, a CSV row,
// a JSON object, an OpenSudoku <game>. The streaming parser (parser.cpp) decides which one a
// line goes to and keeps the state between lines; these only read.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "nonet/error.hpp"
#include "nonet/grid.hpp"

namespace nonet::detail {

/// A puzzle, or why not: a message with the 1-based line offset in the text (0 for its first
/// line), column (0: not at one character) and cell.
struct ReadResult {
  Grid grid;
  std::string message;  // empty when the grid was read
  std::size_t line_offset = 0;
  std::size_t column = 0;
  std::optional<Cell> cell{};

  [[nodiscard]] bool ok() const { return message.empty(); }
};

/// Whether a line is 81 values separated by commas, spaces or tabs, at a glance: ten or more
/// one-character values with commas between them, or 27 or more without (a grid row has 9).
[[nodiscard]] bool is_values_line(std::string_view line);
/// Reads a values line: "5,3,0,0,7,...", "5 3 . . 7 ...".
[[nodiscard]] ReadResult read_values(std::string_view line);

/// 81 cells in `text` (a CSV field, a JSON or XML string), starting at 1-based `column`.
[[nodiscard]] ReadResult read_cell_string(std::string_view text, std::size_t column);

/// A CSV header's puzzle column.
struct CsvHeader {
  std::size_t index = 0;  // 0-based field
  std::string name;       // as the header spells it
  std::size_t fields = 0;
};
/// The puzzle column of a CSV header line: the field named `wanted` (any case), or when
/// `wanted` is empty one named quizzes, quiz, puzzle or puzzles. A single-field header counts
/// only when it is such a name.
[[nodiscard]] std::optional<CsvHeader> find_csv_header(std::string_view line,
                                                       std::string_view wanted);
/// The puzzle in field `header.index` of a CSV row.
[[nodiscard]] ReadResult read_csv_row(std::string_view line, const CsvHeader& header);

/// How the braces of JSON text stand after `text`, given `depth` open before it: the new depth,
/// or -1 when a '}' closes more than is open. Braces inside strings do not count.
[[nodiscard]] int json_depth_after(std::string_view text, int depth);
/// Reads a JSON object (lines joined by '\n') whose "puzzle" field (or quizzes, quiz, puzzles,
/// or `wanted`) holds the puzzle: an 81-cell string, 81 numbers, or 9 lists of 9.
[[nodiscard]] ReadResult read_json_object(std::string_view text, std::string_view wanted);

/// The data attribute of each <game ...> element of OpenSudoku XML text.
struct XmlGame {
  std::size_t column = 0;  // 1-based, of the '<'
  std::optional<std::string_view> data;
  std::size_t data_column = 0;
};
/// Where the next "<game" element starts in `text` at or after `from`, or npos.
[[nodiscard]] std::size_t find_xml_game(std::string_view text, std::size_t from);
/// The data attribute of the element that starts at `start` and ends at its first '>'.
[[nodiscard]] XmlGame read_xml_game(std::string_view text, std::size_t start);

}  // namespace nonet::detail
