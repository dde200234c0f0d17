// read_puzzle_list(): an input's good puzzles in order, its bad records counted with the first
// one's error, and an input that cannot be read.
#include <unistd.h>

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "nonet/batch.hpp"
#include "support/boards.hpp"

namespace nonet {
namespace {

TEST(PuzzleList, GoodPuzzlesInOrderAndTheFirstBadRecord) {
  const std::string puzzle(testing::kPuzzle);
  const std::string solution(testing::kSolution);
  const auto path = std::filesystem::temp_directory_path() /
                    ("nonet_puzzle_list." + std::to_string(::getpid()) + ".txt");
  std::ofstream(path, std::ios::binary) << puzzle << "\n"
                                        << puzzle.substr(1) << "\n"
                                        << solution << "\n"
                                        << "x\n";
  const PuzzleList list = read_puzzle_list(path.string());
  std::filesystem::remove(path);
  ASSERT_EQ(list.puzzles.size(), 2u);
  EXPECT_EQ(list.puzzles[0], testing::grid_from(puzzle));
  EXPECT_EQ(list.puzzles[1], testing::grid_from(solution));
  EXPECT_EQ(list.bad_records, 2u);
  ASSERT_TRUE(list.first_bad.has_value());
  EXPECT_EQ(list.first_bad->line, 2u);
  EXPECT_EQ(list.first_bad->message, "expected 81 cells, found 80");
  EXPECT_FALSE(list.input_error.has_value());
}

TEST(PuzzleList, AnInputThatCannotBeOpenedSaysWhy) {
  const PuzzleList list = read_puzzle_list("/nonexistent/corpus.txt");
  EXPECT_TRUE(list.puzzles.empty());
  ASSERT_TRUE(list.input_error.has_value());
  EXPECT_EQ(list.input_error->code, ErrorCode::io_error);
  EXPECT_EQ(list.input_error->message,
            "cannot open '/nonexistent/corpus.txt': No such file or directory");
}

}  // namespace
}  // namespace nonet
