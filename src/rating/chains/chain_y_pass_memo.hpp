#pragma once
// The best hint of the Y pass of "Forcing Chains & Cycles" (chain_static.cpp), kept between the
// steps of a solving path while the bivalue cells stay the same.
//
// Why that is enough. The pass's search follows on -> off -> on: an on implies offs (weak
// links), and an off implies an on only through a strong link, which with cell links alone is
// the other candidate of a bivalue cell. So every on but the start lies in a bivalue cell, and
// an off outside them is a leaf that implies nothing: it changes neither which ons are reached
// nor their order, nor SE's trees (chain_tree.hpp keeps only the offs that imply ons). Along a
// path candidates only go. If the bivalue cells and their candidates are the same on the new
// grid G' as on the old grid G, every candidate that went was such a leaf, so the pass starts
// from the same cells (Y-Cycles start from bivalue cells only) and meets the same ons in the
// same order from each: the same cycles, at the same depths and places in SE's discovery
// order. What differs is what they remove: the candidates that see an on and an off of one
// digit of the cycle, outside its cells, which on G' are those of G still there (a candidate's
// weak links on G' are those on G still there); a cycle that removes nothing is no hint. So the
// hints of G' are those of G, in the same order, with what they remove cut down to G' and those
// left removing nothing dropped.
//
// Hence: if the pass's best hint h on G still removes something on G', it is the pass's best on
// G'; if the pass had no hint on G, it has none on G'. The pass searches under a bound (the best
// of the X pass, which only a better hint replaces, so it prunes as it would in the shared
// collector); when it found nothing before that bound, it has nothing before it on G' either,
// so the memory answers for any bound at least as good. (The same argument holds for the X and
// XY passes with house links as strong links too; remembering them this way did not pay.)
#include <array>
#include <cstdint>
#include <optional>

#include "rating/chains/chain_grid.hpp"
#include "rating/chains/chain_hint.hpp"

namespace nonet::rating::chain {

class YPassMemo {
 public:
  /// The Y pass's contribution, on `grid`, to a first-mode collector under `max_tenths` whose
  /// best so far is `bound` (or null): the remembered best if it holds (above), else
  /// `search(collector)` run on such a collector.
  template <class Search>
  std::optional<ChainHint> best(const ChainGrid& grid, const ChainHint* bound,
                                RatingTenths max_tenths, Search&& search) {
    const std::array<std::uint16_t, 81> bivalue = bivalue_cells(grid);
    if (valid_ && bivalue == bivalue_ && max_tenths == max_tenths_) {
      if (best_) {
        std::optional<ChainHint> kept = cut_to(grid, *best_);
        if (kept) return kept;
      } else if (!bound_) {
        return std::nullopt;  // no hint at all
      } else if (bound != nullptr && !ChainRank::of(*bound_).before(ChainRank::of(*bound))) {
        return std::nullopt;  // none before the old bound, and this one is no worse
      }
    }
    ChainHintCollector own(ChainHintCollector::Mode::kFirst, max_tenths);
    if (bound != nullptr) own.add(ChainHint(*bound));
    search(own);
    valid_ = true;
    bivalue_ = bivalue;
    max_tenths_ = max_tenths;
    best_.reset();
    bound_.reset();
    const ChainHint* found = own.best();
    if (found != nullptr && (bound == nullptr || found->discovery != bound->discovery)) {
      best_ = *found;
      return best_;
    }
    if (bound != nullptr) bound_ = *bound;
    return std::nullopt;
  }

 private:
  /// Each bivalue cell's candidates, 0 elsewhere.
  static std::array<std::uint16_t, 81> bivalue_cells(const ChainGrid& grid);
  /// `hint`, a cycle found on an earlier grid of the path with the same bivalue cells, as on
  /// `grid`; nothing when it removes nothing there.
  static std::optional<ChainHint> cut_to(const ChainGrid& grid, const ChainHint& hint);

  bool valid_ = false;
  std::array<std::uint16_t, 81> bivalue_;  ///< (read only when valid)
  RatingTenths max_tenths_ = 0;
  std::optional<ChainHint> best_;   ///< the pass's best, as found
  std::optional<ChainHint> bound_;  ///< when none: what it had to beat, if anything
};

}  // namespace nonet::rating::chain
