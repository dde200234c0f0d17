// The band engine's search, compiled once per instruction set (band_search_<isa>.cpp include it
// after choosing their target; everything here has internal linkage, so the copies never mix).
//
// State of a search node: 27 words of digit-band candidates, plus bookkeeping (164 bytes,
// copied whole on a guess: cheaper than undoing). A band's nine words are adjacent, so that
// settling a cell, which touches all nine, can do eight of them in one vector register.
//
//        band 0 (rows 1-3)    band 1 (rows 4-6)    band 2 (rows 7-9)
//   d1  [ cells[0] ]         [ cells[9] ]         [ cells[18] ]
//   d2  [ cells[1] ]         [ cells[10] ]        [ cells[19] ]
//   ..
//   d9  [ cells[8] ]         [ cells[17] ]        [ cells[26] ]
//
//   one word = the cells of one band where one digit may still go:
//
//     bit 31..30  29..27         26 ........ 18   17 ........ 9    8 ......... 0
//         unused  settled rows   row 2 of band     row 1 of band    row 0 of band
//                 (the digit's   c8 ......... c0   c8 ......... c0  c8 ......... c0
//                 place is fixed)  |box 2|box 1|box 0| per row: three 3-bit triads
//
// Propagation works on one digit-band word at a time (a `dirty` bit per word says which need
// it): a table turns the word's nine triads into the triads that some valid placement of the
// digit in the band can use (pointing and claiming in one lookup); a row left with one cell
// settles it, which removes the digit from that column in the two other bands and the cell from
// the eight other digits. When no word is dirty, one pass per band counts candidates per cell
// bit-parallel over the nine digits (naked singles, empty cells), then one pass per digit does
// the same triad step on the stacks (columns by bands) and finds columns with a single place
// (hidden singles in columns; rows and boxes are covered by the band triad step). The search
// guesses on the two-candidate cell with the most open peers (fewer guesses than the first one
// found: 82 instead of 141 per puzzle on forum_hardest): the first digit in a copy of the node,
// the other by eliminating the first in place.
//
// Puzzles with many candidates left at the first guess (kHardCandidates) take the hard route
// instead, decided once per puzzle: locked triads (three digits confined to one triad fill it)
// join the propagation, and the search branches on a digit's configuration in a band or stack
// (which triads, or columns, it takes), as tdoku does. Together they cut forum_hardest's guesses
// by a quarter and its instructions by an eighth; on puzzles with fewer candidates (serg's) the
// extra steps cost more than they save. docs/performance.md has the measurements.
//
// Prerequisites of the including file: <cstdint>, engine/engine.hpp and engine/band_tables.hpp;
// NONET_BAND_VECTOR set to 3 (AVX-512 on top of AVX2, <immintrin.h> included), 2 (AVX2,
// <immintrin.h>), 1 (SSE4.1, <smmintrin.h>) or 0.

#ifndef NONET_BAND_VECTOR
#define NONET_BAND_VECTOR 0
#endif

namespace nonet::detail::band {
namespace {

struct Node {
  std::uint32_t cells[27];           // [9 * band + digit], see above
  std::uint32_t unsolved[3];         // per band, the cells not settled yet
  std::uint32_t settled_columns[9];  // per digit, the columns where its place is fixed
  std::uint32_t dirty;               // bit 9 * band + digit: that word needs propagation
  std::uint32_t changed;             // the same bits: words changed since propagate() looked
};

constexpr std::uint32_t kSettledShift = 27;
// The words of a band (shift left by 9 * band), and of a digit (shift left by the digit).
constexpr std::uint32_t kBandWords = 0x1FF;
constexpr std::uint32_t kDigitWords = 1u | (1u << 9) | (1u << 18);
// A 9-bit column mask times this is the mask of those columns' cells in a band.
constexpr std::uint32_t kColumnSpread = 1u | (1u << 9) | (1u << 18);
// Column masks (9 bits, three per stack): the first, the last, the first two and the last two
// columns of each stack.
constexpr std::uint32_t kStackLow1 = 0x49;
constexpr std::uint32_t kStackHigh1 = 0x124;
constexpr std::uint32_t kStackLow2 = 0xDB;
constexpr std::uint32_t kStackHigh2 = 0x1B6;
// Bit 3k of a band word: the first cell of triad k (row k / 3, box k % 3). The same pattern, read
// as nine 3-column fields, is the first column of each stack in three bands side by side.
constexpr std::uint32_t kTriadLow = 0x1249249;
constexpr std::uint32_t kRowLow = 0x40201;  // the first cell of each row of a band
// Candidates left (over all cells, givens included) after the root's propagation from which a
// puzzle takes the hard route. Measured on the corpora (docs/performance.md): forum_hardest's
// puzzles have 228-273, serg's 123-198 (where the hard route guesses 10% more, its puzzles
// having several solutions), top1465's mostly 200-260.
constexpr unsigned kHardCandidates = 200;

inline unsigned lowest_bit_index(std::uint32_t bits) {
  return static_cast<unsigned>(__builtin_ctz(bits));
}

#if NONET_BAND_VECTOR >= 1
// The vector steps are written once over these lane types: 32-bit lanes, one word (or one digit)
// per lane. Member functions rather than lambdas, so that g++ gives them the unit's target too.
struct Lanes4 {
  using Vector = __m128i;
  static constexpr unsigned kCount = 4;
  static Vector load(const std::uint32_t* p) {
    return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
  }
  static void store(std::uint32_t* p, Vector v) {
    _mm_storeu_si128(reinterpret_cast<__m128i*>(p), v);
  }
  static Vector all(std::uint32_t x) { return _mm_set1_epi32(static_cast<int>(x)); }
  static Vector both(Vector a, Vector b) { return _mm_and_si128(a, b); }
  static Vector either(Vector a, Vector b) { return _mm_or_si128(a, b); }
  static Vector but_not(Vector a, Vector b) { return _mm_andnot_si128(b, a); }  // a & ~b
  static Vector minus_one(Vector a) { return _mm_add_epi32(a, _mm_set1_epi32(-1)); }
  static Vector minus(Vector a, Vector b) { return _mm_sub_epi32(a, b); }
  static Vector equal(Vector a, Vector b) { return _mm_cmpeq_epi32(a, b); }
  static Vector shift_right(Vector a, unsigned n) {
    return _mm_srl_epi32(a, _mm_cvtsi32_si128(static_cast<int>(n)));
  }
  static Vector shift_left(Vector a, unsigned n) {
    return _mm_sll_epi32(a, _mm_cvtsi32_si128(static_cast<int>(n)));
  }
  // Bit i: lane i is all ones (a comparison result).
  static std::uint32_t lanes_set(Vector v) {
    return static_cast<std::uint32_t>(_mm_movemask_ps(_mm_castsi128_ps(v)));
  }
};
#endif
#if NONET_BAND_VECTOR >= 2
struct Lanes8 {
  using Vector = __m256i;
  static constexpr unsigned kCount = 8;
  static Vector load(const std::uint32_t* p) {
    return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p));
  }
  static void store(std::uint32_t* p, Vector v) {
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(p), v);
  }
  static Vector all(std::uint32_t x) { return _mm256_set1_epi32(static_cast<int>(x)); }
  static Vector both(Vector a, Vector b) { return _mm256_and_si256(a, b); }
  static Vector either(Vector a, Vector b) { return _mm256_or_si256(a, b); }
  static Vector but_not(Vector a, Vector b) { return _mm256_andnot_si256(b, a); }
  static Vector minus_one(Vector a) { return _mm256_add_epi32(a, _mm256_set1_epi32(-1)); }
  static Vector minus(Vector a, Vector b) { return _mm256_sub_epi32(a, b); }
  static Vector equal(Vector a, Vector b) { return _mm256_cmpeq_epi32(a, b); }
  static Vector shift_right(Vector a, unsigned n) {
    return _mm256_srl_epi32(a, _mm_cvtsi32_si128(static_cast<int>(n)));
  }
  static Vector shift_left(Vector a, unsigned n) {
    return _mm256_sll_epi32(a, _mm_cvtsi32_si128(static_cast<int>(n)));
  }
  static std::uint32_t lanes_set(Vector v) {
    return static_cast<std::uint32_t>(_mm256_movemask_ps(_mm256_castsi256_ps(v)));
  }
};
#endif

class BandSearch {
 public:
  explicit BandSearch(const SearchRequest& request) : request_(request) {}

  SearchOutcome run() {
    Node root;
    init(root);
    PairCells pairs{};
    // Cleared in place: g++ builds a temporary RootCandidates{} with 64-byte aligned stores into
    // the frame, and ASan's fake frames (detect_stack_use_after_return) are not that aligned.
    if (request_.root != nullptr) {
      request_.root->digits.fill(0);
      request_.root->settled = CellSet{};
    }
    if (!propagate(root, pairs)) return outcome_;
    if (request_.root != nullptr) {
      write_root(root, *request_.root);
      return outcome_;
    }
    if (request_.excluded_if_open != nullptr) {
      if ((root.unsolved[0] | root.unsolved[1] | root.unsolved[2]) == 0) {
        outcome_.solved_at_root = true;
        report(root);
        return outcome_;
      }
      if (!exclude_open(root, *request_.excluded_if_open) || !propagate(root, pairs)) {
        return outcome_;
      }
    }
    if (request_.plain_route) {
      search<false>(root, pairs);
      return outcome_;
    }
#if NONET_BAND_VECTOR >= 3
    // Words 0-15 and 16-26 (lanes 5-15 of the vector from word 11), counted in the lanes.
    const __m512i low = _mm512_and_si512(_mm512_loadu_si512(root.cells), all(kBandBits));
    const __m512i high =
        _mm512_maskz_and_epi32(0xFFE0, _mm512_loadu_si512(root.cells + 11), all(kBandBits));
    const auto candidates = static_cast<unsigned>(_mm512_reduce_add_epi32(
        _mm512_add_epi32(_mm512_popcnt_epi32(low), _mm512_popcnt_epi32(high))));
#else
    unsigned candidates = 0;
    for (unsigned word = 0; word < 27; ++word) {
      candidates += static_cast<unsigned>(__builtin_popcount(root.cells[word] & kBandBits));
    }
#endif
    if (candidates < kHardCandidates) {
      search<false>(root, pairs);
    } else if (propagate_locked(root, pairs)) {
      search<true>(root, pairs);
    }
    return outcome_;
  }

 private:
  // Applies every given at once, as settle() would one by one: the givens' cells leave the other
  // digits, their rows and boxes leave their digit, their columns leave their digit's other
  // bands. Clashing givens empty a row, which update_word() finds. Doing this in one sweep costs
  // less than a settle() per given (about 35 per puzzle on serg's corpus).
  void init(Node& root) const {
#if NONET_BAND_VECTOR >= 3
    if (init_lanes(root)) {
      if (request_.excluded != nullptr) exclude(root, *request_.excluded);
      return;
    }
#endif
    const auto& values = request_.puzzle.values();
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
    if (request_.excluded != nullptr) exclude(root, *request_.excluded);
  }

#if NONET_BAND_VECTOR >= 3
  // Every lane x. A member function, not a lambda, so that g++ gives it the unit's target.
  static __m512i all(std::uint32_t x) {
    return _mm512_set1_epi32(static_cast<int>(x));
  }

  // init() in vector registers, lane = word (words 0-15 in one vector, 16-26 in another), for
  // givens that do not clash: false if two givens of a digit share a row, column or box (the
  // caller then runs the scalar init(), which leaves a row empty for update_word() to find).
  // Without clashes a given is its digit's only cell in its row, box and column, so its digit
  // keeps exactly the givens' cells and the cells that see none of them. One byte comparison
  // per digit and band gives a word's givens (instead of a loop over the givens), and the
  // columns of the digit's other bands are the same lanes rotated by nine words.
  bool init_lanes(Node& root) const {
    const std::uint8_t* values = request_.puzzle.values().data();
    alignas(64) std::uint32_t own[32] = {};
    std::uint32_t given[3];
    for (unsigned band = 0; band < 3; ++band) {
      const __m256i v = _mm256_maskz_loadu_epi8(kBandBits, values + 27 * band);
      given[band] = _mm256_test_epi8_mask(v, v);
      for (unsigned digit = 0; digit < 9; ++digit) {
        own[9 * band + digit] =
            _mm256_cmpeq_epi8_mask(v, _mm256_set1_epi8(static_cast<char>(digit + 1)));
      }
    }
    const __m512i own_of[2] = {_mm512_load_si512(own), _mm512_load_si512(own + 16)};
    __m512i columns[2];
    for (unsigned half = 0; half < 2; ++half) {
      const __m512i w = own_of[half];
      columns[half] = _mm512_and_si512(
          _mm512_or_si512(_mm512_or_si512(w, _mm512_srli_epi32(w, 9)), _mm512_srli_epi32(w, 18)),
          all(kRowBits));
    }
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
    constexpr std::uint32_t kRowLow8 = 0xFFu * kColumnSpread;
    constexpr std::uint32_t kRowHigh = 0x100u * kColumnSpread;
    __m512i words[2];
    __mmask16 clash = 0;
    __mmask16 dirty[2];
    for (unsigned half = 0; half < 2; ++half) {
      const __m512i w = own_of[half];
      // Bits 8, 17, 26: the row holds a given (as in update_word()); bits 2, 5, 8: the box does.
      const __m512i rows = _mm512_and_si512(
          _mm512_or_si512(_mm512_add_epi32(_mm512_and_si512(w, all(kRowLow8)), all(kRowLow8)), w),
          all(kRowHigh));
      const __m512i c = columns[half];
      const __m512i boxes = _mm512_and_si512(
          _mm512_or_si512(_mm512_add_epi32(_mm512_and_si512(c, all(kStackLow2)), all(kStackLow2)),
                          c),
          all(kStackHigh1));
      const __m512i count = _mm512_popcnt_epi32(w);
      clash = static_cast<__mmask16>(clash |
                                     _mm512_cmpneq_epi32_mask(count, _mm512_popcnt_epi32(rows)) |
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
      const __m512i cells = _mm512_or_si512(
          w, _mm512_andnot_si512(_mm512_or_si512(seen, given_lanes), all(kBandBits)));
      dirty[half] = _mm512_cmpneq_epi32_mask(cells, all(kBandBits));
      const __m512i settled =
          _mm512_and_si512(_mm512_mullo_epi32(rows, all(0x80808u)), all(7u << kSettledShift));
      words[half] = _mm512_or_si512(cells, settled);
    }
    if (clash != 0) return false;
    _mm512_storeu_si512(root.cells, words[0]);
    _mm512_mask_storeu_epi32(root.cells + 16, 0x7FF, words[1]);
    _mm512_mask_storeu_epi32(root.settled_columns, 0x1FF,
                             _mm512_or_si512(columns[0], elsewhere[0]));
    for (unsigned band = 0; band < 3; ++band) root.unsolved[band] = kBandBits & ~given[band];
    const std::uint32_t dirty_words =
        (std::uint32_t{dirty[0]} | (std::uint32_t{dirty[1]} << 16)) & kBandBits;
    root.dirty = dirty_words;
    root.changed = dirty_words;
    return true;
  }
#endif

  // Keeps only `position` of the digit's row and box in the band; propagation does the rest.
  static void place(Node& node, unsigned digit, unsigned band, unsigned position) {
    const unsigned word = 9 * band + digit;
    node.cells[word] &= ~kTables.band_peers[position];
    node.dirty |= 1u << word;
    node.changed |= 1u << word;
  }

#if NONET_BAND_VECTOR >= 3
  // place() and the settle that the word's first update would note, at once (the row marked
  // settled, the cell gone from the band's other words, its column from the digit's other
  // bands), so that the first batch of the drain is the settle's.
  static void place_settled(Node& node, unsigned word, unsigned position) {
    node.cells[word] =
        (node.cells[word] & ~kTables.band_peers[position]) | (1u << (kSettledShift + position / 9));
    Pending pending{node.dirty | (1u << word), node.changed | (1u << word)};
    settle_others(node, word, 1u << position, pending);
    node.dirty = pending.dirty;
    node.changed = pending.changed;
  }
#endif

  // Calls visit(cell) for each cell with excluded digits until it returns false; whether none
  // did. Four cells are tested at a time: a request excludes digits in a cell or two.
  template <class Visit>
  static bool for_each_excluded(const CellExclusions& excluded, Visit&& visit) {
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

  void exclude(Node& node, const CellExclusions& excluded) const {
    for_each_excluded(excluded, [&](unsigned cell) {
      if (request_.puzzle.value(Cell(static_cast<int>(cell))) != 0) return true;
      const unsigned band = cell / 27;
      const std::uint32_t bit = 1u << (cell % 27);
      for (unsigned rest = excluded[cell] & 0x1FFu; rest != 0; rest &= rest - 1) {
        const unsigned word = 9 * band + lowest_bit_index(rest);
        node.cells[word] &= ~bit;
        node.dirty |= 1u << word;
        node.changed |= 1u << word;
      }
      return true;
    });
  }

  static void write_root(const Node& node, RootCandidates& out) {
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

  // exclude() on a propagated node, where a cell may be settled already: false when one loses
  // the digit it holds.
  bool exclude_open(Node& node, const CellExclusions& excluded) const {
    return for_each_excluded(excluded, [&](unsigned cell) {
      if (request_.puzzle.value(Cell(static_cast<int>(cell))) != 0) return true;
      const unsigned band = cell / 27;
      const std::uint32_t bit = 1u << (cell % 27);
      const bool settled = (node.unsolved[band] & bit) == 0;
      for (unsigned rest = excluded[cell] & 0x1FFu; rest != 0; rest &= rest - 1) {
        const unsigned word = 9 * band + lowest_bit_index(rest);
        if ((node.cells[word] & bit) == 0) continue;
        if (settled) return false;
        node.cells[word] &= ~bit;
        node.dirty |= 1u << word;
        node.changed |= 1u << word;
      }
      return true;
    });
  }

  // The node's `dirty` and `changed` while propagate() drains its queue, kept in locals: in the
  // node the compiler reloads and stores them around every store to the words, as it cannot
  // tell them apart.
  struct Pending {
    std::uint32_t dirty;
    std::uint32_t changed;
  };

#if NONET_BAND_VECTOR >= 3
  // The rows that a batch of word updates settles (see drain()).
  struct SettleBatch {
    std::uint32_t settle_cells[27];  // per word: the cells to settle, read where `settling` says
    std::uint32_t settling;          // the words with cells to settle
  };
#else
  struct SettleBatch {};
#endif

#if NONET_BAND_VECTOR >= 3
  // Per band, its two-candidate cells as the naked-single pass last counted them, kept beside
  // the node rather than in it (a larger node costs every guess its copy). A propagation
  // recounts every band it changes before it returns (a band whose words change is touched for
  // the next naked-single pass, and its last pass follows every change), so the cell choice
  // needs no counts of its own, except for the root's bands that no pass counted.
  struct PairCells {
    std::uint32_t cells[3];
    std::uint32_t known;  // bit b: cells[b] holds
  };
#else
  struct PairCells {};
#endif

  // Propagates one digit-band word. False on contradiction.
  static bool update_word(Node& node, unsigned word, Pending& pending,
                          [[maybe_unused]] SettleBatch& batch) {
    const std::uint32_t old = node.cells[word];
    std::uint32_t cells = old & kBandBits;
    // The occupied triads, box-major. Bit 9r + 3x + 2 marks triad (r, x): adding 3 to a triad's
    // low two bits sets its high bit when they are not zero, without a carry out of the triad.
    // One multiplication then interleaves the three rows' bits into bits 18 + 3x + r (the three
    // shifted copies of the nine bits land on distinct positions, so nothing carries). Rather
    // than a lookup per row: fewer instructions, and no loads ahead of the table's.
#if NONET_BAND_VECTOR >= 3
    // With pext, which takes bit 3k of each triad (row-major), the triad's three bits need only
    // be ORed into bit 3k by two shifts (the settled-row bits shift onto no triad's bit 3k).
    const std::uint32_t allowed =
        kTables.allowed_cells_by_row[_pext_u32(old | (old >> 1) | (old >> 2), kTriadLow)];
#else
    constexpr std::uint32_t kTriadLow2 = kTriadLow * 3;
    const std::uint32_t occupied = (((cells & kTriadLow2) + kTriadLow2) | cells) & (kTriadLow << 2);
    const std::uint32_t triads = ((occupied * 0x10101u) >> 18) & kRowBits;
    const std::uint32_t allowed = kTables.allowed_cells[triads];
#endif
    if (allowed == 0) return false;
#if NONET_BAND_VECTOR >= 3
    cells = old & allowed;  // the table holds cells only: no mask needed
#else
    cells &= allowed;
#endif
    // Each row's lowest cell cleared in one subtraction: no row is empty here (a placement uses
    // one allowed triad per row), so no borrow crosses into the next row.
    const std::uint32_t rest = cells & (cells - kColumnSpread);
    // The rows left with one cell, as the settled-row bits (27 + r) are: a row's bit 8 after
    // adding 0xFF to its low eight bits says whether it is empty (no carry leaves the row), and
    // one multiplication moves bits 8, 17 and 26 to 27, 28 and 29 with no carries.
    constexpr std::uint32_t kRowLow8 = 0xFFu * kColumnSpread;
    constexpr std::uint32_t kRowHigh = 0x100u * kColumnSpread;
    const std::uint32_t occupied_rows = (((rest & kRowLow8) + kRowLow8) | rest) & kRowHigh;
    const std::uint32_t single_rows =
        ((kRowHigh & ~occupied_rows) * 0x80808u) & (7u << kSettledShift);
#if NONET_BAND_VECTOR >= 3
    // Settled later, with the rest of the batch (see drain()): no branch on whether this word
    // settles a row, which is as good as random. The new single rows as bits 9r + 8 (the rows
    // settled before moved there by a pdep, off the critical path), then their cells by bit
    // 9r + 9 less bit 9r: no table lookup on the way to the settle.
    const std::uint32_t fresh =
        kRowHigh & ~occupied_rows & ~_pdep_u32(old >> kSettledShift, kRowHigh);
    batch.settle_cells[word] = cells & ((fresh << 1) - (fresh >> 8));
    batch.settling |= std::uint32_t{fresh != 0} << word;
    (void)pending;
#else
    const std::uint32_t fresh = (single_rows & ~old) >> kSettledShift;
    if (fresh != 0) {
      const unsigned band = word / 9;
#if NONET_BAND_VECTOR >= 1
      // All the rows settled at once: a loop over them ended after one row or two, as good as
      // at random, and mispredicted about once a call.
      settle(node, word - 9 * band, band, cells & kTables.row_cells[fresh], pending);
#else
      for (std::uint32_t rows = fresh; rows != 0; rows &= rows - 1) {
        const unsigned row = lowest_bit_index(rows);
        settle(node, word - 9 * band, band, row, lowest_bit_index(cells >> (9 * row)), pending);
      }
#endif
    }
#endif
    node.cells[word] = cells | single_rows;
    return true;
  }

#if NONET_BAND_VECTOR >= 3
  // From this many queued words on, drain() updates all 27 at once in vector registers: a word
  // that is not queued is at its fixed point already, so its update changes nothing.
  static constexpr int kVectorBatch = 10;

  // update_word() for 16 words at once, lane = word: the new words and the cells to settle. The
  // permutation test by bit arithmetic rather than the table (no gather): a triad stays if the
  // two other rows can take the two other boxes, one way or the other, as in the stack step.
  // False on contradiction.
  static bool update_word_lanes(const __m512i old, __m512i& word, __m512i& settle_cells) {
    constexpr std::uint32_t kTriadLow2 = kTriadLow * 3;
    constexpr std::uint32_t kBox01 = 9u * kColumnSpread;   // triads of boxes 0 and 1
    constexpr std::uint32_t kBox2 = 64u * kColumnSpread;   // of box 2
    constexpr std::uint32_t kBox12 = 72u * kColumnSpread;  // of boxes 1 and 2
    constexpr std::uint32_t kBox0 = kColumnSpread;         // of box 0
    constexpr std::uint32_t kRowLow8 = 0xFFu * kColumnSpread;
    constexpr std::uint32_t kRowHigh = 0x100u * kColumnSpread;
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
    const __m512i keep = _mm512_and_si512(
        occupied, _mm512_or_si512(_mm512_and_si512(next_box(row1), prev_box(row2)),
                                  _mm512_and_si512(prev_box(row1), next_box(row2))));
    if (_mm512_testn_epi32_mask(keep, keep) != 0) return false;
    cells =
        _mm512_and_si512(cells, _mm512_or_si512(_mm512_or_si512(keep, _mm512_slli_epi32(keep, 1)),
                                                _mm512_slli_epi32(keep, 2)));
    // As in update_word(): bit 9r + 8 of `single` for the rows left with one cell.
    const __m512i rest = _mm512_and_si512(cells, _mm512_sub_epi32(cells, all(kColumnSpread)));
    const __m512i single = _mm512_andnot_si512(
        _mm512_or_si512(_mm512_add_epi32(_mm512_and_si512(rest, all(kRowLow8)), all(kRowLow8)),
                        rest),
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
  static bool update_all_words(Node& node, SettleBatch& batch) {
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
  // reaches the same fixed point, so the search tree is the same.
  static bool drain(Node& node, Pending& pending) {
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
#endif

#if NONET_BAND_VECTOR >= 1
  // settle()'s work on the band's words (below), for the L::kCount words from `first` at once:
  // clears the cells and adds the words that held any of them to `lost_words`.
  template <typename L>
  static void clear_cells_lanes(std::uint32_t* words, unsigned first, std::uint32_t cells,
                                std::uint32_t& lost_words) {
    constexpr std::uint32_t kAllLanes = (1u << L::kCount) - 1;
    const auto all = L::load(words + first);
    const auto bits = L::all(cells);
    L::store(words + first, L::but_not(all, bits));
    const std::uint32_t kept = L::lanes_set(L::equal(L::both(all, bits), L::all(0)));
    lost_words |= (~kept & kAllLanes) << first;
  }
#endif

#if NONET_BAND_VECTOR >= 1
  // The digit goes in `cells` of the band (one cell in each of one to three rows): drop those
  // cells from the other digits and their columns from the digit's two other bands.
  static void settle(Node& node, unsigned digit, unsigned band, std::uint32_t cells,
                     Pending& pending) {
    // Branch-free: which words change is hard to predict, and clearing a bit that is not there
    // is harmless. Every word that loses a cell is woken: testing which losses can change what
    // update_word() concludes (as the scalar settle() does) costs more than the calls it saves.
    node.unsolved[band] &= ~cells;
    std::uint32_t* words = &node.cells[9 * band];
    std::uint32_t lost_words = 0;
#if NONET_BAND_VECTOR >= 2
    clear_cells_lanes<Lanes8>(words, 0, cells, lost_words);
#else
    clear_cells_lanes<Lanes4>(words, 0, cells, lost_words);
    clear_cells_lanes<Lanes4>(words, 4, cells, lost_words);
#endif
    lost_words |= std::uint32_t{(words[8] & cells) != 0} << 8;
    words[8] &= ~cells;
    clear_columns(node, digit, band, (cells | (cells >> 9) | (cells >> 18)) & kRowBits, lost_words,
                  lost_words, pending);
  }
#endif
#if NONET_BAND_VECTOR >= 3
  // Per word: its band, its digit and the digit's words in the next and the previous band, so
  // that a settle reads them in one load instead of dividing by nine and selecting.
  struct WordPlace {
    std::uint8_t band;
    std::uint8_t digit;
    std::uint8_t next;
    std::uint8_t after;
  };
  static constexpr std::array<WordPlace, 27> kWordPlaces = [] {
    std::array<WordPlace, 27> places{};
    for (unsigned word = 0; word < 27; ++word) {
      places[word] = {static_cast<std::uint8_t>(word / 9), static_cast<std::uint8_t>(word % 9),
                      static_cast<std::uint8_t>((word + 9) % 27),
                      static_cast<std::uint8_t>((word + 18) % 27)};
    }
    return places;
  }();

  // settle() for drain(), where the word's own cells are stored already and stay there: the
  // band's other words lose the cells, the digit's other bands their columns.
  static void settle_others(Node& node, unsigned word, std::uint32_t cells, Pending& pending) {
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
#endif
#if NONET_BAND_VECTOR == 0
  // The digit goes in (row, column) of the band: drop the cell from the other digits and the
  // column from the digit's two other bands.
  static void settle(Node& node, unsigned digit, unsigned band, unsigned row, unsigned column,
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
#endif

  // settle()'s last step: the columns (9 bits) leave the digit's two other bands, and the words
  // are queued. Only after the band's words are stored: a narrow store to a word that a vector
  // load of them reads would stall that load until the store completes. The caller stores the
  // digit's own word afterwards, so it is left out of `dirty`.
  static void clear_columns(Node& node, unsigned digit, unsigned band, std::uint32_t columns,
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

  // The cells of a band (and the settled-row bits) that are in at least one of its nine words,
  // in at least two, and in at least three.
  static void count_candidates(const std::uint32_t* words, std::uint32_t& once,
                               std::uint32_t& twice, std::uint32_t& thrice) {
#if NONET_BAND_VECTOR >= 2
    // Words 0-7 folded across the lanes of one vector, halving the lanes three times, instead of
    // a scalar step per word; the ninth word is added after. The compiler drops `three` where the
    // caller does not read `thrice`.
    __m256i one = Lanes8::load(words);
    __m256i two = _mm256_setzero_si256();
    __m256i three = _mm256_setzero_si256();
    const auto fold = [&](__m256i other_one, __m256i other_two, __m256i other_three) {
      three = _mm256_or_si256(
          _mm256_or_si256(three, other_three),
          _mm256_or_si256(_mm256_and_si256(two, other_one), _mm256_and_si256(one, other_two)));
      two = _mm256_or_si256(_mm256_or_si256(two, other_two), _mm256_and_si256(one, other_one));
      one = _mm256_or_si256(one, other_one);
    };
    const __m256i none = _mm256_setzero_si256();
    fold(_mm256_permute2x128_si256(one, one, 1), none, none);
    // Lanes 2, 3, 0, 1 of each half, then 1, 0, 3, 2.
    fold(_mm256_shuffle_epi32(one, 0x4E), _mm256_shuffle_epi32(two, 0x4E), none);
    fold(_mm256_shuffle_epi32(one, 0xB1), _mm256_shuffle_epi32(two, 0xB1),
         _mm256_shuffle_epi32(three, 0xB1));
    once = static_cast<std::uint32_t>(_mm256_cvtsi256_si32(one));
    twice = static_cast<std::uint32_t>(_mm256_cvtsi256_si32(two));
    thrice = static_cast<std::uint32_t>(_mm256_cvtsi256_si32(three));
    thrice |= twice & words[8];
    twice |= once & words[8];
    once |= words[8];
#else
    once = 0;
    twice = 0;
    thrice = 0;
    for (unsigned digit = 0; digit < 9; ++digit) {
      thrice |= twice & words[digit];
      twice |= once & words[digit];
      once |= words[digit];
    }
#endif
  }

  // Naked singles and empty cells, per band. -1 on contradiction, else whether any was placed.
  static int place_naked_singles(Node& node, std::uint32_t touched,
                                 [[maybe_unused]] PairCells& pairs) {
    int placed = 0;
    for (unsigned band = 0; band < 3; ++band) {
      const std::uint32_t unsolved = node.unsolved[band];
      if (unsolved == 0 || (touched & (kBandWords << (9 * band))) == 0) continue;
      const std::uint32_t* words = &node.cells[9 * band];
      std::uint32_t once;
      std::uint32_t twice;
      std::uint32_t thrice;
      count_candidates(words, once, twice, thrice);
      if ((unsolved & ~once) != 0) return -1;
#if NONET_BAND_VECTOR >= 3
      pairs.cells[band] = unsolved & twice & ~thrice;
      pairs.known |= 1u << band;
#endif
      std::uint32_t singles = unsolved & ~twice;
      if (singles == 0) continue;
      // A single's digit read from the bits of the digits' indices (a search over the nine words
      // would mispredict once per single). They come from the words before any placement here:
      // two singles of one digit that see each other are placed both, and update_word() finds
      // the clash, as it would have found the cell left empty.
      const std::uint32_t index_bit0 = words[1] | words[3] | words[5] | words[7];
      const std::uint32_t index_bit1 = words[2] | words[3] | words[6] | words[7];
      const std::uint32_t index_bit2 = words[4] | words[5] | words[6] | words[7];
      const std::uint32_t index_bit3 = words[8];
      for (; singles != 0; singles &= singles - 1) {
        const unsigned position = lowest_bit_index(singles);
        const unsigned digit =
            ((index_bit0 >> position) & 1u) | (((index_bit1 >> position) & 1u) << 1) |
            (((index_bit2 >> position) & 1u) << 2) | (((index_bit3 >> position) & 1u) << 3);
        place(node, digit, band, position);
      }
      placed = 1;
    }
    return placed;
  }

#if NONET_BAND_VECTOR >= 1
  // At each column, the next (previous) column of the same stack, cyclically.
  template <typename L>
  static typename L::Vector next_in_stack(typename L::Vector y) {
    return L::either(L::both(L::shift_right(y, 1), L::all(kStackLow2)),
                     L::both(L::shift_left(y, 2), L::all(kStackHigh1)));
  }
  template <typename L>
  static typename L::Vector prev_in_stack(typename L::Vector y) {
    return L::either(L::both(L::shift_left(y, 1), L::all(kStackHigh2)),
                     L::both(L::shift_right(y, 2), L::all(kStackLow1)));
  }

  // update_stacks()'s work (below) for the L::kCount digits from `first` at once, lane = digit:
  // narrows their words, adds the narrowed words to `narrowed`, stores the digits' hidden-single
  // columns in `hidden` and adds the digits that have any to `hidden_digits`. False on
  // contradiction.
  template <typename L>
  static bool stack_lanes(Node& node, unsigned first, std::uint32_t* hidden,
                          std::uint32_t& hidden_digits, std::uint32_t& narrowed) {
    using Vector = typename L::Vector;
    Vector words[3];
    Vector columns[3];
    Vector nexts[3];
    Vector prevs[3];
    for (unsigned band = 0; band < 3; ++band) {
      words[band] = L::load(&node.cells[9 * band + first]);
      const Vector w = words[band];
      columns[band] = L::both(L::either(L::either(w, L::shift_right(w, 9)), L::shift_right(w, 18)),
                              L::all(kRowBits));
      nexts[band] = next_in_stack<L>(columns[band]);
      prevs[band] = prev_in_stack<L>(columns[band]);
    }
    Vector keep[3];
    for (unsigned band = 0; band < 3; ++band) {
      const unsigned b1 = band == 2 ? 0 : band + 1;
      const unsigned b2 = band == 0 ? 2 : band - 1;
      keep[band] = L::both(columns[band],
                           L::either(L::both(nexts[b1], prevs[b2]), L::both(prevs[b1], nexts[b2])));
    }
    // A stack with no permutation leaves every band without a column there.
    const Vector stacks_kept = L::both(
        L::either(L::either(keep[0], L::shift_right(keep[0], 1)), L::shift_right(keep[0], 2)),
        L::all(kStackLow1));
    constexpr std::uint32_t kAllLanes = (1u << L::kCount) - 1;
    if (L::lanes_set(L::equal(stacks_kept, L::all(kStackLow1))) != kAllLanes) return false;
    for (unsigned band = 0; band < 3; ++band) {
      const std::uint32_t same = L::lanes_set(L::equal(keep[band], columns[band]));
      narrowed |= (~same & kAllLanes) << (9 * band + first);
      const Vector spread = L::either(L::either(keep[band], L::shift_left(keep[band], 9)),
                                      L::shift_left(keep[band], 18));
      words[band] = L::both(words[band], L::either(spread, L::all(~kBandBits)));
      L::store(&node.cells[9 * band + first], words[band]);
      words[band] = L::both(words[band], L::all(kBandBits));
    }
    const Vector any = L::either(L::either(words[0], words[1]), words[2]);
    const Vector several =
        L::either(L::either(L::both(words[0], words[1]), L::both(words[0], words[2])),
                  L::both(words[1], words[2]));
    const Vector any0 = L::both(any, L::all(kRowBits));
    const Vector any1 = L::both(L::shift_right(any, 9), L::all(kRowBits));
    const Vector any2 = L::shift_right(any, 18);
    const Vector column_several =
        L::either(L::either(L::either(several, L::shift_right(several, 9)),
                            L::either(L::shift_right(several, 18), L::both(any0, any1))),
                  L::either(L::both(any0, any2), L::both(any1, any2)));
    const Vector settled = L::load(node.settled_columns + first);
    const Vector single = L::but_not(L::but_not(L::all(kRowBits), settled), column_several);
    L::store(hidden + first, single);
    hidden_digits |= (~L::lanes_set(L::equal(single, L::all(0))) & kAllLanes) << first;
    return true;
  }
#endif

  // Per digit, the stack view of the triad step: in each stack the digit takes one column per
  // band and one band per column, so a band's column that lies on no such permutation is
  // emptied (pointing and claiming between boxes and columns). Then columns with one place left
  // are hidden singles. -1 on contradiction, else whether anything changed.
  //
  // The permutation test is bit arithmetic on the three 9-bit column masks, all stacks at once:
  // a column of one band stays if the two other bands can take the stack's two other columns,
  // one way or the other. With no table lookup it runs for eight digits at once in vector
  // registers (stack_lanes()), where the instruction set has them.
  static int update_stacks(Node& node, std::uint32_t touched) {
    std::uint32_t hidden[9] = {};
    // The digits with a hidden single: most passes have none, and the loop below visits only
    // these.
    std::uint32_t hidden_digits = 0;
    std::uint32_t narrowed = 0;
    unsigned first_scalar = 0;
#if NONET_BAND_VECTOR >= 2
    if (!stack_lanes<Lanes8>(node, 0, hidden, hidden_digits, narrowed)) return -1;
    first_scalar = 8;
#elif NONET_BAND_VECTOR == 1
    if (!stack_lanes<Lanes4>(node, 0, hidden, hidden_digits, narrowed) ||
        !stack_lanes<Lanes4>(node, 4, hidden, hidden_digits, narrowed)) {
      return -1;
    }
    first_scalar = 8;
#endif
    for (unsigned digit = first_scalar; digit < 9; ++digit) {
      if ((touched & (kDigitWords << digit)) == 0) continue;
      std::uint32_t columns[3];
      for (unsigned band = 0; band < 3; ++band) {
        const std::uint32_t cells = node.cells[9 * band + digit];
        columns[band] = (cells | (cells >> 9) | (cells >> 18)) & kRowBits;
      }
      const auto next = [](std::uint32_t y) {
        return ((y >> 1) & kStackLow2) | ((y << 2) & kStackHigh1);
      };
      const auto prev = [](std::uint32_t y) {
        return ((y << 1) & kStackHigh2) | ((y >> 2) & kStackLow1);
      };
      const std::uint32_t keep[3] = {
          columns[0] &
              ((next(columns[1]) & prev(columns[2])) | (prev(columns[1]) & next(columns[2]))),
          columns[1] &
              ((next(columns[2]) & prev(columns[0])) | (prev(columns[2]) & next(columns[0]))),
          columns[2] &
              ((next(columns[0]) & prev(columns[1])) | (prev(columns[0]) & next(columns[1]))),
      };
      if (((keep[0] | (keep[0] >> 1) | (keep[0] >> 2)) & kStackLow1) != kStackLow1) return -1;
      for (unsigned band = 0; band < 3; ++band) {
        if (keep[band] == columns[band]) continue;
        node.cells[9 * band + digit] &= (keep[band] * kColumnSpread) | ~kBandBits;
        narrowed |= 1u << (9 * band + digit);
      }
      const std::uint32_t a = node.cells[digit] & kBandBits;
      const std::uint32_t b = node.cells[9 + digit] & kBandBits;
      const std::uint32_t c = node.cells[18 + digit] & kBandBits;
      // Per (row in band, column): in at least one band, in at least two.
      const std::uint32_t any = a | b | c;
      const std::uint32_t several = (a & b) | (a & c) | (b & c);
      const std::uint32_t any0 = any & kRowBits;
      const std::uint32_t any1 = (any >> 9) & kRowBits;
      const std::uint32_t any2 = any >> 18;
      const std::uint32_t column_several = several | (several >> 9) | (several >> 18) |
                                           (any0 & any1) | (any0 & any2) | (any1 & any2);
      hidden[digit] = ~column_several & ~node.settled_columns[digit] & kRowBits;
      hidden_digits |= std::uint32_t{hidden[digit] != 0} << digit;
    }
    node.dirty |= narrowed;
    node.changed |= narrowed;
    int changed = narrowed != 0 ? 1 : 0;
    for (; hidden_digits != 0; hidden_digits &= hidden_digits - 1) {
      const unsigned digit = lowest_bit_index(hidden_digits);
      for (std::uint32_t columns = hidden[digit]; columns != 0; columns &= columns - 1) {
        const std::uint32_t column_cells = kTables.column_cells[lowest_bit_index(columns)];
        for (unsigned band = 0; band < 3; ++band) {
          const std::uint32_t cell = node.cells[9 * band + digit] & column_cells;
          if (cell != 0) {
            place(node, digit, band, lowest_bit_index(cell));
            break;
          }
        }
        changed = 1;
      }
    }
    return changed;
  }

  // Runs every step to a fixed point. Only words that changed since the last fixed point can make
  // new singles or stack eliminations, so the passes skip bands and digits none of whose words
  // was touched.
  static bool propagate(Node& node, PairCells& pairs) {
    std::uint32_t touched_for_naked = 0;
    std::uint32_t touched_for_stacks = 0;
    for (;;) {
      // After a contradiction the node is dropped, so its bookkeeping need not be written back.
      Pending pending{node.dirty, node.changed};
#if NONET_BAND_VECTOR >= 3
      if (!drain(node, pending)) return false;
#else
      SettleBatch batch;
      while (pending.dirty != 0) {
        const unsigned word = lowest_bit_index(pending.dirty);
        pending.dirty &= pending.dirty - 1;
        if (!update_word(node, word, pending, batch)) return false;
      }
#endif
      node.dirty = 0;
      // Every cell settled: the node is a solution (each settle took its cell from the other
      // digits and its column from the digit's other bands, and the drain found no row left
      // empty), and the passes below would find nothing. Two of serg's ten stack passes a
      // puzzle ran on such nodes.
      if ((node.unsolved[0] | node.unsolved[1] | node.unsolved[2]) == 0) {
        node.changed = 0;
        return true;
      }
      touched_for_naked |= pending.changed;
      touched_for_stacks |= pending.changed;
      node.changed = 0;
      const int naked = place_naked_singles(node, touched_for_naked, pairs);
      touched_for_naked = 0;
      if (naked < 0) return false;
      if (naked > 0) continue;
      const int stacks = update_stacks(node, touched_for_stacks);
      touched_for_stacks = 0;
      if (stacks < 0) return false;
      if (stacks == 0) return true;
    }
  }

  // The propagation of the hard route: propagate(), locked triads at its fixed point, and
  // propagate() again if they removed anything. Looking for locked triads once more after that
  // (until neither step finds anything) saves 0.2-0.9% of the guesses for 1-2% more
  // instructions.
  static bool propagate_locked(Node& node, PairCells& pairs) {
    if (!propagate(node, pairs)) return false;
    const int locked = lock_triads(node);
    if (locked <= 0) return locked == 0;
    return propagate(node, pairs);
  }

  // Where one digit is confined to a single triad, from its word in one band: the triad bits
  // (bit 9r + 3x, see kTriadLow) of the rows that have one triad left. At a fixed point no row
  // is empty, so one subtraction clears each row's lowest triad without a borrow between rows.
  static std::uint32_t confined_triads(std::uint32_t word) {
    const std::uint32_t triads = (word | (word >> 1) | (word >> 2)) & kTriadLow;
    const std::uint32_t rest = triads & (triads - kRowLow);
    const std::uint32_t several = (rest | (rest >> 3) | (rest >> 6)) & kRowLow;
    return triads & ~((several << 9) - several);
  }
  // The same for a digit's column masks of the three bands side by side (bit 9 * band +
  // column): the columns that are the digit's only one in their box. No box is empty either.
  static std::uint32_t confined_columns(std::uint32_t columns) {
    const std::uint32_t rest = columns & (columns - kTriadLow);
    const std::uint32_t several = (rest | (rest >> 1) | (rest >> 2)) & kTriadLow;
    return columns & ~((several << 3) - several);
  }

#if NONET_BAND_VECTOR >= 1
  // lock_triads()'s first step for L::kCount digits from `first` at once, lane = digit.
  template <typename L>
  static void confined_lanes(const Node& node, unsigned first, std::uint32_t* in_triads,
                             std::uint32_t* in_columns) {
    using Vector = typename L::Vector;
    Vector triads_all = L::all(0);
    Vector columns = L::all(0);
    for (unsigned band = 0; band < 3; ++band) {
      const Vector w = L::both(L::load(&node.cells[9 * band + first]), L::all(kBandBits));
      const Vector triads = L::both(
          L::either(L::either(w, L::shift_right(w, 1)), L::shift_right(w, 2)), L::all(kTriadLow));
      const Vector rest = L::both(triads, L::minus(triads, L::all(kRowLow)));
      const Vector several =
          L::both(L::either(L::either(rest, L::shift_right(rest, 3)), L::shift_right(rest, 6)),
                  L::all(kRowLow));
      const Vector confined = L::but_not(triads, L::minus(L::shift_left(several, 9), several));
      triads_all = L::either(triads_all, L::shift_left(confined, band));
      const Vector own = L::both(
          L::either(L::either(w, L::shift_right(w, 9)), L::shift_right(w, 18)), L::all(kRowBits));
      columns = L::either(columns, L::shift_left(own, 9 * band));
    }
    const Vector rest = L::both(columns, L::minus(columns, L::all(kTriadLow)));
    const Vector several =
        L::both(L::either(L::either(rest, L::shift_right(rest, 1)), L::shift_right(rest, 2)),
                L::all(kTriadLow));
    L::store(in_triads + first, triads_all);
    L::store(in_columns + first, L::but_not(columns, L::minus(L::shift_left(several, 3), several)));
  }

  // lock_triads()'s last step for L::kCount digits from `first` at once.
  template <typename L>
  static void unlock_lanes(Node& node, unsigned first, const std::uint32_t* in_triads,
                           const std::uint32_t* in_columns, std::uint32_t full_triads,
                           std::uint32_t full_columns, std::uint32_t& narrowed) {
    using Vector = typename L::Vector;
    constexpr std::uint32_t kAllLanes = (1u << L::kCount) - 1;
    const Vector triads = L::but_not(L::all(full_triads), L::load(in_triads + first));
    const Vector columns = L::but_not(L::all(full_columns), L::load(in_columns + first));
    for (unsigned band = 0; band < 3; ++band) {
      const Vector t = L::both(L::shift_right(triads, band), L::all(kTriadLow));
      const Vector c = L::both(L::shift_right(columns, 9 * band), L::all(kRowBits));
      const Vector drop =
          L::either(L::either(L::either(t, L::shift_left(t, 1)), L::shift_left(t, 2)),
                    L::either(L::either(c, L::shift_left(c, 9)), L::shift_left(c, 18)));
      const Vector old = L::load(&node.cells[9 * band + first]);
      const Vector now = L::but_not(old, drop);
      L::store(&node.cells[9 * band + first], now);
      narrowed |= (~L::lanes_set(L::equal(now, old)) & kAllLanes) << (9 * band + first);
    }
  }
#endif

  // Over nine digits' masks, bit-parallel: the bits set in at least three, and in at least four.
  static void count_confined(const std::uint32_t* masks, std::uint32_t& three,
                             std::uint32_t& four) {
#if NONET_BAND_VECTOR >= 2
    // Digits 0-7 folded across the lanes of one vector, halving the lanes three times, instead
    // of a scalar step per digit (as in count_candidates()); the ninth digit is added after.
    __m256i at_least[4] = {Lanes8::load(masks), _mm256_setzero_si256(), _mm256_setzero_si256(),
                           _mm256_setzero_si256()};
    const auto fold = [&](const __m256i(&other)[4]) {
      // k + 1 or more in both halves together: k + 1 in one, or i + 1 and k - i in the two.
      for (unsigned k = 3; k > 0; --k) {
        __m256i sum = _mm256_or_si256(at_least[k], other[k]);
        for (unsigned i = 0; i < k; ++i) {
          sum = _mm256_or_si256(sum, _mm256_and_si256(at_least[i], other[k - 1 - i]));
        }
        at_least[k] = sum;
      }
      at_least[0] = _mm256_or_si256(at_least[0], other[0]);
    };
    const __m256i swapped_halves = _mm256_permute2x128_si256(at_least[0], at_least[0], 1);
    fold({swapped_halves, _mm256_setzero_si256(), _mm256_setzero_si256(), _mm256_setzero_si256()});
    fold({_mm256_shuffle_epi32(at_least[0], 0x4E), _mm256_shuffle_epi32(at_least[1], 0x4E),
          _mm256_setzero_si256(), _mm256_setzero_si256()});  // lanes 2, 3, 0, 1 of each half
    fold({_mm256_shuffle_epi32(at_least[0], 0xB1), _mm256_shuffle_epi32(at_least[1], 0xB1),
          _mm256_shuffle_epi32(at_least[2], 0xB1), _mm256_setzero_si256()});  // 1, 0, 3, 2
    const auto twice = static_cast<std::uint32_t>(_mm256_cvtsi256_si32(at_least[1]));
    three = static_cast<std::uint32_t>(_mm256_cvtsi256_si32(at_least[2]));
    four = static_cast<std::uint32_t>(_mm256_cvtsi256_si32(at_least[3]));
    four |= three & masks[8];
    three |= twice & masks[8];
#else
    std::uint32_t once = 0;
    std::uint32_t twice = 0;
    three = 0;
    four = 0;
    for (unsigned digit = 0; digit < 9; ++digit) {
      const std::uint32_t m = masks[digit];
      four |= three & m;
      three |= twice & m;
      twice |= once & m;
      once |= m;
    }
#endif
  }

  // A triad (the three cells where a row meets a box, or a column meets a box) holds exactly
  // three digits. When three digits are each confined to the same triad (the row's only triad
  // for them, or the box's only column), they fill it and the other digits leave its cells: a
  // hidden triple that neither the band nor the stack step sees, as they look at one digit at a
  // time. On its own it saves 2-4% of the guesses; with the branching on configurations
  // (choose_configurations()) it is what makes that branching pay. -1 on contradiction (four
  // digits confined to one triad), else whether anything changed.
  static int lock_triads(Node& node) {
    // Per digit: bit 3k + band, confined to triad k of the band; bit 9 * band + column, confined
    // to that column of the band's box.
    std::uint32_t in_triads[9];
    std::uint32_t in_columns[9];
    // With AVX2 the ninth digit is done by a second, overlapping vector pass (digits 1-8):
    // cheaper than its scalar loop, and writing digits 1-7 again changes nothing. A third
    // SSE pass costs more than the loop.
    unsigned first_scalar = 0;
#if NONET_BAND_VECTOR >= 2
    confined_lanes<Lanes8>(node, 0, in_triads, in_columns);
    confined_lanes<Lanes8>(node, 1, in_triads, in_columns);
    first_scalar = 9;
#elif NONET_BAND_VECTOR == 1
    confined_lanes<Lanes4>(node, 0, in_triads, in_columns);
    confined_lanes<Lanes4>(node, 4, in_triads, in_columns);
    first_scalar = 8;
#endif
    for (unsigned digit = first_scalar; digit < 9; ++digit) {
      std::uint32_t triads = 0;
      std::uint32_t columns = 0;
      for (unsigned band = 0; band < 3; ++band) {
        const std::uint32_t w = node.cells[9 * band + digit] & kBandBits;
        triads |= confined_triads(w) << band;
        columns |= ((w | (w >> 9) | (w >> 18)) & kRowBits) << (9 * band);
      }
      in_triads[digit] = triads;
      in_columns[digit] = confined_columns(columns);
    }
    std::uint32_t t3, t4, c3, c4;
    count_confined(in_triads, t3, t4);
    count_confined(in_columns, c3, c4);
    if ((t4 | c4) != 0) return -1;
    // A triad with no open cell holds its three digits already: most full triads are of that
    // kind, and skipping them skips the last step most of the time.
    std::uint32_t open_triads = 0;
    std::uint32_t open_columns = 0;
    for (unsigned band = 0; band < 3; ++band) {
      const std::uint32_t open = node.unsolved[band];
      open_triads |= ((open | (open >> 1) | (open >> 2)) & kTriadLow) << band;
      open_columns |= ((open | (open >> 9) | (open >> 18)) & kRowBits) << (9 * band);
    }
    const std::uint32_t full_triads = t3 & open_triads;
    const std::uint32_t full_columns = c3 & open_columns;
    if ((full_triads | full_columns) == 0) return 0;
    std::uint32_t narrowed = 0;
    first_scalar = 0;
#if NONET_BAND_VECTOR >= 2
    unlock_lanes<Lanes8>(node, 0, in_triads, in_columns, full_triads, full_columns, narrowed);
    first_scalar = 8;
#elif NONET_BAND_VECTOR == 1
    unlock_lanes<Lanes4>(node, 0, in_triads, in_columns, full_triads, full_columns, narrowed);
    unlock_lanes<Lanes4>(node, 4, in_triads, in_columns, full_triads, full_columns, narrowed);
    first_scalar = 8;
#endif
    for (unsigned digit = first_scalar; digit < 9; ++digit) {
      const std::uint32_t triads = full_triads & ~in_triads[digit];
      const std::uint32_t columns = full_columns & ~in_columns[digit];
      for (unsigned band = 0; band < 3; ++band) {
        const unsigned word = 9 * band + digit;
        const std::uint32_t old = node.cells[word];
        const std::uint32_t drop = (((triads >> band) & kTriadLow) * 7u) |
                                   (((columns >> (9 * band)) & kRowBits) * kColumnSpread);
        node.cells[word] = old & ~drop;
        narrowed |= std::uint32_t{(old & drop) != 0} << word;
      }
    }
    node.dirty |= narrowed;
    node.changed |= narrowed;
    return narrowed != 0 ? 1 : 0;
  }

  struct Choice {
    unsigned band;
    unsigned position;
  };

  // The lowest digit (0-8) that an open cell can still take. Without a loop over the digits,
  // whose length is as good as random: it mispredicted about once a guess.
  static unsigned first_digit_at(const Node& node, unsigned band, unsigned position) {
    const std::uint32_t* words = &node.cells[9 * band];
#if NONET_BAND_VECTOR >= 2
    // Bit `position` of each word moved to its sign bit, one bit per digit from the sign bits.
    const __m256i moved = Lanes8::shift_left(Lanes8::load(words), 31 - position);
    const std::uint32_t digits = Lanes8::lanes_set(moved) | (((words[8] >> position) & 1u) << 8);
#else
    std::uint32_t digits = 0;
    for (unsigned digit = 0; digit < 9; ++digit)
      digits |= ((words[digit] >> position) & 1u) << digit;
#endif
    return lowest_bit_index(digits);
  }

#if NONET_BAND_VECTOR >= 3
  // Per position of a band (lane), padded to 32: its row and box peers in the band, its column.
  struct PeerLanes {
    alignas(64) std::uint32_t peers[32];
    alignas(64) std::uint32_t column[32];
  };
  static constexpr PeerLanes kPeerLanes = [] {
    PeerLanes lanes{};
    for (unsigned position = 0; position < 27; ++position) {
      lanes.peers[position] = kTables.band_peers[position];
      lanes.column[position] = kTables.position_column[position];
    }
    return lanes;
  }();

  // The two-candidate cell with the most open peers, as the loop in choose_cell() finds it (the
  // first in band and position order on ties), scoring every cell of a band at once: lane =
  // position, 16 per vector. The loop visited each two-candidate cell and took a branch on its
  // score, both as good as random. Each lane's key is its score above 127 minus the cell's index
  // 32 * band + position (0-90), so the largest key is the best score's first cell (and band and
  // position come out by a shift and a mask, not a division); 0 means no cell has two.
  static bool choose_pair_cell(const Node& node, const PairCells& known_pairs, Choice& pair) {
    __m512i best = _mm512_setzero_si512();
    const __m512i lane_index =
        _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    for (unsigned band = 0; band < 3; ++band) {
      const std::uint32_t unsolved = node.unsolved[band];
      if (unsolved == 0) continue;
      std::uint32_t pairs = known_pairs.cells[band];
      if ((known_pairs.known & (1u << band)) == 0) {
        std::uint32_t once;
        std::uint32_t twice;
        std::uint32_t thrice;
        count_candidates(&node.cells[9 * band], once, twice, thrice);
        pairs = unsolved & twice & ~thrice;
      }
      const __m512i open = _mm512_set1_epi32(static_cast<int>(unsolved));
      const __m512i next =
          _mm512_set1_epi32(static_cast<int>(node.unsolved[band == 2 ? 0 : band + 1]));
      const __m512i after =
          _mm512_set1_epi32(static_cast<int>(node.unsolved[band == 0 ? 2 : band - 1]));
      for (unsigned half = 0; half < 2; ++half) {
        const __m512i peers = _mm512_load_si512(kPeerLanes.peers + 16 * half);
        const __m512i column = _mm512_load_si512(kPeerLanes.column + 16 * half);
        // The column's open cells in the two other bands, the second shifted by one bit so that
        // one count takes both (a column's bits are c, c + 9, c + 18; shifted, c + 1, ...).
        const __m512i in_columns = _mm512_or_si512(
            _mm512_and_si512(next, column), _mm512_slli_epi32(_mm512_and_si512(after, column), 1));
        const __m512i score = _mm512_add_epi32(_mm512_popcnt_epi32(_mm512_and_si512(open, peers)),
                                               _mm512_popcnt_epi32(in_columns));
        const __m512i rank = _mm512_sub_epi32(
            _mm512_set1_epi32(static_cast<int>(127 - 32 * band - 16 * half)), lane_index);
        const __m512i key = _mm512_or_si512(_mm512_slli_epi32(score, 7), rank);
        best = _mm512_mask_max_epu32(best, static_cast<__mmask16>(pairs >> (16 * half)), best, key);
      }
    }
    const std::uint32_t key = _mm512_reduce_max_epu32(best);
    if (key == 0) return false;
    const unsigned cell = 127 - (key & 127u);
    pair = {cell >> 5, cell & 31u};
    return true;
  }
#endif

  // A cell with two candidates if there is one, else one with the fewest.
  static Choice choose_cell(const Node& node, [[maybe_unused]] const PairCells& known_pairs) {
#if NONET_BAND_VECTOR >= 3
    Choice pair{0, 0};
    if (choose_pair_cell(node, known_pairs, pair)) return pair;
#else
    Choice pair{0, 0};
    int pair_score = -1;
    for (unsigned band = 0; band < 3; ++band) {
      const std::uint32_t unsolved = node.unsolved[band];
      if (unsolved == 0) continue;
      std::uint32_t once;
      std::uint32_t twice;
      std::uint32_t thrice;
      count_candidates(&node.cells[9 * band], once, twice, thrice);
      // The open cells of the two other bands side by side, so that one count gives a cell's
      // open peers in its column outside the band.
      const std::uint64_t others =
          node.unsolved[(band + 1) % 3] | (std::uint64_t{node.unsolved[(band + 2) % 3]} << 32);
      for (std::uint32_t pairs = unsolved & twice & ~thrice; pairs != 0; pairs &= pairs - 1) {
        const unsigned position = lowest_bit_index(pairs);
        const std::uint64_t column = kTables.position_column[position] * 0x100000001ull;
        const int score = __builtin_popcount(unsolved & kTables.band_peers[position]) +
                          __builtin_popcountll(others & column);
        if (score > pair_score) {
          pair_score = score;
          pair = {band, position};
        }
      }
    }
    if (pair_score >= 0) return pair;
#endif
    Choice best{0, 0};
    int best_count = 10;
    for (unsigned band = 0; band < 3; ++band) {
      for (std::uint32_t open = node.unsolved[band]; open != 0; open &= open - 1) {
        const unsigned position = lowest_bit_index(open);
        int count = 0;
        for (unsigned digit = 0; digit < 9; ++digit) {
          count += static_cast<int>((node.cells[9 * band + digit] >> position) & 1u);
        }
        if (count < best_count) {
          best_count = count;
          best = {band, position};
        }
      }
    }
    return best;
  }

  // A digit's configuration in a band is one of the six ways it takes one triad per row and per
  // box (a permutation of the boxes over the rows); in a stack, one of the six ways it takes one
  // column per band and per box. As masks of the triad bits of a band word (bit 9r + 3x), and of
  // the column bits of three bands side by side (bit 9 * band + column, stack 0; shift by
  // 3 * stack for the others). Permutation i is the same in both and in kTables.permutations.
  static constexpr std::uint32_t kBandConfigurations[6] = {
      1u | (1u << 12) | (1u << 24), 1u | (1u << 15) | (1u << 21), 8u | (1u << 9) | (1u << 24),
      8u | (1u << 15) | (1u << 18), 64u | (1u << 9) | (1u << 21), 64u | (1u << 12) | (1u << 18)};
  static constexpr std::uint32_t kStackConfigurations[6] = {
      1u | (2u << 9) | (4u << 18), 1u | (4u << 9) | (2u << 18), 2u | (1u << 9) | (4u << 18),
      2u | (4u << 9) | (1u << 18), 4u | (1u << 9) | (2u << 18), 4u | (2u << 9) | (1u << 18)};

  // Lines 0-2 are the bands, 3-5 the stacks.
  using ConfigurationCounts = std::uint32_t[6][9];

  // How many configurations each digit has left per line: a configuration counts when all
  // three of its triads (columns) still hold a candidate.
  static void count_configurations(const Node& node, unsigned digit, ConfigurationCounts& counts) {
    std::uint32_t columns = 0;
    for (unsigned band = 0; band < 3; ++band) {
      const std::uint32_t w = node.cells[9 * band + digit] & kBandBits;
      const std::uint32_t triads = (w | (w >> 1) | (w >> 2)) & kTriadLow;
      unsigned n = 0;
      for (const std::uint32_t c : kBandConfigurations) n += (triads & c) == c ? 1u : 0u;
      counts[band][digit] = n;
      columns |= ((w | (w >> 9) | (w >> 18)) & kRowBits) << (9 * band);
    }
    for (unsigned stack = 0; stack < 3; ++stack) {
      const std::uint32_t shifted = columns >> (3 * stack);
      unsigned n = 0;
      for (const std::uint32_t c : kStackConfigurations) n += (shifted & c) == c ? 1u : 0u;
      counts[3 + stack][digit] = n;
    }
  }

#if NONET_BAND_VECTOR == 1
  // count_configurations() for L::kCount digits from `first` at once, lane = digit.
  template <typename L>
  static void count_configuration_lanes(const Node& node, unsigned first,
                                        ConfigurationCounts& counts) {
    using Vector = typename L::Vector;
    Vector columns = L::all(0);
    for (unsigned band = 0; band < 3; ++band) {
      const Vector w = L::both(L::load(&node.cells[9 * band + first]), L::all(kBandBits));
      const Vector triads = L::both(
          L::either(L::either(w, L::shift_right(w, 1)), L::shift_right(w, 2)), L::all(kTriadLow));
      Vector n = L::all(0);
      for (const std::uint32_t c : kBandConfigurations) {
        n = L::minus(n, L::equal(L::both(triads, L::all(c)), L::all(c)));  // a match is -1
      }
      L::store(&counts[band][first], n);
      const Vector own = L::both(
          L::either(L::either(w, L::shift_right(w, 9)), L::shift_right(w, 18)), L::all(kRowBits));
      columns = L::either(columns, L::shift_left(own, 9 * band));
    }
    for (unsigned stack = 0; stack < 3; ++stack) {
      Vector n = L::all(0);
      for (const std::uint32_t c : kStackConfigurations) {
        const std::uint32_t shifted = c << (3 * stack);
        n = L::minus(n, L::equal(L::both(columns, L::all(shifted)), L::all(shifted)));
      }
      L::store(&counts[3 + stack][first], n);
    }
  }
#endif

#if NONET_BAND_VECTOR >= 2
  // 3n + 1 where n > 1, else 0: a digit's share of its line's size (see choose_configurations()).
  static __m256i size_shares(__m256i n) {
    const __m256i share =
        _mm256_add_epi32(_mm256_add_epi32(n, _mm256_add_epi32(n, n)), _mm256_set1_epi32(1));
    return _mm256_and_si256(share, _mm256_cmpgt_epi32(n, _mm256_set1_epi32(1)));
  }

  // count_configurations() for all nine digits, and each line's size, without a scalar loop
  // over the counts: digits 0-7 as lanes of one vector per line, digit 8 as one vector whose
  // lanes are the six lines, and the sizes summed across lanes by horizontal adds.
  static void count_configurations_avx2(const Node& node, ConfigurationCounts& counts,
                                        unsigned (&sizes)[6]) {
    __m256i n[6];
    __m256i columns = _mm256_setzero_si256();
    for (unsigned band = 0; band < 3; ++band) {
      const __m256i w = Lanes8::both(Lanes8::load(&node.cells[9 * band]), Lanes8::all(kBandBits));
      const __m256i triads = Lanes8::both(
          Lanes8::either(Lanes8::either(w, _mm256_srli_epi32(w, 1)), _mm256_srli_epi32(w, 2)),
          Lanes8::all(kTriadLow));
      n[band] = _mm256_setzero_si256();
      for (const std::uint32_t c : kBandConfigurations) {
        n[band] = Lanes8::minus(
            n[band], Lanes8::equal(Lanes8::both(triads, Lanes8::all(c)), Lanes8::all(c)));
      }
      const __m256i own = Lanes8::both(
          Lanes8::either(Lanes8::either(w, _mm256_srli_epi32(w, 9)), _mm256_srli_epi32(w, 18)),
          Lanes8::all(kRowBits));
      columns = Lanes8::either(columns, Lanes8::shift_left(own, 9 * band));
    }
    for (unsigned stack = 0; stack < 3; ++stack) {
      n[3 + stack] = _mm256_setzero_si256();
      for (const std::uint32_t c : kStackConfigurations) {
        const std::uint32_t shifted = c << (3 * stack);
        n[3 + stack] = Lanes8::minus(
            n[3 + stack],
            Lanes8::equal(Lanes8::both(columns, Lanes8::all(shifted)), Lanes8::all(shifted)));
      }
    }
    for (unsigned line = 0; line < 6; ++line) Lanes8::store(&counts[line][0], n[line]);
    // Digit 8: lanes 0-2 its triads in the bands, lanes 3-5 its columns shifted to stack 0 of
    // each stack; lanes 6-7 hold nothing and match no configuration.
    std::uint32_t triads8[3];
    std::uint32_t columns8 = 0;
    for (unsigned band = 0; band < 3; ++band) {
      const std::uint32_t w = node.cells[9 * band + 8] & kBandBits;
      triads8[band] = (w | (w >> 1) | (w >> 2)) & kTriadLow;
      columns8 |= ((w | (w >> 9) | (w >> 18)) & kRowBits) << (9 * band);
    }
    const __m256i x =
        _mm256_setr_epi32(static_cast<int>(triads8[0]), static_cast<int>(triads8[1]),
                          static_cast<int>(triads8[2]), static_cast<int>(columns8),
                          static_cast<int>(columns8 >> 3), static_cast<int>(columns8 >> 6), 0, 0);
    __m256i n8 = _mm256_setzero_si256();
    for (unsigned i = 0; i < 6; ++i) {
      const auto b = static_cast<int>(kBandConfigurations[i]);
      const auto t = static_cast<int>(kStackConfigurations[i]);
      const __m256i c = _mm256_setr_epi32(b, b, b, t, t, t, -1, -1);
      n8 = Lanes8::minus(n8, Lanes8::equal(Lanes8::both(x, c), c));
    }
    std::uint32_t lanes8[8];
    Lanes8::store(lanes8, n8);
    for (unsigned line = 0; line < 6; ++line) counts[line][8] = lanes8[line];
    // hadd(a, b) = a0+a1, a2+a3, b0+b1, b2+b3 in each 128-bit half: two rounds leave each
    // line's sum over lanes 0-3 in the low half and over lanes 4-7 in the high half.
    const __m256i low = _mm256_hadd_epi32(_mm256_hadd_epi32(size_shares(n[0]), size_shares(n[1])),
                                          _mm256_hadd_epi32(size_shares(n[2]), size_shares(n[3])));
    const __m256i high = _mm256_hadd_epi32(_mm256_hadd_epi32(size_shares(n[4]), size_shares(n[5])),
                                           _mm256_setzero_si256());
    const __m256i shares8 = size_shares(n8);
    const __m128i sizes0 =
        _mm_add_epi32(_mm_add_epi32(_mm256_castsi256_si128(low), _mm256_extracti128_si256(low, 1)),
                      _mm256_castsi256_si128(shares8));
    const __m128i sizes4 = _mm_add_epi32(
        _mm_add_epi32(_mm256_castsi256_si128(high), _mm256_extracti128_si256(high, 1)),
        _mm256_extracti128_si256(shares8, 1));
    std::uint32_t all[8];
    _mm_storeu_si128(reinterpret_cast<__m128i*>(all), sizes0);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(all + 4), sizes4);
    for (unsigned line = 0; line < 6; ++line) sizes[line] = all[line];
  }
#endif

  struct Configurations {
    unsigned line;  // 0-2: band, 3-5: stack
    unsigned digit;
    unsigned first;   // the configuration the child fixes (an index of kTables.permutations)
    unsigned second;  // the one the node fixes, if the digit has two
    // With more than two: a triad (bit of kTables.permutation_triads) that only `first` uses,
    // which the node drops instead; 9 otherwise.
    unsigned dropped;
  };

  // The index of kTables.permutations for the digit's triads in a band, or its columns in a
  // stack.
  static unsigned line_triads(const Node& node, unsigned line, unsigned digit) {
    if (line < 3) {
      const std::uint32_t cells = node.cells[9 * line + digit] & kBandBits;
      return kTables.row_boxes[cells & kRowBits] |
             (unsigned{kTables.row_boxes[(cells >> 9) & kRowBits]} << 3) |
             (unsigned{kTables.row_boxes[cells >> 18]} << 6);
    }
    const unsigned stack = line - 3;
    unsigned triads = 0;
    for (unsigned band = 0; band < 3; ++band) {
      const std::uint32_t cells = node.cells[9 * band + digit];
      const std::uint32_t columns = cells | (cells >> 9) | (cells >> 18);
      triads |= ((columns >> (3 * stack)) & 7u) << (3 * band);
    }
    return triads;
  }

  // The hard route's branch: in the line (band or stack) with the fewest configurations left
  // (counted as below), a digit with exactly two; both branches fix one, which the locked-triad
  // step then uses to the full. If the line has none (about 2% of the branches on
  // forum_hardest), a digit with more: the child fixes its first configuration and
  // the node drops a triad that no other configuration left uses. Two configurations share at
  // most one triad, so with three there always is one. False if there is no such digit either:
  // the caller picks a cell instead.
  static bool choose_configurations(const Node& node, Configurations& out) {
    // The line's size: its digits not yet fixed, each weighted by 3n + 1 for n configurations,
    // which grows about as log n does (the line's placements are the product of the counts).
    // tdoku takes the sum of the counts, fixed digits included; on forum_hardest's first 1,000
    // that takes 65.4 guesses, the sum over the unfixed digits 63.4, this 60.9.
    ConfigurationCounts counts;
    unsigned sizes[6];
#if NONET_BAND_VECTOR >= 2
    count_configurations_avx2(node, counts, sizes);
#else
    unsigned first_scalar = 0;
#if NONET_BAND_VECTOR == 1
    count_configuration_lanes<Lanes4>(node, 0, counts);
    count_configuration_lanes<Lanes4>(node, 4, counts);
    first_scalar = 8;
#endif
    for (unsigned digit = first_scalar; digit < 9; ++digit)
      count_configurations(node, digit, counts);
    for (unsigned line = 0; line < 6; ++line) {
      unsigned size = 0;
      for (unsigned digit = 0; digit < 9; ++digit) {
        const unsigned n = counts[line][digit];
        size += n > 1 ? 3 * n + 1 : 0;
      }
      sizes[line] = size;
    }
#endif
    // The smallest line, the first on ties, by a minimum over keys rather than a test per line
    // (which mispredicted); lines whose digits are all fixed (size 0) take no part.
    std::uint32_t best_key = ~0u;
    for (unsigned line = 0; line < 6; ++line) {
      const std::uint32_t key = sizes[line] == 0 ? ~0u : (sizes[line] << 3) | line;
      best_key = key < best_key ? key : best_key;
    }
    if (best_key == ~0u) return false;
    const unsigned best_line = best_key & 7u;
    // The digits of the line with exactly two configurations, all at once.
    std::uint32_t pairs = 0;
#if NONET_BAND_VECTOR >= 2
    pairs = Lanes8::lanes_set(Lanes8::equal(Lanes8::load(counts[best_line]), Lanes8::all(2))) |
            (std::uint32_t{counts[best_line][8] == 2} << 8);
#else
    for (unsigned digit = 0; digit < 9; ++digit) {
      pairs |= std::uint32_t{counts[best_line][digit] == 2} << digit;
    }
#endif
    if (pairs != 0) {
      const unsigned digit = lowest_bit_index(pairs);
      const std::uint32_t both = kTables.permutations[line_triads(node, best_line, digit)];
      out = {best_line, digit, lowest_bit_index(both), lowest_bit_index(both & (both - 1)), 9};
      return true;
    }
    for (unsigned digit = 0; digit < 9; ++digit) {
      if (counts[best_line][digit] < 3) continue;
      const std::uint32_t all = kTables.permutations[line_triads(node, best_line, digit)];
      const unsigned first = lowest_bit_index(all);
      std::uint32_t others = 0;
      for (std::uint32_t rest = all & (all - 1); rest != 0; rest &= rest - 1) {
        others |= kTables.permutation_triads[lowest_bit_index(rest)];
      }
      // With four or more, the others may cover all three triads.
      const std::uint32_t own = kTables.permutation_triads[first] & ~others;
      if (own == 0) continue;
      out = {best_line, digit, first, first, lowest_bit_index(own)};
      return true;
    }
    return false;
  }

  // Keeps only the digit's triads (columns) of one configuration in the line.
  static void fix_configuration(Node& node, const Configurations& choice, unsigned permutation) {
    const unsigned digit = choice.digit;
    if (choice.line < 3) {
      const unsigned word = 9 * choice.line + digit;
      node.cells[word] &= kTables.permutation_cells[permutation] | ~kBandBits;
      node.dirty |= 1u << word;
      node.changed |= 1u << word;
      return;
    }
    const unsigned stack = choice.line - 3;
    for (unsigned band = 0; band < 3; ++band) {
      const std::uint32_t column = ((kTables.permutation_triads[permutation] >> (3 * band)) & 7u)
                                   << (3 * stack);
      const std::uint32_t columns = (kRowBits & ~(7u << (3 * stack))) | column;
      const unsigned word = 9 * band + digit;
      node.cells[word] &= (columns * kColumnSpread) | ~kBandBits;
      node.dirty |= 1u << word;
      node.changed |= 1u << word;
    }
  }

  // The node's side of a branch on configurations.
  static void exclude_configuration(Node& node, const Configurations& choice) {
    if (choice.dropped == 9) {
      fix_configuration(node, choice, choice.second);
      return;
    }
    // Triad bit 3r + x of a band: row r, box x; of a stack: band r, column x of the stack.
    const unsigned r = choice.dropped / 3;
    const unsigned x = choice.dropped % 3;
    const bool band = choice.line < 3;
    const unsigned word = 9 * (band ? choice.line : r) + choice.digit;
    node.cells[word] &=
        band ? ~(7u << (9 * r + 3 * x)) : ~kTables.column_cells[3 * (choice.line - 3) + x];
    node.dirty |= 1u << word;
    node.changed |= 1u << word;
  }

  // `node` is propagated (with locked triads on the hard route). Returns false when the search
  // must stop (limit, or the visitor said so).
  template <bool kHard>
  bool search(Node& node, PairCells& pairs) {
    for (;;) {
      if ((node.unsolved[0] | node.unsolved[1] | node.unsolved[2]) == 0) return report(node);
      if constexpr (kHard) {
        Configurations choice;
        if (choose_configurations(node, choice)) {
          ++outcome_.guesses;
          Node child = node;
          PairCells child_pairs = pairs;
          fix_configuration(child, choice, choice.first);
          if (propagate_locked(child, child_pairs) && !search<kHard>(child, child_pairs)) {
            return false;
          }
          exclude_configuration(node, choice);
          if (!propagate_locked(node, pairs)) return true;
          continue;
        }
      }
      const Choice choice = choose_cell(node, pairs);
      const unsigned word = first_digit_word(node, choice);
      ++outcome_.guesses;
      Node child = node;
      PairCells child_pairs = pairs;
#if NONET_BAND_VECTOR >= 3
      place_settled(child, word, choice.position);
#else
      place(child, word - 9 * choice.band, choice.band, choice.position);
#endif
      if (propagate_route<kHard>(child, child_pairs) && !search<kHard>(child, child_pairs)) {
        return false;
      }
      // That digit failed or was explored: the cell holds another one.
      node.cells[word] &= ~(1u << choice.position);
      node.dirty |= 1u << word;
      node.changed |= 1u << word;
      if (!propagate_route<kHard>(node, pairs)) return true;
    }
  }

  // The word of the digit a branch on the chosen cell tries first: the preferred grid's digit
  // if it is still a candidate there, else the lowest candidate.
  unsigned first_digit_word(const Node& node, Choice choice) const {
    const unsigned band_words = 9 * choice.band;
    if (request_.preferred != nullptr) {
      const Cell cell(static_cast<int>(27 * choice.band + choice.position));
      const auto digit = static_cast<unsigned>(request_.preferred->value(cell));
      if (digit != 0 && ((node.cells[band_words + digit - 1] >> choice.position) & 1u) != 0) {
        return band_words + digit - 1;
      }
    }
    return band_words + first_digit_at(node, choice.band, choice.position);
  }

  template <bool kHard>
  static bool propagate_route(Node& node, PairCells& pairs) {
    if constexpr (kHard) {
      return propagate_locked(node, pairs);
    } else {
      return propagate(node, pairs);
    }
  }

  // The grid of a solved node, where each cell is in exactly one digit's word. A cell's digit is
  // read from four masks that hold bit k of each cell's digit index, in a loop of fixed length:
  // a loop over each word's cells ends after a data-dependent count and mispredicted about once
  // a word.
  static Grid grid_of(const Node& node) {
#if NONET_BAND_VECTOR >= 3
    // Each digit's cells as byte masks (cells 0-63, and 49-80 for the tail, overlapping), one
    // masked move of the digit's value each: no bytes assembled in memory band by band. The two
    // stores cover every cell, so `values` needs no zeroing (which g++ does by aligned 64-byte
    // stores that ASan's fake stack frames do not align for).
    std::array<std::uint8_t, kCellCount> values;
    __m512i head = _mm512_setzero_si512();
    __m256i tail = _mm256_setzero_si256();
    for (unsigned digit = 0; digit < 9; ++digit) {
      const std::uint64_t band0 = node.cells[digit] & kBandBits;
      const std::uint64_t band1 = node.cells[9 + digit] & kBandBits;
      const std::uint64_t band2 = node.cells[18 + digit] & kBandBits;
      const auto value = static_cast<char>(digit + 1);
      head = _mm512_mask_mov_epi8(head, band0 | (band1 << 27) | (band2 << 54),
                                  _mm512_set1_epi8(value));
      tail = _mm256_mask_mov_epi8(tail, static_cast<__mmask32>((band1 >> 22) | (band2 << 5)),
                                  _mm256_set1_epi8(value));
    }
    _mm512_storeu_si512(values.data(), head);
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(values.data() + 49), tail);
#elif NONET_BAND_VECTOR >= 2
    std::array<std::uint8_t, kCellCount> values{};
    // A band's 27 cells as bytes of one vector: 32 instructions instead of 270. The stores
    // overlap (each band's last five bytes are the next band's first five, written after them),
    // so they go to a buffer with room for the last band's tail.
    std::uint8_t bytes[3 * 27 + 5];
    for (unsigned band = 0; band < 3; ++band) {
      _mm256_storeu_si256(reinterpret_cast<__m256i*>(bytes + 27 * band),
                          band_digit_values(&node.cells[9 * band]));
    }
    for (unsigned cell = 0; cell < kCellCount; ++cell) values[cell] = bytes[cell];
#else
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
#endif
    return Grid::from_values(values);
  }

#if NONET_BAND_VECTOR == 2
  // Byte i (i < 27): the value (1-9) of cell i of a solved band, from its words; bytes 27-31 hold
  // nothing useful.
  static __m256i band_digit_values(const std::uint32_t* words) {
    // Byte i of the result looks at bit i of a mask: byte i / 8 of it, then bit i % 8 of that.
    // The mask is broadcast to every 32-bit lane, so each 128-bit half has its four bytes.
    const __m256i byte_of_bit = _mm256_setr_epi8(0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 2,
                                                 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3);
    const __m256i bit_in_byte = _mm256_set1_epi64x(static_cast<long long>(0x8040201008040201ull));
    const std::uint32_t index_bits[4] = {words[1] | words[3] | words[5] | words[7],
                                         words[2] | words[3] | words[6] | words[7],
                                         words[4] | words[5] | words[6] | words[7], words[8]};
    __m256i values = _mm256_set1_epi8(1);
    for (unsigned k = 0; k < 4; ++k) {
      const __m256i bytes =
          _mm256_shuffle_epi8(_mm256_set1_epi32(static_cast<int>(index_bits[k])), byte_of_bit);
      const __m256i set = _mm256_cmpeq_epi8(_mm256_and_si256(bytes, bit_in_byte), bit_in_byte);
      values = _mm256_add_epi8(values,
                               _mm256_and_si256(set, _mm256_set1_epi8(static_cast<char>(1 << k))));
    }
    return values;
  }
#endif

  bool report(const Node& node) {
    ++outcome_.solutions;
    // Most solutions are only counted (the second one, proving a puzzle not unique): the grid is
    // built only for a caller who reads it.
    const bool keep = outcome_.solutions == 1 && request_.first_solution != nullptr;
    if (keep || request_.visitor != nullptr) {
      const Grid solution = grid_of(node);
      if (keep) *request_.first_solution = solution;
      if (request_.visitor != nullptr && !(*request_.visitor)(solution)) return false;
    }
    return outcome_.solutions < request_.limit;
  }

  const SearchRequest& request_;
  SearchOutcome outcome_;
};

}  // namespace
}  // namespace nonet::detail::band
