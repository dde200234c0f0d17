// CandidateParser: the candidate reader over a stream gives what parse_candidate_puzzles() gives
// on the whole text, however the text is cut, and answers before the stream ends.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "nonet/candidate_format.hpp"
#include "support/boards.hpp"

namespace nonet {
namespace {

CandidateGrid open_candidates() {
  CandidateGrid grid;
  grid.place(Cell(40), Digit(5));
  grid.mark_given(Cell(40));
  grid.eliminate(Cell(0), Digit(1));
  grid.eliminate(Cell(80), Digit(3));
  return grid;
}

std::vector<CandidateRecord> stream(const std::string& text, std::size_t piece) {
  CandidateParser parser;
  std::vector<CandidateRecord> out;
  for (std::size_t at = 0; at < text.size(); at += piece) {
    parser.push(std::string_view(text).substr(at, piece), out);
  }
  parser.finish(out);
  return out;
}

void expect_same(const std::vector<CandidateRecord>& got, const std::vector<CandidateRecord>& want,
                 std::size_t piece) {
  ASSERT_EQ(got.size(), want.size()) << "pieces of " << piece;
  for (std::size_t i = 0; i < got.size(); ++i) {
    EXPECT_EQ(got[i].line, want[i].line) << i << ", pieces of " << piece;
    EXPECT_EQ(got[i].pencil_marks, want[i].pencil_marks) << i;
    EXPECT_EQ(got[i].comment, want[i].comment) << i;
    EXPECT_EQ(got[i].error, want[i].error) << i << ", pieces of " << piece;
    if (got[i].ok() && want[i].ok()) {
      EXPECT_EQ(got[i].grid.to_marks(), want[i].grid.to_marks());
    }
  }
}

TEST(CandidateParser, GivesTheRecordsOfTheWholeTextHoweverItIsCut) {
  const CandidateGrid grid = open_candidates();
  const std::string puzzle(testing::kPuzzle);
  const std::string text = "# a mixed file\r\n" + puzzle + " first\n\n" + grid.to_marks() + "\n" +
                           write_candidate_grid(grid) + "\n" + std::string(testing::kPrettyText) +
                           "\n" + puzzle.substr(0, 80) + "x\n" + "12\n" + puzzle + " last";
  const auto whole = parse_candidate_puzzles(text);
  ASSERT_GE(whole.size(), 6u);
  for (const std::size_t piece : {std::size_t{1}, std::size_t{7}, std::size_t{100}, text.size()}) {
    expect_same(stream(text, piece), whole, piece);
  }
}

// Found by nonet_candidate_fuzzer: a grid border exactly 81 characters long was taken for a
// whole line-form puzzle, so the stream read the text before it without the grid's rows.
TEST(CandidateParser, AnEightyOneCharacterBorderStartsAGrid) {
  const std::string pretty(testing::kPrettyText);
  const std::string long_border = "+" + std::string(39, '-') + "+" + std::string(39, '-') + "+";
  ASSERT_EQ(long_border.size(), 81u);
  const std::string text = std::string(testing::kPuzzle) + "\n" + long_border + "\n" +
                           pretty.substr(pretty.find('\n') + 1);
  const auto whole = parse_candidate_puzzles(text);
  ASSERT_EQ(whole.size(), 2u);
  EXPECT_TRUE(whole[1].ok()) << whole[1].error->describe();
  EXPECT_EQ(whole[1].line, 2u);
  for (const std::size_t piece : {std::size_t{1}, std::size_t{50}, text.size()}) {
    expect_same(stream(text, piece), whole, piece);
  }
}

// Found by nonet_candidate_fuzzer: a byte-order mark starting a line after a line-form puzzle
// was skipped as if it began the stream; the whole text refuses it.
TEST(CandidateParser, AByteOrderMarkAfterTheFirstLineIsNotSkipped) {
  const std::string text = std::string(testing::kPuzzle) + "\n\xEF\xBB\xBF# note\n";
  const auto whole = parse_candidate_puzzles(text);
  ASSERT_EQ(whole.size(), 2u);
  ASSERT_FALSE(whole[1].ok());
  EXPECT_EQ(whole[1].error->line, 2u);
  for (const std::size_t piece : {std::size_t{1}, std::size_t{90}, text.size()}) {
    expect_same(stream(text, piece), whole, piece);
  }
}

TEST(CandidateParser, AnswersALinePuzzleBeforeTheStreamEnds) {
  CandidateParser parser;
  std::vector<CandidateRecord> out;
  parser.push(std::string(testing::kPuzzle) + "\n", out);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_TRUE(out[0].ok());
  EXPECT_EQ(out[0].line, 1u);
}

TEST(CandidateParser, AnOverlongLineIsReportedAndTheNextPuzzleRead) {
  const std::string text = std::string(CandidateParser::kMaxLineLength + 10, '1') + "\n" +
                           std::string(testing::kPuzzle) + "\n";
  const auto records = stream(text, 4096);
  ASSERT_EQ(records.size(), 2u);
  ASSERT_FALSE(records[0].ok());
  EXPECT_EQ(records[0].error->line, 1u);
  EXPECT_NE(records[0].error->message.find("longer than"), std::string::npos);
  EXPECT_TRUE(records[1].ok());
  EXPECT_EQ(records[1].line, 2u);
}

TEST(CandidateParser, AnInputWithoutPuzzlesIsOneEmptyInputError) {
  const auto records = stream("# only a comment\n\n", 5);
  ASSERT_EQ(records.size(), 1u);
  ASSERT_FALSE(records[0].ok());
  EXPECT_TRUE(records[0].error->message.starts_with("empty input"));
}

}  // namespace
}  // namespace nonet
