// /api/solve, /api/count, /api/check: the search engine.
#include "api_endpoints.hpp"
#include "json_request.hpp"
#include "nonet/format.hpp"
#include "nonet/serialize.hpp"
#include "nonet/solve.hpp"

namespace nonet::server {

ApiReply solve_endpoint(const nlohmann::json& request, const RunControl& /*control*/) {
  RequestFields fields(request, {"puzzle", "limit"});
  const std::string text = fields.required_text("puzzle");
  const auto limit = fields.whole_number("limit", 1, kMostSolveLimit);
  if (fields.error()) return bad_request(*fields.error());
  const PuzzleRecord record = parse_puzzle(text);
  if (!record.ok()) return bad_request(*record.error);
  // A search for at most kMostSolveLimit solutions ends in milliseconds: no deadline needed.
  return ok_reply(to_json(solve(record.grid, SolveOptions{.limit = limit.value_or(2)})));
}

ApiReply count_endpoint(const nlohmann::json& request, const RunControl& control) {
  RequestFields fields(request, {"puzzle", "limit"});
  const std::string text = fields.required_text("puzzle");
  const auto limit = fields.whole_number("limit", 1, 1'000'000'000).value_or(1000);
  if (fields.error()) return bad_request(*fields.error());
  const PuzzleRecord record = parse_puzzle(text);
  if (!record.ok()) return bad_request(*record.error);
  const CountResult counted = count_solutions(record.grid, limit, control);
  if (counted.stop_reason) return stopped_reply(*counted.stop_reason);
  // As in `nonet count`: clashing givens (0 solutions) are an error, not an answer.
  if (counted.count == 0) {
    if (const auto clash = check_givens(record)) return bad_request(*clash);
  }
  return ok_reply(count_to_json(counted.count, limit));
}

ApiReply check_endpoint(const nlohmann::json& request, const RunControl& /*control*/) {
  RequestFields fields(request, {"puzzle"});
  const std::string text = fields.required_text("puzzle");
  if (fields.error()) return bad_request(*fields.error());
  const PuzzleRecord record = parse_puzzle(text);
  if (!record.ok()) return bad_request(*record.error);
  return ok_reply(to_json(check(record)));
}

}  // namespace nonet::server
