// The grid of a solved node, where each cell is in exactly one digit's word.
#pragma once

#include "engine/band/node.hpp"

namespace nonet::detail::band {
namespace {

#if NONET_BAND_VECTOR >= 3
// Each digit's cells as byte masks (cells 0-63, and 49-80 for the tail, overlapping), one masked
// move of the digit's value each: no bytes assembled in memory band by band. The two stores
// cover every cell, so `values` needs no zeroing (which g++ does by aligned 64-byte stores that
// ASan's fake stack frames do not align for).
inline Grid grid_of(const Node& node) {
  std::array<std::uint8_t, kCellCount> values;
  __m512i head = _mm512_setzero_si512();
  __m256i tail = _mm256_setzero_si256();
  for (unsigned digit = 0; digit < 9; ++digit) {
    const std::uint64_t band0 = node.cells[digit] & kBandBits;
    const std::uint64_t band1 = node.cells[9 + digit] & kBandBits;
    const std::uint64_t band2 = node.cells[18 + digit] & kBandBits;
    const auto value = static_cast<char>(digit + 1);
    head =
        _mm512_mask_mov_epi8(head, band0 | (band1 << 27) | (band2 << 54), _mm512_set1_epi8(value));
    tail = _mm256_mask_mov_epi8(tail, static_cast<__mmask32>((band1 >> 22) | (band2 << 5)),
                                _mm256_set1_epi8(value));
  }
  _mm512_storeu_si512(values.data(), head);
  _mm256_storeu_si256(reinterpret_cast<__m256i*>(values.data() + 49), tail);
  return Grid::from_values(values);
}

#elif NONET_BAND_VECTOR == 2
// Byte i (i < 27): the value (1-9) of cell i of a solved band, from its words; bytes 27-31 hold
// nothing useful.
inline __m256i band_digit_values(const std::uint32_t* words) {
  // Byte i of the result looks at bit i of a mask: byte i / 8 of it, then bit i % 8 of that.
  // The mask is broadcast to every 32-bit lane, so each 128-bit half has its four bytes.
  const __m256i byte_of_bit = _mm256_setr_epi8(0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2,
                                               2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3);
  const __m256i bit_in_byte = _mm256_set1_epi64x(static_cast<long long>(0x8040201008040201ull));
  const std::uint32_t index_bits[4] = {words[1] | words[3] | words[5] | words[7],
                                       words[2] | words[3] | words[6] | words[7],
                                       words[4] | words[5] | words[6] | words[7], words[8]};
  __m256i values = _mm256_set1_epi8(1);
  for (unsigned k = 0; k < 4; ++k) {
    const __m256i bytes =
        _mm256_shuffle_epi8(_mm256_set1_epi32(static_cast<int>(index_bits[k])), byte_of_bit);
    const __m256i set = _mm256_cmpeq_epi8(_mm256_and_si256(bytes, bit_in_byte), bit_in_byte);
    values =
        _mm256_add_epi8(values, _mm256_and_si256(set, _mm256_set1_epi8(static_cast<char>(1 << k))));
  }
  return values;
}

// A band's 27 cells as bytes of one vector: 32 instructions instead of 270. The stores overlap
// (each band's last five bytes are the next band's first five, written after them), so they go
// to a buffer with room for the last band's tail.
inline Grid grid_of(const Node& node) {
  std::array<std::uint8_t, kCellCount> values{};
  std::uint8_t bytes[3 * 27 + 5];
  for (unsigned band = 0; band < 3; ++band) {
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(bytes + 27 * band),
                        band_digit_values(&node.cells[9 * band]));
  }
  for (unsigned cell = 0; cell < kCellCount; ++cell) values[cell] = bytes[cell];
  return Grid::from_values(values);
}

#else
// A cell's digit is read from four masks that hold bit k of each cell's digit index, in a loop
// of fixed length: a loop over each word's cells ends after a data-dependent count and
// mispredicted about once a word.
inline Grid grid_of(const Node& node) {
  std::array<std::uint8_t, kCellCount> values{};
  for (unsigned band = 0; band < 3; ++band) {
    const std::uint32_t* words = &node.cells[9 * band];
    const std::uint32_t index_bit0 = words[1] | words[3] | words[5] | words[7];
    const std::uint32_t index_bit1 = words[2] | words[3] | words[6] | words[7];
    const std::uint32_t index_bit2 = words[4] | words[5] | words[6] | words[7];
    const std::uint32_t index_bit3 = words[8];
    for (unsigned position = 0; position < 27; ++position) {
      const unsigned index =
          ((index_bit0 >> position) & 1u) | (((index_bit1 >> position) & 1u) << 1) |
          (((index_bit2 >> position) & 1u) << 2) | (((index_bit3 >> position) & 1u) << 3);
      values[27 * band + position] = static_cast<std::uint8_t>(index + 1);
    }
  }
  return Grid::from_values(values);
}
#endif

}  // namespace
}  // namespace nonet::detail::band
