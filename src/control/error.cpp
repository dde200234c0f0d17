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

}  // namespace nonet
