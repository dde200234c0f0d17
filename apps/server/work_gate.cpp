#include "work_gate.hpp"

namespace nonet::server {

WorkGate::Entry WorkGate::enter(SteadyClock::time_point deadline, std::stop_token stop) {
  std::unique_lock lock(mutex_);
  // Waiting requests go first: a newcomer does not overtake them.
  if (load_.running < workers_ && load_.waiting == 0) {
    ++load_.running;
    return Entry::admitted;
  }
  if (load_.waiting >= queue_) return Entry::queue_full;
  ++load_.waiting;
  const bool turn =
      turn_.wait_until(lock, stop, deadline, [this] { return load_.running < workers_; });
  --load_.waiting;
  if (!turn) return stop.stop_requested() ? Entry::stopped : Entry::timed_out;
  ++load_.running;
  return Entry::admitted;
}

void WorkGate::leave() {
  {
    const std::lock_guard lock(mutex_);
    --load_.running;
  }
  turn_.notify_one();
}

WorkGate::Load WorkGate::load() const {
  const std::lock_guard lock(mutex_);
  return load_;
}

}  // namespace nonet::server
