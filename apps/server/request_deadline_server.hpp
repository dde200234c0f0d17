// cpp-httplib 0.11.4 times out each read, not a request: a client that trickles a byte every few
// seconds holds a connection thread for as long as it likes, and as many such clients as the
// pool has threads stop the server answering anyone. This server reads each request (its
// headers and body) against a deadline of its own, counted from the request's first byte: a
// trickler is cut off when it passes, and its thread goes back to the pool.
#pragma once

#include <httplib.h>

#include <chrono>

namespace nonet::server {

class RequestDeadlineServer : public httplib::Server {
 public:
  /// `request_limit`: the most a request may take to arrive whole.
  explicit RequestDeadlineServer(std::chrono::milliseconds request_limit)
      : request_limit_(request_limit) {}

 private:
  // httplib's connection loop (keep-alive, then each request), with the request deadline.
  bool process_and_close_socket(socket_t socket) override;

  std::chrono::milliseconds request_limit_;
};

}  // namespace nonet::server
