#include <string>

#include "nonet/format.hpp"

namespace nonet {
namespace {

char cell_char(const Grid& grid, int row, int column, char blank) {
  const int v = grid.value(Cell(Row(row), Column(column)));
  return v == 0 ? blank : static_cast<char>('0' + v);
}

// The seed 002 form: "5 3 4 6 7 8 9 1 2", 0 for a blank.
void write_digit_rows(const Grid& grid, std::string& out) {
  for (int r = 0; r < kUnitSize; ++r) {
    for (int c = 0; c < kUnitSize; ++c) {
      if (c > 0) out += ' ';
      out += cell_char(grid, r, c, '0');
    }
    out += '\n';
  }
}

void write_boxed(const Grid& grid, std::string& out) {
  constexpr std::string_view kBorder = "+-------+-------+-------+\n";
  for (int r = 0; r < kUnitSize; ++r) {
    if (r % 3 == 0) out += kBorder;
    for (int c = 0; c < kUnitSize; ++c) {
      if (c % 3 == 0) out += "| ";
      out += cell_char(grid, r, c, '.');
      out += ' ';
    }
    out += "|\n";
  }
  out += kBorder;
}

// One row as a list of one-character strings: ["5","3",...] or ['5', '3', ...].
void write_list_row(const Grid& grid, int row, char quote, std::string_view separator,
                    std::string& out) {
  out += '[';
  for (int c = 0; c < kUnitSize; ++c) {
    if (c > 0) out += separator;
    out += quote;
    out += cell_char(grid, row, c, '.');
    out += quote;
  }
  out += ']';
}

}  // namespace

void append_puzzle(std::string& out, const Grid& grid, Format format, std::string_view comment) {
  switch (format) {
    case Format::line: {
      // Written in place: a batch appends millions of these to one buffer.
      const std::size_t start = out.size();
      out.resize(start + kCellCount + 1);
      char* cells = out.data() + start;
      grid.write_line(cells);
      if (comment.empty()) {
        cells[kCellCount] = '\n';
      } else {
        cells[kCellCount] = ' ';
        out += comment;
        out += '\n';
      }
      break;
    }
    case Format::grid:
      write_digit_rows(grid, out);
      break;
    case Format::pretty:
      write_boxed(grid, out);
      break;
    case Format::leetcode:
      out += '[';
      for (int r = 0; r < kUnitSize; ++r) {
        if (r > 0) out += ',';
        write_list_row(grid, r, '"', ",", out);
      }
      out += "]\n";
      break;
    case Format::python:
      // As `for row in board: print(row)` prints it (seed 000).
      for (int r = 0; r < kUnitSize; ++r) {
        write_list_row(grid, r, '\'', ", ", out);
        out += '\n';
      }
      break;
  }
}

std::string write_puzzle(const Grid& grid, Format format, std::string_view comment) {
  std::string out;
  append_puzzle(out, grid, format, comment);
  return out;
}

}  // namespace nonet
