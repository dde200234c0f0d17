#include <array>
#include <utility>

#include "nonet/format.hpp"

namespace nonet {
namespace {
constexpr std::array<std::pair<Format, std::string_view>, 5> kFormatNames{{
    {Format::line, "line"},
    {Format::grid, "grid"},
    {Format::pretty, "pretty"},
    {Format::leetcode, "leetcode"},
    {Format::python, "python"},
}};
}  // namespace

std::string_view format_name(Format format) {
  for (const auto& [value, name] : kFormatNames) {
    if (value == format) return name;
  }
  return "unknown";
}

std::optional<Format> format_from_name(std::string_view name) {
  for (const auto& [value, known] : kFormatNames) {
    if (known == name) return value;
  }
  return std::nullopt;
}

bool is_multiline(Format format) {
  return format == Format::grid || format == Format::pretty || format == Format::python;
}

}  // namespace nonet
