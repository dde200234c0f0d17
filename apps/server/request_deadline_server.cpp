#include "request_deadline_server.hpp"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <string>

namespace nonet::server {
namespace {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

// Polls one socket for `events` for at most `wait`; true when it is ready.
bool ready(socket_t socket, short events, milliseconds wait) {
  pollfd entry{.fd = socket, .events = events, .revents = 0};
  const int timeout = static_cast<int>(std::max<milliseconds::rep>(wait.count(), 0));
  int result = 0;
  do {
    result = ::poll(&entry, 1, timeout);
  } while (result < 0 && errno == EINTR);
  return result > 0;
}

void address_of(const sockaddr_storage& address, std::string& ip, int& port) {
  std::array<char, INET6_ADDRSTRLEN> text{};
  if (address.ss_family == AF_INET) {
    const auto* ipv4 = reinterpret_cast<const sockaddr_in*>(&address);
    ::inet_ntop(AF_INET, &ipv4->sin_addr, text.data(), text.size());
    port = ntohs(ipv4->sin_port);
  } else if (address.ss_family == AF_INET6) {
    const auto* ipv6 = reinterpret_cast<const sockaddr_in6*>(&address);
    ::inet_ntop(AF_INET6, &ipv6->sin6_addr, text.data(), text.size());
    port = ntohs(ipv6->sin6_port);
  }
  ip = text.data();
}

// A connection's socket as httplib reads and writes it: reads wait at most the read timeout
// and never past the current request's deadline. Reads are buffered, since httplib reads a
// request's head a byte at a time.
class DeadlineStream final : public httplib::Stream {
 public:
  DeadlineStream(socket_t socket, milliseconds read_timeout, milliseconds write_timeout)
      : socket_(socket), read_timeout_(read_timeout), write_timeout_(write_timeout) {}

  void start_request(Clock::time_point deadline) { deadline_ = deadline; }

  [[nodiscard]] bool is_readable() const override {
    return buffered() > 0 || ready(socket_, POLLIN, read_wait());
  }
  [[nodiscard]] bool is_writable() const override {
    return ready(socket_, POLLOUT, write_timeout_);
  }

  ssize_t read(char* data, size_t size) override {
    if (buffered() == 0) {
      // The deadline is checked before waiting: a trickler always has a byte ready.
      if (Clock::now() >= deadline_ || !ready(socket_, POLLIN, read_wait())) return -1;
      const ssize_t got = ::recv(socket_, buffer_.data(), buffer_.size(), 0);
      if (got <= 0) return got;
      begin_ = 0;
      end_ = static_cast<std::size_t>(got);
    }
    const std::size_t taken = std::min(size, buffered());
    std::memcpy(data, buffer_.data() + begin_, taken);
    begin_ += taken;
    return static_cast<ssize_t>(taken);
  }

  ssize_t write(const char* data, size_t size) override {
    if (!is_writable()) return -1;
    return ::send(socket_, data, size, MSG_NOSIGNAL);
  }

  void get_remote_ip_and_port(std::string& ip, int& port) const override {
    sockaddr_storage address{};
    socklen_t length = sizeof address;
    if (::getpeername(socket_, reinterpret_cast<sockaddr*>(&address), &length) == 0) {
      address_of(address, ip, port);
    }
  }
  void get_local_ip_and_port(std::string& ip, int& port) const override {
    sockaddr_storage address{};
    socklen_t length = sizeof address;
    if (::getsockname(socket_, reinterpret_cast<sockaddr*>(&address), &length) == 0) {
      address_of(address, ip, port);
    }
  }
  [[nodiscard]] socket_t socket() const override { return socket_; }

 private:
  [[nodiscard]] std::size_t buffered() const { return end_ - begin_; }
  [[nodiscard]] milliseconds read_wait() const {
    const auto left = std::chrono::duration_cast<milliseconds>(deadline_ - Clock::now());
    return std::min(read_timeout_, left);
  }

  socket_t socket_;
  milliseconds read_timeout_;
  milliseconds write_timeout_;
  Clock::time_point deadline_ = Clock::time_point::max();
  std::array<char, 4096> buffer_{};
  std::size_t begin_ = 0;
  std::size_t end_ = 0;
};

milliseconds to_milliseconds(time_t seconds, time_t microseconds) {
  return milliseconds(seconds * 1000 + microseconds / 1000);
}

}  // namespace

bool RequestDeadlineServer::process_and_close_socket(socket_t socket) {
  DeadlineStream stream(socket, to_milliseconds(read_timeout_sec_, read_timeout_usec_),
                        to_milliseconds(write_timeout_sec_, write_timeout_usec_));
  // A kept-alive connection waits for its next request in short slices, so that a server that
  // stops does not wait for it.
  const auto wait_for_request = [&] {
    const auto give_up = Clock::now() + std::chrono::seconds(keep_alive_timeout_sec_);
    while (svr_sock_ != INVALID_SOCKET && Clock::now() < give_up) {
      if (ready(socket, POLLIN, milliseconds(100))) return true;
    }
    return false;
  };
  bool answered = false;
  for (std::size_t left = keep_alive_max_count_; left > 0 && wait_for_request(); --left) {
    const Clock::time_point deadline = Clock::now() + request_limit_;
    stream.start_request(deadline);
    bool connection_closed = false;
    answered = process_request(stream, left == 1, connection_closed, nullptr);
    // A client that missed the deadline has had its 400 and is not read further (nor is one
    // whose answer took that long: it may reconnect).
    if (!answered || connection_closed || Clock::now() >= deadline) break;
  }
  ::shutdown(socket, SHUT_RDWR);
  ::close(socket);
  return answered;
}

}  // namespace nonet::server
