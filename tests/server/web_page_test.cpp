// The web page's files: served from the table compiled into the binary, byte for byte as in
// apps/server/web/, at exact paths only, with their types and a Content-Security-Policy.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "server/api_calls.hpp"
#include "support/boards.hpp"

namespace nonet {
namespace {

using testing::Answer;
using testing::get;
using testing::post;
using testing::shared_server;

std::string source_file(const std::string& name) {
  std::ifstream in(std::string(NONET_SOURCE_DIR) + "/apps/server/web/" + name, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

struct PageFile {
  std::string path;
  std::string file;
  std::string content_type;
};

const PageFile kPageFiles[] = {
    {"/", "index.html", "text/html; charset=utf-8"},
    {"/style.css", "style.css", "text/css; charset=utf-8"},
    {"/app.js", "app.js", "text/javascript; charset=utf-8"},
    {"/api.js", "api.js", "text/javascript; charset=utf-8"},
    {"/board.js", "board.js", "text/javascript; charset=utf-8"},
    {"/board_view.js", "board_view.js", "text/javascript; charset=utf-8"},
    {"/hint.js", "hint.js", "text/javascript; charset=utf-8"},
    {"/explain.js", "explain.js", "text/javascript; charset=utf-8"},
    {"/favicon.svg", "favicon.svg", "image/svg+xml"},
};

TEST(WebPage, EveryFileServedAsInTheSourceTree) {
  for (const PageFile& page_file : kPageFiles) {
    const std::string expected = source_file(page_file.file);
    ASSERT_FALSE(expected.empty()) << page_file.file;
    const Answer answer = get(shared_server(), page_file.path);
    EXPECT_EQ(answer.status, 200) << page_file.path;
    EXPECT_EQ(answer.content_type, page_file.content_type) << page_file.path;
    EXPECT_EQ(answer.body, expected) << page_file.path;
    EXPECT_EQ(answer.header("Content-Security-Policy"),
              "default-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
        << page_file.path;
    EXPECT_EQ(answer.header("X-Content-Type-Options"), "nosniff") << page_file.path;
  }
}

TEST(WebPage, AQueryStringStillServesThePage) {
  const Answer answer = get(shared_server(), "/?puzzle=" + std::string(testing::kPuzzle));
  EXPECT_EQ(answer.status, 200);
  EXPECT_EQ(answer.body, source_file("index.html"));
}

TEST(WebPage, NothingFromElsewhere) {
  // The page works offline: no file of it names another host (SVG's namespace is a name, not a
  // place anything is fetched from).
  const std::string svg_namespace = "xmlns=\"http://www.w3.org/2000/svg\"";
  for (const PageFile& page_file : kPageFiles) {
    std::string text = source_file(page_file.file);
    if (const auto at = text.find(svg_namespace); at != std::string::npos) {
      text.erase(at, svg_namespace.size());
    }
    EXPECT_EQ(text.find("http://"), std::string::npos) << page_file.file;
    EXPECT_EQ(text.find("https://"), std::string::npos) << page_file.file;
    EXPECT_EQ(text.find("//cdn"), std::string::npos) << page_file.file;
  }
}

TEST(WebPage, HeadAnswersWithoutABody) {
  const auto result = shared_server().client()->Head("/");
  ASSERT_TRUE(result);
  EXPECT_EQ(result->status, 200);
  EXPECT_EQ(result->get_header_value("Content-Type"), "text/html; charset=utf-8");
  EXPECT_TRUE(result->body.empty());
}

TEST(WebPage, OtherMethodsAre405) {
  const Answer answer = post(shared_server(), "/", std::string("{}"));
  EXPECT_EQ(answer.status, 405);
  EXPECT_EQ(answer.header("Allow"), "GET, HEAD");
  EXPECT_EQ(answer.content_type, "application/json");
  const Answer script = post(shared_server(), "/app.js", std::string("{}"));
  EXPECT_EQ(script.status, 405);
}

TEST(WebPage, OnlyExactPathsAreFiles) {
  // '.' is not a pattern, case counts, and nothing maps to a directory of files.
  for (const std::string path :
       {"/appXjs", "/APP.JS", "/app.js/", "/web/app.js", "/apps/server/web/app.js", "//app.js",
        "/./app.js", "/%2e/app.js", "/style.css.map", "/CMakeLists.txt", "/../web/index.html"}) {
    const Answer answer = get(shared_server(), path);
    EXPECT_EQ(answer.status, 404) << path;
    EXPECT_EQ(answer.content_type, "application/json") << path;
  }
}

}  // namespace
}  // namespace nonet
