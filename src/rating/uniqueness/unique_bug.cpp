// Sudoku Explainer's Bivalue Universal Grave (types 1 to 4).
//
// SE walks boxes, rows and columns; wherever a digit has neither zero nor two places, the one
// place in a cell of three or more candidates is a BUG cell holding that digit as a BUG value.
// With the BUG values removed the grid must be a BUG (every unsolved cell bivalue, every digit
// twice in each house); one of the BUG values must then be true.
#include <algorithm>
#include <array>
#include <optional>
#include <vector>

#include "rating/se_rule.hpp"
#include "rating/uniqueness/unique_se_support.hpp"

namespace nonet::rating {
namespace {

using se::popcount;

constexpr std::string_view kBug1 = "BUG type 1";
constexpr std::string_view kBug2 = "BUG type 2";
constexpr std::string_view kBug3 = "BUG type 3";
constexpr std::string_view kBug4 = "BUG type 4";

void eliminate(std::vector<Candidate>& out, Cell cell, std::uint16_t digits) {
  for (std::uint16_t bits = digits; bits != 0; bits &= static_cast<std::uint16_t>(bits - 1)) {
    out.push_back({cell, Digit(std::countr_zero(bits) + 1)});
  }
}

// Counting the cells of a set takes two dozen instructions on baseline x86-64 (no popcount);
// the houses are tested 243 at a time for none, one or two.
constexpr bool is_single(CellSet cells) {
  const std::uint64_t low = cells.low_bits();
  const std::uint64_t high = cells.high_bits();
  return (low == 0) != (high == 0) && (low & (low - 1)) == 0 && (high & (high - 1)) == 0;
}
constexpr bool exactly_two(CellSet cells) {
  const std::uint64_t low = cells.low_bits();
  const std::uint64_t high = cells.high_bits();
  if (low == 0 || high == 0) {
    const std::uint64_t word = low | high;
    const std::uint64_t rest = word & (word - 1);
    return rest != 0 && (rest & (rest - 1)) == 0;
  }
  return (low & (low - 1)) == 0 && (high & (high - 1)) == 0;
}

bool report(SeHintSink& sink, double difficulty, std::string_view rule,
            std::vector<Candidate> eliminations) {
  std::sort(eliminations.begin(), eliminations.end());
  SeHint hint;
  hint.difficulty = se::to_tenths(difficulty);
  hint.rule = rule;
  hint.eliminations = std::move(eliminations);
  return sink.add(std::move(hint));
}

class BugFinder {
 public:
  BugFinder(const CandidateGrid& grid, SeHintSink& sink) : grid_(grid), sink_(sink) {
    for (int i = 0; i < kCellCount; ++i)
      cands_[static_cast<std::size_t>(i)] = grid.candidates(Cell(i)).bits();
  }

  void run() {
    if (!find_bug_cells() || !rest_is_grave()) return;
    if (bug_count_ == 1) {
      const Cell cell = bug_cells_[0];
      std::vector<Candidate> eliminations;
      eliminate(eliminations, cell, cands(cell) & static_cast<std::uint16_t>(~all_bug_values_));
      report(sink_, 5.6, kBug1, std::move(eliminations));
    } else if (popcount(all_bug_values_) == 1) {
      if (!report_type2()) return;
      if (bug_count_ == 2) report_type4();
    } else if (has_common_ && !common_.empty()) {
      if (bug_count_ == 2 && !report_type4()) return;
      report_type3();
    }
  }

 private:
  std::uint16_t cands(Cell cell) const { return cands_[static_cast<std::size_t>(cell.index())]; }

  /// Collects the BUG cells and values; false when SE gives up on the grid.
  bool find_bug_cells() {
    CellSet wide_cells;  // cells of three candidates or more
    for (Cell cell : grid_.unsolved()) {
      if (popcount(cands(cell)) >= 3) wide_cells.insert(cell);
    }
    for (House::Kind kind : se::kHouseKinds) {
      for (int index = 0; index < kUnitSize; ++index) {
        const CellSet house = cells_of(House(kind, index));
        for (int d = 1; d <= kUnitSize; ++d) {
          const CellSet places = grid_.cells_with(Digit(d)) & house;
          if (places.empty() || exactly_two(places)) continue;
          const CellSet wide = places & wide_cells;
          if (wide.empty()) return false;  // a digit off its two places with no cell to blame
          if (is_single(wide) && !add_bug_value(wide.first(), d)) return false;
        }
      }
    }
    return true;
  }

  bool add_bug_value(Cell cell, int digit) {
    const auto bit = static_cast<std::uint16_t>(1u << (digit - 1));
    if (!bug_set_.contains(cell)) {
      bug_set_.insert(cell);
      bug_cells_[static_cast<std::size_t>(bug_count_++)] = cell;
    }
    bug_values_[static_cast<std::size_t>(cell.index())] |= bit;
    all_bug_values_ |= bit;
    if (!has_common_) {
      has_common_ = true;
      first_bug_cell_ = cell;
      common_ = peers_of(cell);
    } else {
      common_ &= peers_of(cell);
    }
    common_ -= bug_set_;
    // Several cells with several values and no cell seeing them all: no type 1, 2 or 3.
    return !(bug_count_ > 1 && popcount(all_bug_values_) > 1 && common_.empty());
  }

  /// Without the BUG values, every unsolved cell is bivalue and each digit has 0 or 2 places
  /// in every house.
  bool rest_is_grave() const {
    for (Cell cell : grid_.unsolved()) {
      const auto left = static_cast<std::uint16_t>(
          cands(cell) & ~bug_values_[static_cast<std::size_t>(cell.index())]);
      if (popcount(left) != 2) return false;
    }
    for (int d = 1; d <= kUnitSize; ++d) {
      const auto bit = static_cast<std::uint16_t>(1u << (d - 1));
      CellSet places = grid_.cells_with(Digit(d));
      for (int i = 0; i < bug_count_; ++i) {
        const Cell cell = bug_cells_[static_cast<std::size_t>(i)];
        if (bug_values_[static_cast<std::size_t>(cell.index())] & bit) places.erase(cell);
      }
      for (int h = 0; h < kHouseCount; ++h) {
        const CellSet in_house = places & cells_of(house_at(h));
        if (!in_house.empty() && !exactly_two(in_house)) return false;
      }
    }
    return true;
  }

  bool report_type2() {
    if (!has_common_ || common_.empty()) return true;
    const std::uint16_t digit = all_bug_values_;
    std::vector<Candidate> eliminations;
    for (Cell cell : common_) {
      if (cands(cell) & digit) eliminate(eliminations, cell, digit);
    }
    if (eliminations.empty()) return true;
    return report(sink_, 5.7, kBug2, std::move(eliminations));
  }

  /// The house of `kind` holding every BUG cell, if there is one.
  std::optional<House> shared_house(House::Kind kind) const {
    const House house = se::house_of(bug_cells_[0], kind);
    for (int i = 1; i < bug_count_; ++i) {
      if (se::house_of(bug_cells_[static_cast<std::size_t>(i)], kind) != house) return std::nullopt;
    }
    return house;
  }

  // Type 4: two BUG cells in one house share a third digit; that digit is locked in the pair, so
  // each cell keeps only its BUG values and the shared digit.
  bool report_type4() {
    const Cell c1 = bug_cells_[0];
    const Cell c2 = bug_cells_[1];
    const auto shared = static_cast<std::uint16_t>(cands(c1) & cands(c2) & ~all_bug_values_);
    if (popcount(shared) != 1) return true;
    for (House::Kind kind : se::kHouseKinds) {
      if (!shared_house(kind)) continue;
      std::vector<Candidate> eliminations;
      for (Cell cell : {c1, c2}) {
        eliminate(
            eliminations, cell,
            cands(cell) & static_cast<std::uint16_t>(
                              ~bug_values_[static_cast<std::size_t>(cell.index())] & ~shared));
      }
      if (!report(sink_, 5.7, kBug4, std::move(eliminations))) return false;
    }
    return true;
  }

  // Type 3: the BUG values, as one virtual cell, complete a naked set with other cells of a house
  // shared by all BUG cells.
  void report_type3() {
    for (House::Kind kind : se::kHouseKinds) {
      const std::optional<House> house = shared_house(kind);
      if (!house) continue;
      // SE lists the house's cells in the order of the first BUG cell's peers.
      std::array<Cell, kUnitSize> members{};
      int member_count = 0;
      const CellSet in_house = common_ & cells_of(*house);
      for (Cell peer : se::peer_order(first_bug_cell_)) {
        if (in_house.contains(peer)) members[static_cast<std::size_t>(member_count++)] = peer;
      }
      for (int degree = 2; degree <= 6; ++degree) {
        if (member_count < degree) continue;
        bool go_on = true;
        se::for_each_combination(degree - 1, member_count, [&](std::uint32_t chosen) {
          if (!go_on) return;
          std::uint16_t others = 0;
          bool each_has_two = true;
          for (std::uint32_t rest = chosen; rest != 0; rest &= rest - 1) {
            const std::uint16_t bits =
                cands(members[static_cast<std::size_t>(std::countr_zero(rest))]);
            others |= bits;
            if (popcount(bits) <= 1) each_has_two = false;
          }
          if (popcount(others) != degree || !each_has_two) return;
          const auto naked = static_cast<std::uint16_t>(others | all_bug_values_);
          if (popcount(naked) != degree) return;
          std::vector<Candidate> eliminations;
          for (int i = 0; i < member_count; ++i) {
            if ((chosen >> i) & 1u) continue;
            const Cell cell = members[static_cast<std::size_t>(i)];
            eliminate(eliminations, cell, cands(cell) & naked);
          }
          if (eliminations.empty()) return;
          const double bonus = (popcount(naked) - 1) * 0.1;
          go_on = report(sink_, 5.7 + bonus, kBug3, std::move(eliminations));
        });
        if (!go_on) return;
      }
    }
  }

  const CandidateGrid& grid_;
  SeHintSink& sink_;
  std::array<std::uint16_t, kCellCount> cands_{};
  std::array<std::uint16_t, kCellCount> bug_values_{};
  std::array<Cell, kCellCount> bug_cells_{};
  int bug_count_ = 0;
  CellSet bug_set_;
  std::uint16_t all_bug_values_ = 0;
  bool has_common_ = false;
  Cell first_bug_cell_;
  CellSet common_;
};

}  // namespace

void find_bug(const CandidateGrid& grid, SeHintSink& sink) {
  BugFinder(grid, sink).run();
}

}  // namespace nonet::rating
