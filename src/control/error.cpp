#include <array>
#include <stdexcept>
#include <string>

#include "nonet/error.hpp"

namespace nonet {

std::string_view error_code_name(ErrorCode code) {
  static constexpr std::array<std::string_view, 9> kNames{
      "bad_input",          "clashing_givens",  "no_solution",
      "multiple_solutions", "invalid_argument", "cancelled",
      "deadline_exceeded",  "io_error",         "internal"};
  const auto index = static_cast<std::size_t>(code);
  if (index >= kNames.size()) throw std::invalid_argument("error_code_name: not an ErrorCode");
  return kNames[index];
}

std::string Error::describe() const {
  std::string text;
  if (line != 0) {
    text = "line " + std::to_string(line);
    if (column != 0) text += ", column " + std::to_string(column);
    text += ": ";
  }
  return text + message;
}

std::string escape_control(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (const char ch : text) {
    const auto byte = static_cast<unsigned char>(ch);
    switch (ch) {
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      case '\\':
        out += "\\\\";
        break;
      default:
        if (byte < 0x20 || byte == 0x7f) {
          constexpr char kHex[] = "0123456789abcdef";
          out += "\\x";
          out += kHex[byte >> 4];
          out += kHex[byte & 0xf];
        } else {
          out += ch;
        }
    }
  }
  return out;
}

std::string location_text(std::string_view input, const Error& error) {
  if (error.line == 0) return escape_control(input);
  std::string where = location_text(input, error.line);
  if (error.column != 0) where += ":" + std::to_string(error.column);
  return where;
}

std::string location_text(std::string_view input, std::size_t line) {
  return escape_control(input) + ":" + std::to_string(line);
}

std::string problem_text(std::string_view input, const Error& error) {
  return location_text(input, error) + ": " + error.message;
}

}  // namespace nonet
