// Generating puzzles: a random solution grid, then givens removed orbit by orbit (the cells a
// symmetry ties together) in random order, each removal kept only while the solution stays
// unique.
#include <array>
#include <stdexcept>
#include <string>

#include "generator/random.hpp"
#include "nonet/generate.hpp"
#include "nonet/solve.hpp"

namespace nonet {
namespace {

using generator::Random;

bool has_unique_solution(const Grid& puzzle) {
  return count_solutions(puzzle, 2) == 1;
}

// Fills the grid cell by cell with digits in random order, backtracking on a dead end.
class RandomFiller {
 public:
  explicit RandomFiller(std::uint64_t seed) : random_(seed) {}

  Grid fill() {
    std::array<std::uint8_t, kCellCount> values{};
    fill_from(0, values);
    return Grid::from_values(values);
  }

 private:
  bool fill_from(int index, std::array<std::uint8_t, kCellCount>& values) {
    if (index == kCellCount) return true;
    const Cell cell(index);
    const int r = cell.row().index();
    const int c = cell.column().index();
    const int b = cell.box().index();
    const auto used = static_cast<std::uint16_t>(rows_[static_cast<std::size_t>(r)] |
                                                 columns_[static_cast<std::size_t>(c)] |
                                                 boxes_[static_cast<std::size_t>(b)]);
    std::array<int, kUnitSize> digits{1, 2, 3, 4, 5, 6, 7, 8, 9};
    random_.shuffle(digits.begin(), digits.end());
    for (int digit : digits) {
      const auto bit = static_cast<std::uint16_t>(1u << (digit - 1));
      if ((used & bit) != 0) continue;
      set(r, c, b, bit);
      values[static_cast<std::size_t>(index)] = static_cast<std::uint8_t>(digit);
      if (fill_from(index + 1, values)) return true;
      set(r, c, b, bit);  // toggles the bit off again
    }
    values[static_cast<std::size_t>(index)] = 0;
    return false;
  }

  void set(int r, int c, int b, std::uint16_t bit) {
    rows_[static_cast<std::size_t>(r)] ^= bit;
    columns_[static_cast<std::size_t>(c)] ^= bit;
    boxes_[static_cast<std::size_t>(b)] ^= bit;
  }

  Random random_;
  std::array<std::uint16_t, kUnitSize> rows_{};
  std::array<std::uint16_t, kUnitSize> columns_{};
  std::array<std::uint16_t, kUnitSize> boxes_{};
};

// The orbits of the symmetry: every cell in exactly one.
std::vector<std::vector<Cell>> orbits(Symmetry symmetry) {
  std::vector<std::vector<Cell>> list;
  std::array<bool, kCellCount> seen{};
  for (int i = 0; i < kCellCount; ++i) {
    if (seen[static_cast<std::size_t>(i)]) continue;
    std::vector<Cell> orbit = orbit_of(Cell(i), symmetry);
    for (Cell cell : orbit) seen[static_cast<std::size_t>(cell.index())] = true;
    list.push_back(std::move(orbit));
  }
  return list;
}

void check_options(const GenerateOptions& options) {
  if (options.min_clues > options.max_clues) {
    throw std::invalid_argument("clue range " + std::to_string(options.min_clues) + ".." +
                                std::to_string(options.max_clues) + " is empty");
  }
  if (options.max_clues < 17) {
    throw std::invalid_argument(
        "no puzzle with fewer than 17 clues has one solution (asked for at "
        "most " +
        std::to_string(options.max_clues) + ")");
  }
  if (options.min_clues > kCellCount) {
    throw std::invalid_argument("a puzzle has at most 81 clues (asked for at least " +
                                std::to_string(options.min_clues) + ")");
  }
}

}  // namespace

Grid random_solution(std::uint64_t seed) {
  return RandomFiller(seed).fill();
}

std::optional<GeneratedPuzzle> generate(const GenerateOptions& options, std::uint64_t index) {
  check_options(options);
  Random random(generator::stream_seed(options.seed, index));
  const std::vector<std::vector<Cell>> all_orbits = orbits(options.symmetry);
  for (int attempt = 1; attempt <= options.max_attempts; ++attempt) {
    const Grid solution = random_solution(random.next());
    Grid puzzle = solution;
    int clues = kCellCount;
    std::vector<std::vector<Cell>> order = all_orbits;
    random.shuffle(order.begin(), order.end());
    for (const std::vector<Cell>& orbit : order) {
      const int size = static_cast<int>(orbit.size());
      if (clues - size < options.min_clues) continue;
      for (Cell cell : orbit) puzzle.clear(cell);
      if (has_unique_solution(puzzle)) {
        clues -= size;
      } else {
        for (Cell cell : orbit) puzzle.set(cell, *solution.get(cell));
      }
    }
    if (clues > options.max_clues) continue;
    if (options.minimal && !is_minimal(puzzle)) continue;
    return GeneratedPuzzle{puzzle, solution, attempt};
  }
  return std::nullopt;
}

std::vector<Cell> removable_clues(const Grid& puzzle) {
  std::vector<Cell> removable;
  if (!has_unique_solution(puzzle)) return removable;
  Grid trial = puzzle;
  for (int i = 0; i < kCellCount; ++i) {
    const Cell cell(i);
    const auto digit = puzzle.get(cell);
    if (!digit) continue;
    trial.clear(cell);
    if (has_unique_solution(trial)) removable.push_back(cell);
    trial.set(cell, *digit);
  }
  return removable;
}

bool is_minimal(const Grid& puzzle) {
  return has_unique_solution(puzzle) && removable_clues(puzzle).empty();
}

Grid minimize(const Grid& puzzle, std::optional<std::uint64_t> seed) {
  if (!has_unique_solution(puzzle)) return puzzle;
  std::vector<Cell> order;
  for (int i = 0; i < kCellCount; ++i) {
    if (puzzle.value(Cell(i)) != 0) order.emplace_back(i);
  }
  if (seed) {
    Random random(*seed);
    random.shuffle(order.begin(), order.end());
  }
  Grid result = puzzle;
  for (Cell cell : order) {
    const auto digit = result.get(cell);
    result.clear(cell);
    if (!has_unique_solution(result)) result.set(cell, *digit);
  }
  return result;
}

}  // namespace nonet
