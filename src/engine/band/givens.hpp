// The root node: the puzzle's givens applied, the request's excluded digits removed, and the
// root handed out after its propagation (SearchRequest::root).
#pragma once

#include "engine/band/lanes.hpp"
#include "engine/band/node.hpp"

namespace nonet::detail::band {
namespace {

// Applies every given at once, as settle() would one by one: the givens' cells leave the other
// digits, their rows and boxes leave their digit, their columns leave their digit's other
// bands. Clashing givens empty a row, which update_word() finds. Doing this in one sweep costs
// less than a settle() per given (about 35 per puzzle on serg's corpus).
inline void init_word_by_word(Node& root, const Grid& puzzle) {
  const auto& values = puzzle.values();
  std::uint32_t given_cells[3] = {0, 0, 0};
  std::uint32_t own[27] = {};      // per word: its digit's givens in the band
  std::uint32_t blocked[27] = {};  // per word: the row and box peers of those givens
  std::uint32_t columns[27] = {};  // per word: their columns (9 bits)
  std::uint32_t rows[27] = {};     // per word: their rows in the band (3 bits)
  for (unsigned band = 0; band < 3; ++band) {
    // Which cells hold givens is as good as random: a test per cell would mispredict about
    // once a given, so the givens are collected without a branch first.
    std::uint32_t givens = 0;
    for (unsigned position = 0; position < 27; ++position) {
      givens |= std::uint32_t{values[27 * band + position] != 0} << position;
    }
    for (; givens != 0; givens &= givens - 1) {
      const unsigned position = lowest_bit_index(givens);
      const unsigned value = values[27 * band + position];
      const unsigned word = 9 * band + value - 1;
      const std::uint32_t cell = 1u << position;
      given_cells[band] |= cell;
      own[word] |= cell;
      blocked[word] |= kTables.band_peers[position];
      columns[word] |= 1u << (position % 9);
      rows[word] |= 1u << (position / 9);
    }
  }
  std::uint32_t dirty = 0;
  for (unsigned band = 0; band < 3; ++band) {
    const unsigned next = 9 * ((band + 1) % 3);
    const unsigned after = 9 * ((band + 2) % 3);
    for (unsigned digit = 0; digit < 9; ++digit) {
      const unsigned word = 9 * band + digit;
      const std::uint32_t elsewhere = columns[next + digit] | columns[after + digit];
      const std::uint32_t cells = kBandBits & ~(given_cells[band] & ~own[word]) & ~blocked[word] &
                                  ~(elsewhere * kColumnSpread);
      root.cells[word] = cells | (rows[word] << kSettledShift);
      dirty |= std::uint32_t{cells != kBandBits} << word;
    }
    root.unsolved[band] = kBandBits & ~given_cells[band];
  }
  for (unsigned digit = 0; digit < 9; ++digit) {
    root.settled_columns[digit] = columns[digit] | columns[9 + digit] | columns[18 + digit];
  }
  root.dirty = dirty;
  root.changed = dirty;
}

#if NONET_BAND_VECTOR >= 3
// init_word_by_word() in vector registers, lane = word (words 0-15 in one vector, 16-26 in
// another), for givens that do not clash: false if two givens of a digit share a row, column or
// box (the caller then runs the scalar init, which leaves a row empty for update_word() to
// find). Without clashes a given is its digit's only cell in its row, box and column, so its
// digit keeps exactly the givens' cells and the cells that see none of them. One byte
// comparison per digit and band gives a word's givens (instead of a loop over the givens), and
// the columns of the digit's other bands are the same lanes rotated by nine words.
inline bool init_in_lanes(Node& root, const Grid& puzzle) {
  alignas(64) std::uint32_t own[32] = {};
  std::uint32_t given[3];
  for (unsigned band = 0; band < 3; ++band) {
    const __m256i v = load_band_values(puzzle.values().data(), band);
    given[band] = _mm256_test_epi8_mask(v, v);
    read_band_words(v, own + 9 * band);
  }
  const __m512i own_of[2] = {_mm512_load_si512(own), _mm512_load_si512(own + 16)};
  const __m512i columns[2] = {columns_of(own_of[0]), columns_of(own_of[1])};
  // Lane i of the rotations: word i + 9 and word i + 18 (mod 27), the digit's other bands.
  const __m512i next_lo =
      _mm512_setr_epi32(9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24);
  const __m512i next_hi = _mm512_setr_epi32(25, 26, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 0, 0, 0, 0);
  const __m512i after_lo =
      _mm512_setr_epi32(18, 19, 20, 21, 22, 23, 24, 25, 26, 0, 1, 2, 3, 4, 5, 6);
  const __m512i after_hi =
      _mm512_setr_epi32(7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 0, 0, 0, 0, 0);
  const __m512i elsewhere[2] = {
      _mm512_or_si512(_mm512_permutex2var_epi32(columns[0], next_lo, columns[1]),
                      _mm512_permutex2var_epi32(columns[0], after_lo, columns[1])),
      _mm512_or_si512(_mm512_permutex2var_epi32(columns[0], next_hi, columns[1]),
                      _mm512_permutex2var_epi32(columns[0], after_hi, columns[1]))};
  __m512i words[2];
  __mmask16 clash = 0;
  __mmask16 dirty[2];
  for (unsigned half = 0; half < 2; ++half) {
    const __m512i w = own_of[half];
    // Bits 8, 17, 26: the row holds a given (as in update_word()); bits 2, 5, 8: the box does.
    const __m512i rows = rows_held(w);
    const __m512i c = columns[half];
    const __m512i boxes = boxes_held(c);
    const __m512i count = _mm512_popcnt_epi32(w);
    clash =
        static_cast<__mmask16>(clash | _mm512_cmpneq_epi32_mask(count, _mm512_popcnt_epi32(rows)) |
                               _mm512_cmpneq_epi32_mask(count, _mm512_popcnt_epi32(boxes)) |
                               _mm512_test_epi32_mask(c, elsewhere[half]));
    const __m512i row_cells =
        _mm512_sub_epi32(_mm512_slli_epi32(rows, 1), _mm512_srli_epi32(rows, 8));
    const __m512i box_low = _mm512_srli_epi32(boxes, 2);
    const __m512i box_columns = _mm512_sub_epi32(_mm512_slli_epi32(box_low, 3), box_low);
    const __m512i e = _mm512_or_si512(box_columns, elsewhere[half]);
    const __m512i seen = _mm512_or_si512(
        row_cells,
        _mm512_or_si512(_mm512_or_si512(e, _mm512_slli_epi32(e, 9)), _mm512_slli_epi32(e, 18)));
    // Lane i is word i (first vector) or word 16 + i (second): band 0 up to word 8, band 1 up
    // to word 17.
    const __m512i given_lanes = half == 0
                                    ? _mm512_mask_mov_epi32(all(given[0]), 0xFE00, all(given[1]))
                                    : _mm512_mask_mov_epi32(all(given[1]), 0x07FC, all(given[2]));
    const __m512i cells =
        _mm512_or_si512(w, _mm512_andnot_si512(_mm512_or_si512(seen, given_lanes), all(kBandBits)));
    dirty[half] = _mm512_cmpneq_epi32_mask(cells, all(kBandBits));
    const __m512i settled =
        _mm512_and_si512(_mm512_mullo_epi32(rows, all(0x80808u)), all(7u << kSettledShift));
    words[half] = _mm512_or_si512(cells, settled);
  }
  if (clash != 0) return false;
  _mm512_storeu_si512(root.cells, words[0]);
  _mm512_mask_storeu_epi32(root.cells + 16, 0x7FF, words[1]);
  _mm512_mask_storeu_epi32(root.settled_columns, 0x1FF, _mm512_or_si512(columns[0], elsewhere[0]));
  for (unsigned band = 0; band < 3; ++band) root.unsolved[band] = kBandBits & ~given[band];
  const std::uint32_t dirty_words =
      (std::uint32_t{dirty[0]} | (std::uint32_t{dirty[1]} << 16)) & kBandBits;
  root.dirty = dirty_words;
  root.changed = dirty_words;
  return true;
}
#else
// No vector init in this variant: init_word_by_word() does it all.
inline bool init_in_lanes(Node& /*root*/, const Grid& /*puzzle*/) {
  return false;
}
#endif

// Calls visit(cell) for each cell with excluded digits until it returns false; whether none
// did. Four cells are tested at a time: a request excludes digits in a cell or two.
template <class Visit>
inline bool for_each_excluded(const CellExclusions& excluded, Visit&& visit) {
  constexpr auto kCells = static_cast<unsigned>(kCellCount);
  for (unsigned first = 0; first + 4 <= kCells; first += 4) {
    std::uint64_t four;
    __builtin_memcpy(&four, excluded.data() + first, sizeof four);
    if (four == 0) continue;
    for (unsigned cell = first; cell < first + 4; ++cell) {
      if (excluded[cell] != 0 && !visit(cell)) return false;
    }
  }
  return excluded[kCells - 1] == 0 || visit(kCells - 1);
}

// Removes the excluded digits of the cells without a given.
inline void exclude(Node& node, const CellExclusions& excluded, const Grid& puzzle) {
  for_each_excluded(excluded, [&](unsigned cell) {
    if (puzzle.value(Cell(static_cast<int>(cell))) != 0) return true;
    const unsigned band = cell / 27;
    const std::uint32_t bit = 1u << (cell % 27);
    for (unsigned rest = excluded[cell] & 0x1FFu; rest != 0; rest &= rest - 1) {
      const unsigned word = 9 * band + lowest_bit_index(rest);
      node.cells[word] &= ~bit;
      queue_word(node, word);
    }
    return true;
  });
}

// exclude() on a propagated node, where a cell may be settled already: false when one loses
// the digit it holds.
inline bool exclude_open(Node& node, const CellExclusions& excluded, const Grid& puzzle) {
  return for_each_excluded(excluded, [&](unsigned cell) {
    if (puzzle.value(Cell(static_cast<int>(cell))) != 0) return true;
    const unsigned band = cell / 27;
    const std::uint32_t bit = 1u << (cell % 27);
    const bool settled = (node.unsolved[band] & bit) == 0;
    for (unsigned rest = excluded[cell] & 0x1FFu; rest != 0; rest &= rest - 1) {
      const unsigned word = 9 * band + lowest_bit_index(rest);
      if ((node.cells[word] & bit) == 0) continue;
      if (settled) return false;
      node.cells[word] &= ~bit;
      queue_word(node, word);
    }
    return true;
  });
}

// The root node of a search: the givens applied and the request's exclusions removed, with
// the changed words queued for propagation.
inline void init(Node& root, const SearchRequest& request) {
  if (!init_in_lanes(root, request.puzzle)) init_word_by_word(root, request.puzzle);
  if (request.excluded != nullptr) exclude(root, *request.excluded, request.puzzle);
}

inline void write_root(const Node& node, RootCandidates& out) {
  for (unsigned word = 0; word < 27; ++word) {
    const unsigned first_cell = 27 * (word / 9);
    const auto bit = static_cast<std::uint16_t>(1u << (word % 9));
    for (std::uint32_t rest = node.cells[word] & kBandBits; rest != 0; rest &= rest - 1) {
      out.digits[first_cell + lowest_bit_index(rest)] |= bit;
    }
  }
  for (unsigned band = 0; band < 3; ++band) {
    for (std::uint32_t rest = ~node.unsolved[band] & kBandBits; rest != 0; rest &= rest - 1) {
      out.settled.insert(Cell(static_cast<int>(27 * band + lowest_bit_index(rest))));
    }
  }
}

}  // namespace
}  // namespace nonet::detail::band
