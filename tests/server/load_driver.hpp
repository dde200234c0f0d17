// The load driver: many keep-alive clients on loopback sending a plan's requests to a server,
// bounded in requests and in time, every answer checked and every latency kept; the server's
// memory read from /proc. Shared by the bounded load test (load_rounds_test.cpp) and the load
// tool (bench/server_load.cpp).
#pragma once

#include <httplib.h>
#include <sys/types.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstddef>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace nonet::testing {

/// One request of a plan, and how to tell its answer right: the check returns an empty string
/// for a right answer, else what is wrong with it.
struct LoadRequest {
  std::string body;
  std::function<std::string(const std::string& answer_body)> check;
};

struct LoadPlan {
  std::string path;
  /// Sent in turn; from the first again once all were sent.
  std::vector<LoadRequest> requests;
  std::size_t clients = 64;
  /// No more requests than this are sent, and none after max_time (those in flight finish).
  std::size_t max_requests = 0;
  std::chrono::milliseconds max_time{60'000};
};

struct LoadReport {
  std::size_t sent = 0;
  std::size_t right = 0;
  /// Failed requests by kind: "no answer (httplib's error)", "status N", "wrong answer".
  std::map<std::string, std::size_t> failures;
  /// The first failure in full, to say what went wrong.
  std::string first_failure;
  double seconds = 0;
  /// Every request's latency, sorted.
  std::vector<double> latencies_ms;

  [[nodiscard]] std::size_t failed() const { return sent - right; }
  [[nodiscard]] double requests_per_second() const {
    return seconds > 0 ? static_cast<double>(sent) / seconds : 0;
  }
  /// The nearest-rank percentile (0 < p <= 100) of the latencies; 0 without any.
  [[nodiscard]] double percentile_ms(double p) const {
    if (latencies_ms.empty()) return 0;
    const double rank = std::ceil(p / 100.0 * static_cast<double>(latencies_ms.size()));
    const auto index = static_cast<std::size_t>(std::max(rank, 1.0)) - 1;
    return latencies_ms[std::min(index, latencies_ms.size() - 1)];
  }
};

namespace load_detail {

// What one client thread saw; each thread writes only its own, merged after the join.
struct ClientTally {
  std::size_t sent = 0;
  std::size_t right = 0;
  std::map<std::string, std::size_t> failures;
  std::string first_failure;
  std::vector<double> latencies_ms;

  void fail(const std::string& kind, const std::string& detail) {
    ++failures[kind];
    if (first_failure.empty()) first_failure = kind + ": " + detail;
  }
};

inline void run_client(const std::string& host, int port, const LoadPlan& plan,
                       std::atomic<std::size_t>& next_request,
                       std::chrono::steady_clock::time_point stop_at, ClientTally& tally) {
  httplib::Client client(host, port);
  client.set_keep_alive(true);
  // As curl and browsers do: a request's headers and body are written apart.
  client.set_tcp_nodelay(true);
  client.set_connection_timeout(std::chrono::seconds(5));
  // Waiting behind 63 others for two threads is slow, not a failure.
  client.set_read_timeout(std::chrono::seconds(120));
  client.set_write_timeout(std::chrono::seconds(30));
  while (std::chrono::steady_clock::now() < stop_at) {
    const std::size_t index = next_request.fetch_add(1);
    if (index >= plan.max_requests) break;
    const LoadRequest& request = plan.requests[index % plan.requests.size()];
    const auto started = std::chrono::steady_clock::now();
    const httplib::Result result = client.Post(plan.path, request.body, "application/json");
    const std::chrono::duration<double, std::milli> took =
        std::chrono::steady_clock::now() - started;
    ++tally.sent;
    tally.latencies_ms.push_back(took.count());
    if (!result) {
      tally.fail("no answer (" + httplib::to_string(result.error()) + ")", request.body);
    } else if (result->status != 200) {
      tally.fail("status " + std::to_string(result->status), result->body);
    } else if (const std::string wrong = request.check(result->body); !wrong.empty()) {
      tally.fail("wrong answer", wrong + " for " + request.body);
    } else {
      ++tally.right;
    }
  }
}

}  // namespace load_detail

/// Runs the plan against the server at host:port and says what it saw.
inline LoadReport run_load(const std::string& host, int port, const LoadPlan& plan) {
  LoadReport report;
  if (plan.requests.empty() || plan.clients == 0) return report;
  std::atomic<std::size_t> next_request{0};
  std::vector<load_detail::ClientTally> tallies(plan.clients);
  const auto started = std::chrono::steady_clock::now();
  const auto stop_at = started + plan.max_time;
  {
    std::vector<std::jthread> clients;
    for (load_detail::ClientTally& tally : tallies) {
      clients.emplace_back([&host, port, &plan, &next_request, stop_at, &tally] {
        load_detail::run_client(host, port, plan, next_request, stop_at, tally);
      });
    }
  }
  report.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  for (load_detail::ClientTally& tally : tallies) {
    report.sent += tally.sent;
    report.right += tally.right;
    for (const auto& [kind, count] : tally.failures) report.failures[kind] += count;
    if (report.first_failure.empty()) report.first_failure = tally.first_failure;
    report.latencies_ms.insert(report.latencies_ms.end(), tally.latencies_ms.begin(),
                               tally.latencies_ms.end());
  }
  std::sort(report.latencies_ms.begin(), report.latencies_ms.end());
  return report;
}

/// A process's resident memory now and at its peak, in KiB (-1: not known), from /proc.
struct ProcessMemory {
  long rss_kib = -1;
  long peak_kib = -1;
};

inline ProcessMemory read_process_memory(pid_t pid) {
  ProcessMemory memory;
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  for (std::string line; std::getline(status, line);) {
    std::istringstream fields(line);
    std::string name;
    long kib = -1;
    fields >> name >> kib;
    if (name == "VmRSS:") memory.rss_kib = kib;
    if (name == "VmHWM:") memory.peak_kib = kib;
  }
  return memory;
}

/// A line of a puzzle file: the puzzle and what follows it on the line (the ER in the rated
/// files), if anything.
struct CorpusLine {
  std::string puzzle;
  std::string note;
};

/// The first `count` puzzles of a file: one a line, '#' comments and blank lines skipped, CRLF
/// read as LF.
inline std::vector<CorpusLine> read_corpus(const std::string& path, std::size_t count) {
  std::ifstream in(path);
  std::vector<CorpusLine> lines;
  for (std::string line; lines.size() < count && std::getline(in, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    CorpusLine read;
    fields >> read.puzzle >> read.note;
    if (!read.puzzle.empty()) lines.push_back(std::move(read));
  }
  return lines;
}

}  // namespace nonet::testing
