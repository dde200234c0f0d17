// The reference engine: the backtracker of the LeetCode seed, kept plain on purpose so that it
// can cross-check the fast engines. Cells are filled in order r1c1, r1c2, ..., each with the
// digits 1..9 that its row, column and box allow; no propagation, no cell choice.
#include <array>
#include <cstdint>

#include "engine/engine.hpp"

namespace nonet::detail {
namespace {

class ReferenceSearch {
 public:
  explicit ReferenceSearch(const SearchRequest& request) : request_(request) {
    for (int c = 0; c < kCellCount; ++c) {
      const Cell cell(c);
      const int v = request.puzzle.value(cell);
      board_[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(v);
      if (v != 0) mark(cell, v, true);
    }
  }

  SearchOutcome run() {
    fill_from(0);
    return outcome_;
  }

 private:
  // "Is digit v allowed here?" is the seed's ok(board, i, j, x), kept as used-digit masks.
  [[nodiscard]] bool allowed(Cell cell, int v) const {
    const auto bit = 1u << v;
    return ((rows_[static_cast<std::size_t>(cell.row().index())] |
             columns_[static_cast<std::size_t>(cell.column().index())] |
             boxes_[static_cast<std::size_t>(cell.box().index())]) &
            bit) == 0;
  }

  void mark(Cell cell, int v, bool used) {
    const auto bit = static_cast<std::uint16_t>(1u << v);
    for (auto* mask : {&rows_[static_cast<std::size_t>(cell.row().index())],
                       &columns_[static_cast<std::size_t>(cell.column().index())],
                       &boxes_[static_cast<std::size_t>(cell.box().index())]}) {
      *mask = static_cast<std::uint16_t>(used ? (*mask | bit) : (*mask & ~bit));
    }
  }

  // Returns false when the search must stop.
  bool fill_from(int index) {
    while (index < kCellCount && board_[static_cast<std::size_t>(index)] != 0) ++index;
    if (index == kCellCount) return report();
    const Cell cell(index);
    for (int v = 1; v <= 9; ++v) {
      if (!allowed(cell, v)) continue;
      ++outcome_.guesses;
      board_[static_cast<std::size_t>(index)] = static_cast<std::uint8_t>(v);
      mark(cell, v, true);
      const bool go_on = fill_from(index + 1);
      mark(cell, v, false);
      board_[static_cast<std::size_t>(index)] = 0;
      if (!go_on) return false;
    }
    return true;
  }

  bool report() {
    const Grid solution = Grid::from_values(board_);
    ++outcome_.solutions;
    if (outcome_.solutions == 1 && request_.first_solution != nullptr) {
      *request_.first_solution = solution;
    }
    if (request_.visitor != nullptr && !(*request_.visitor)(solution)) return false;
    return outcome_.solutions < request_.limit;
  }

  const SearchRequest& request_;
  SearchOutcome outcome_;
  std::array<std::uint8_t, kCellCount> board_{};
  std::array<std::uint16_t, kUnitSize> rows_{};
  std::array<std::uint16_t, kUnitSize> columns_{};
  std::array<std::uint16_t, kUnitSize> boxes_{};
};

}  // namespace

SearchOutcome reference_search(const SearchRequest& request) {
  if (request.limit == 0) return {};
  ReferenceSearch search(request);
  return search.run();
}

}  // namespace nonet::detail
