// Locked Candidates: Pointing (a box's candidates for a digit lie in one row or column) and
// Claiming (a row's or column's candidates for a digit lie in one box). Either way the digit of
// the second house must be in the intersection, so it leaves the rest of that house.
#include <string>

#include "logic/techniques/finders.hpp"
#include "logic/techniques/words.hpp"

namespace nonet::logic {
namespace {

// The step for a digit whose candidates in `holder` (the pattern) all lie in `target`: the digit
// of `target` is in the intersection, so it goes from the rest of `target`. False once the sink
// is full.
bool report_locked(const CandidateGrid& grid, Technique technique, Digit digit, House holder,
                   House target, CellSet pattern, StepSink& sink) {
  const CellSet doomed = grid.cells_with(digit, target) - pattern;
  if (doomed.empty()) return true;
  Step step;
  step.technique = technique;
  for (Cell cell : doomed) step.eliminations.push_back({cell, digit});
  for (Cell cell : pattern) step.pattern.push_back({cell, digit});
  step.houses.push_back(holder);
  step.cover_houses.push_back(target);
  step.reason = "in " + holder.name() + ", " + digit.to_char() + " can only go in " +
                cells_text(pattern, "or") + ", all in " + target.name() + ", so the " +
                digit.to_char() + " of " + target.name() + " is in " + holder.name();
  return sink.add(std::move(step));
}

// The one row (or column) holding every cell of `cells`, if there is one.
bool one_line(CellSet cells, House::Kind kind, House& line) {
  const Cell first = cells.first();
  const int index = kind == House::Kind::row ? first.row().index() : first.column().index();
  const House candidate_line(kind, index);
  if ((cells - cells_of(candidate_line)).empty()) {
    line = candidate_line;
    return true;
  }
  return false;
}
}  // namespace

void find_pointing(const CandidateGrid& grid, StepSink& sink) {
  for (int b = 0; b < kUnitSize; ++b) {
    const House box(Box{b});
    for (int d = 1; d <= kUnitSize; ++d) {
      const Digit digit(d);
      const CellSet places = grid.cells_with(digit, box);
      // One place is a Hidden Single, not a pointing pair or triple.
      if (places.size() < 2) continue;
      for (const House::Kind kind : {House::Kind::row, House::Kind::column}) {
        House line(kind, 0);
        if (!one_line(places, kind, line)) continue;
        if (!report_locked(grid, Technique::pointing, digit, box, line, places, sink)) return;
      }
    }
  }
}

void find_claiming(const CandidateGrid& grid, StepSink& sink) {
  for (const House::Kind kind : {House::Kind::row, House::Kind::column}) {
    for (int index = 0; index < kUnitSize; ++index) {
      const House line(kind, index);
      for (int d = 1; d <= kUnitSize; ++d) {
        const Digit digit(d);
        const CellSet places = grid.cells_with(digit, line);
        if (places.size() < 2) continue;
        const House box(places.first().box());
        if (!(places - cells_of(box)).empty()) continue;
        if (!report_locked(grid, Technique::claiming, digit, line, box, places, sink)) return;
      }
    }
  }
}

}  // namespace nonet::logic
