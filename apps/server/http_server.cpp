#include "http_server.hpp"

#include <httplib.h>
#include <sys/socket.h>

#include <array>
#include <chrono>
#include <cstdint>
#include <exception>
#include <string_view>
#include <thread>

#include "api_endpoints.hpp"
#include "json_request.hpp"
#include "nonet/version.hpp"
#include "request_deadline_server.hpp"
#include "web_assets.hpp"
#include "work_gate.hpp"
#include "worker_threads.hpp"

namespace nonet::server {
namespace {

// Where a call is made: on the connection thread that read it, or on a worker thread. Calls into
// the logical solver and the rating (hint, explain, rate, generate, which rates) leave scratch
// behind on their thread (worker_threads.hpp); searches do not, and a hand-over would cost them
// a quarter of their speed (docs/server.md, "Load").
enum class CallThread : std::uint8_t { connection, worker };

struct PostRoute {
  std::string_view path;
  Endpoint endpoint;
  CallThread thread;
};

constexpr std::array kPostRoutes{
    PostRoute{"/api/solve", &solve_endpoint, CallThread::connection},
    PostRoute{"/api/count", &count_endpoint, CallThread::connection},
    PostRoute{"/api/check", &check_endpoint, CallThread::connection},
    PostRoute{"/api/read", &read_endpoint, CallThread::connection},
    PostRoute{"/api/hint", &hint_endpoint, CallThread::worker},
    PostRoute{"/api/explain", &explain_endpoint, CallThread::worker},
    PostRoute{"/api/rate", &rate_endpoint, CallThread::worker},
    PostRoute{"/api/generate", &generate_endpoint, CallThread::worker},
};
constexpr std::array<std::string_view, 2> kGetPaths{"/api/techniques", "/api/health"};

// Pool threads beyond the workers and the waiting places: health checks and refusals are
// answered while every worker computes.
constexpr unsigned kSpareThreads = 4;
// Connections the kernel holds before they are accepted (the system caps it at somaxconn).
constexpr int kListenBacklog = 1024;
// The most a request may take to arrive whole, headers and body, from its first byte: a client
// that trickles it is cut off then (request_deadline_server.hpp). A megabyte body needs 100 kB/s.
constexpr std::chrono::seconds kRequestArrivalLimit{10};
// Seconds a client whose request met a full queue is asked to wait.
constexpr int kRetryAfterSeconds = 1;

void send(httplib::Response& res, const ApiReply& reply) {
  res.status = reply.status;
  res.set_content(reply.body, "application/json");
  if (reply.retry_after) res.set_header("Retry-After", std::to_string(*reply.retry_after));
}

Error http_error(std::string message) {
  return {.code = ErrorCode::bad_input, .message = std::move(message)};
}

// The methods a known path takes, for 405's Allow header; empty for a path the API lacks.
std::string allowed_methods(std::string_view path) {
  for (const PostRoute& route : kPostRoutes) {
    if (route.path == path) return "POST";
  }
  for (const std::string_view get_path : kGetPaths) {
    if (get_path == path) return "GET, HEAD";
  }
  if (find_web_asset(path) != nullptr) return "GET, HEAD";
  return {};
}

// Every request no route took: a known path asked with the wrong method, or no such path.
void answer_unrouted(const httplib::Request& req, httplib::Response& res) {
  const std::string allow = allowed_methods(req.path);
  if (allow.empty()) {
    send(res, error_reply(kHttpNotFound, http_error("no such endpoint; the API lives under "
                                                    "/api/ (see docs/server.md)")));
    return;
  }
  send(res, error_reply(kHttpMethodNotAllowed,
                        http_error("method " + req.method + " not allowed here; use " + allow)));
  res.set_header("Allow", allow);
}

// A GET or HEAD no API route took: one of the page's files, by exact path (a query string is not
// part of req.path), else as any other unrouted request.
void answer_get(const httplib::Request& req, httplib::Response& res) {
  const WebAsset* asset = find_web_asset(req.path);
  if (asset == nullptr) {
    answer_unrouted(req, res);
    return;
  }
  res.set_content(asset->body.data(), asset->body.size(), std::string(asset->content_type));
  res.set_header("Content-Security-Policy", std::string(kWebContentSecurityPolicy));
  res.set_header("X-Content-Type-Options", "nosniff");
  res.set_header("Cache-Control", "no-cache");
}

std::string too_large_message(const ServerSettings& settings) {
  return "the request body is larger than the server's --max-body of " +
         std::to_string(settings.max_body) + " bytes";
}

// httplib's own refusals (a malformed request, a body over the limit, a path too long) get a
// JSON body like every other answer.
httplib::Server::HandlerResponse fill_error_body(const ServerSettings& settings,
                                                 httplib::Response& res) {
  if (!res.body.empty()) return httplib::Server::HandlerResponse::Unhandled;
  std::string message = "the request could not be read as HTTP";
  if (res.status == kHttpPayloadTooLarge) {
    message = too_large_message(settings);
  } else if (res.status == kHttpNotFound) {
    message = "no such endpoint";
  } else if (res.status >= kHttpInternalError) {
    message = "the server failed to answer (HTTP " + std::to_string(res.status) + ")";
  } else if (res.status != kHttpBadRequest) {
    message = "refused (HTTP " + std::to_string(res.status) + ")";
  }
  send(res, error_reply(res.status, http_error(std::move(message))));
  return httplib::Server::HandlerResponse::Handled;
}

std::string health_json(const ServerSettings& settings, const WorkGate& gate) {
  const WorkGate::Load load = gate.load();
  const nlohmann::json health = {
      {"status", "ok"},          {"version", kVersion},     {"threads", settings.threads},
      {"queue", settings.queue}, {"running", load.running}, {"waiting", load.waiting}};
  return health.dump();
}

enum class BodyRead { whole, too_large, broken, multipart };

// The body, read by the route itself: cpp-httplib 0.11.4 holds a Content-Length to --max-body
// (answering 413 before the route runs) but reads a chunked body of any size into memory.
BodyRead read_body(const httplib::Request& req, const httplib::ContentReader& reader,
                   const httplib::Response& res, std::size_t max_body, std::string& body) {
  // cpp-httplib would hand a multipart body to form-part callbacks this server does not give.
  if (req.is_multipart_form_data()) return BodyRead::multipart;
  bool too_large = false;
  const bool read = reader([&](const char* data, std::size_t length) {
    too_large = length > max_body - body.size();
    if (!too_large) body.append(data, length);
    return !too_large;
  });
  if (too_large || res.status == kHttpPayloadTooLarge) return BodyRead::too_large;
  return read ? BodyRead::whole : BodyRead::broken;
}

ApiReply run_endpoint(const PostRoute& route, const std::string& request_body, WorkGate& gate,
                      WorkerThreads& workers, const ServerSettings& settings,
                      std::stop_token stop) {
  const JsonBody body = read_json_object(request_body);
  if (body.error) return bad_request(*body.error);
  const auto deadline = deadline_after(std::chrono::duration<double>(settings.timeout_seconds));
  const WorkPass pass(gate, deadline, stop);
  switch (pass.entry()) {
    case WorkGate::Entry::admitted:
      break;
    case WorkGate::Entry::queue_full: {
      ApiReply busy = error_reply(
          kHttpUnavailable,
          {.code = ErrorCode::cancelled,
           .message = "the server is busy: every thread computes and the queue is full"});
      busy.retry_after = kRetryAfterSeconds;
      return busy;
    }
    case WorkGate::Entry::timed_out:
      return stopped_reply(ErrorCode::deadline_exceeded);
    case WorkGate::Entry::stopped:
      return stopped_reply(ErrorCode::cancelled);
  }
  const RunControl control{.stop = stop, .deadline = deadline, .progress = {}};
  const auto call = [&]() -> ApiReply {
    try {
      return route.endpoint(body.value, control);
    } catch (const std::exception& error) {
      return error_reply(
          kHttpInternalError,
          {.code = ErrorCode::internal, .message = std::string("internal error: ") + error.what()});
    }
  };
  return route.thread == CallThread::worker ? workers.run(call) : call();
}

void add_routes(httplib::Server& http, const ServerSettings& settings, WorkGate& gate,
                WorkerThreads& workers, std::stop_token stop) {
  for (const PostRoute& route : kPostRoutes) {
    http.Post(std::string(route.path), [&settings, &gate, &workers, stop, &route](
                                           const httplib::Request& req, httplib::Response& res,
                                           const httplib::ContentReader& reader) {
      std::string body;
      switch (read_body(req, reader, res, settings.max_body, body)) {
        case BodyRead::whole:
          send(res, run_endpoint(route, body, gate, workers, settings, stop));
          return;
        case BodyRead::too_large:
          send(res, error_reply(kHttpPayloadTooLarge, http_error(too_large_message(settings))));
          break;
        case BodyRead::broken:
          send(res, error_reply(kHttpBadRequest, http_error("the request body could not be read "
                                                            "(cut short, or bad chunks)")));
          break;
        case BodyRead::multipart:
          send(res, error_reply(kHttpBadRequest,
                                http_error("a multipart body is not read: send the JSON object "
                                           "itself, as Content-Type: application/json")));
          break;
      }
      // The rest of a refused body is not read. cpp-httplib 0.11.4 reads on for a next request
      // all the same (and refuses what it finds), but the client is told not to send one.
      res.set_header("Connection", "close");
    });
  }
  http.Get("/api/techniques", [](const httplib::Request&, httplib::Response& res) {
    send(res, techniques_endpoint());
  });
  http.Get("/api/health", [&settings, &gate](const httplib::Request&, httplib::Response& res) {
    send(res, ok_reply(health_json(settings, gate)));
  });
  // Last, so that they only take what the routes above did not.
  const std::string anything = ".*";
  http.Get(anything, answer_get);
  http.Post(anything, answer_unrouted);
  http.Put(anything, answer_unrouted);
  http.Patch(anything, answer_unrouted);
  http.Delete(anything, answer_unrouted);
  http.Options(anything, answer_unrouted);
}

// Binds and listens; returns the port, or -1 when the host and port cannot be bound.
int bind_listening_socket(httplib::Server& http, const ServerSettings& settings) {
  // httplib's default options set SO_REUSEPORT, which would let a second server take a port in
  // use; plain SO_REUSEADDR only allows a restart while old connections linger.
  int listening_socket = -1;
  http.set_socket_options([&listening_socket](socket_t socket) {
    const int yes = 1;
    setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
    listening_socket = socket;
  });
  const int port = settings.port == 0 ? http.bind_to_any_port(settings.host)
                   : http.bind_to_port(settings.host, settings.port) ? settings.port
                                                                     : -1;
  if (port < 0) return -1;
  // cpp-httplib listens with a backlog of 5 (fixed when Debian built it): 16 clients connecting
  // at once overflow it and connections are lost. Linux takes a new backlog from a second
  // listen() on a listening socket.
  ::listen(listening_socket, kListenBacklog);
  return port;
}

}  // namespace

std::optional<Error> serve(const ServerSettings& settings, std::stop_token stop,
                           const std::function<void(int port)>& on_listening) {
  WorkGate gate(settings.threads, settings.queue);
  // Before the server, so that it is destroyed after it: connection threads wait on workers.
  WorkerThreads workers(settings.threads);
  RequestDeadlineServer http(kRequestArrivalLimit);
  const std::size_t pool = std::size_t{settings.threads} + settings.queue + kSpareThreads;
  http.new_task_queue = [pool] { return new httplib::ThreadPool(pool); };
  http.set_payload_max_length(settings.max_body);
  // cpp-httplib writes an answer's headers and body apart: with Nagle's algorithm the body
  // waited for the client's delayed ACK of the headers, 40 ms a request on a kept-alive
  // connection (every one after the first).
  http.set_tcp_nodelay(true);
  http.set_read_timeout(5, 0);
  http.set_write_timeout(5, 0);
  http.set_error_handler(httplib::Server::HandlerWithResponse(
      [&settings](const httplib::Request&, httplib::Response& res) {
        return fill_error_body(settings, res);
      }));
  add_routes(http, settings, gate, workers, stop);

  const int port = bind_listening_socket(http, settings);
  if (port < 0) {
    return Error{.code = ErrorCode::io_error,
                 .message = "cannot listen on " + settings.host + " port " +
                            std::to_string(settings.port) +
                            " (in use, or not an address of this machine)"};
  }
  // httplib's stop() only works once its accept loop runs, so a stop that comes earlier is
  // passed on when it does.
  std::jthread stopper([&http, stop](std::stop_token done) {
    while (!done.stop_requested()) {
      if (stop.stop_requested() && http.is_running()) {
        http.stop();
        return;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
  });
  on_listening(port);
  http.listen_after_bind();
  return std::nullopt;
}

}  // namespace nonet::server
