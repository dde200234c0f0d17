// The C API's nonet_control: a RunControl the caller owns and may cancel from another thread.
#pragma once

#include <mutex>
#include <optional>
#include <stop_token>
#include <string>
#include <string_view>

#include "nonet/control.hpp"
#include "nonet/error.hpp"
#include "nonet/nonet.h"

struct nonet_control {
  std::stop_source stop;
  // The deadline and callback may be set on one thread while another starts a call with them.
  mutable std::mutex mutex;
  std::optional<nonet::SteadyClock::time_point> deadline;
  nonet_progress_fn progress = nullptr;
  void* user = nullptr;
};

namespace nonet::capi {

/// The RunControl of `control` as it is now (NULL: one that never stops). The stop token follows
/// later cancels; the deadline and callback are copies.
[[nodiscard]] RunControl run_control(const nonet_control* control);

/// "the rating was cancelled", "the rating: the deadline passed".
[[nodiscard]] std::string stopped_message(ErrorCode reason, std::string_view what);
/// Fills `error` with the code of a stop and stopped_message(); returns the code.
int fail_stopped(nonet_error* error, ErrorCode reason, std::string_view what);

}  // namespace nonet::capi
