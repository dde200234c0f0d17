// The JSON API: one function per endpoint. Each reads its request's fields, makes one library
// call and answers with the library's JSON (the same as `nonet ... --format json` prints).
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>

#include "api_reply.hpp"
#include "nonet/control.hpp"

namespace nonet::server {

/// The most solutions /api/solve counts and /api/generate makes in one request: a request is
/// answered as one body, so what it may ask for is bounded.
inline constexpr std::uint64_t kMostSolveLimit = 1000;
inline constexpr std::uint64_t kMostGeneratedPuzzles = 1000;

/// POST endpoints: the request body (a JSON object) and the control that bounds the work.
using Endpoint = ApiReply (*)(const nlohmann::json& request, const RunControl& control);

/// {"puzzle", "limit" 1..kMostSolveLimit (default 2)} -> to_json(SolveResult).
[[nodiscard]] ApiReply solve_endpoint(const nlohmann::json& request, const RunControl& control);
/// {"puzzle", "limit" (default 1000)} -> count_to_json().
[[nodiscard]] ApiReply count_endpoint(const nlohmann::json& request, const RunControl& control);
/// {"puzzle"} -> to_json(CheckResult).
[[nodiscard]] ApiReply check_endpoint(const nlohmann::json& request, const RunControl& control);
/// {"puzzle" (or pencil marks), "techniques"} -> to_json(Hint).
[[nodiscard]] ApiReply hint_endpoint(const nlohmann::json& request, const RunControl& control);
/// {"puzzle" (or pencil marks), "techniques"} -> to_json(LogicalSolution).
[[nodiscard]] ApiReply explain_endpoint(const nlohmann::json& request, const RunControl& control);
/// {"puzzle", "max_level" 0..5, "steps"} -> to_json(SeRating).
[[nodiscard]] ApiReply rate_endpoint(const nlohmann::json& request, const RunControl& control);
/// {"count", "seed", "symmetry", "clues", "max_attempts", "difficulty", "rating", "time_limit",
/// "minimal", "with_rating"} -> to_json(GenerateRunResult).
[[nodiscard]] ApiReply generate_endpoint(const nlohmann::json& request, const RunControl& control);
/// {"puzzle"} -> {"puzzle": the 81-character line, "marks": the 729-character candidates of its
/// digits, "conflicts": its clashing digits}: text of any format read as a board, for the page.
[[nodiscard]] ApiReply read_endpoint(const nlohmann::json& request, const RunControl& control);
/// The catalogue: techniques_to_json().
[[nodiscard]] ApiReply techniques_endpoint();

}  // namespace nonet::server
