// A bare TCP connection to a test server on loopback, for requests that no HTTP client would
// send: garbage, lies about lengths, bytes trickled one at a time, a close mid-request.
#pragma once

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <stdexcept>
#include <string>
#include <string_view>

namespace nonet::testing {

class RawConnection {
 public:
  explicit RawConnection(int port) : socket_(::socket(AF_INET, SOCK_STREAM, 0)) {
    if (socket_ < 0) throw std::runtime_error("socket() failed");
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<std::uint16_t>(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(socket_, reinterpret_cast<const sockaddr*>(&address), sizeof address) != 0) {
      ::close(socket_);
      throw std::runtime_error("connect() to 127.0.0.1:" + std::to_string(port) + " failed");
    }
  }
  RawConnection(const RawConnection&) = delete;
  RawConnection& operator=(const RawConnection&) = delete;
  ~RawConnection() { close(); }

  /// Sends all of `bytes`; false when the server has closed the connection.
  bool send(std::string_view bytes) {
    while (!bytes.empty()) {
      // MSG_NOSIGNAL: a server that hung up must fail the call, not kill the test with SIGPIPE.
      const ssize_t sent = ::send(socket_, bytes.data(), bytes.size(), MSG_NOSIGNAL);
      if (sent <= 0) return false;
      bytes.remove_prefix(static_cast<std::size_t>(sent));
    }
    return true;
  }

  /// Reads until the server closes the connection (then closed() is true) or `wait` passes with
  /// nothing more coming; returns what was read.
  std::string read_until_closed(std::chrono::milliseconds wait) {
    std::string text;
    const auto give_up = std::chrono::steady_clock::now() + wait;
    while (!closed_) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
          give_up - std::chrono::steady_clock::now());
      if (left.count() <= 0) break;
      pollfd ready{socket_, POLLIN, 0};
      if (::poll(&ready, 1, static_cast<int>(left.count())) <= 0) break;
      char buffer[4096];
      const ssize_t got = ::recv(socket_, buffer, sizeof buffer, 0);
      if (got <= 0) {
        closed_ = true;
        break;
      }
      text.append(buffer, static_cast<std::size_t>(got));
    }
    return text;
  }

  /// Whether the server has closed its end (seen by a read).
  [[nodiscard]] bool closed() const { return closed_; }

  void close() {
    if (socket_ >= 0) ::close(socket_);
    socket_ = -1;
  }

 private:
  int socket_;
  bool closed_ = false;
};

/// The status code of the first HTTP answer in `text`; 0 when there is none.
inline int status_of(std::string_view text) {
  constexpr std::string_view kPrefix = "HTTP/1.1 ";
  if (text.substr(0, kPrefix.size()) != kPrefix || text.size() < kPrefix.size() + 3) return 0;
  return std::stoi(std::string(text.substr(kPrefix.size(), 3)));
}

/// The body of the first HTTP answer in `text`: its Content-Length bytes after the blank line.
inline std::string body_of(std::string_view text) {
  const std::size_t end_of_headers = text.find("\r\n\r\n");
  if (end_of_headers == std::string_view::npos) return {};
  constexpr std::string_view kLength = "\r\nContent-Length: ";
  const std::size_t length_at = text.substr(0, end_of_headers).find(kLength);
  if (length_at == std::string_view::npos) return {};
  const std::size_t length = std::stoul(std::string(text.substr(length_at + kLength.size(), 20)));
  return std::string(text.substr(end_of_headers + 4, length));
}

}  // namespace nonet::testing
