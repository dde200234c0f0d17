// Sudoku Explainer's Unique Rectangles and Loops (types 1 to 4).
//
// SE grows loops from every bivalue cell through cells holding both of its digits, keeps the
// closed ones whose houses are each visited twice with alternating parity, and turns each new
// loop into hints. It collects every hint, then sorts them by difficulty and type (a stable
// sort), so the first hint is only known at the end.
//
// Two quirks of SE's search are kept because they decide which loops it finds: the set of
// "extra" digits that limits cells with more than two candidates also collects the digits of
// sibling cells tried earlier at the same depth, and each closing of a loop is reported
// separately (a loop is seen from every bivalue cell and in both directions; only its first
// sighting gives hints).
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "rating/rule_memory.hpp"
#include "rating/se_rule.hpp"
#include "rating/uniqueness/unique_se_support.hpp"

namespace nonet::rating {
namespace {

using se::popcount;

constexpr int kMaxLoopLength = kCellCount;
constexpr int kMaxNamedLength = 18;  // a valid loop visits each row twice at most

/// "Unique Rectangle type 1", "Unique Loop type 3", "Unique Loop 8 type 2"...
std::string_view loop_rule_name(int length, int type) {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> all;
    for (int n = 0; n <= kMaxNamedLength; ++n) {
      for (int t = 1; t <= 4; ++t) {
        const std::string kind = n == 4 ? "Rectangle" : "Loop";
        const std::string size = n > 6 ? " " + std::to_string(n) : "";
        all.push_back("Unique " + kind + size + " type " + std::to_string(t));
      }
    }
    return all;
  }();
  const int n = std::min(length, kMaxNamedLength);
  return names[static_cast<std::size_t>(n * 4 + type - 1)];
}

/// SE's base difficulty of a loop of `length` cells, summed as SE sums it.
double loop_difficulty(int length) {
  double result = 4.5;
  if (length >= 10) result += 0.3;
  if (length >= 8) {
    result += 0.2;
  } else if (length >= 6) {
    result += 0.1;
  }
  return result;
}

/// SE adds a tenth per cell beyond the first of the type-3 set.
double with_set_bonus(double base, int set_size) {
  const double bonus = (set_size - 1) * 0.1;
  return base + bonus;
}

// The search meets each cell thousands of times: its houses in SE's order (box, row, column)
// as house numbers, and each house's cells, from tables.
constexpr auto kCellHouses = [] {
  std::array<std::array<std::uint8_t, 3>, kCellCount> houses{};
  for (int i = 0; i < kCellCount; ++i) {
    for (std::size_t k = 0; k < 3; ++k) {
      houses[static_cast<std::size_t>(i)][k] =
          static_cast<std::uint8_t>(se::house_number(se::house_of(Cell(i), se::kHouseKinds[k])));
    }
  }
  return houses;
}();
// The same as se::house_bits, by cell index: the search's loops walk raw words of cells.
constexpr auto kHouseBitsOf = [] {
  std::array<std::uint32_t, kCellCount> bits{};
  for (int i = 0; i < kCellCount; ++i) bits[static_cast<std::size_t>(i)] = se::house_bits(Cell(i));
  return bits;
}();
/// Calls f(cell index) for each cell of `cells` in increasing order while it returns true;
/// false when it stopped early.
template <class F>
bool each_cell_while(CellSet cells, F&& f) {
  for (std::uint64_t w = cells.low_bits(); w != 0; w &= w - 1) {
    if (!f(std::countr_zero(w))) return false;
  }
  for (std::uint64_t w = cells.high_bits(); w != 0; w &= w - 1) {
    if (!f(64 + std::countr_zero(w))) return false;
  }
  return true;
}
constexpr auto kHouseCellSets = [] {
  std::array<CellSet, kHouseCount> cells{};
  for (int h = 0; h < kHouseCount; ++h) cells[static_cast<std::size_t>(h)] = cells_of(house_at(h));
  return cells;
}();

struct LoopHint {
  double difficulty = 0;  // SE's double, so ties sort as in SE
  int type = 0;
  SeHint hint;
};

class LoopFinder {
 public:
  LoopFinder(const CandidateGrid& grid, UniqueLoopMemory* memory) : grid_(grid), memory_(memory) {
    for (int i = 0; i < kCellCount; ++i) {
      candidates_[static_cast<std::size_t>(i)] = grid.candidates(Cell(i)).bits();
    }
  }

  void run() {
    for (int i = 0; i < kCellCount; ++i) {
      const std::uint16_t bits = candidates_[static_cast<std::size_t>(i)];
      if (popcount(bits) != 2) continue;
      pair_ = bits;
      with_pair_ = grid_.cells_with(Digit(std::countr_zero(bits) + 1)) &
                   grid_.cells_with(Digit(15 - std::countl_zero(bits) + 1));
      const Cell start(i);
      if (memory_ != nullptr) {
        if (const auto* loops = memory_->loops(start, pair_, with_pair_, candidates_)) {
          for (const UniqueLoopMemory::Loop& loop : *loops) {
            length_ = static_cast<int>(loop.size());
            std::copy(loop.begin(), loop.end(), path_.begin());
            on_loop();
          }
          continue;
        }
        recording_ = &memory_->remember(start, pair_, with_pair_, candidates_);
      }
      length_ = 0;
      on_path_ = CellSet();
      extend(start, 2, 0, -1);
      recording_ = nullptr;
    }
  }

  std::vector<LoopHint>& hints() { return hints_; }

 private:
  std::uint16_t cands(Cell cell) const {
    return candidates_[static_cast<std::size_t>(cell.index())];
  }

  void extend(Cell cell, int extras_allowed, std::uint16_t extra_digits, int last_kind) {
    houses_at_parity_[static_cast<std::size_t>(length_ % 2)] ^= se::house_bits(cell);
    path_[static_cast<std::size_t>(length_++)] = cell;
    on_path_.insert(cell);
    const Cell start = path_[0];
    // A loop is valid only if no house holds two of its cells at positions of the same parity,
    // so a path that breaks this cannot end in a valid loop: SE still walks it, to no effect
    // (its digits reach only this path's own extra-digit sets), so it is cut here.
    const std::uint32_t barred_houses = houses_at_parity_[static_cast<std::size_t>(length_ % 2)];
    if (can_close(cell)) {
      for_each_next(cell, extras_allowed, extra_digits, last_kind, start, barred_houses);
    }
    on_path_.erase(cell);
    --length_;
    houses_at_parity_[static_cast<std::size_t>(length_ % 2)] ^= se::house_bits(cell);
  }

  // Whether the path may still end in a valid loop, as far as the houses of its last cell tell:
  // each of them that holds no other cell of the path must get one more (of the other parity),
  // from the cells left outside the houses that already hold two. A path that fails this closes
  // no valid loop however it goes on, and the siblings' extra digits do not depend on what it
  // would have walked.
  [[nodiscard]] bool can_close(Cell cell) const {
    const std::uint32_t matched = houses_at_parity_[0] & houses_at_parity_[1];
    const std::uint32_t unmatched = houses_at_parity_[0] ^ houses_at_parity_[1];
    const CellSet left = with_pair_ - on_path_;
    for (const std::uint8_t house : kCellHouses[static_cast<std::size_t>(cell.index())]) {
      if (((unmatched >> house) & 1u) == 0) continue;
      const bool joinable = !each_cell_while(kHouseCellSets[house] & left, [&](int next) {
        return (kHouseBitsOf[static_cast<std::size_t>(next)] & matched) != 0;
      });
      if (!joinable) return false;
    }
    return true;
  }

  void for_each_next(Cell cell, int extras_allowed, std::uint16_t extra_digits, int last_kind,
                     Cell start, std::uint32_t barred_houses) {
    const auto& cell_houses = kCellHouses[static_cast<std::size_t>(cell.index())];
    const CellSet left = with_pair_ - on_path_;
    for (int k = 0; k < 3; ++k) {
      if (k == last_kind) continue;
      const CellSet house = kHouseCellSets[cell_houses[static_cast<std::size_t>(k)]];
      CellSet next_cells = house & left;
      if (length_ >= 4 && house.contains(start)) next_cells.insert(start);
      each_cell_while(next_cells, [&](int next) {
        if (next == start.index()) {
          on_loop_closed();
          return true;
        }
        const std::uint16_t bits = candidates_[static_cast<std::size_t>(next)];
        extra_digits = static_cast<std::uint16_t>((extra_digits | bits) & ~pair_);
        const bool bivalue = popcount(bits) == 2;
        if ((bivalue || popcount(extra_digits) == 1 || extras_allowed > 0) &&
            (kHouseBitsOf[static_cast<std::size_t>(next)] & barred_houses) == 0) {
          extend(Cell(next), bivalue ? extras_allowed : extras_allowed - 1, extra_digits, k);
        }
        return true;
      });
    }
  }

  /// Every house met by the cells at even positions is met by one cell at an odd one (and, as
  /// extend() keeps it, by no two cells of the same parity).
  bool alternates() const { return houses_at_parity_[0] == houses_at_parity_[1]; }

  // Rare next to the search: kept out of extend() so that stays small.
  [[gnu::noinline]] void on_loop_closed() {
    if (!alternates()) return;
    if (recording_ != nullptr) recording_->emplace_back(path_.begin(), path_.begin() + length_);
    on_loop();
  }

  // A valid loop, path_[0..length_), found or remembered.
  void on_loop() {
    CellSet loop;
    for (int i = 0; i < length_; ++i) loop.insert(path_[static_cast<std::size_t>(i)]);
    // The same loop found again (from another cell or the other way) gives only duplicates.
    if (std::find(seen_loops_.begin(), seen_loops_.end(), loop) != seen_loops_.end()) return;
    seen_loops_.push_back(loop);

    std::array<Cell, kMaxLoopLength> extra{};
    int extra_count = 0;
    for (int i = 0; i < length_; ++i) {
      const Cell cell = path_[static_cast<std::size_t>(i)];
      if (popcount(cands(cell)) > 2) extra[static_cast<std::size_t>(extra_count++)] = cell;
    }
    base_ = loop_difficulty(length_);
    if (extra_count == 1) {
      add_type1(extra[0]);
    } else if (extra_count > 2) {
      add_type2(extra.data(), extra_count);
    } else if (extra_count == 2) {
      const std::uint16_t extra_digits =
          static_cast<std::uint16_t>((cands(extra[0]) | cands(extra[1])) & ~pair_);
      if (popcount(extra_digits) == 1) {
        add_type2(extra.data(), 2);
      } else if (popcount(extra_digits) >= 2) {
        add_type3(extra[0], extra[1], extra_digits);
      }
      add_type4(extra[0], extra[1]);
    }
  }

  void push(int type, double difficulty, std::vector<Candidate> eliminations) {
    if (eliminations.empty()) return;  // SE drops hints that remove nothing
    std::sort(eliminations.begin(), eliminations.end());
    LoopHint& added = hints_.emplace_back();
    added.difficulty = difficulty;
    added.type = type;
    added.hint.difficulty = se::to_tenths(difficulty);
    added.hint.rule = loop_rule_name(length_, type);
    added.hint.eliminations = std::move(eliminations);
  }

  static void eliminate(std::vector<Candidate>& out, Cell cell, std::uint16_t digits) {
    for (std::uint16_t bits = digits; bits != 0; bits &= static_cast<std::uint16_t>(bits - 1)) {
      out.push_back({cell, Digit(std::countr_zero(bits) + 1)});
    }
  }

  void add_type1(Cell rescue) {
    std::vector<Candidate> eliminations;
    eliminate(eliminations, rescue, pair_);
    push(1, base_, std::move(eliminations));
  }

  void add_type2(const Cell* extra, int count) {
    const std::uint16_t digit_bit = static_cast<std::uint16_t>(
        1u << std::countr_zero(static_cast<std::uint16_t>(cands(extra[0]) & ~pair_)));
    CellSet common = CellSet::all();
    for (int i = 0; i < count; ++i) common &= peers_of(extra[i]);
    std::vector<Candidate> eliminations;
    for (Cell cell : common) {
      if (cands(cell) & digit_bit) eliminate(eliminations, cell, digit_bit);
    }
    push(2, base_, std::move(eliminations));
  }

  // Type 3: the two extra cells act as one cell holding their extra digits, which may complete a
  // naked set with other cells of a shared house, or leave a hidden set there.
  void add_type3(Cell c1, Cell c2, std::uint16_t extra_digits) {
    for (int degree = popcount(extra_digits); degree <= 7; ++degree) {
      for (House::Kind kind : se::kHouseKinds) {
        const House house = se::house_of(c1, kind);
        if (house != se::house_of(c2, kind)) continue;
        const int index1 = se::index_in_house(c1, kind);
        const int index2 = se::index_in_house(c2, kind);
        const int empty_cells = (cells_of(house) & grid_.unsolved()).size();
        if (degree * 2 <= empty_cells)
          add_type3_naked(house, c1, c2, index1, index2, extra_digits, degree);
        if (degree * 2 < empty_cells) add_type3_hidden(house, index1, index2, extra_digits, degree);
      }
    }
  }

  void add_type3_naked(House house, Cell c1, Cell c2, int index1, int index2,
                       std::uint16_t extra_digits, int degree) {
    const std::uint32_t with1 = 1u << index1;
    const std::uint32_t with2 = 1u << index2;
    const std::uint16_t shared_extra = extra_digits & cands(c1) & cands(c2);
    se::for_each_combination(degree, kUnitSize, [&](std::uint32_t members) {
      if (!(members & with1) || (members & with2)) return;
      std::uint16_t naked = shared_extra;
      std::uint16_t tuple = extra_digits;
      bool each_has_two = true;
      for (std::uint32_t rest = members & ~with1; rest != 0; rest &= rest - 1) {
        const std::uint16_t bits = cands(house.cell(std::countr_zero(rest)));
        naked |= bits;
        tuple |= bits;
        if (popcount(bits) <= 1) each_has_two = false;
      }
      if (popcount(naked) != degree || !each_has_two || popcount(tuple) != degree) return;
      std::vector<Candidate> eliminations;
      for (int i = 0; i < kUnitSize; ++i) {
        const Cell cell = house.cell(i);
        if ((members >> i) & 1u || cell == c1 || cell == c2) continue;
        eliminate(eliminations, cell, cands(cell) & tuple);
      }
      push(3, with_set_bonus(base_, popcount(tuple)), std::move(eliminations));
    });
  }

  void add_type3_hidden(House house, int index1, int index2, std::uint16_t extra_digits,
                        int degree) {
    std::array<int, kUnitSize> others{};  // digits outside the loop's two and the extra ones
    int other_count = 0;
    for (int d = 1; d <= kUnitSize; ++d) {
      if (!(((unsigned{pair_} | extra_digits) >> (d - 1)) & 1u))
        others[static_cast<std::size_t>(other_count++)] = d;
    }
    const std::uint32_t without2 = ~(1u << index2);
    // The loop's two digits always have a place (the first extra cell holds both).
    const std::uint32_t pair_places = places(house, pair_) & without2;
    se::for_each_combination(degree - 2, other_count, [&](std::uint32_t chosen) {
      std::uint16_t hidden = pair_;
      std::uint32_t union_places = pair_places;
      for (std::uint32_t rest = chosen; rest != 0; rest &= rest - 1) {
        const int digit = others[static_cast<std::size_t>(std::countr_zero(rest))];
        const std::uint32_t where =
            places(house, static_cast<std::uint16_t>(1u << (digit - 1))) & without2;
        if (where == 0) return;
        union_places |= where;
        hidden = static_cast<std::uint16_t>(hidden | (1u << (digit - 1)));
      }
      if (popcount(union_places) != degree) return;
      const std::uint32_t set_places = union_places & ~(1u << index1);
      std::vector<Candidate> eliminations;
      for (std::uint32_t rest = set_places; rest != 0; rest &= rest - 1) {
        const Cell cell = house.cell(std::countr_zero(rest));
        eliminate(eliminations, cell, cands(cell) & static_cast<std::uint16_t>(~hidden));
      }
      push(3, with_set_bonus(base_, popcount(set_places)), std::move(eliminations));
    });
  }

  /// The positions (0..8) in `house` of the cells holding any digit of `digits`.
  std::uint32_t places(House house, std::uint16_t digits) const {
    std::uint32_t result = 0;
    for (int i = 0; i < kUnitSize; ++i) {
      if (cands(house.cell(i)) & digits) result |= 1u << i;
    }
    return result;
  }

  // Type 4: one loop digit confined to the two extra cells in a shared house, so the other goes.
  void add_type4(Cell c1, Cell c2) {
    const std::uint16_t low = pair_ & static_cast<std::uint16_t>(0u - pair_);
    const std::uint16_t high = pair_ & static_cast<std::uint16_t>(pair_ - 1);
    bool low_locked = false;
    bool high_locked = false;
    for (House::Kind kind : se::kHouseKinds) {
      const House house = se::house_of(c1, kind);
      if (house != se::house_of(c2, kind)) continue;
      const std::uint32_t outside = places(house, 0x1FF) & ~((1u << se::index_in_house(c1, kind)) |
                                                             (1u << se::index_in_house(c2, kind)));
      if ((places(house, low) & outside) == 0) low_locked = true;
      if ((places(house, high) & outside) == 0) high_locked = true;
    }
    if (!low_locked && !high_locked) return;
    const std::uint16_t removed = low_locked ? high : low;
    std::vector<Candidate> eliminations;
    eliminate(eliminations, c1, removed);
    eliminate(eliminations, c2, removed);
    push(4, base_, std::move(eliminations));
  }

  const CandidateGrid& grid_;
  UniqueLoopMemory* memory_;
  std::vector<UniqueLoopMemory::Loop>* recording_ = nullptr;  ///< the current start's, if kept
  std::array<std::uint16_t, kCellCount> candidates_{};
  std::uint16_t pair_ = 0;
  CellSet with_pair_;
  std::array<Cell, kMaxLoopLength> path_{};
  int length_ = 0;
  CellSet on_path_;
  std::array<std::uint32_t, 2> houses_at_parity_{};  // houses of the path's even, odd positions
  double base_ = 0;
  std::vector<CellSet> seen_loops_;
  std::vector<LoopHint> hints_;
};

void report_loops(const CandidateGrid& grid, SeHintSink& sink, UniqueLoopMemory* memory) {
  LoopFinder finder(grid, memory);
  finder.run();
  std::vector<LoopHint>& hints = finder.hints();
  std::stable_sort(hints.begin(), hints.end(), [](const LoopHint& a, const LoopHint& b) {
    if (a.difficulty != b.difficulty) return a.difficulty < b.difficulty;
    return a.type < b.type;
  });
  for (LoopHint& found : hints) {
    if (!sink.add(std::move(found.hint))) return;
  }
}

}  // namespace

void find_unique_loops(const CandidateGrid& grid, SeHintSink& sink) {
  report_loops(grid, sink, nullptr);
}
void find_unique_loops(const CandidateGrid& grid, SeHintSink& sink, RuleMemory& memory) {
  report_loops(grid, sink, &memory.unique_loops);
}

}  // namespace nonet::rating
