// Requests no HTTP client library would send, written on a bare socket: garbage, oversized
// header lines, thousands of headers, lengths that lie, a chunked body over --max-body, both
// Content-Length and Transfer-Encoding, a multipart form, a close mid-request. Each is refused
// (with a JSON body when there is an answer to give) and the server answers the next client.
#include <gtest/gtest.h>

#include <chrono>
#include <string>

#include "server/api_calls.hpp"
#include "server/raw_connection.hpp"
#include "support/boards.hpp"

namespace nonet {
namespace {

using nlohmann::json;
using testing::body_of;
using testing::get;
using testing::RawConnection;
using testing::shared_server;
using testing::status_of;

// The shared server's --max-body.
constexpr std::size_t kMaxBody = 262144;

const std::string kHead =
    "POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
    "Connection: close\r\n";

// Sends `request` on a fresh connection and returns all the server answers before closing it
// (15 s at most).
std::string exchange(const std::string& request) {
  RawConnection connection(shared_server().port());
  connection.send(request);
  return connection.read_until_closed(std::chrono::seconds(15));
}

// The error code of a refusal's JSON body; empty when the body is not one.
std::string error_code_of(const std::string& answer) {
  const json body = json::parse(body_of(answer), nullptr, false);
  if (!body.is_object() || !body.contains("error") || !body["error"].is_object()) return {};
  return body["error"].value("code", "");
}

void expect_still_serving() {
  EXPECT_EQ(get(shared_server(), "/api/health").status, 200);
}

std::string solve_body() {
  return json{{"puzzle", testing::kPuzzle}}.dump();
}

TEST(RawHttp, ACorrectRequestOnABareSocketIsAnswered) {
  // The baseline for the cases below: the same framing, honest.
  const std::string body = solve_body();
  const std::string answer =
      exchange(kHead + "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body);
  EXPECT_EQ(status_of(answer), 200) << answer;
}

TEST(RawHttp, ARequestLineOfGarbageIs400) {
  // A NUL inside: the length comes from the array, not from strlen.
  constexpr char kGarbage[] = "\x01\xfe\x7f garbage \xff\x00\x02\r\n\r\n";
  const std::string answer = exchange(std::string(kGarbage, sizeof kGarbage - 1));
  EXPECT_EQ(status_of(answer), 400) << answer;
  EXPECT_EQ(error_code_of(answer), "bad_input") << answer;
  expect_still_serving();
}

TEST(RawHttp, AHeaderLineLongerThanHttplibReadsIsRefused) {
  const std::string answer =
      exchange(kHead + "X-Long: " + std::string(100'000, 'a') + "\r\nContent-Length: 2\r\n\r\n{}");
  EXPECT_EQ(status_of(answer), 400) << answer.substr(0, 200);
  EXPECT_EQ(error_code_of(answer), "bad_input") << answer.substr(0, 200);
  expect_still_serving();
}

TEST(RawHttp, TenThousandHeadersAreReadAndTheRequestAnswered) {
  // cpp-httplib 0.11.4 has no limit on the number of headers, only on a line's length; the read
  // timeout bounds how long they may take to come.
  std::string headers;
  for (int i = 0; i < 10'000; ++i) headers += "X-Many-" + std::to_string(i) + ": x\r\n";
  const std::string body = solve_body();
  const std::string answer = exchange(
      kHead + headers + "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body);
  EXPECT_EQ(status_of(answer), 200) << answer.substr(0, 200);
  expect_still_serving();
}

TEST(RawHttp, AHugeContentLengthIs413) {
  const std::string answer = exchange(kHead + "Content-Length: 1000000000000\r\n\r\n{\"puzzle\"");
  EXPECT_EQ(status_of(answer), 413) << answer;
  EXPECT_EQ(error_code_of(answer), "bad_input") << answer;
  expect_still_serving();
}

TEST(RawHttp, AContentLengthLongerThanTheBodyIs400AfterTheReadTimeout) {
  RawConnection connection(shared_server().port());
  connection.send(kHead + "Content-Length: 5000\r\n\r\n{\"puzzle\": \"1\"}");
  const std::string answer = connection.read_until_closed(std::chrono::seconds(15));
  EXPECT_TRUE(connection.closed());
  EXPECT_EQ(status_of(answer), 400) << answer;
  EXPECT_EQ(error_code_of(answer), "bad_input") << answer;
  expect_still_serving();
}

TEST(RawHttp, AChunkedBodyOverMaxBodyIs413) {
  std::string chunks;
  const std::string chunk(65536, ' ');
  for (std::size_t sent = 0; sent <= kMaxBody; sent += chunk.size()) {
    chunks += "10000\r\n" + chunk + "\r\n";
  }
  chunks += "0\r\n\r\n";
  // Without Connection: close. cpp-httplib 0.11.4 keeps the connection for a next request
  // whatever the route answered, so the rest of the body is read as one, refused (414 here: a
  // "request line" of 64 KiB of spaces), and then the connection is closed.
  RawConnection connection(shared_server().port());
  connection.send(
      "POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n" + chunks);
  const std::string answer = connection.read_until_closed(std::chrono::seconds(15));
  EXPECT_TRUE(connection.closed());
  EXPECT_EQ(status_of(answer), 413) << answer;
  EXPECT_EQ(error_code_of(answer), "bad_input") << answer;
  expect_still_serving();
}

TEST(RawHttp, AChunkedBodyUnderMaxBodyIsAnswered) {
  const std::string body = solve_body();
  char size[16];
  std::snprintf(size, sizeof size, "%zx", body.size());
  const std::string answer = exchange(kHead + "Transfer-Encoding: chunked\r\n\r\n" + size + "\r\n" +
                                      body + "\r\n0\r\n\r\n");
  EXPECT_EQ(status_of(answer), 200) << answer;
}

TEST(RawHttp, ContentLengthAndTransferEncodingTogetherReadTheChunksOnly) {
  // RFC 9112 6.3: Transfer-Encoding overrides Content-Length. cpp-httplib reads the chunks, so
  // the bytes after the last chunk are never taken for a second request.
  const std::string body = solve_body();
  char size[16];
  std::snprintf(size, sizeof size, "%zx", body.size());
  const std::string smuggled = "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
  const std::string answer =
      exchange(kHead + "Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n" + size + "\r\n" +
               body + "\r\n0\r\n\r\n" + smuggled);
  EXPECT_EQ(status_of(answer), 200) << answer;
  // Connection: close: one answer, not a second one for the bytes after the chunks.
  EXPECT_EQ(answer.find("HTTP/1.1", 1), std::string::npos) << answer;
  expect_still_serving();
}

TEST(RawHttp, ValidJsonWithAHugeStringIsRefusedAsAPuzzle) {
  // Under --max-body, so it is read whole: the puzzle parser says what is wrong with it.
  const std::string body = json{{"puzzle", std::string(kMaxBody - 100, '7')}}.dump();
  const std::string answer =
      exchange(kHead + "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body);
  EXPECT_EQ(status_of(answer), 400) << answer.substr(0, 300);
  EXPECT_EQ(error_code_of(answer), "bad_input") << answer.substr(0, 300);
  expect_still_serving();
}

TEST(RawHttp, ValidJsonWithAStringOverMaxBodyIs413) {
  const std::string body = json{{"puzzle", std::string(kMaxBody + 1, '7')}}.dump();
  const std::string answer =
      exchange(kHead + "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body);
  EXPECT_EQ(status_of(answer), 413) << answer.substr(0, 300);
  EXPECT_EQ(error_code_of(answer), "bad_input") << answer.substr(0, 300);
  expect_still_serving();
}

TEST(RawHttp, AMultipartFormIsRefusedAsNotJson) {
  // What curl -F sends.
  const std::string body =
      "--b0undary\r\nContent-Disposition: form-data; name=\"puzzle\"\r\n\r\n53..7\r\n"
      "--b0undary--\r\n";
  const std::string answer = exchange(
      "POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
      "Content-Type: multipart/form-data; boundary=b0undary\r\nContent-Length: " +
      std::to_string(body.size()) + "\r\n\r\n" + body);
  EXPECT_EQ(status_of(answer), 400) << answer;
  EXPECT_EQ(error_code_of(answer), "bad_input") << answer;
  EXPECT_NE(body_of(answer).find("multipart"), std::string::npos) << answer;
  expect_still_serving();
}

TEST(RawHttp, AClientThatClosesMidRequestLeavesTheServerServing) {
  for (const std::size_t cut : {10u, 60u, 120u}) {
    const std::string body = solve_body();
    const std::string request =
        kHead + "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body;
    RawConnection connection(shared_server().port());
    connection.send(request.substr(0, cut));
    connection.close();
    expect_still_serving();
  }
}

}  // namespace
}  // namespace nonet
