// Many clients at once, work past --timeout, a full queue, and stopping by signal. Each case
// starts its own server where it needs other limits.
#include <gtest/gtest.h>
#include <signal.h>

#include <atomic>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "nonet/format.hpp"
#include "nonet/serialize.hpp"
#include "nonet/solve.hpp"
#include "server/api_calls.hpp"

namespace nonet {
namespace {

using nlohmann::json;
using testing::Answer;
using testing::data_puzzles;
using testing::get;
using testing::post;
using testing::ServerProcess;
using testing::shared_server;

constexpr std::string_view kEmpty =
    ".................................................................................";

// Polls the health endpoint until the server has this many requests computing and waiting (2 s
// at most).
void wait_for_load(const ServerProcess& server, int running, int waiting) {
  const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(2);
  while (std::chrono::steady_clock::now() < give_up) {
    const json health = get(server, "/api/health").json();
    if (health.is_object() && health["running"] == running && health["waiting"] == waiting) return;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
}

TEST(Concurrency, SixteenClientsTwentyRequestsEachAllAnsweredRight) {
  constexpr std::size_t kClients = 16;
  constexpr std::size_t kRequestsEach = 20;
  const std::vector<std::string> puzzles =
      data_puzzles("puzzles2_17_clue", kClients * kRequestsEach);
  ASSERT_EQ(puzzles.size(), kClients * kRequestsEach);
  std::vector<std::string> expected;
  for (const std::string& puzzle : puzzles) {
    expected.push_back(to_json(solve(parse_puzzle(puzzle).grid)));
  }
  std::atomic<std::size_t> right{0};
  std::vector<std::string> wrong(kClients);
  std::vector<std::thread> clients;
  for (std::size_t c = 0; c < kClients; ++c) {
    clients.emplace_back([&, c] {
      for (std::size_t r = 0; r < kRequestsEach; ++r) {
        const std::size_t i = c * kRequestsEach + r;
        const Answer answer = post(shared_server(), "/api/solve", json{{"puzzle", puzzles[i]}});
        if (answer.status == 200 && answer.body == expected[i]) {
          ++right;
        } else if (wrong[c].empty()) {
          wrong[c] = std::to_string(answer.status) + " " + answer.failure + " " + answer.body;
        }
      }
    });
  }
  for (std::thread& client : clients) client.join();
  EXPECT_EQ(right.load(), kClients * kRequestsEach);
  for (const std::string& first_wrong : wrong) EXPECT_EQ(first_wrong, "");
}

TEST(Timeout, WorkPastTheTimeoutIsCancelledAnd503) {
  ServerProcess server({"--threads", "2", "--timeout", "0.1"});
  // ER 11.8: its rating takes about a second on the project machine.
  const std::string hardest = data_puzzles("puzzles6_forum_hardest_1106", 11).at(10);
  const auto started = std::chrono::steady_clock::now();
  const Answer rate = post(server, "/api/rate", json{{"puzzle", hardest}});
  const auto took = std::chrono::steady_clock::now() - started;
  ASSERT_EQ(rate.status, 503) << rate.body;
  EXPECT_EQ(rate.json()["error"]["code"], "deadline_exceeded");
  EXPECT_LT(took, std::chrono::seconds(3));

  const Answer count =
      post(server, "/api/count", json{{"puzzle", kEmpty}, {"limit", 1'000'000'000}});
  ASSERT_EQ(count.status, 503) << count.body;
  EXPECT_EQ(count.json()["error"]["code"], "deadline_exceeded");

  const Answer generate =
      post(server, "/api/generate", json{{"count", 1000}, {"difficulty", "extreme"}});
  ASSERT_EQ(generate.status, 503) << generate.body;
  EXPECT_EQ(get(server, "/api/health").status, 200);
}

TEST(Timeout, TheCallersOwnTimeLimitAnswersWhatWasMade) {
  const Answer answer =
      post(shared_server(), "/api/generate",
           json{{"count", 1000}, {"seed", 1}, {"difficulty", "extreme"}, {"time_limit", "0.2"}});
  ASSERT_EQ(answer.status, 200) << answer.body;
  EXPECT_EQ(answer.json()["complete"], false);
  EXPECT_EQ(answer.json()["error"]["code"], "deadline_exceeded");
}

TEST(QueueFull, A503WithRetryAfterWhileTheOnlyThreadIsBusy) {
  ServerProcess server({"--threads", "1", "--queue", "0", "--timeout", "3"});
  Answer long_count;
  std::thread busy([&] {
    long_count = post(server, "/api/count", json{{"puzzle", kEmpty}, {"limit", 1'000'000'000}});
  });
  wait_for_load(server, 1, 0);  // the long count holds the one thread
  const Answer refused = post(server, "/api/solve", json{{"puzzle", kEmpty}});
  busy.join();
  ASSERT_EQ(refused.status, 503) << refused.body;
  EXPECT_EQ(refused.header("Retry-After"), "1");
  EXPECT_EQ(refused.json()["error"]["code"], "cancelled");
  EXPECT_EQ(long_count.status, 503);
  EXPECT_EQ(long_count.json()["error"]["code"], "deadline_exceeded");
  EXPECT_EQ(post(server, "/api/solve", json{{"puzzle", kEmpty}}).status, 200);
}

TEST(Stop, SigtermAndSigintEndTheServerWithExitZero) {
  for (const int signal_number : {SIGTERM, SIGINT}) {
    ServerProcess server({"--threads", "1"});
    ASSERT_EQ(get(server, "/api/health").status, 200);
    EXPECT_EQ(server.stop(signal_number), 0) << signal_number;
  }
}

TEST(Stop, SigtermCancelsTheWorkInFlightAndTheWaiting) {
  ServerProcess server({"--threads", "1", "--queue", "1", "--timeout", "60"});
  const json endless{{"puzzle", kEmpty}, {"limit", 1'000'000'000}};
  Answer computing;
  Answer waiting;
  std::thread first([&] { computing = post(server, "/api/count", endless); });
  wait_for_load(server, 1, 0);
  std::thread second([&] { waiting = post(server, "/api/count", endless); });
  wait_for_load(server, 1, 1);
  const auto started = std::chrono::steady_clock::now();
  EXPECT_EQ(server.stop(SIGTERM), 0);
  EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(5));
  first.join();
  second.join();
  EXPECT_EQ(computing.status, 503);
  EXPECT_EQ(computing.json()["error"]["code"], "cancelled");
  EXPECT_EQ(waiting.status, 503);
  EXPECT_EQ(waiting.json()["error"]["code"], "cancelled");
}

TEST(ServeOptions, ABadOptionIsAUsageError) {
  EXPECT_EQ(testing::run_nonet({"serve", "--timeout", "-1"}).exit_code, 2);
  EXPECT_EQ(testing::run_nonet({"serve", "--port", "70000"}).exit_code, 2);
  EXPECT_EQ(testing::run_nonet({"serve", "--host", "203.0.113.1", "--port", "0"}).exit_code, 2);
}

TEST(ServeOptions, APortInUseIsAUsageError) {
  const std::string taken = std::to_string(shared_server().port());
  const auto second = testing::run_nonet({"serve", "--port", taken});
  EXPECT_EQ(second.exit_code, 2);
  EXPECT_NE(second.err.find("cannot listen"), std::string::npos) << second.err;
}

}  // namespace
}  // namespace nonet
