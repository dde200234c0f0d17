// Clue removal for the generator: takes givens away while the solution stays unique, deciding
// most removals without a search.
//
// Nearly all of a generated puzzle's cost is uniqueness checks, one per orbit tried, and with a
// rating band most puzzles made are thrown away after rating. Two shortcuts settle most checks,
// and neither ever decides differently from a search:
// - An unavoidable set is a set of cells whose digits can be rearranged into another valid grid
//   (e.g. the four corners of a rectangle holding a b / b a, in two boxes). Givens that miss one
//   allow two solutions, so a removal that takes the last given of a known set is refused at
//   once. The grid's two-digit sets are found up front; every search that finds a second
//   solution adds the cells where it differs, which pays off when the same grid is used again.
// - A removed cell that is a naked or hidden single of the givens left can hold only its own
//   digit, so a removal of such cells is accepted at once.
// Measured on random grids without symmetry: of the 81 checks of a full removal, about 40 are
// forced cells and 9 unavoidable sets, leaving about 30 searches.
//
// Removal can also be guided by a logical solve (the rules up to 4.0, for the bands below them):
// a removal is kept only while the solve still finishes the puzzle. A puzzle it finishes has one
// solution, and so, with the same shortcuts first, most of those checks are one search that the
// engine ends without a guess (its propagation only uses rules of that solve), the others a
// search that finds a second solution, and a few the solve itself.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <optional>
#include <vector>

#include "engine/engine.hpp"
#include "nonet/cell_set.hpp"
#include "nonet/generate.hpp"
#include "nonet/grid.hpp"
#include "nonet/solve.hpp"
#include "rating/shared/basic_bounds.hpp"

namespace nonet::generator {

/// The orbits of the symmetry (every cell in exactly one), ordered by their first cell.
inline std::vector<CellSet> make_orbit_sets(Symmetry symmetry) {
  std::vector<CellSet> list;
  CellSet seen;
  for (int i = 0; i < kCellCount; ++i) {
    if (seen.contains(Cell(i))) continue;
    CellSet orbit;
    for (Cell cell : orbit_of(Cell(i), symmetry)) orbit.insert(cell);
    seen |= orbit;
    list.push_back(orbit);
  }
  return list;
}

/// make_orbit_sets() of each symmetry, made once.
inline const std::vector<CellSet>& orbit_sets(Symmetry symmetry) {
  static const std::vector<std::vector<CellSet>> all = [] {
    std::vector<std::vector<CellSet>> lists;
    for (Symmetry each : all_symmetries()) {
      const auto at = static_cast<std::size_t>(each);
      if (lists.size() <= at) lists.resize(at + 1);
      lists[at] = make_orbit_sets(each);
    }
    return lists;
  }();
  return all.at(static_cast<std::size_t>(symmetry));
}

/// By cell: its row, column and box.
inline constexpr std::array<std::array<CellSet, 3>, kCellCount> kHousesOfCell = [] {
  std::array<std::array<CellSet, 3>, kCellCount> houses{};
  for (int i = 0; i < kCellCount; ++i) {
    const Cell cell(i);
    houses[static_cast<std::size_t>(i)] = {cells_of(cell.row()), cells_of(cell.column()),
                                           cells_of(cell.box())};
  }
  return houses;
}();

/// Removes givens from puzzles of one solution grid. Puzzles are sets of given cells here, the
/// digits those of the solution.
class ClueRemover {
 public:
  ClueRemover(const Grid& solution, const std::vector<CellSet>& orbits, int min_clues)
      : solution_(solution), orbits_(orbits), min_clues_(min_clues) {
    for (int i = 0; i < kCellCount; ++i) positions(solution.value(Cell(i))).insert(Cell(i));
    unavoidable_.reserve(512);  // more than a grid's 32 puzzles usually find
    add_two_digit_sets();
  }

  /// Tries the orbits of `order` (indices into the orbits, each all given) one after the other
  /// and removes each that leaves the solution unique, without going below min_clues. `givens`
  /// must have the one solution.
  CellSet remove(CellSet givens, const std::vector<std::size_t>& order) {
    int clues = givens.size();
    for (std::size_t index : order) {
      const CellSet orbit = orbits_[index];
      if (clues - orbit.size() < min_clues_) continue;
      if (stays_unique(givens - orbit, orbit)) {
        givens -= orbit;
        clues -= orbit.size();
      }
    }
    return givens;
  }

  /// What a guided removal does with a removal its solve does not finish.
  enum class Unsolved {
    kKeepGiven,  ///< put the orbit back and go on with the next
    kStop,       ///< end the removal here (the caller has what it was looking for)
  };

  /// Like remove(), but keeps a removal only while `solved(state, fewer)` holds, for a logical
  /// solve that finishes only uniquely solvable puzzles, any puzzle with more givens than one it
  /// finishes, and any puzzle the band engine solves without a guess (the rules up to 4.0: the
  /// engine propagates singles, pointing and claiming), asked from where the engine's
  /// propagation gets stuck on the puzzle of the givens `fewer` (a rating::SinglesStuck). An
  /// orbit refused once stays refused as givens go, so it is skipped, not a reason to stop.
  /// `solved` must hold for `givens`. Each puzzle the solve does not finish (one solution, as
  /// the search found) goes to `unsolved(fewer)`, which says whether removal goes on; it is
  /// called right after the `solved` call that said no, for the same givens, so `solved` may
  /// leave it what the solve found (as the generator leaves the stuck grid).
  template <class Solved, class OnUnsolved>
  CellSet remove_while_solved(CellSet givens, const std::vector<std::size_t>& order,
                              Solved&& solved, OnUnsolved&& unsolved) {
    int clues = givens.size();
    for (std::size_t index : order) {
      const CellSet orbit = orbits_[index];
      if (clues - orbit.size() < min_clues_) continue;
      const CellSet fewer = givens - orbit;
      if (empties_known_set(fewer, orbit)) continue;
      // Forced cells are singles of the givens left: the solve places them first and is then
      // where it was with them given.
      if (!all_forced(orbit, fewer)) {
        const Uniqueness found = orbit.size() == 1 ? other_digit_if_open(fewer, orbit.first())
                                                   : search_with_guesses(fewer);
        if (found == Uniqueness::kSeveral) continue;
        if (found == Uniqueness::kAfterGuesses && !solved(root_state(fewer), fewer)) {
          if (unsolved(fewer) == Unsolved::kStop) break;
          continue;
        }
      }
      givens = fewer;
      clues -= orbit.size();
    }
    return givens;
  }

  /// remove_while_solved() that only keeps the given where the solve does not finish.
  template <class Solved>
  CellSet remove_while_solved(CellSet givens, const std::vector<std::size_t>& order,
                              Solved&& solved) {
    return remove_while_solved(givens, order, solved, [](CellSet) { return Unsolved::kKeepGiven; });
  }

  /// Every given needed, taken one at a time whatever the symmetry. `givens` must have the one
  /// solution.
  bool is_minimal(CellSet givens) {
    for (Cell cell : givens) {
      const CellSet one = CellSet::of(cell);
      if (stays_unique(givens - one, one)) return false;
    }
    return true;
  }

  /// Whether naked and hidden singles alone solve the puzzle of `givens` (then its ER is at most
  /// 2.3). Knowing the solution makes this a few set operations a round: a digit is a candidate
  /// where it sees none of its placed cells, so the open cells where a digit other than the
  /// solution's is a candidate are those that neither hold its solution cell nor see a placed
  /// cell of it; a cell outside all nine such sets is a naked single, and a digit's cell in a
  /// house that misses its set is a hidden single. Several times cheaper than the general solve
  /// in the rating bounds, which turns down most puzzles made through this case.
  /// When they do not, and `stuck` is not null, it receives where they get stuck (for the rules
  /// up to 4.0 to go on from).
  [[nodiscard]] bool solved_by_singles(CellSet givens,
                                       rating::SinglesStuck* stuck = nullptr) const {
    std::array<CellSet, kUnitSize> seen{};  // by digit: the cells that see a placed cell of it
    for (int digit = 1; digit <= kUnitSize; ++digit) {
      CellSet& of_digit = seen[static_cast<std::size_t>(digit - 1)];
      for (Cell cell : givens& positions(digit)) of_digit |= peers_of(cell);
    }
    CellSet open = CellSet::all() - givens;
    while (!open.empty()) {
      CellSet left_over;  // open cells where some wrong digit is a candidate
      bool placed = false;
      for (int digit = 1; digit <= kUnitSize; ++digit) {
        CellSet& of_digit = seen[static_cast<std::size_t>(digit - 1)];
        const CellSet own = positions(digit);
        CellSet wrong = open - own - of_digit;
        for (Cell cell : open& own) {
          const auto& houses = kHousesOfCell[static_cast<std::size_t>(cell.index())];
          if (!(wrong & houses[0]).empty() && !(wrong & houses[1]).empty() &&
              !(wrong & houses[2]).empty()) {
            continue;
          }
          open.erase(cell);
          of_digit |= peers_of(cell);
          wrong -= peers_of(cell);
          placed = true;
        }
        left_over |= wrong;
      }
      const CellSet naked = open - left_over;
      if (naked.empty() && !placed) {
        if (stuck != nullptr) stuck_state(open, seen, *stuck);
        return false;
      }
      for (Cell cell : naked) {
        seen[static_cast<std::size_t>(solution_.value(cell) - 1)] |= peers_of(cell);
      }
      open -= naked;
    }
    return true;
  }

  [[nodiscard]] Grid puzzle(CellSet givens) const {
    // Eight cells at a time, branch-free: each byte of a word keeps its digit where its bit of
    // `givens` is set (one pass of multiplications and masks, not a test per cell). Byte i of a
    // word read from memory is cell at + i: x86-64 is little-endian.
    const std::array<std::uint8_t, kCellCount>& digits = solution_.values();
    std::array<std::uint8_t, kCellCount> values;
    const auto keep = [&](std::size_t at, std::uint64_t bits, std::size_t count) {
      const std::uint64_t lanes = (bits * 0x0101010101010101ULL) & 0x8040201008040201ULL;
      const std::uint64_t high = (lanes + 0x7F7F7F7F7F7F7F7FULL) & 0x8080808080808080ULL;
      const std::uint64_t mask = (high >> 7) * 0xFFu;
      std::uint64_t word = 0;
      std::memcpy(&word, digits.data() + at, count);
      word &= mask;
      std::memcpy(values.data() + at, &word, count);
    };
    for (std::size_t at = 0; at < 64; at += 8) keep(at, (givens.low_bits() >> at) & 0xFFu, 8);
    keep(64, givens.high_bits() & 0xFFu, 8);
    keep(72, (givens.high_bits() >> 8) & 0xFFu, 8);
    keep(80, (givens.high_bits() >> 16) & 1u, 1);
    return Grid::from_values(values);
  }

  /// Searches made so far (the checks the shortcuts did not settle).
  [[nodiscard]] int searches() const { return searches_; }

 private:
  // The candidates where singles got stuck: a digit is one in the open cells that see none of
  // its placed cells.
  void stuck_state(CellSet open, const std::array<CellSet, kUnitSize>& seen,
                   rating::SinglesStuck& stuck) const {
    stuck.solved = CellSet::all() - open;
    const std::array<std::uint8_t, kCellCount>& digits = solution_.values();
    for (std::size_t i = 0; i < digits.size(); ++i) {
      stuck.candidates[i] = static_cast<std::uint16_t>(1u << (digits[i] - 1));
    }
    for (int digit = 1; digit <= kUnitSize; ++digit) {
      const auto bit = static_cast<std::uint16_t>(1u << (digit - 1));
      for (Cell cell : open - seen[static_cast<std::size_t>(digit - 1)]) {
        stuck.candidates[static_cast<std::size_t>(cell.index())] |= bit;
      }
    }
  }

  CellSet& positions(int digit) { return positions_[static_cast<std::size_t>(digit)]; }
  [[nodiscard]] const CellSet& positions(int digit) const {
    return positions_[static_cast<std::size_t>(digit)];
  }

  // Where the engine's propagation gets stuck on the puzzle of `givens`, for the logical solve to
  // go on from: a search of its own (needed for a few percent of the removals) costs less than
  // the solve's steps up to there.
  [[nodiscard]] rating::SinglesStuck root_state(CellSet givens) const {
    const Grid without = puzzle(givens);
    detail::RootCandidates root;
    detail::SearchRequest request{without, 1, nullptr, nullptr, nullptr};
    request.plain_route = true;
    request.root = &root;
    detail::band_search(request);
    return {root.digits, root.settled};
  }

  // Whether `givens` (a puzzle with the one solution, less the cells `removed`) still has only
  // that solution.
  bool stays_unique(CellSet givens, CellSet removed) {
    if (empties_known_set(givens, removed)) return false;
    if (all_forced(removed, givens)) return true;
    return removed.size() == 1 ? other_digit_search(givens, removed.first()) : search(givens);
  }

  // Whether `givens` miss a known unavoidable set. `givens` plus `removed` hit every known set
  // (that puzzle has one solution), so only the sets through a removed cell can have lost their
  // last given.
  [[nodiscard]] bool empties_known_set(CellSet givens, CellSet removed) const {
    for (Cell cell : removed) {
      const auto at = static_cast<std::size_t>(cell.index());
      const std::uint16_t* indices = sets_through_[at].data();
      for (std::size_t i = 0; i < through_count_[at]; ++i) {
        if ((unavoidable_[indices[i]] & givens).empty()) return true;
      }
    }
    return false;
  }

  [[nodiscard]] bool all_forced(CellSet removed, CellSet givens) const {
    for (Cell cell : removed) {
      if (!forced(cell, givens)) return false;
    }
    return true;
  }

  // True when the givens alone leave the cell one digit: it sees the eight others, or it is the
  // only cell of one of its houses that does not see its digit. Then every solution of `givens`
  // has the solution's digit there.
  [[nodiscard]] bool forced(Cell cell, CellSet givens) const {
    const int digit = solution_.value(cell);
    const CellSet seen = peers_of(cell) & givens;
    bool naked = true;
    for (int other = 1; other <= kUnitSize && naked; ++other) {
      naked = other == digit || !(seen & positions(other)).empty();
    }
    if (naked) return true;
    CellSet barred = givens;  // the givens hold other digits
    for (Cell given : givens& positions(digit)) barred |= peers_of(given);
    const CellSet self = CellSet::of(cell);
    return (cells_of(cell.row()) - barred - self).empty() ||
           (cells_of(cell.column()) - barred - self).empty() ||
           (cells_of(cell.box()) - barred - self).empty();
  }

  bool search(CellSet givens) { return search_with_guesses(givens) != Uniqueness::kSeveral; }

  enum class Uniqueness { kSeveral, kByPropagation, kAfterGuesses };

  // Searches for a second solution; if there is one, the cells where it differs are another
  // unavoidable set. If not, whether the engine needed a guess: without one, its propagation
  // (singles, pointing and claiming: rules of the solve up to 4.0) finished the puzzle.
  Uniqueness search_with_guesses(CellSet givens) {
    ++searches_;
    std::optional<Grid> other;
    const SolutionVisitor keep_other = [&](const Grid& found) {
      if (found != solution_) other = found;
      return true;
    };
    const Grid without = puzzle(givens);
    detail::SearchRequest request{without, 2, nullptr, &keep_other, nullptr};
    request.preferred = &solution_;
    request.plain_route = true;
    const detail::SearchOutcome outcome = detail::band_search(request);
    if (outcome.solutions == 1) {
      return outcome.guesses == 0 ? Uniqueness::kByPropagation : Uniqueness::kAfterGuesses;
    }
    if (other) add_unavoidable(*other);
    return Uniqueness::kSeveral;
  }

  // The exclusions that bar the solution's digit from the cell `removed`, and nothing else.
  detail::CellExclusions solution_digit_excluded(Cell removed) const {
    detail::CellExclusions excluded{};
    excluded[static_cast<std::size_t>(removed.index())] =
        static_cast<std::uint16_t>(1u << (solution_.value(removed) - 1));
    return excluded;
  }

  // With the cell given, the solution is unique, so any other solution of `givens` differs
  // there: one search for a solution with another digit in the cell, stopped at the first,
  // settles it (cheaper than counting to two).
  bool other_digit_search(CellSet givens, Cell removed) {
    ++searches_;
    const Grid without = puzzle(givens);
    const detail::CellExclusions excluded = solution_digit_excluded(removed);
    Grid other;
    detail::SearchRequest request{without, 1, &other, nullptr, &excluded};
    request.preferred = &solution_;
    request.plain_route = true;
    if (detail::band_search(request).solutions == 0) return true;
    add_unavoidable(other);
    return false;
  }

  // search_with_guesses() for a puzzle that has the one solution with the cell `removed` given:
  // unless the engine's propagation solves the puzzle, it looks for a solution with another digit
  // there (as other_digit_search(), from the propagated root). Finding one costs about half as
  // many guesses as counting to two, which first finds the known solution.
  Uniqueness other_digit_if_open(CellSet givens, Cell removed) {
    ++searches_;
    const Grid without = puzzle(givens);
    const detail::CellExclusions excluded = solution_digit_excluded(removed);
    Grid other;
    detail::SearchRequest request{without, 1, &other, nullptr, nullptr};
    request.preferred = &solution_;
    request.plain_route = true;
    request.excluded_if_open = &excluded;
    const detail::SearchOutcome outcome = detail::band_search(request);
    if (outcome.solved_at_root) return Uniqueness::kByPropagation;
    if (outcome.solutions == 0) return Uniqueness::kAfterGuesses;
    add_unavoidable(other);
    return Uniqueness::kSeveral;
  }

  void add_unavoidable(const Grid& other) {
    // Eight cells at a time: a byte of the XOR is not zero where the grids differ, which its top
    // bit then says (adding 0x7F to its low seven bits carries into it), gathered into a byte.
    const std::uint8_t* ours = solution_.values().data();
    const std::uint8_t* theirs = other.values().data();
    CellSet differ;
    for (std::size_t at = 0; at + 8 <= kCellCount; at += 8) {
      std::uint64_t a;
      std::uint64_t b;
      std::memcpy(&a, ours + at, 8);
      std::memcpy(&b, theirs + at, 8);
      const std::uint64_t x = a ^ b;
      const std::uint64_t top =
          (x | ((x & 0x7F7F7F7F7F7F7F7FULL) + 0x7F7F7F7F7F7F7F7FULL)) & 0x8080808080808080ULL;
      for (std::uint64_t rest = (top >> 7) * 0x0102040810204080ULL >> 56; rest != 0;
           rest &= rest - 1) {
        differ.insert(Cell(static_cast<int>(at) + std::countr_zero(rest)));
      }
    }
    if (ours[kCellCount - 1] != theirs[kCellCount - 1]) differ.insert(Cell(kCellCount - 1));
    add_set(differ);
  }

  void add_set(CellSet set) {
    // The sets only save searches: past what an index can name, none is kept, and a cell whose
    // list is full leaves the new ones to the searches.
    if (unavoidable_.size() > std::numeric_limits<std::uint16_t>::max()) return;
    const auto index = static_cast<std::uint16_t>(unavoidable_.size());
    unavoidable_.push_back(set);
    for (Cell cell : set) {
      const auto at = static_cast<std::size_t>(cell.index());
      if (through_count_[at] < kSetsPerCell) sets_through_[at][through_count_[at]++] = index;
    }
  }

  // For each two digits, the cells holding them split into groups closed under "the other
  // digit's cell in the same row, column or box"; swapping the two digits inside a group gives
  // another valid grid, so each group is unavoidable (the rectangles are among them).
  void add_two_digit_sets() {
    std::vector<CellSet> groups;
    for (int a = 1; a <= kUnitSize; ++a) {
      for (int b = a + 1; b <= kUnitSize; ++b) {
        CellSet left = positions(a) | positions(b);
        while (!left.empty()) {
          CellSet group = CellSet::of(left.first());
          CellSet frontier = group;
          while (!frontier.empty()) {
            CellSet next;
            for (Cell cell : frontier) next |= peers_of(cell) & left;
            frontier = next - group;
            group |= next;
          }
          groups.push_back(group);
          left -= group;
        }
      }
    }
    // Small sets are the ones a removal empties: look at them first.
    std::stable_sort(groups.begin(), groups.end(),
                     [](CellSet x, CellSet y) { return x.size() < y.size(); });
    for (CellSet group : groups) add_set(group);
  }

  const Grid& solution_;
  const std::vector<CellSet>& orbits_;
  int min_clues_;
  std::array<CellSet, kUnitSize + 1> positions_{};  // the cells of each digit
  std::vector<CellSet> unavoidable_;
  // By cell: the indices of its sets, fixed lists so that a grid costs no allocation per cell.
  // Measured (500 puzzles at each level): at most 175 sets through one cell.
  static constexpr std::size_t kSetsPerCell = 192;
  std::array<std::uint8_t, kCellCount> through_count_{};
  std::array<std::array<std::uint16_t, kSetsPerCell>, kCellCount> sets_through_;  // not zeroed
  int searches_ = 0;
};

}  // namespace nonet::generator
