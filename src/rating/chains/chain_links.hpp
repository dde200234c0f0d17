#pragma once
// The links of SE's static chains (Chaining(false, false, false, 0)) on one grid:
//   on -> off  the cell's other candidates (Y links), the digit's other cells in the cell's
//              houses;
//   off -> on  the other candidate of a bivalue cell (Y), the digit's other cell in a house
//              where only two remain (X).
// SE's three passes use X links only, Y links only (off -> on), or both. The same links are
// also kept as compact ids (one per candidate present, digit by digit) for bitset searches.
#include <array>
#include <cstdint>
#include <memory>
#include <utility>

#include "rating/chains/chain_grid.hpp"
#include "rating/chains/chain_propagation.hpp"

namespace nonet::rating::chain {

struct LinkRules {
  bool y;  ///< links inside a cell
  bool x;  ///< links inside a house
  double cycle_base;
  double chain_base;
  int sort_key;  ///< CycleHint/ForcingChainHint.getSortKey
  int pass;      ///< SE's order of the passes
};
inline constexpr LinkRules kXLinks{false, true, 6.5, 6.6, 2, 0};
inline constexpr LinkRules kYLinks{true, false, 6.5, 0.0, 3, 1};
inline constexpr LinkRules kXYLinks{true, true, 7.0, 7.0, 4, 2};

/// The cause SE's getOnToOff gives the off `to_cell` implied by an on in `from_cell`: the
/// cell's own candidates first, then block, row, column.
Cause off_cause(int from_cell, int to_cell);

class StaticLinks {
 public:
  static constexpr int kMaxWords = (kCandidates + 63) / 64;

  /// Whether to build the compact ids (only the bitset searches of chain_reach read them; a
  /// nested search builds thousands of links and walks SE's trees alone).
  enum class Ids { kBuild, kSkip };
  explicit StaticLinks(const ChainGrid& grid, Ids ids = Ids::kBuild);

  [[nodiscard]] const ChainGrid& grid() const { return grid_; }
  /// on -> off in houses: the digit's other cells among the candidate's peers.
  [[nodiscard]] Bits81 weak(int candidate) const {
    return houses().peers[static_cast<std::size_t>(cell_of(candidate))] &
           grid_.cells[static_cast<std::size_t>(digit_of(candidate))];
  }
  /// off -> on: calls f(on candidate, cause) in SE's order (bivalue cell, then the partners
  /// in block, row, column; each once).
  template <class F>
  void for_each_strong(const LinkRules& rules, int candidate, F&& f) const {
    const auto& links = strong_[static_cast<std::size_t>(candidate)];
    const auto& causes = strong_cause_[static_cast<std::size_t>(candidate)];
    if (rules.y && links[0] >= 0) f(static_cast<int>(links[0]), Cause::kNakedSingle);
    if (!rules.x) return;
    for (std::size_t i = 1; i < 4 && links[i] >= 0; ++i) f(static_cast<int>(links[i]), causes[i]);
  }
  /// for_each_strong with the pass's link kinds fixed at compile time (the search trees' loop).
  template <bool kCellLinks, bool kHouseLinks, class F>
  [[gnu::always_inline]] void for_each_strong_of(int candidate, F&& f) const {
    const auto& links = strong_[static_cast<std::size_t>(candidate)];
    if constexpr (kCellLinks) {
      if (links[0] >= 0) f(static_cast<int>(links[0]), Cause::kNakedSingle);
    }
    if constexpr (kHouseLinks) {
      const auto& causes = strong_cause_[static_cast<std::size_t>(candidate)];
      for (std::size_t i = 1; i < 4 && links[i] >= 0; ++i) f(static_cast<int>(links[i]), causes[i]);
    }
  }
  /// Why the off `off` implies the on `on` (the first of SE's rules that does).
  [[nodiscard]] Cause link_cause(const LinkRules& rules, int off, int on) const;
  /// The cells of a digit whose off implies some on in the pass.
  [[nodiscard]] const Bits81& capable(const LinkRules& rules, int digit) const {
    return capable_[static_cast<std::size_t>(rules.pass)][static_cast<std::size_t>(digit)];
  }

  // --- compact ids (not built with Ids::kSkip) ---
  [[nodiscard]] int id(int candidate) const { return id_[static_cast<std::size_t>(candidate)]; }
  [[nodiscard]] int count() const { return count_; }
  /// The candidate of an id.
  [[nodiscard]] int candidate(int id) const { return id_candidates_[static_cast<std::size_t>(id)]; }
  [[nodiscard]] int words() const { return words_; }
  /// The offs an on implies, as ids: [cell part][house part] (X passes skip the cell part).
  [[nodiscard]] std::pair<const std::int16_t*, const std::int16_t*> weak_ids(const LinkRules& rules,
                                                                             int id) const {
    const auto at = static_cast<std::size_t>(id);
    const std::int16_t* begin = weak_ids_.get() + weak_begin_[at];
    const std::int16_t* end = weak_ids_.get() + weak_begin_[at + 1];
    if (!rules.y) begin += cell_weak_count_[at];
    return {begin, end};
  }
  /// The ons an off implies, as ids.
  template <class F>
  void for_each_strong_id(const LinkRules& rules, int id, F&& f) const {
    const auto& links = strong_ids_[static_cast<std::size_t>(id)];
    if (rules.y && links[0] >= 0) f(static_cast<int>(links[0]));
    if (!rules.x) return;
    for (std::size_t i = 1; i < 4 && links[i] >= 0; ++i) f(static_cast<int>(links[i]));
  }

 private:
  void add_partner(int candidate, int partner, int kind);
  void build_ids();

  const ChainGrid& grid_;
  /// off -> on: [0] the other candidate of a bivalue cell, [1..3] the digit's other cell in a
  /// house where only two remain (block, row, column; no repeats); -1 when absent. Set for the
  /// candidates present only.
  // (The tables are built for every search, thousands of times per puzzle: none is zeroed
  // first, each is written before it is read.)
  std::array<std::array<std::int16_t, 4>, kCandidates> strong_;
  std::array<std::array<Cause, 4>, kCandidates> strong_cause_;  ///< set where strong_ is
  std::array<std::array<Bits81, 9>, 3> capable_{};
  std::array<std::int16_t, kCandidates> id_;  ///< -1 for a candidate not present (ids built)
  std::array<std::int16_t, kCandidates> id_candidates_;  ///< the first count_ are set
  int count_ = 0;                                        ///< ids
  int words_ = 0;
  /// Per id (count_ + 1 of them): where its offs start in weak_ids_ (the last: one past).
  std::unique_ptr<std::int32_t[]> weak_begin_;
  std::unique_ptr<std::int16_t[]> weak_ids_;
  std::unique_ptr<std::uint8_t[]> cell_weak_count_;  ///< size of the cell part
  std::unique_ptr<std::array<std::int16_t, 4>[]> strong_ids_;
};

}  // namespace nonet::rating::chain
