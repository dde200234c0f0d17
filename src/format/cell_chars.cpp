#include "format/cell_chars.hpp"

#include <array>
#include <cstdint>
#include <cstdio>

namespace nonet::detail {

namespace {

constexpr std::uint8_t kNotCell = 0xFF;

// The value of every byte as a cell, kNotCell for an illegal one.
constexpr std::array<std::uint8_t, 256> kCellTable = [] {
  std::array<std::uint8_t, 256> table{};
  table.fill(kNotCell);
  for (char c = '1'; c <= '9'; ++c) {
    table[static_cast<unsigned char>(c)] = static_cast<std::uint8_t>(c - '0');
  }
  for (const char blank : {'.', '0', '_', '-'}) table[static_cast<unsigned char>(blank)] = 0;
  return table;
}();

}  // namespace

int cell_value(char c) {
  const std::uint8_t v = kCellTable[static_cast<unsigned char>(c)];
  return v == kNotCell ? kIllegalCell : v;
}

bool read_plain_cells(std::string_view text, std::array<std::uint8_t, 81>& values) {
  if (text.size() < values.size()) return false;
  // One test after the loop, not one a cell: the loop has no exit and runs at full speed.
  std::uint8_t any_bad = 0;
  for (std::size_t i = 0; i < values.size(); ++i) {
    const std::uint8_t v = kCellTable[static_cast<unsigned char>(text[i])];
    any_bad |= static_cast<std::uint8_t>(v & 0x80);
    values[i] = v;
  }
  return any_bad == 0;
}

std::string describe_char(char c) {
  const auto byte = static_cast<unsigned char>(c);
  if (byte > 0x20 && byte < 0x7F) return std::string("'") + c + "'";
  char hex[16];
  std::snprintf(hex, sizeof hex, "byte 0x%02X", byte);
  return hex;
}

std::optional<std::size_t> find_binary_byte(std::string_view line) {
  for (std::size_t i = 0; i < line.size(); ++i) {
    const auto byte = static_cast<unsigned char>(line[i]);
    if ((byte < 0x20 && byte != '\t') || byte == 0x7F) return i;
  }
  return std::nullopt;
}

bool is_blank_line(std::string_view line) {
  return line.find_first_not_of(" \t") == std::string_view::npos;
}

bool is_comment_line(std::string_view line) {
  const auto first = line.find_first_not_of(" \t");
  return first != std::string_view::npos && line[first] == '#';
}

}  // namespace nonet::detail
