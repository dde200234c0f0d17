// The one-digit closure of a Nishio assumption (rating/chains/chain_nishio_closure.hpp) against
// SE's Nishio propagation (rating/chains/chain_propagation.hpp, dynamic, house links only): the
// same contradictions for every assumption, on puzzles, on grids partly struck, and along SE's
// solving paths of corpus puzzles.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "nonet/candidates.hpp"
#include "nonet/format.hpp"
#include "nonet/grid.hpp"
#include "nonet/rating.hpp"
#include "rating/chains/chain_nishio_closure.hpp"
#include "rating/chains/chain_propagation.hpp"
#include "rating/ladder.hpp"
#include "support/chain_grids.hpp"
#include "support/corpus.hpp"

namespace nonet::rating {
namespace {

using test_support::grid_of;
using test_support::kDeepChainPuzzles;
using test_support::strike_some;

// Every assumption of every unsolved cell, on and off; returns how many contradict.
int expect_same_contradictions(const chain::ChainGrid& grid, const std::string& where) {
  chain::Propagator nishio(chain::PropagationRules{false, true, nullptr});
  chain::ChainRun run;
  int contradictions = 0;
  for (int digit = 0; digit < 9; ++digit) {
    const chain::NishioClosures closures(grid, digit);
    (grid.cells[static_cast<std::size_t>(digit)] & grid.unsolved).for_each([&](int cell) {
      for (const bool on : {true, false}) {
        nishio.run(grid, chain::potential_of(chain::candidate_of(cell, digit), on), run);
        EXPECT_EQ(closures.contradicts(cell, on), run.contradiction)
            << where << " cell " << cell << " digit " << digit + 1 << (on ? " on" : " off");
        contradictions += run.contradiction ? 1 : 0;
      }
    });
  }
  return contradictions;
}

TEST(NishioClosure, MatchesTheNishioPropagationOnPuzzlesAndStruckGrids) {
  int contradictions = 0;
  std::uint32_t seed = 1;
  for (const char* puzzle : kDeepChainPuzzles) {
    contradictions += expect_same_contradictions(grid_of(puzzle), puzzle);
    for (const int one_in : {3, 5, 8}) {
      contradictions += expect_same_contradictions(strike_some(grid_of(puzzle), one_in, seed++),
                                                   std::string(puzzle) + " struck");
    }
  }
  EXPECT_GT(contradictions, 0);  // (both outcomes were compared)
}

TEST(NishioClosure, MatchesTheNishioPropagationAlongSePaths) {
  const auto corpus = test::read_corpus_sample("ser-rated-sample.txt", test::sample_size(40, 3));
  if (!corpus) GTEST_SKIP() << "corpus not found";
  int contradictions = 0;
  for (const auto& entry : corpus->sample) {
    CandidateGrid grid = CandidateGrid::from_puzzle(entry.puzzle);
    Ladder ladder;
    for (int step = 0; !grid.is_complete(); ++step) {
      contradictions += expect_same_contradictions(
          chain::ChainGrid::from(grid),
          corpus->path + ":" + std::to_string(entry.line) + " step " + std::to_string(step));
      const LadderResult next = ladder.next_hint(grid, 0);
      if (!next.hint) break;
      apply_hint(grid, *next.hint);
    }
  }
  EXPECT_GT(contradictions, 0);
}

}  // namespace
}  // namespace nonet::rating
