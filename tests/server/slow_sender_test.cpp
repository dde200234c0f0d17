// Slow senders: a client that stops mid-request is answered 400 and cut off by the read
// timeout (5 s); a client that trickles a byte at a time is answered 400 and cut off when its
// request has not arrived whole 10 s after its first byte. Tricklers fewer than the server's pool
// of connection threads (threads + queue + 4) leave others served; as many hold others off
// until they are cut off (the limit docs/server.md gives).
#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "server/api_calls.hpp"
#include "server/raw_connection.hpp"
#include "support/boards.hpp"

namespace nonet {
namespace {

using testing::get;
using testing::RawConnection;
using testing::ServerProcess;

// One thread and one waiting place: a pool of 1 + 1 + 4 connection threads.
constexpr std::size_t kPool = 6;

ServerProcess start_small_server() {
  return ServerProcess({"--threads", "1", "--queue", "1"});
}

// Opens `count` connections that each send a request line, then one byte of a header every
// `pause`, until `stop` is asked. The senders are held by one thread, in turn.
class Tricklers {
 public:
  Tricklers(int port, std::size_t count, std::chrono::milliseconds pause) {
    for (std::size_t i = 0; i < count; ++i) {
      connections_.push_back(std::make_unique<RawConnection>(port));
      connections_.back()->send("POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
    }
    sender_ = std::jthread([this, pause](std::stop_token stop) {
      while (!stop.stop_requested()) {
        for (auto& connection : connections_) connection->send("a");
        std::this_thread::sleep_for(pause);
      }
    });
  }
  void stop() {
    sender_.request_stop();
    sender_.join();
    for (auto& connection : connections_) connection->close();
  }

 private:
  std::vector<std::unique_ptr<RawConnection>> connections_;
  std::jthread sender_;
};

// A health check whose client gives up after `wait`: its status, 0 when it got no answer.
int health_within(const ServerProcess& server, std::chrono::seconds wait) {
  httplib::Client client("127.0.0.1", server.port());
  client.set_connection_timeout(wait);
  client.set_read_timeout(wait);
  const httplib::Result result = client.Get("/api/health");
  return result ? result->status : 0;
}

TEST(SlowSenders, OneThatStopsMidHeadersIsCutOffByTheReadTimeout) {
  ServerProcess server = start_small_server();
  RawConnection stalled(server.port());
  ASSERT_TRUE(stalled.send("POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-"));
  const auto started = std::chrono::steady_clock::now();
  // The read timeout is 5 s; 15 s leaves room for a busy machine.
  const std::string answer = stalled.read_until_closed(std::chrono::seconds(15));
  const auto took = std::chrono::steady_clock::now() - started;
  EXPECT_TRUE(stalled.closed()) << "still open after 15 s";
  EXPECT_GE(took, std::chrono::seconds(4));
  // After the read timeout cpp-httplib answers 400 (a JSON body like every refusal), waits the
  // read timeout again for a next request and closes.
  EXPECT_EQ(testing::status_of(answer), 400) << answer;
  EXPECT_NE(answer.find("\"code\":\"bad_input\""), std::string::npos) << answer;
  EXPECT_EQ(get(server, "/api/health").status, 200);
}

TEST(SlowSenders, OneThatStopsMidBodyIsCutOffByTheReadTimeout) {
  ServerProcess server = start_small_server();
  RawConnection stalled(server.port());
  ASSERT_TRUE(stalled.send(
      "POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
      "Content-Length: 100\r\n\r\n{\"puzzle\": "));
  const std::string answer = stalled.read_until_closed(std::chrono::seconds(15));
  EXPECT_TRUE(stalled.closed()) << "still open after 15 s";
  EXPECT_EQ(testing::status_of(answer), 400) << answer;
  EXPECT_EQ(get(server, "/api/health").status, 200);
}

TEST(SlowSenders, FewerTricklersThanThePoolLeaveOthersServed) {
  ServerProcess server = start_small_server();
  Tricklers tricklers(server.port(), kPool - 1, std::chrono::milliseconds(200));
  // Well past the read timeout: a byte every 200 ms keeps each trickler's connection open.
  std::this_thread::sleep_for(std::chrono::seconds(6));
  EXPECT_EQ(health_within(server, std::chrono::seconds(10)), 200);
  const testing::Answer solved =
      testing::post(server, "/api/solve", nlohmann::json{{"puzzle", testing::kPuzzle}});
  EXPECT_EQ(solved.status, 200) << solved.failure;
  tricklers.stop();
}

TEST(SlowSenders, OneThatTricklesIsCutOffWhenItsRequestTakesTooLong) {
  ServerProcess server = start_small_server();
  RawConnection trickler(server.port());
  ASSERT_TRUE(trickler.send("POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "));
  const auto started = std::chrono::steady_clock::now();
  // A byte every 200 ms: no read waits long, but the request never ends.
  std::jthread sender([&trickler](std::stop_token stop) {
    while (!stop.stop_requested() && trickler.send("a")) {
      std::this_thread::sleep_for(std::chrono::milliseconds(200));
    }
  });
  // The request may take 10 s to arrive; 25 s leaves room for a busy machine.
  const std::string answer = trickler.read_until_closed(std::chrono::seconds(25));
  const auto took = std::chrono::steady_clock::now() - started;
  sender.request_stop();
  sender.join();
  EXPECT_TRUE(trickler.closed()) << "still open after 25 s";
  EXPECT_GE(took, std::chrono::seconds(9));
  EXPECT_EQ(testing::status_of(answer), 400) << answer;
  EXPECT_EQ(get(server, "/api/health").status, 200);
}

TEST(SlowSenders, AsManyTricklersAsThePoolHoldOthersOffUntilTheyAreCutOff) {
  ServerProcess server = start_small_server();
  Tricklers tricklers(server.port(), kPool, std::chrono::milliseconds(200));
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  // Every connection thread reads a trickle: none is left to answer, for now.
  EXPECT_EQ(health_within(server, std::chrono::seconds(3)), 0);
  // They still trickle, but their requests have taken too long: cut off, the threads free.
  EXPECT_EQ(health_within(server, std::chrono::seconds(20)), 200);
  tricklers.stop();
}

}  // namespace
}  // namespace nonet
