#include "api_reply.hpp"

#include <utility>

#include "nonet/serialize.hpp"

namespace nonet::server {

ApiReply ok_reply(std::string json) {
  return {.status = kHttpOk, .body = std::move(json)};
}

ApiReply error_reply(int status, const Error& error) {
  return {.status = status, .body = json_object_member("error", to_json(error))};
}

ApiReply bad_request(const Error& error) {
  return error_reply(kHttpBadRequest, error);
}

ApiReply stopped_reply(ErrorCode why) {
  const bool timed_out = why == ErrorCode::deadline_exceeded;
  return error_reply(kHttpUnavailable,
                     {.code = why,
                      .message = timed_out ? "the work took longer than the server's --timeout"
                                           : "the server is stopping"});
}

}  // namespace nonet::server
