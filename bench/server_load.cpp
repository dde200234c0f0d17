// nonet_server_load: the load run of `nonet serve`. Starts the built server on a free loopback
// port (or talks to one already running on 127.0.0.1), sends /api/solve and /api/rate requests
// over the shared corpora from many keep-alive clients at once, in a warm-up round and then
// rounds bounded in requests and time, checks every answer, and prints requests/s, latency
// percentiles, failures by kind, and the server's VmRSS and VmHWM after each round.
// Exit status 1 when any request failed. The figures of docs/server.md ("Load") come from it.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "server/load_plans.hpp"
#include "server/server_process.hpp"

namespace {

using nonet::testing::LoadPlan;
using nonet::testing::LoadReport;
using nonet::testing::ProcessMemory;

struct Options {
  std::string endpoint = "both";
  std::size_t clients = 64;
  std::size_t warm_up = 256;
  std::size_t requests = 2000;
  double seconds = 60;
  int rounds = 3;
  std::string solve_corpus = std::string(NONET_DATA_DIR) + "/puzzles2_17_clue";
  std::size_t solve_puzzles = 5000;
  std::string rate_corpus = std::string(NONET_DATA_DIR) + "/ser-rated-sample.txt";
  std::size_t rate_puzzles = 1000;
  std::string threads = "2";
  std::string queue = "64";
  std::string timeout = "60";
  int port = 0;
  int pid = 0;
};

// The server of one endpoint's rounds: started here, or the one at --port.
struct Target {
  std::unique_ptr<nonet::testing::ServerProcess> started;
  int port = 0;
  int pid = 0;
};

Target start_target(const Options& options) {
  if (options.port != 0) return {.started = nullptr, .port = options.port, .pid = options.pid};
  auto server = std::make_unique<nonet::testing::ServerProcess>(std::vector<std::string>{
      "--threads", options.threads, "--queue", options.queue, "--timeout", options.timeout});
  const int port = server->port();
  const int pid = server->pid();
  return {.started = std::move(server), .port = port, .pid = pid};
}

void print_round(const std::string& name, const LoadReport& report,
                 const std::optional<ProcessMemory>& memory) {
  std::printf("%-8s %-8s %7zu %7zu %9.1f %8.1f %8.1f %8.1f %8.1f", "", name.c_str(), report.sent,
              report.failed(), report.requests_per_second(), report.percentile_ms(50),
              report.percentile_ms(90), report.percentile_ms(99), report.percentile_ms(100));
  if (memory) std::printf(" %9ld %9ld", memory->rss_kib, memory->peak_kib);
  std::printf("\n");
  for (const auto& [kind, count] : report.failures)
    std::printf("    %zu × %s\n", count, kind.c_str());
  if (!report.first_failure.empty()) {
    std::printf("    first: %.300s\n", report.first_failure.c_str());
  }
}

// The warm-up and the rounds of one endpoint; false when a request failed.
bool run_endpoint(const std::string& endpoint, LoadPlan plan, const Options& options) {
  if (plan.requests.empty()) {
    std::fprintf(stderr, "no puzzles for /api/%s: check the corpus path\n", endpoint.c_str());
    return false;
  }
  const Target target = start_target(options);
  const auto memory = [&]() -> std::optional<ProcessMemory> {
    if (target.pid == 0) return std::nullopt;
    return nonet::testing::read_process_memory(target.pid);
  };
  plan.path = "/api/" + endpoint;
  plan.clients = options.clients;
  plan.max_time = std::chrono::milliseconds(static_cast<long>(options.seconds * 1000));
  std::printf("%s: %zu clients, %zu distinct requests, rounds of %zu requests or %.0f s\n",
              plan.path.c_str(), plan.clients, plan.requests.size(), options.requests,
              options.seconds);
  std::printf("%-8s %-8s %7s %7s %9s %8s %8s %8s %8s %9s %9s\n", "", "round", "sent", "failed",
              "req/s", "p50 ms", "p90 ms", "p99 ms", "max ms", "RSS KiB", "HWM KiB");
  bool all_right = true;
  plan.max_requests = options.warm_up;
  const LoadReport warm_up = nonet::testing::run_load("127.0.0.1", target.port, plan);
  print_round("warm-up", warm_up, memory());
  all_right = all_right && warm_up.failed() == 0;
  plan.max_requests = options.requests;
  for (int round = 1; round <= options.rounds; ++round) {
    const LoadReport report = nonet::testing::run_load("127.0.0.1", target.port, plan);
    print_round(std::to_string(round), report, memory());
    all_right = all_right && report.failed() == 0;
  }
  return all_right;
}

}  // namespace

int main(int argc, char** argv) {
  Options options;
  CLI::App app{"Load run of nonet serve on loopback: many clients on /api/solve and /api/rate"};
  app.add_option("--endpoint", options.endpoint, "solve, rate or both")
      ->check(CLI::IsMember({"solve", "rate", "both"}))
      ->capture_default_str();
  app.add_option("--clients", options.clients, "clients at once, one connection each")
      ->check(CLI::Range(1, 1024))
      ->capture_default_str();
  app.add_option("--warm-up", options.warm_up, "requests of the warm-up round")
      ->capture_default_str();
  app.add_option("--requests", options.requests, "requests a round, at most")
      ->capture_default_str();
  app.add_option("--seconds", options.seconds, "seconds a round, at most (in flight finish)")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  app.add_option("--rounds", options.rounds, "rounds after the warm-up")
      ->check(CLI::Range(1, 100))
      ->capture_default_str();
  app.add_option("--solve-corpus", options.solve_corpus, "puzzles for /api/solve")
      ->capture_default_str();
  app.add_option("--solve-puzzles", options.solve_puzzles, "how many of them")
      ->capture_default_str();
  app.add_option("--rate-corpus", options.rate_corpus, "'puzzle ER' lines for /api/rate")
      ->capture_default_str();
  app.add_option("--rate-puzzles", options.rate_puzzles, "how many of them")->capture_default_str();
  app.add_option("--threads", options.threads, "the started server's --threads")
      ->capture_default_str();
  app.add_option("--queue", options.queue, "the started server's --queue")->capture_default_str();
  app.add_option("--timeout", options.timeout, "the started server's --timeout")
      ->capture_default_str();
  app.add_option("--port", options.port,
                 "talk to the server already listening on 127.0.0.1:PORT instead")
      ->check(CLI::Range(1, 65535));
  app.add_option("--pid", options.pid, "that server's process id, to read its memory");
  CLI11_PARSE(app, argc, argv);

  bool all_right = true;
  if (options.endpoint != "rate") {
    LoadPlan plan;
    plan.requests = nonet::testing::solve_requests(
        nonet::testing::read_corpus(options.solve_corpus, options.solve_puzzles));
    all_right = run_endpoint("solve", std::move(plan), options) && all_right;
  }
  if (options.endpoint != "solve") {
    LoadPlan plan;
    plan.requests = nonet::testing::rate_requests(
        nonet::testing::read_corpus(options.rate_corpus, options.rate_puzzles));
    all_right = run_endpoint("rate", std::move(plan), options) && all_right;
  }
  return all_right ? 0 : 1;
}
