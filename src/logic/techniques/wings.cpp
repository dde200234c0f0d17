// XY-Wing, XYZ-Wing, W-Wing: short chains through bivalue (and, for the XYZ-Wing, one trivalue)
// cells, found as fixed patterns, as HoDoKu defines them (hodoku.sourceforge.net, "Wings").
#include <string>
#include <utility>
#include <vector>

#include "logic/techniques/finders.hpp"
#include "logic/techniques/words.hpp"

namespace nonet::logic {
namespace {

// The two digits of a bivalue cell's candidates, smallest first.
std::pair<Digit, Digit> two_digits(DigitSet digits) {
  const Digit low = digits.first();
  DigitSet rest = digits;
  rest.erase(low);
  return {low, rest.first()};
}

// A house that holds both cells (which see each other): their row, else column, else box.
House shared_house(Cell a, Cell b) {
  if (a.row() == b.row()) return House(a.row());
  if (a.column() == b.column()) return House(a.column());
  return House(a.box());
}

void add_cell_candidates(std::vector<Candidate>& pattern, const CandidateGrid& grid, Cell cell) {
  const DigitSet digits = grid.candidates(cell);
  for (int d = 1; d <= kUnitSize; ++d) {
    if (digits.contains(Digit(d))) pattern.push_back({cell, Digit(d)});
  }
}

std::vector<Candidate> eliminations_of(CellSet cells, Digit digit) {
  std::vector<Candidate> out;
  for (Cell cell : cells) out.push_back({cell, digit});
  return out;
}

// The unsolved cells among `cells` whose candidates are exactly `size` digits.
CellSet cells_with_candidate_count(const CandidateGrid& grid, CellSet cells, int size) {
  CellSet out;
  for (Cell cell : cells) {
    if (grid.candidates(cell).size() == size) out.insert(cell);
  }
  return out;
}

struct WingCells {
  Cell pivot;
  Cell first;
  Cell second;
};

// What XY- and XYZ-Wings share: the pattern of the three cells, the houses joining the pivot to
// its pincers, the eliminations, and the reason's first part ("r1c1 holds only 2 and 7, ...").
Step wing_step(Technique technique, const CandidateGrid& grid, const WingCells& cells,
               CellSet targets, Digit z) {
  Step step;
  step.technique = technique;
  step.eliminations = eliminations_of(targets, z);
  step.houses = {shared_house(cells.pivot, cells.first), shared_house(cells.pivot, cells.second)};
  for (Cell cell : {cells.pivot, cells.first, cells.second}) {
    add_cell_candidates(step.pattern, grid, cell);
  }
  step.reason = cells.pivot.name() + " holds only " + digits_text(grid.candidates(cells.pivot)) +
                ", " + cells.first.name() + " only " + digits_text(grid.candidates(cells.first)) +
                " and " + cells.second.name() + " only " +
                digits_text(grid.candidates(cells.second));
  return step;
}

}  // namespace

// A bivalue pivot {x,y} sees two bivalue pincers {x,z} and {y,z}: whichever digit the pivot
// takes, one pincer is z, so no cell seeing both pincers can be z.
void find_xy_wing(const CandidateGrid& grid, StepSink& sink) {
  const CellSet bivalue = cells_with_candidate_count(grid, grid.unsolved(), 2);
  for (Cell pivot : bivalue) {
    const DigitSet pivot_digits = grid.candidates(pivot);
    const CellSet pincers = bivalue & peers_of(pivot);
    for (Cell first : pincers) {
      const DigitSet first_digits = grid.candidates(first);
      const DigitSet first_shared(first_digits.bits() & pivot_digits.bits());
      if (first_shared.size() != 1) continue;
      const Digit z = DigitSet(first_digits.bits() & ~pivot_digits.bits()).first();
      for (Cell second : pincers) {
        if (second <= first) continue;
        const DigitSet second_digits = grid.candidates(second);
        const DigitSet second_shared(second_digits.bits() & pivot_digits.bits());
        // The second pincer holds the pivot's other digit and the same z.
        if (second_shared.size() != 1 || second_shared == first_shared) continue;
        if (!second_digits.contains(z)) continue;
        const CellSet targets =
            (common_peers(CellSet::of(first) | CellSet::of(second)) & grid.cells_with(z)) -
            CellSet::of(pivot);
        if (targets.empty()) continue;

        Step step = wing_step(Technique::xy_wing, grid, {pivot, first, second}, targets, z);
        const auto [x, y] = two_digits(pivot_digits);
        step.reason += ": whether " + pivot.name() + " is " + digit_text(x) + " or " +
                       digit_text(y) + ", " + first.name() + " or " + second.name() + " is " +
                       digit_text(z);
        if (!sink.add(std::move(step))) return;
      }
    }
  }
}

// A trivalue pivot {x,y,z} sees two bivalue pincers {x,z} and {y,z}: whichever digit the pivot
// takes, one of the three cells is z, so no cell seeing all three can be z.
void find_xyz_wing(const CandidateGrid& grid, StepSink& sink) {
  const CellSet bivalue = cells_with_candidate_count(grid, grid.unsolved(), 2);
  const CellSet trivalue = cells_with_candidate_count(grid, grid.unsolved(), 3);
  for (Cell pivot : trivalue) {
    const DigitSet pivot_digits = grid.candidates(pivot);
    CellSet pincers;
    for (Cell cell : bivalue& peers_of(pivot)) {
      if ((grid.candidates(cell).bits() & ~pivot_digits.bits()) == 0) pincers.insert(cell);
    }
    for (Cell first : pincers) {
      const DigitSet first_digits = grid.candidates(first);
      for (Cell second : pincers) {
        if (second <= first) continue;
        const DigitSet second_digits = grid.candidates(second);
        if (second_digits == first_digits) continue;  // {x,z} and {y,z}: they share only z
        const Digit z = DigitSet(first_digits.bits() & second_digits.bits()).first();
        const CellSet targets =
            common_peers(CellSet::of(pivot) | CellSet::of(first) | CellSet::of(second)) &
            grid.cells_with(z);
        if (targets.empty()) continue;

        Step step = wing_step(Technique::xyz_wing, grid, {pivot, first, second}, targets, z);
        step.reason += ": whichever digit " + pivot.name() + " takes, one of the three cells is " +
                       digit_text(z);
        if (!sink.add(std::move(step))) return;
      }
    }
  }
}

// Two bivalue cells {x,y} joined by a strong link on y (a house where y has only two places, one
// seeing each cell): if neither cell were x both would be y, and the link would have no y left.
// So one of them is x, and no cell seeing both can be.
void find_w_wing(const CandidateGrid& grid, StepSink& sink) {
  const CellSet bivalue = cells_with_candidate_count(grid, grid.unsolved(), 2);
  for (Cell first : bivalue) {
    const DigitSet digits = grid.candidates(first);
    for (Cell second : bivalue) {
      if (second <= first || grid.candidates(second) != digits) continue;
      const CellSet ends = CellSet::of(first) | CellSet::of(second);
      const CellSet both_seen = common_peers(ends);
      const auto [low, high] = two_digits(digits);
      for (const auto& [linked, eliminated] : {std::pair{low, high}, std::pair{high, low}}) {
        const CellSet targets = both_seen & grid.cells_with(eliminated);
        if (targets.empty()) continue;
        for (int h = 0; h < kHouseCount; ++h) {
          const House house = house_at(h);
          const CellSet places = grid.cells_with(linked, house);
          if (places.size() != 2 || !(places & ends).empty()) continue;
          Cell near_first = places.first();
          Cell near_second = (places - CellSet::of(near_first)).first();
          if (!(sees(near_first, first) && sees(near_second, second)))
            std::swap(near_first, near_second);
          if (!(sees(near_first, first) && sees(near_second, second))) continue;

          Step step;
          step.technique = Technique::w_wing;
          step.eliminations = eliminations_of(targets, eliminated);
          step.houses = {house};
          add_cell_candidates(step.pattern, grid, first);
          add_cell_candidates(step.pattern, grid, second);
          step.pattern.push_back({near_first, linked});
          step.pattern.push_back({near_second, linked});
          step.links = {Link{{near_first, linked}, {near_second, linked}, true}};
          step.reason = first.name() + " and " + second.name() + " hold only " +
                        digits_text(digits) + ", and in " + house.name() + " " +
                        digit_text(linked) + " can only go in " + near_first.name() + " (seeing " +
                        first.name() + ") or " + near_second.name() + " (seeing " + second.name() +
                        "): the two cells cannot both be " + digit_text(linked) +
                        ", so one of them is " + digit_text(eliminated);
          if (!sink.add(std::move(step))) return;
          break;  // one step per pair of cells and digit: the first house that links them
        }
      }
    }
  }
}

}  // namespace nonet::logic
