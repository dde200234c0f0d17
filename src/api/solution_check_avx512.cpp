// detail::solves_avx512(): the solution check in AVX-512 registers. Only solves() calls it, and
// only where the CPU and OS support AVX-512 (simd_dispatch.cpp). The target is set by pragma for
// this file's own function alone, as in the band engine's variants.
#include <cstdint>

#include "api/solution_check.hpp"
#include "nonet/grid.hpp"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>

#if defined(__clang__)
#pragma clang attribute push(                                                              \
    __attribute__((target("avx2,bmi,bmi2,lzcnt,popcnt,avx512f,avx512vl,avx512bw,avx512dq," \
                          "avx512vpopcntdq"))),                                            \
    apply_to = function)
#else
#pragma GCC push_options
#pragma GCC target("avx2,bmi,bmi2,lzcnt,popcnt,avx512f,avx512vl,avx512bw,avx512dq,avx512vpopcntdq")
#endif

namespace nonet::detail {

namespace {

// Every lane x. A function, not a lambda, so that g++ gives it this file's target.
__m512i all(std::uint32_t x) {
  return _mm512_set1_epi32(static_cast<int>(x));
}

}  // namespace

// With every value in 1..9, the grid is a solution exactly when each digit takes, in each band
// (three rows), three cells in three rows and three boxes, and across the bands nine columns.
// A digit's cells in a band are one byte comparison away (as the band engine reads its givens),
// and the counts are taken for all 27 digit-band masks at once, lane = mask.
bool solves_avx512(const Grid& solution, const Grid& puzzle) {
  const std::uint8_t* values = solution.values().data();
  const std::uint8_t* givens = puzzle.values().data();
  constexpr __mmask32 kBand = (1u << 27) - 1;
  constexpr __mmask32 kTail = (1u << (kCellCount - 64)) - 1;
  const __m512i one = _mm512_set1_epi8(1);
  const __m512i eight = _mm512_set1_epi8(8);
  const __m512i head = _mm512_loadu_si512(values);
  const __m512i head_givens = _mm512_loadu_si512(givens);
  const __m256i tail = _mm256_maskz_loadu_epi8(kTail, values + 64);
  const __m256i tail_givens = _mm256_maskz_loadu_epi8(kTail, givens + 64);
  // A value outside 1..9, or a given changed.
  bool wrong = (_mm512_cmpgt_epu8_mask(_mm512_sub_epi8(head, one), eight) |
                _mm512_mask_cmpneq_epi8_mask(_mm512_test_epi8_mask(head_givens, head_givens),
                                             head_givens, head)) != 0;
  wrong |= (_mm256_mask_cmpgt_epu8_mask(kTail, _mm256_sub_epi8(tail, _mm512_castsi512_si256(one)),
                                        _mm512_castsi512_si256(eight)) |
            _mm256_mask_cmpneq_epi8_mask(_mm256_test_epi8_mask(tail_givens, tail_givens),
                                         tail_givens, tail)) != 0;
  alignas(64) std::uint32_t cells[32] = {};
  for (unsigned band = 0; band < 3; ++band) {
    const __m256i v = _mm256_maskz_loadu_epi8(kBand, values + 27 * band);
    for (unsigned digit = 0; digit < 9; ++digit) {
      cells[9 * band + digit] =
          _mm256_cmpeq_epi8_mask(v, _mm256_set1_epi8(static_cast<char>(digit + 1)));
    }
  }
  constexpr std::uint32_t kRowBits = 0x1FF;
  constexpr std::uint32_t kRowLow8 = 0xFFu * 0x40201u;   // each row's low eight columns
  constexpr std::uint32_t kRowHigh = 0x100u * 0x40201u;  // each row's last column
  constexpr std::uint32_t kStackLow2 = 0xDB;             // each stack's first two columns
  constexpr std::uint32_t kStackHigh1 = 0x124;           // each stack's last column
  __m512i columns[2];
  for (unsigned half = 0; half < 2; ++half) {
    const __m512i w = _mm512_load_si512(cells + 16 * half);
    const __m512i c = _mm512_and_si512(
        _mm512_or_si512(_mm512_or_si512(w, _mm512_srli_epi32(w, 9)), _mm512_srli_epi32(w, 18)),
        all(kRowBits));
    // Bit 9r + 8: row r holds the digit; bit 3x + 2 of the columns: box x does.
    const __m512i rows = _mm512_and_si512(
        _mm512_or_si512(_mm512_add_epi32(_mm512_and_si512(w, all(kRowLow8)), all(kRowLow8)), w),
        all(kRowHigh));
    const __m512i boxes = _mm512_and_si512(
        _mm512_or_si512(_mm512_add_epi32(_mm512_and_si512(c, all(kStackLow2)), all(kStackLow2)), c),
        all(kStackHigh1));
    const __m512i three = all(3);
    const __mmask16 lanes = half == 0 ? 0xFFFF : 0x7FF;
    wrong |= (_mm512_mask_cmpneq_epi32_mask(lanes, _mm512_popcnt_epi32(w), three) |
              _mm512_mask_cmpneq_epi32_mask(lanes, _mm512_popcnt_epi32(rows), three) |
              _mm512_mask_cmpneq_epi32_mask(lanes, _mm512_popcnt_epi32(boxes), three)) != 0;
    columns[half] = c;
  }
  // Lane d: the columns of digit d in band 1 (mask 9 + d) and band 2 (mask 18 + d).
  const __m512i band1 = _mm512_setr_epi32(9, 10, 11, 12, 13, 14, 15, 16, 17, 0, 0, 0, 0, 0, 0, 0);
  const __m512i band2 = _mm512_setr_epi32(18, 19, 20, 21, 22, 23, 24, 25, 26, 0, 0, 0, 0, 0, 0, 0);
  const __m512i digit_columns = _mm512_or_si512(
      columns[0], _mm512_or_si512(_mm512_permutex2var_epi32(columns[0], band1, columns[1]),
                                  _mm512_permutex2var_epi32(columns[0], band2, columns[1])));
  wrong |= _mm512_mask_cmpneq_epi32_mask(0x1FF, digit_columns, all(kRowBits)) != 0;
  return !wrong;
}

}  // namespace nonet::detail

#if defined(__clang__)
#pragma clang attribute pop
#else
#pragma GCC pop_options
#endif

#else  // not x86-64: never selected

namespace nonet::detail {

bool solves_avx512(const Grid& solution, const Grid& puzzle) {
  return solves_portable(solution, puzzle);
}

}  // namespace nonet::detail

#endif
