// The JSON values behind serialize.hpp, as nlohmann::json, so that one result can be nested in
// another without printing and reading it back. Private: nlohmann never reaches a public header.
#pragma once

#include <nlohmann/json.hpp>

#include "nonet/serialize.hpp"

namespace nonet::detail {

/// One line of JSON. Text that is not valid UTF-8 (a file name, a comment) has its bad bytes
/// replaced by U+FFFD rather than making dump() throw: a result always prints.
inline std::string dump(const nlohmann::json& value) {
  return value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

/// {"cell":"r4c7","row":4,"column":7,"digit":5}
nlohmann::json candidate_value(const Candidate& candidate);
nlohmann::json candidate_list_value(std::span<const Candidate> candidates);
/// An 81-character line, or null for a grid that is not meant (an empty solution).
nlohmann::json grid_value(const Grid& grid, bool meaningful);

/// [{"digit":5,"house":"row 1","cells":["r1c2","r1c7"]}, ...]
nlohmann::json conflict_list_value(std::span<const Conflict> conflicts);
nlohmann::json solve_value(const SolveResult& result);
nlohmann::json check_value(const CheckResult& result);
nlohmann::json count_value(std::size_t count, std::size_t limit);
nlohmann::json error_value(const Error& error);
nlohmann::json optional_error_value(const std::optional<Error>& error);
nlohmann::json step_value(const Step& step);
nlohmann::json se_rating_value(const SeRating& rating);
nlohmann::json generated_puzzle_value(const GeneratedPuzzle& puzzle);
nlohmann::json generate_failure_value(const GenerateFailure& failure);

}  // namespace nonet::detail
