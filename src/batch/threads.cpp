// How many threads and chunks a batch uses.
#include <algorithm>
#include <thread>

#include "nonet/batch.hpp"

#ifdef __linux__
#include <sched.h>
#endif

namespace nonet {

unsigned default_threads() {
#ifdef __linux__
  cpu_set_t cpus;
  if (sched_getaffinity(0, sizeof cpus, &cpus) == 0) {
    return static_cast<unsigned>(std::max(1, CPU_COUNT(&cpus)));
  }
#endif
  return std::max(1u, std::thread::hardware_concurrency());
}

namespace detail {

unsigned batch_threads(const BatchOptions& options) {
  const unsigned wanted = options.threads == 0 ? default_threads() : options.threads;
  return std::clamp(wanted, 1u, kMaxThreads);
}

std::size_t stream_chunk_size(const BatchOptions& options) {
  // Large enough that handing a chunk over costs little per puzzle, small enough that the
  // first answers come soon.
  constexpr std::size_t kDefault = 256;
  return options.chunk_size == 0 ? kDefault : options.chunk_size;
}

std::size_t chunks_in_flight(const BatchOptions& options, unsigned threads) {
  // Enough that no worker waits for the sink while one slow chunk holds up the order; past 15
  // threads fewer a thread, so that memory stays bounded when the output is read slowly.
  if (options.max_chunks_in_flight != 0) return options.max_chunks_in_flight;
  const auto n = static_cast<std::size_t>(threads);
  return std::min(4 * n + 2, std::max<std::size_t>(n + 2, 64));
}

Error internal_error(const PuzzleRecord& record, const std::exception* what) {
  // The library's own failures say "internal error: ..."; others (bad_alloc) name themselves.
  return Error{ErrorCode::internal, what != nullptr ? what->what() : "unknown exception",
               record.line, 0, std::nullopt};
}

}  // namespace detail
}  // namespace nonet
