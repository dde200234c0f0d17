// The word update, propagation's step on one digit-band word: pointing and claiming inside the
// band in one table lookup, and the rows it leaves with one cell settled (settle.hpp).
#pragma once

#include "engine/band/node.hpp"
#include "engine/band/settle.hpp"

namespace nonet::detail::band {
namespace {

// Keeps the word's cells that lie on some placement of the digit in the band (pointing and
// claiming inside the band, see BandTables::allowed_cells); false when the digit has no
// placement. The occupied triads go to the table as one index, computed without a lookup per
// row: fewer instructions, and no loads ahead of the table's.
#if NONET_BAND_VECTOR >= 3
inline bool keep_placeable(std::uint32_t old, std::uint32_t& cells) {
  // With pext, which takes bit 3k of each triad (row-major), the triad's three bits need only
  // be ORed into bit 3k by two shifts (the settled-row bits shift onto no triad's bit 3k).
  const std::uint32_t allowed =
      kTables.allowed_cells_by_row[_pext_u32(old | (old >> 1) | (old >> 2), kTriadLow)];
  if (allowed == 0) return false;
  cells = old & allowed;  // the table holds cells only: no mask needed
  return true;
}
#else
inline bool keep_placeable(std::uint32_t old, std::uint32_t& cells) {
  // Bit 9r + 3x + 2 marks triad (r, x), box-major: adding 3 to a triad's low two bits sets its
  // high bit when they are not zero, without a carry out of the triad. One multiplication then
  // interleaves the three rows' bits into bits 18 + 3x + r (the three shifted copies of the nine
  // bits land on distinct positions, so nothing carries).
  cells = old & kBandBits;
  constexpr std::uint32_t kTriadLow2 = kTriadLow * 3;
  const std::uint32_t occupied = (((cells & kTriadLow2) + kTriadLow2) | cells) & (kTriadLow << 2);
  const std::uint32_t triads = ((occupied * 0x10101u) >> 18) & kRowBits;
  const std::uint32_t allowed = kTables.allowed_cells[triads];
  if (allowed == 0) return false;
  cells &= allowed;
  return true;
}
#endif

// Propagates one digit-band word. False on contradiction.
inline bool update_word(Node& node, unsigned word, Pending& pending, SettleBatch& batch) {
  const std::uint32_t old = node.cells[word];
  std::uint32_t cells;
  if (!keep_placeable(old, cells)) return false;
  // Each row's lowest cell cleared in one subtraction: no row is empty here (a placement uses
  // one allowed triad per row), so no borrow crosses into the next row.
  const std::uint32_t rest = cells & (cells - kColumnSpread);
  // The rows left with one cell, as the settled-row bits (27 + r) are: a row's bit 8 after
  // adding 0xFF to its low eight bits says whether it is empty (no carry leaves the row), and
  // one multiplication moves bits 8, 17 and 26 to 27, 28 and 29 with no carries.
  const std::uint32_t occupied_rows = (((rest & kRowLow8) + kRowLow8) | rest) & kRowHigh;
  const std::uint32_t single_rows =
      ((kRowHigh & ~occupied_rows) * 0x80808u) & (7u << kSettledShift);
  settle_single_rows(node, word, old, cells, occupied_rows, single_rows, pending, batch);
  node.cells[word] = cells | single_rows;
  return true;
}

}  // namespace
}  // namespace nonet::detail::band
