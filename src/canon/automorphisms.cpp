// The automorphism group of a grid, from the final states of the minlex search, and the
// conjugacy classes that name its symmetries.
//
// The cell transformations form (S3 wr S3 x S3 wr S3) with the transposition swapping the two
// factors. Conjugacy there is decided by small invariants, which is what classifies an
// automorphism without searching for the conjugating element:
//   - in S3 wr S3 (the orders of lines), a line map's class is given by the cycles of its band
//     permutation, each with its length L and the number of lines of one of its bands that the
//     L-th power of the map fixes (3, 1 or 0: the class in S3 of the product along the cycle);
//   - a transformation without transposition is conjugate to another exactly when their row
//     and column classes agree as unordered pairs (the transposition may swap them);
//   - a transformation with transposition, rows r and columns c, is conjugate to another
//     exactly when the classes of c after r agree (its square is (c after r, r after c)).
#include <algorithm>
#include <numeric>

#include "canon/checks.hpp"
#include "canon/minlex_search.hpp"
#include "nonet/canon.hpp"

namespace nonet {

namespace {

using canon::LineMap;

struct LineClass {
  std::uint32_t key = 0;  // the sorted cycle codes, 4 bits each
  std::uint32_t order = 1;
};

LineClass line_class(const LineMap& map) {
  std::array<std::uint32_t, 3> codes{};
  std::size_t count = 0;
  std::array<bool, 3> seen{};
  LineClass result;
  for (std::uint32_t band = 0; band < 3; ++band) {
    if (seen[band]) continue;
    std::uint32_t length = 0;
    std::uint32_t at = band;
    do {
      seen[at] = true;
      at = map[3 * at] / 3u;
      ++length;
    } while (at != band);
    std::uint32_t fixed = 0;
    for (std::uint32_t j = 0; j < 3; ++j) {
      std::uint32_t line = 3 * band + j;
      for (std::uint32_t step = 0; step < length; ++step) line = map[line];
      fixed += line == 3 * band + j ? 1 : 0;
    }
    codes[count++] = length * 4 + fixed;
    const std::uint32_t power_order = fixed == 3 ? 1 : fixed == 1 ? 2 : 3;
    result.order = std::lcm(result.order, length * power_order);
  }
  std::sort(codes.begin(), codes.begin() + static_cast<long>(count));
  for (std::size_t i = 0; i < count; ++i) result.key = result.key << 4 | codes[i];
  return result;
}

struct CellClass {
  std::uint64_t key = 0;
  std::uint32_t order = 1;
  friend bool operator==(const CellClass& a, const CellClass& b) { return a.key == b.key; }
};

CellClass cell_class(const canon::LineMaps& maps) {
  if (maps.transpose) {
    const LineClass square = line_class(canon::chain(maps.columns, maps.rows));
    return {.key = (std::uint64_t{1} << 40) | square.key, .order = 2 * square.order};
  }
  const LineClass rows = line_class(maps.rows);
  const LineClass columns = line_class(maps.columns);
  const auto low = std::min(rows.key, columns.key);
  const auto high = std::max(rows.key, columns.key);
  return {.key = std::uint64_t{high} << 16 | low, .order = std::lcm(rows.order, columns.order)};
}

struct References {
  CellClass half_turn = cell_class(canon::line_maps(rotation(2)));
  CellClass quarter_turn = cell_class(canon::line_maps(rotation(1)));
  CellClass diagonal = cell_class(canon::line_maps(transposition()));
  CellClass mirror = cell_class(canon::line_maps(nonet::mirror()));
};

}  // namespace

Automorphisms automorphisms(const Grid& grid, std::size_t max_listed) {
  canon::require_no_clash(grid);
  const canon::MinlexSearch search = canon::search_minlex(grid);
  Automorphisms group;
  group.size = 0;
  for (const auto& state : search.finals) group.size += canon::transformation_count(state);
  const bool listing = group.size <= max_listed;

  static const References references;
  const canon::SearchState& first = search.finals.front();
  const canon::LineMaps back = canon::invert_maps(canon::maps_of(first, first.column_source));
  const auto all_found = [&] {
    return group.two_fold && group.three_fold && group.four_fold && group.diagonal && group.mirror;
  };
  for (const auto& state : search.finals) {
    const bool go_on = canon::for_each_column_order(state, [&](const LineMap& columns) {
      // The grid onto the canonical one and back: an automorphism of the grid.
      const canon::LineMaps element = canon::compose_maps(canon::maps_of(state, columns), back);
      const CellClass kind = cell_class(element);
      group.two_fold = group.two_fold || kind == references.half_turn;
      group.four_fold = group.four_fold || kind == references.quarter_turn;
      group.diagonal = group.diagonal || kind == references.diagonal;
      group.mirror = group.mirror || kind == references.mirror;
      group.three_fold = group.three_fold || kind.order == 3;
      if (listing) group.elements.push_back(canon::from_line_maps(element));
      return listing || !all_found();
    });
    if (!go_on) break;
  }
  return group;
}

}  // namespace nonet
