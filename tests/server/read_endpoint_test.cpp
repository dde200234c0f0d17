// /api/read: text of any format read as a board for the web page, its candidates and clashes
// the library's own.
#include <gtest/gtest.h>

#include <string>

#include "nonet/candidates.hpp"
#include "nonet/format.hpp"
#include "server/api_calls.hpp"
#include "support/boards.hpp"

namespace nonet {
namespace {

using nlohmann::json;
using testing::Answer;
using testing::get;
using testing::post;
using testing::shared_server;

TEST(ReadEndpoint, AnyFormatBecomesTheLineAndItsCandidates) {
  for (const std::string_view text : {testing::kPuzzle, testing::kPrettyText, testing::kGridText}) {
    const Answer answer = post(shared_server(), "/api/read", json{{"puzzle", text}});
    ASSERT_EQ(answer.status, 200) << answer.body;
    EXPECT_EQ(answer.content_type, "application/json");
    const json board = answer.json();
    const Grid grid = parse_puzzle(text).grid;
    EXPECT_EQ(board["puzzle"], grid.to_line());
    EXPECT_EQ(board["marks"], CandidateGrid::from_puzzle(grid).to_marks());
    EXPECT_EQ(board["conflicts"], json::array());
  }
  const json pretty =
      post(shared_server(), "/api/read", json{{"puzzle", testing::kPrettyText}}).json();
  EXPECT_EQ(pretty["puzzle"], testing::kPuzzle);
}

TEST(ReadEndpoint, ClashingDigitsAreListed) {
  // 5 twice in row 1 (r1c1, r1c3) and so twice in box 1.
  const std::string clashing =
      "535.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
  const Answer answer = post(shared_server(), "/api/read", json{{"puzzle", clashing}});
  ASSERT_EQ(answer.status, 200) << answer.body;
  const json conflicts = answer.json()["conflicts"];
  ASSERT_EQ(conflicts.size(), validate(parse_puzzle(clashing).grid).size());
  EXPECT_EQ(conflicts[0],
            (json{{"digit", 5}, {"house", "row 1"}, {"cells", json::array({"r1c1", "r1c3"})}}));
  EXPECT_EQ(conflicts.back()["house"], "box 1");
}

TEST(ReadEndpoint, TheEmptyBoardHasEveryCandidate) {
  const std::string empty(81, '.');
  const json board = post(shared_server(), "/api/read", json{{"puzzle", empty}}).json();
  EXPECT_EQ(board["puzzle"], empty);
  std::string all;
  for (int cell = 0; cell < 81; ++cell) all += "123456789";
  EXPECT_EQ(board["marks"], all);
}

TEST(ReadEndpoint, RefusesWhatDoesNotRead) {
  const Answer bad_cell =
      post(shared_server(), "/api/read", json{{"puzzle", std::string(80, '.') + "x"}});
  ASSERT_EQ(bad_cell.status, 400);
  EXPECT_EQ(bad_cell.json()["error"]["cell"], "r9c9");
  EXPECT_EQ(bad_cell.json()["error"]["column"], 81);
  const Answer two =
      post(shared_server(), "/api/read",
           json{{"puzzle", std::string(testing::kPuzzle) + "\n" + std::string(testing::kPuzzle)}});
  EXPECT_EQ(two.status, 400);
  EXPECT_EQ(post(shared_server(), "/api/read", json::object()).status, 400);
  EXPECT_EQ(post(shared_server(), "/api/read", json{{"puzzle", testing::kPuzzle}, {"marks", true}})
                .status,
            400);
  const Answer wrong_method = get(shared_server(), "/api/read");
  EXPECT_EQ(wrong_method.status, 405);
  EXPECT_EQ(wrong_method.header("Allow"), "POST");
}

}  // namespace
}  // namespace nonet
