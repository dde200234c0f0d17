// The band engine compiled for CPUs with AVX-512 (F, VL, BW, DQ, VPOPCNTDQ) on top of x86-64-v3
// (AVX2, BMI1/2, LZCNT, POPCNT). Every CPU with AVX-512 has a fast BMI2 (pext, pdep), unlike the
// AMD CPUs before Zen 3 that the AVX2 variant also runs on. Only the dispatcher calls it, and
// only after checking that the CPU has those features and the OS saves the ZMM and mask
// registers (see simd_dispatch.cpp). The target is set by pragma for this file's own functions
// alone: the library's flags stay generic x86-64, and the headers included before the pragma
// keep their generic code.
#include <cstdint>

#include "engine/band_tables.hpp"
#include "engine/engine.hpp"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
// Declared before the target pragma like the other headers; the intrinsics are usable in the
// functions the pragma targets.
#include <immintrin.h>
#define NONET_BAND_VECTOR 3

#if defined(__clang__)
#pragma clang attribute push(                                                                      \
    __attribute__((                                                                                \
        target("avx2,bmi,bmi2,lzcnt,popcnt,avx512f,avx512vl,avx512bw,avx512dq,avx512vpopcntdq"))), \
    apply_to = function)
#else
#pragma GCC push_options
#pragma GCC target("avx2,bmi,bmi2,lzcnt,popcnt,avx512f,avx512vl,avx512bw,avx512dq,avx512vpopcntdq")
#endif

#include "engine/band_search_body.hpp"

namespace nonet::detail {

SearchOutcome band_search_avx512(const SearchRequest& request) {
  if (request.limit == 0) return {};
  return band::BandSearch(request).run();
}

}  // namespace nonet::detail

#if defined(__clang__)
#pragma clang attribute pop
#else
#pragma GCC pop_options
#endif

#else  // not x86-64: never selected (simd_dispatch.cpp reports the path unsupported)

namespace nonet::detail {

SearchOutcome band_search_avx512(const SearchRequest& request) {
  return band_search_scalar(request);
}

}  // namespace nonet::detail

#endif
