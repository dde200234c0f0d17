// explain finishes samples of every corpus (the hardest with the rating's forcing chains), and
// every step it takes agrees with the true solution. NONET_SAMPLE_SCALE scales the samples
// (NONET_SAMPLE_SCALE=1000 checks whole corpora); `make explain-corpora` runs larger ones with
// the CLI.
#include <gtest/gtest.h>

#include <cctype>
#include <cstdio>
#include <string>

#include "logic/soundness.hpp"
#include "support/corpus.hpp"

namespace nonet::test {
namespace {

// A corpus and its sample sizes (optimised build, sanitizers): the hardest puzzles take about a
// second each to explain.
struct SoundnessCorpus {
  const char* name;
  std::size_t optimized;
  std::size_t debug;
};

class LogicSoundness : public ::testing::TestWithParam<SoundnessCorpus> {};

TEST_P(LogicSoundness, EveryPuzzleIsFinishedAndEveryStepAgreesWithTheSolution) {
  const SoundnessCorpus& param = GetParam();
  NONET_READ_CORPUS_OR_SKIP(corpus, param.name, sample_size(param.optimized, param.debug));
  int solved = 0;
  for (const CorpusEntry& entry : corpus.sample) {
    const LogicalSolution path = solve_logically(entry.puzzle);
    EXPECT_EQ(first_unsound_step(path), "") << where(corpus, entry);
    EXPECT_TRUE(path.solved) << where(corpus, entry) << ": stuck after " << path.steps.size()
                             << " steps";
    if (path.solved) ++solved;
  }
  std::printf("soundness: %s: %zu puzzles checked, %d solved by logic alone\n", param.name,
              corpus.sample.size(), solved);
}

INSTANTIATE_TEST_SUITE_P(Corpora, LogicSoundness,
                         ::testing::Values(SoundnessCorpus{"puzzles2_17_clue", 60, 8},
                                           SoundnessCorpus{"puzzles3_magictour_top1465", 60, 4},
                                           SoundnessCorpus{"puzzles5_forum_hardest_1905_11+", 6, 1},
                                           SoundnessCorpus{"puzzles6_forum_hardest_1106", 6, 1},
                                           SoundnessCorpus{"ser-rated-sample.txt", 60, 8},
                                           SoundnessCorpus{"ser-rated-hardest.txt", 4, 1}),
                         [](const auto& param_info) {
                           std::string name;
                           for (const char* p = param_info.param.name; *p != 0; ++p) {
                             name += std::isalnum(static_cast<unsigned char>(*p)) ? *p : '_';
                           }
                           return name;
                         });

}  // namespace
}  // namespace nonet::test
