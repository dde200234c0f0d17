#include <array>
#include <string>
#include <utility>

#include "nonet/format.hpp"

namespace nonet {
namespace {
constexpr std::array<std::pair<Reader, std::string_view>, 9> kReaderNames{{
    {Reader::line, "line"},
    {Reader::grid, "grid"},
    {Reader::pretty, "pretty"},
    {Reader::leetcode, "leetcode"},
    {Reader::python, "python"},
    {Reader::values, "values"},
    {Reader::csv, "csv"},
    {Reader::json, "json"},
    {Reader::opensudoku, "opensudoku"},
}};

// The names of the files other programs write, for the reader that takes them.
constexpr std::array<std::pair<Reader, std::string_view>, 6> kFileNames{{
    {Reader::line, "sdm"},
    {Reader::grid, "sdk"},
    {Reader::pretty, "ss"},
    {Reader::pretty, "boxed"},
    {Reader::json, "jsonl"},
    {Reader::opensudoku, "xml"},
}};
}  // namespace

std::string_view reader_name(Reader reader) {
  for (const auto& [value, name] : kReaderNames) {
    if (value == reader) return name;
  }
  return "unknown";
}

std::optional<Reader> reader_from_name(std::string_view name) {
  for (const auto& [value, known] : kReaderNames) {
    if (known == name) return value;
  }
  for (const auto& [value, known] : kFileNames) {
    if (known == name) return value;
  }
  return std::nullopt;
}

std::string reader_names() {
  std::string names;
  for (const auto& [value, name] : kReaderNames) {
    if (!names.empty()) names += ", ";
    names += name;
  }
  for (const auto& [value, name] : kFileNames) {
    names += ", " + std::string(name) + " (" + std::string(reader_name(value)) + ")";
  }
  return names;
}

}  // namespace nonet
