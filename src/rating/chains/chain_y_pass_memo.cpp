#include "rating/chains/chain_y_pass_memo.hpp"

namespace nonet::rating::chain {

std::array<std::uint16_t, 81> YPassMemo::bivalue_cells(const ChainGrid& grid) {
  std::array<std::uint16_t, 81> bivalue{};
  grid.unsolved.for_each([&](int cell) {
    const std::uint16_t mask = grid.candidates[static_cast<std::size_t>(cell)];
    if (two_digits(mask)) bivalue[static_cast<std::size_t>(cell)] = mask;
  });
  return bivalue;
}

std::optional<ChainHint> YPassMemo::cut_to(const ChainGrid& grid, const ChainHint& hint) {
  std::optional<ChainHint> kept = hint;
  kept->eliminations.clear();
  for (const std::uint16_t candidate : hint.eliminations) {
    if (grid.has(candidate)) kept->eliminations.push_back(candidate);
  }
  if (kept->eliminations.empty()) return std::nullopt;
  return kept;
}

}  // namespace nonet::rating::chain
