// The minlex search: the smallest string over all isomorphs of a grid, and every way to reach it.
//
// The result is built row by row. After each row the search keeps every partial transformation
// whose rows so far spell the smallest possible prefix (a SearchState each); for the next row it
// tries each state with each source row the band structure allows, keeps the smallest row string,
// and refines only the states that reach it. Two ideas keep the states few:
//   - Columns that are blank in every row placed so far are interchangeable: a state keeps them as
//     a group (and stacks that are wholly blank so far as a run) instead of one state per order.
//     A group splits only when a row tells its columns apart.
//   - The digits' labels are fixed as they first appear (the first new digit gets the next
//     label), so a row's best string is found by sorting each group's cells: blanks, then
//     labelled digits in label order, then new digits. Only the order of two new digits in one
//     group is a real choice (it decides which gets which label); the search branches on it.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <vector>

#include "canon/line_maps.hpp"
#include "nonet/grid.hpp"

namespace nonet::canon {

/// The sort symbol of a digit that has no label yet: after every label.
inline constexpr std::uint8_t kNewDigit = 10;

/// `count` blocks of `width` columns from column `start` on, free to go in any order.
struct PermutationSite {
  std::uint8_t start = 0;
  std::uint8_t count = 0;
  std::uint8_t width = 0;
};

inline constexpr std::uint8_t kNoRow = 0xFF;

struct SearchState {
  LineMap row_source{};     // result row -> source row (of the oriented grid), rows placed so far
  LineMap column_source{};  // result column -> source column; any order within a group
  std::array<std::uint8_t, 10> label{};  // source digit -> label 1..9, kNewDigit until it appears
  std::uint16_t group_starts = 0;  // bit p: a group of interchangeable columns starts at column p
  std::uint8_t run_starts = 0;     // bit s: a run of interchangeable stacks starts at stack s
  std::uint8_t transposed = 0;
  std::uint8_t bands_used = 0;  // bit b: source band b is placed
  std::uint8_t next_label = 1;
  // A family: the state stands for every order of its sites (a stack site of tied stacks, and
  // column sites of new digits), and the new digits of source row `pending_row`, the last row
  // placed, get their labels once an order is chosen. Only states whose columns are all told
  // apart (every group one column, no runs) become families.
  std::array<PermutationSite, 4> sites{};
  std::uint8_t site_count = 0;
  std::uint8_t pending_row = kNoRow;

  [[nodiscard]] bool is_family() const { return pending_row != kNoRow; }
};

struct MinlexSearch {
  std::array<std::uint8_t, kCellCount> minlex{};  // 0 for blanks
  /// Every state that spells `minlex`: together they are exactly the transformations that map
  /// the grid to it, each counted once.
  std::vector<SearchState> finals;
};

/// Runs the search. The grid must have no clashing givens (the sorting relies on a row never
/// holding a digit twice).
[[nodiscard]] MinlexSearch search_minlex(const Grid& grid);

/// The smallest row string `next_row` gives over every order of a family's sites, or kLoses
/// when every one is larger than `bound`. With `orders`, also collects every column order that
/// gives that smallest string (call it with the smallest bound to collect exactly those).
[[nodiscard]] std::uint64_t family_row_key(const SearchState& family,
                                           const std::uint8_t* pending_row,
                                           const std::uint8_t* next_row, std::uint64_t bound,
                                           std::vector<LineMap>* orders);
/// The member of a family with the given column order: the pending row's new digits labelled.
[[nodiscard]] SearchState family_member(const SearchState& family, const std::uint8_t* pending_row,
                                        const LineMap& columns);

/// A row string that loses to every other: the "no bound yet" bound.
inline constexpr std::uint64_t kLoses = ~std::uint64_t{0};

/// How many cell transformations a final state stands for (its groups and runs in every order).
[[nodiscard]] std::uint64_t transformation_count(const SearchState& state);

/// Calls `visit` with each column order a final state stands for; stops when it returns false.
/// Returns false when stopped.
bool for_each_column_order(const SearchState& state,
                           const std::function<bool(const LineMap& columns)>& visit);

/// The transformation of a final state with the given column order. Digits that never appear
/// get the unused labels in increasing order.
[[nodiscard]] LineMaps maps_of(const SearchState& state, const LineMap& columns);

}  // namespace nonet::canon
