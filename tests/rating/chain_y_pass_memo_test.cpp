// "Forcing Chains & Cycles" with the ladder's memory keeps the best of its Y pass between steps
// while the bivalue cells stay the same (rating/chains/chain_y_pass_memo.hpp), and each digit's X
// pass while the digit's cells do. Along SE's solving paths, asked at every step (so that most
// steps change little since the last call), its first hint must be that of the search without
// memory.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "nonet/candidates.hpp"
#include "nonet/rating.hpp"
#include "rating/chains/chain_grid.hpp"
#include "rating/ladder.hpp"
#include "rating/rule_memory.hpp"
#include "rating/se_rule.hpp"
#include "support/corpus.hpp"

namespace nonet {
namespace {

class FirstHint final : public rating::SeHintSink {
 public:
  explicit FirstHint(RatingTenths ceiling) : ceiling_(ceiling) {}
  bool add(rating::SeHint hint) override {
    if (!hint_) hint_ = std::move(hint);
    return false;
  }
  [[nodiscard]] RatingTenths max_difficulty() const override { return ceiling_; }
  [[nodiscard]] std::string describe() const {
    if (!hint_) return "none";
    std::string text = std::string(hint_->rule) + " " + format_rating(hint_->difficulty);
    if (hint_->placement) text += " place " + std::to_string(hint_->placement->cell.index());
    for (const Candidate& candidate : hint_->eliminations) {
      text += " -" + std::to_string(candidate.cell.index()) + ":" +
              std::to_string(candidate.digit.value());
    }
    return text;
  }

 private:
  RatingTenths ceiling_;
  std::optional<rating::SeHint> hint_;
};

std::array<std::uint16_t, 81> bivalue_cells(const CandidateGrid& grid) {
  const rating::chain::ChainGrid chain_grid = rating::chain::ChainGrid::from(grid);
  std::array<std::uint16_t, 81> bivalue{};
  for (std::size_t cell = 0; cell < bivalue.size(); ++cell) {
    if (chain_grid.count(static_cast<int>(cell)) == 2) bivalue[cell] = chain_grid.candidates[cell];
  }
  return bivalue;
}

TEST(ChainYPassMemo, RememberedPassesGiveTheHintsOfAFreshSearchAlongSePaths) {
  const auto corpus = test::read_corpus_sample("ser-rated-sample.txt", test::sample_size(60, 4));
  if (!corpus) GTEST_SKIP() << "corpus not found";
  // Each ceiling keeps the memory across a whole path (it is part of what is remembered).
  constexpr std::array<RatingTenths, 3> kCeilings{rating::kNoCeiling, 72, 80};
  std::size_t compared = 0;
  std::size_t same_bivalue = 0;  // calls that may answer the Y pass from memory
  for (std::size_t i = 0; i < corpus->sample.size(); ++i) {
    const auto& entry = corpus->sample[i];
    const std::string where = corpus->path + ":" + std::to_string(entry.line);
    const RatingTenths ceiling = kCeilings[i % kCeilings.size()];
    CandidateGrid grid = CandidateGrid::from_puzzle(entry.puzzle);
    rating::Ladder ladder;
    const auto memory = std::make_unique<rating::RuleMemory>();
    std::optional<std::array<std::uint16_t, 81>> last_bivalue;
    for (int step = 0; !grid.is_complete(); ++step) {
      FirstHint remembered(ceiling);
      rating::find_forcing_chains_and_cycles(grid, remembered, *memory);
      FirstHint fresh(ceiling);
      rating::find_forcing_chains_and_cycles(grid, fresh);
      ASSERT_EQ(remembered.describe(), fresh.describe()) << where << " step " << step;
      const std::array<std::uint16_t, 81> bivalue = bivalue_cells(grid);
      if (last_bivalue && *last_bivalue == bivalue) ++same_bivalue;
      last_bivalue = bivalue;
      ++compared;
      const rating::LadderResult next = ladder.next_hint(grid, 0);
      if (!next.hint) break;
      rating::apply_hint(grid, *next.hint);
    }
  }
  EXPECT_GT(compared, 30 * corpus->sample.size());
  EXPECT_GT(same_bivalue, compared / 10);
}

}  // namespace
}  // namespace nonet
