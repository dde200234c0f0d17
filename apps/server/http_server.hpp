// `nonet serve`'s HTTP server: the JSON API on one host and port until asked to stop.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <stop_token>
#include <string>

#include "nonet/error.hpp"

namespace nonet::server {

struct ServerSettings {
  std::string host = "127.0.0.1";
  /// 0: the system picks a free port.
  std::uint16_t port = 8080;
  /// Requests computed at once.
  unsigned threads = 1;
  /// Requests that may wait for a thread; past that a request is answered 503 at once.
  unsigned queue = 16;
  /// The largest request body; a larger one is answered 413.
  std::size_t max_body = std::size_t{1} << 20;
  /// The most seconds one request may take, waiting included; then its work is cancelled and it
  /// is answered 503.
  double timeout_seconds = 10;
};

/// Serves the API until `stop` asks, which also cancels the work in flight; returns once every
/// connection is closed. `on_listening` is called with the port once the socket accepts
/// connections. Returns an error (io_error) when the host and port cannot be bound.
[[nodiscard]] std::optional<Error> serve(const ServerSettings& settings, std::stop_token stop,
                                         const std::function<void(int port)>& on_listening);

}  // namespace nonet::server
