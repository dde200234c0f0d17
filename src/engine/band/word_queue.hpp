// The queue of words that need propagation (Node::dirty, Pending::dirty), drained by word
// updates until it is empty: word by word, or, with AVX-512, in batches whose settles come
// after all their updates, with all 27 words updated at once in vector registers when many are
// queued.
#pragma once

#include "engine/band/lanes.hpp"
#include "engine/band/node.hpp"
#include "engine/band/settle.hpp"
#include "engine/band/word_update.hpp"

namespace nonet::detail::band {
namespace {

#if NONET_BAND_VECTOR >= 3
// From this many queued words on, drain() updates all 27 at once in vector registers: a word
// that is not queued is at its fixed point already, so its update changes nothing.
constexpr int kVectorBatch = 10;

// update_word() for 16 words at once, lane = word: the new words and the cells to settle. The
// permutation test by bit arithmetic rather than the table (no gather): a triad stays if the
// two other rows can take the two other boxes, one way or the other, as in the stack step.
// False on contradiction.
inline bool update_word_lanes(const __m512i old, __m512i& word, __m512i& settle_cells) {
  constexpr std::uint32_t kTriadLow2 = kTriadLow * 3;
  constexpr std::uint32_t kBox01 = 9u * kColumnSpread;   // triads of boxes 0 and 1
  constexpr std::uint32_t kBox2 = 64u * kColumnSpread;   // of box 2
  constexpr std::uint32_t kBox12 = 72u * kColumnSpread;  // of boxes 1 and 2
  constexpr std::uint32_t kBox0 = kColumnSpread;         // of box 0
  __m512i cells = _mm512_and_si512(old, all(kBandBits));
  // Bit 9r + 3x: triad (r, x) holds a cell.
  const __m512i occupied = _mm512_srli_epi32(
      _mm512_and_si512(
          _mm512_or_si512(
              _mm512_add_epi32(_mm512_and_si512(cells, all(kTriadLow2)), all(kTriadLow2)), cells),
          all(kTriadLow << 2)),
      2);
  // The next and the one after next row, cyclically; the next and previous box.
  const __m512i row1 = _mm512_and_si512(
      _mm512_or_si512(_mm512_srli_epi32(occupied, 9), _mm512_slli_epi32(occupied, 18)),
      all(kTriadLow));
  const __m512i row2 = _mm512_and_si512(
      _mm512_or_si512(_mm512_srli_epi32(occupied, 18), _mm512_slli_epi32(occupied, 9)),
      all(kTriadLow));
  const auto next_box = [&](__m512i y) {
    return _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi32(y, 3), all(kBox01)),
                           _mm512_and_si512(_mm512_slli_epi32(y, 6), all(kBox2)));
  };
  const auto prev_box = [&](__m512i y) {
    return _mm512_or_si512(_mm512_and_si512(_mm512_slli_epi32(y, 3), all(kBox12)),
                           _mm512_and_si512(_mm512_srli_epi32(y, 6), all(kBox0)));
  };
  const __m512i keep =
      _mm512_and_si512(occupied, _mm512_or_si512(_mm512_and_si512(next_box(row1), prev_box(row2)),
                                                 _mm512_and_si512(prev_box(row1), next_box(row2))));
  if (_mm512_testn_epi32_mask(keep, keep) != 0) return false;
  cells = _mm512_and_si512(cells, _mm512_or_si512(_mm512_or_si512(keep, _mm512_slli_epi32(keep, 1)),
                                                  _mm512_slli_epi32(keep, 2)));
  // As in update_word(): bit 9r + 8 of `single` for the rows left with one cell.
  const __m512i rest = _mm512_and_si512(cells, _mm512_sub_epi32(cells, all(kColumnSpread)));
  const __m512i single = _mm512_andnot_si512(
      _mm512_or_si512(_mm512_add_epi32(_mm512_and_si512(rest, all(kRowLow8)), all(kRowLow8)), rest),
      all(kRowHigh));
  const __m512i single_rows =
      _mm512_and_si512(_mm512_mullo_epi32(single, all(0x80808u)), all(7u << kSettledShift));
  // The rows settled before, moved to bits 9r + 8: bits 0-2 times 0x1010100 land on 8, 17, 26
  // (and on bits that the mask drops, with no carries).
  const __m512i settled = _mm512_and_si512(
      _mm512_mullo_epi32(_mm512_srli_epi32(old, kSettledShift), all(0x1010100u)), all(kRowHigh));
  const __m512i fresh = _mm512_andnot_si512(settled, single);
  // Bit 9r + 8 to the row's nine cells: bit 9r + 9 less bit 9r.
  settle_cells = _mm512_and_si512(
      cells, _mm512_sub_epi32(_mm512_slli_epi32(fresh, 1), _mm512_srli_epi32(fresh, 8)));
  word = _mm512_or_si512(cells, single_rows);
  return true;
}

// All 27 words in two vectors, words 0-15 and 11-26 (the overlap computes alike), both read
// before either is written.
inline bool update_all_words(Node& node, SettleBatch& batch) {
  __m512i low;
  __m512i high;
  __m512i settle_low;
  __m512i settle_high;
  if (!update_word_lanes(_mm512_loadu_si512(node.cells), low, settle_low) ||
      !update_word_lanes(_mm512_loadu_si512(node.cells + 11), high, settle_high)) {
    return false;
  }
  _mm512_storeu_si512(node.cells, low);
  _mm512_storeu_si512(node.cells + 11, high);
  _mm512_storeu_si512(batch.settle_cells, settle_low);
  _mm512_storeu_si512(batch.settle_cells + 11, settle_high);
  batch.settling = std::uint32_t{_mm512_test_epi32_mask(settle_low, settle_low)} |
                   (std::uint32_t{_mm512_test_epi32_mask(settle_high, settle_high)} << 11);
  return true;
}

// Drains the queue in batches: every queued word is updated (update_word() only notes the rows
// it would settle), then the noted rows are settled, which queues the next batch. Settling
// inside each word's update took a branch that went either way about half the time (47
// settles in 104 updates a puzzle on serg). A settle noted from a word that a later settle of
// the batch narrows is still sound (the digit's place was forced then, so it is now, or the
// branch has no solution, which the narrowed word's next update finds): the propagation
// reaches the same fixed point, so the search tree is the same. False on contradiction.
inline bool drain(Node& node, Pending& pending) {
  SettleBatch batch;
  while (pending.dirty != 0) {
    std::uint32_t words = pending.dirty;
    pending.dirty = 0;
    batch.settling = 0;
    if (__builtin_popcount(words) >= kVectorBatch) {
      if (!update_all_words(node, batch)) return false;
    } else {
      do {
        const unsigned word = lowest_bit_index(words);
        words &= words - 1;
        if (!update_word(node, word, pending, batch)) return false;
      } while (words != 0);
    }
    for (std::uint32_t rest = batch.settling; rest != 0; rest &= rest - 1) {
      const unsigned word = lowest_bit_index(rest);
      settle_others(node, word, batch.settle_cells[word], pending);
    }
  }
  return true;
}
#else
// Drains the queue word by word, lowest first; each update settles its single rows at once,
// which queues more. False on contradiction.
inline bool drain(Node& node, Pending& pending) {
  SettleBatch batch;
  while (pending.dirty != 0) {
    const unsigned word = lowest_bit_index(pending.dirty);
    pending.dirty &= pending.dirty - 1;
    if (!update_word(node, word, pending, batch)) return false;
  }
  return true;
}
#endif

}  // namespace
}  // namespace nonet::detail::band
