// Agreement with Sudoku Explainer on a large dump, measured outside the regular suite: the test
// runs only when NONET_SE_UNIQUE_DUMP names a dump written by the SE driver UniqueDump or
// UniqueGrids (see unique_se_dump.hpp), and prints the agreement and the time per call of each
// rule. NONET_SE_UNIQUE_KEYS (e.g. "ul,bug") limits it to the rules the dump was made with.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <iostream>
#include <string>

#include "unique_se_dump.hpp"

namespace nonet::test {
namespace {

struct RuleUnderTest {
  const char* key;
  rating::SeRule rule;
};

constexpr RuleUnderTest kRules[] = {
    {"ul", rating::find_unique_loops},
    {"bug", rating::find_bug},
    {"ape", rating::find_aligned_pair_exclusion},
    {"ate", rating::find_aligned_triple_exclusion},
};

class CountingSink final : public rating::SeHintSink {
 public:
  bool add(rating::SeHint) override {
    ++count;
    return false;
  }
  int count = 0;
};

TEST(UniqueLargeDump, AgreesWithSe) {
  const char* path = std::getenv("NONET_SE_UNIQUE_DUMP");
  if (path == nullptr) GTEST_SKIP() << "set NONET_SE_UNIQUE_DUMP to a UniqueDump output";
  const std::vector<SeDumpState> states = read_se_dump(path);
  ASSERT_FALSE(states.empty());
  std::vector<CandidateGrid> grids;
  grids.reserve(states.size());
  for (const SeDumpState& state : states) grids.push_back(grid_of(state));
  const char* keys = std::getenv("NONET_SE_UNIQUE_KEYS");
  for (const RuleUnderTest& tested : kRules) {
    if (keys != nullptr &&
        ("," + std::string(keys) + ",").find("," + std::string(tested.key) + ",") ==
            std::string::npos) {
      continue;
    }
    const DumpAgreement agreement = compare_with_dump(states, tested.key, tested.rule);
    std::cout << tested.key << ": " << describe(agreement) << "\n";
    EXPECT_EQ(agreement.same_first, agreement.states) << tested.key;
    EXPECT_EQ(agreement.same_all, agreement.states) << tested.key;
    // The ladder's use: stop at the first hint.
    CountingSink sink;
    const auto start = std::chrono::steady_clock::now();
    for (const CandidateGrid& grid : grids) tested.rule(grid, sink);
    const std::chrono::duration<double, std::micro> spent =
        std::chrono::steady_clock::now() - start;
    std::cout << tested.key << ": " << spent.count() / static_cast<double>(grids.size())
              << " us per call (first hint only) over " << grids.size() << " grids\n";
  }
}

}  // namespace
}  // namespace nonet::test
