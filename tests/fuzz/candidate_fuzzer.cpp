// libFuzzer target: arbitrary bytes into the candidate-grid reader (candidate_format.hpp), with
// its invariants checked.
//
// Input layout: byte 0 says into how many pieces (byte 0 % 3 + 1) the text is cut for the
// stream reader, bytes 1 and 2 where (as fractions n/255 of the text); the rest is the text, at
// most kMaxText bytes (longer inputs are cut there: the reader is line-based, so 4 KB reaches
// every form, and the per-input work stays small).
//
// Checked for every input:
//   - CandidateParser gives the same records however the text is cut, and the records of
//     parse_candidate_puzzles(text) (line, pencil_marks, comment, error, grid);
//   - records come on non-decreasing lines; an error has a message; an ok record's grid has no
//     clashing solved cells and, when read from pencil marks, no unsolved cell without
//     candidates;
//   - an ok record's grid written with write_candidate_grid(), or as its marks line, reads back
//     as one record: the grid itself when no unsolved cell is down to one candidate (in the text
//     forms such a cell is a solved one), else the grid with those cells solved, or an error
//     when solving them clashes.
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

#include "nonet/candidate_format.hpp"
#include "nonet/grid.hpp"

namespace {

constexpr std::size_t kMaxText = 4096;

void print_record(const char* what, const nonet::CandidateRecord& r) {
  std::fprintf(stderr, "%s: line %zu, pencil %d, marks %s, comment \"%s\", error %s\n", what,
               r.line, r.pencil_marks ? 1 : 0, r.ok() ? r.grid.to_marks().c_str() : "-",
               r.comment.c_str(), r.error ? r.error->describe().c_str() : "(none)");
}

[[noreturn]] void fail(const char* invariant, const nonet::CandidateRecord& record) {
  std::fprintf(stderr, "\nINVARIANT BROKEN: %s\n", invariant);
  print_record("record", record);
  std::abort();
}

#define CHECK(condition, record) \
  do {                           \
    if (!(condition)) {          \
      fail(#condition, record);  \
    }                            \
  } while (false)

bool same_record(const nonet::CandidateRecord& a, const nonet::CandidateRecord& b) {
  return a.line == b.line && a.pencil_marks == b.pencil_marks && a.comment == b.comment &&
         a.error == b.error && a.grid == b.grid;
}

std::vector<nonet::CandidateRecord> stream(std::string_view text,
                                           const std::vector<std::size_t>& cuts) {
  nonet::CandidateParser parser;
  std::vector<nonet::CandidateRecord> out;
  std::size_t from = 0;
  for (const std::size_t cut : cuts) {
    parser.push(text.substr(from, cut - from), out);
    from = cut;
  }
  parser.push(text.substr(from), out);
  parser.finish(out);
  return out;
}

void check_same_records(const std::vector<nonet::CandidateRecord>& got,
                        const std::vector<nonet::CandidateRecord>& want, const char* invariant) {
  const nonet::CandidateRecord none;
  if (got.size() != want.size()) {
    std::fprintf(stderr, "%zu records against %zu\n", got.size(), want.size());
    for (const auto& r : got) {
      print_record("got", r);
    }
    for (const auto& r : want) {
      print_record("want", r);
    }
    fail(invariant, none);
  }
  for (std::size_t i = 0; i < got.size(); ++i) {
    if (!same_record(got[i], want[i])) {
      print_record("want", want[i]);
      fail(invariant, got[i]);
    }
  }
}

// The unsolved cells with exactly `count` candidates.
bool has_cell_with(const nonet::CandidateGrid& grid, int count) {
  for (const nonet::Cell cell : grid.unsolved()) {
    if (grid.candidates(cell).size() == count) {
      return true;
    }
  }
  return false;
}

// What the text forms make of `grid`: every cell with one digit (solved, or unsolved with one
// candidate left) becomes a solved given, its digit crossed off its peers.
nonet::CandidateGrid as_read_back(const nonet::CandidateGrid& grid) {
  std::array<nonet::DigitSet, nonet::kCellCount> cells{};
  for (int i = 0; i < nonet::kCellCount; ++i) {
    const nonet::Cell cell(i);
    cells[static_cast<std::size_t>(i)] = grid.is_solved(cell)
                                             ? nonet::DigitSet::of(nonet::Digit(grid.value(cell)))
                                             : grid.candidates(cell);
  }
  nonet::CandidateGrid out;
  for (int i = 0; i < nonet::kCellCount; ++i) {
    out.set_candidates(nonet::Cell(i), cells[static_cast<std::size_t>(i)]);
  }
  for (int i = 0; i < nonet::kCellCount; ++i) {
    const nonet::DigitSet digits = cells[static_cast<std::size_t>(i)];
    if (digits.size() == 1) {
      out.place(nonet::Cell(i), digits.first());
      out.mark_given(nonet::Cell(i));
    }
  }
  return out;
}

void check_written(const nonet::CandidateRecord& record, const std::string& text,
                   const nonet::CandidateGrid& expected, bool expect_error) {
  const auto again = nonet::parse_candidate_puzzles(text);
  if (expect_error) {
    for (const auto& r : again) {
      if (r.ok()) {
        std::fprintf(stderr, "\nwritten:\n%s\n", text.c_str());
        print_record("read back", r);
        fail("a grid whose single-candidate cells clash does not read back", record);
      }
    }
    return;
  }
  if (again.size() != 1 || !again.front().ok() || again.front().grid != expected) {
    std::fprintf(stderr, "\nwritten:\n%s\n", text.c_str());
    for (const auto& r : again) {
      print_record("read back", r);
    }
    fail("a written candidate grid reads back to the same grid", record);
  }
}

void check_round_trip(const nonet::CandidateRecord& record) {
  const nonet::CandidateGrid& grid = record.grid;
  // A puzzle's grid may have a cell its givens leave without candidates (it has no solution);
  // the pencil-mark forms refuse one.
  if (record.pencil_marks) {
    CHECK(!has_cell_with(grid, 0), record);
  }
  CHECK(nonet::validate(grid.values()).empty(), record);
  const nonet::CandidateGrid expected = as_read_back(grid);
  if (!has_cell_with(grid, 1)) {
    CHECK(expected == grid, record);
  }
  const bool expect_error =
      !nonet::validate(expected.values()).empty() || has_cell_with(expected, 0);
  check_written(record, nonet::write_candidate_grid(grid), expected, expect_error);
  check_written(record, grid.to_marks() + "\n", expected, expect_error);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 3) {
    return -1;  // not kept in the corpus
  }
  const std::string text(reinterpret_cast<const char*>(data + 3), std::min(size - 3, kMaxText));
  const std::size_t pieces = data[0] % 3U + 1U;
  std::vector<std::size_t> cuts = {text.size() * data[1] / 255, text.size() * data[2] / 255};
  std::sort(cuts.begin(), cuts.end());
  cuts.resize(pieces - 1);

  const auto whole = nonet::parse_candidate_puzzles(text);
  const auto streamed = stream(text, {});
  check_same_records(streamed, stream(text, cuts),
                     "the stream's records do not depend on the cuts");
  check_same_records(streamed, whole, "the stream gives the records of the whole text");

  std::size_t previous_line = 0;
  for (const auto& record : whole) {
    CHECK(record.line >= previous_line, record);
    previous_line = record.line;
    if (record.error) {
      CHECK(!record.error->message.empty(), record);
      continue;
    }
    check_round_trip(record);
  }
  return 0;
}
