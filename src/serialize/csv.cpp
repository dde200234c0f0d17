// CSV: RFC 4180 quoting, the one table shape every command writes, and each result's fields.
#include <algorithm>

#include "nonet/serialize.hpp"

namespace nonet {
namespace {

bool needs_quotes(std::string_view text) {
  if (text.empty()) return false;
  if (text.front() == ' ' || text.back() == ' ') return true;
  return text.find_first_of(",\"\r\n") != std::string_view::npos;
}

std::string origin_fields(const JsonOrigin& origin, std::string_view puzzle,
                          std::string_view status) {
  return csv_fields({origin.input, std::to_string(origin.line), puzzle, status});
}

std::string rating_fields(const SeRating& rating) {
  if (rating.status != RatingStatus::rated) return ",,,";
  return csv_fields({format_rating(rating.er), format_rating(rating.ep), format_rating(rating.ed),
                     rating_level(rating.er)});
}

}  // namespace

std::string csv_field(std::string_view text) {
  if (!needs_quotes(text)) return std::string(text);
  std::string quoted = "\"";
  for (const char c : text) {
    if (c == '"') quoted += '"';
    quoted += c;
  }
  return quoted + "\"";
}

std::string csv_fields(std::initializer_list<std::string_view> fields) {
  std::string row;
  bool first = true;
  for (const std::string_view field : fields) {
    if (!first) row += ',';
    first = false;
    row += csv_field(field);
  }
  return row;
}

CsvTable::CsvTable(std::string_view columns)
    : columns_(columns),
      column_count_(columns.empty() ? 0
                                    : 1 + static_cast<std::size_t>(
                                              std::count(columns.begin(), columns.end(), ','))) {}

std::string CsvTable::header() const {
  std::string header = "input,line,puzzle,status,";
  if (!columns_.empty()) header += columns_ + ",";
  return header + "error\n";
}

std::string CsvTable::row(const JsonOrigin& origin, std::string_view puzzle,
                          std::string_view status, std::string_view fields) const {
  std::string row = origin_fields(origin, puzzle, status) + ",";
  if (column_count_ > 0) row += std::string(fields) + ",";
  return row + "\n";
}

std::string CsvTable::error_row(const JsonOrigin& origin, std::string_view puzzle,
                                std::string_view status, const Error& error) const {
  // The error's own place is the input's line and column: "3:17: what", as messages give it.
  std::string row = origin_fields(origin, puzzle, status) + ",";
  row += std::string(column_count_, ',');
  return row + csv_field(error.describe()) + "\n";
}

std::string_view solve_csv_columns() {
  return "solution,solutions,guesses";
}

std::string to_csv(const SolveResult& result) {
  const bool solved = result.status == Status::unique || result.status == Status::multiple ||
                      result.status == Status::found;
  return csv_fields({solved ? result.solution.to_line() : std::string(),
                     std::to_string(result.solution_count), std::to_string(result.guesses)});
}

std::string_view check_csv_columns() {
  return "solution,minimality";
}

std::string check_to_csv(const CheckResult& result, std::string_view minimality) {
  const bool solved = result.status == Status::unique || result.status == Status::multiple;
  return csv_fields({solved ? result.solution.to_line() : std::string(), minimality});
}

std::string_view count_csv_columns() {
  return "count,limit,at_least";
}

std::string count_to_csv(std::size_t count, std::size_t limit) {
  return csv_fields(
      {std::to_string(count), std::to_string(limit), count >= limit ? "true" : "false"});
}

std::string_view rate_csv_columns() {
  return "er,ep,ed,level,hodoku";
}

std::string rating_to_csv(const SeRating& rating, std::optional<int> hodoku) {
  return rating_fields(rating) + "," + (hodoku ? std::to_string(*hodoku) : std::string());
}

std::string_view generated_csv_columns() {
  return "index,solution,clues,attempts,er,ep,ed,level";
}

std::string to_csv(const GeneratedPuzzle& generated, bool with_solution) {
  const std::string rating = generated.rating ? rating_fields(*generated.rating) : ",,,";
  return csv_fields({std::to_string(generated.index),
                     with_solution ? generated.solution.to_line() : std::string(),
                     std::to_string(generated.puzzle.given_count()),
                     std::to_string(generated.attempts)}) +
         "," + rating;
}

std::string_view hint_csv_columns() {
  return "technique,code,effect,text";
}

std::string to_csv(const Hint& hint) {
  if (!hint.step) return csv_fields({"", "", "", to_text(hint)});
  const TechniqueInfo& info = technique_info(hint.step->technique);
  return csv_fields({step_name(*hint.step), info.code,
                     effect_text(hint.step->placements, hint.step->eliminations), to_text(hint)});
}

std::string_view explain_csv_columns() {
  return "solved,steps,final";
}

std::string to_csv(const LogicalSolution& path) {
  return csv_fields({path.solved ? "true" : "false", std::to_string(path.steps.size()),
                     path.final_grid.values().to_line()});
}

std::string_view minimize_csv_columns() {
  return "original,removed";
}

std::string minimized_to_csv(const Grid& original, const Grid& minimized) {
  return csv_fields(
      {original.to_line(), std::to_string(original.given_count() - minimized.given_count())});
}

}  // namespace nonet
