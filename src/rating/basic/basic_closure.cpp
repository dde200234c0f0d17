#include "rating/shared/basic_bounds.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <utility>

namespace nonet::rating {
namespace {

using Digits = std::uint16_t;  // bit d-1 for digit d

struct Tables {
  std::array<std::array<std::uint8_t, 9>, 27> house_cells{};  // rows, columns, boxes
  std::array<std::array<std::uint8_t, 20>, kCellCount> peers{};
  std::array<std::array<std::uint8_t, 3>, kCellCount> houses_of{};  // row, column, box
  std::array<std::uint8_t, 512> counts{};  // bits set in 9 bits (no popcount on baseline x86-64)
  std::array<std::uint32_t, kCellCount> house_bits{};  // bit h: the cell lies in house h
  std::array<std::array<std::uint16_t, 3>, kCellCount> bit_in_houses{};  // its position bits
};

constexpr Tables make_tables() {
  Tables t;
  for (int i = 0; i < 9; ++i) {
    for (int j = 0; j < 9; ++j) {
      const auto at = static_cast<std::size_t>(j);
      t.house_cells[static_cast<std::size_t>(i)][at] = static_cast<std::uint8_t>(i * 9 + j);
      t.house_cells[static_cast<std::size_t>(9 + i)][at] = static_cast<std::uint8_t>(j * 9 + i);
      t.house_cells[static_cast<std::size_t>(18 + i)][at] =
          static_cast<std::uint8_t>((i / 3 * 3 + j / 3) * 9 + i % 3 * 3 + j % 3);
    }
  }
  for (int cell = 0; cell < kCellCount; ++cell) {
    t.houses_of[static_cast<std::size_t>(cell)] = {
        static_cast<std::uint8_t>(cell / 9), static_cast<std::uint8_t>(9 + cell % 9),
        static_cast<std::uint8_t>(18 + cell / 27 * 3 + cell % 9 / 3)};
    for (std::uint8_t house : t.houses_of[static_cast<std::size_t>(cell)]) {
      t.house_bits[static_cast<std::size_t>(cell)] |= 1u << house;
    }
    const int row = cell / 9;
    const int column = cell % 9;
    t.bit_in_houses[static_cast<std::size_t>(cell)] = {
        static_cast<std::uint16_t>(1u << column), static_cast<std::uint16_t>(1u << row),
        static_cast<std::uint16_t>(1u << (row % 3 * 3 + column % 3))};
    std::size_t n = 0;
    for (int other = 0; other < kCellCount; ++other) {
      const bool same_row = other / 9 == cell / 9;
      const bool same_column = other % 9 == cell % 9;
      const bool same_box = other / 27 == cell / 27 && other % 9 / 3 == cell % 9 / 3;
      if (other != cell && (same_row || same_column || same_box)) {
        t.peers[static_cast<std::size_t>(cell)][n++] = static_cast<std::uint8_t>(other);
      }
    }
  }
  for (std::size_t bits = 1; bits < t.counts.size(); ++bits) {
    t.counts[bits] = static_cast<std::uint8_t>(t.counts[bits & (bits - 1)] + 1);
  }
  return t;
}

constexpr Tables kTables = make_tables();

int count(unsigned nine_bits) {
  return kTables.counts[nine_bits];
}

int lowest(unsigned bits) {
  return std::countr_zero(bits);
}

bool at_most_one(unsigned bits) {
  return (bits & (bits - 1)) == 0;
}

// The three-cell segments where a box meets a row or a column, with the rest of the box and of
// the line: pointing and claiming compare the three.
struct Segment {
  std::array<std::uint8_t, 3> cells{};
  std::array<std::uint8_t, 6> box_rest{};
  std::array<std::uint8_t, 6> line_rest{};
  std::uint32_t houses = 0;  // the box and the line, as bits of house numbers
};

constexpr std::array<Segment, 54> make_segments() {
  std::array<Segment, 54> segments{};
  std::size_t n = 0;
  for (int box = 0; box < 9; ++box) {
    for (int kind = 0; kind < 2; ++kind) {  // 0: rows of the box, 1: its columns
      for (int k = 0; k < 3; ++k) {
        const int line = kind == 0 ? box / 3 * 3 + k : box % 3 * 3 + k;
        const auto& line_cells = kTables.house_cells[static_cast<std::size_t>(kind * 9 + line)];
        const auto& box_cells = kTables.house_cells[static_cast<std::size_t>(18 + box)];
        Segment& segment = segments[n++];
        segment.houses = (1u << (kind * 9 + line)) | (1u << (18 + box));
        std::size_t in = 0;
        std::size_t box_out = 0;
        std::size_t line_out = 0;
        for (std::uint8_t cell : box_cells) {
          const bool on_line = kind == 0 ? cell / 9 == line : cell % 9 == line;
          if (on_line) {
            segment.cells[in++] = cell;
          } else {
            segment.box_rest[box_out++] = cell;
          }
        }
        for (std::uint8_t cell : line_cells) {
          if (cell / 27 != box / 3 || cell % 9 / 3 != box % 3) segment.line_rest[line_out++] = cell;
        }
      }
    }
  }
  return segments;
}

constexpr std::array<Segment, 54> kSegments = make_segments();

// Where a line and a box meet, as houses (rows 0-8, columns 9-17, boxes 18-26) and positions
// within houses (bit i for a house's i-th cell): what SE's direct pointing and claiming read.
struct Crossing {
  std::uint8_t line = 0;
  std::uint8_t box = 0;
  unsigned line_in_box = 0;                     // the meeting cells, as positions in the box
  unsigned box_in_line = 0;                     // and in the line
  std::array<std::uint8_t, 2> other_boxes{};    // the line's other two boxes
  std::array<unsigned, 2> line_in_other_box{};  // the line's cells in each
  std::array<std::uint8_t, 2> other_lines{};    // the box's two lines parallel to this one
  std::array<unsigned, 2> box_in_other_line{};  // the box's cells in each
};

// The positions in `house` of its cells that lie in `other_house`.
constexpr unsigned positions_in(std::size_t house, std::size_t other_house) {
  unsigned mask = 0;
  for (std::size_t i = 0; i < 9; ++i) {
    const auto& houses = kTables.houses_of[kTables.house_cells[house][i]];
    if (houses[0] == other_house || houses[1] == other_house || houses[2] == other_house) {
      mask |= 1u << i;
    }
  }
  return mask;
}

constexpr std::array<Crossing, 54> make_crossings() {
  std::array<Crossing, 54> crossings{};
  std::size_t n = 0;
  for (std::size_t line = 0; line < 18; ++line) {
    for (std::size_t box = 18; box < 27; ++box) {
      if (positions_in(line, box) == 0) continue;
      Crossing& crossing = crossings[n++];
      crossing.line = static_cast<std::uint8_t>(line);
      crossing.box = static_cast<std::uint8_t>(box);
      crossing.line_in_box = positions_in(box, line);
      crossing.box_in_line = positions_in(line, box);
      std::size_t boxes = 0;
      for (std::size_t other = 18; other < 27; ++other) {
        if (other == box || positions_in(line, other) == 0) continue;
        crossing.other_boxes[boxes] = static_cast<std::uint8_t>(other);
        crossing.line_in_other_box[boxes++] = positions_in(other, line);
      }
      std::size_t lines = 0;
      const std::size_t first = line < 9 ? 0 : 9;  // lines of the same kind
      for (std::size_t other = first; other < first + 9; ++other) {
        if (other == line || positions_in(other, box) == 0) continue;
        crossing.other_lines[lines] = static_cast<std::uint8_t>(other);
        crossing.box_in_other_line[lines++] = positions_in(other, box);
      }
    }
  }
  return crossings;
}

constexpr std::array<Crossing, 54> kCrossings = make_crossings();

// direct_locked() finds a line's crossing with the box of its positions 3k to 3k + 2 at
// line * 3 + k.
constexpr bool crossings_in_line_order() {
  for (std::size_t i = 0; i < kCrossings.size(); ++i) {
    if (kCrossings[i].line != i / 3 || kCrossings[i].box_in_line != 0x7u << (i % 3 * 3)) {
      return false;
    }
  }
  return true;
}
static_assert(crossings_in_line_order());

// Candidates of every cell under the rules up to 4.0, applied until none changes anything.
// Singles are found as candidates go (a cell down to one digit, a house with one place left
// for a digit), so each removal costs a few mask updates instead of a rescan of the grid.
class Closure {
 public:
  explicit Closure(const Grid& puzzle) {
    // The givens' digits leave their houses in one sweep; the counts and singles follow.
    std::array<unsigned, 27> used{};
    for (int cell = 0; cell < kCellCount; ++cell) {
      const int value = puzzle.value(Cell(cell));
      if (value == 0) continue;
      for (std::uint8_t house : kTables.houses_of[static_cast<std::size_t>(cell)]) {
        if ((used[house] >> (value - 1) & 1u) != 0) broken_ = true;  // clashing givens
        used[house] |= 1u << (value - 1);
      }
    }
    for (int cell = 0; cell < kCellCount; ++cell) {
      const auto at = static_cast<std::size_t>(cell);
      const int value = puzzle.value(Cell(cell));
      const auto& houses = kTables.houses_of[at];
      candidates_[at] = value != 0
                            ? static_cast<Digits>(1u << (value - 1))
                            : static_cast<Digits>(
                                  0x1FFu & ~(used[houses[0]] | used[houses[1]] | used[houses[2]]));
      count_cell(cell, value != 0);
    }
    count_houses();
  }

  [[nodiscard]] bool solved() const { return !broken_ && open_ == 0; }

  // The rules are to look first only at these houses and digits (the rest is known closed).
  void look_only_at(std::uint32_t houses, unsigned digits) {
    locked_houses_ = houses;
    subset_houses_ = houses;
    fish_digits_ = digits;
  }
  [[nodiscard]] bool broken() const { return broken_; }

  // The state of a grid part-way along a solve: its solved cells and open cells' candidates,
  // with the singles they show pending.
  explicit Closure(const CandidateGrid& grid) {
    for (int cell = 0; cell < kCellCount; ++cell) {
      const auto at = static_cast<std::size_t>(cell);
      const int value = grid.value(Cell(cell));
      candidates_[at] = value != 0 ? static_cast<Digits>(1u << (value - 1))
                                   : static_cast<Digits>(grid.candidates(Cell(cell)).bits());
      count_cell(cell, value != 0);
    }
    count_houses();
  }

  // The state written into `grid` (the grid it was made from): the cells solved since, placed,
  // and the open cells' candidates. Its givens stay as they were.
  void write_to(CandidateGrid& grid) const {
    for (int cell = 0; cell < kCellCount; ++cell) {
      const auto at = static_cast<std::size_t>(cell);
      if (solved_[at] && !grid.is_solved(Cell(cell))) {
        grid.place(Cell(cell), Digit(lowest(candidates_[at]) + 1));
      }
    }
    for (int cell = 0; cell < kCellCount; ++cell) {
      const auto at = static_cast<std::size_t>(cell);
      if (!solved_[at]) grid.set_candidates(Cell(cell), DigitSet(candidates_[at]));
    }
  }

  // Where singles got stuck (no single pending).
  explicit Closure(const SinglesStuck& stuck) {
    for (int cell = 0; cell < kCellCount; ++cell) {
      const auto at = static_cast<std::size_t>(cell);
      candidates_[at] = stuck.candidates[at];
      count_cell(cell, stuck.solved.contains(Cell(cell)));
    }
    count_houses();
  }

  // The state as a candidate grid: the puzzle's givens, the cells placed since, the open cells'
  // candidates.
  [[nodiscard]] CandidateGrid candidate_grid(const Grid& puzzle) const {
    CandidateGrid grid = CandidateGrid::from_puzzle(puzzle);
    for (int cell = 0; cell < kCellCount; ++cell) {
      const auto at = static_cast<std::size_t>(cell);
      if (solved_[at] && puzzle.value(Cell(cell)) == 0) {
        grid.place(Cell(cell), Digit(lowest(candidates_[at]) + 1));
      }
    }
    for (int cell = 0; cell < kCellCount; ++cell) {
      const auto at = static_cast<std::size_t>(cell);
      if (!solved_[at]) grid.set_candidates(Cell(cell), DigitSet(candidates_[at]));
    }
    return grid;
  }
  [[nodiscard]] bool stuck() const { return broken_ || open_ == 0; }

  // Naked and hidden singles until there are none.
  void singles() {
    while (pending_count_ > 0 && !broken_) {
      const Single single = pending_[--pending_count_];
      if (single.house < 0) {
        if (!solved_[single.cell]) place(single.cell, lowest(candidates_[single.cell]));
        continue;
      }
      const auto house = static_cast<std::size_t>(single.house);
      const unsigned places = positions_[house][single.digit];
      if (places == 0 || !at_most_one(places)) continue;
      const std::uint8_t cell =
          kTables.house_cells[house][static_cast<std::size_t>(lowest(places))];
      if (!solved_[cell]) place(cell, single.digit);
    }
  }

  // SE's direct rules (rated 1.7 to 2.5): placements that a pointing, claiming or hidden pair or
  // triple would leave as a hidden single, made without its eliminations. All those the
  // candidates show are made at once; whether there was one.
  bool direct_placements() {
    std::array<std::array<unsigned, 9>, 27> positions{};  // by house and digit, open cells only
    for (std::size_t house = 0; house < positions.size(); ++house) {
      for (std::size_t d = 0; d < 9; ++d) positions[house][d] = open_positions(house, d);
    }
    std::size_t found = 0;
    std::array<std::pair<std::uint8_t, std::uint8_t>, kCellCount> placements{};
    const auto note = [&](std::uint8_t cell, int digit) {
      placements[found++ % placements.size()] = {cell, static_cast<std::uint8_t>(digit)};
    };
    direct_locked(positions, note);
    for (std::size_t house = 0; house < positions.size(); ++house) {
      direct_hidden_sets(house, positions[house], note);
    }
    found = std::min(found, placements.size());
    for (std::size_t i = 0; i < found && !broken_; ++i) {
      const auto [cell, digit] = placements[i];
      if (!solved_[cell]) place(cell, digit);
    }
    return found > 0;
  }

  // The other rules up to 4.0, cheapest first; whether one removed a candidate (then singles
  // may follow, and they are cheaper than the next rule). They read the candidates as they are
  // when each looks, removals by the rules before included: any pattern seen in a grid the
  // rules reach is sound, and the fixpoint is the same whatever the order.
  //
  // Each rule looks only at the houses (fish: the digits) whose candidates changed since it last
  // looked: elsewhere it would find what it found then, which it has removed already. That
  // skips most of the grid after the first call. The fixpoint is the same.
  bool other_rules() {
    if (locked_candidates()) return true;
    bool changed = false;
    std::uint32_t houses = std::exchange(subset_houses_, 0);
    for (; houses != 0; houses &= houses - 1) {
      changed = subsets(static_cast<std::size_t>(lowest(houses))) || changed;
    }
    return changed || fish();
  }

 private:
  // The constructors, for each cell once its candidates_ are set: a cell left with one
  // candidate is queued as a naked single.
  void count_cell(int cell, bool solved) {
    const auto at = static_cast<std::size_t>(cell);
    solved_[at] = solved;
    open_candidates_[at] = solved ? 0 : candidates_[at];
    if (solved) --open_;
    if (candidates_[at] == 0) broken_ = true;
    if (!solved && count(candidates_[at]) == 1) push({-1, static_cast<std::uint8_t>(cell), 0});
  }

  // The constructors, once every cell is counted: each house's positions per digit and open
  // positions. A digit with no place in a house breaks the grid; one with a single place, not
  // yet solved there, is queued as a hidden single.
  //
  // The positions are the house's 9 x 9 bit matrix (cell by digit) transposed: each cell's
  // digits are spread nine bits apart (digit d to bit 9d, digits 7 and 8 in a second word) and
  // shifted by the cell's position, so that digit d's positions are bits 9d to 9d + 8. The
  // multiplication copies the low seven digits to shifts of 8k bits; bit d lands on 9d for
  // k = d alone, and no two copies meet (d + 8k differ for d below 8), so nothing carries.
  void count_houses() {
    constexpr std::uint64_t kCopies = 0x0001010101010101ULL;      // shifts by 0, 8, .., 48 bits
    constexpr std::uint64_t kEveryNinth = 0x0040201008040201ULL;  // bits 0, 9, .., 54
    for (std::size_t house = 0; house < positions_.size(); ++house) {
      const auto& cells = kTables.house_cells[house];
      std::uint64_t low = 0;   // digits 0-6
      std::uint64_t high = 0;  // digits 7-8
      unsigned open = 0;
      unsigned placed = 0;  // the digits solved in the house
      unsigned once = 0;    // digits with a place in the house
      unsigned twice = 0;   // with two or more
      for (std::size_t i = 0; i < 9; ++i) {
        const unsigned digits = candidates_[cells[i]];
        low |= ((digits & 0x7Fu) * kCopies & kEveryNinth) << i;
        high |= static_cast<std::uint64_t>((digits >> 7 & 1u) | (digits >> 8 & 1u) << 9) << i;
        twice |= once & digits;
        once |= digits;
        if (solved_[cells[i]]) {
          placed |= digits;
        } else {
          open |= 1u << i;
        }
      }
      for (std::size_t d = 0; d < 7; ++d) {
        positions_[house][d] = static_cast<std::uint16_t>(low >> (9 * d) & 0x1FFu);
      }
      positions_[house][7] = static_cast<std::uint16_t>(high & 0x1FFu);
      positions_[house][8] = static_cast<std::uint16_t>(high >> 9 & 0x1FFu);
      open_in_house_[house] = static_cast<std::uint16_t>(open);
      if (once != 0x1FFu) broken_ = true;
      for (unsigned single = once & ~twice & ~placed; single != 0; single &= single - 1) {
        push({static_cast<std::int8_t>(house), 0, static_cast<std::uint8_t>(lowest(single))});
      }
    }
  }

  struct Single {
    std::int8_t house;  // -1: a naked single in `cell`; else a hidden single of `digit` here
    std::uint8_t cell;
    std::uint8_t digit;
  };
  // Each removal of a digit notes at most one naked and three hidden singles, and the givens
  // at most one per cell and per house and digit.
  static constexpr std::size_t kMaxPending = kCellCount + 27 * 9 + 4 * kCellCount * 9;

  void push(Single single) { pending_[pending_count_++] = single; }

  void place(std::uint8_t cell, int digit) {
    const unsigned bit = 1u << digit;
    if ((candidates_[cell] & bit) == 0) {
      broken_ = true;
      return;
    }
    solved_[cell] = true;
    open_candidates_[cell] = 0;
    --open_;
    for (std::size_t k = 0; k < 3; ++k) {
      open_in_house_[kTables.houses_of[cell][k]] &=
          static_cast<std::uint16_t>(~kTables.bit_in_houses[cell][k]);
    }
    // A solved cell leaves the rules' view of its houses, even when no candidate goes.
    locked_houses_ |= kTables.house_bits[cell];
    subset_houses_ |= kTables.house_bits[cell];
    fish_digits_ |= bit;
    remove(cell, candidates_[cell] & ~bit);
    for (std::uint8_t peer : kTables.peers[cell]) {
      if ((candidates_[peer] & bit) != 0) remove(peer, bit);
    }
  }

  // Removes `digits` from a cell (a solved cell keeps its own), noting the singles that makes.
  bool remove(std::uint8_t cell, unsigned digits) {
    digits &= candidates_[cell];
    if (digits == 0) return false;
    if (solved_[cell] && digits == candidates_[cell]) {
      broken_ = true;  // a peer took the digit of a solved cell
      return true;
    }
    candidates_[cell] &= static_cast<Digits>(~digits);
    if (!solved_[cell]) open_candidates_[cell] = candidates_[cell];
    locked_houses_ |= kTables.house_bits[cell];
    subset_houses_ |= kTables.house_bits[cell];
    fish_digits_ |= digits;
    const unsigned left = candidates_[cell];
    if (left == 0) {
      broken_ = true;
      return true;
    }
    if (!solved_[cell] && at_most_one(left)) push({-1, cell, 0});
    for (std::size_t k = 0; k < 3; ++k) {
      const std::uint8_t house = kTables.houses_of[cell][k];
      const auto kept = static_cast<std::uint16_t>(~kTables.bit_in_houses[cell][k]);
      auto& positions = positions_[house];
      for (unsigned rest = digits; rest != 0; rest &= rest - 1) {
        const auto digit = static_cast<std::size_t>(lowest(rest));
        const unsigned places = positions[digit] &= kept;
        if (places == 0) {
          broken_ = true;
        } else if (at_most_one(places)) {
          push({static_cast<std::int8_t>(house), 0, static_cast<std::uint8_t>(digit)});
        }
      }
    }
    return true;
  }

  [[nodiscard]] unsigned open_digits(std::uint8_t cell) const { return open_candidates_[cell]; }

  // The digit's places in the house among its open cells, as positions in the house.
  [[nodiscard]] unsigned open_positions(std::size_t house, std::size_t digit) const {
    return positions_[house][digit] & open_in_house_[house];
  }

  // Direct pointing and claiming: a digit whose two or more places in a box lie on one line (or
  // in a line, in one box) leaves that line (box); where that leaves a box in the same band or
  // stack (a line through the same box) one place for the digit, out of two or more, the digit
  // goes there.
  //
  // A crossing is kCrossings[line * 3 + k], the line's k-th box in order (the box of its
  // positions 3k to 3k + 2), so a digit's places in a box or a line name theirs directly.
  template <class Note>
  static void direct_locked(const std::array<std::array<unsigned, 9>, 27>& positions, Note& note) {
    const auto spread = [&](const Crossing& crossing, std::size_t d, bool pointing) {
      for (std::size_t k = 0; k < 2; ++k) {
        if (pointing) {
          const std::uint8_t other = crossing.other_boxes[k];
          direct_single(other, positions[other][d], crossing.line_in_other_box[k], d, note);
        } else {
          const std::uint8_t other = crossing.other_lines[k];
          direct_single(other, positions[other][d], crossing.box_in_other_line[k], d, note);
        }
      }
    };
    for (std::size_t box = 0; box < 9; ++box) {
      for (std::size_t d = 0; d < 9; ++d) {
        const unsigned places = positions[18 + box][d];
        if (at_most_one(places)) continue;
        const int row = triad_of(places, 0x7, 3);      // rows of the box: positions 0-2, 3-5, 6-8
        const int column = triad_of(places, 0x49, 1);  // columns: 0, 3, 6 and so on
        if (row >= 0) {
          const std::size_t line = box / 3 * 3 + static_cast<std::size_t>(row);
          spread(kCrossings[line * 3 + box % 3], d, true);
        }
        if (column >= 0) {
          const std::size_t line = 9 + box % 3 * 3 + static_cast<std::size_t>(column);
          spread(kCrossings[line * 3 + box / 3], d, true);
        }
      }
    }
    for (std::size_t line = 0; line < 18; ++line) {
      for (std::size_t d = 0; d < 9; ++d) {
        const unsigned places = positions[line][d];
        if (at_most_one(places)) continue;
        const int box = triad_of(places, 0x7, 3);
        if (box >= 0) spread(kCrossings[line * 3 + static_cast<std::size_t>(box)], d, false);
      }
    }
  }

  // Which of `first`, `first` << step and `first` << 2 * step holds all of `places`, or -1.
  static int triad_of(unsigned places, unsigned first, unsigned step) {
    for (int k = 0; k < 3; ++k) {
      if ((places & ~(first << (step * static_cast<unsigned>(k)))) == 0) return k;
    }
    return -1;
  }

  // The digit's last place in `house` once it leaves the positions `barred`, if it had two or
  // more.
  template <class Note>
  static void direct_single(std::uint8_t house, unsigned places, unsigned barred, std::size_t d,
                            Note& note) {
    const unsigned left = places & ~barred;
    if (count(places) >= 2 && count(left) == 1) {
      note(kTables.house_cells[house][static_cast<std::size_t>(lowest(left))], static_cast<int>(d));
    }
  }

  // Direct hidden pairs and triples: k digits with k places (two to k each) in a house of more
  // than k open cells; another digit with two or more places there, all but one of them among
  // those k, goes to the last one.
  template <class Note>
  void direct_hidden_sets(std::size_t house, const std::array<unsigned, 9>& places,
                          Note& note) const {
    const auto& cells = kTables.house_cells[house];
    int open = 0;
    for (std::uint8_t cell : cells) open += solved_[cell] ? 0 : 1;
    std::array<unsigned, 9> members{};  // digits of two or three places, by their places
    std::array<int, 9> member_digit{};
    std::size_t n = 0;
    for (std::size_t d = 0; d < 9; ++d) {
      const int size = count(places[d]);
      if (size >= 2 && size <= 3) {
        members[n] = places[d];
        member_digit[n++] = static_cast<int>(d);
      }
    }
    const auto place_other = [&](unsigned set_digits, unsigned set_cells) {
      for (std::size_t d = 0; d < 9; ++d) {
        if ((set_digits >> d & 1u) != 0 || count(places[d]) <= 1) continue;
        const unsigned left = places[d] & ~set_cells;
        if (count(left) != 1) continue;
        note(cells[static_cast<std::size_t>(lowest(left))], static_cast<int>(d));
        return;  // SE reports the first such digit of each set
      }
    };
    for (std::size_t a = 0; a + 1 < n; ++a) {
      for (std::size_t b = a + 1; b < n; ++b) {
        const unsigned two = members[a] | members[b];
        const unsigned two_digits = (1u << member_digit[a]) | (1u << member_digit[b]);
        if (count(two) == 2 && open > 2) place_other(two_digits, two);
        if (count(two) > 3 || open <= 3) continue;
        for (std::size_t c = b + 1; c < n; ++c) {
          const unsigned three = two | members[c];
          if (count(three) == 3) place_other(two_digits | 1u << member_digit[c], three);
        }
      }
    }
  }

  bool locked_candidates() {
    bool changed = false;
    const std::uint32_t houses = std::exchange(locked_houses_, 0);
    for (const Segment& segment : kSegments) {
      if ((houses & segment.houses) == 0) continue;
      unsigned inside = 0;
      unsigned box_rest = 0;
      unsigned line_rest = 0;
      for (std::uint8_t cell : segment.cells) inside |= open_digits(cell);
      for (std::uint8_t cell : segment.box_rest) box_rest |= open_digits(cell);
      for (std::uint8_t cell : segment.line_rest) line_rest |= open_digits(cell);
      const unsigned pointing = inside & ~box_rest;   // the box's only places: off the line
      const unsigned claiming = inside & ~line_rest;  // the line's only places: off the box
      if (pointing != 0) {
        for (std::uint8_t cell : segment.line_rest) changed = remove(cell, pointing) || changed;
      }
      if (claiming != 0) {
        for (std::uint8_t cell : segment.box_rest) changed = remove(cell, claiming) || changed;
      }
    }
    return changed;
  }

  // Naked and hidden pairs and triples of one house.
  bool subsets(std::size_t house) {
    const auto& cells = kTables.house_cells[house];
    const int open = count(open_in_house_[house]);
    if (open < 3) return false;           // a subset needs a cell outside it to matter
    std::array<unsigned, 9> digits_of{};  // by position in the house
    for (std::size_t i = 0; i < 9; ++i) digits_of[i] = open_digits(cells[i]);
    bool changed = false;
    // Naked: k cells with k digits between them take those digits from the others.
    const auto naked = [&](unsigned members, unsigned digits) {
      for (std::size_t i = 0; i < 9; ++i) {
        if ((members >> i & 1u) == 0) changed = remove(cells[i], digits) || changed;
      }
    };
    // Hidden: k digits with k places between them leave those cells no other digit.
    const auto hidden = [&](unsigned digits, unsigned places) {
      for (std::size_t i = 0; i < 9; ++i) {
        if ((places >> i & 1u) != 0) changed = remove(cells[i], 0x1FFu & ~digits) || changed;
      }
    };
    // A naked subset of k cells among the house's `open` open cells leaves its other digits to
    // the other open - k cells: a hidden subset there, with the same eliminations (and a hidden
    // or naked single for a complement of one cell, which singles have already taken). So where
    // the complement of one search's sizes is the other's, one search does for both: of the
    // hidden subsets, pairs need looking for from six open cells (their complement, a naked
    // quad, is not a rule here) and triples from seven.
    subsets_of(digits_of, naked, open >= 5 ? 3 : 2);
    if (open >= 6) {
      std::array<unsigned, 9> positions_of{};  // by digit: positions in the house
      for (std::size_t d = 0; d < 9; ++d) positions_of[d] = open_positions(house, d);
      subsets_of(positions_of, hidden, open >= 7 ? 3 : 2);
    }
    return changed;
  }

  // Calls found(members, union) for every two (or, when `largest` is 3, three) non-empty sets
  // among `sets` whose union has as many bits as there are sets.
  template <class Found>
  static void subsets_of(const std::array<unsigned, 9>& sets, Found&& found, int largest = 3) {
    std::array<unsigned, 9> small{};  // indices of the sets of one to `largest` bits
    std::size_t n = 0;
    for (std::size_t i = 0; i < 9; ++i) {  // without a branch: which sets are small is random
      small[n] = static_cast<unsigned>(i);
      n += static_cast<std::size_t>(sets[i] != 0) &
           static_cast<std::size_t>(count(sets[i]) <= largest);
    }
    for (std::size_t a = 0; a + 1 < n; ++a) {
      const unsigned one = sets[small[a]];
      for (std::size_t b = a + 1; b < n; ++b) {
        const unsigned two = one | sets[small[b]];
        const int size = count(two);
        if (size > largest) continue;
        const unsigned pair = (1u << small[a]) | (1u << small[b]);
        if (size == 2) found(pair, two);
        if (largest < 3) continue;
        for (std::size_t c = b + 1; c < n; ++c) {
          const unsigned three = two | sets[small[c]];
          if (count(three) == 3) found(pair | 1u << small[c], three);
        }
      }
    }
  }

  // X-Wing and Swordfish, rows then columns as base lines, for every digit.
  bool fish() {
    // The digit's positions across each line from `first` (rows 0, columns 9).
    const auto across_lines = [this](std::size_t first, std::size_t d) {
      std::array<unsigned, 9> places{};
      for (std::size_t line = 0; line < 9; ++line) places[line] = open_positions(first + line, d);
      return places;
    };
    bool changed = false;
    for (unsigned digits = std::exchange(fish_digits_, 0); digits != 0; digits &= digits - 1) {
      const int digit = lowest(digits);
      const auto d = static_cast<std::size_t>(digit);
      // A fish on k of the digit's `open` rows leaves its places in the other open - k rows to
      // the other open - k columns: a fish on those columns, with the same eliminations (one of
      // a single line is a hidden single, which singles have already taken). So with up to five
      // open lines the rows' X-Wings and Swordfish do for the columns' too; with six only the
      // columns' X-Wings (whose complement would be a Jellyfish) are needed besides.
      const std::array<unsigned, 9> in_rows = across_lines(0, d);
      int open = 0;
      for (unsigned places : in_rows) open += places != 0 ? 1 : 0;
      if (open < 4) continue;
      changed = fish(digit, in_rows, 9, open >= 5 ? 3 : 2) || changed;
      if (open >= 6) changed = fish(digit, across_lines(9, d), 0, open >= 7 ? 3 : 2) || changed;
    }
    return changed;
  }

  // One digit's fish on the base lines whose positions are `places`; the cover lines are the
  // houses from `cover_first` on (columns for row bases, rows for column bases).
  bool fish(int digit, const std::array<unsigned, 9>& places, std::size_t cover_first,
            int largest) {
    const unsigned bit = 1u << digit;
    bool changed = false;
    subsets_of(
        places,
        [&](unsigned bases, unsigned covers) {
          for (unsigned rest = covers; rest != 0; rest &= rest - 1) {
            const auto& cover =
                kTables.house_cells[cover_first + static_cast<std::size_t>(lowest(rest))];
            for (std::size_t i = 0; i < 9; ++i) {
              if ((bases >> i & 1u) == 0) changed = remove(cover[i], bit) || changed;
            }
          }
        },
        largest);
    return changed;
  }

  std::array<Digits, kCellCount> candidates_{};  // a solved cell keeps its digit
  std::array<bool, kCellCount> solved_{};
  std::array<Digits, kCellCount> open_candidates_{};  // 0 for solved cells
  // By house and digit, the positions in the house (bit i for its i-th cell) of the cells
  // that have the digit (a solved cell has its own), and by house those of its open cells.
  std::array<std::array<std::uint16_t, 9>, 27> positions_{};
  std::array<std::uint16_t, 27> open_in_house_{};
  int open_ = kCellCount;
  bool broken_ = false;
  // What changed since each rule last looked (all of it before the first look): houses for
  // locked candidates and subsets, digits for fish.
  std::uint32_t locked_houses_ = (1u << 27) - 1;
  std::uint32_t subset_houses_ = (1u << 27) - 1;
  unsigned fish_digits_ = 0x1FF;
  std::array<Single, kMaxPending> pending_;  // not initialised: only [0, pending_count_) is read
  std::size_t pending_count_ = 0;
};

}  // namespace

namespace {

// The verdict of the rules up to 4.0, with kBasic standing for kDirect too; where they get
// stuck, the grid they leave if `stuck_at` is not null.
// up_to_four() once singles are closed (and have not solved the puzzle).
BasicSolvability past_singles(Closure& closure, const Grid& puzzle, CandidateGrid* stuck_at) {
  while (!closure.stuck() && closure.other_rules()) closure.singles();
  if (closure.solved()) return BasicSolvability::kBasic;
  if (stuck_at != nullptr) *stuck_at = closure.candidate_grid(puzzle);
  return BasicSolvability::kBeyond;
}

BasicSolvability up_to_four(const Grid& puzzle, CandidateGrid* stuck_at = nullptr) {
  Closure closure(puzzle);
  closure.singles();
  if (closure.solved()) return BasicSolvability::kSingles;
  return past_singles(closure, puzzle, stuck_at);
}

bool direct_solves(Closure& closure) {
  closure.singles();
  while (!closure.stuck() && closure.direct_placements()) closure.singles();
  return closure.solved();
}

// er_bounds_for_band() from the verdict of the rules up to 4.0; `up_to_two_and_a_half` tells
// kDirect from kBasic when the band needs it.
template <class Direct>
RatingBand bounds_for_band(BasicSolvability verdict, const RatingBand& band,
                           Direct&& up_to_two_and_a_half) {
  if (verdict != BasicSolvability::kBasic) return er_bounds(verdict);
  // Most puzzles solved up to 4.0 are in or out of the band whether 2.5 suffices or not; only
  // a band that splits them pays for the second pass.
  const RatingBand either{er_bounds(BasicSolvability::kDirect).min,
                          er_bounds(BasicSolvability::kBasic).max};
  const bool inside = band.min <= either.min && either.max <= band.max;
  const bool outside = either.max < band.min || either.min > band.max;
  if (inside || outside) return either;
  return er_bounds(up_to_two_and_a_half() ? BasicSolvability::kDirect : BasicSolvability::kBasic);
}

}  // namespace

bool close_up_to_four(CandidateGrid& grid) {
  Closure closure(grid);
  closure.singles();
  while (!closure.stuck() && closure.other_rules()) closure.singles();
  if (closure.broken()) return false;
  closure.write_to(grid);
  return true;
}

bool close_up_to_four(CandidateGrid& grid, const CandidateGrid& closed) {
  // A cell's digits as the closure keeps them: a solved cell's own, an open cell's candidates.
  const auto digits_of = [](const CandidateGrid& g, Cell cell) {
    const int value = g.value(cell);
    return value != 0 ? 1u << (value - 1) : g.candidates(cell).bits();
  };
  std::uint32_t houses = 0;
  unsigned digits = 0;
  for (int i = 0; i < kCellCount; ++i) {
    const Cell cell(i);
    const unsigned now = digits_of(grid, cell);
    const unsigned before = digits_of(closed, cell);
    if (now == before && grid.is_solved(cell) == closed.is_solved(cell)) continue;
    houses |= kTables.house_bits[static_cast<std::size_t>(i)];
    digits |= now ^ before;
    if (grid.is_solved(cell)) digits |= now;
  }
  Closure closure(grid);
  closure.look_only_at(houses, digits);
  closure.singles();
  while (!closure.stuck() && closure.other_rules()) closure.singles();
  if (closure.broken()) return false;
  closure.write_to(grid);
  return true;
}

// Again from the start, with only placements removing candidates, as on SE's path while it stays
// at 2.5 or below.
bool solved_up_to_two_and_a_half(const Grid& puzzle) {
  Closure closure(puzzle);
  return direct_solves(closure);
}

bool solved_up_to_two_and_a_half(const SinglesStuck& stuck) {
  Closure closure(stuck);
  return direct_solves(closure);
}

BasicSolvability basic_solvability(const Grid& puzzle) {
  const BasicSolvability verdict = up_to_four(puzzle);
  if (verdict != BasicSolvability::kBasic) return verdict;
  return solved_up_to_two_and_a_half(puzzle) ? BasicSolvability::kDirect : BasicSolvability::kBasic;
}

bool solved_up_to_four(const Grid& puzzle) {
  return up_to_four(puzzle) != BasicSolvability::kBeyond;
}

bool solved_up_to_four(const SinglesStuck& stuck) {
  return solved_up_to_four(stuck, Grid{}, nullptr);  // (the puzzle is read for the stuck grid only)
}

bool solved_up_to_four(const SinglesStuck& stuck, const Grid& puzzle, CandidateGrid* stuck_at) {
  Closure closure(stuck);
  closure.singles();
  return past_singles(closure, puzzle, stuck_at) != BasicSolvability::kBeyond;
}

RatingBand er_bounds(BasicSolvability solvability) {
  switch (solvability) {
    case BasicSolvability::kSingles:
      return {10, 23};
    case BasicSolvability::kDirect:
      return {17, 25};
    case BasicSolvability::kBasic:
      return {26, 40};
    case BasicSolvability::kBeyond:
      break;
  }
  return {41, 120};
}

RatingBand er_bounds_for_band(const Grid& puzzle, const RatingBand& band, CandidateGrid* stuck_at) {
  return bounds_for_band(up_to_four(puzzle, stuck_at), band,
                         [&] { return solved_up_to_two_and_a_half(puzzle); });
}

RatingBand er_bounds_for_band(const Grid& puzzle, const SinglesStuck& stuck, const RatingBand& band,
                              CandidateGrid* stuck_at) {
  Closure closure(stuck);
  return bounds_for_band(past_singles(closure, puzzle, stuck_at), band,
                         [&] { return solved_up_to_two_and_a_half(stuck); });
}

}  // namespace nonet::rating
