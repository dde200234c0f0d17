// How many requests may compute at once and how many may wait for a turn: the server's bound on
// its own load. A request past both limits is refused at once rather than queued without end.
#pragma once

#include <condition_variable>
#include <mutex>
#include <stop_token>
#include <utility>

#include "nonet/control.hpp"

namespace nonet::server {

class WorkGate {
 public:
  enum class Entry { admitted, queue_full, timed_out, stopped };

  struct Load {
    unsigned running = 0;
    unsigned waiting = 0;
  };

  WorkGate(unsigned workers, unsigned queue) : workers_(workers), queue_(queue) {}

  /// Takes a worker's place, waiting for one until `deadline` (or until `stop` asks) when all
  /// are busy and the queue has room. Every `admitted` must be matched by one leave().
  [[nodiscard]] Entry enter(SteadyClock::time_point deadline, std::stop_token stop);
  void leave();
  [[nodiscard]] Load load() const;

 private:
  const unsigned workers_;
  const unsigned queue_;
  mutable std::mutex mutex_;
  std::condition_variable_any turn_;
  Load load_;
};

/// A worker's place, given back when it goes out of scope.
class WorkPass {
 public:
  WorkPass(WorkGate& gate, SteadyClock::time_point deadline, std::stop_token stop)
      : gate_(gate), entry_(gate.enter(deadline, std::move(stop))) {}
  WorkPass(const WorkPass&) = delete;
  WorkPass& operator=(const WorkPass&) = delete;
  ~WorkPass() {
    if (entry_ == WorkGate::Entry::admitted) gate_.leave();
  }
  [[nodiscard]] WorkGate::Entry entry() const { return entry_; }

 private:
  WorkGate& gate_;
  WorkGate::Entry entry_;
};

}  // namespace nonet::server
