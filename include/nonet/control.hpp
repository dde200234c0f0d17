// Stopping and watching long calls (rate, explain, generate, count, batch): a stop token, a
// deadline and a progress callback, passed together as a RunControl.
//
//   std::stop_source stop;
//   nonet::RunControl control{.stop = stop.get_token(),
//                             .deadline = nonet::deadline_after(std::chrono::seconds(30))};
//   ... hand `control` to the call; stop.request_stop() from any thread ends it early.
//
// A call that stops early says so in its result (ErrorCode::cancelled or deadline_exceeded) and
// returns what it finished; it never throws for it. Calls check at points a fraction of a
// second apart, so a deadline holds to well within a second.
#pragma once

#include <chrono>
#include <cstddef>
#include <functional>
#include <optional>
#include <stop_token>

#include "nonet/error.hpp"

namespace nonet {

using SteadyClock = std::chrono::steady_clock;

/// How far a long call has come. `total` is 0 when it is not known in advance (a stream).
struct Progress {
  std::size_t done = 0;
  std::size_t total = 0;
};

/// Called now and then with the progress of a long call, from whichever thread did the work;
/// calls are never concurrent. Keep it quick: the work waits while it runs.
using ProgressCallback = std::function<void(const Progress&)>;

struct RunControl {
  /// Stop when this token's source asks (a default token never does).
  std::stop_token stop{};
  /// Stop once the steady clock passes this point.
  std::optional<SteadyClock::time_point> deadline{};
  /// Told of progress; may be empty.
  ProgressCallback progress{};

  /// Why the call should stop now, if it should: ErrorCode::cancelled or deadline_exceeded.
  /// Reads the clock only when there is a deadline.
  [[nodiscard]] std::optional<ErrorCode> stop_reason() const {
    if (stop.stop_requested()) return ErrorCode::cancelled;
    if (deadline && SteadyClock::now() >= *deadline) return ErrorCode::deadline_exceeded;
    return std::nullopt;
  }
  [[nodiscard]] bool should_stop() const { return stop_reason().has_value(); }
};

/// The time point `timeout` from now, for RunControl::deadline. A timeout too large for the
/// clock gives the latest time point it has (no overflow).
template <class Rep, class Period>
[[nodiscard]] SteadyClock::time_point deadline_after(std::chrono::duration<Rep, Period> timeout) {
  const auto now = SteadyClock::now();
  const auto left = SteadyClock::time_point::max() - now;
  const auto wanted = std::chrono::duration_cast<std::chrono::duration<double>>(timeout);
  if (wanted >= std::chrono::duration_cast<std::chrono::duration<double>>(left)) {
    return SteadyClock::time_point::max();
  }
  if (wanted.count() <= 0) return now;
  return now + std::chrono::duration_cast<SteadyClock::duration>(wanted);
}

}  // namespace nonet
