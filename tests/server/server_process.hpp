// A `nonet serve --port 0` run as a child process for the tests, and clients that talk to it on
// loopback with bounded waits.
#pragma once

#include <httplib.h>

#include <chrono>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "cli/run_process.hpp"

namespace nonet::testing {

class ServerProcess {
 public:
  /// Starts the server with these options after `serve --port 0` and waits (10 s at most) for
  /// its "listening on http://127.0.0.1:PORT/" line.
  explicit ServerProcess(const std::vector<std::string>& options) {
    std::vector<std::string> args{"serve", "--port", "0"};
    args.insert(args.end(), options.begin(), options.end());
    child_ = std::make_unique<Child>(args);
    listening_line_ = child_->read_stdout_lines(1, 10'000);
    const std::string prefix = "listening on http://127.0.0.1:";
    if (listening_line_.rfind(prefix, 0) != 0) {
      throw std::runtime_error("the server did not say where it listens: '" + listening_line_ +
                               "'");
    }
    port_ = std::stoi(listening_line_.substr(prefix.size()));
  }

  [[nodiscard]] int port() const { return port_; }
  /// The server's process id, to read its memory from /proc.
  [[nodiscard]] pid_t pid() const { return child_->pid(); }
  [[nodiscard]] const std::string& listening_line() const { return listening_line_; }

  /// A client of this server that gives up on a connection after 5 s and on an answer after 30.
  [[nodiscard]] std::unique_ptr<httplib::Client> client() const {
    auto client = std::make_unique<httplib::Client>("127.0.0.1", port_);
    client->set_connection_timeout(std::chrono::seconds(5));
    client->set_read_timeout(std::chrono::seconds(30));
    client->set_write_timeout(std::chrono::seconds(30));
    return client;
  }

  /// Signals the server and waits (10 s at most) for it to exit: its exit code, or -1 when it
  /// had to be killed.
  int stop(int signal_number) {
    child_->send_signal(signal_number);
    return child_->wait_for_exit(10'000);
  }

 private:
  std::unique_ptr<Child> child_;
  std::string listening_line_;
  int port_ = 0;
};

}  // namespace nonet::testing
