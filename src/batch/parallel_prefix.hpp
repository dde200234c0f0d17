// Work over an array on several threads, chunks claimed in order, so that whatever stops the
// run, the work done is a prefix of the array.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>

#include "nonet/batch.hpp"

namespace nonet::detail {

struct PrefixRun {
  std::size_t done = 0;  // items [0, done) were processed
  std::optional<ErrorCode> stop_reason;
};

/// Calls body(begin, end) for chunks of [0, count) on batch_threads(options) threads, the
/// calling thread one of them; checks the control before each chunk and reports progress after
/// one. `chunk_cap` bounds the chosen chunk size when options.chunk_size is 0. Rethrows the first
/// exception of a body once the threads have stopped.
PrefixRun run_prefix(std::size_t count, const BatchOptions& options, std::size_t chunk_cap,
                     const std::function<void(std::size_t begin, std::size_t end)>& body);

}  // namespace nonet::detail
