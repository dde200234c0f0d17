// The band engine's search node and the queue of words that need propagation.
//
// Part of the engine's body, which variant.hpp compiles once per instruction set: everything in
// these headers has internal linkage, so the variants' copies never mix.
//
// A node is 27 words of digit-band candidates (word_layout.hpp), plus bookkeeping: 164 bytes,
// copied whole on a guess (cheaper than undoing). A band's nine words are adjacent, so that
// settling a cell, which touches all nine, can do eight of them in one vector register.
//
//        band 0 (rows 1-3)    band 1 (rows 4-6)    band 2 (rows 7-9)
//   d1  [ cells[0] ]         [ cells[9] ]         [ cells[18] ]
//   d2  [ cells[1] ]         [ cells[10] ]        [ cells[19] ]
//   ..
//   d9  [ cells[8] ]         [ cells[17] ]        [ cells[26] ]
#pragma once

#ifndef NONET_BAND_VECTOR
#error "the band engine's body is compiled through engine/band/variant.hpp"
#endif

#include "engine/band/tables.hpp"
#include "engine/band/word_layout.hpp"

namespace nonet::detail::band {
namespace {

struct Node {
  std::uint32_t cells[27];           // [9 * band + digit], see above
  std::uint32_t unsolved[3];         // per band, the cells not settled yet
  std::uint32_t settled_columns[9];  // per digit, the columns where its place is fixed
  std::uint32_t dirty;               // bit 9 * band + digit: that word needs propagation
  std::uint32_t changed;             // the same bits: words changed since propagate() looked
};

// The node's `dirty` and `changed` while propagation drains its queue, kept in locals: in the
// node the compiler reloads and stores them around every store to the words, as it cannot tell
// them apart.
struct Pending {
  std::uint32_t dirty;
  std::uint32_t changed;
};

inline unsigned lowest_bit_index(std::uint32_t bits) {
  return static_cast<unsigned>(__builtin_ctz(bits));
}

// The word changed: it needs propagation, and the passes after the drain look at it.
inline void queue_word(Node& node, unsigned word) {
  node.dirty |= 1u << word;
  node.changed |= 1u << word;
}

inline bool solved(const Node& node) {
  return (node.unsolved[0] | node.unsolved[1] | node.unsolved[2]) == 0;
}

// Keeps only `position` of the digit's row and box in the band; propagation does the rest.
inline void place(Node& node, unsigned digit, unsigned band, unsigned position) {
  const unsigned word = 9 * band + digit;
  node.cells[word] &= ~kTables.band_peers[position];
  queue_word(node, word);
}

}  // namespace
}  // namespace nonet::detail::band
