// A grid's values read into the band engine's 27 digit-band words (word_layout.hpp) with AVX-512,
// and the row, column and box tests on 16 such words at once (lane = word). Shared by the
// engine's AVX-512 variant (its init) and the AVX-512 solution check (api/solution_check*).
//
// Include only inside a region compiled for NONET_TARGET_AVX512 (engine/isa_target.hpp), after
// <immintrin.h>: the functions get that region's target, and their internal linkage keeps them
// from mixing with other units' code.
#pragma once

#include "engine/band/word_layout.hpp"

namespace nonet::detail::band {
namespace {

// Every lane x. A function, not a lambda, so that g++ gives it the unit's target.
inline __m512i all(std::uint32_t x) {
  return _mm512_set1_epi32(static_cast<int>(x));
}

// A band's 27 values (bytes 0-26 of the vector; 0 for no value) as its nine digit words, word
// d the cells whose value is d + 1: one byte comparison per digit. Per band, with the loop over
// the bands in the caller: with that loop in a helper too, clang 14 assembled the second band's
// vector byte by byte from scalar loads (the solution check took 242 instructions instead of
// 157).
inline void read_band_words(__m256i band_values, std::uint32_t* words) {
  for (unsigned digit = 0; digit < 9; ++digit) {
    words[digit] =
        _mm256_cmpeq_epi8_mask(band_values, _mm256_set1_epi8(static_cast<char>(digit + 1)));
  }
}

// A band's 27 values, loaded without reading past the grid.
inline __m256i load_band_values(const std::uint8_t* values, unsigned band) {
  return _mm256_maskz_loadu_epi8(kBandBits, values + 27 * band);
}

// Per lane, the word's columns (9 bits).
inline __m512i columns_of(__m512i words) {
  return _mm512_and_si512(_mm512_or_si512(_mm512_or_si512(words, _mm512_srli_epi32(words, 9)),
                                          _mm512_srli_epi32(words, 18)),
                          all(kRowBits));
}

// Per lane, bit 9r + 8 (kRowHigh) where row r of the word holds a cell.
inline __m512i rows_held(__m512i words) {
  return _mm512_and_si512(
      _mm512_or_si512(_mm512_add_epi32(_mm512_and_si512(words, all(kRowLow8)), all(kRowLow8)),
                      words),
      all(kRowHigh));
}

// Per lane of column masks (columns_of()), bit 3x + 2 (kStackHigh1) where box x holds a column.
inline __m512i boxes_held(__m512i columns) {
  return _mm512_and_si512(
      _mm512_or_si512(_mm512_add_epi32(_mm512_and_si512(columns, all(kStackLow2)), all(kStackLow2)),
                      columns),
      all(kStackHigh1));
}

}  // namespace
}  // namespace nonet::detail::band
