// Sue de Coq, as HoDoKu defines it (hodoku.sourceforge.net, "Sue de Coq"; its
// MiscellaneousSolver is the reference for the details).
//
// Take two or three unsolved cells C where a row (or column) meets a box, holding digits V with
// |V| >= |C| + 2. Add cells CR from the rest of the line and CB from the rest of the box so that
// C + CR + CB hold as many digits as they are cells, where the digits of V in CR and those in CB
// are disjoint (CR and CB may also hold digits outside V, one more cell for each). Then V's digits
// taken by CR are locked in C + CR, within the line, and those taken by CB in C + CB, within the
// box; the digits of C that neither takes are in C. So the rest of the line loses V minus CB's
// digits, and the rest of the box V minus CR's; an extra digit (outside V) held in both CR and CB
// leaves both houses' other cells.
//
// As in HoDoKu, C need not be the whole intersection: a third intersection cell left out of C may
// serve as a line or box cell.
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "logic/techniques/finders.hpp"
#include "logic/techniques/words.hpp"

namespace nonet::logic {
namespace {

// "1, 2 and 4" for a digit mask (bit d - 1 for digit d).
std::string digits_text(unsigned bits) {
  return logic::digits_text(DigitSet(static_cast<std::uint16_t>(bits)));
}

int count(unsigned bits) {
  return std::popcount(bits);
}

// "r1c1 and r1c2", "r1c1, r1c2 and r1c3".
std::string cells_text(CellSet cells) {
  std::string out;
  const int total = cells.size();
  int written = 0;
  for (Cell cell : cells) {
    if (written > 0) out += written + 1 == total ? " and " : ", ";
    out += cell.name();
    ++written;
  }
  return out;
}

unsigned candidate_bits(const CandidateGrid& grid, CellSet cells) {
  unsigned bits = 0;
  for (Cell cell : cells) bits |= grid.candidates(cell).bits();
  return bits;
}

class SueDeCoqSearch {
 public:
  SueDeCoqSearch(const CandidateGrid& grid, StepSink& sink) : grid_(grid), sink_(sink) {}

  // Rows with boxes, then columns with boxes (HoDoKu's order). False once the sink is full.
  bool run() {
    for (const House::Kind kind : {House::Kind::row, House::Kind::column}) {
      for (int l = 0; l < kUnitSize; ++l) {
        line_ = House(kind, l);
        const CellSet line_cells = cells_of(line_) & grid_.unsolved();
        for (int b = 0; b < kUnitSize; ++b) {
          box_ = House(Box(b));
          const CellSet box_cells = cells_of(box_) & grid_.unsolved();
          const CellSet intersection = line_cells & box_cells;
          if (intersection.size() < 2) continue;
          line_cells_ = line_cells;
          box_cells_ = box_cells;
          if (!check_intersection(intersection)) return false;
        }
      }
    }
    return true;
  }

 private:
  // Every choice of two or three intersection cells with at least two digits more than cells.
  bool check_intersection(CellSet intersection) {
    std::vector<Cell> cells(intersection.begin(), intersection.end());
    const std::size_t n = cells.size();
    for (std::size_t i1 = 0; i1 + 1 < n; ++i1) {
      for (std::size_t i2 = i1 + 1; i2 < n; ++i2) {
        CellSet core = CellSet::of(cells[i1]) | CellSet::of(cells[i2]);
        if (!check_core(core)) return false;
        for (std::size_t i3 = i2 + 1; i3 < n; ++i3) {
          if (!check_core(core | CellSet::of(cells[i3]))) return false;
        }
      }
    }
    return true;
  }

  bool check_core(CellSet core) {
    core_ = core;
    core_digits_ = candidate_bits(grid_, core);
    const int surplus = count(core_digits_) - core.size();
    if (surplus < 2) return true;
    const CellSet source = line_cells_ - core;
    return choose_line_cells(std::vector<Cell>(source.begin(), source.end()), surplus);
  }

  // Every set of line cells (outside the core) whose digits include some of the core's, with
  // more cells than digits outside the core, covering fewer core digits than the surplus: the box
  // must cover the rest.
  // What a visitor of for_each_subset wants next.
  enum class Next : std::uint8_t { stop, go_on, skip_supersets };

  bool choose_line_cells(const std::vector<Cell>& source, int surplus) {
    bool keep_going = true;
    for_each_subset(source, [&](CellSet cells, unsigned digits) {
      const int contained = count(digits & core_digits_);
      const unsigned extra = digits & ~core_digits_;
      const int level = cells.size();
      if (contained == 0 || level <= count(extra) || level - count(extra) >= surplus) {
        return Next::go_on;
      }
      line_set_ = cells;
      line_digits_ = digits;
      // The box cells may not hold the line cells' core digits (their extra digits they may).
      const unsigned forbidden = digits & ~extra;
      const CellSet box_source = box_cells_ - core_ - cells;
      const int left = surplus - (level - count(extra));
      keep_going = choose_box_cells(std::vector<Cell>(box_source.begin(), box_source.end()),
                                    forbidden, left);
      return keep_going ? Next::go_on : Next::stop;
    });
    return keep_going;
  }

  bool choose_box_cells(const std::vector<Cell>& source, unsigned forbidden, int left) {
    bool keep_going = true;
    for_each_subset(source, [&](CellSet cells, unsigned digits) {
      // A forbidden digit stays in every larger set.
      if ((digits & forbidden) != 0) return Next::skip_supersets;
      const int contained = count(digits & core_digits_);
      const int extra = count(digits & ~core_digits_);
      if (contained == 0 || cells.size() - extra != left) return Next::go_on;
      keep_going = report(cells, digits);
      return keep_going ? Next::go_on : Next::stop;
    });
    return keep_going;
  }

  // Subsets of `source` in depth-first order ({0}, {0,1}, {0,1,2}, ..., {0,2}, ...), with their
  // digits, as HoDoKu walks them.
  template <class Visit>
  void for_each_subset(const std::vector<Cell>& source, const Visit& visit) {
    const auto walk = [&](const auto& self, std::size_t start, CellSet cells,
                          unsigned digits) -> bool {
      for (std::size_t i = start; i < source.size(); ++i) {
        CellSet next = cells;
        next.insert(source[i]);
        const unsigned next_digits = digits | grid_.candidates(source[i]).bits();
        const Next what = visit(next, next_digits);
        if (what == Next::stop) return false;
        if (what == Next::skip_supersets) continue;
        if (!self(self, i + 1, next, next_digits)) return false;
      }
      return true;
    };
    walk(walk, 0, CellSet(), 0u);
  }

  bool report(CellSet box_set, unsigned box_digits) {
    // An extra digit in both parts is in one of them: it leaves the rest of both houses.
    const unsigned shared_extra = box_digits & line_digits_;
    const unsigned box_loses = ((core_digits_ | box_digits) & ~line_digits_) | shared_extra;
    const unsigned line_loses = ((core_digits_ | line_digits_) & ~box_digits) | shared_extra;
    Step step;
    step.technique = Technique::sue_de_coq;
    add_eliminations(step, box_cells_ - box_set - core_, box_loses);
    add_eliminations(step, line_cells_ - line_set_ - core_, line_loses);
    if (step.eliminations.empty()) return true;
    step.houses = {line_, box_};
    for (Cell cell : core_ | line_set_ | box_set) {
      for (int d = 1; d <= kUnitSize; ++d) {
        if (grid_.has(cell, Digit(d))) step.pattern.push_back({cell, Digit(d)});
      }
    }
    const std::string count = std::to_string((core_ | line_set_ | box_set).size());
    step.reason = cells_text(core_) + ", where " + line_.name() + " meets " + box_.name() +
                  ", hold " + digits_text(core_digits_) + "; with " + cells_text(line_set_) + " (" +
                  digits_text(line_digits_) + ") in the " + kind_name() + " and " +
                  cells_text(box_set) + " (" + digits_text(box_digits) + ") in the box, these " +
                  count + " cells hold just " + count +
                  " digits, and no digit of the intersection is in both the " + kind_name() +
                  " cells and the box cells: " + digits_text(line_loses) + " are locked in " +
                  line_.name() + " and " + digits_text(box_loses) + " in " + box_.name();
    return sink_.add(std::move(step));
  }

  void add_eliminations(Step& step, CellSet cells, unsigned digits) {
    for (Cell cell : cells) {
      const unsigned hit = grid_.candidates(cell).bits() & digits;
      for (unsigned bits = hit; bits != 0; bits &= bits - 1) {
        step.eliminations.push_back({cell, Digit(std::countr_zero(bits) + 1)});
      }
    }
  }

  [[nodiscard]] const char* kind_name() const {
    return line_.kind() == House::Kind::row ? "row" : "column";
  }

  const CandidateGrid& grid_;
  StepSink& sink_;
  House line_ = House(Row(0));
  House box_ = House(Box(0));
  CellSet line_cells_;
  CellSet box_cells_;
  CellSet core_;
  unsigned core_digits_ = 0;
  CellSet line_set_;
  unsigned line_digits_ = 0;
};

}  // namespace

void find_sue_de_coq(const CandidateGrid& grid, StepSink& sink) {
  SueDeCoqSearch(grid, sink).run();
}

}  // namespace nonet::logic
