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

}  // namespace nonet
