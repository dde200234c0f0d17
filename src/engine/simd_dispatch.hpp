// Which instruction-set variant of the band engine this CPU runs, found once at run time.
#pragma once

#include <string_view>

namespace nonet::detail {

// Ordered: each path needs the features of the ones before it.
enum class SimdPath { scalar, sse42, avx2, avx512 };

[[nodiscard]] bool simd_path_supported(SimdPath path);
/// The best path this CPU supports; what Engine::fast runs.
[[nodiscard]] SimdPath best_simd_path();
/// "scalar", "sse4.2", "avx2", "avx512".
[[nodiscard]] std::string_view simd_path_name(SimdPath path);

}  // namespace nonet::detail
