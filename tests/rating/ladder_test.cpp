// The ladder's memory (rating/ladder.hpp): a rule that found nothing is later asked only about
// the digits or houses that changed since. That must never change a hint: along SE's path, the
// hint of a Ladder that remembers equals that of a fresh one at every step.
#include <gtest/gtest.h>

#include <string>

#include "nonet/candidates.hpp"
#include "nonet/rating.hpp"
#include "rating/ladder.hpp"
#include "support/corpus.hpp"

namespace nonet {
namespace {

std::string describe(const rating::SeHint& hint) {
  std::string text = std::string(hint.rule) + " " + format_rating(hint.difficulty);
  if (hint.placement) {
    text += " place r" + std::to_string(hint.placement->cell.row().number()) + "c" +
            std::to_string(hint.placement->cell.column().number()) + "=" +
            std::to_string(hint.placement->digit.value());
  }
  for (const Candidate& candidate : hint.eliminations) {
    text += " -" + std::to_string(candidate.cell.index()) + ":" +
            std::to_string(candidate.digit.value());
  }
  return text;
}

TEST(Ladder, RememberingRulesNeverChangesAHint) {
  const auto corpus = test::read_corpus_sample("ser-rated-sample.txt", test::sample_size(120, 12));
  if (!corpus)
    NONET_MISSING_DATA("corpus not found: " << ::nonet::test::data_path("ser-rated-sample.txt"));
  std::size_t steps = 0;
  for (const auto& entry : corpus->sample) {
    const std::string where = corpus->path + ":" + std::to_string(entry.line);
    CandidateGrid grid = CandidateGrid::from_puzzle(entry.puzzle);
    rating::Ladder remembering;
    // Level 0 (no Dynamic Forcing Chains (+) or nesting) keeps the walk quick; the remembering
    // rules all come earlier in the ladder.
    while (!grid.is_complete()) {
      const rating::LadderResult kept = remembering.next_hint(grid, 0);
      const rating::LadderResult fresh = rating::Ladder().next_hint(grid, 0);
      ASSERT_EQ(kept.hint.has_value(), fresh.hint.has_value()) << where;
      if (!kept.hint) break;
      ASSERT_EQ(describe(*kept.hint), describe(*fresh.hint)) << where << " step " << steps;
      rating::apply_hint(grid, *kept.hint);
      ++steps;
    }
  }
  EXPECT_GT(steps, 40 * corpus->sample.size());  // about 68 steps a puzzle
}

}  // namespace
}  // namespace nonet
