// CSV with a header line: the puzzle column is found by its name (Kaggle's "quizzes,solutions"
// and "puzzle,solution" sets, qqwing --csv's "Puzzle,Solution,..."). Fields may be quoted, with
// "" for a quote inside; a row is one line.
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "format/text_readers.hpp"

namespace nonet::detail {
namespace {

constexpr std::array<std::string_view, 4> kPuzzleColumns = {"quizzes", "quiz", "puzzle", "puzzles"};

struct Field {
  std::string text;
  std::size_t column = 0;  // 1-based, of its first character (inside the quotes)
};

// The fields of a CSV line; an unclosed quote runs to the end of the line.
std::vector<Field> split_fields(std::string_view line) {
  std::vector<Field> fields;
  std::size_t i = 0;
  while (true) {
    Field field;
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
    if (i < line.size() && line[i] == '"') {
      ++i;
      field.column = i + 1;
      while (i < line.size()) {
        if (line[i] == '"') {
          if (i + 1 < line.size() && line[i + 1] == '"') {
            field.text += '"';
            i += 2;
            continue;
          }
          ++i;
          break;
        }
        field.text += line[i++];
      }
      while (i < line.size() && line[i] != ',') ++i;
    } else {
      field.column = i + 1;
      const auto comma = line.find(',', i);
      const auto end = comma == std::string_view::npos ? line.size() : comma;
      std::string_view text = line.substr(i, end - i);
      while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
      field.text = std::string(text);
      i = end;
    }
    fields.push_back(std::move(field));
    if (i >= line.size()) break;
    ++i;  // the comma
  }
  return fields;
}

bool same_name(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c; };
    if (lower(a[i]) != lower(b[i])) return false;
  }
  return true;
}

bool is_puzzle_column(std::string_view name, std::string_view wanted) {
  if (!wanted.empty()) return same_name(name, wanted);
  for (const auto known : kPuzzleColumns) {
    if (same_name(name, known)) return true;
  }
  return false;
}

}  // namespace

std::optional<CsvHeader> find_csv_header(std::string_view line, std::string_view wanted) {
  const auto fields = split_fields(line);
  for (std::size_t i = 0; i < fields.size(); ++i) {
    if (is_puzzle_column(fields[i].text, wanted)) {
      return CsvHeader{i, fields[i].text, fields.size()};
    }
  }
  return std::nullopt;
}

ReadResult read_csv_row(std::string_view line, const CsvHeader& header) {
  const auto fields = split_fields(line);
  if (fields.size() <= header.index) {
    ReadResult result;
    result.message = std::to_string(fields.size()) + (fields.size() == 1 ? " field" : " fields") +
                     "; the puzzle column '" + header.name + "' is field " +
                     std::to_string(header.index + 1) + " of " + std::to_string(header.fields);
    return result;
  }
  const Field& field = fields[header.index];
  auto result = read_cell_string(field.text, field.column);
  if (!result.ok()) {
    result.message = "column '" + header.name + "': " + result.message;
    result.column = std::min(result.column, line.size());  // an empty last field ends the line
  }
  return result;
}

}  // namespace nonet::detail
