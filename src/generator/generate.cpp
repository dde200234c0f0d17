// Generating puzzles: a random solution grid, then givens removed orbit by orbit (the cells a
// symmetry ties together) in random order, each removal kept only while the solution stays
// unique (ClueRemover, which settles most of those checks without a search).
//
// With a rating band most puzzles made are rated out of band and thrown away, so each solution
// grid serves for several: after the grid's first puzzle, variants put back a few of its
// removed givens and remove again in a new order. That costs far fewer checks than starting
// from the full grid, and the unavoidable sets learnt on the grid keep paying; yet (measured) a
// variant lands in a band as often as a puzzle of a fresh grid does. The first puzzle of a grid
// is exactly what plain removal makes; without a rating band (or clue bounds or --minimal that
// turn it down) it is the one returned.
//
// For a band that ends at 4.0 (medium), removal is guided by the rules up to 4.0 instead: a
// removal is kept only while they still solve the puzzle. Every puzzle they solve is at most 4.0
// and unique, every puzzle with fewer givens than one they cannot solve is beyond 4.0 too, so the
// puzzle removal ends with is in the band unless it is too easy, and twice as often as the
// minimal puzzles of plain removal are (measured: 5.7 puzzles made per puzzle in band instead of
// 10.5). It may keep a given that plain removal would take: guided removal is used only without
// --minimal.
//
// For a band above 4.0 that starts at most at 7.2 and ends at most at 9.0 (hard, expert), without
// --minimal or an upper clue bound, the puzzles rated are those that this guided removal turns
// down: a removal that leaves one solution but that the rules up to 4.0 cannot finish is past
// 4.0 by one orbit, and the solve that found out hands on the grid where rating goes on. Three in
// ten of them lie in the hard band and six in ten in the expert band (measured), where a minimal
// puzzle of plain removal does one time in thirteen and one in four, and a puzzle found in band
// ends the removal there. They keep a few givens that plain removal would take (26 to 27 on
// average instead of 24); hard's ERs are spread as before, expert's lean a little to 6.6.
#include <algorithm>
#include <array>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>

#include "generator/clue_remover.hpp"
#include "generator/make_puzzle.hpp"
#include "generator/random.hpp"
#include "nonet/cell_set.hpp"
#include "nonet/generate.hpp"
#include "nonet/solve.hpp"
#include "rating/shared/basic_bounds.hpp"
#include "rating/shared/rate_unique.hpp"

namespace nonet {
namespace {

using generator::ClueRemover;
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

// Indices of the orbits inside (or outside) `givens`, in random order.
std::vector<std::size_t> shuffled_orbits(const std::vector<CellSet>& all, CellSet givens,
                                         bool inside, Random& random) {
  std::vector<std::size_t> list;
  list.reserve(all.size());
  for (std::size_t i = 0; i < all.size(); ++i) {
    if ((all[i] & givens).empty() != inside) list.push_back(i);
  }
  random.shuffle(list.begin(), list.end());
  return list;
}

// Puzzles made from one solution grid (the first, then variants of it). Rating bands are the
// reason for more than one: reusing a grid is cheap. The number is not critical (measured: 32
// and 128 were as fast at every level, 8 slower); a bound keeps one grid that gives nothing in
// the band from taking all the attempts.
constexpr int kPuzzlesPerGrid = 32;
// Givens a variant puts back before removing again. Fewer keep it too close to its parent
// (measured, medium band: 4 cells needed 14 puzzles rated per puzzle in band, 8 cells 10, as
// many as fresh grids); more only cost more checks.
constexpr int kRefillCells = 8;

// Orbits taken away in `order` while the solution stays unique or, `guided`, while the rules up
// to 4.0 solve the puzzle.
CellSet remove_orbits(ClueRemover& remover, CellSet givens, const std::vector<std::size_t>& order,
                      bool guided) {
  if (!guided) return remover.remove(givens, order);
  return remover.remove_while_solved(givens, order, [](const rating::SinglesStuck& stuck, CellSet) {
    return rating::solved_up_to_four(stuck);
  });
}

// `first` with some of its removed orbits put back, for a variant to remove again.
CellSet refilled(const std::vector<CellSet>& all, CellSet first, Random& random) {
  CellSet givens = first;
  for (std::size_t index : shuffled_orbits(all, first, false, random)) {
    if (givens.size() - first.size() >= kRefillCells) break;
    givens |= all[index];
  }
  return givens;
}

// A variant of `first`: some of its removed orbits put back, then removal again in a new order.
CellSet variant(ClueRemover& remover, const std::vector<CellSet>& all, CellSet first,
                Random& random, bool guided) {
  const CellSet givens = refilled(all, first, random);
  return remove_orbits(remover, givens, shuffled_orbits(all, givens, true, random), guided);
}

// Whether removal is guided by the rules up to 4.0: for a band that ends where they do, so that
// every puzzle in it is one they solve.
bool guided_removal(const GenerateOptions& options) {
  const RatingTenths basic_max = rating::er_bounds(rating::BasicSolvability::kBasic).max;
  return options.rating && options.rating->max == basic_max && !options.minimal;
}

// Whether puzzles come from the removals that guided removal turns down: for a band above 4.0
// that starts and ends low enough, when no clue bound or minimality asks for plain removal.
// Those puzzles are just past 4.0 with a few givens more than minimal, and most of their ERs lie
// between 4.2 and 7.2. A band that starts higher, or reaches far above expert, is rarely met by
// them, and each costs a rating to turn down where a minimal puzzle is often turned down by
// singles: plain removal is faster there (measured per band: docs/generate.md).
constexpr RatingTenths kTurnedDownHighestMin = 72;  // the top of the 7.1-7.2 forcing chains
constexpr RatingTenths kTurnedDownHighestMax = 90;  // where the dynamic chains' levels begin

bool from_turned_down(const GenerateOptions& options) {
  const RatingTenths basic_max = rating::er_bounds(rating::BasicSolvability::kBasic).max;
  return options.rating && options.rating->min > basic_max &&
         options.rating->min <= kTurnedDownHighestMin &&
         options.rating->max <= kTurnedDownHighestMax && !options.minimal &&
         options.max_clues == kCellCount;
}

// Whether the puzzle's ER lies in the band and, if so, its rating when `rated` (else nullopt
// also when it lies in the band). A quick logical solve bounds the ER first
// (rating/shared/basic_bounds.hpp): that alone turns down most puzzles outside the band, and
// settles those whose bounds lie inside it. The others it leaves above 4.0, at the grid where SE's
// path takes its first step above 4.0: rating from there gives the ER without the easy steps before
// (most of the cost of turning down a puzzle that proves too hard). Rating stops at the first step
// above the band and uses no chaining level the band cannot reach (dynamic chains + start at 9.0,
// nesting at 9.5). A rating that gets to the end is the full one: the skipped levels are the last
// rungs of SE's ladder, tried only when all others fail. A puzzle in the band is rated again from
// the start when its EP and ED are wanted.
struct BandCheck {
  bool in_band = false;
  std::optional<SeRating> rating;
};

// Rating stops at the first step above the band and uses no chaining level it cannot reach, and
// stops early when the control asks (a rating so stopped is never in the band).
RatingOptions band_rating_options(const RatingBand& band, const RunControl& control) {
  RatingOptions options;
  options.stop_above = band.max;
  options.max_level = band.max < 90 ? 0 : band.max < 95 ? 1 : 5;
  options.control.stop = control.stop;
  options.control.deadline = control.deadline;
  return options;
}

// What one puzzle's search looks for, and when it stops.
struct Search {
  const GenerateOptions& options;
  const RunControl& control;
  RatingOptions band_rating;  // for band checks, when options.rating
};

// The whole rating of the puzzle, if it lies in the band.
BandCheck rate_in_band(const Grid& puzzle, const RatingBand& band,
                       const RatingOptions& rating_options) {
  SeRating rating = nonet::rating::rate_unique_puzzle(puzzle, rating_options);
  if (rating.status != RatingStatus::rated || rating.er < band.min) return {};
  return {true, std::move(rating)};
}

// check_band() of a puzzle above 4.0, which the rules up to 4.0 leave at `stuck_at`.
BandCheck check_past_basic(const Grid& puzzle, const CandidateGrid& stuck_at,
                           const RatingBand& band, bool with_rating,
                           const RatingOptions& rating_options) {
  if (!with_rating) {
    return {rating::er_past_basic_in_band(stuck_at, rating_options, band.min), std::nullopt};
  }
  const SeRating tail = nonet::rating::rate_er_past_basic(stuck_at, rating_options);
  if (tail.status != RatingStatus::rated || tail.er < band.min) return {};
  // The steps before the stuck grid rate 4.0 at most: the ER is the tail's, and only the path's
  // opening is left for the EP and ED.
  SeRating opening = nonet::rating::rate_opening(puzzle, rating_options);
  if (opening.status != RatingStatus::rated) return rate_in_band(puzzle, band, rating_options);
  opening.er = std::max(opening.er, tail.er);
  return {true, std::move(opening)};
}

// `singles` is where naked and hidden singles get stuck on the puzzle, for the quick solve to go
// on from; null when they solve it.
BandCheck check_band(const Grid& puzzle, const rating::SinglesStuck* singles,
                     const RatingBand& band, bool rated, bool guided,
                     const RatingOptions& rating_options) {
  // Guided removal ends with a puzzle solved up to 4.0: only the rules up to 2.5 are left to try
  // when they are all the band's minimum asks.
  if (guided && !rated && band.min == rating::er_bounds(rating::BasicSolvability::kBasic).min) {
    return {singles != nullptr && !rating::solved_up_to_two_and_a_half(*singles), std::nullopt};
  }
  // Where the rules get stuck matters only to a band that reaches above 4.0.
  const RatingTenths basic_max = rating::er_bounds(rating::BasicSolvability::kBasic).max;
  CandidateGrid stuck_at;
  const RatingBand bounds =
      singles == nullptr ? rating::er_bounds(rating::BasicSolvability::kSingles)
                         : rating::er_bounds_for_band(puzzle, *singles, band,
                                                      band.max > basic_max ? &stuck_at : nullptr);
  if (bounds.max < band.min || bounds.min > band.max) return {};
  if (!rated && bounds.min >= band.min && bounds.max <= band.max) return {true, std::nullopt};
  if (bounds.min > basic_max) {
    return check_past_basic(puzzle, stuck_at, band, rated, rating_options);
  }
  return rate_in_band(puzzle, band, rating_options);
}

// A puzzle the options accept, with its rating when it was rated whole on the way.
struct Found {
  Grid puzzle;
  std::optional<SeRating> rating;
};

// The first puzzle of the grid that the options accept, among those removal makes: its first
// puzzle, then variants of it. Nothing once the control asks to stop.
std::optional<Found> first_removed(ClueRemover& remover, const std::vector<CellSet>& all_orbits,
                                   Random& random, const Search& search) {
  const GenerateOptions& options = search.options;
  const bool guided = guided_removal(options);
  // Singles alone solve most puzzles made: they rate 2.3 at most.
  const RatingTenths singles_max = rating::er_bounds(rating::BasicSolvability::kSingles).max;
  const CellSet first = remove_orbits(
      remover, CellSet::all(), shuffled_orbits(all_orbits, CellSet::all(), true, random), guided);
  for (int made = 0; made < kPuzzlesPerGrid; ++made) {
    if (made > 0 && search.control.should_stop()) return std::nullopt;
    const CellSet givens = made == 0 ? first : variant(remover, all_orbits, first, random, guided);
    if (made > 0 && givens == first) continue;  // already turned down
    if (givens.size() > options.max_clues) continue;
    if (options.minimal && !remover.is_minimal(givens)) continue;
    const Grid puzzle = remover.puzzle(givens);
    if (!options.rating) return Found{puzzle, std::nullopt};
    rating::SinglesStuck singles;
    const bool by_singles = remover.solved_by_singles(givens, &singles);
    if (by_singles && options.rating->min > singles_max) continue;
    BandCheck check = check_band(puzzle, by_singles ? nullptr : &singles, *options.rating,
                                 options.with_rating, guided, search.band_rating);
    if (check.in_band) return Found{puzzle, std::move(check.rating)};
  }
  return std::nullopt;
}

// The first puzzle in the band among those that removal guided by the rules up to 4.0 turns
// down (they have one solution, and an ER above 4.0), over the grid's first removal and variants
// of it. Each is rated from where that solve got stuck as removal meets it, and removal stops at
// the first in the band. Nothing once the control asks to stop.
std::optional<Found> first_turned_down(ClueRemover& remover, const std::vector<CellSet>& all_orbits,
                                       Random& random, const Search& search) {
  const GenerateOptions& options = search.options;
  const RatingBand& band = *options.rating;
  CandidateGrid stuck_at;
  std::optional<Found> found;
  const auto solved = [&](const rating::SinglesStuck& stuck, CellSet givens) {
    return rating::solved_up_to_four(stuck, remover.puzzle(givens), &stuck_at);
  };
  const auto unsolved = [&](CellSet givens) {
    const Grid puzzle = remover.puzzle(givens);
    BandCheck check =
        check_past_basic(puzzle, stuck_at, band, options.with_rating, search.band_rating);
    if (!check.in_band) {
      return search.control.should_stop() ? ClueRemover::Unsolved::kStop
                                          : ClueRemover::Unsolved::kKeepGiven;
    }
    found = Found{puzzle, std::move(check.rating)};
    return ClueRemover::Unsolved::kStop;
  };
  // (As many removals per grid as puzzles made per grid in plain removal: each is one pass.)
  CellSet first;
  for (int pass = 0; pass < kPuzzlesPerGrid; ++pass) {
    if (search.control.should_stop()) return std::nullopt;
    const CellSet givens = pass == 0 ? CellSet::all() : refilled(all_orbits, first, random);
    const CellSet left = remover.remove_while_solved(
        givens, shuffled_orbits(all_orbits, givens, true, random), solved, unsolved);
    if (found) return found;
    if (pass == 0) first = left;
  }
  return std::nullopt;
}

}  // namespace

Grid random_solution(std::uint64_t seed) {
  return RandomFiller(seed).fill();
}

generator::PuzzleOutcome generator::make_puzzle(const GenerateOptions& options, std::uint64_t index,
                                                const RunControl& control) {
  const Search search{
      options, control,
      options.rating ? band_rating_options(*options.rating, control) : RatingOptions{}};
  Random random(stream_seed(options.seed, index));
  const std::vector<CellSet>& all_orbits = orbit_sets(options.symmetry);
  const bool turned_down = from_turned_down(options);
  // A stop is noticed between grids, between the puzzles of a grid and inside each rating; a
  // rating it cut short reads as out of band, so every "not found" is checked against it.
  for (int attempt = 1; attempt <= options.max_attempts; ++attempt) {
    if (const auto reason = control.stop_reason()) return {std::nullopt, reason};
    const Grid solution = random_solution(random.next());
    ClueRemover remover(solution, all_orbits, options.min_clues);
    std::optional<Found> found = turned_down
                                     ? first_turned_down(remover, all_orbits, random, search)
                                     : first_removed(remover, all_orbits, random, search);
    if (!found) continue;
    GeneratedPuzzle generated{found->puzzle, solution, attempt, std::nullopt, index};
    if (options.with_rating) {
      if (!found->rating) {
        RatingOptions whole;
        whole.control.stop = control.stop;
        whole.control.deadline = control.deadline;
        found->rating = nonet::rating::rate_unique_puzzle(found->puzzle, whole);
        if (found->rating->status == RatingStatus::stopped) {
          return {std::nullopt, found->rating->stop_reason};
        }
      }
      generated.rating = std::move(found->rating);
    }
    return {std::move(generated), std::nullopt};
  }
  if (const auto reason = control.stop_reason()) return {std::nullopt, reason};
  return {};
}

std::optional<GeneratedPuzzle> generate(const GenerateOptions& options, std::uint64_t index) {
  if (const auto error = check_options(options)) throw std::invalid_argument(error->message);
  return generator::make_puzzle(options, index, RunControl{}).puzzle;
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
