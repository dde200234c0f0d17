// XY-Wing and XYZ-Wing: a pivot cell and two bivalue pincers it sees; the digit z shared by
// the pincers goes from every cell that sees both pincers (and the pivot, for XYZ).
#include "rating/basic/basic_houses.hpp"

namespace nonet::rating {
namespace {

// A cell's 20 peers in SE's order are its block row by row, then the rest of its row, then of
// its column, each part in cell order: the three parts of each cell. The order of pincers
// decides which wing SE reports first.
struct PeerParts {
  CellSet block;  ///< without the cell
  CellSet row;    ///< outside the block
  CellSet column;
};
constexpr std::array<PeerParts, kCellCount> make_peer_parts() {
  std::array<PeerParts, kCellCount> parts{};
  for (int i = 0; i < kCellCount; ++i) {
    const Cell cell(i);
    const CellSet block = cells_of(House(cell.box()));
    parts[static_cast<std::size_t>(i)] = {block - CellSet::of(cell),
                                          cells_of(House(cell.row())) - block,
                                          cells_of(House(cell.column())) - block};
  }
  return parts;
}
constexpr auto kPeerParts = make_peer_parts();

unsigned intersection(unsigned a, unsigned b, unsigned c) {
  return a & b & c;
}

/// Calls f(cell index) for each cell of `cells` in increasing order (raw words: the loops below
/// walk every unsolved cell at every step).
template <class F>
void for_each_index(CellSet cells, F&& f) {
  for (std::uint64_t w = cells.low_bits(); w != 0; w &= w - 1) f(std::countr_zero(w));
  for (std::uint64_t w = cells.high_bits(); w != 0; w &= w - 1) f(64 + std::countr_zero(w));
}

template <bool Xyz>
void find_wings(const CandidateGrid& grid, SeHintSink& sink, const RuleScope& scope) {
  constexpr int kPivotSize = Xyz ? 3 : 2;
  // Pincers must be bivalue; SE checks the pattern on every pair of the pivot's peers in order.
  std::array<std::uint16_t, kCellCount> bits{};
  CellSet bivalue;
  CellSet pivots;
  for_each_index(grid.unsolved(), [&](int index) {
    const Cell cell(index);
    const std::uint16_t digits = grid.candidates(cell).bits();
    bits[static_cast<std::size_t>(index)] = digits;
    if (basic::count(digits) == 2) bivalue.insert(cell);
    if (basic::count(digits) == kPivotSize) pivots.insert(cell);
  });
  for (const Cell pivot : pivots) {
    const unsigned xy = bits[static_cast<std::size_t>(pivot.index())];
    // A wing whose three cells are as they were when the rule last found nothing has nothing
    // to remove now either (candidates only go): one of them must have changed.
    const bool pivot_changed = scope.cells.contains(pivot);
    if (!pivot_changed && (peers_of(pivot) & bivalue & scope.cells).empty()) continue;
    // The pivot's bivalue peers, in SE's order.
    std::array<Cell, 20> pincers{};
    std::size_t pincer_count = 0;
    const PeerParts& parts = kPeerParts[static_cast<std::size_t>(pivot.index())];
    for (const CellSet part : {parts.block, parts.row, parts.column}) {
      for_each_index(part & bivalue, [&](int index) { pincers[pincer_count++] = Cell(index); });
    }
    for (std::size_t i = 0; i < pincer_count; ++i) {
      const Cell xz_cell = pincers[i];
      const unsigned xz = bits[static_cast<std::size_t>(xz_cell.index())];
      if (basic::count(xy & ~xz) != 1) continue;
      const bool changed = pivot_changed || scope.cells.contains(xz_cell);
      for (std::size_t j = 0; j < pincer_count; ++j) {
        const Cell yz_cell = pincers[j];
        if (!changed && !scope.cells.contains(yz_cell)) continue;
        const unsigned yz = bits[static_cast<std::size_t>(yz_cell.index())];
        if (basic::count(xy | xz | yz) != 3) continue;
        if (basic::count(intersection(xy, xz, yz)) != (Xyz ? 1 : 0)) continue;
        const Digit z(std::countr_zero(xz & yz) + 1);
        CellSet victims = peers_of(xz_cell) & peers_of(yz_cell);
        if constexpr (Xyz) victims &= peers_of(pivot);
        victims.erase(pivot);
        const CellSet removed = victims & grid.cells_with(z);
        if (removed.empty()) continue;  // SE's isWorth()
        if (!sink.add(
                basic::elimination_hint(Xyz ? 44 : 42, Xyz ? "XYZ-Wing" : "XY-Wing", removed, z))) {
          return;
        }
      }
    }
  }
}

}  // namespace

void find_xy_wings(const CandidateGrid& grid, SeHintSink& sink, const RuleScope& scope) {
  find_wings<false>(grid, sink, scope);
}
void find_xyz_wings(const CandidateGrid& grid, SeHintSink& sink, const RuleScope& scope) {
  find_wings<true>(grid, sink, scope);
}
void find_xy_wings(const CandidateGrid& grid, SeHintSink& sink) {
  find_xy_wings(grid, sink, RuleScope{});
}
void find_xyz_wings(const CandidateGrid& grid, SeHintSink& sink) {
  find_xyz_wings(grid, sink, RuleScope{});
}

}  // namespace nonet::rating
