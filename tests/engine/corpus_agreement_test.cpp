// Every engine agrees with the reference engine (the seed backtracker) on a deterministic sample
// of every puzzle corpus in NONET_DATA_DIR.
//
// The reference fills cells in reading order and, with limit 2, must exhaust its whole search
// tree, whose size depends only on that cell order. So it is run on a relabelled copy of each
// puzzle: bands, rows within bands, stacks and columns within stacks reordered so that the
// densest lines come first. That is a symmetry of the Sudoku rules (the relabelled puzzle has the
// relabelled solutions, as many of them), and it makes the reference 4-30x faster on these
// corpora. The reference's solution is mapped back and compared with what each engine finds on
// the original puzzle. One test checks the relabelling itself (reference on the original puzzle
// agrees with reference on the relabelled one).
//
// Sample sizes (puzzles per corpus, spread evenly over the file; see corpus.hpp). The reference
// costs (Release, relabelled, limit 2, per puzzle) measured on this machine: 17-clue mean 180 ms
// (heavy tail to 3 s), magictour 24 ms, forum 1905 14 ms, forum 1106 23 ms, ser-hardest 27 ms,
// ser-sample 0.5 ms, serg < 0.1 ms; a Debug + ASan/UBSan build runs it ~70x slower. Hence two
// sets of sizes: optimised builds, and Debug/sanitizer builds (where the whole file stays well
// under 30 s). NONET_SAMPLE_SCALE multiplies them for a soak run.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <set>
#include <string>
#include <vector>

#include "engine/reference_relabelling.hpp"
#include "nonet/grid.hpp"
#include "nonet/solve.hpp"
#include "support/corpus.hpp"

namespace {

using nonet::Cell;
using nonet::Column;
using nonet::Engine;
using nonet::Grid;
using nonet::Row;
using nonet::SolveOptions;
using nonet::Status;
using nonet::test::CorpusEntry;
using nonet::test::CorpusSample;
using nonet::test::reference_friendly;
using nonet::test::Relabelling;
using nonet::test::sample_size;
using nonet::test::where;

std::vector<Engine> engines_under_test() {
  std::vector<Engine> engines;
  for (const Engine engine : nonet::all_engines()) {
    if (engine != Engine::reference) engines.push_back(engine);
  }
  return engines;
}

// Every solution of `puzzle` up to `limit`, as sorted lines; each one checked.
std::vector<std::string> solution_set(const Grid& puzzle, std::size_t limit, Engine engine) {
  std::vector<std::string> lines;
  nonet::enumerate_solutions(
      puzzle, limit,
      [&](const Grid& solution) {
        EXPECT_TRUE(nonet::is_solution_of(solution, puzzle)) << solution.to_line();
        lines.push_back(solution.to_line());
        return true;
      },
      engine);
  std::sort(lines.begin(), lines.end());
  return lines;
}

struct CorpusCase {
  const char* file;
  std::size_t optimized_sample;  // puzzles compared with the reference, optimised build
  std::size_t debug_sample;      // the same in Debug / sanitizer builds
  std::size_t fast_sample;       // puzzles for the engines alone (cheap), optimised build
  Status expected;               // unique for every corpus but serg's (several solutions)
};

// Sizes measured so that all engine tests take ~11 s in Release and ~22 s in Debug + ASan/UBSan
// (run one after the other on this 2-core machine). fast_sample is 50 in Debug / sanitizer builds.
constexpr std::array<CorpusCase, 7> kCorpora{{
    {"puzzles2_17_clue", 12, 1, 4000, Status::unique},
    {"puzzles3_magictour_top1465", 60, 3, 1465, Status::unique},
    {"puzzles5_forum_hardest_1905_11+", 80, 2, 2000, Status::unique},
    {"puzzles6_forum_hardest_1106", 60, 2, 375, Status::unique},
    {"puzzles7_serg_benchmark", 1000, 100, 10000, Status::multiple},
    {"ser-rated-sample.txt", 1000, 30, 10000, Status::unique},
    {"ser-rated-hardest.txt", 50, 2, 269, Status::unique},
}};

class CorpusAgreement : public ::testing::TestWithParam<CorpusCase> {};

TEST_P(CorpusAgreement, EveryEngineAgreesWithTheReference) {
  const auto& param = GetParam();
  NONET_READ_CORPUS_OR_SKIP(corpus, param.file,
                            sample_size(param.optimized_sample, param.debug_sample));
  ASSERT_FALSE(corpus.sample.empty()) << corpus.path << " holds no puzzle";
  for (const CorpusEntry& entry : corpus.sample) {
    SCOPED_TRACE(where(corpus, entry));
    const Grid& puzzle = entry.puzzle;
    const Relabelling relabelling = reference_friendly(puzzle);
    const Grid relabelled = relabelling.apply(puzzle);
    const auto reference =
        nonet::solve(relabelled, SolveOptions{.limit = 2, .engine = Engine::reference});
    ASSERT_EQ(reference.status, param.expected);
    ASSERT_TRUE(nonet::is_solution_of(reference.solution, relabelled));
    const Grid expected = relabelling.undo(reference.solution);
    ASSERT_TRUE(nonet::is_solution_of(expected, puzzle));

    for (const Engine engine : engines_under_test()) {
      SCOPED_TRACE(nonet::engine_name(engine));
      const auto result = nonet::solve(puzzle, SolveOptions{.limit = 2, .engine = engine});
      EXPECT_EQ(result.status, reference.status);
      EXPECT_EQ(result.solution_count, reference.solution_count);
      EXPECT_TRUE(nonet::is_solution_of(result.solution, puzzle));
      if (param.expected == Status::unique) {
        EXPECT_EQ(result.solution.to_line(), expected.to_line());
      } else {
        // Several solutions: which one comes first depends on the search order, so compare the
        // count (above) and check that the two solutions found are distinct and valid.
        const auto found = solution_set(puzzle, 2, engine);
        ASSERT_EQ(found.size(), 2u);
        EXPECT_NE(found[0], found[1]);
      }
    }
  }
}

// The engines alone on a larger sample: status and a verified solution, no reference.
TEST_P(CorpusAgreement, EveryEngineSolvesALargerSample) {
  const auto& param = GetParam();
  NONET_READ_CORPUS_OR_SKIP(corpus, param.file, sample_size(param.fast_sample, 50));
  for (const Engine engine : engines_under_test()) {
    SCOPED_TRACE(nonet::engine_name(engine));
    std::size_t failures = 0;
    for (const CorpusEntry& entry : corpus.sample) {
      const auto result = nonet::solve(entry.puzzle, SolveOptions{.limit = 2, .engine = engine});
      const bool ok = result.status == param.expected &&
                      result.solution_count == (param.expected == Status::unique ? 1u : 2u) &&
                      nonet::is_solution_of(result.solution, entry.puzzle);
      if (!ok && ++failures <= 5) {
        ADD_FAILURE() << where(corpus, entry) << ": status " << nonet::status_name(result.status)
                      << ", " << result.solution_count << " solution(s), "
                      << result.solution.to_line();
      }
    }
    EXPECT_EQ(failures, 0u) << "of " << corpus.sample.size() << " puzzles";
  }
}

std::string corpus_test_name(const ::testing::TestParamInfo<CorpusCase>& info) {
  std::string name;
  for (const char ch : std::string(info.param.file)) {
    if ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9')) {
      name += ch;
    } else if (ch == '+') {
      name += "plus";
    } else {
      name += '_';
    }
  }
  return name;
}

INSTANTIATE_TEST_SUITE_P(Corpora, CorpusAgreement, ::testing::ValuesIn(kCorpora), corpus_test_name);

// The serg puzzles have 4 to ~1200 solutions each: the complete solution sets must be equal.
TEST(CorpusAgreementSerg, CompleteSolutionSetsAgree) {
  NONET_READ_CORPUS_OR_SKIP(corpus, "puzzles7_serg_benchmark", sample_size(40, 4));
  constexpr std::size_t kLimit = 100000;  // above any count in the file
  for (const CorpusEntry& entry : corpus.sample) {
    SCOPED_TRACE(where(corpus, entry));
    const Relabelling relabelling = reference_friendly(entry.puzzle);
    std::vector<std::string> expected;
    for (const auto& line :
         solution_set(relabelling.apply(entry.puzzle), kLimit, Engine::reference)) {
      expected.push_back(relabelling.undo(*nonet::test::parse_puzzle_field(line)).to_line());
    }
    std::sort(expected.begin(), expected.end());
    ASSERT_GE(expected.size(), 2u);
    ASSERT_LT(expected.size(), kLimit);
    EXPECT_EQ(std::set<std::string>(expected.begin(), expected.end()).size(), expected.size())
        << "the reference repeated a solution";
    for (const Engine engine : engines_under_test()) {
      SCOPED_TRACE(nonet::engine_name(engine));
      EXPECT_EQ(solution_set(entry.puzzle, kLimit, engine), expected);
      EXPECT_EQ(nonet::count_solutions(entry.puzzle, kLimit, engine), expected.size());
    }
  }
}

// The relabelling trick is sound: the reference gives the same answer on the original puzzle
// (cheap corpora only: the point is to test the relabelling, not the reference's patience).
TEST(CorpusAgreementRelabelling, ReferenceAgreesWithItselfOnTheOriginalPuzzle) {
  std::size_t compared = 0;
  for (const char* file : {"ser-rated-sample.txt", "puzzles7_serg_benchmark"}) {
    const auto corpus = nonet::test::read_corpus_sample(file, sample_size(200, 3));
    if (!corpus) {
      ::nonet::test::note_missing_data("corpus not found: " + ::nonet::test::data_path(file));
      continue;
    }
    for (const CorpusEntry& entry : corpus->sample) {
      SCOPED_TRACE(where(*corpus, entry));
      const Relabelling relabelling = reference_friendly(entry.puzzle);
      const SolveOptions options{.limit = 1000, .engine = Engine::reference};
      const auto direct = nonet::solve(entry.puzzle, options);
      const auto relabelled = nonet::solve(relabelling.apply(entry.puzzle), options);
      EXPECT_EQ(direct.status, relabelled.status);
      EXPECT_EQ(direct.solution_count, relabelled.solution_count);
      if (direct.status == Status::unique) {
        EXPECT_EQ(direct.solution.to_line(), relabelling.undo(relabelled.solution).to_line());
      }
      EXPECT_EQ(relabelling.undo(relabelling.apply(entry.puzzle)), entry.puzzle);
      ++compared;
    }
  }
  if (compared == 0) NONET_MISSING_DATA("corpora not found in " << nonet::test::data_dir());
}

}  // namespace
