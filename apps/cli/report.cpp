#include "report.hpp"

namespace nonet::cli {

std::string location(std::string_view input, const Error& error) {
  if (error.line == 0) return escape_control(input);
  std::string where = location(input, error.line);
  if (error.column != 0) {
    where += ':';
    where += std::to_string(error.column);
  }
  return where;
}

std::string location(std::string_view input, std::size_t line) {
  std::string where = escape_control(input);
  where += ':';
  where += std::to_string(line);
  return where;
}

std::string problem(std::string_view input, const Error& error) {
  return location(input, error) + ": " + error.message;
}

}  // namespace nonet::cli
