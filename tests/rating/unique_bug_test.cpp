// Sudoku Explainer's Bivalue Universal Grave: nonet's rule against SE's own hints on the
// fixture's grid states (types 1 to 4, type 3 with naked sets of two to five digits, negatives).
#include <gtest/gtest.h>

#include <set>

#include "unique_se_dump.hpp"

namespace nonet::test {
namespace {

TEST(UniqueBugSe, SameHintsInSameOrderAsSe) {
  const auto states = read_se_dump(fixture_path("unique_se_states.txt"));
  const DumpAgreement agreement = compare_with_dump(states, "bug", rating::find_bug);
  EXPECT_GE(agreement.positive, 40);
  EXPECT_EQ(agreement.same_first, agreement.states) << describe(agreement);
  EXPECT_EQ(agreement.same_all, agreement.states) << describe(agreement);
  std::set<std::string> kinds;
  for (const SeDumpState& state : states) {
    const auto found = state.hints.find("bug");
    if (found == state.hints.end()) continue;
    for (const std::string& hint : found->second) kinds.insert(hint.substr(0, hint.find('|')));
  }
  for (const char* kind : {"56 BUG type 1", "57 BUG type 2", "58 BUG type 3", "59 BUG type 3",
                           "60 BUG type 3", "61 BUG type 3", "57 BUG type 4"}) {
    EXPECT_TRUE(kinds.count(kind)) << kind;
  }
}

TEST(UniqueBugSe, TypeOneEliminatesTheOtherCandidatesOfTheCell) {
  // SE's type 1 keeps only the BUG values in the BUG cell and places nothing.
  for (const SeDumpState& state : read_se_dump(fixture_path("unique_se_states.txt"))) {
    KeepingSink keep;
    const CandidateGrid grid = grid_of(state);
    rating::find_bug(grid, keep);
    for (const rating::SeHint& hint : keep.hints) {
      EXPECT_FALSE(hint.placement.has_value());
      if (hint.rule != "BUG type 1") continue;
      ASSERT_FALSE(hint.eliminations.empty());
      const Cell cell = hint.eliminations.front().cell;
      for (const Candidate& c : hint.eliminations) EXPECT_EQ(c.cell, cell);
      EXPECT_GE(grid.candidates(cell).size() - static_cast<int>(hint.eliminations.size()), 1)
          << "the BUG values stay";
    }
  }
}

}  // namespace
}  // namespace nonet::test
