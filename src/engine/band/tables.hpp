// Lookup tables of the band engine, indexed by parts of its words (word_layout.hpp).
//
// The band splits into nine triads, the three cells where row r meets box x of the band; triad
// (r, x) is bit 3 * r + x of a 9-bit triad mask.
//
// All tables are data computed at compile time, so that each instruction-set variant of the
// engine can share them.
#pragma once

#include <array>
#include <cstdint>

#include "engine/band/word_layout.hpp"

namespace nonet::detail::band {

struct BandTables {
  // Which of the three boxes a 9-bit row of candidates touches.
  std::array<std::uint8_t, 512> row_boxes{};
  // For a triad mask T: the cells of the triads that lie on some placement of the digit in the
  // band that uses only triads of T. The digit takes one triad per row and per box, i.e. a
  // permutation of the three boxes over the three rows; a triad on no such permutation is empty
  // (pointing and claiming inside the band in one step). 0 means the digit cannot be placed in
  // the band. Cells rather than triads, so that the word update needs no second lookup.
  // Indexed box-major (triad (r, x) is bit 3 * x + r, not 3 * r + x): that order is what a few
  // shifts of the word's cells give (see placeable_cells()).
  std::array<std::uint32_t, 512> allowed_cells{};
  // The same indexed row-major (triad (r, x) is bit 3 * r + x), which one pext of the triads'
  // occupancy gives (the AVX-512 variant, whose CPUs all have a fast pext).
  std::array<std::uint32_t, 512> allowed_cells_by_row{};
  // The other cells of a cell's row and box in its band.
  std::array<std::uint32_t, 27> band_peers{};
  // For a 3-bit mask of a band's rows: their cells.
  std::array<std::uint32_t, 8> row_cells{};
  // The three cells of a column in a band.
  std::array<std::uint32_t, 9> column_cells{};
  // The same, for the column of each cell of a band.
  std::array<std::uint32_t, 27> position_column{};
  // For a triad mask T: bit i set if permutation i (kPermutations below) uses only triads of T.
  std::array<std::uint8_t, 512> permutations{};
  // The cells of the triads of permutation i.
  std::array<std::uint32_t, 6> permutation_cells{};
  // Permutation i read vertically (rows -> bands, boxes -> columns of a stack): bit 3 * b + c if
  // band b takes column c of the stack.
  std::array<std::uint32_t, 6> permutation_triads{};

  constexpr BandTables() {
    for (std::uint32_t row = 0; row < 512; ++row) {
      std::uint8_t boxes = 0;
      for (std::uint32_t x = 0; x < 3; ++x) {
        if ((row >> (3 * x)) & 7u) boxes = static_cast<std::uint8_t>(boxes | (1u << x));
      }
      row_boxes[row] = boxes;
    }
    constexpr std::array<std::array<std::uint32_t, 3>, 6> kPermutations{
        {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}};
    for (std::uint32_t triads = 0; triads < 512; ++triads) {
      std::uint32_t allowed = 0;
      for (const auto& box_of_row : kPermutations) {
        std::uint32_t used = 0;
        for (std::uint32_t r = 0; r < 3; ++r) used |= 1u << (3 * r + box_of_row[r]);
        if ((used & triads) == used) allowed |= used;
      }
      std::uint32_t cells = 0;
      for (std::uint32_t t = 0; t < 9; ++t) {
        if ((allowed >> t) & 1u) cells |= 7u << (9 * (t / 3) + 3 * (t % 3));
      }
      std::uint32_t box_major = 0;
      for (std::uint32_t t = 0; t < 9; ++t)
        box_major |= ((triads >> t) & 1u) << (3 * (t % 3) + t / 3);
      allowed_cells[box_major] = cells;
      allowed_cells_by_row[triads] = cells;
      std::uint8_t perms = 0;
      for (std::uint32_t i = 0; i < 6; ++i) {
        std::uint32_t used = 0;
        for (std::uint32_t r = 0; r < 3; ++r) used |= 1u << (3 * r + kPermutations[i][r]);
        if ((used & triads) == used) perms = static_cast<std::uint8_t>(perms | (1u << i));
      }
      permutations[triads] = perms;
    }
    for (std::uint32_t i = 0; i < 6; ++i) {
      std::uint32_t used = 0;
      std::uint32_t cells = 0;
      for (std::uint32_t r = 0; r < 3; ++r) {
        used |= 1u << (3 * r + kPermutations[i][r]);
        cells |= 7u << (9 * r + 3 * kPermutations[i][r]);
      }
      permutation_triads[i] = used;
      permutation_cells[i] = cells;
    }
    for (std::uint32_t p = 0; p < 27; ++p) {
      const std::uint32_t r = p / 9;
      const std::uint32_t x = p % 9 / 3;
      std::uint32_t box = 0;
      for (std::uint32_t rr = 0; rr < 3; ++rr) box |= 7u << (9 * rr + 3 * x);
      band_peers[p] = ((kRowBits << (9 * r)) | box) & ~(1u << p);
    }
    for (std::uint32_t rows = 0; rows < 8; ++rows) {
      for (std::uint32_t r = 0; r < 3; ++r) {
        if ((rows >> r) & 1u) row_cells[rows] |= kRowBits << (9 * r);
      }
    }
    for (std::uint32_t c = 0; c < 9; ++c)
      column_cells[c] = (1u << c) | (1u << (c + 9)) | (1u << (c + 18));
    for (std::uint32_t p = 0; p < 27; ++p) position_column[p] = column_cells[p % 9];
  }
};

inline constexpr BandTables kTables{};

}  // namespace nonet::detail::band
