// The band engine's search: the root, the route, the branching and the solution limit.
//
// Propagation works on one digit-band word at a time (the queue of dirty words): a table turns
// the word's nine triads into the triads that some valid placement of the digit in the band can
// use (pointing and claiming in one lookup); a row left with one cell settles it, which removes
// the digit from that column in the two other bands and the cell from the eight other digits.
// When no word is dirty, one pass per band counts candidates per cell bit-parallel over the nine
// digits (naked singles, empty cells), then one pass per digit does the same triad step on the
// stacks (columns by bands) and finds columns with a single place (hidden singles in columns;
// rows and boxes are covered by the band triad step). The search guesses on a two-candidate
// cell (cell_choice.hpp): the first digit in a copy of the node, the other by eliminating the
// first in place.
//
// Puzzles with many candidates left at the first guess (kHardCandidates) take the hard route
// instead, decided once per puzzle: locked triads (three digits confined to one triad fill it)
// join the propagation, and the search branches on a digit's configuration in a band or stack
// (which triads, or columns, it takes), as tdoku does. Together they cut forum_hardest's guesses
// by a quarter and its instructions by an eighth; on puzzles with fewer candidates (serg's) the
// extra steps cost more than they save. docs/performance.md has the measurements.
#pragma once

#include "engine/band/cell_choice.hpp"
#include "engine/band/configurations.hpp"
#include "engine/band/givens.hpp"
#include "engine/band/lanes.hpp"
#include "engine/band/locked_triads.hpp"
#include "engine/band/node.hpp"
#include "engine/band/propagation.hpp"
#include "engine/band/settle.hpp"
#include "engine/band/solution_grid.hpp"

namespace nonet::detail::band {
namespace {

// Candidates left (over all cells, givens included) after the root's propagation from which a
// puzzle takes the hard route. Measured on the corpora (docs/performance.md): forum_hardest's
// puzzles have 228-273, serg's 123-198 (where the hard route guesses 10% more, its puzzles
// having several solutions), top1465's mostly 200-260.
constexpr unsigned kHardCandidates = 200;

// The candidates left in all 27 words.
#if NONET_BAND_VECTOR >= 3
inline unsigned count_all_candidates(const Node& node) {
  // Words 0-15 and 16-26 (lanes 5-15 of the vector from word 11), counted in the lanes.
  const __m512i low = _mm512_and_si512(_mm512_loadu_si512(node.cells), all(kBandBits));
  const __m512i high =
      _mm512_maskz_and_epi32(0xFFE0, _mm512_loadu_si512(node.cells + 11), all(kBandBits));
  return static_cast<unsigned>(_mm512_reduce_add_epi32(
      _mm512_add_epi32(_mm512_popcnt_epi32(low), _mm512_popcnt_epi32(high))));
}
#else
inline unsigned count_all_candidates(const Node& node) {
  unsigned candidates = 0;
  for (unsigned word = 0; word < 27; ++word) {
    candidates += static_cast<unsigned>(__builtin_popcount(node.cells[word] & kBandBits));
  }
  return candidates;
}
#endif

class BandSearch {
 public:
  explicit BandSearch(const SearchRequest& request) : request_(request) {}

  SearchOutcome run() {
    Node root;
    init(root, request_);
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
      if (solved(root)) {
        outcome_.solved_at_root = true;
        report(root);
        return outcome_;
      }
      if (!exclude_open(root, *request_.excluded_if_open, request_.puzzle) ||
          !propagate(root, pairs)) {
        return outcome_;
      }
    }
    if (request_.plain_route) {
      search<false>(root, pairs);
      return outcome_;
    }
    if (count_all_candidates(root) < kHardCandidates) {
      search<false>(root, pairs);
    } else if (propagate_locked(root, pairs)) {
      search<true>(root, pairs);
    }
    return outcome_;
  }

 private:
  template <bool kHard>
  static bool propagate_route(Node& node, PairCells& pairs) {
    if constexpr (kHard) {
      return propagate_locked(node, pairs);
    } else {
      return propagate(node, pairs);
    }
  }

  // `node` is propagated (with locked triads on the hard route). Returns false when the search
  // must stop (limit, or the visitor said so).
  template <bool kHard>
  bool search(Node& node, PairCells& pairs) {
    for (;;) {
      if (solved(node)) return report(node);
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
      place_guess(child, word, choice.band, choice.position);
      if (propagate_route<kHard>(child, child_pairs) && !search<kHard>(child, child_pairs)) {
        return false;
      }
      // That digit failed or was explored: the cell holds another one.
      node.cells[word] &= ~(1u << choice.position);
      queue_word(node, word);
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

  // Counts a solution and hands it out; false when the search must stop.
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
