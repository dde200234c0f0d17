// The threads that make the library's calls: exactly --threads of them. The library keeps some
// scratch per thread (the rating's chain structures, a few MiB at their peak); made on the
// connection threads (threads + queue + spare of them), a server under load would keep that
// scratch once per connection thread, growing with --queue.
#pragma once

#include <condition_variable>
#include <deque>
#include <functional>
#include <future>
#include <mutex>
#include <thread>
#include <vector>

#include "api_reply.hpp"

namespace nonet::server {

class WorkerThreads {
 public:
  explicit WorkerThreads(unsigned count);
  /// Finishes the calls already given, then joins the threads.
  ~WorkerThreads();
  WorkerThreads(const WorkerThreads&) = delete;
  WorkerThreads& operator=(const WorkerThreads&) = delete;

  /// Makes `call` on a worker thread and returns its answer; the caller waits. An exception
  /// from `call` is thrown here.
  ApiReply run(std::function<ApiReply()> call);

 private:
  void work();

  std::mutex mutex_;
  std::condition_variable ready_;
  std::deque<std::packaged_task<ApiReply()>> calls_;
  bool closing_ = false;
  std::vector<std::thread> threads_;
};

}  // namespace nonet::server
