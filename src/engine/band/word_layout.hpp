// The band engine's word: the cells of one band (three rows) where one digit may still go.
// Constants only, shared by every instruction-set variant of the engine and by the AVX-512
// solution check, which reads a grid into the same words.
//
//     bit 31..30  29..27         26 ........ 18   17 ........ 9    8 ......... 0
//         unused  settled rows   row 2 of band     row 1 of band    row 0 of band
//                 (the digit's   c8 ......... c0   c8 ......... c0  c8 ......... c0
//                 place is fixed)  |box 2|box 1|box 0| per row: three 3-bit triads
//
// Bit 9 * r + c is row r of the band (0..2), column c (0..8). A triad is the three cells where
// row r meets box x of the band.
#pragma once

#include <cstdint>

namespace nonet::detail::band {

inline constexpr std::uint32_t kBandBits = (1u << 27) - 1;
inline constexpr std::uint32_t kRowBits = (1u << 9) - 1;
inline constexpr std::uint32_t kSettledShift = 27;
// The words of a band (shift left by 9 * band), and of a digit (shift left by the digit), as
// bits of a 27-bit set of words (bit 9 * band + digit).
inline constexpr std::uint32_t kBandWords = 0x1FF;
inline constexpr std::uint32_t kDigitWords = 1u | (1u << 9) | (1u << 18);
// A 9-bit column mask times this is the mask of those columns' cells in a band.
inline constexpr std::uint32_t kColumnSpread = 1u | (1u << 9) | (1u << 18);
// Column masks (9 bits, three per stack): the first, the last, the first two and the last two
// columns of each stack.
inline constexpr std::uint32_t kStackLow1 = 0x49;
inline constexpr std::uint32_t kStackHigh1 = 0x124;
inline constexpr std::uint32_t kStackLow2 = 0xDB;
inline constexpr std::uint32_t kStackHigh2 = 0x1B6;
// Bit 3k of a word: the first cell of triad k (row k / 3, box k % 3). The same pattern, read as
// nine 3-column fields, is the first column of each stack in three bands side by side.
inline constexpr std::uint32_t kTriadLow = 0x1249249;
inline constexpr std::uint32_t kRowLow = 0x40201;  // the first cell of each row of a band
// Each row's low eight cells, and its last: adding kRowLow8 to a word's low eight cells of a row
// sets the row's bit 8 exactly when the row holds a cell (no carry leaves the row).
inline constexpr std::uint32_t kRowLow8 = 0xFFu * kColumnSpread;
inline constexpr std::uint32_t kRowHigh = 0x100u * kColumnSpread;

}  // namespace nonet::detail::band
