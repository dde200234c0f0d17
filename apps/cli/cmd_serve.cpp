// nonet serve's options and run, in nonet-serve: the JSON API over HTTP (apps/server), until
// SIGINT or SIGTERM.
#include <fmt/core.h>
#include <signal.h>

#include <CLI/CLI.hpp>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <ctime>
#include <memory>
#include <stop_token>
#include <thread>

#include "commands.hpp"
#include "http_server.hpp"
#include "nonet/batch.hpp"
#include "nonet/generate.hpp"
#include "options.hpp"
#include "report.hpp"

namespace nonet::cli {
namespace {

struct ServeSettings {
  server::ServerSettings server;
  std::string timeout = "10";
};

sigset_t stop_signals() {
  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGINT);
  sigaddset(&signals, SIGTERM);
  return signals;
}

int run_serve(ServeSettings& settings) {
  const Parsed<double> timeout = parse_seconds(settings.timeout);
  if (!timeout.ok()) {
    fmt::print(stderr, "nonet serve: --timeout takes {}\n", timeout.error->message);
    return kExitUsage;
  }
  settings.server.timeout_seconds = *timeout.value;
  // A client that goes away mid-answer must not end the server.
  std::signal(SIGPIPE, SIG_IGN);
  // The stop signals are taken by one thread, by sigtimedwait(), and no other: blocked here,
  // before any thread starts, so every thread inherits the mask.
  const sigset_t signals = stop_signals();
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);
  std::stop_source stop;
  std::jthread signal_watcher([&stop, &signals](std::stop_token done) {
    const timespec wait{.tv_sec = 0, .tv_nsec = 100'000'000};
    while (!done.stop_requested()) {
      if (sigtimedwait(&signals, nullptr, &wait) > 0) {
        stop.request_stop();
        return;
      }
    }
  });
  const auto error = server::serve(settings.server, stop.get_token(), [&settings](int port) {
    fmt::print("listening on http://{}:{}/\n", settings.server.host, port);
    std::fflush(stdout);
  });
  if (error) {
    fmt::print(stderr, "nonet serve: {}\n", error->message);
    return kExitUsage;
  }
  return kExitOk;
}

}  // namespace

void define_serve_command(CLI::App& serve, Action& run) {
  auto settings = std::make_shared<ServeSettings>();
  settings->server.threads = default_threads();
  serve.description(kServeSummary);
  serve.add_option("--host", settings->server.host, "Address to listen on")->capture_default_str();
  serve.add_option("--port", settings->server.port, "Port; 0 lets the system choose")
      ->capture_default_str()
      ->check(whole_number(0, 65535));
  serve
      .add_option("-t,--threads", settings->server.threads,
                  "Requests computed at once (default: all cores)")
      ->check(whole_number(1, kMaxThreads));
  serve
      .add_option("--queue", settings->server.queue,
                  "Requests that may wait for a thread; more are answered 503 with Retry-After")
      ->capture_default_str()
      ->check(whole_number(0, 4096));
  serve
      .add_option("--max-body", settings->server.max_body,
                  "Largest request body in bytes; a larger one is answered 413")
      ->type_name("BYTES")
      ->capture_default_str()
      ->check(whole_number(1, std::uint64_t{1} << 30));
  serve
      .add_option("--timeout", settings->timeout,
                  "Seconds one request may take, waiting included; then its work is cancelled "
                  "and it is answered 503")
      ->type_name("SECONDS")
      ->capture_default_str();
  serve.callback([settings, &run] { run = [settings] { return run_serve(*settings); }; });
}

}  // namespace nonet::cli
