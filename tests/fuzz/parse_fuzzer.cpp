// libFuzzer target: arbitrary bytes into the puzzle reader, with its invariants checked.
//
// Input layout: byte 0 chooses how the text is cut and whether it is padded, bytes 1 and 2 say
// where; the rest is the text.
//   byte 0 % 3       the text is pushed in 1, 2 or 3 pieces (byte 0 % 3 + 1)
//   byte 0 bit 4     a run of one byte, about PuzzleParser::kMaxLineLength long, is inserted,
//                    so that the overlong-line handling is reached (a run of
//                    kMaxLineLength - 8 + byte1 % 16 copies of the text's first byte, at byte2)
//   byte 0 bit 5     the first ok records are solved too (solving a hard puzzle under the
//                    sanitizers takes milliseconds: most inputs skip it and fuzz the reader fast)
//   byte 0 bit 6     one reader is forced (ParseOptions::reader): byte 1 % 9 picks it
//   bytes 1, 2       where the cuts fall, as fractions n/255 of the text
//
// Checked for every input:
//   - pushing the text in pieces gives exactly the records of parse_puzzles(text);
//   - lines_read() counts the text's lines;
//   - records start on increasing lines >= 1, except the one "empty input" record (line 0)
//     (OpenSudoku games on one line share it);
//   - an error lies on a line of its puzzle, its column within that line, and leaves the grid
//     empty;
//   - parse_puzzle() agrees with parse_puzzles() (when no reader is forced);
//   - an ok record written back (write_puzzle) in its own format reads back to the same grid,
//     format and comment, and in every other format to the same grid in that format;
//   - (bit 5) solve() gives a status consistent with validate(), and its solution solves the
//     puzzle.
// A broken invariant aborts (a crash to libFuzzer), with the record printed first.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "nonet/format.hpp"
#include "nonet/grid.hpp"
#include "nonet/solve.hpp"

namespace {

constexpr std::array kFormats = {nonet::Format::line, nonet::Format::grid, nonet::Format::pretty,
                                 nonet::Format::leetcode, nonet::Format::python};
constexpr std::array kReaders = {
    nonet::Reader::line,     nonet::Reader::grid,   nonet::Reader::pretty,
    nonet::Reader::leetcode, nonet::Reader::python, nonet::Reader::values,
    nonet::Reader::csv,      nonet::Reader::json,   nonet::Reader::opensudoku};
// Solve at most this many ok records of an input (when byte 0 asks for it at all).
constexpr int kMaxSolvesPerInput = 2;

void print_record(const char* what, const nonet::PuzzleRecord& r) {
  std::fprintf(stderr, "%s: line %zu, format %s, grid %s, comment \"%s\", error %s\n", what, r.line,
               std::string(nonet::format_name(r.format)).c_str(), r.grid.to_line().c_str(),
               r.comment.c_str(), r.error ? r.error->describe().c_str() : "(none)");
}

[[noreturn]] void fail(const char* invariant, const nonet::PuzzleRecord& record) {
  std::fprintf(stderr, "\nINVARIANT BROKEN: %s\n", invariant);
  print_record("record", record);
  std::abort();
}

#define CHECK(condition, record)                \
  do {                                          \
    if (!(condition)) fail(#condition, record); \
  } while (false)

bool same_error(const std::optional<nonet::Error>& a, const std::optional<nonet::Error>& b) {
  return a == b;
}

bool same_record(const nonet::PuzzleRecord& a, const nonet::PuzzleRecord& b) {
  return a.line == b.line && a.format == b.format && a.grid == b.grid && a.comment == b.comment &&
         same_error(a.error, b.error);
}

// The text's lines as the parser sees them: split at '\n', the last one kept if not empty.
std::vector<std::string_view> split_lines(std::string_view text) {
  std::vector<std::string_view> lines;
  std::size_t pos = 0;
  while (pos < text.size()) {
    const auto newline = text.find('\n', pos);
    if (newline == std::string_view::npos) {
      lines.push_back(text.substr(pos));
      break;
    }
    lines.push_back(text.substr(pos, newline - pos));
    pos = newline + 1;
  }
  return lines;
}

void check_round_trip(const nonet::PuzzleRecord& record) {
  for (const auto format : kFormats) {
    const bool own = format == record.format;
    const std::string comment = own ? record.comment : std::string();
    const std::string text = nonet::write_puzzle(record.grid, format, comment);
    const auto again = nonet::parse_puzzle(text);
    if (!again.ok() || again.grid != record.grid || again.format != format ||
        again.comment != comment) {
      std::fprintf(stderr, "\nwritten as %s:\n%s", std::string(nonet::format_name(format)).c_str(),
                   text.c_str());
      print_record("read back", again);
      fail("write_puzzle then parse_puzzle gives back the grid, format and comment", record);
    }
  }
}

void check_solve(const nonet::PuzzleRecord& record) {
  const auto result = nonet::solve(record.grid);
  const auto conflicts = nonet::validate(record.grid);
  switch (result.status) {
    case nonet::Status::invalid:
      CHECK(!conflicts.empty() && result.conflicts == conflicts, record);
      break;
    case nonet::Status::unique:
    case nonet::Status::multiple:
      CHECK(conflicts.empty(), record);
      CHECK(nonet::is_solution_of(result.solution, record.grid), record);
      CHECK(result.solution_count == (result.status == nonet::Status::unique ? 1u : 2u), record);
      break;
    case nonet::Status::none:
      CHECK(conflicts.empty() && result.solution_count == 0, record);
      break;
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 3) return -1;  // not kept in the corpus
  const std::uint8_t mode = data[0];
  std::string text(reinterpret_cast<const char*>(data + 3), size - 3);
  if ((mode & 0x10) != 0 && !text.empty()) {
    const std::size_t run = nonet::PuzzleParser::kMaxLineLength - 8 + data[1] % 16;
    text.insert(std::min<std::size_t>(data[2], text.size()), run, text.front());
  }

  nonet::ParseOptions options;
  const bool forced = (mode & 0x40) != 0;
  if (forced) options.reader = kReaders[data[1] % kReaders.size()];

  // The same text whole, and cut into pieces.
  const auto whole = nonet::parse_puzzles(text, options);
  const int piece_count = mode % 3 + 1;
  std::array<std::size_t, 2> cuts = {text.size() * data[1] / 255, text.size() * data[2] / 255};
  std::sort(cuts.begin(), cuts.end());
  nonet::PuzzleParser parser(options);
  std::vector<nonet::PuzzleRecord> records;
  const std::string_view view = text;
  if (piece_count == 1) {
    parser.push(view, records);
  } else if (piece_count == 2) {
    parser.push(view.substr(0, cuts[1]), records);
    parser.push(view.substr(cuts[1]), records);
  } else {
    parser.push(view.substr(0, cuts[0]), records);
    parser.push(view.substr(cuts[0], cuts[1] - cuts[0]), records);
    parser.push(view.substr(cuts[1]), records);
  }
  parser.finish(records);

  const nonet::PuzzleRecord none;
  CHECK(!records.empty(), none);
  CHECK(records.size() == whole.size(), records.front());
  for (std::size_t i = 0; i < records.size(); ++i) {
    if (!same_record(records[i], whole[i])) {
      print_record("whole", whole[i]);
      fail("the records do not depend on how the text is cut", records[i]);
    }
  }

  const auto lines = split_lines(text);
  CHECK(parser.lines_read() == lines.size(), records.front());

  if (records.front().line == 0) {  // nothing but blank and comment lines
    CHECK(records.size() == 1 && records.front().error, records.front());
    CHECK(records.front().error->line == 0, records.front());
  }
  std::size_t previous_line = 0;
  int solves = (mode & 0x20) != 0 ? 0 : kMaxSolvesPerInput;
  for (const auto& record : records) {
    if (record.line == 0) continue;
    const bool same_line_game =
        record.reader == nonet::Reader::opensudoku && record.line == previous_line;
    CHECK((record.line > previous_line || same_line_game) && record.line <= lines.size(), record);
    previous_line = record.line;
    if (record.error) {
      const auto& error = *record.error;
      CHECK(!error.message.empty() && !error.describe().empty(), record);
      CHECK(error.line >= record.line && error.line <= lines.size(), record);
      CHECK(error.column <= lines[error.line - 1].size(), record);
      CHECK(record.grid == nonet::Grid{}, record);
      continue;
    }
    CHECK(record.format == nonet::Format::line || record.comment.empty(), record);
    check_round_trip(record);
    if (solves++ < kMaxSolvesPerInput) check_solve(record);
  }

  // parse_puzzle() is parse_puzzles() held to exactly one puzzle: it gives the one record, or
  // the first one's error, or "expected one puzzle" at the second.
  if (forced) return 0;
  const auto single = nonet::parse_puzzle(text);
  if (records.size() == 1 || !records.front().ok()) {
    CHECK(same_record(single, records.front()), single);
  } else {
    CHECK(!single.ok() && single.line == records[1].line, single);
  }
  return 0;
}
