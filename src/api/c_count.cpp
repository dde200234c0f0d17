// nonet_count_json(): the count under a nonet_control.
#include "api/c_control.hpp"
#include "api/c_support.hpp"
#include "nonet/serialize.hpp"
#include "nonet/solve.hpp"

extern "C" {

char* nonet_count_json(const char* puzzle, unsigned long long limit, const nonet_control* control,
                       nonet_error* error) {
  using namespace nonet::capi;
  return guarded_json(error, [&]() -> std::optional<std::string> {
    const auto grid = read_puzzle(puzzle, error);
    if (!grid) return std::nullopt;
    const auto capped = static_cast<std::size_t>(limit);
    const nonet::CountResult counted = nonet::count_solutions(*grid, capped, run_control(control));
    if (counted.stop_reason) {
      fail_stopped(error, *counted.stop_reason,
                   "the count (" + std::to_string(counted.count) + " solutions so far)");
      return std::nullopt;
    }
    return nonet::count_to_json(counted.count, capped);
  });
}

}  // extern "C"
