// /api/read: a board as the web page needs it, read by the library from text of any format.
#include <string>

#include "api_endpoints.hpp"
#include "json_request.hpp"
#include "nonet/format.hpp"
#include "nonet/serialize.hpp"

namespace nonet::server {

ApiReply read_endpoint(const nlohmann::json& request, const RunControl& /*control*/) {
  RequestFields fields(request, {"puzzle"});
  const std::string text = fields.required_text("puzzle");
  if (fields.error()) return bad_request(*fields.error());
  const PuzzleRecord record = parse_puzzle(text);
  if (!record.ok()) return bad_request(*record.error);
  return ok_reply(board_to_json(record.grid));
}

}  // namespace nonet::server
