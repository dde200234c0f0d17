// canonical() on the corpora: invariant under every transformation, idempotent, reached by the
// transformation it returns, never merging puzzles that differ; equivalent(), the batch helpers
// and the errors.
#include <gtest/gtest.h>

#include <cstdio>
#include <map>

#include "canon/canon_cases.hpp"
#include "nonet/canon.hpp"

namespace nonet::test {
namespace {

class CanonCorpus : public ::testing::TestWithParam<std::string> {};

TEST_P(CanonCorpus, InvariantIdempotentAndReachedByItsTransform) {
  NONET_READ_CORPUS_OR_SKIP(corpus, GetParam(), sample_size(600, 60));
  std::size_t checks = 0;
  for (const auto& entry : corpus.sample) {
    const CanonicalForm form = canonical(entry.puzzle);
    ASSERT_EQ(transform(entry.puzzle, form.transform), form.grid) << where(corpus, entry);
    ASSERT_EQ(form.grid.given_count(), entry.puzzle.given_count());
    const CanonicalForm again = canonical(form.grid);
    EXPECT_EQ(again.grid, form.grid) << where(corpus, entry);
    EXPECT_EQ(again.automorphisms, form.automorphisms) << where(corpus, entry);
    for (std::uint64_t s = 0; s < 2; ++s) {
      const std::uint64_t seed = entry.index * 7919 + s;
      const Grid moved = random_isomorph(entry.puzzle, seed);
      const CanonicalForm moved_form = canonical(moved);
      EXPECT_EQ(moved_form.grid, form.grid) << where(corpus, entry) << " seed " << seed;
      EXPECT_EQ(moved_form.automorphisms, form.automorphisms) << where(corpus, entry);
      ++checks;
    }
  }
  std::printf("%zu random isomorphs of %zu puzzles of %s: same canonical form\n", checks,
              corpus.sample.size(), GetParam().c_str());
}

TEST_P(CanonCorpus, SolutionGridsToo) {
  NONET_READ_CORPUS_OR_SKIP(corpus, GetParam(), sample_size(40, 4));
  for (const auto& entry : corpus.sample) {
    const Grid grid = solution_of(entry.puzzle);
    const CanonicalForm form = canonical(grid);
    EXPECT_EQ(minlex_string(form.grid).substr(0, 9), "123456789");
    EXPECT_EQ(transform(grid, form.transform), form.grid);
    EXPECT_EQ(canonical(random_isomorph(grid, entry.index)).grid, form.grid)
        << where(corpus, entry);
  }
}

INSTANTIATE_TEST_SUITE_P(Corpora, CanonCorpus, ::testing::ValuesIn(puzzle_corpora()),
                         corpus_test_name);

// Puzzles with different clue counts or solution counts are never isomorphic; so a shared
// canonical form must come with the same counts. Checked over samples of every corpus, plus each
// sampled puzzle with one given removed (a different clue count, often more solutions).
TEST(Canon, DifferentPuzzlesNeverShareAForm) {
  struct Seen {
    int givens;
    std::size_t solutions;
    std::string what;
  };
  std::map<std::string, Seen> by_form;
  std::size_t grids = 0;
  std::size_t collisions = 0;
  for (const auto& file : puzzle_corpora()) {
    const auto corpus = read_corpus_sample(file, sample_size(150, 15));
    if (!corpus) {
      ::nonet::test::note_missing_data("corpus not found: " + ::nonet::test::data_path(file));
      continue;
    }
    for (const auto& entry : corpus->sample) {
      Grid fewer = entry.puzzle;
      for (int i = 0; i < kCellCount; ++i) {
        if (fewer.value(Cell(i)) != 0) {
          fewer.clear(Cell(i));
          break;
        }
      }
      for (const Grid& grid : {entry.puzzle, fewer}) {
        const Seen seen{grid.given_count(), solve(grid, SolveOptions{.limit = 3}).solution_count,
                        where(*corpus, entry)};
        const auto [it, inserted] = by_form.emplace(minlex_string(canonical(grid).grid), seen);
        ++grids;
        if (inserted) continue;
        ++collisions;
        EXPECT_EQ(it->second.givens, seen.givens) << it->second.what << " vs " << seen.what;
        EXPECT_EQ(it->second.solutions, seen.solutions) << it->second.what << " vs " << seen.what;
      }
    }
  }
  EXPECT_GT(grids, 100u);
  std::printf("%zu grids, %zu classes, %zu shared forms (all with equal counts)\n", grids,
              by_form.size(), collisions);
}

TEST(Canon, EquivalentFindsTheMapping) {
  const Grid puzzle =
      grid_of("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........");
  for (std::uint64_t seed = 0; seed < 20; ++seed) {
    const Grid moved = random_isomorph(puzzle, seed);
    const auto mapping = equivalent(puzzle, moved);
    ASSERT_TRUE(mapping.has_value());
    EXPECT_EQ(transform(puzzle, *mapping), moved);
  }
  Grid other = puzzle;
  other.clear(Cell(0));
  EXPECT_FALSE(equivalent(puzzle, other).has_value());
  Grid changed = puzzle;  // same clues, one digit different: not the same puzzle
  changed.set(Cell(0), Digit(2));
  EXPECT_FALSE(equivalent(puzzle, changed).has_value());
}

TEST(Canon, ClashingGivensAreAnErrorWithTheCell) {
  const Grid clash = grid_with({{0, 5}, {7, 5}});
  try {
    (void)canonical(clash);
    FAIL() << "no error";
  } catch (const Error& error) {
    EXPECT_EQ(error.code, ErrorCode::clashing_givens);
    EXPECT_EQ(error.message, "digit 5 appears twice in row 1: r1c1 and r1c8");
    ASSERT_TRUE(error.cell.has_value());
    EXPECT_EQ(error.cell->name(), "r1c8");
  }
  EXPECT_THROW((void)automorphisms(clash), Error);
  EXPECT_THROW((void)equivalent(clash, Grid{}), Error);
  EXPECT_THROW((void)equivalent(Grid{}, clash), Error);
}

TEST(Canon, CanonicalAllKeepsOrderAndReportsBadGridsInPlace) {
  NONET_READ_CORPUS_OR_SKIP(corpus, "puzzles3_magictour_top1465", sample_size(400, 40));
  std::vector<Grid> grids;
  for (const auto& entry : corpus.sample) grids.push_back(entry.puzzle);
  grids.insert(grids.begin() + 3, grid_with({{0, 5}, {9, 5}}));
  for (unsigned threads : {1u, 2u, 0u}) {
    const auto results = canonical_all(grids, threads);
    ASSERT_EQ(results.size(), grids.size());
    for (std::size_t i = 0; i < grids.size(); ++i) {
      if (i == 3) {
        ASSERT_FALSE(results[i].ok());
        EXPECT_EQ(results[i].error->code, ErrorCode::clashing_givens);
        EXPECT_EQ(results[i].error->cell->name(), "r2c1");
        continue;
      }
      ASSERT_TRUE(results[i].ok()) << i;
      EXPECT_EQ(results[i].form.grid, canonical(grids[i]).grid) << i;
    }
  }
  EXPECT_TRUE(canonical_all(std::span<const Grid>{}, 2).empty());
}

TEST(Canon, DuplicateFilterKeepsTheFirstOfEachClass) {
  NONET_READ_CORPUS_OR_SKIP(corpus, "puzzles6_forum_hardest_1106", sample_size(200, 30));
  std::vector<Grid> first_batch;
  for (const auto& entry : corpus.sample) first_batch.push_back(entry.puzzle);
  std::vector<Grid> second_batch;
  for (std::size_t i = 0; i < first_batch.size(); i += 2) {
    second_batch.push_back(random_isomorph(first_batch[i], i));
  }
  second_batch.push_back(grid_with({{0, 1}, {1, 1}}));
  DuplicateFilter filter;
  const auto first = filter.add(first_batch, 2);
  const std::size_t classes = filter.classes();
  for (const auto& verdict : first) EXPECT_FALSE(verdict.error.has_value());
  const auto second = filter.add(second_batch, 2);
  for (std::size_t i = 0; i + 1 < second.size(); ++i) EXPECT_FALSE(second[i].first) << i;
  EXPECT_TRUE(second.back().error.has_value());
  EXPECT_FALSE(second.back().first);
  EXPECT_EQ(filter.classes(), classes);
  EXPECT_EQ(filter.duplicates(), first_batch.size() - classes + second_batch.size() - 1);
}

}  // namespace
}  // namespace nonet::test
