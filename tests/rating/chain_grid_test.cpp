// The chain searches' cell sets (rating/chains/chain_grid.hpp): the branch-free counts has_two()
// and has_several() agree with size() on every set of up to three cells, wherever the cells fall
// across the two words.
#include <gtest/gtest.h>

#include "nonet/types.hpp"
#include "rating/chains/chain_grid.hpp"

namespace nonet::rating::chain {
namespace {

void expect_counts_agree(const Bits81& cells) {
  EXPECT_EQ(cells.has_two(), cells.size() == 2) << cells.lo << " " << cells.hi;
  EXPECT_EQ(cells.has_several(), cells.size() >= 2) << cells.lo << " " << cells.hi;
}

TEST(Bits81, CountsAgreeWithSizeOnSmallSets) {
  expect_counts_agree(Bits81{});
  for (int a = 0; a < kCellCount; ++a) {
    const Bits81 one = Bits81::of(a);
    expect_counts_agree(one);
    for (int b = a + 1; b < kCellCount; ++b) {
      Bits81 two = one;
      two.set(b);
      expect_counts_agree(two);
      for (int c = b + 1; c < kCellCount; ++c) {
        Bits81 three = two;
        three.set(c);
        ASSERT_FALSE(three.has_two());
        ASSERT_TRUE(three.has_several());
      }
    }
  }
}

TEST(Bits81, CountsAgreeWithSizeOnLargeSets) {
  Bits81 cells;
  for (int cell = 0; cell < kCellCount; cell += 2) {
    cells.set(cell);
    expect_counts_agree(cells);
  }
}

}  // namespace
}  // namespace nonet::rating::chain
