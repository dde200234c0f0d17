#include "worker_threads.hpp"

#include <utility>

namespace nonet::server {

WorkerThreads::WorkerThreads(unsigned count) {
  threads_.reserve(count);
  for (unsigned i = 0; i < count; ++i) threads_.emplace_back([this] { work(); });
}

WorkerThreads::~WorkerThreads() {
  {
    const std::lock_guard lock(mutex_);
    closing_ = true;
  }
  ready_.notify_all();
  for (std::thread& thread : threads_) thread.join();
}

ApiReply WorkerThreads::run(std::function<ApiReply()> call) {
  std::packaged_task<ApiReply()> task(std::move(call));
  std::future<ApiReply> answer = task.get_future();
  {
    const std::lock_guard lock(mutex_);
    calls_.push_back(std::move(task));
  }
  ready_.notify_one();
  return answer.get();
}

void WorkerThreads::work() {
  for (;;) {
    std::packaged_task<ApiReply()> task;
    {
      std::unique_lock lock(mutex_);
      ready_.wait(lock, [this] { return closing_ || !calls_.empty(); });
      if (calls_.empty()) return;  // closing, and nothing left to make
      task = std::move(calls_.front());
      calls_.pop_front();
    }
    task();
  }
}

}  // namespace nonet::server
