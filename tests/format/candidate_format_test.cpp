// Candidate grids as text: the 729-character marks line and the pencil-mark grid.
#include <gtest/gtest.h>

#include <string>

#include "nonet/candidate_format.hpp"
#include "support/boards.hpp"

namespace nonet {
namespace {

CandidateGrid leetcode_candidates() {
  return CandidateGrid::from_puzzle(testing::grid_from(testing::kPuzzle));
}

// A grid with no single-candidate cell, so its marks read back unchanged (in the text forms a
// cell with one candidate is a solved cell).
CandidateGrid open_candidates() {
  CandidateGrid grid;
  grid.place(Cell(40), Digit(5));
  grid.mark_given(Cell(40));
  grid.eliminate(Cell(0), Digit(1));
  grid.eliminate(Cell(0), Digit(9));
  grid.eliminate(Cell(80), Digit(3));
  return grid;
}

TEST(CandidateFormat, MarksLineRoundTrips) {
  const CandidateGrid grid = open_candidates();
  const auto records = parse_candidate_puzzles(grid.to_marks() + "\n");
  ASSERT_EQ(records.size(), 1u);
  ASSERT_TRUE(records[0].ok()) << records[0].error->describe();
  EXPECT_TRUE(records[0].pencil_marks);
  EXPECT_EQ(records[0].grid.to_marks(), grid.to_marks());
  EXPECT_EQ(records[0].grid.values(), grid.values());
}

TEST(CandidateFormat, PencilGridRoundTrips) {
  const CandidateGrid grid = open_candidates();
  const std::string text = write_candidate_grid(grid);
  const auto records = parse_candidate_puzzles(text);
  ASSERT_EQ(records.size(), 1u);
  ASSERT_TRUE(records[0].ok()) << records[0].error->describe();
  EXPECT_EQ(records[0].grid.to_marks(), grid.to_marks());
  EXPECT_EQ(text.substr(0, 1), "+");
}

TEST(CandidateFormat, SingleCandidateCellsAreSolved) {
  const CandidateGrid grid = leetcode_candidates();  // has naked singles
  const auto records = parse_candidate_puzzles(grid.to_marks());
  ASSERT_TRUE(records.at(0).ok());
  EXPECT_GT(records[0].grid.givens().size(), grid.givens().size());
  for (Cell cell : grid.unsolved()) {
    if (grid.candidates(cell).size() == 1) {
      EXPECT_EQ(records[0].grid.value(cell), grid.candidates(cell).first().value());
    }
  }
}

TEST(CandidateFormat, PuzzlesAndMarksMixKeepLineNumbers) {
  const CandidateGrid grid = open_candidates();
  const std::string puzzle(testing::kPuzzle);
  const std::string text = puzzle + "\n# comment\n" + grid.to_marks() + "\n" +
                           write_candidate_grid(grid) + puzzle + "\n";
  const auto records = parse_candidate_puzzles(text);
  ASSERT_EQ(records.size(), 4u);
  EXPECT_EQ(records[0].line, 1u);
  EXPECT_FALSE(records[0].pencil_marks);
  EXPECT_EQ(records[1].line, 3u);
  EXPECT_TRUE(records[1].pencil_marks);
  EXPECT_EQ(records[2].line, 4u);
  EXPECT_TRUE(records[2].pencil_marks);
  EXPECT_EQ(records[3].line, 4u + 13u);
  for (const auto& record : records) {
    ASSERT_TRUE(record.ok()) << record.line << ": " << record.error->describe();
    EXPECT_EQ(record.grid.to_marks(),
              record.pencil_marks ? grid.to_marks() : leetcode_candidates().to_marks());
  }
}

TEST(CandidateFormat, MarksErrorsSayWhere) {
  std::string marks = leetcode_candidates().to_marks();
  marks[9 + 2] = '7';  // r1c2's digit-3 position
  auto records = parse_candidate_puzzles(marks);
  ASSERT_EQ(records.size(), 1u);
  ASSERT_FALSE(records[0].ok());
  EXPECT_EQ(records[0].error->describe(),
            "line 1, column 12: character '7' stands for digit 3 of r1c2: expected '3' or '.'");

  marks = leetcode_candidates().to_marks();
  for (int d = 0; d < 9; ++d) marks[static_cast<std::size_t>(2 * 9 + d)] = '.';  // r1c3 empty
  records = parse_candidate_puzzles(marks);
  ASSERT_FALSE(records[0].ok());
  EXPECT_EQ(records[0].error->describe(), "line 1, column 19: r1c3 has no candidate");
}

TEST(CandidateFormat, ClashingSolvedCellsAreAnError) {
  std::string marks = leetcode_candidates().to_marks();
  // r1c3 solved as 5, like r1c1.
  for (int d = 0; d < 9; ++d) marks[static_cast<std::size_t>(2 * 9 + d)] = d == 4 ? '5' : '.';
  const auto records = parse_candidate_puzzles(marks);
  ASSERT_FALSE(records[0].ok());
  EXPECT_EQ(records[0].error->describe(), "line 1: digit 5 appears twice in row 1: r1c1 and r1c3");
}

TEST(CandidateFormat, ShortPencilGridIsAnError) {
  const std::string text = write_candidate_grid(leetcode_candidates());
  const std::string cut = text.substr(0, text.find("| 8"));  // rows 1-3 and a border
  const auto records = parse_candidate_puzzles(cut + "not a row\n");
  ASSERT_FALSE(records.empty());
  ASSERT_EQ(records.size(), 1u);
  ASSERT_FALSE(records[0].ok());
  EXPECT_EQ(records[0].error->describe(),
            "line 6: pencil-mark grid: row 4 must hold 9 cells of candidate digits 1-9");
}

TEST(CandidateFormat, PuzzleErrorsComeFromThePuzzleParser) {
  const auto records =
      parse_candidate_puzzles("53..7....6..195....98....6.8...6...34..8.3..17...2...6\n");
  ASSERT_EQ(records.size(), 1u);
  ASSERT_FALSE(records[0].ok());
  EXPECT_EQ(records[0].error->line, 1u);
}

}  // namespace
}  // namespace nonet
