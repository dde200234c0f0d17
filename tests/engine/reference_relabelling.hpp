// The reference engine (the seed backtracker) made practical on sparse puzzles: it fills cells in
// reading order, so its search tree with limit 2 depends only on that order. Solving a relabelled
// copy of the puzzle (bands, rows within bands, stacks and columns within stacks reordered so
// that the densest lines come first: a symmetry of the rules) and mapping the answer back makes
// it 4-30x faster on the corpora.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>

#include "nonet/grid.hpp"
#include "nonet/solve.hpp"

namespace nonet::test {

// A symmetry of the rules: row r goes to row_to[r] and column c to column_to[c], where the maps
// only permute bands (stacks) and rows within a band (columns within a stack).
struct Relabelling {
  std::array<int, 9> row_to{};
  std::array<int, 9> column_to{};

  [[nodiscard]] Grid apply(const Grid& grid) const {
    Grid out;
    for (int r = 0; r < 9; ++r) {
      for (int c = 0; c < 9; ++c) {
        if (const auto digit = grid.get(Cell{Row(r), Column(c)})) {
          out.set(Cell{Row(at(row_to, r)), Column(at(column_to, c))}, *digit);
        }
      }
    }
    return out;
  }

  [[nodiscard]] Grid undo(const Grid& grid) const {
    Grid out;
    for (int r = 0; r < 9; ++r) {
      for (int c = 0; c < 9; ++c) {
        if (const auto digit = grid.get(Cell{Row(at(row_to, r)), Column(at(column_to, c))})) {
          out.set(Cell{Row(r), Column(c)}, *digit);
        }
      }
    }
    return out;
  }

  static int at(const std::array<int, 9>& map, int i) { return map[static_cast<std::size_t>(i)]; }
};

// Orders the three bands by their givens, most first, and the lines of each band likewise; returns
// old line -> new line. Ties keep the original order.
inline std::array<int, 9> densest_first(const std::array<int, 9>& givens) {
  const auto line_givens = [&](int line) { return givens[static_cast<std::size_t>(line)]; };
  std::array<int, 3> bands{0, 1, 2};
  std::stable_sort(bands.begin(), bands.end(), [&](int a, int b) {
    return line_givens(3 * a) + line_givens(3 * a + 1) + line_givens(3 * a + 2) >
           line_givens(3 * b) + line_givens(3 * b + 1) + line_givens(3 * b + 2);
  });
  std::array<int, 9> to{};
  int next = 0;
  for (const int band : bands) {
    std::array<int, 3> lines{3 * band, 3 * band + 1, 3 * band + 2};
    std::stable_sort(lines.begin(), lines.end(),
                     [&](int a, int b) { return line_givens(a) > line_givens(b); });
    for (const int line : lines) to[static_cast<std::size_t>(line)] = next++;
  }
  return to;
}

inline Relabelling reference_friendly(const Grid& puzzle) {
  std::array<int, 9> row_givens{};
  std::array<int, 9> column_givens{};
  for (int i = 0; i < nonet::kCellCount; ++i) {
    const Cell cell(i);
    if (puzzle.value(cell) == 0) continue;
    ++row_givens[static_cast<std::size_t>(cell.row().index())];
    ++column_givens[static_cast<std::size_t>(cell.column().index())];
  }
  return Relabelling{densest_first(row_givens), densest_first(column_givens)};
}

/// The reference's answer to `puzzle` (limit 2), computed on the reference-friendly relabelling
/// and mapped back.
inline SolveResult reference_solve(const Grid& puzzle) {
  const Relabelling relabelling = reference_friendly(puzzle);
  auto result =
      solve(relabelling.apply(puzzle), SolveOptions{.limit = 2, .engine = Engine::reference});
  if (result.status == Status::unique || result.status == Status::multiple) {
    result.solution = relabelling.undo(result.solution);
  }
  if (result.status == Status::invalid) result.conflicts = validate(puzzle);  // original cells
  return result;
}

}  // namespace nonet::test
