// The ordered pipeline: a reader thread fills slots, workers process them in any order, the
// calling thread delivers them in order. A slot is reused once delivered, which bounds memory.
#include <condition_variable>
#include <mutex>
#include <thread>

#include "nonet/batch.hpp"

namespace nonet::detail {
namespace {

class OrderedRun {
 public:
  OrderedRun(const OrderedStages& stages, std::size_t slots, unsigned threads,
             const RunControl& control)
      : stages_(stages),
        slots_(std::max<std::size_t>(slots, 1)),
        threads_(std::max(threads, 1u)),
        control_(control),
        done_(slots_, 0) {}

  std::optional<ErrorCode> run() {
    {
      // Runs at once when the token has asked already.
      std::stop_callback on_stop(control_.stop, [this] { stop(ErrorCode::cancelled); });
      std::thread reader([this] { read(); });
      std::vector<std::thread> workers;
      workers.reserve(threads_);
      for (unsigned i = 0; i < threads_; ++i) workers.emplace_back([this] { work(); });
      deliver();
      {
        std::lock_guard lock(mutex_);
        finished_ = true;
        closing_ = true;
      }
      reader_stop_.request_stop();
      reader_ready_.notify_all();
      work_ready_.notify_all();
      reader.join();
      for (auto& worker : workers) worker.join();
    }
    if (failure_) std::rethrow_exception(failure_);
    return stop_reason_;
  }

 private:
  void stop(ErrorCode reason) {
    {
      std::lock_guard lock(mutex_);
      if (finished_) return;
      if (!stop_reason_) stop_reason_ = reason;
      closing_ = true;
    }
    reader_stop_.request_stop();
    reader_ready_.notify_all();
    work_ready_.notify_all();
    output_ready_.notify_all();
  }

  void fail(std::exception_ptr failure) {
    {
      std::lock_guard lock(mutex_);
      if (!failure_) failure_ = std::move(failure);
      closing_ = true;
    }
    reader_stop_.request_stop();
    reader_ready_.notify_all();
    work_ready_.notify_all();
    output_ready_.notify_all();
  }

  void read() {
    for (std::size_t seq = 0;; ++seq) {
      {
        std::unique_lock lock(mutex_);
        reader_ready_.wait(lock, [&] { return seq - delivered_ < slots_ || closing_; });
        if (closing_) return;
      }
      bool more = false;
      try {
        more = stages_.read(seq % slots_, reader_stop_.get_token());
      } catch (...) {
        fail(std::current_exception());
        return;
      }
      {
        std::lock_guard lock(mutex_);
        if (more) {
          ++read_;
        } else {
          input_ended_ = true;
        }
      }
      work_ready_.notify_one();
      if (!more) {
        work_ready_.notify_all();
        output_ready_.notify_all();
        return;
      }
    }
  }

  void work() {
    for (;;) {
      std::size_t seq = 0;
      {
        std::unique_lock lock(mutex_);
        work_ready_.wait(lock, [&] { return taken_ < read_ || input_ended_ || closing_; });
        if (closing_ || taken_ == read_) return;
        seq = taken_++;
      }
      try {
        stages_.process(seq % slots_);
      } catch (...) {
        fail(std::current_exception());
        return;
      }
      {
        std::lock_guard lock(mutex_);
        done_[seq % slots_] = 1;
      }
      output_ready_.notify_all();
    }
  }

  // On the calling thread: hands the slots over in order until the input ends or a stop.
  void deliver() {
    for (;;) {
      std::size_t slot = 0;
      {
        std::unique_lock lock(mutex_);
        const auto can_go_on = [&] {
          return closing_ || done_[delivered_ % slots_] != 0 ||
                 (input_ended_ && delivered_ == read_);
        };
        if (control_.deadline) {
          if (!output_ready_.wait_until(lock, *control_.deadline, can_go_on)) {
            lock.unlock();
            stop(ErrorCode::deadline_exceeded);
            return;
          }
        } else {
          output_ready_.wait(lock, can_go_on);
        }
        if (closing_ || done_[delivered_ % slots_] == 0) return;
        slot = delivered_ % slots_;
      }
      if (const auto reason = control_.stop_reason()) {
        stop(*reason);
        return;
      }
      bool go_on = false;
      try {
        go_on = stages_.deliver(slot);
      } catch (...) {
        fail(std::current_exception());
        return;
      }
      {
        std::lock_guard lock(mutex_);
        done_[slot] = 0;
        ++delivered_;
      }
      reader_ready_.notify_one();
      if (!go_on) {
        stop(ErrorCode::cancelled);
        return;
      }
    }
  }

  const OrderedStages& stages_;
  const std::size_t slots_;
  const unsigned threads_;
  const RunControl& control_;

  std::mutex mutex_;
  std::condition_variable reader_ready_, work_ready_, output_ready_;
  std::vector<char> done_;     // per slot: processed, not delivered yet
  std::size_t read_ = 0;       // chunks filled by the reader
  std::size_t taken_ = 0;      // chunks taken by a worker
  std::size_t delivered_ = 0;  // chunks handed to the sink
  bool input_ended_ = false;
  bool closing_ = false;   // every thread ends now
  bool finished_ = false;  // the run is over: a late stop request changes nothing
  std::optional<ErrorCode> stop_reason_;
  std::exception_ptr failure_;
  std::stop_source reader_stop_;
};

// One thread and no deadline: the stages run in turn on the calling thread. Nothing is gained
// from a reader and a worker thread then, and starting them and passing every chunk between
// three threads is a cost a short run notices. (A deadline needs the threads: the calling
// thread must wait for it while a chunk is read or worked on.)
std::optional<ErrorCode> run_inline(const OrderedStages& stages, const RunControl& control) {
  for (;;) {
    if (const auto reason = control.stop_reason()) return reason;
    const bool more = stages.read(0, control.stop);
    if (const auto reason = control.stop_reason()) return reason;
    if (!more) return std::nullopt;
    stages.process(0);
    if (const auto reason = control.stop_reason()) return reason;
    if (!stages.deliver(0)) return ErrorCode::cancelled;
  }
}

}  // namespace

std::optional<ErrorCode> run_ordered(const OrderedStages& stages, std::size_t slots,
                                     unsigned threads, const RunControl& control) {
  if (threads <= 1 && !control.deadline) return run_inline(stages, control);
  OrderedRun run(stages, slots, threads, control);
  return run.run();
}

}  // namespace nonet::detail
