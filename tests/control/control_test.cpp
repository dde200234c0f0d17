#include <gtest/gtest.h>

#include <chrono>
#include <stop_token>
#include <string>

#include "nonet/control.hpp"
#include "nonet/error.hpp"

namespace nonet {
namespace {

TEST(RunControl, ADefaultControlNeverStops) {
  const RunControl control;
  EXPECT_FALSE(control.should_stop());
  EXPECT_EQ(control.stop_reason(), std::nullopt);
}

TEST(RunControl, StopsWhenItsSourceAsks) {
  std::stop_source source;
  const RunControl control{.stop = source.get_token()};
  EXPECT_FALSE(control.should_stop());
  source.request_stop();
  EXPECT_EQ(control.stop_reason(), ErrorCode::cancelled);
}

TEST(RunControl, StopsOnceTheDeadlinePasses) {
  const RunControl past{.deadline = SteadyClock::now() - std::chrono::seconds(1)};
  EXPECT_EQ(past.stop_reason(), ErrorCode::deadline_exceeded);
  const RunControl future{.deadline = deadline_after(std::chrono::hours(1))};
  EXPECT_FALSE(future.should_stop());
}

TEST(RunControl, AHugeTimeoutDoesNotOverflow) {
  const auto far = deadline_after(std::chrono::duration<double>(1e300));
  EXPECT_EQ(far, SteadyClock::time_point::max());
  EXPECT_GT(deadline_after(std::chrono::hours(24 * 365 * 1000)), SteadyClock::now());
  // (Read the clock after the call: the operands of EXPECT_LE may be evaluated in any order.)
  const auto past = deadline_after(std::chrono::seconds(-5));
  EXPECT_LE(past, SteadyClock::now());
}

TEST(Error, DescribesItsPlaceThenItsMessage) {
  const Error error{
      .code = ErrorCode::bad_input, .message = "illegal character 'x'", .line = 3, .column = 17};
  EXPECT_EQ(error.describe(), "line 3, column 17: illegal character 'x'");
  EXPECT_EQ((Error{.message = "expected 81 cells", .line = 2}).describe(),
            "line 2: expected 81 cells");
  EXPECT_EQ((Error{.code = ErrorCode::cancelled, .message = "stopped"}).describe(), "stopped");
}

TEST(Error, CodesHaveStableNames) {
  EXPECT_EQ(error_code_name(ErrorCode::bad_input), "bad_input");
  EXPECT_EQ(error_code_name(ErrorCode::clashing_givens), "clashing_givens");
  EXPECT_EQ(error_code_name(ErrorCode::deadline_exceeded), "deadline_exceeded");
  EXPECT_EQ(error_code_name(ErrorCode::internal), "internal");
}

TEST(EscapeControl, WritesControlCharactersAndBackslashesVisibly) {
  EXPECT_EQ(escape_control("plain name.txt"), "plain name.txt");
  EXPECT_EQ(escape_control("x\nunique\ny.txt"), "x\\nunique\\ny.txt");
  EXPECT_EQ(escape_control(std::string("a\tb\rc\x01\x7f\\", 8)), "a\\tb\\rc\\x01\\x7f\\\\");
  EXPECT_EQ(escape_control("caf\xc3\xa9"), "caf\xc3\xa9");  // UTF-8 kept as it is
}

TEST(LocationText, NamesTheInputThenTheLineAndColumnThatAreKnown) {
  const Error at_column{
      .code = ErrorCode::bad_input, .message = "bad cell", .line = 3, .column = 17};
  EXPECT_EQ(location_text("p.txt", at_column), "p.txt:3:17");
  EXPECT_EQ(problem_text("p.txt", at_column), "p.txt:3:17: bad cell");
  const Error at_line{.code = ErrorCode::bad_input, .message = "too short", .line = 4};
  EXPECT_EQ(location_text("p.txt", at_line), "p.txt:4");
  const Error nowhere{.code = ErrorCode::io_error, .message = "cannot read"};
  EXPECT_EQ(problem_text("p.txt", nowhere), "p.txt: cannot read");
  // A name cannot break a message into two lines.
  EXPECT_EQ(location_text("a\nb.txt", 5), "a\\nb.txt:5");
}

}  // namespace
}  // namespace nonet
