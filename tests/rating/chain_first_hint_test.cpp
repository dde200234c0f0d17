// The ladder asks a chaining rule for its first hint only, and the rule prunes its search with
// the best hint found so far (limits by rank, bounds on the complexity a group of assumptions
// can reach). Along SE's solving paths of corpus puzzles, wherever the ladder reaches the
// chaining rules, that pruned first hint must be the first of the rule's full, sorted list.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "nonet/candidates.hpp"
#include "nonet/rating.hpp"
#include "rating/chains/chain_multiple.hpp"
#include "rating/chains/chain_static.hpp"
#include "rating/ladder.hpp"
#include "support/corpus.hpp"

namespace nonet {
namespace {

// (Not the discovery: a search that skips work numbers its hints differently, in the same
// order.)
std::string describe(const rating::chain::ChainHint& hint) {
  std::string text = std::string(hint.rule) + " " + std::to_string(hint.difficulty) + " " +
                     std::to_string(hint.complexity) + " " + std::to_string(hint.sort_key) +
                     " place " + std::to_string(hint.placement);
  for (const std::uint16_t candidate : hint.eliminations) text += " -" + std::to_string(candidate);
  return text;
}

// The first-mode search's hint against the head of the full list (both sorted as SE sorts).
template <class Search>
void expect_first_is_head_of_all(Search&& search, const CandidateGrid& grid,
                                 const std::string& where) {
  using rating::chain::ChainHintCollector;
  const rating::chain::ChainGrid chain_grid = rating::chain::ChainGrid::from(grid);
  ChainHintCollector first(ChainHintCollector::Mode::kFirst);
  search(chain_grid, first);
  ChainHintCollector all(ChainHintCollector::Mode::kAll);
  search(chain_grid, all);
  const std::vector<rating::chain::ChainHint> best = first.take_sorted();
  const std::vector<rating::chain::ChainHint> listed = all.take_sorted();
  ASSERT_EQ(best.empty(), listed.empty()) << where;
  if (!listed.empty()) {
    EXPECT_EQ(describe(best.front()), describe(listed.front())) << where;
  }
}

TEST(ChainFirstHint, PrunedSearchesAgreeWithTheFullListAlongSePaths) {
  const auto corpus = test::read_corpus_sample("ser-rated-sample.txt", test::sample_size(300, 6));
  if (!corpus) GTEST_SKIP() << "corpus not found";
  std::size_t compared = 0;
  for (const auto& entry : corpus->sample) {
    const std::string where = corpus->path + ":" + std::to_string(entry.line);
    CandidateGrid grid = CandidateGrid::from_puzzle(entry.puzzle);
    rating::Ladder ladder;
    for (int step = 0; !grid.is_complete(); ++step) {
      const rating::LadderResult next = ladder.next_hint(grid, 0);
      if (!next.hint) break;
      if (next.hint->difficulty >= 65) {  // the ladder reached the chaining rules
        const std::string at = where + " step " + std::to_string(step);
        expect_first_is_head_of_all(
            [](const auto& chain_grid, auto& out) {
              rating::chain::search_forcing_chains_and_cycles(chain_grid, out);
            },
            grid, at + " FC");
        expect_first_is_head_of_all(
            [](const auto& chain_grid, auto& out) {
              rating::chain::search_multiple_chains(chain_grid, rating::chain::kMultipleChains,
                                                    out);
            },
            grid, at + " MF");
        ++compared;
      }
      rating::apply_hint(grid, *next.hint);
    }
  }
  EXPECT_GT(compared, corpus->sample.size() / 2);  // about 2.6 a puzzle
}

}  // namespace
}  // namespace nonet
