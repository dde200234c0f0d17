#include "progress_line.hpp"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>

#include "common_options.hpp"

namespace nonet::cli {

ProgressLine::ProgressLine(const char* command, std::size_t total)
    : command_(command),
      total_(total),
      enabled_(::isatty(STDERR_FILENO) == 1 && ::isatty(STDOUT_FILENO) != 1 && !quiet()) {}

ProgressCallback ProgressLine::callback() {
  if (!enabled_) return {};
  return [this](const Progress& progress) { show(progress.done, false); };
}

void ProgressLine::show(std::size_t done, bool now) {
  if (!enabled_) return;
  done_ = std::max(done_, done);
  const auto at = SteadyClock::now();
  // Short runs stay silent; longer ones are redrawn at most five times a second.
  if (!now &&
      (at - started_ < std::chrono::seconds(1) || at - shown_ < std::chrono::milliseconds(200))) {
    return;
  }
  shown_ = at;
  shown_any_ = true;
  const double seconds = std::chrono::duration<double>(at - started_).count();
  if (total_ > 0) {
    std::fprintf(stderr, "\rnonet %s: %zu of %zu puzzles, %.1f s", command_, done_, total_,
                 seconds);
  } else {
    std::fprintf(stderr, "\rnonet %s: %zu puzzles, %.1f s", command_, done_, seconds);
  }
  std::fflush(stderr);
}

void ProgressLine::finish() {
  if (!shown_any_) return;
  show(done_, true);
  std::fputc('\n', stderr);
  shown_any_ = false;
  enabled_ = false;
}

}  // namespace nonet::cli
