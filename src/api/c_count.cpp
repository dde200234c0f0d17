// Counting solutions under a nonet_control, and nonet_count_json().
#include "api/c_count.hpp"

#include "api/c_control.hpp"
#include "api/c_support.hpp"
#include "nonet/serialize.hpp"
#include "nonet/solve.hpp"

namespace nonet::capi {

StoppableCount count_solutions(const Grid& puzzle, std::size_t limit, const RunControl& control) {
  StoppableCount result;
  // Without anything to watch, the library's count is the faster one: it checks no solution.
  if (!control.stop.stop_possible() && !control.deadline && !control.progress) {
    result.count = nonet::count_solutions(puzzle, limit);
    return result;
  }
  if ((result.stop_reason = control.stop_reason())) return result;
  // A report every so many solutions keeps the callback from costing more than the search.
  constexpr std::size_t kReportEvery = 1024;
  nonet::enumerate_solutions(puzzle, limit, [&](const Grid&) {
    ++result.count;
    if (control.progress && result.count % kReportEvery == 0) {
      control.progress(Progress{result.count, limit});
    }
    if (result.count < limit) result.stop_reason = control.stop_reason();
    return !result.stop_reason;
  });
  if (control.progress) control.progress(Progress{result.count, limit});
  return result;
}

}  // namespace nonet::capi

extern "C" {

char* nonet_count_json(const char* puzzle, unsigned long long limit, const nonet_control* control,
                       nonet_error* error) {
  using namespace nonet::capi;
  return guarded_json(error, [&]() -> std::optional<std::string> {
    const auto grid = read_puzzle(puzzle, error);
    if (!grid) return std::nullopt;
    const auto capped = static_cast<std::size_t>(limit);
    const StoppableCount counted = count_solutions(*grid, capped, run_control(control));
    if (counted.stop_reason) {
      fail_stopped(error, *counted.stop_reason,
                   "the count (" + std::to_string(counted.count) + " solutions so far)");
      return std::nullopt;
    }
    return nonet::count_to_json(counted.count, capped);
  });
}

}  // extern "C"
