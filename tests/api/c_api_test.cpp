// The C interface (nonet/nonet.h), called from C++; c_header_check.c calls it from C.
#include "nonet/nonet.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <array>
#include <cstring>
#include <new>
#include <stdexcept>
#include <string>

#include "api/c_guard.hpp"
#include "nonet/grid.hpp"
#include "nonet/version.hpp"
#include "support/corpus.hpp"

extern "C" int nonet_c_header_check(void);

namespace {

constexpr const char* kPuzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
constexpr const char* kSolution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
// The same puzzle in two other input formats.
constexpr const char* kPuzzleGridForm =
    "5 3 0 0 7 0 0 0 0\n6 0 0 1 9 5 0 0 0\n0 9 8 0 0 0 0 6 0\n8 0 0 0 6 0 0 0 3\n"
    "4 0 0 8 0 3 0 0 1\n7 0 0 0 2 0 0 0 6\n0 6 0 0 0 0 2 8 0\n0 0 0 4 1 9 0 0 5\n"
    "0 0 0 0 8 0 0 7 9\n";
constexpr const char* kPuzzleLeetCodeForm =
    R"([["5","3",".",".","7",".",".",".","."],["6",".",".","1","9","5",".",".","."],)"
    R"([".","9","8",".",".",".",".","6","."],["8",".",".",".","6",".",".",".","3"],)"
    R"(["4",".",".","8",".","3",".",".","1"],["7",".",".",".","2",".",".",".","6"],)"
    R"([".","6",".",".",".",".","2","8","."],[".",".",".","4","1","9",".",".","5"],)"
    R"([".",".",".",".","8",".",".","7","9"]])";
// A second 5 in row 1.
constexpr const char* kClashing =
    "535.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
// Clash-free, but r1c3 = 1 leaves no solution (its answer is 4).
constexpr const char* kUnsolvable =
    "531.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
// A full grid with one deadly rectangle blanked (r4c2, r4c6, r5c2, r5c6): two solutions.
constexpr const char* kTwoSolutions =
    "1234567894567891237891234562.436.8956.859.234935248617397612548561834972842975361";
constexpr const char* kEmpty =
    ".................................................................................";

using Buffer = std::array<char, 82>;

Buffer sentinel_buffer() {
  Buffer buffer;
  buffer.fill('x');
  return buffer;
}

bool untouched(const Buffer& buffer) {
  return buffer == sentinel_buffer();
}

TEST(CApi, HeaderCompilesAndWorksAsC) {
  EXPECT_EQ(nonet_c_header_check(), 0);
}

TEST(CApiSolve, UniquePuzzle) {
  Buffer solution = sentinel_buffer();
  unsigned long long guesses = 12345;
  EXPECT_EQ(nonet_solve(kPuzzle, solution.data(), &guesses), NONET_UNIQUE);
  EXPECT_STREQ(solution.data(), kSolution);
  EXPECT_EQ(solution[81], '\0');
  EXPECT_EQ(guesses, 0u) << "singles solve LeetCode's example";
}

TEST(CApiSolve, OtherInputFormats) {
  for (const char* text : {kPuzzleGridForm, kPuzzleLeetCodeForm}) {
    SCOPED_TRACE(text);
    Buffer solution = sentinel_buffer();
    EXPECT_EQ(nonet_solve(text, solution.data(), nullptr), NONET_UNIQUE);
    EXPECT_STREQ(solution.data(), kSolution);
  }
  // A line-form puzzle may carry a comment and a line end.
  Buffer solution = sentinel_buffer();
  const std::string with_comment = std::string(kPuzzle) + " LeetCode 37\r\n";
  EXPECT_EQ(nonet_solve(with_comment.c_str(), solution.data(), nullptr), NONET_UNIQUE);
  EXPECT_STREQ(solution.data(), kSolution);
}

TEST(CApiSolve, NullOutputsAreOptional) {
  unsigned long long guesses = 7;
  EXPECT_EQ(nonet_solve(kPuzzle, nullptr, nullptr), NONET_UNIQUE);
  EXPECT_EQ(nonet_solve(kPuzzle, nullptr, &guesses), NONET_UNIQUE);
  EXPECT_EQ(guesses, 0u);
  Buffer solution = sentinel_buffer();
  EXPECT_EQ(nonet_solve(kPuzzle, solution.data(), nullptr), NONET_UNIQUE);
  EXPECT_STREQ(solution.data(), kSolution);
}

TEST(CApiSolve, HardPuzzleCountsGuesses) {
  // The first puzzle of the forum's hardest list; singles alone do not solve it.
  const char* hard =
      "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
  Buffer solution = sentinel_buffer();
  unsigned long long guesses = 0;
  EXPECT_EQ(nonet_solve(hard, solution.data(), &guesses), NONET_UNIQUE);
  EXPECT_GT(guesses, 0u);
  const auto puzzle = nonet::test::parse_puzzle_field(hard);
  const auto solved = nonet::test::parse_puzzle_field(solution.data());
  ASSERT_TRUE(puzzle && solved);
  EXPECT_TRUE(nonet::is_solution_of(*solved, *puzzle));
}

TEST(CApiSolve, MultipleWritesAValidSolution) {
  Buffer solution = sentinel_buffer();
  EXPECT_EQ(nonet_solve(kTwoSolutions, solution.data(), nullptr), NONET_MULTIPLE);
  ASSERT_EQ(std::strlen(solution.data()), 81u);
  const auto puzzle = nonet::test::parse_puzzle_field(kTwoSolutions);
  const auto solved = nonet::test::parse_puzzle_field(solution.data());
  ASSERT_TRUE(puzzle && solved);
  EXPECT_TRUE(nonet::is_solution_of(*solved, *puzzle));

  solution = sentinel_buffer();
  EXPECT_EQ(nonet_solve(kEmpty, solution.data(), nullptr), NONET_MULTIPLE);
  EXPECT_EQ(std::strlen(solution.data()), 81u);
}

TEST(CApiSolve, InvalidAndNoSolutionLeaveTheBufferAlone) {
  Buffer solution = sentinel_buffer();
  unsigned long long guesses = 99;
  EXPECT_EQ(nonet_solve(kClashing, solution.data(), &guesses), NONET_INVALID);
  EXPECT_TRUE(untouched(solution));
  EXPECT_EQ(guesses, 0u);

  EXPECT_EQ(nonet_solve(kUnsolvable, solution.data(), nullptr), NONET_NONE);
  EXPECT_TRUE(untouched(solution));
}

TEST(CApiSolve, BadInput) {
  Buffer solution = sentinel_buffer();
  unsigned long long guesses = 99;
  EXPECT_EQ(nonet_solve(nullptr, solution.data(), &guesses), NONET_BAD_INPUT);
  EXPECT_EQ(nonet_solve(nullptr, nullptr, nullptr), NONET_BAD_INPUT);
  const std::string one_short(kPuzzle, 80);
  const std::string two_puzzles = std::string(kPuzzle) + "\n" + kPuzzle + "\n";
  std::string bad_char(kPuzzle);
  bad_char[10] = 'x';
  for (const std::string& text :
       {std::string(), std::string("\n"), std::string("hello"), std::string("# only a comment\n"),
        one_short, std::string(kPuzzle) + "1", two_puzzles, bad_char}) {
    SCOPED_TRACE(text);
    EXPECT_EQ(nonet_solve(text.c_str(), solution.data(), &guesses), NONET_BAD_INPUT);
    EXPECT_EQ(nonet_count(text.c_str(), 5), -1);
    EXPECT_EQ(nonet_is_valid(text.c_str()), -1);
  }
  EXPECT_TRUE(untouched(solution));
  EXPECT_EQ(guesses, 99u) << "nothing is written for bad input";
}

TEST(CApiCount, CountsUpToTheLimit) {
  EXPECT_EQ(nonet_count(kPuzzle, 2), 1);
  EXPECT_EQ(nonet_count(kPuzzle, 1), 1);
  EXPECT_EQ(nonet_count(kPuzzle, 0), 0);
  EXPECT_EQ(nonet_count(kTwoSolutions, 1), 1);
  EXPECT_EQ(nonet_count(kTwoSolutions, 100), 2);
  EXPECT_EQ(nonet_count(kEmpty, 1), 1);
  EXPECT_EQ(nonet_count(kEmpty, 2), 2);
  EXPECT_EQ(nonet_count(kEmpty, 1000), 1000);
  EXPECT_EQ(nonet_count(kClashing, 10), 0);
  EXPECT_EQ(nonet_count(kUnsolvable, 10), 0);
  EXPECT_EQ(nonet_count(kPuzzleLeetCodeForm, 10), 1);
  EXPECT_EQ(nonet_count(nullptr, 10), -1);
}

TEST(CApiIsValid, Codes) {
  EXPECT_EQ(nonet_is_valid(kPuzzle), 1);
  EXPECT_EQ(nonet_is_valid(kSolution), 1);
  EXPECT_EQ(nonet_is_valid(kEmpty), 1);
  EXPECT_EQ(nonet_is_valid(kUnsolvable), 1) << "valid means no repeat, not solvable";
  EXPECT_EQ(nonet_is_valid(kClashing), 0);
  EXPECT_EQ(nonet_is_valid(kPuzzleGridForm), 1);
  EXPECT_EQ(nonet_is_valid(nullptr), -1);
  EXPECT_EQ(nonet_is_valid("nonsense"), -1);
}

TEST(CApiErrors, CodesAreDistinct) {
  EXPECT_EQ(NONET_ERROR, 5);
  for (const int code :
       {NONET_UNIQUE, NONET_MULTIPLE, NONET_NONE, NONET_INVALID, NONET_BAD_INPUT}) {
    EXPECT_NE(code, NONET_ERROR);
  }
}

// Bad input is reported by code, never through the error path: every bad text above gives
// NONET_BAD_INPUT / -1, not NONET_ERROR / -2, and so do these.
TEST(CApiErrors, BadInputIsNotAnError) {
  const std::string title_then_puzzle = std::string("Puzzle 1 | easy\n") + kPuzzleGridForm;
  for (const std::string& text :
       {std::string("Puzzle 1 | easy\n"), title_then_puzzle, std::string(81, 'x'),
        std::string("[[\"5\"]]"), std::string("5 3 0 0 7 0 0 0 0\n")}) {
    SCOPED_TRACE(text);
    EXPECT_EQ(nonet_solve(text.c_str(), nullptr, nullptr), NONET_BAD_INPUT);
    EXPECT_EQ(nonet_count(text.c_str(), 2), -1);
    EXPECT_EQ(nonet_is_valid(text.c_str()), -1);
  }
}

// What the C functions do with an exception (std::bad_alloc, an internal error, anything): the
// guard they all run their body in turns it into the function's error code. An exception cannot
// be provoked through the C API itself, so the guard is tested alone.
TEST(CApiErrors, ExceptionsBecomeTheErrorCode) {
  using nonet::detail::call_guarded;
  EXPECT_EQ(call_guarded([]() -> int { return NONET_UNIQUE; }, static_cast<int>(NONET_ERROR)),
            NONET_UNIQUE);
  EXPECT_EQ(call_guarded([]() -> int { return NONET_BAD_INPUT; }, static_cast<int>(NONET_ERROR)),
            NONET_BAD_INPUT);
  EXPECT_EQ(call_guarded([]() -> int { throw std::bad_alloc(); }, static_cast<int>(NONET_ERROR)),
            NONET_ERROR);
  EXPECT_EQ(call_guarded([]() -> long long { throw std::logic_error("internal error: x"); }, -2LL),
            -2LL);
  EXPECT_EQ(call_guarded([]() -> int { throw std::invalid_argument("unknown engine 9"); }, -2), -2);
  EXPECT_EQ(call_guarded([]() -> int { throw 42; }, -2), -2) << "not only std::exception";
  EXPECT_EQ(call_guarded([]() -> long long { return 7; }, -2LL), 7);
  static_assert(noexcept(call_guarded([]() -> int { return 0; }, 5)));
}

TEST(CApiVersion, MatchesTheBuild) {
  const char* version = nonet_version();
  ASSERT_NE(version, nullptr);
  EXPECT_STREQ(version, NONET_VERSION_STRING);
  EXPECT_STREQ(version, nonet::kVersion);
  EXPECT_THAT(version, ::testing::MatchesRegex("[0-9]+\\.[0-9]+\\.[0-9]+"));
  EXPECT_EQ(nonet_version(), version) << "a static string";
  const std::string expected = std::to_string(NONET_VERSION_MAJOR) + "." +
                               std::to_string(NONET_VERSION_MINOR) + "." +
                               std::to_string(NONET_VERSION_PATCH);
  EXPECT_EQ(std::string(version), expected);
}

}  // namespace
