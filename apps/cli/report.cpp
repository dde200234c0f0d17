#include "report.hpp"

namespace nonet::cli {

std::string location(const std::string& input, const InputError& error) {
  if (error.line == 0) return input;
  std::string where = location(input, error.line);
  if (error.column != 0) {
    where += ':';
    where += std::to_string(error.column);
  }
  return where;
}

std::string location(const std::string& input, std::size_t line) {
  std::string where = input;
  where += ':';
  where += std::to_string(line);
  return where;
}

std::string problem_of(const std::string& input, const PuzzleRecord& record,
                       const SolveResult* result) {
  if (record.error) return location(input, *record.error) + ": " + record.error->message;
  if (result != nullptr && result->status == Status::invalid) {
    return location(input, record.line) + ": " + result->conflicts.front().describe();
  }
  return {};
}

}  // namespace nonet::cli
