// The C calls that make, cancel and set a nonet_control, and its RunControl for the long calls.
#include "api/c_control.hpp"

#include <chrono>

#include "api/c_support.hpp"
#include "nonet/generate.hpp"

namespace nonet::capi {

RunControl run_control(const nonet_control* control) {
  RunControl run;
  if (control == nullptr) return run;
  run.stop = control->stop.get_token();
  const std::lock_guard lock(control->mutex);
  run.deadline = control->deadline;
  if (control->progress != nullptr) {
    run.progress = [progress = control->progress, user = control->user](const Progress& now) {
      progress(user, now.done, now.total);
    };
  }
  return run;
}

std::string stopped_message(ErrorCode reason, std::string_view what) {
  return std::string(what) +
         (reason == ErrorCode::cancelled ? " was cancelled" : ": the deadline passed");
}

int fail_stopped(nonet_error* error, ErrorCode reason, std::string_view what) {
  return fail(error, code_of(reason), stopped_message(reason, what));
}

}  // namespace nonet::capi

extern "C" {

nonet_control* nonet_control_new(void) {
  // std::stop_source allocates its shared state, so even the constructor can run out of memory.
  try {
    return new nonet_control;
  } catch (...) {
    return nullptr;
  }
}

void nonet_control_free(nonet_control* control) {
  delete control;
}

void nonet_control_cancel(nonet_control* control) {
  if (control != nullptr) control->stop.request_stop();
}

int nonet_control_cancelled(const nonet_control* control) {
  return control != nullptr && control->stop.stop_requested() ? 1 : 0;
}

int nonet_control_set_deadline(nonet_control* control, double seconds) {
  if (control == nullptr) return NONET_E_INVALID_ARGUMENT;
  // NaN fails every comparison, so it is refused with the negative numbers and infinities.
  if (!(seconds >= 0.0 && seconds <= nonet::most_deadline_seconds())) {
    return NONET_E_INVALID_ARGUMENT;
  }
  const auto deadline = nonet::deadline_after(std::chrono::duration<double>(seconds));
  const std::lock_guard lock(control->mutex);
  control->deadline = deadline;
  return NONET_OK;
}

int nonet_control_set_progress(nonet_control* control, nonet_progress_fn progress, void* user) {
  if (control == nullptr) return NONET_E_INVALID_ARGUMENT;
  const std::lock_guard lock(control->mutex);
  control->progress = progress;
  control->user = user;
  return NONET_OK;
}

}  // extern "C"
