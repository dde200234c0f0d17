// Sudoku Explainer's Unique Rectangles and Loops: nonet's rule against SE's own hints on the
// fixture's grid states (rectangles and loops of 4, 6 and 8 cells, types 1 to 4, type 3 with naked
// and hidden sets, states where several hints sort by difficulty and type, and negatives).
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

TEST(UniqueLoopsSe, FixtureHasPositivesAndNegatives) {
  const auto& states = fixture_states();
  ASSERT_GE(states.size(), 200u);
  int positive = 0;
  int several = 0;
  for (const SeDumpState& state : states) {
    const auto found = state.hints.find("ul");
    if (found == state.hints.end()) continue;
    ++positive;
    if (found->second.size() > 1) ++several;
  }
  EXPECT_GE(positive, 100);
  EXPECT_GE(several, 20);
  EXPECT_GE(static_cast<int>(states.size()) - positive, 100);
}

TEST(UniqueLoopsSe, SameHintsInSameOrderAsSe) {
  const DumpAgreement agreement =
      compare_with_dump(fixture_states(), "ul", rating::find_unique_loops);
  EXPECT_EQ(agreement.same_first, agreement.states) << describe(agreement);
  EXPECT_EQ(agreement.same_all, agreement.states) << describe(agreement);
}

TEST(UniqueLoopsSe, CoversEveryLoopSizeAndType) {
  // The fixture must keep exercising the names and difficulties SE gives each kind.
  std::set<std::string> kinds;
  for (const SeDumpState& state : fixture_states()) {
    const auto found = state.hints.find("ul");
    if (found == state.hints.end()) continue;
    for (const std::string& hint : found->second) kinds.insert(hint.substr(0, hint.find('|')));
  }
  for (const char* kind :
       {"45 Unique Rectangle type 1", "45 Unique Rectangle type 2", "45 Unique Rectangle type 3",
        "46 Unique Rectangle type 3", "47 Unique Rectangle type 3", "45 Unique Rectangle type 4",
        "46 Unique Loop type 1", "46 Unique Loop type 2", "46 Unique Loop type 3",
        "46 Unique Loop type 4", "47 Unique Loop 8 type 1"}) {
    EXPECT_TRUE(kinds.count(kind)) << kind;
  }
}

TEST(UniqueLoopsSe, LongLoopsAndDoubleSumsOrderAsInSe) {
  // 8- and 10-cell loops, and a 6-cell loop's type 3 with a pair (4.6 + 0.1) reported before a
  // rectangle's type 3 with a triplet (4.5 + 0.2): equal in tenths, not in SE's doubles.
  const auto states = read_se_dump(fixture_path("unique_se_loop_states.txt"));
  ASSERT_EQ(states.size(), 8u);
  const DumpAgreement agreement = compare_with_dump(states, "ul", rating::find_unique_loops);
  EXPECT_EQ(agreement.same_first, agreement.states) << describe(agreement);
  EXPECT_EQ(agreement.same_all, agreement.states) << describe(agreement);
  bool loop_before_rectangle = false;
  bool loop_of_ten = false;
  for (const SeDumpState& state : states) {
    const std::vector<std::string>& hints = state.hints.at("ul");
    for (std::size_t i = 0; i + 1 < hints.size(); ++i) {
      if (hints[i].rfind("47 Unique Loop type 3", 0) == 0 &&
          hints[i + 1].rfind("47 Unique Rectangle type 3", 0) == 0) {
        loop_before_rectangle = true;
      }
    }
    for (const std::string& hint : hints) {
      if (hint.find("Unique Loop 10 type") != std::string::npos) loop_of_ten = true;
    }
  }
  EXPECT_TRUE(loop_before_rectangle);
  EXPECT_TRUE(loop_of_ten);
}

}  // namespace
}  // namespace nonet::test
