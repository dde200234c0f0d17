// The memory of nested searches (rating/chains/chain_nested_cache.hpp): found by the current grid
// and producer, bounded; the rule parents of what it holds follow from their sources for any outer
// chain; and rating with it never changes a hint.
#include <gtest/gtest.h>

#include <bit>
#include <string>
#include <vector>

#include "nonet/candidates.hpp"
#include "nonet/format.hpp"
#include "nonet/grid.hpp"
#include "nonet/rating.hpp"
#include "rating/chains/chain_nested_cache.hpp"
#include "rating/ladder.hpp"

namespace nonet::rating {
namespace {

Grid puzzle_of(const char* text) {
  return parse_puzzle(text).grid;
}

// The grid less the lowest candidate of an empty cell.
chain::ChainGrid struck(chain::ChainGrid grid, int cell) {
  const unsigned mask = grid.candidates[static_cast<std::size_t>(cell)];
  EXPECT_GE(std::popcount(mask), 2) << "cell " << cell;
  grid.remove(cell, std::countr_zero(mask));
  return grid;
}

chain::NestedHint hint(std::uint16_t eliminated, std::uint16_t source, int complexity) {
  return {{eliminated}, {source}, {complexity, {1, 2}}};
}

constexpr int kProducer = -1;

const char* const kPuzzle =
    "..3.9....1...4..36..8..21...4..8..73...9................4.7..686........7.....5.4";

TEST(NestedHintCache, FindsHintsByTheCurrentGrid) {
  const auto initial = chain::ChainGrid::from(CandidateGrid::from_puzzle(puzzle_of(kPuzzle)));
  const chain::ChainGrid current = struck(initial, 0);
  chain::NestedHintCache cache;
  EXPECT_EQ(cache.find(kProducer, current), nullptr);
  cache.store(kProducer, current, {hint(10, 0, 7), hint(20, 0, 9)});
  const chain::NestedHintCache::Hints found = cache.find(kProducer, current);
  ASSERT_NE(found, nullptr);
  ASSERT_EQ(found->size(), 2u);
  EXPECT_EQ((*found)[0].eliminations, std::vector<std::uint16_t>{10});
  EXPECT_EQ((*found)[1].record.complexity, 9);
  EXPECT_EQ(cache.find(kProducer, struck(current, 1)), nullptr);
  // Another producer's hints on the same grid are its own.
  EXPECT_EQ(cache.find(kProducer + 1, current), nullptr);
  // An empty list is remembered too (many nested searches find no hint with rule sources).
  cache.store(kProducer, initial, {});
  ASSERT_NE(cache.find(kProducer, initial), nullptr);
  EXPECT_TRUE(cache.find(kProducer, initial)->empty());
}

// A hint's rule parents: what the outer chain struck in its sources (a cell; a digit's places in
// a house), in the sources' order, each once; none where it struck nothing.
TEST(NestedHintCache, RuleParentsFollowFromTheSources) {
  const auto initial = chain::ChainGrid::from(CandidateGrid::from_puzzle(puzzle_of(kPuzzle)));
  // Cell 0 loses its lowest candidate, cell 1 its lowest two.
  const chain::ChainGrid current = struck(struck(struck(initial, 0), 1), 1);
  const auto lowest = [&](int cell, int skip) {
    unsigned mask = initial.candidates[static_cast<std::size_t>(cell)];
    for (int i = 0; i < skip; ++i) mask &= mask - 1;
    return static_cast<std::uint16_t>(chain::candidate_of(cell, std::countr_zero(mask)));
  };
  std::vector<std::uint16_t> parents;
  chain::rule_parents_of({1, 0, 1}, initial, current, parents);
  EXPECT_EQ(parents, (std::vector<std::uint16_t>{lowest(1, 0), lowest(1, 1), lowest(0, 0)}));
  // Column 1 (house 18 + 0): the places of cell 0's struck digit there are cell 0's only.
  const int digit = chain::digit_of(lowest(0, 0));
  const auto column_source = static_cast<std::uint16_t>(chain::kHouseSource + digit * 27 + 18);
  chain::rule_parents_of({column_source}, initial, current, parents);
  EXPECT_EQ(parents, std::vector<std::uint16_t>{lowest(0, 0)});
  // The same hint inside an outer chain that struck nothing there has none.
  chain::rule_parents_of({0, 1, column_source}, current, current, parents);
  EXPECT_TRUE(parents.empty());
  chain::rule_parents_of({2}, initial, current, parents);
  EXPECT_TRUE(parents.empty());
}

// Sixteen empty cells of kPuzzle.
constexpr int kEmptyCells[16] = {0, 1, 3, 5, 6, 7, 8, 10, 11, 12, 14, 15, 18, 19, 21, 22};

TEST(NestedHintCache, StaysBoundedAndKeepsTheLatest) {
  const auto initial = chain::ChainGrid::from(CandidateGrid::from_puzzle(puzzle_of(kPuzzle)));
  chain::NestedHintCache cache;
  chain::ChainGrid first;
  chain::ChainGrid last;
  // More grids than the cache holds, each with another set of struck candidates.
  for (int n = 0; n < 40000; ++n) {
    chain::ChainGrid current = initial;
    for (int bit = 0; bit < 16; ++bit) {
      if ((n >> bit) & 1) current = struck(current, kEmptyCells[bit]);
    }
    cache.store(kProducer, current, {hint(static_cast<std::uint16_t>(n % 729), 0, n)});
    if (n == 0) first = current;
    last = current;
  }
  // The oldest entries made room.
  EXPECT_EQ(cache.find(kProducer, first), nullptr);
  const chain::NestedHintCache::Hints found = cache.find(kProducer, last);
  ASSERT_NE(found, nullptr);
  EXPECT_EQ(found->front().record.complexity, 39999);
}

// Puzzles of the hardest reference list that need nested chains, quick to rate, with SE's
// rating.
struct NestedCase {
  const char* puzzle;
  const char* rating;
};
const NestedCase kNestedCases[] = {
    {"..3.9....1...4..36..8..21...4..8..73...9................4.7..686........7.....5.4",
     "9.7/9.7/2.6"},
    {"...4......5...9...6...2..1.2...7.9.1..5....7......8.3...6....9.7...3.1......9.327",
     "10.3/10.3/2.6"},
    {"1....6.8...7.....66.....15..3.9.........2....7....854.....9.81.8...41..5.1....4..",
     "10.3/10.3/10.0"},
    // (levels 4 and 5)
    {"......7....71.9...68..7......8.6.1..5.............3.52..1.9.8...4.2....3.......4.",
     "11.1/11.1/2.6"},
};

// Along SE's path a ladder that remembers nested searches gives the hint a fresh one gives.
TEST(NestedHintCache, RememberingNeverChangesAHint) {
  for (const NestedCase& entry : kNestedCases) {
    CandidateGrid grid = CandidateGrid::from_puzzle(puzzle_of(entry.puzzle));
    Ladder remembering;
    int step = 0;
    while (!grid.is_complete()) {
      const LadderResult kept = remembering.next_hint(grid, 5);
      const LadderResult fresh = Ladder().next_hint(grid, 5);
      ASSERT_EQ(kept.hint.has_value(), fresh.hint.has_value()) << entry.puzzle;
      if (!kept.hint) break;
      ASSERT_EQ(kept.hint->rule, fresh.hint->rule) << entry.puzzle << " step " << step;
      ASSERT_EQ(kept.hint->difficulty, fresh.hint->difficulty) << entry.puzzle << " step " << step;
      ASSERT_EQ(kept.hint->eliminations, fresh.hint->eliminations)
          << entry.puzzle << " step " << step;
      ASSERT_EQ(kept.hint->placement, fresh.hint->placement) << entry.puzzle << " step " << step;
      apply_hint(grid, *kept.hint);
      ++step;
    }
    EXPECT_TRUE(grid.is_complete()) << entry.puzzle;
    const SeRating rating = rate_se(puzzle_of(entry.puzzle));
    EXPECT_EQ(
        format_rating(rating.er) + "/" + format_rating(rating.ep) + "/" + format_rating(rating.ed),
        entry.rating)
        << entry.puzzle;
  }
}

}  // namespace
}  // namespace nonet::rating
