// Reads candidate grids: the 729-character marks line and the pencil-mark grid. Other text goes
// to the puzzle parser, with the pencil-mark lines blanked out so that its line numbers stay
// those of the input.
#include <algorithm>
#include <array>
#include <string>

#include "nonet/candidate_format.hpp"

namespace nonet {
namespace {

constexpr std::size_t kMarksLength = 729;

struct Line {
  std::size_t number;
  std::size_t offset;  // in the text
  std::string_view text;
};

std::vector<Line> split_lines(std::string_view text) {
  std::vector<Line> lines;
  std::size_t start = 0;
  std::size_t number = 1;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines.push_back({number++, start, line});
    start = end + 1;
  }
  return lines;
}

bool is_space(char ch) {
  return ch == ' ' || ch == '\t';
}

// The first whitespace-delimited field and what follows it.
std::string_view first_field(std::string_view line) {
  const std::size_t start = line.find_first_not_of(" \t");
  if (start == std::string_view::npos) return {};
  const std::size_t end = line.find_first_of(" \t", start);
  return line.substr(start, end == std::string_view::npos ? line.size() - start : end - start);
}

bool looks_like_marks(std::string_view field) {
  return field.size() == kMarksLength && std::all_of(field.begin(), field.end(), [](char ch) {
           return ch == '.' || (ch >= '0' && ch <= '9');
         });
}

// The cells of one pencil-mark row: 9 runs of digits 1-9 between separators, or nullopt when the
// line is not such a row. `has_digits` tells whether the line holds any digit at all.
std::optional<std::vector<std::string_view>> pencil_row(std::string_view line, bool& has_digits) {
  has_digits =
      std::any_of(line.begin(), line.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
  std::vector<std::string_view> cells;
  std::size_t i = 0;
  while (i < line.size()) {
    const char ch = line[i];
    if (ch >= '1' && ch <= '9') {
      const std::size_t start = i;
      while (i < line.size() && line[i] >= '1' && line[i] <= '9') ++i;
      if (i < line.size() && !is_space(line[i]) && line[i] != '|') return std::nullopt;
      cells.push_back(line.substr(start, i - start));
    } else if (is_space(ch) || ch == '|') {
      ++i;
    } else {
      return std::nullopt;
    }
  }
  if (cells.size() != static_cast<std::size_t>(kUnitSize)) return std::nullopt;
  return cells;
}

bool is_frame_line(std::string_view line) {
  return std::all_of(line.begin(), line.end(), [](char ch) {
    return is_space(ch) || ch == '|' || ch == '+' || ch == '-' || ch == '.' || ch == ':' ||
           ch == '*' || ch == '=' || ch == '\'';
  });
}

Error error_at(std::size_t line, std::size_t column, std::string message,
               std::optional<Cell> cell = {}) {
  return Error{ErrorCode::bad_input, std::move(message), line, column, cell};
}

// Two clashing givens of a record starting at `line`: the first cell is the one named.
Error clash_at(std::size_t line, const Conflict& conflict) {
  return Error{ErrorCode::clashing_givens, conflict.describe(), line, 0, conflict.first};
}

// Places the single-candidate cells, crossing their digits off the peers, then checks the rules.
void settle(CandidateRecord& record, const std::array<DigitSet, kCellCount>& cells) {
  for (int i = 0; i < kCellCount; ++i)
    record.grid.set_candidates(Cell(i), cells[static_cast<std::size_t>(i)]);
  for (int i = 0; i < kCellCount; ++i) {
    const DigitSet digits = cells[static_cast<std::size_t>(i)];
    if (digits.size() == 1) {
      record.grid.place(Cell(i), digits.first());
      record.grid.mark_given(Cell(i));
    }
  }
  const auto conflicts = validate(record.grid.values());
  if (!conflicts.empty()) {
    record.error = clash_at(record.line, conflicts.front());
    return;
  }
  for (Cell cell : record.grid.unsolved()) {
    if (record.grid.candidates(cell).empty()) {
      record.error = error_at(record.line, 0,
                              cell.name() +
                                  " has no candidate left once the solved cells' digits "
                                  "are crossed off",
                              cell);
      return;
    }
  }
}

CandidateRecord read_marks(const Line& line) {
  CandidateRecord record;
  record.line = line.number;
  record.pencil_marks = true;
  const std::size_t start = line.text.find_first_not_of(" \t");
  const std::string_view field = first_field(line.text);
  std::array<DigitSet, kCellCount> cells{};
  for (std::size_t i = 0; i < kMarksLength; ++i) {
    const char ch = field[i];
    if (ch == '.' || ch == '0') continue;
    const int digit = static_cast<int>(i % kUnitSize) + 1;
    const Cell cell(static_cast<int>(i / kUnitSize));
    if (ch - '0' != digit) {
      record.error = error_at(line.number, start + i + 1,
                              std::string("character '") + ch + "' stands for digit " +
                                  static_cast<char>('0' + digit) + " of " + cell.name() +
                                  ": expected '" + static_cast<char>('0' + digit) + "' or '.'",
                              cell);
      return record;
    }
    cells[static_cast<std::size_t>(cell.index())].insert(Digit(digit));
  }
  for (int i = 0; i < kCellCount; ++i) {
    if (cells[static_cast<std::size_t>(i)].empty()) {
      record.error = error_at(line.number, start + static_cast<std::size_t>(i) * kUnitSize + 1,
                              Cell(i).name() + " has no candidate", Cell(i));
      return record;
    }
  }
  const std::string_view rest = line.text.substr(start + kMarksLength);
  const std::size_t comment = rest.find_first_not_of(" \t");
  if (comment != std::string_view::npos) record.comment = std::string(rest.substr(comment));
  settle(record, cells);
  return record;
}

// Tries to read a pencil-mark grid starting at lines[first]. Returns the record and the number of
// lines it spans, or nothing when these lines are not a pencil-mark grid (then the puzzle parser
// gets them).
std::optional<std::pair<CandidateRecord, std::size_t>> read_pencil(const std::vector<Line>& lines,
                                                                   std::size_t first) {
  std::array<DigitSet, kCellCount> cells{};
  bool any_multi_digit = false;
  int rows = 0;
  std::size_t i = first;
  CandidateRecord record;
  record.line = lines[first].number;
  record.pencil_marks = true;
  for (; i < lines.size() && rows < kUnitSize; ++i) {
    const Line& line = lines[i];
    bool has_digits = false;
    const auto row = pencil_row(line.text, has_digits);
    if (!row) {
      if (!has_digits && is_frame_line(line.text) && !line.text.empty()) continue;
      if (!any_multi_digit) return std::nullopt;
      record.error = error_at(line.number, 0,
                              "pencil-mark grid: row " + std::to_string(rows + 1) +
                                  " must hold 9 cells of candidate digits 1-9");
      return std::make_pair(std::move(record), i - first + 1);
    }
    for (int c = 0; c < kUnitSize; ++c) {
      const std::string_view text = (*row)[static_cast<std::size_t>(c)];
      if (text.size() > 1) any_multi_digit = true;
      const Cell cell{Row(rows), Column(c)};
      DigitSet& set = cells[static_cast<std::size_t>(cell.index())];
      for (char ch : text) {
        const Digit digit(ch - '0');
        if (set.contains(digit)) {
          record.error =
              error_at(line.number, static_cast<std::size_t>(text.data() - line.text.data()) + 1,
                       std::string("cell ") + cell.name() + " lists digit " + ch + " twice", cell);
          return std::make_pair(std::move(record), i - first + 1);
        }
        set.insert(digit);
      }
    }
    ++rows;
  }
  if (!any_multi_digit) return std::nullopt;
  if (rows < kUnitSize) {
    record.error = error_at(lines.back().number, 0,
                            "pencil-mark grid ends after " + std::to_string(rows) + " of 9 rows");
    return std::make_pair(std::move(record), i - first);
  }
  // The bottom frame line belongs to the grid.
  while (i < lines.size() && !lines[i].text.empty() && is_frame_line(lines[i].text)) ++i;
  settle(record, cells);
  return std::make_pair(std::move(record), i - first);
}

}  // namespace

std::vector<CandidateRecord> parse_candidate_puzzles(std::string_view text) {
  const std::vector<Line> lines = split_lines(text);
  std::vector<CandidateRecord> records;
  std::string rest(text);  // what the puzzle parser reads: pencil lines blanked
  const auto blank_out = [&rest](const Line& line) {
    for (std::size_t k = 0; k < line.text.size(); ++k) rest[line.offset + k] = ' ';
  };
  for (std::size_t i = 0; i < lines.size();) {
    const Line& line = lines[i];
    if (looks_like_marks(first_field(line.text))) {
      records.push_back(read_marks(line));
      blank_out(line);
      ++i;
      continue;
    }
    bool has_digits = false;
    if (pencil_row(line.text, has_digits)) {
      if (auto pencil = read_pencil(lines, i)) {
        // The frame lines just above the first row belong to the grid too.
        std::size_t top = i;
        while (top > 0 && !lines[top - 1].text.empty() && is_frame_line(lines[top - 1].text)) {
          blank_out(lines[--top]);
        }
        pencil->first.line = lines[top].number;
        records.push_back(std::move(pencil->first));
        for (std::size_t k = 0; k < pencil->second; ++k) blank_out(lines[i + k]);
        i += std::max<std::size_t>(pencil->second, 1);
        continue;
      }
    }
    ++i;
  }
  bool rest_has_text = false;
  for (const Line& line : split_lines(rest)) {
    const std::string_view field = first_field(line.text);
    if (!field.empty() && field.front() != '#') rest_has_text = true;
  }
  if (rest_has_text || records.empty()) {
    for (PuzzleRecord& puzzle : parse_puzzles(rest)) {
      if (!records.empty() && !puzzle.ok() && puzzle.error->message.starts_with("empty input"))
        continue;
      CandidateRecord record;
      record.line = puzzle.line;
      record.comment = std::move(puzzle.comment);
      record.error = std::move(puzzle.error);
      if (record.ok()) {
        const auto conflicts = validate(puzzle.grid);
        if (conflicts.empty()) {
          record.grid = CandidateGrid::from_puzzle(puzzle.grid);
        } else {
          record.error = clash_at(puzzle.line, conflicts.front());
        }
      }
      records.push_back(std::move(record));
    }
  }
  std::stable_sort(
      records.begin(), records.end(),
      [](const CandidateRecord& a, const CandidateRecord& b) { return a.line < b.line; });
  return records;
}

}  // namespace nonet
