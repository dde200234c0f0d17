// JSON of the search results: errors, solve, check, count, canonical forms.
#include "nonet/candidates.hpp"
#include "serialize/json_values.hpp"

namespace nonet {
namespace detail {

nlohmann::json candidate_value(const Candidate& candidate) {
  return {{"cell", candidate.cell.name()},
          {"row", candidate.cell.row().number()},
          {"column", candidate.cell.column().number()},
          {"digit", candidate.digit.value()}};
}

nlohmann::json candidate_list_value(std::span<const Candidate> candidates) {
  nlohmann::json list = nlohmann::json::array();
  for (const Candidate& candidate : candidates) list.push_back(candidate_value(candidate));
  return list;
}

nlohmann::json grid_value(const Grid& grid, bool meaningful) {
  if (!meaningful) return nullptr;
  return grid.to_line();
}

nlohmann::json error_value(const Error& error) {
  return {{"code", error_code_name(error.code)},
          {"message", error.message},
          {"line", error.line},
          {"column", error.column},
          {"cell", error.cell ? nlohmann::json(error.cell->name()) : nlohmann::json(nullptr)},
          {"text", error.describe()}};
}

nlohmann::json optional_error_value(const std::optional<Error>& error) {
  if (!error) return nullptr;
  return error_value(*error);
}

}  // namespace detail

std::string to_json(const Error& error) {
  return detail::dump(detail::error_value(error));
}

std::string board_to_json(const Grid& grid) {
  return detail::dump({{"puzzle", grid.to_line()},
                       {"marks", CandidateGrid::from_puzzle(grid).to_marks()},
                       {"conflicts", detail::conflict_list_value(validate(grid))}});
}

namespace detail {

nlohmann::json conflict_list_value(std::span<const Conflict> conflicts) {
  nlohmann::json list = nlohmann::json::array();
  for (const Conflict& conflict : conflicts) {
    list.push_back({{"digit", conflict.digit.value()},
                    {"house", conflict.house.name()},
                    {"cells", {conflict.first.name(), conflict.second.name()}}});
  }
  return list;
}

nlohmann::json solve_value(const SolveResult& result) {
  const nlohmann::json value = {
      {"status", status_name(result.status)},
      {"solution", detail::grid_value(result.solution, has_solution(result.status))},
      {"solutions", result.solution_count},
      {"guesses", result.guesses},
      {"conflicts", conflict_list_value(result.conflicts)}};
  return value;
}

nlohmann::json check_value(const CheckResult& result) {
  return {{"status", status_name(result.status)},
          {"solution", detail::grid_value(result.solution, has_solution(result.status))},
          {"error", detail::optional_error_value(result.error)}};
}

nlohmann::json count_value(std::size_t count, std::size_t limit) {
  return {{"count", count}, {"limit", limit}, {"at_least", limit > 0 && count >= limit}};
}

}  // namespace detail

std::string to_json(const SolveResult& result) {
  return detail::dump(detail::solve_value(result));
}

std::string to_json(const CheckResult& result) {
  return detail::dump(detail::check_value(result));
}

std::string count_to_json(std::size_t count, std::size_t limit) {
  return detail::dump(detail::count_value(count, limit));
}

std::string to_json(const CanonicalForm& form) {
  const nlohmann::json value = {{"canonical", form.grid.to_line()},
                                {"transform", to_string(form.transform)},
                                {"automorphisms", form.automorphisms}};
  return detail::dump(value);
}

}  // namespace nonet
