#include "batch/parallel_prefix.hpp"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace nonet::detail {

PrefixRun run_prefix(std::size_t count, const BatchOptions& options, std::size_t chunk_cap,
                     const std::function<void(std::size_t begin, std::size_t end)>& body) {
  // One item needs no thread count (which costs a system call when it is the default).
  const unsigned threads =
      count <= 1 ? 1u : static_cast<unsigned>(std::min<std::size_t>(batch_threads(options), count));
  // Chunks small enough that the threads finish together on a short array of hard puzzles,
  // large enough that claiming one costs nothing per puzzle.
  const std::size_t chunk =
      options.chunk_size != 0
          ? options.chunk_size
          : std::clamp<std::size_t>(count / (32 * std::size_t{threads}), 1, chunk_cap);
  std::atomic<std::size_t> next{0};
  std::atomic<std::size_t> finished{0};
  std::atomic<bool> halt{false};
  std::mutex mutex;  // guards stop_reason, failure and the progress calls
  std::optional<ErrorCode> stop_reason;
  std::exception_ptr failure;

  const auto work = [&] {
    while (!halt.load(std::memory_order_relaxed)) {
      if (const auto reason = options.control.stop_reason()) {
        std::lock_guard lock(mutex);
        if (!stop_reason) stop_reason = reason;
        halt = true;
        return;
      }
      const std::size_t begin = next.fetch_add(chunk);
      if (begin >= count) return;
      const std::size_t end = std::min(count, begin + chunk);
      try {
        body(begin, end);
      } catch (...) {
        std::lock_guard lock(mutex);
        if (!failure) failure = std::current_exception();
        halt = true;
        return;
      }
      const std::size_t now = finished.fetch_add(end - begin) + (end - begin);
      if (options.control.progress) {
        std::unique_lock lock(mutex, std::try_to_lock);  // never wait to report progress
        if (lock.owns_lock()) options.control.progress(Progress{now, count});
      }
    }
  };
  std::vector<std::thread> helpers;
  helpers.reserve(threads - 1);
  for (unsigned i = 1; i < threads; ++i) helpers.emplace_back(work);
  work();
  for (auto& helper : helpers) helper.join();
  if (failure) std::rethrow_exception(failure);
  // Every chunk claimed was finished, so the work done is the claimed prefix.
  PrefixRun run;
  run.done = std::min(next.load(), count);
  if (run.done < count) run.stop_reason = stop_reason;
  if (options.control.progress) options.control.progress(Progress{run.done, count});
  return run;
}

}  // namespace nonet::detail
