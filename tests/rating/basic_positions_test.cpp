// The ladder works out, once per step, where each digit may go in each house
// (RuleScope::positions), and the scoped rules read that instead of working it out themselves.
// Along SE's solving paths of corpus puzzles: the table agrees with each house's own positions,
// and every rule that reads it reports the same hints with it as without.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "nonet/candidates.hpp"
#include "nonet/rating.hpp"
#include "rating/basic/basic_houses.hpp"
#include "rating/ladder.hpp"
#include "support/corpus.hpp"

namespace nonet {
namespace {

std::string describe(const rating::SeHint& hint) {
  std::string text = std::string(hint.rule) + " " + std::to_string(hint.difficulty);
  if (hint.placement) {
    text += " place " + std::to_string(hint.placement->cell.index()) + ":" +
            std::to_string(hint.placement->digit.value());
  }
  for (const Candidate& candidate : hint.eliminations) {
    text += " -" + std::to_string(candidate.cell.index()) + ":" +
            std::to_string(candidate.digit.value());
  }
  return text;
}

class CollectAll final : public rating::SeHintSink {
 public:
  bool add(rating::SeHint hint) override {
    hints.push_back(describe(hint));
    return true;
  }
  std::vector<std::string> hints;
};

using ScopedRule = void (*)(const CandidateGrid&, rating::SeHintSink&, const rating::RuleScope&);
constexpr ScopedRule kReaders[] = {
    rating::find_direct_pointing,       rating::find_direct_hidden_pairs,
    rating::find_direct_hidden_triples, rating::find_pointing_claiming,
    rating::find_hidden_pairs,          rating::find_hidden_triples,
    rating::find_hidden_quads,
};

TEST(BasicPositions, TheLaddersTableChangesNoHint) {
  const auto corpus = test::read_corpus_sample("ser-rated-sample.txt", test::sample_size(100, 6));
  if (!corpus) GTEST_SKIP() << "corpus not found";
  std::size_t grids = 0;
  for (const auto& entry : corpus->sample) {
    const std::string where = corpus->path + ":" + std::to_string(entry.line);
    CandidateGrid grid = CandidateGrid::from_puzzle(entry.puzzle);
    rating::Ladder ladder;
    for (int step = 0; !grid.is_complete(); ++step) {
      const std::string at = where + " step " + std::to_string(step);
      const rating::basic::AllPositions positions = rating::basic::all_digit_positions(grid);
      for (int h = 0; h < kHouseCount; ++h) {
        ASSERT_EQ(positions[static_cast<std::size_t>(h)],
                  rating::basic::digit_positions(grid, house_at(h)))
            << at << " house " << h;
      }
      rating::RuleScope with_table;
      with_table.positions = &positions;
      for (const ScopedRule rule : kReaders) {
        CollectAll read;
        rule(grid, read, with_table);
        CollectAll own;
        rule(grid, own, rating::RuleScope{});
        EXPECT_EQ(read.hints, own.hints) << at;
      }
      ++grids;
      const rating::LadderResult next = ladder.next_hint(grid, 0);
      if (!next.hint) break;
      rating::apply_hint(grid, *next.hint);
    }
  }
  EXPECT_GT(grids, 40 * corpus->sample.size());
}

}  // namespace
}  // namespace nonet
