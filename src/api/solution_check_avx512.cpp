// detail::solves_avx512(): the solution check in AVX-512 registers. Only solves() calls it, and
// only where the CPU and OS support AVX-512 (simd_dispatch.cpp). Compiled for the band engine's
// AVX-512 target (engine/isa_target.hpp), for this file's own functions alone, and reads the
// grid into the engine's digit-band words with the engine's helpers.
#include <cstdint>

#include "api/solution_check.hpp"
#include "engine/band/word_layout.hpp"
#include "engine/isa_target.hpp"
#include "nonet/grid.hpp"

#if defined(NONET_X86_TARGETS)
#include <immintrin.h>

NONET_TARGET_BEGIN(NONET_TARGET_AVX512)

#include "engine/band/value_words_avx512.hpp"

namespace nonet::detail {

// With every value in 1..9, the grid is a solution exactly when each digit takes, in each band
// (three rows), three cells in three rows and three boxes, and across the bands nine columns.
// The counts are taken for all 27 digit-band words at once, lane = word.
bool solves_avx512(const Grid& solution, const Grid& puzzle) {
  using band::all;
  const std::uint8_t* values = solution.values().data();
  const std::uint8_t* givens = puzzle.values().data();
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
    band::read_band_words(band::load_band_values(values, band), cells + 9 * band);
  }
  __m512i columns[2];
  for (unsigned half = 0; half < 2; ++half) {
    const __m512i w = _mm512_load_si512(cells + 16 * half);
    const __m512i c = band::columns_of(w);
    const __m512i rows = band::rows_held(w);
    const __m512i boxes = band::boxes_held(c);
    const __m512i three = all(3);
    const __mmask16 lanes = half == 0 ? 0xFFFF : 0x7FF;
    wrong |= (_mm512_mask_cmpneq_epi32_mask(lanes, _mm512_popcnt_epi32(w), three) |
              _mm512_mask_cmpneq_epi32_mask(lanes, _mm512_popcnt_epi32(rows), three) |
              _mm512_mask_cmpneq_epi32_mask(lanes, _mm512_popcnt_epi32(boxes), three)) != 0;
    columns[half] = c;
  }
  // Lane d: the columns of digit d in band 1 (word 9 + d) and band 2 (word 18 + d).
  const __m512i band1 = _mm512_setr_epi32(9, 10, 11, 12, 13, 14, 15, 16, 17, 0, 0, 0, 0, 0, 0, 0);
  const __m512i band2 = _mm512_setr_epi32(18, 19, 20, 21, 22, 23, 24, 25, 26, 0, 0, 0, 0, 0, 0, 0);
  const __m512i digit_columns = _mm512_or_si512(
      columns[0], _mm512_or_si512(_mm512_permutex2var_epi32(columns[0], band1, columns[1]),
                                  _mm512_permutex2var_epi32(columns[0], band2, columns[1])));
  wrong |= _mm512_mask_cmpneq_epi32_mask(0x1FF, digit_columns, all(band::kRowBits)) != 0;
  return !wrong;
}

}  // namespace nonet::detail

NONET_TARGET_END()

#else  // not x86-64: never selected

namespace nonet::detail {

bool solves_avx512(const Grid& solution, const Grid& puzzle) {
  return solves_portable(solution, puzzle);
}

}  // namespace nonet::detail

#endif
