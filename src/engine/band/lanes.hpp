// Vector lanes for the band engine's variants that have them: 32-bit lanes, one word (or one
// digit) per lane. The vector steps are written once over these lane types. Member functions
// rather than lambdas, so that g++ gives them the unit's target too.
//
// DigitLanes is the widest of them in this variant: the steps that run per digit (or per word
// of a band) take digits 0-7 in blocks of DigitLanes::kCount, and the ninth by itself. The
// AVX-512 variant's steps on all 27 words (two vectors of 16 lanes) use value_words_avx512.hpp.
#pragma once

#include "engine/band/node.hpp"
#if NONET_BAND_VECTOR >= 3
#include "engine/band/value_words_avx512.hpp"
#endif

namespace nonet::detail::band {
namespace {

#if NONET_BAND_VECTOR >= 1
struct Lanes4 {
  using Vector = __m128i;
  static constexpr unsigned kCount = 4;
  static Vector load(const std::uint32_t* p) {
    return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
  }
  static void store(std::uint32_t* p, Vector v) {
    _mm_storeu_si128(reinterpret_cast<__m128i*>(p), v);
  }
  static Vector all(std::uint32_t x) { return _mm_set1_epi32(static_cast<int>(x)); }
  static Vector both(Vector a, Vector b) { return _mm_and_si128(a, b); }
  static Vector either(Vector a, Vector b) { return _mm_or_si128(a, b); }
  static Vector but_not(Vector a, Vector b) { return _mm_andnot_si128(b, a); }  // a & ~b
  static Vector minus_one(Vector a) { return _mm_add_epi32(a, _mm_set1_epi32(-1)); }
  static Vector minus(Vector a, Vector b) { return _mm_sub_epi32(a, b); }
  static Vector equal(Vector a, Vector b) { return _mm_cmpeq_epi32(a, b); }
  static Vector shift_right(Vector a, unsigned n) {
    return _mm_srl_epi32(a, _mm_cvtsi32_si128(static_cast<int>(n)));
  }
  static Vector shift_left(Vector a, unsigned n) {
    return _mm_sll_epi32(a, _mm_cvtsi32_si128(static_cast<int>(n)));
  }
  // Bit i: lane i is all ones (a comparison result).
  static std::uint32_t lanes_set(Vector v) {
    return static_cast<std::uint32_t>(_mm_movemask_ps(_mm_castsi128_ps(v)));
  }
};
#endif

#if NONET_BAND_VECTOR >= 2
struct Lanes8 {
  using Vector = __m256i;
  static constexpr unsigned kCount = 8;
  static Vector load(const std::uint32_t* p) {
    return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p));
  }
  static void store(std::uint32_t* p, Vector v) {
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(p), v);
  }
  static Vector all(std::uint32_t x) { return _mm256_set1_epi32(static_cast<int>(x)); }
  static Vector both(Vector a, Vector b) { return _mm256_and_si256(a, b); }
  static Vector either(Vector a, Vector b) { return _mm256_or_si256(a, b); }
  static Vector but_not(Vector a, Vector b) { return _mm256_andnot_si256(b, a); }
  static Vector minus_one(Vector a) { return _mm256_add_epi32(a, _mm256_set1_epi32(-1)); }
  static Vector minus(Vector a, Vector b) { return _mm256_sub_epi32(a, b); }
  static Vector equal(Vector a, Vector b) { return _mm256_cmpeq_epi32(a, b); }
  static Vector shift_right(Vector a, unsigned n) {
    return _mm256_srl_epi32(a, _mm_cvtsi32_si128(static_cast<int>(n)));
  }
  static Vector shift_left(Vector a, unsigned n) {
    return _mm256_sll_epi32(a, _mm_cvtsi32_si128(static_cast<int>(n)));
  }
  static std::uint32_t lanes_set(Vector v) {
    return static_cast<std::uint32_t>(_mm256_movemask_ps(_mm256_castsi256_ps(v)));
  }
};
using DigitLanes = Lanes8;
#elif NONET_BAND_VECTOR == 1
using DigitLanes = Lanes4;
#endif

}  // namespace
}  // namespace nonet::detail::band
