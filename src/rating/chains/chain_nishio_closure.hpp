#pragma once
// Whether a Nishio assumption (Chaining(false, true, true): dynamic, house links only) meets a
// contradiction, on bitsets.
//
// Without cell links SE's Nishio propagation stays within the assumption's digit: an "on"
// strikes the digit from its peers, and a house where the digit's positions are struck down to
// one makes that one "on" (down to none, from two or more, is a contradiction: the last two
// strikes made each other "on"). The members do not depend on the order of work (as for the
// dynamic closures of chain_closure.hpp, of which this is the one-digit, house-only case), so
// this fixpoint meets a contradiction exactly when SE's propagation does. Nishio hints come from
// contradictions only: the other assumptions need no propagation.
#include <array>
#include <cstdint>

#include "rating/chains/chain_grid.hpp"

namespace nonet::rating::chain {

class NishioClosures {
 public:
  NishioClosures(const ChainGrid& grid, int digit);
  /// True when assuming the digit in `cell` on (`on`) or off leads to a contradiction.
  [[nodiscard]] bool contradicts(int cell, bool on) const;

 private:
  Bits81 cells_;                         ///< the digit's positions
  std::uint32_t houses_ = 0;             ///< the houses where it has two or more
  std::array<std::uint8_t, 27> counts_;  ///< its positions per house
};

}  // namespace nonet::rating::chain
