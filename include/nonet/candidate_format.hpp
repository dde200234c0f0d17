// Reading and writing candidate grids (pencil marks) as text. See docs/formats.md.
//
//   marks   one line of 729 characters: for row r, column c, digit d (r, c 0-based), character
//           r*81 + c*9 + d - 1 is the digit d when d is a candidate of the cell, else '.' (or '0')
//   pencil  a grid of 9 rows of 9 cells, each cell the run of its candidate digits ("127"), cells
//           separated by spaces; '|', '+', '-', '.', ':' and '*' lines and separators are framing
//           and are ignored (nonet's own `explain --grid` output, HoDoKu's and most tools' too)
//
// In both, a cell with a single digit is a solved cell; the digits of solved cells are crossed
// off their peers' candidates.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "nonet/candidates.hpp"
#include "nonet/format.hpp"

namespace nonet {

/// One start grid for the logical solver: a puzzle in any format nonet reads (its givens, all
/// other candidates open) or a candidate grid in one of the forms above.
struct CandidateRecord {
  std::size_t line = 0;       // 1-based line where its text starts
  bool pencil_marks = false;  // read from the marks or pencil form rather than a puzzle
  CandidateGrid grid;
  std::string comment;         // line form only, as in PuzzleRecord
  std::optional<Error> error;  // as in PuzzleRecord

  [[nodiscard]] bool ok() const { return !error.has_value(); }
};

/// Reads every puzzle and candidate grid of `text`, in order. A bad one gives an error record
/// (line, column where known, what is wrong) and reading goes on with the next.
[[nodiscard]] std::vector<CandidateRecord> parse_candidate_puzzles(std::string_view text);

/// parse_candidate_puzzles() on text pushed in pieces of any size, with bounded memory: records
/// come out as soon as the text that follows shows them complete (a line holding a whole puzzle
/// or marks line, or a blank line, ends what came before), so a stream is answered as it
/// arrives. A line longer than kMaxLineLength bytes gives an error record and is not kept. Line
/// numbers count from the start of the stream.
class CandidateParser {
 public:
  static constexpr std::size_t kMaxLineLength = PuzzleParser::kMaxLineLength;
  /// A run of lines with no such end is read as it is once it passes this size (a file of
  /// one-line boards without blank lines, say), at a line end.
  static constexpr std::size_t kMaxPendingBytes = std::size_t{1} << 20;

  /// Appends every record completed by `bytes` to `out`.
  void push(std::string_view bytes, std::vector<CandidateRecord>& out);
  /// Ends the input: reads what is left; an input that held no puzzle at all gives one "empty
  /// input" error record.
  void finish(std::vector<CandidateRecord>& out);

 private:
  void end_line(std::vector<CandidateRecord>& out);
  void read_pending(std::vector<CandidateRecord>& out);

  std::string pending_;  // complete lines not read yet
  std::size_t pending_first_line_ = 1;
  std::string line_;  // the line being received
  std::size_t line_number_ = 1;
  bool line_too_long_ = false;
  bool any_record_ = false;
};

/// The candidate grid as a boxed pencil-mark grid (one line per row, columns aligned, solved cells
/// show their digit), ending with a newline. Reads back with parse_candidate_puzzles().
[[nodiscard]] std::string write_candidate_grid(const CandidateGrid& grid);

}  // namespace nonet
