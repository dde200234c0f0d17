#include "format/cell_chars.hpp"

#include <cstdio>

namespace nonet::detail {

int cell_value(char c) {
  if (c >= '1' && c <= '9') return c - '0';
  if (c == '.' || c == '0' || c == '_' || c == '-') return 0;
  return kIllegalCell;
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
