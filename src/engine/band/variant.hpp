// The one instantiation point of the band engine. Each band_search_<isa>.cpp sets
// NONET_BAND_VECTOR and includes this file, which compiles the engine's body (search.hpp and the
// headers it includes) for that instruction set and defines the variant's entry point:
//
//   NONET_BAND_VECTOR  entry                 target
//   0                  band_search_scalar    the library's generic flags
//   1                  band_search_sse42     NONET_TARGET_SSE42 (x86-64-v2)
//   2                  band_search_avx2      NONET_TARGET_AVX2 (x86-64-v3)
//   3                  band_search_avx512    NONET_TARGET_AVX512
//
// Everything the body needs from outside is included here, before the target region, so that
// no standard or nonet function is compiled for the variant's target (and then merged by the
// linker with the generic copy). The body has internal linkage throughout, so the four copies
// never mix. Within the body, each difference between the variants is one helper defined once
// per variant (an #if around whole functions), never lines inside an algorithm.
#pragma once

#include <array>
#include <cstdint>

#include "engine/band/tables.hpp"
#include "engine/band/word_layout.hpp"
#include "engine/engine.hpp"
#include "engine/isa_target.hpp"
#include "nonet/cell_set.hpp"
#include "nonet/grid.hpp"

#if NONET_BAND_VECTOR == 0
#define NONET_BAND_ENTRY band_search_scalar
#elif NONET_BAND_VECTOR == 1
#define NONET_BAND_ENTRY band_search_sse42
#define NONET_BAND_TARGET NONET_TARGET_SSE42
#elif NONET_BAND_VECTOR == 2
#define NONET_BAND_ENTRY band_search_avx2
#define NONET_BAND_TARGET NONET_TARGET_AVX2
#elif NONET_BAND_VECTOR == 3
#define NONET_BAND_ENTRY band_search_avx512
#define NONET_BAND_TARGET NONET_TARGET_AVX512
#else
#error "NONET_BAND_VECTOR must be 0, 1, 2 or 3"
#endif

#if NONET_BAND_VECTOR == 0 || defined(NONET_X86_TARGETS)

#if NONET_BAND_VECTOR > 0
#include <immintrin.h>
NONET_TARGET_BEGIN(NONET_BAND_TARGET)
#endif

#include "engine/band/search.hpp"

namespace nonet::detail {

SearchOutcome NONET_BAND_ENTRY(const SearchRequest& request) {
  if (request.limit == 0) return {};
  return band::BandSearch(request).run();
}

}  // namespace nonet::detail

#if NONET_BAND_VECTOR > 0
NONET_TARGET_END()
#endif

#else  // not x86-64: never selected (simd_dispatch.cpp reports the path unsupported)

namespace nonet::detail {

SearchOutcome NONET_BAND_ENTRY(const SearchRequest& request) {
  return band_search_scalar(request);
}

}  // namespace nonet::detail

#endif
