// Sudoku Explainer's Aligned Pair Exclusion (6.2) and Aligned Triplet Exclusion (7.5): nonet's
// rules against SE's own hints on the fixture's grid states. SE reports a triplet once per way
// of reaching it (a pair and a third cell), so one set may come several times: nonet must too.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "unique_se_dump.hpp"

namespace nonet::test {
namespace {

const std::vector<SeDumpState>& fixture_states() {
  static const std::vector<SeDumpState> states = read_se_dump(fixture_path("unique_se_states.txt"));
  return states;
}

TEST(AlignedPairExclusionSe, SameHintsInSameOrderAsSe) {
  const DumpAgreement agreement =
      compare_with_dump(fixture_states(), "ape", rating::find_aligned_pair_exclusion);
  EXPECT_GE(agreement.positive, 30);
  EXPECT_EQ(agreement.same_first, agreement.states) << describe(agreement);
  EXPECT_EQ(agreement.same_all, agreement.states) << describe(agreement);
}

TEST(AlignedTripletExclusionSe, SameHintsInSameOrderAsSe) {
  const DumpAgreement agreement =
      compare_with_dump(fixture_states(), "ate", rating::find_aligned_triple_exclusion);
  EXPECT_GE(agreement.positive, 60);
  EXPECT_EQ(agreement.same_first, agreement.states) << describe(agreement);
  EXPECT_EQ(agreement.same_all, agreement.states) << describe(agreement);
}

TEST(AlignedTripletExclusionSe, FixtureHasRepeatedSets) {
  // A set met again through another pair is reported again: keep such states in the fixture.
  int repeated = 0;
  for (const SeDumpState& state : fixture_states()) {
    const auto found = state.hints.find("ate");
    if (found == state.hints.end()) continue;
    std::set<std::string> distinct(found->second.begin(), found->second.end());
    if (distinct.size() < found->second.size()) ++repeated;
  }
  EXPECT_GE(repeated, 10);
}

}  // namespace
}  // namespace nonet::test
