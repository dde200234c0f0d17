// Progress of a long run on stderr: "nonet rate: 1200 puzzles, 3.4 s".
#pragma once

#include <cstddef>

#include "nonet/control.hpp"

namespace nonet::cli {

/// A progress line, rewritten in place ("\r") at most five times a second once the run has
/// taken a second, on stderr. Shown only when stderr is a terminal, standard output is not (so
/// that it never cuts into the results on the screen) and --quiet was not given.
class ProgressLine {
 public:
  /// `total` 0: the run's size is not known (a stream).
  ProgressLine(const char* command, std::size_t total);
  ~ProgressLine() { finish(); }
  ProgressLine(const ProgressLine&) = delete;
  ProgressLine& operator=(const ProgressLine&) = delete;

  /// Whether this run shows progress.
  [[nodiscard]] bool enabled() const { return enabled_; }
  /// For RunControl::progress: shows `done` now and then.
  [[nodiscard]] ProgressCallback callback();
  void show(std::size_t done, bool now);
  /// Shows the last count and ends the line, once, if anything was shown.
  void finish();

 private:
  const char* command_;
  std::size_t total_;
  bool enabled_;
  bool shown_any_ = false;
  std::size_t done_ = 0;
  SteadyClock::time_point started_ = SteadyClock::now();
  SteadyClock::time_point shown_ = started_;
};

}  // namespace nonet::cli
