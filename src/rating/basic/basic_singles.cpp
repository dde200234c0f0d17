// Hidden singles and naked singles, found in the order Sudoku Explainer reports them.
#include "rating/basic/basic_houses.hpp"

namespace nonet::rating {
namespace {

using basic::kBlocksColumnsRows;

constexpr std::string_view kHiddenSingle = "Hidden Single";
constexpr std::string_view kNakedSingle = "Naked Single";

// Bit house_number(h) set for each house with exactly one empty cell. Counting "once" and
// "twice" over the rows gives every column (and, three columns apart, every box) at once.
std::uint32_t houses_with_one_empty_cell(const CandidateGrid& grid) {
  const std::array<basic::Mask9, kUnitSize> rows = basic::row_masks(grid.unsolved());
  std::uint32_t houses = 0;
  unsigned column_once = 0;
  unsigned column_twice = 0;
  for (int r = 0; r < kUnitSize; ++r) {
    const unsigned row = rows[static_cast<std::size_t>(r)];
    if (basic::count(row) == 1) houses |= 1u << r;
    column_twice |= column_once & row;
    column_once |= row;
  }
  houses |= (column_once & ~column_twice) << kUnitSize;
  for (int band = 0; band < 3; ++band) {
    unsigned box_once = 0;  // bits 0, 3, 6: the band's boxes 0, 1, 2
    unsigned box_twice = 0;
    for (int r = band * 3; r < band * 3 + 3; ++r) {
      for (int k = 0; k < 3; ++k) {
        const unsigned cells = (unsigned{rows[static_cast<std::size_t>(r)]} >> k) & 0x49u;
        box_twice |= box_once & cells;
        box_once |= cells;
      }
    }
    const unsigned single = box_once & ~box_twice;
    for (int stack = 0; stack < 3; ++stack) {
      if ((single >> (3 * stack)) & 1u) houses |= 1u << (2 * kUnitSize + band * 3 + stack);
    }
  }
  return houses;
}

// SE makes two passes over the houses: first the houses with one empty cell left (1.0), then
// the others (1.2 in a block, 1.5 in a row or column). Returns false when the sink is done.
bool report_hidden_singles(const CandidateGrid& grid, SeHintSink& sink, bool last_empty_cell,
                           std::uint32_t one_empty_cell) {
  for (House::Kind kind : kBlocksColumnsRows) {
    const RatingTenths difficulty = last_empty_cell ? 10 : kind == House::Kind::box ? 12 : 15;
    for (int index = 0; index < kUnitSize; ++index) {
      const House house(kind, index);
      if (((one_empty_cell >> basic::house_number(house)) & 1u) != (last_empty_cell ? 1u : 0u)) {
        continue;
      }
      const auto& cells = basic::cells_in_order(house);
      unsigned once = 0;
      unsigned twice = 0;
      for (std::uint8_t cell : cells) {
        const unsigned digits = grid.candidates(Cell(cell)).bits();
        twice |= once & digits;
        once |= digits;
      }
      for (unsigned singles = once & ~twice; singles != 0; singles &= singles - 1) {
        const Digit digit(std::countr_zero(singles) + 1);
        for (std::uint8_t cell : cells) {
          if (!grid.has(Cell(cell), digit)) continue;
          if (!sink.add(basic::placement_hint(difficulty, kHiddenSingle, Cell(cell), digit))) {
            return false;
          }
          break;
        }
      }
    }
  }
  return true;
}

}  // namespace

void find_hidden_singles(const CandidateGrid& grid, SeHintSink& sink) {
  const std::uint32_t one_empty_cell = houses_with_one_empty_cell(grid);
  if (one_empty_cell == 0 || report_hidden_singles(grid, sink, true, one_empty_cell)) {
    report_hidden_singles(grid, sink, false, one_empty_cell);
  }
}

// SE scans the cells row by row; a solved cell has no candidate, so it never qualifies.
void find_naked_singles(const CandidateGrid& grid, SeHintSink& sink) {
  for (Cell cell : grid.unsolved()) {
    const DigitSet digits = grid.candidates(cell);
    if (basic::count(digits.bits()) != 1) continue;
    if (!sink.add(basic::placement_hint(23, kNakedSingle, cell, digits.first()))) return;
  }
}

}  // namespace nonet::rating
