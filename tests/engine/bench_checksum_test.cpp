// `nonet bench --engine NAME` prints the same checksum for every engine on every corpus whose
// puzzles have one solution each (the checksum covers the solutions in input order, so any
// engine that finds another grid, or none, changes it). Run on a sample of each corpus written
// to a temporary file; the reference backtracker only joins on the easy corpus.
#include <gtest/gtest.h>

#ifdef NONET_CLI_PATH

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli/run_process.hpp"
#include "nonet/solve.hpp"
#include "support/corpus.hpp"

namespace {

std::string last_line(const std::string& text) {
  std::istringstream in(text);
  std::string last;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty()) last = line;
  }
  return last;
}

std::string checksum_of(const std::string& engine, const std::string& corpus) {
  const auto run = nonet::testing::run_nonet({"bench", "--runs", "1", "--engine", engine, corpus});
  EXPECT_EQ(run.exit_code, 0) << engine << ": " << run.err;
  const auto row = last_line(run.out);
  return row.substr(row.rfind(' ') + 1);
}

TEST(BenchChecksum, EveryEngineOnEveryUniqueCorpus) {
  const auto dir = std::filesystem::temp_directory_path() /
                   ("nonet_bench_checksum_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  std::size_t corpora = 0;
  for (const char* file :
       {"puzzles2_17_clue", "puzzles3_magictour_top1465", "puzzles5_forum_hardest_1905_11+",
        "puzzles6_forum_hardest_1106", "ser-rated-sample.txt", "ser-rated-hardest.txt"}) {
    const auto corpus = nonet::test::read_corpus_sample(file, nonet::test::sample_size(400, 20));
    if (!corpus) {
      ::nonet::test::note_missing_data("corpus not found: " + ::nonet::test::data_path(file));
      continue;
    }
    ++corpora;
    const auto path = (dir / file).string();
    {
      std::ofstream out(path);
      for (const auto& entry : corpus->sample) out << entry.puzzle.to_line() << "\n";
    }
    const bool easy = std::string(file) == "ser-rated-sample.txt";
    const std::string expected = checksum_of("fast", path);
    EXPECT_EQ(expected.size(), 16u) << file;
    for (const nonet::Engine engine : nonet::all_engines()) {
      if (engine == nonet::Engine::reference && !easy) continue;
      const std::string name(nonet::engine_name(engine));
      EXPECT_EQ(checksum_of(name, path), expected) << file << ", engine " << name;
    }
  }
  std::filesystem::remove_all(dir);
  if (corpora == 0) NONET_MISSING_DATA("corpora not found in " << nonet::test::data_dir());
}

}  // namespace

#endif  // NONET_CLI_PATH
