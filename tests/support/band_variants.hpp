// The band engine's instruction-set variants as search functions, for tests that force each one
// (those the CPU cannot run are skipped with simd_path_supported()).
#pragma once

#include "engine/engine.hpp"
#include "engine/simd_dispatch.hpp"

namespace nonet::test {

struct BandVariant {
  detail::SimdPath path;
  detail::SearchOutcome (*search)(const detail::SearchRequest&);
};

inline constexpr BandVariant kBandVariants[] = {
    {detail::SimdPath::scalar, detail::band_search_scalar},
    {detail::SimdPath::sse42, detail::band_search_sse42},
    {detail::SimdPath::avx2, detail::band_search_avx2},
    {detail::SimdPath::avx512, detail::band_search_avx512},
};

}  // namespace nonet::test
