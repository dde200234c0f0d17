// The output forms --format names, and puzzles written with a note that reads back as the same
// puzzle.
#include <array>
#include <utility>

#include "nonet/serialize.hpp"

namespace nonet {
namespace {

constexpr std::array<std::pair<OutputForm, std::string_view>, 8> kFormNames{{
    {OutputForm::line, "line"},
    {OutputForm::grid, "grid"},
    {OutputForm::pretty, "pretty"},
    {OutputForm::leetcode, "leetcode"},
    {OutputForm::python, "python"},
    {OutputForm::json, "json"},
    {OutputForm::jsonl, "jsonl"},
    {OutputForm::csv, "csv"},
}};

}  // namespace

std::string_view output_form_name(OutputForm form) {
  for (const auto& [known, name] : kFormNames) {
    if (known == form) return name;
  }
  return "line";
}

std::optional<OutputForm> output_form_from_name(std::string_view name) {
  if (name == "text") return OutputForm::line;
  for (const auto& [form, known] : kFormNames) {
    if (known == name) return form;
  }
  return std::nullopt;
}

std::optional<Format> puzzle_format_of(OutputForm form) {
  switch (form) {
    case OutputForm::line:
      return Format::line;
    case OutputForm::grid:
      return Format::grid;
    case OutputForm::pretty:
      return Format::pretty;
    case OutputForm::leetcode:
      return Format::leetcode;
    case OutputForm::python:
      return Format::python;
    case OutputForm::json:
    case OutputForm::jsonl:
    case OutputForm::csv:
      break;
  }
  return std::nullopt;
}

std::string annotated_puzzle(const Grid& grid, Format format, std::string_view note) {
  if (format == Format::line) {
    std::string one_line(note);
    for (char& c : one_line) {
      if (c == '\n' || c == '\r') c = ' ';
    }
    return write_puzzle(grid, format, one_line);
  }
  std::string out = write_puzzle(grid, format);
  // Comment lines after a puzzle are skipped by the reader, so the note never reads as cells.
  std::size_t start = 0;
  while (start < note.size()) {
    std::size_t end = note.find('\n', start);
    if (end == std::string_view::npos) end = note.size();
    out += "# ";
    out += note.substr(start, end - start);
    out += '\n';
    start = end + 1;
  }
  return out;
}

}  // namespace nonet
