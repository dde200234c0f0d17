#pragma once
// What a dynamic assumption (Chaining with isDynamic, level 0, cell links) implies, on bitsets.
//
// SE's dynamic propagation (chain_propagation) strikes each "off" as it goes and turns every
// cell or house position left single by a strike into an "on". Without a contradiction its
// members do not depend on the order of work: an "on" strikes the rest of its cell and its
// digit's peers; a cell whose candidates were struck down to one (from two or more) makes that
// one "on", and so does a house where a digit's positions were struck down to one; struck to
// none, from two or more, is a contradiction (the last two strikes made the other one "on").
// So this fixpoint holds exactly SE's members when SE finds no contradiction, and finds one
// exactly when SE does. It costs a few bitset passes instead of hundreds of chain nodes, and
// tells which assumptions can give a hint at all.
#include <array>
#include <cstdint>

#include "rating/chains/chain_grid.hpp"

namespace nonet::rating::chain {

struct DynamicClosure {
  std::array<Bits81, 9> on;   ///< the "on" potentials, by digit
  std::array<Bits81, 9> off;  ///< the "off" ones: the candidates struck
  bool contradiction = false;
};

class DynamicClosures {
 public:
  explicit DynamicClosures(const ChainGrid& grid);
  /// The closure of `root` (a potential). On a contradiction the sets are those reached when
  /// it was found (only `contradiction` is meaningful then).
  void compute(int root, DynamicClosure& out) const;

 private:
  const ChainGrid& grid_;
  Bits81 multi_;                         ///< cells with two candidates or more
  std::array<std::uint32_t, 9> houses_;  ///< per digit, the houses where it has two positions+
  std::array<std::array<std::uint8_t, 27>, 9> counts_;  ///< per digit, its positions per house
};

}  // namespace nonet::rating::chain
