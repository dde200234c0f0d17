// Search over a candidate grid: which solutions keep its placed digits and use only its
// candidates. The logic needs it to know whether a puzzle has one solution (uniqueness
// techniques) and tests use it for the true solution of a pencil-mark grid.
#include <array>
#include <bit>
#include <cstdint>

#include "nonet/logic.hpp"

namespace nonet {
namespace {

struct SearchState {
  std::array<std::uint16_t, kCellCount> masks{};  // a solved cell keeps its one bit
  CellSet assigned;
};

class CandidateSearch {
 public:
  CandidateSearch(std::size_t limit, Grid* first_solution)
      : limit_(limit), first_solution_(first_solution) {}

  std::size_t run(const CandidateGrid& grid) {
    SearchState state;
    for (int i = 0; i < kCellCount; ++i) {
      const Cell cell(i);
      const int value = grid.value(cell);
      state.masks[static_cast<std::size_t>(i)] =
          value != 0 ? static_cast<std::uint16_t>(1u << (value - 1)) : grid.candidates(cell).bits();
    }
    // Every placed digit is propagated like a new assignment, so clashing givens fail at once.
    CellSet pending = CellSet::all() - grid.unsolved();
    for (Cell cell : pending) state.assigned.insert(cell);
    if (propagate(state, pending)) branch(state);
    return found_;
  }

 private:
  static std::uint16_t& mask(SearchState& state, Cell cell) {
    return state.masks[static_cast<std::size_t>(cell.index())];
  }

  // Removes each pending cell's digit from its peers; cells left with one digit are assigned and
  // propagated in turn; then hidden singles. False on a contradiction.
  static bool propagate(SearchState& state, CellSet pending) {
    for (;;) {
      while (!pending.empty()) {
        const Cell cell = pending.first();
        pending.erase(cell);
        const std::uint16_t bit = mask(state, cell);
        for (Cell peer : peers_of(cell)) {
          std::uint16_t& peer_mask = mask(state, peer);
          if ((peer_mask & bit) == 0) continue;
          if (state.assigned.contains(peer)) return false;
          peer_mask = static_cast<std::uint16_t>(peer_mask & ~bit);
          if (peer_mask == 0) return false;
          if (std::has_single_bit(peer_mask)) {
            state.assigned.insert(peer);
            pending.insert(peer);
          }
        }
      }
      for (int h = 0; h < kHouseCount && pending.empty(); ++h) {
        const CellSet house = cells_of(house_at(h));
        std::uint16_t seen_once = 0;
        std::uint16_t seen_twice = 0;
        for (Cell cell : house) {
          const std::uint16_t m = mask(state, cell);
          seen_twice = static_cast<std::uint16_t>(seen_twice | (seen_once & m));
          seen_once = static_cast<std::uint16_t>(seen_once | m);
        }
        if (seen_once != DigitSet::kAllBits) return false;
        const auto singles = static_cast<std::uint16_t>(seen_once & ~seen_twice);
        if (singles == 0) continue;
        for (Cell cell : house - state.assigned) {
          const auto hit = static_cast<std::uint16_t>(mask(state, cell) & singles);
          if (hit == 0) continue;
          if (!std::has_single_bit(hit)) return false;  // one cell needs two digits
          mask(state, cell) = hit;
          state.assigned.insert(cell);
          pending.insert(cell);
        }
      }
      if (pending.empty()) return true;
    }
  }

  void branch(const SearchState& state) {
    const CellSet open = CellSet::all() - state.assigned;
    if (open.empty()) {
      record(state);
      return;
    }
    Cell best = open.first();
    int fewest = kUnitSize + 1;
    for (Cell cell : open) {
      const int count = std::popcount(state.masks[static_cast<std::size_t>(cell.index())]);
      if (count < fewest) {
        fewest = count;
        best = cell;
        if (count == 2) break;
      }
    }
    std::uint16_t options = state.masks[static_cast<std::size_t>(best.index())];
    while (options != 0 && found_ < limit_) {
      const auto bit = static_cast<std::uint16_t>(options & -options);
      options = static_cast<std::uint16_t>(options & ~bit);
      SearchState next = state;
      mask(next, best) = bit;
      next.assigned.insert(best);
      if (propagate(next, CellSet::of(best))) branch(next);
    }
  }

  void record(const SearchState& state) {
    if (found_ == 0 && first_solution_ != nullptr) {
      std::array<std::uint8_t, kCellCount> values{};
      for (std::size_t i = 0; i < values.size(); ++i) {
        values[i] = static_cast<std::uint8_t>(std::countr_zero(state.masks[i]) + 1);
      }
      *first_solution_ = Grid::from_values(values);
    }
    ++found_;
  }

  std::size_t limit_;
  Grid* first_solution_;
  std::size_t found_ = 0;
};

}  // namespace

std::size_t count_candidate_solutions(const CandidateGrid& grid, std::size_t limit,
                                      Grid* first_solution) {
  if (limit == 0) return 0;
  return CandidateSearch(limit, first_solution).run(grid);
}

}  // namespace nonet
