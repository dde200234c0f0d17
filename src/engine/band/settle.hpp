// Settling: a digit's place in a row is fixed, so its cell leaves the band's other digits and its
// column leaves the digit's two other bands. The variants differ in how the word update hands
// its single rows over (settle_single_rows()): AVX-512 notes them for the batch that drain()
// settles (settle_others()); the others settle them at once (settle_rows()), SSE4.2 and AVX2
// all the rows together in vector lanes, the scalar variant cell by cell.
#pragma once

#include "engine/band/lanes.hpp"
#include "engine/band/node.hpp"

namespace nonet::detail::band {
namespace {

// settle()'s last step: the columns (9 bits) leave the digit's two other bands, and the words
// are queued. Only after the band's words are stored: a narrow store to a word that a vector
// load of them reads would stall that load until the store completes. The caller stores the
// digit's own word afterwards, so it is left out of `dirty`.
inline void clear_columns(Node& node, unsigned digit, unsigned band, std::uint32_t columns,
                          std::uint32_t lost_words, std::uint32_t wake_words, Pending& pending) {
  const unsigned word = 9 * band + digit;
  node.settled_columns[digit] |= columns;
  const std::uint32_t column_cells = columns * kColumnSpread;
  // The two other bands' words of the digit, without a loop: which band is skipped is as good
  // as random, and a test per band mispredicts.
  const unsigned next = band == 2 ? digit : word + 9;
  const unsigned after = band == 0 ? word + 18 : word - 9;
  const std::uint32_t next_cells = node.cells[next];
  const std::uint32_t after_cells = node.cells[after];
  node.cells[next] = next_cells & ~column_cells;
  node.cells[after] = after_cells & ~column_cells;
  std::uint32_t dirty = (std::uint32_t{(next_cells & column_cells) != 0} << next) |
                        (std::uint32_t{(after_cells & column_cells) != 0} << after);
  dirty |= (wake_words << (9 * band)) & ~(1u << word);
  pending.dirty |= dirty;
  pending.changed |= dirty | (lost_words << (9 * band));
}

#if NONET_BAND_VECTOR >= 3
// The rows that a batch of word updates settles (see drain()).
struct SettleBatch {
  std::uint32_t settle_cells[27];  // per word: the cells to settle, read where `settling` says
  std::uint32_t settling;          // the words with cells to settle
};

// Per word: its band, its digit and the digit's words in the next and the previous band, so
// that a settle reads them in one load instead of dividing by nine and selecting.
struct WordPlace {
  std::uint8_t band;
  std::uint8_t digit;
  std::uint8_t next;
  std::uint8_t after;
};
constexpr std::array<WordPlace, 27> kWordPlaces = [] {
  std::array<WordPlace, 27> places{};
  for (unsigned word = 0; word < 27; ++word) {
    places[word] = {static_cast<std::uint8_t>(word / 9), static_cast<std::uint8_t>(word % 9),
                    static_cast<std::uint8_t>((word + 9) % 27),
                    static_cast<std::uint8_t>((word + 18) % 27)};
  }
  return places;
}();

// The settle for drain(), where the word's own cells are stored already and stay there: the
// band's other words lose the cells, the digit's other bands their columns.
inline void settle_others(Node& node, unsigned word, std::uint32_t cells, Pending& pending) {
  const WordPlace place = kWordPlaces[word];
  const unsigned band = place.band;
  const unsigned digit = place.digit;
  node.unsolved[band] &= ~cells;
  std::uint32_t* words = &node.cells[word - digit];
  // Lanes 0-7 but the digit's own (a mask of all eight when it is the ninth word's).
  const auto others = static_cast<__mmask8>(~(1u << digit));
  const __m256i all = Lanes8::load(words);
  const __m256i bits = Lanes8::all(cells);
  Lanes8::store(words, _mm256_mask_andnot_epi32(all, others, bits, all));
  std::uint32_t lost_words = _mm256_mask_test_epi32_mask(others, all, bits);
  const std::uint32_t ninth = digit == 8 ? 0u : cells;
  lost_words |= std::uint32_t{(words[8] & ninth) != 0} << 8;
  words[8] &= ~ninth;
  // As clear_columns(), with the own word never in `lost_words`.
  const std::uint32_t columns = (cells | (cells >> 9) | (cells >> 18)) & kRowBits;
  node.settled_columns[digit] |= columns;
  const std::uint32_t column_cells = columns * kColumnSpread;
  const std::uint32_t next_cells = node.cells[place.next];
  const std::uint32_t after_cells = node.cells[place.after];
  node.cells[place.next] = next_cells & ~column_cells;
  node.cells[place.after] = after_cells & ~column_cells;
  const std::uint32_t dirty = (std::uint32_t{(next_cells & column_cells) != 0} << place.next) |
                              (std::uint32_t{(after_cells & column_cells) != 0} << place.after) |
                              (lost_words << (word - digit));
  pending.dirty |= dirty;
  pending.changed |= dirty;
}

// Settled later, with the rest of the batch (see drain()): no branch on whether this word
// settles a row, which is as good as random. The new single rows as bits 9r + 8 (the rows
// settled before moved there by a pdep, off the critical path), then their cells by bit
// 9r + 9 less bit 9r: no table lookup on the way to the settle.
inline void settle_single_rows(Node& /*node*/, unsigned word, std::uint32_t old,
                               std::uint32_t cells, std::uint32_t occupied_rows,
                               std::uint32_t /*single_rows*/, Pending& /*pending*/,
                               SettleBatch& batch) {
  const std::uint32_t fresh =
      kRowHigh & ~occupied_rows & ~_pdep_u32(old >> kSettledShift, kRowHigh);
  batch.settle_cells[word] = cells & ((fresh << 1) - (fresh >> 8));
  batch.settling |= std::uint32_t{fresh != 0} << word;
}

#else
struct SettleBatch {};

#if NONET_BAND_VECTOR >= 1
// settle()'s work on the band's words (below), for the L::kCount words from `first` at once:
// clears the cells and adds the words that held any of them to `lost_words`.
template <typename L>
inline void clear_cells_lanes(std::uint32_t* words, unsigned first, std::uint32_t cells,
                              std::uint32_t& lost_words) {
  constexpr std::uint32_t kAllLanes = (1u << L::kCount) - 1;
  const auto all = L::load(words + first);
  const auto bits = L::all(cells);
  L::store(words + first, L::but_not(all, bits));
  const std::uint32_t kept = L::lanes_set(L::equal(L::both(all, bits), L::all(0)));
  lost_words |= (~kept & kAllLanes) << first;
}

// The digit goes in `cells` of the band (one cell in each of one to three rows): drop those
// cells from the other digits and their columns from the digit's two other bands.
inline void settle(Node& node, unsigned digit, unsigned band, std::uint32_t cells,
                   Pending& pending) {
  // Branch-free: which words change is hard to predict, and clearing a bit that is not there
  // is harmless. Every word that loses a cell is woken: testing which losses can change what
  // update_word() concludes (as the scalar settle() does) costs more than the calls it saves.
  node.unsolved[band] &= ~cells;
  std::uint32_t* words = &node.cells[9 * band];
  std::uint32_t lost_words = 0;
  for (unsigned first = 0; first < 8; first += DigitLanes::kCount) {
    clear_cells_lanes<DigitLanes>(words, first, cells, lost_words);
  }
  lost_words |= std::uint32_t{(words[8] & cells) != 0} << 8;
  words[8] &= ~cells;
  clear_columns(node, digit, band, (cells | (cells >> 9) | (cells >> 18)) & kRowBits, lost_words,
                lost_words, pending);
}

// The digit's fresh single rows (bit r: row r) of `cells`, all settled at once: a loop over them
// ended after one row or two, as good as at random, and mispredicted about once a call.
inline void settle_rows(Node& node, unsigned digit, unsigned band, std::uint32_t cells,
                        std::uint32_t rows, Pending& pending) {
  settle(node, digit, band, cells & kTables.row_cells[rows], pending);
}

#else
// The digit goes in (row, column) of the band: drop the cell from the other digits and the
// column from the digit's two other bands.
inline void settle(Node& node, unsigned digit, unsigned band, unsigned row, unsigned column,
                   Pending& pending) {
  // Branch-free: which words change is hard to predict, and clearing a bit that is not there
  // is harmless.
  const unsigned position = 9 * row + column;
  const std::uint32_t cell = 1u << position;
  node.unsolved[band] &= ~cell;
  // Losing one cell changes what update_word() would conclude only if that empties the cell's
  // triad or leaves its row with one cell; other losers are only marked changed (for the
  // naked-single and stack passes), which saves most update_word() calls.
  const unsigned triad_shift = position - position % 3;
  const unsigned row_shift = 9 * row;
  std::uint32_t* words = &node.cells[9 * band];
  std::uint32_t lost_words = 0;
  std::uint32_t wake_words = 0;
  for (unsigned other = 0; other < 9; ++other) {
    const std::uint32_t before = words[other];
    const std::uint32_t left = before & ~cell;
    const std::uint32_t lost = (before >> position) & 1u;
    const std::uint32_t triad_left = (left >> triad_shift) & 7u;
    const std::uint32_t row_left = (left >> row_shift) & kRowBits;
    const std::uint32_t matters =
        std::uint32_t{triad_left == 0} | std::uint32_t{(row_left & (row_left - 1)) == 0};
    wake_words |= (lost & matters) << other;
    lost_words |= lost << other;
    words[other] = left;
  }
  clear_columns(node, digit, band, 1u << column, lost_words, wake_words, pending);
}

// The digit's fresh single rows (bit r: row r) of `cells`, settled one cell at a time.
inline void settle_rows(Node& node, unsigned digit, unsigned band, std::uint32_t cells,
                        std::uint32_t rows, Pending& pending) {
  for (; rows != 0; rows &= rows - 1) {
    const unsigned row = lowest_bit_index(rows);
    settle(node, digit, band, row, lowest_bit_index(cells >> (9 * row)), pending);
  }
}
#endif

// Settles the rows that the word's update left with one cell and that were open before.
inline void settle_single_rows(Node& node, unsigned word, std::uint32_t old, std::uint32_t cells,
                               std::uint32_t /*occupied_rows*/, std::uint32_t single_rows,
                               Pending& pending, SettleBatch& /*batch*/) {
  const std::uint32_t fresh = (single_rows & ~old) >> kSettledShift;
  if (fresh != 0) {
    const unsigned band = word / 9;
    settle_rows(node, word - 9 * band, band, cells, fresh, pending);
  }
}
#endif

// The guess: the digit goes in `position` of the word's band.
#if NONET_BAND_VECTOR >= 3
// place() and the settle that the word's first update would note, at once (the row marked
// settled, the cell gone from the band's other words, its column from the digit's other
// bands), so that the first batch of the drain is the settle's.
inline void place_guess(Node& node, unsigned word, unsigned /*band*/, unsigned position) {
  node.cells[word] =
      (node.cells[word] & ~kTables.band_peers[position]) | (1u << (kSettledShift + position / 9));
  Pending pending{node.dirty | (1u << word), node.changed | (1u << word)};
  settle_others(node, word, 1u << position, pending);
  node.dirty = pending.dirty;
  node.changed = pending.changed;
}
#else
inline void place_guess(Node& node, unsigned word, unsigned band, unsigned position) {
  place(node, word - 9 * band, band, position);
}
#endif

}  // namespace
}  // namespace nonet::detail::band
