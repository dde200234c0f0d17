// CPU feature detection for the band engine's variants, and the dispatching search of
// Engine::fast. The features are read once (a function-local static); every later call is a
// load and an indirect call.
#include "engine/simd_dispatch.hpp"

#include "engine/engine.hpp"
#include "engine/isa_target.hpp"

namespace nonet::detail {
namespace {

struct CpuPaths {
  bool sse42 = false;
  bool avx2 = false;
  bool avx512 = false;

  CpuPaths() {
#if defined(NONET_X86_TARGETS)
    __builtin_cpu_init();
    sse42 = __builtin_cpu_supports("sse4.2") && __builtin_cpu_supports("popcnt");
    // __builtin_cpu_supports("avx2") also requires the OS to save the YMM registers.
    avx2 = sse42 && __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi") &&
           __builtin_cpu_supports("bmi2");
    // The AVX-512 features also require the OS to save the mask and ZMM registers (XCR0).
    avx512 = avx2 && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl") &&
             __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512dq") &&
             __builtin_cpu_supports("avx512vpopcntdq");
#endif
  }
};

const CpuPaths& cpu_paths() {
  static const CpuPaths paths;
  return paths;
}

SearchFunction band_search_for(SimdPath path) {
  switch (path) {
    case SimdPath::avx512:
      return &band_search_avx512;
    case SimdPath::avx2:
      return &band_search_avx2;
    case SimdPath::sse42:
      return &band_search_sse42;
    case SimdPath::scalar:
      break;
  }
  return &band_search_scalar;
}

}  // namespace

bool simd_path_supported(SimdPath path) {
  switch (path) {
    case SimdPath::avx512:
      return cpu_paths().avx512;
    case SimdPath::avx2:
      return cpu_paths().avx2;
    case SimdPath::sse42:
      return cpu_paths().sse42;
    case SimdPath::scalar:
      break;
  }
  return true;
}

SimdPath best_simd_path() {
  if (simd_path_supported(SimdPath::avx512)) return SimdPath::avx512;
  if (simd_path_supported(SimdPath::avx2)) return SimdPath::avx2;
  if (simd_path_supported(SimdPath::sse42)) return SimdPath::sse42;
  return SimdPath::scalar;
}

std::string_view simd_path_name(SimdPath path) {
  switch (path) {
    case SimdPath::avx512:
      return "avx512";
    case SimdPath::avx2:
      return "avx2";
    case SimdPath::sse42:
      return "sse4.2";
    case SimdPath::scalar:
      break;
  }
  return "scalar";
}

SearchOutcome band_search(const SearchRequest& request) {
  static const SearchFunction best = band_search_for(best_simd_path());
  return best(request);
}

}  // namespace nonet::detail
