// Every step the logical solver takes on samples of every corpus agrees with the true solution.
// NONET_SAMPLE_SCALE scales the samples (NONET_SAMPLE_SCALE=1000 checks whole corpora).
#include <gtest/gtest.h>

#include <cctype>
#include <cstdio>
#include <string>

#include "logic/soundness.hpp"
#include "support/corpus.hpp"

namespace nonet::test {
namespace {

class LogicSoundness : public ::testing::TestWithParam<const char*> {};

TEST_P(LogicSoundness, EveryStepAgreesWithTheSolution) {
  NONET_READ_CORPUS_OR_SKIP(corpus, GetParam(), sample_size(60, 8));
  int solved = 0;
  for (const CorpusEntry& entry : corpus.sample) {
    const std::string problem = first_unsound_step(entry.puzzle);
    EXPECT_EQ(problem, "") << where(corpus, entry);
    if (solve_logically(entry.puzzle).solved) ++solved;
  }
  std::printf("soundness: %s: %zu puzzles checked, %d solved by logic alone\n", GetParam(),
              corpus.sample.size(), solved);
}

INSTANTIATE_TEST_SUITE_P(Corpora, LogicSoundness,
                         ::testing::Values("puzzles2_17_clue", "puzzles3_magictour_top1465",
                                           "puzzles5_forum_hardest_1905_11+",
                                           "puzzles6_forum_hardest_1106", "ser-rated-sample.txt",
                                           "ser-rated-hardest.txt"),
                         [](const auto& param_info) {
                           std::string name;
                           for (const char* p = param_info.param; *p != 0; ++p) {
                             name += std::isalnum(static_cast<unsigned char>(*p)) ? *p : '_';
                           }
                           return name;
                         });

}  // namespace
}  // namespace nonet::test
