// /api/read: a board as the web page needs it, read by the library from text of any format.
#include <string>

#include "api_endpoints.hpp"
#include "json_request.hpp"
#include "nonet/candidates.hpp"
#include "nonet/format.hpp"
#include "nonet/grid.hpp"

namespace nonet::server {
namespace {

// The same shape as the conflicts of to_json(SolveResult): {"digit","house","cells"}.
nlohmann::json conflicts_json(const Grid& grid) {
  nlohmann::json conflicts = nlohmann::json::array();
  for (const Conflict& conflict : validate(grid)) {
    conflicts.push_back({{"digit", conflict.digit.value()},
                         {"house", conflict.house.name()},
                         {"cells", {conflict.first.name(), conflict.second.name()}}});
  }
  return conflicts;
}

}  // namespace

ApiReply read_endpoint(const nlohmann::json& request, const RunControl& /*control*/) {
  RequestFields fields(request, {"puzzle"});
  const std::string text = fields.required_text("puzzle");
  if (fields.error()) return bad_request(*fields.error());
  const PuzzleRecord record = parse_puzzle(text);
  if (!record.ok()) return bad_request(*record.error);
  const nlohmann::json board = {{"puzzle", record.grid.to_line()},
                                {"marks", CandidateGrid::from_puzzle(record.grid).to_marks()},
                                {"conflicts", conflicts_json(record.grid)}};
  return ok_reply(board.dump());
}

}  // namespace nonet::server
