// Requests to a test server, with the answer's status, headers and JSON at hand.
#pragma once

#include <httplib.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "server/server_process.hpp"

namespace nonet::testing {

struct Answer {
  int status = 0;  // 0: no answer (the connection failed)
  std::string body;
  std::string content_type;
  httplib::Headers headers;
  /// Why there is no answer, when status is 0: httplib's name for the error.
  std::string failure;

  /// The body as JSON; null when it is not JSON.
  [[nodiscard]] nlohmann::json json() const {
    return nlohmann::json::parse(body, nullptr, /*allow_exceptions=*/false);
  }
  [[nodiscard]] std::string header(const std::string& name) const {
    const auto found = headers.find(name);
    return found == headers.end() ? std::string() : found->second;
  }
};

inline Answer answer_of(const httplib::Result& result) {
  if (!result)
    return {.status = 0,
            .body = {},
            .content_type = {},
            .headers = {},
            .failure = httplib::to_string(result.error())};
  return {.status = result->status,
          .body = result->body,
          .content_type = result->get_header_value("Content-Type"),
          .headers = result->headers,
          .failure = {}};
}

inline Answer post(const ServerProcess& server, const std::string& path, const std::string& body) {
  return answer_of(server.client()->Post(path, body, "application/json"));
}

inline Answer post(const ServerProcess& server, const std::string& path,
                   const nlohmann::json& request) {
  return post(server, path, request.dump());
}

inline Answer get(const ServerProcess& server, const std::string& path) {
  return answer_of(server.client()->Get(path));
}

/// The server most tests share: 4 threads, 64 waiting places, 256 KiB bodies, 10 s of work.
inline ServerProcess& shared_server() {
  static ServerProcess server(
      {"--threads", "4", "--queue", "64", "--max-body", "262144", "--timeout", "10"});
  return server;
}

/// The first `count` puzzles of a file of the shared data set (one a line, '#' comments).
inline std::vector<std::string> data_puzzles(const std::string& file, std::size_t count) {
  std::ifstream in(std::string(NONET_DATA_DIR) + "/" + file);
  std::vector<std::string> puzzles;
  for (std::string line; puzzles.size() < count && std::getline(in, line);) {
    if (!line.empty() && line[0] != '#') puzzles.push_back(line.substr(0, 81));
  }
  return puzzles;
}

}  // namespace nonet::testing
