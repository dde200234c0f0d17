// What an endpoint answers: an HTTP status and a JSON body, the body always the library's JSON
// (a result of serialize.hpp, or {"error": an Error object}).
#pragma once

#include <optional>
#include <string>

#include "nonet/error.hpp"

namespace nonet::server {

enum HttpStatus : int {
  kHttpOk = 200,
  kHttpBadRequest = 400,
  kHttpNotFound = 404,
  kHttpMethodNotAllowed = 405,
  kHttpPayloadTooLarge = 413,
  kHttpInternalError = 500,
  kHttpUnavailable = 503,
};

struct ApiReply {
  int status = kHttpOk;
  std::string body;
  /// Seconds a client should wait before asking again (503 for a full queue).
  std::optional<int> retry_after{};
};

[[nodiscard]] ApiReply ok_reply(std::string json);
/// {"error": to_json(error)} with that status.
[[nodiscard]] ApiReply error_reply(int status, const Error& error);
/// 400 for a request that cannot be answered as asked (bad JSON, field, option or puzzle).
[[nodiscard]] ApiReply bad_request(const Error& error);
/// 503 for work the RunControl stopped: past the server's --timeout, or the server stopping.
[[nodiscard]] ApiReply stopped_reply(ErrorCode why);

}  // namespace nonet::server
