// Basic fish (X-Wing, Swordfish, Jellyfish) and their Finned and Sashimi forms, as HoDoKu defines
// them (hodoku.sourceforge.net/en/tech_fishb.php, tech_fishfs.php).
//
// A fish of size n for one digit: n base lines (rows, or columns) whose candidates for the digit
// all lie in n cover lines of the other direction. Each base line holds the digit once, in a
// cover line, and no two in the same one; so the base lines fill every cover line and the digit
// leaves the cover lines' other cells.
//
// Finned: some base candidates (the fins) lie outside the cover lines. Either a fin holds the
// digit or the fish above is true; a cell of a cover line (outside the base lines) that sees
// every fin loses the digit in both cases. Such a cell sees the fins only through their box, so
// the fins must share a box. Sashimi: a finned fish in which some base line keeps at most one
// candidate once its fins are taken away (so without the fins it would not be a fish at all);
// HoDoKu counts it apart, and so does nonet. As in HoDoKu, a fish has at most five fins.
#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "logic/techniques/finders.hpp"
#include "logic/techniques/words.hpp"

namespace nonet::logic {
namespace {
constexpr int kMaxFins = 5;

// Calls visit(chosen) for every way of choosing `size` (at most 4) of `count` items, in
// lexicographic order; stops, returning false, when visit returns false.
template <class Visit>
bool for_each_combination(int count, int size, Visit&& visit) {
  if (size > count) return true;
  std::array<int, 4> chosen{};
  for (int i = 0; i < size; ++i) chosen[static_cast<std::size_t>(i)] = i;
  for (;;) {
    if (!visit(chosen)) return false;
    int i = size - 1;
    while (i >= 0 && chosen[static_cast<std::size_t>(i)] == count - size + i) --i;
    if (i < 0) return true;
    ++chosen[static_cast<std::size_t>(i)];
    for (int j = i + 1; j < size; ++j) {
      chosen[static_cast<std::size_t>(j)] = chosen[static_cast<std::size_t>(j - 1)] + 1;
    }
  }
}

int line_index(Cell cell, House::Kind kind) {
  return kind == House::Kind::row ? cell.row().index() : cell.column().index();
}

// One fish the search found, before it becomes a Step.
struct Fish {
  Digit digit;
  House::Kind base_kind;
  std::uint16_t base_lines;   // bit i: line i of base_kind
  std::uint16_t cover_lines;  // bit i: line i of the other kind
  CellSet base;               // every base candidate, fins included
  CellSet fins;
  CellSet eliminated;
};

// Sets of lines of one kind (rows or columns) are 9-bit masks: bit i stands for line i.
std::uint16_t line_bit(int line) {
  return static_cast<std::uint16_t>(1 << line);
}

bool holds_line(std::uint16_t lines, int line) {
  return (lines & line_bit(line)) != 0;
}

// The cells of the lines of one kind that `lines` holds (bit i: line i).
CellSet cells_of_lines(House::Kind kind, std::uint16_t lines) {
  CellSet cells;
  for (int i = 0; i < kUnitSize; ++i) {
    if (holds_line(lines, i)) cells |= cells_of(House(kind, i));
  }
  return cells;
}

std::vector<House> lines_of(House::Kind kind, std::uint16_t lines) {
  std::vector<House> houses;
  for (int i = 0; i < kUnitSize; ++i) {
    if (holds_line(lines, i)) houses.emplace_back(kind, i);
  }
  return houses;
}

Technique technique_of(FishKind kind, int size) {
  static constexpr std::array<std::array<Technique, 3>, 3> kTechniques{{
      {Technique::x_wing, Technique::swordfish, Technique::jellyfish},
      {Technique::finned_x_wing, Technique::finned_swordfish, Technique::finned_jellyfish},
      {Technique::sashimi_x_wing, Technique::sashimi_swordfish, Technique::sashimi_jellyfish},
  }};
  return kTechniques[static_cast<std::size_t>(kind)][static_cast<std::size_t>(size - 2)];
}

bool report(const Fish& fish, FishKind kind, int size, StepSink& sink) {
  const House::Kind cover_kind =
      fish.base_kind == House::Kind::row ? House::Kind::column : House::Kind::row;
  Step step;
  step.technique = technique_of(kind, size);
  for (Cell cell : fish.eliminated) step.eliminations.push_back({cell, fish.digit});
  step.houses = lines_of(fish.base_kind, fish.base_lines);
  step.cover_houses = lines_of(cover_kind, fish.cover_lines);
  // The fins are kept apart from the pattern: pattern and fins together are the base candidates.
  for (Cell cell : fish.base - fish.fins) step.pattern.push_back({cell, fish.digit});
  for (Cell cell : fish.fins) step.fins.push_back({cell, fish.digit});
  const std::string digit(1, fish.digit.to_char());
  step.reason = "in " + houses_text(step.houses) + ", " + digit + " can only go in " +
                houses_text(step.cover_houses);
  if (fish.fins.empty()) {
    step.reason += ", so those " +
                   std::string(cover_kind == House::Kind::row ? "rows" : "columns") +
                   " have their " + digit + " in those " +
                   (fish.base_kind == House::Kind::row ? "rows" : "columns");
  } else {
    step.reason += std::string(" apart from the fin") + (fish.fins.size() > 1 ? "s " : " ") +
                   cells_text(fish.fins) + ", so a cell of those " +
                   (cover_kind == House::Kind::row ? "rows" : "columns") + " that sees " +
                   (fish.fins.size() > 1 ? "every fin" : "the fin") + " cannot hold " + digit +
                   ", whether the fish holds or a fin does";
  }
  return sink.add(std::move(step));
}

// True when every base line keeps at least two candidates without its fins.
bool every_base_line_keeps_two(const Fish& fish) {
  for (int i = 0; i < kUnitSize; ++i) {
    if (!holds_line(fish.base_lines, i)) continue;
    const CellSet rest = (fish.base & cells_of(House(fish.base_kind, i))) - fish.fins;
    if (rest.size() <= 1) return false;
  }
  return true;
}

// Every fish of one size and kind for one digit with base lines of one kind. False once the sink
// is full.
bool find_fish_for(const CandidateGrid& grid, Digit digit, House::Kind base_kind, int size,
                   FishKind kind, StepSink& sink) {
  const House::Kind cover_kind =
      base_kind == House::Kind::row ? House::Kind::column : House::Kind::row;
  const CellSet everywhere = grid.cells_with(digit);
  // The lines that can be base lines: holding the digit, at most `size` times for a fish without
  // fins and at most `size` + 3 times with fins (their fins in one box lie in three lines).
  const int most = kind == FishKind::basic ? size : size + 3;
  std::array<int, kUnitSize> lines{};
  std::array<CellSet, kUnitSize> line_cells{};
  int count = 0;
  for (int i = 0; i < kUnitSize; ++i) {
    const CellSet cells = everywhere & cells_of(House(base_kind, i));
    if (cells.empty() || cells.size() > most) continue;
    lines[static_cast<std::size_t>(count)] = i;
    line_cells[static_cast<std::size_t>(count)] = cells;
    ++count;
  }
  return for_each_combination(count, size, [&](const auto& chosen) {
    Fish fish{digit, base_kind, 0, 0, CellSet(), CellSet(), CellSet()};
    for (int i = 0; i < size; ++i) {
      const auto pick = static_cast<std::size_t>(chosen[static_cast<std::size_t>(i)]);
      fish.base_lines |= line_bit(lines[pick]);
      fish.base |= line_cells[pick];
    }
    // The cover lines that meet the base candidates.
    std::uint16_t crossing = 0;
    for (Cell cell : fish.base) {
      crossing |= line_bit(line_index(cell, cover_kind));
    }
    const int crossing_count = std::popcount(crossing);
    if (kind == FishKind::basic) {
      if (crossing_count != size) return true;
      fish.cover_lines = crossing;
      fish.eliminated = (everywhere & cells_of_lines(cover_kind, crossing)) - fish.base;
      if (fish.eliminated.empty()) return true;
      return report(fish, kind, size, sink);
    }
    // Finned: `size` of the crossing lines cover the base; the base candidates in the others are
    // the fins. The fins share a box, so the lines left out lie in one stack (or band): choose
    // those, at most three, rather than every set of cover lines.
    const int left_out = crossing_count - size;
    if (left_out <= 0 || left_out > 3) return true;
    for (int stack = 0; stack < 3; ++stack) {
      const auto in_stack = static_cast<std::uint16_t>(crossing & (0x7u << (3 * stack)));
      for (auto out = in_stack; out != 0; out = static_cast<std::uint16_t>((out - 1) & in_stack)) {
        if (std::popcount(out) != left_out) continue;
        fish.cover_lines = static_cast<std::uint16_t>(crossing & ~out);
        const CellSet cover_cells = cells_of_lines(cover_kind, fish.cover_lines);
        fish.fins = fish.base - cover_cells;
        if (fish.fins.size() > kMaxFins) continue;
        // Only a cell in the fins' box can see them all from outside the base lines.
        if (!(fish.fins - cells_of(House(fish.fins.first().box()))).empty()) continue;
        fish.eliminated = ((everywhere & cover_cells) - fish.base) & common_peers(fish.fins);
        if (fish.eliminated.empty()) continue;
        const bool sashimi = !every_base_line_keeps_two(fish);
        if (sashimi != (kind == FishKind::sashimi)) continue;
        if (!report(fish, kind, size, sink)) return false;
      }
    }
    return true;
  });
}

void find_fish(const CandidateGrid& grid, StepSink& sink, int size, FishKind kind) {
  for (int d = 1; d <= kUnitSize; ++d) {
    for (const House::Kind base_kind : {House::Kind::row, House::Kind::column}) {
      if (!find_fish_for(grid, Digit(d), base_kind, size, kind, sink)) return;
    }
  }
}
}  // namespace

template <int Size, FishKind Kind>
void find_fish_of(const CandidateGrid& grid, StepSink& sink) {
  find_fish(grid, sink, Size, Kind);
}

template void find_fish_of<2, FishKind::basic>(const CandidateGrid&, StepSink&);
template void find_fish_of<3, FishKind::basic>(const CandidateGrid&, StepSink&);
template void find_fish_of<4, FishKind::basic>(const CandidateGrid&, StepSink&);
template void find_fish_of<2, FishKind::finned>(const CandidateGrid&, StepSink&);
template void find_fish_of<3, FishKind::finned>(const CandidateGrid&, StepSink&);
template void find_fish_of<4, FishKind::finned>(const CandidateGrid&, StepSink&);
template void find_fish_of<2, FishKind::sashimi>(const CandidateGrid&, StepSink&);
template void find_fish_of<3, FishKind::sashimi>(const CandidateGrid&, StepSink&);
template void find_fish_of<4, FishKind::sashimi>(const CandidateGrid&, StepSink&);

}  // namespace nonet::logic
