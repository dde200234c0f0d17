// How chaining hints are ranked and listed (SE's ChainingHint difficulty and Chaining.getHints
// sort and duplicate removal).
#include <gtest/gtest.h>

#include <vector>

#include "rating/chains/chain_hint.hpp"

namespace nonet::rating::chain {
namespace {

// Hints made in this order are discovered in this order. Discovery 0 is kept free to stand for
// "found before every hint made here", whichever tests ran before in this process (ctest runs
// each test alone).
std::uint64_t next_discovery = 1;

ChainHint make_hint(double base, int complexity, int sort_key, std::vector<std::uint16_t> removed,
                    std::string_view rule = "test") {
  ChainHint hint;
  hint.discovery = next_discovery++;
  hint.difficulty = chain_difficulty(base, complexity);
  hint.complexity = complexity;
  hint.sort_key = sort_key;
  hint.rule = rule;
  hint.eliminations = std::move(removed);
  return hint;
}

TEST(ChainDifficulty, AddsATenthPerLengthStep) {
  // Length = complexity - 2 against the steps 4, 6, 8, 12, 16, 24, 32, ...
  const int expected_tenths[][2] = {{4, 0},  {6, 0},  {7, 1},  {8, 1},  {9, 2},  {10, 2},
                                    {11, 3}, {14, 3}, {15, 4}, {18, 4}, {19, 5}, {26, 5},
                                    {27, 6}, {34, 6}, {35, 7}, {50, 7}, {51, 8}};
  for (const auto& [complexity, tenths] : expected_tenths) {
    EXPECT_EQ(to_se_hint(make_hint(7.0, complexity, 0, {0})).difficulty, 70 + tenths)
        << "complexity " << complexity;
  }
}

TEST(ChainDifficulty, AccumulatesInDoubleAsSeDoes) {
  // SE adds 0.1 to 6.6 and gets 6.699999999999999: below 6.7, yet it prints (and rates) 6.7.
  const double x_chain = chain_difficulty(6.6, 8);
  EXPECT_LT(x_chain, 6.7);
  EXPECT_EQ(to_se_hint(make_hint(6.6, 8, 2, {0})).difficulty, 67);
  EXPECT_TRUE((ChainRank{x_chain, 8, 2, 0}.outranks(ChainRank{6.7, 8, 2, 0})));
}

TEST(ChainHintCollector, SortsByRankThenDiscoveryAndDropsEqualEliminations) {
  ChainHintCollector all(ChainHintCollector::Mode::kAll);
  all.add(make_hint(7.0, 10, 4, {5}, "a"));
  all.add(make_hint(6.6, 8, 2, {7}, "b"));
  all.add(make_hint(7.0, 10, 4, {9}, "c"));  // ties with "a": found later, listed later
  all.add(make_hint(7.0, 8, 4, {5}, "d"));   // same eliminations as "a", ranks first: "a" goes
  all.add(make_hint(6.6, 8, 1, {8}, "e"));   // same difficulty and complexity, lower key
  const std::vector<ChainHint> hints = all.take_sorted();
  std::vector<std::string_view> order;
  for (const ChainHint& hint : hints) order.push_back(hint.rule);
  EXPECT_EQ(order, (std::vector<std::string_view>{"e", "b", "d", "c"}));
}

TEST(ChainHintCollector, FirstModeKeepsTheEarliestBest) {
  ChainHintCollector first(ChainHintCollector::Mode::kFirst);
  EXPECT_EQ(first.max_useful_complexity(7.0, 4), INT_MAX);
  EXPECT_EQ(first.best_discovery(), UINT64_MAX);
  first.add(make_hint(7.0, 10, 4, {5}, "a"));
  first.add(make_hint(7.0, 10, 4, {6}, "b"));  // equal rank, found later: not first
  EXPECT_FALSE(first.wants({chain_difficulty(7.0, 10), 10, 4, next_discovery}));
  EXPECT_TRUE(first.wants({chain_difficulty(7.0, 10), 10, 4, 0}));  // found before "a"
  EXPECT_TRUE(first.wants({chain_difficulty(7.0, 8), 8, 4, next_discovery}));
  // Against 7.2 (7.0, complexity 10): a 7.0-based chain may tie if found earlier; a 6.5-based
  // one may reach complexity 34 (6.5 + 0.6 = 7.1), not 35 (6.5 + 0.7 = 7.2 exactly, and longer).
  EXPECT_EQ(first.max_useful_complexity(7.0, 4), 10);
  EXPECT_EQ(first.max_useful_complexity(6.5, 2), 34);
  // Hints found after "a" tie with it in vain: one less for the same key and for a higher one;
  // a lower key still wins a tie. Those found before "a" may tie.
  const std::uint64_t a = first.best_discovery();
  EXPECT_EQ(first.max_useful_complexity(7.0, 4, a + 1), 9);
  EXPECT_EQ(first.max_useful_complexity(7.0, 5, a + 1), 9);
  EXPECT_EQ(first.max_useful_complexity(7.0, 3, a + 1), 10);
  EXPECT_EQ(first.max_useful_complexity(7.0, 4, a), 10);
  EXPECT_EQ(first.max_useful_complexity(6.5, 2, a + 1), 34);
  first.add(make_hint(7.0, 8, 4, {7}, "c"));
  EXPECT_EQ(first.best_discovery(), next_discovery - 1);
  const std::vector<ChainHint> best = first.take_sorted();
  ASSERT_EQ(best.size(), 1u);
  EXPECT_EQ(best.front().rule, "c");
}

}  // namespace
}  // namespace nonet::rating::chain
