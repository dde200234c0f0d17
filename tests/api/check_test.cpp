// check(): a verdict and, when the puzzle is not unique, an Error saying why.
#include <gtest/gtest.h>

#include <string>

#include "nonet/format.hpp"
#include "nonet/solve.hpp"
#include "support/boards.hpp"

namespace nonet {
namespace {

using testing::grid_from;

const std::string kNoSolution = "12345678." + std::string(8, '.') + "9" + std::string(63, '.');

TEST(Check, UniqueHasNoErrorAndTheSolution) {
  const auto result = check(grid_from(testing::kPuzzle));
  EXPECT_EQ(result.status, Status::unique);
  EXPECT_EQ(result.error, std::nullopt);
  EXPECT_EQ(result.solution.to_line(), testing::kSolution);
}

TEST(Check, SeveralSolutions) {
  const auto result = check(Grid{});
  EXPECT_EQ(result.status, Status::multiple);
  ASSERT_TRUE(result.error);
  EXPECT_EQ(result.error->code, ErrorCode::multiple_solutions);
  EXPECT_EQ(result.error->message, "more than one solution");
  EXPECT_EQ(result.error->cell, std::nullopt);
  EXPECT_TRUE(is_solution_of(result.solution, Grid{}));
}

TEST(Check, NoSolution) {
  const auto result = check(grid_from(kNoSolution));
  EXPECT_EQ(result.status, Status::none);
  ASSERT_TRUE(result.error);
  EXPECT_EQ(result.error->code, ErrorCode::no_solution);
  EXPECT_EQ(result.error->describe(), "no solution");
}

TEST(Check, ClashingGivensNameBothCells) {
  std::string text(kCellCount, '.');
  text[1] = '5';
  text[6] = '5';
  const auto result = check(grid_from(text));
  EXPECT_EQ(result.status, Status::invalid);
  ASSERT_TRUE(result.error);
  EXPECT_EQ(result.error->code, ErrorCode::clashing_givens);
  EXPECT_EQ(result.error->message, "digit 5 appears twice in row 1: r1c2 and r1c7");
  EXPECT_EQ(result.error->cell, Cell(Row(0), Column(1)));
  EXPECT_EQ(result.error->line, 0u);
}

TEST(Check, RecordsGiveTheirParseErrorOrAnErrorAtTheirLine) {
  const auto records =
      parse_puzzles("# three\n" + std::string(80, '.') + "\n11" + std::string(79, '.') + "\n" +
                    kNoSolution + "\n" + std::string(testing::kPuzzle) + "\n");
  ASSERT_EQ(records.size(), 4u);
  const auto bad_text = check(records[0]);
  EXPECT_EQ(bad_text.status, Status::invalid);
  EXPECT_EQ(bad_text.error, records[0].error);
  EXPECT_EQ(bad_text.error->code, ErrorCode::bad_input);

  const auto clash = check(records[1]);
  EXPECT_EQ(clash.status, Status::invalid);
  EXPECT_EQ(clash.error->describe(), "line 3: digit 1 appears twice in row 1: r1c1 and r1c2");
  EXPECT_EQ(clash.error->cell, Cell(0));

  const auto none = check(records[2]);
  EXPECT_EQ(none.status, Status::none);
  EXPECT_EQ(none.error->describe(), "line 4: no solution");

  EXPECT_EQ(check(records[3]).error, std::nullopt);
}

TEST(Check, GivensAloneWithoutSearching) {
  const auto records = parse_puzzles(std::string(80, '.') + "\n11" + std::string(79, '.') + "\n" +
                                     kNoSolution + "\n");
  ASSERT_EQ(records.size(), 3u);
  EXPECT_EQ(check_givens(records[0]), records[0].error);
  ASSERT_TRUE(check_givens(records[1]));
  EXPECT_EQ(check_givens(records[1])->code, ErrorCode::clashing_givens);
  EXPECT_EQ(check_givens(records[1])->line, 2u);
  EXPECT_EQ(check_givens(records[2]), std::nullopt);  // no solution, but nothing clashes
}

TEST(Check, WhyNotUniqueOfASolveResult) {
  EXPECT_EQ(why_not_unique(solve(grid_from(testing::kPuzzle))), std::nullopt);
  EXPECT_EQ(why_not_unique(solve(Grid{}))->code, ErrorCode::multiple_solutions);
  EXPECT_EQ(why_not_unique(solve(grid_from(kNoSolution)))->code, ErrorCode::no_solution);
  EXPECT_EQ(why_not_unique(solve(grid_from("11" + std::string(79, '.'))))->code,
            ErrorCode::clashing_givens);
}

}  // namespace
}  // namespace nonet
