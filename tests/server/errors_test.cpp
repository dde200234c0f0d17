// Every refusal: its status, a JSON error object {"error": {"code", "message", "line",
// "column", ...}}, and a server that still answers afterwards.
#include <gtest/gtest.h>

#include <string>

#include "nonet/format.hpp"
#include "nonet/serialize.hpp"
#include "server/api_calls.hpp"
#include "support/boards.hpp"

namespace nonet {
namespace {

using nlohmann::json;
using testing::Answer;
using testing::get;
using testing::kPuzzle;
using testing::post;
using testing::shared_server;

// A 5 repeated in row 1.
constexpr std::string_view kClashing =
    "535.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

json error_of(const Answer& answer) {
  EXPECT_EQ(answer.content_type, "application/json");
  const json body = answer.json();
  EXPECT_TRUE(body.is_object()) << answer.body;
  return body.is_object() && body.contains("error") ? body["error"] : json();
}

void expect_still_serving() {
  EXPECT_EQ(get(shared_server(), "/api/health").status, 200);
}

TEST(BadRequest, JsonThatDoesNotParseSaysWhere) {
  const Answer answer = post(shared_server(), "/api/solve", std::string("{\n  \"puzzle\": ]"));
  ASSERT_EQ(answer.status, 400);
  const json error = error_of(answer);
  EXPECT_EQ(error["code"], "bad_input");
  EXPECT_EQ(error["line"], 2);
  EXPECT_EQ(error["column"], 13);
  EXPECT_NE(error["message"].get<std::string>().find("invalid JSON"), std::string::npos);
}

TEST(BadRequest, NotAnObject) {
  const Answer answer = post(shared_server(), "/api/check", std::string("[\"puzzle\"]"));
  ASSERT_EQ(answer.status, 400);
  EXPECT_EQ(error_of(answer)["code"], "bad_input");
}

TEST(BadRequest, MissingFieldWrongTypeUnknownFieldOptionOutOfRange) {
  const Answer missing = post(shared_server(), "/api/solve", json::object());
  ASSERT_EQ(missing.status, 400);
  EXPECT_EQ(error_of(missing)["message"], "missing field 'puzzle'");

  const Answer wrong_type = post(shared_server(), "/api/solve", json{{"puzzle", 5}});
  ASSERT_EQ(wrong_type.status, 400);
  EXPECT_EQ(error_of(wrong_type)["message"], "'puzzle' must be a string");

  const Answer unknown =
      post(shared_server(), "/api/solve", json{{"puzzle", kPuzzle}, {"limt", 2}});
  ASSERT_EQ(unknown.status, 400);
  EXPECT_NE(error_of(unknown)["message"].get<std::string>().find("unknown field 'limt'"),
            std::string::npos);

  const Answer range =
      post(shared_server(), "/api/rate", json{{"puzzle", kPuzzle}, {"max_level", 6}});
  ASSERT_EQ(range.status, 400);
  EXPECT_EQ(error_of(range)["code"], "invalid_argument");

  const Answer technique =
      post(shared_server(), "/api/hint", json{{"puzzle", kPuzzle}, {"techniques", "n1,bogus"}});
  ASSERT_EQ(technique.status, 400);
  EXPECT_EQ(error_of(technique)["code"], "invalid_argument");

  const Answer symmetry = post(shared_server(), "/api/generate", json{{"symmetry", "spiral"}});
  ASSERT_EQ(symmetry.status, 400);
  EXPECT_EQ(error_of(symmetry)["message"].get<std::string>().rfind("'symmetry': ", 0), 0u);
}

TEST(BadRequest, APuzzleThatDoesNotReadSaysWhereInThePuzzle) {
  const std::string puzzle =
      "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8x3..1\n"
      "7...2...6\n.6....28.\n...419..5\n....8..79\n";
  const Error expected = *parse_puzzle(puzzle).error;
  ASSERT_GT(expected.line, 0u);
  ASSERT_GT(expected.column, 0u);
  for (const std::string path :
       {"/api/solve", "/api/count", "/api/check", "/api/hint", "/api/explain", "/api/rate"}) {
    const Answer answer = post(shared_server(), path, json{{"puzzle", puzzle}});
    ASSERT_EQ(answer.status, 400) << path;
    const json error = error_of(answer);
    EXPECT_EQ(error["code"], "bad_input") << path;
    EXPECT_EQ(error["line"], expected.line) << path;
    EXPECT_EQ(error["column"], expected.column) << path;
  }
}

TEST(BadRequest, UnratablePuzzlesSayWhy) {
  const Answer clashing = post(shared_server(), "/api/rate", json{{"puzzle", kClashing}});
  ASSERT_EQ(clashing.status, 400);
  EXPECT_EQ(error_of(clashing)["code"], "clashing_givens");
  const Answer count = post(shared_server(), "/api/count", json{{"puzzle", kClashing}});
  ASSERT_EQ(count.status, 400);
  EXPECT_EQ(error_of(count)["code"], "clashing_givens");
}

TEST(NotFound, UnknownPathsAndTraversalAttempts) {
  // "/" is the web page (web_page_test.cpp); its file's own name is not a path.
  for (const std::string path : {"/api", "/api/solver", "/index.html", "/api/%2e%2e/x",
                                 "/api/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd"}) {
    const Answer answer = get(shared_server(), path);
    EXPECT_EQ(answer.status, 404) << path;
    EXPECT_EQ(answer.content_type, "application/json") << path;
    EXPECT_EQ(answer.body.find("root:"), std::string::npos) << path;
  }
  const Answer post_answer = post(shared_server(), "/../../etc/passwd", json{{"puzzle", kPuzzle}});
  EXPECT_TRUE(post_answer.status == 400 || post_answer.status == 404) << post_answer.status;
  EXPECT_EQ(post_answer.body.find("root:"), std::string::npos);
  expect_still_serving();
}

TEST(MethodNotAllowed, SaysWhichMethodsThePathTakes) {
  const Answer get_solve = get(shared_server(), "/api/solve");
  ASSERT_EQ(get_solve.status, 405);
  EXPECT_EQ(get_solve.header("Allow"), "POST");
  EXPECT_EQ(error_of(get_solve)["code"], "bad_input");

  const Answer post_health = post(shared_server(), "/api/health", json::object());
  ASSERT_EQ(post_health.status, 405);
  EXPECT_EQ(post_health.header("Allow"), "GET, HEAD");

  const Answer deleted = testing::answer_of(shared_server().client()->Delete("/api/techniques"));
  EXPECT_EQ(deleted.status, 405);
}

TEST(PayloadTooLarge, ABodyOverMaxBody) {
  const std::string body = R"({"puzzle": ")" + std::string(300'000, '.') + "\"}";
  const Answer answer = post(shared_server(), "/api/solve", body);
  ASSERT_EQ(answer.status, 413);
  EXPECT_EQ(error_of(answer)["code"], "bad_input");
  expect_still_serving();
}

TEST(PayloadTooLarge, AFormEncodedBodyIsReadAsJsonUpToMaxBody) {
  // curl -d sends this type. The server reads bodies itself, so cpp-httplib's own 8192-byte
  // limit on form bodies does not apply: a body of any type is JSON, up to --max-body.
  const std::string form = "application/x-www-form-urlencoded";
  const auto small = testing::answer_of(shared_server().client()->Post(
      "/api/check", json{{"puzzle", testing::kPuzzle}}.dump(), form));
  EXPECT_EQ(small.status, 200);
  const auto large = testing::answer_of(
      shared_server().client()->Post("/api/solve", std::string(20'000, '['), form));
  ASSERT_EQ(large.status, 400);
  EXPECT_NE(error_of(large)["message"].get<std::string>().find("nested deeper"), std::string::npos);
  const auto too_large = testing::answer_of(
      shared_server().client()->Post("/api/solve", std::string(300'000, ' '), form));
  ASSERT_EQ(too_large.status, 413);
  expect_still_serving();
}

TEST(Abuse, DeepNestingIsRefusedWithoutParsing) {
  const Answer answer = post(shared_server(), "/api/solve", std::string(100'000, '['));
  ASSERT_EQ(answer.status, 400);
  const json error = error_of(answer);
  EXPECT_NE(error["message"].get<std::string>().find("nested deeper"), std::string::npos);
  EXPECT_EQ(error["line"], 1);
  EXPECT_EQ(error["column"], 33);

  const std::string nested_object =
      R"({"puzzle": {"a": )" + std::string(50, '[') + "1" + std::string(50, ']') + "}}";
  EXPECT_EQ(post(shared_server(), "/api/check", nested_object).status, 400);
  expect_still_serving();
}

TEST(Abuse, InvalidUtf8IsRefused) {
  const std::string body = "{\"puzzle\": \"53..7\xff\xfe....\"}";
  const Answer answer = post(shared_server(), "/api/solve", body);
  ASSERT_EQ(answer.status, 400);
  EXPECT_EQ(error_of(answer)["code"], "bad_input");
  EXPECT_TRUE(answer.json().is_object());  // the answer itself is valid UTF-8 JSON
  expect_still_serving();
}

TEST(Abuse, MalformedJsonOfManyKinds) {
  for (const std::string& body :
       {std::string(), std::string("{"), std::string("{\"puzzle\": \"x\""),
        std::string("{\"puzzle\": 'x'}"), std::string(R"({"puzzle": "\u12"})"),
        std::string("\0\0\0", 3), std::string("{\"puzzle\": \"a\"} trailing")}) {
    const Answer answer = post(shared_server(), "/api/hint", body);
    EXPECT_EQ(answer.status, 400) << body;
    EXPECT_EQ(error_of(answer)["code"], "bad_input") << body;
  }
  expect_still_serving();
}

}  // namespace
}  // namespace nonet
