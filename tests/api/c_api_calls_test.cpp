// The C calls beyond solve/count/is_valid: errors, check, rate, generate, canon, JSON, free.
// Every call is tried with good input, bad text, NULL arguments and short buffers.
#include <gtest/gtest.h>

#include <algorithm>
#include <limits>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <vector>

#include "nonet/candidates.hpp"
#include "nonet/canon.hpp"
#include "nonet/nonet.h"
#include "support/boards.hpp"

namespace {

using nlohmann::json;

const std::string kPuzzle(nonet::testing::kPuzzle);
const std::string kSolution(nonet::testing::kSolution);
// ER 7.1 (a forcing chain), from ser-rated-sample.txt.
constexpr const char* kChain =
    ".23..6.8......91...8.1..4..2.......7...8.....678.1......7.3.2...3...4.7....5.1.6.";
// A second 5 in row 1: r1c1 and r1c3.
constexpr const char* kClashing =
    "535.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
constexpr const char* kEmpty =
    ".................................................................................";
// r2c8 holds an 'x'.
constexpr const char* kBadText =
    "53..7....6..195.x..98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

nonet_error fresh_error() {
  nonet_error error;
  error.code = -7;
  error.line = 99;
  error.column = 99;
  error.cell = 99;
  std::string("stale").copy(error.message, 5);
  error.message[5] = '\0';
  return error;
}

void expect_ok(const nonet_error& error) {
  EXPECT_EQ(error.code, NONET_OK);
  EXPECT_STREQ(error.message, "");
  EXPECT_EQ(error.cell, -1);
}

// ---- error names --------------------------------------------------------------------------------

TEST(CApiErrors, NamesFollowTheLibrarysCodes) {
  EXPECT_STREQ(nonet_error_name(NONET_OK), "ok");
  EXPECT_STREQ(nonet_error_name(NONET_E_BAD_INPUT), "bad_input");
  EXPECT_STREQ(nonet_error_name(NONET_E_CLASHING_GIVENS), "clashing_givens");
  EXPECT_STREQ(nonet_error_name(NONET_E_NO_SOLUTION), "no_solution");
  EXPECT_STREQ(nonet_error_name(NONET_E_MULTIPLE_SOLUTIONS), "multiple_solutions");
  EXPECT_STREQ(nonet_error_name(NONET_E_INVALID_ARGUMENT), "invalid_argument");
  EXPECT_STREQ(nonet_error_name(NONET_E_CANCELLED), "cancelled");
  EXPECT_STREQ(nonet_error_name(NONET_E_DEADLINE_EXCEEDED), "deadline_exceeded");
  EXPECT_STREQ(nonet_error_name(NONET_E_IO_ERROR), "io_error");
  EXPECT_STREQ(nonet_error_name(NONET_E_INTERNAL), "internal");
  EXPECT_STREQ(nonet_error_name(NONET_E_BUFFER_TOO_SMALL), "buffer_too_small");
  EXPECT_STREQ(nonet_error_name(-1), "unknown");
  EXPECT_STREQ(nonet_error_name(11), "unknown");
}

// ---- check --------------------------------------------------------------------------------------

TEST(CApiCheck, UniqueWithItsSolution) {
  int status = -1;
  char solution[NONET_GRID_SIZE];
  nonet_error error = fresh_error();
  EXPECT_EQ(nonet_check(kPuzzle.c_str(), &status, solution, sizeof solution, &error), NONET_OK);
  EXPECT_EQ(status, NONET_UNIQUE);
  EXPECT_EQ(solution, kSolution);
  expect_ok(error);
}

TEST(CApiCheck, ReasonsWhenNotUnique) {
  int status = -1;
  nonet_error error = fresh_error();
  EXPECT_EQ(nonet_check(kClashing, &status, nullptr, 0, &error), NONET_OK);
  EXPECT_EQ(status, NONET_INVALID);
  EXPECT_EQ(error.code, NONET_E_CLASHING_GIVENS);
  EXPECT_EQ(error.cell, 0);  // r1c1, the first of the two 5s
  EXPECT_NE(std::string(error.message).find("digit 5"), std::string::npos) << error.message;

  char solution[NONET_GRID_SIZE];
  EXPECT_EQ(nonet_check(kEmpty, &status, solution, sizeof solution, &error), NONET_OK);
  EXPECT_EQ(status, NONET_MULTIPLE);
  EXPECT_EQ(error.code, NONET_E_MULTIPLE_SOLUTIONS);
  EXPECT_EQ(std::string(solution).size(), 81u);

  // Clash-free, but r1c3 = 1 leaves no solution.
  const char* unsolvable =
      "531.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
  EXPECT_EQ(nonet_check(unsolvable, &status, solution, sizeof solution, &error), NONET_OK);
  EXPECT_EQ(status, NONET_NONE);
  EXPECT_EQ(error.code, NONET_E_NO_SOLUTION);
  EXPECT_STREQ(solution, "");
}

TEST(CApiCheck, BadTextSaysWhere) {
  int status = -1;
  nonet_error error = fresh_error();
  EXPECT_EQ(nonet_check(kBadText, &status, nullptr, 0, &error), NONET_E_BAD_INPUT);
  EXPECT_EQ(status, NONET_BAD_INPUT);
  EXPECT_EQ(error.code, NONET_E_BAD_INPUT);
  EXPECT_EQ(error.line, 1u);
  EXPECT_EQ(error.column, 17u);
  EXPECT_EQ(error.cell, 16);  // r2c8
  EXPECT_STREQ(error.message, "illegal character 'x' in cell r2c8");
}

TEST(CApiCheck, NullAndShortBuffers) {
  int status = -1;
  nonet_error error = fresh_error();
  EXPECT_EQ(nonet_check(nullptr, &status, nullptr, 0, &error), NONET_E_INVALID_ARGUMENT);
  EXPECT_EQ(nonet_check(kPuzzle.c_str(), nullptr, nullptr, 0, &error), NONET_E_INVALID_ARGUMENT);
  char small[81] = "untouched?";
  EXPECT_EQ(nonet_check(kPuzzle.c_str(), &status, small, sizeof small, &error),
            NONET_E_BUFFER_TOO_SMALL);
  EXPECT_STREQ(small, "");
  EXPECT_EQ(error.code, NONET_E_BUFFER_TOO_SMALL);
  // A NULL error is allowed everywhere.
  EXPECT_EQ(nonet_check(kPuzzle.c_str(), &status, nullptr, 0, nullptr), NONET_OK);
  EXPECT_EQ(nonet_check(kBadText, &status, nullptr, 0, nullptr), NONET_E_BAD_INPUT);
}

// ---- rate ---------------------------------------------------------------------------------------

TEST(CApiRate, TenthsAndDoubles) {
  nonet_rating rating;
  nonet_error error = fresh_error();
  ASSERT_EQ(nonet_rate(kChain, 5, &rating, nullptr, &error), NONET_OK) << error.message;
  expect_ok(error);
  EXPECT_EQ(rating.status, NONET_RATING_RATED);
  EXPECT_EQ(rating.er, 71);
  EXPECT_EQ(rating.ep, 12);
  EXPECT_EQ(rating.ed, 12);
  EXPECT_DOUBLE_EQ(rating.er_value, 7.1);
  EXPECT_DOUBLE_EQ(rating.ep_value, 1.2);
  EXPECT_DOUBLE_EQ(rating.ed_value, 1.2);
}

TEST(CApiRate, PuzzlesWithoutOneSolutionAndBadArguments) {
  nonet_rating rating;
  nonet_error error = fresh_error();
  EXPECT_EQ(nonet_rate(kEmpty, 5, &rating, nullptr, &error), NONET_E_MULTIPLE_SOLUTIONS);
  EXPECT_EQ(error.code, NONET_E_MULTIPLE_SOLUTIONS);
  EXPECT_EQ(nonet_rate(kClashing, 5, &rating, nullptr, &error), NONET_E_CLASHING_GIVENS);
  EXPECT_EQ(nonet_rate(kBadText, 5, &rating, nullptr, &error), NONET_E_BAD_INPUT);
  EXPECT_EQ(error.column, 17u);
  EXPECT_EQ(nonet_rate(kChain, 6, &rating, nullptr, &error), NONET_E_INVALID_ARGUMENT);
  EXPECT_EQ(nonet_rate(kChain, -1, &rating, nullptr, &error), NONET_E_INVALID_ARGUMENT);
  EXPECT_EQ(nonet_rate(nullptr, 5, &rating, nullptr, &error), NONET_E_INVALID_ARGUMENT);
  EXPECT_EQ(nonet_rate(kChain, 5, nullptr, nullptr, &error), NONET_E_INVALID_ARGUMENT);
}

// ---- generate -----------------------------------------------------------------------------------

nonet_generate_options default_options() {
  nonet_generate_options options;
  nonet_generate_options_init(&options);
  return options;
}

TEST(CApiGenerate, DefaultsAreTheLibrarys) {
  const nonet_generate_options options = default_options();
  EXPECT_EQ(options.seed, 0u);
  EXPECT_EQ(options.count, 1u);
  EXPECT_EQ(options.symmetry, NONET_SYMMETRY_NONE);
  EXPECT_EQ(options.min_clues, 17);
  EXPECT_EQ(options.max_clues, 81);
  EXPECT_EQ(options.min_rating, 0);
  EXPECT_EQ(options.max_rating, 0);
  EXPECT_EQ(options.minimal, 0);
  EXPECT_EQ(options.time_limit, 0.0);
  EXPECT_EQ(options.threads, 1u);
  nonet_generate_options_init(nullptr);  // does nothing, does not crash
}

TEST(CApiGenerate, PuzzlesAsLinesSameForAnyThreadCount) {
  nonet_generate_options options = default_options();
  options.seed = 7;
  options.count = 3;
  options.symmetry = NONET_SYMMETRY_ROT180;
  std::vector<char> one(3 * 82 + 1);
  unsigned long long made = 0;
  nonet_error error = fresh_error();
  ASSERT_EQ(nonet_generate(&options, one.data(), one.size(), &made, nullptr, &error), NONET_OK)
      << error.message;
  expect_ok(error);
  EXPECT_EQ(made, 3u);
  const std::string text(one.data());
  ASSERT_EQ(text.size(), 3u * 82);
  for (int i = 0; i < 3; ++i) {
    const std::string line = text.substr(static_cast<std::size_t>(i) * 82, 81);
    EXPECT_EQ(text[static_cast<std::size_t>(i) * 82 + 81], '\n');
    EXPECT_EQ(nonet_count(line.c_str(), 2), 1) << line;
    for (std::size_t cell = 0; cell < 81; ++cell) {
      EXPECT_EQ(line[cell] == '.', line[80 - cell] == '.') << "rot180 keeps the givens: " << line;
    }
  }
  options.threads = 2;
  std::vector<char> two(3 * 82 + 1);
  ASSERT_EQ(nonet_generate(&options, two.data(), two.size(), nullptr, nullptr, nullptr), NONET_OK);
  EXPECT_STREQ(two.data(), one.data());
}

TEST(CApiGenerate, RatingBandAndClues) {
  nonet_generate_options options = default_options();
  options.seed = 3;
  options.min_rating = 10;
  options.max_rating = 25;
  options.min_clues = 24;
  options.max_clues = 40;
  char puzzle[83];
  nonet_error error = fresh_error();
  ASSERT_EQ(nonet_generate(&options, puzzle, sizeof puzzle, nullptr, nullptr, &error), NONET_OK)
      << error.message;
  puzzle[81] = '\0';
  nonet_rating rating;
  ASSERT_EQ(nonet_rate(puzzle, 5, &rating, nullptr, nullptr), NONET_OK);
  EXPECT_LE(rating.er, 25);
  const std::string line(puzzle);
  const auto clues = 81 - static_cast<int>(std::count(line.begin(), line.end(), '.'));
  EXPECT_GE(clues, 24);
  EXPECT_LE(clues, 40);
}

TEST(CApiGenerate, BadOptionsNullAndShortBuffers) {
  char buffer[200];
  nonet_error error = fresh_error();
  nonet_generate_options options = default_options();
  EXPECT_EQ(nonet_generate(nullptr, buffer, sizeof buffer, nullptr, nullptr, &error),
            NONET_E_INVALID_ARGUMENT);
  EXPECT_EQ(nonet_generate(&options, nullptr, 0, nullptr, nullptr, &error),
            NONET_E_INVALID_ARGUMENT);
  EXPECT_EQ(nonet_generate(&options, buffer, 82, nullptr, nullptr, &error),
            NONET_E_BUFFER_TOO_SMALL);
  EXPECT_STREQ(buffer, "");
  options.count = 3;
  EXPECT_EQ(nonet_generate(&options, buffer, sizeof buffer, nullptr, nullptr, &error),
            NONET_E_BUFFER_TOO_SMALL);
  options.count = ~0ULL;  // 82 bytes a puzzle would overflow
  EXPECT_EQ(nonet_generate(&options, buffer, sizeof buffer, nullptr, nullptr, &error),
            NONET_E_BUFFER_TOO_SMALL);

  const auto expect_refused = [&](nonet_generate_options bad, const char* why) {
    SCOPED_TRACE(why);
    nonet_error refused = fresh_error();
    EXPECT_EQ(nonet_generate(&bad, buffer, sizeof buffer, nullptr, nullptr, &refused),
              NONET_E_INVALID_ARGUMENT);
    EXPECT_EQ(refused.code, NONET_E_INVALID_ARGUMENT);
    EXPECT_STRNE(refused.message, "");
    EXPECT_EQ(nonet_generate_json(&bad, nullptr, nullptr), nullptr);
  };
  nonet_generate_options bad = default_options();
  bad.count = 0;
  expect_refused(bad, "count 0");
  bad = default_options();
  bad.symmetry = 8;
  expect_refused(bad, "symmetry 8");
  bad.symmetry = -1;
  expect_refused(bad, "symmetry -1");
  bad = default_options();
  bad.min_clues = 30;
  bad.max_clues = 20;
  expect_refused(bad, "min > max clues");
  bad = default_options();
  bad.min_rating = 80;
  bad.max_rating = 70;
  expect_refused(bad, "empty band");
  bad = default_options();
  bad.threads = 0;
  expect_refused(bad, "no thread");
  bad = default_options();
  bad.time_limit = -1;
  expect_refused(bad, "negative time");
  bad.time_limit = std::numeric_limits<double>::quiet_NaN();
  expect_refused(bad, "NaN time");
}

TEST(CApiGenerate, TimeLimitReturnsWhatWasMade) {
  nonet_generate_options options = default_options();
  options.count = 100000;
  options.min_rating = 90;  // rare: the run cannot finish in the time
  options.max_rating = 120;
  options.time_limit = 0.2;
  std::vector<char> buffer(100000 * 82 + 1);
  unsigned long long made = 99;
  nonet_error error = fresh_error();
  EXPECT_EQ(nonet_generate(&options, buffer.data(), buffer.size(), &made, nullptr, &error),
            NONET_E_DEADLINE_EXCEEDED);
  EXPECT_EQ(error.code, NONET_E_DEADLINE_EXCEEDED);
  EXPECT_LT(made, 100000u);
  EXPECT_EQ(std::string(buffer.data()).size(), made * 82);
}

// ---- canon --------------------------------------------------------------------------------------

TEST(CApiCanon, FormTransformAndAutomorphisms) {
  char canonical[NONET_GRID_SIZE];
  char transform[NONET_TRANSFORM_SIZE];
  unsigned long long automorphisms = 0;
  nonet_error error = fresh_error();
  ASSERT_EQ(nonet_canon(kPuzzle.c_str(), canonical, sizeof canonical, transform, sizeof transform,
                        &automorphisms, &error),
            NONET_OK)
      << error.message;
  expect_ok(error);
  const nonet::CanonicalForm form = nonet::canonical(nonet::testing::grid_from(kPuzzle));
  EXPECT_EQ(canonical, form.grid.to_line());
  EXPECT_EQ(transform, nonet::to_string(form.transform));
  EXPECT_EQ(automorphisms, form.automorphisms);
  // Only the canonical form is required.
  char again[NONET_GRID_SIZE];
  EXPECT_EQ(nonet_canon(kPuzzle.c_str(), again, sizeof again, nullptr, 0, nullptr, nullptr),
            NONET_OK);
  EXPECT_STREQ(again, canonical);
}

TEST(CApiCanon, TransformAppliesANamedList) {
  char result[NONET_GRID_SIZE];
  nonet_error error = fresh_error();
  ASSERT_EQ(nonet_transform(kPuzzle.c_str(), "rotate90,mirror", result, sizeof result, &error),
            NONET_OK)
      << error.message;
  const nonet::Grid puzzle = nonet::testing::grid_from(kPuzzle);
  const nonet::Grid expected =
      nonet::transform(puzzle, nonet::compose(nonet::rotation(1), nonet::mirror()));
  EXPECT_EQ(result, expected.to_line());
  EXPECT_EQ(nonet_transform(kPuzzle.c_str(), "rotate90,nonsense", result, sizeof result, &error),
            NONET_E_INVALID_ARGUMENT);
  EXPECT_EQ(error.column, 10u) << error.message;
  EXPECT_STREQ(result, "");
  EXPECT_EQ(nonet_transform(kPuzzle.c_str(), nullptr, result, sizeof result, &error),
            NONET_E_INVALID_ARGUMENT);
  EXPECT_EQ(nonet_transform(kPuzzle.c_str(), "flip", result, 81, &error), NONET_E_BUFFER_TOO_SMALL);
  EXPECT_EQ(nonet_transform(kBadText, "flip", result, sizeof result, &error), NONET_E_BAD_INPUT);
}

TEST(CApiCanon, RandomIsomorphsAreReproducibleAndEquivalent) {
  char first[NONET_GRID_SIZE];
  char second[NONET_GRID_SIZE];
  char transform[NONET_TRANSFORM_SIZE];
  char mapping[NONET_TRANSFORM_SIZE];
  nonet_error error = fresh_error();
  ASSERT_EQ(nonet_random_isomorph(kPuzzle.c_str(), 42, first, sizeof first, transform,
                                  sizeof transform, &error),
            NONET_OK)
      << error.message;
  ASSERT_EQ(nonet_random_isomorph(kPuzzle.c_str(), 42, second, sizeof second, nullptr, 0, &error),
            NONET_OK);
  EXPECT_STREQ(first, second);
  EXPECT_EQ(first, nonet::random_isomorph(nonet::testing::grid_from(kPuzzle), 42).to_line());
  // The transform written is the one applied.
  char applied[NONET_GRID_SIZE];
  ASSERT_EQ(nonet_transform(kPuzzle.c_str(), transform, applied, sizeof applied, &error), NONET_OK)
      << error.message;
  EXPECT_STREQ(applied, first);

  int equivalent = -1;
  ASSERT_EQ(nonet_equivalent(kPuzzle.c_str(), first, &equivalent, mapping, sizeof mapping, &error),
            NONET_OK)
      << error.message;
  EXPECT_EQ(equivalent, 1);
  ASSERT_EQ(nonet_transform(kPuzzle.c_str(), mapping, applied, sizeof applied, &error), NONET_OK);
  EXPECT_STREQ(applied, first);  // the mapping found takes one to the other

  // One more given: not the same puzzle.
  std::string more = kPuzzle;
  more[2] = '4';
  EXPECT_EQ(nonet_equivalent(kPuzzle.c_str(), more.c_str(), &equivalent, nullptr, 0, &error),
            NONET_OK);
  EXPECT_EQ(equivalent, 0);
  EXPECT_EQ(nonet_equivalent(kPuzzle.c_str(), kClashing, &equivalent, nullptr, 0, &error),
            NONET_E_CLASHING_GIVENS);
  EXPECT_EQ(nonet_equivalent(kPuzzle.c_str(), first, nullptr, nullptr, 0, &error),
            NONET_E_INVALID_ARGUMENT);
  EXPECT_EQ(nonet_equivalent(kPuzzle.c_str(), first, &equivalent, mapping, 10, &error),
            NONET_E_BUFFER_TOO_SMALL);
}

TEST(CApiCanon, AutomorphismsOfASymmetricGrid) {
  // The most symmetric solution grid has 648 automorphisms.
  const char* grid =
      "123456789456789123789123456231564897564897231897231564312645978645978312978312645";
  nonet_automorphisms group{};
  nonet_error error = fresh_error();
  ASSERT_EQ(nonet_automorphisms_of(grid, &group, &error), NONET_OK) << error.message;
  const nonet::Automorphisms expected = nonet::automorphisms(nonet::testing::grid_from(grid), 0);
  EXPECT_EQ(group.size, 648u);
  EXPECT_EQ(group.size, expected.size);
  EXPECT_EQ(group.two_fold, expected.two_fold ? 1 : 0);
  EXPECT_EQ(group.three_fold, expected.three_fold ? 1 : 0);
  EXPECT_EQ(group.four_fold, expected.four_fold ? 1 : 0);
  EXPECT_EQ(group.diagonal, expected.diagonal ? 1 : 0);
  EXPECT_EQ(group.mirror, expected.mirror ? 1 : 0);
  ASSERT_EQ(nonet_automorphisms_of(kPuzzle.c_str(), &group, &error), NONET_OK);
  EXPECT_EQ(group.size, 1u);
  EXPECT_EQ(nonet_automorphisms_of(kPuzzle.c_str(), nullptr, &error), NONET_E_INVALID_ARGUMENT);
  EXPECT_EQ(nonet_automorphisms_of(kClashing, &group, &error), NONET_E_CLASHING_GIVENS);
}

TEST(CApiCanon, ClashesBadTextNullAndShortBuffers) {
  char canonical[NONET_GRID_SIZE];
  char transform[NONET_TRANSFORM_SIZE];
  nonet_error error = fresh_error();
  EXPECT_EQ(nonet_canon(kClashing, canonical, sizeof canonical, nullptr, 0, nullptr, &error),
            NONET_E_CLASHING_GIVENS);
  EXPECT_TRUE(error.cell == 0 || error.cell == 2) << "r1c1 or r1c3, got " << error.cell;
  EXPECT_EQ(nonet_canon(kBadText, canonical, sizeof canonical, nullptr, 0, nullptr, &error),
            NONET_E_BAD_INPUT);
  EXPECT_EQ(nonet_canon(nullptr, canonical, sizeof canonical, nullptr, 0, nullptr, &error),
            NONET_E_INVALID_ARGUMENT);
  EXPECT_EQ(nonet_canon(kPuzzle.c_str(), nullptr, 0, nullptr, 0, nullptr, &error),
            NONET_E_INVALID_ARGUMENT);
  EXPECT_EQ(nonet_canon(kPuzzle.c_str(), canonical, 81, nullptr, 0, nullptr, &error),
            NONET_E_BUFFER_TOO_SMALL);
  EXPECT_STREQ(canonical, "");
  EXPECT_EQ(
      nonet_canon(kPuzzle.c_str(), canonical, sizeof canonical, transform, 10, nullptr, &error),
      NONET_E_BUFFER_TOO_SMALL);
  EXPECT_STREQ(transform, "");
  EXPECT_EQ(nonet_canon(kPuzzle.c_str(), canonical, 0, nullptr, 0, nullptr, &error),
            NONET_E_BUFFER_TOO_SMALL);
}

// ---- JSON ---------------------------------------------------------------------------------------

// Takes a nonet_*_json result: parses it and frees it.
json take_json(char* text) {
  EXPECT_NE(text, nullptr);
  if (text == nullptr) return nullptr;
  json value = json::parse(text);
  nonet_free(text);
  return value;
}

TEST(CApiJson, EveryResult) {
  nonet_error error = fresh_error();
  const json solved = take_json(nonet_solve_json(kPuzzle.c_str(), &error));
  expect_ok(error);
  EXPECT_EQ(solved["status"], "unique");
  EXPECT_EQ(solved["solution"], kSolution);

  const json checked = take_json(nonet_check_json(kClashing, &error));
  EXPECT_EQ(checked["status"], "invalid");
  EXPECT_EQ(checked["error"]["code"], "clashing_givens");

  const json counted = take_json(nonet_count_json(kEmpty, 5, nullptr, &error));
  EXPECT_EQ(counted["count"], 5);
  EXPECT_EQ(counted["at_least"], true);

  const json rated = take_json(nonet_rate_json(kChain, 5, 1, nullptr, &error));
  EXPECT_DOUBLE_EQ(rated["er"].get<double>(), 7.1);
  EXPECT_FALSE(rated["steps"].empty());
  const json brief = take_json(nonet_rate_json(kChain, 5, 0, nullptr, &error));
  EXPECT_FALSE(brief.contains("steps"));

  nonet_generate_options options;
  nonet_generate_options_init(&options);
  options.count = 2;
  options.seed = 9;
  const json run = take_json(nonet_generate_json(&options, nullptr, &error));
  expect_ok(error);
  EXPECT_EQ(run["made"], 2);
  EXPECT_EQ(run["puzzles"].size(), 2u);

  const json canon = take_json(nonet_canon_json(kPuzzle.c_str(), &error));
  EXPECT_EQ(canon["canonical"].get<std::string>().size(), 81u);
}

TEST(CApiJson, FailuresGiveNullAndTheError) {
  nonet_error error = fresh_error();
  EXPECT_EQ(nonet_solve_json(kBadText, &error), nullptr);
  EXPECT_EQ(error.code, NONET_E_BAD_INPUT);
  EXPECT_EQ(error.column, 17u);
  EXPECT_EQ(nonet_solve_json(nullptr, &error), nullptr);
  EXPECT_EQ(error.code, NONET_E_INVALID_ARGUMENT);
  EXPECT_EQ(nonet_check_json(nullptr, nullptr), nullptr);
  EXPECT_EQ(nonet_count_json("12", 2, nullptr, &error), nullptr);
  EXPECT_EQ(error.code, NONET_E_BAD_INPUT);
  EXPECT_EQ(nonet_rate_json(kEmpty, 5, 0, nullptr, &error), nullptr);
  EXPECT_EQ(error.code, NONET_E_MULTIPLE_SOLUTIONS);
  EXPECT_EQ(nonet_rate_json(kChain, 9, 0, nullptr, &error), nullptr);
  EXPECT_EQ(error.code, NONET_E_INVALID_ARGUMENT);
  EXPECT_EQ(nonet_canon_json(kClashing, &error), nullptr);
  EXPECT_EQ(error.code, NONET_E_CLASHING_GIVENS);
  EXPECT_EQ(nonet_generate_json(nullptr, nullptr, &error), nullptr);
  EXPECT_EQ(error.code, NONET_E_INVALID_ARGUMENT);
  nonet_free(nullptr);
}

TEST(CApiJson, GenerateCutShortStillAnswers) {
  nonet_generate_options options;
  nonet_generate_options_init(&options);
  options.count = 100000;
  options.min_rating = 90;
  options.max_rating = 120;
  options.time_limit = 0.2;
  nonet_error error = fresh_error();
  const json run = take_json(nonet_generate_json(&options, nullptr, &error));
  EXPECT_EQ(error.code, NONET_E_DEADLINE_EXCEEDED);
  EXPECT_FALSE(run["complete"]);
  EXPECT_EQ(run["error"]["code"], "deadline_exceeded");
}

// ---- threads ------------------------------------------------------------------------------------

TEST(CApiThreads, CallsFromManyThreadsAgree) {
  std::vector<std::thread> threads;
  std::vector<int> good(4, 0);
  for (std::size_t t = 0; t < good.size(); ++t) {
    threads.emplace_back([&good, t] {
      for (int round = 0; round < 20; ++round) {
        int status = -1;
        char solution[NONET_GRID_SIZE];
        nonet_error error;
        const bool checked =
            nonet_check(kPuzzle.c_str(), &status, solution, sizeof solution, &error) == NONET_OK &&
            status == NONET_UNIQUE && kSolution == solution;
        const bool refused =
            nonet_check(kBadText, &status, nullptr, 0, &error) == NONET_E_BAD_INPUT &&
            error.column == 17;
        char* text = nonet_check_json(kClashing, nullptr);
        const bool json_ok =
            text != nullptr && std::string(text).find("clashing") != std::string::npos;
        nonet_free(text);
        if (checked && refused && json_ok) ++good[t];
      }
    });
  }
  for (auto& thread : threads) thread.join();
  for (const int count : good) EXPECT_EQ(count, 20);
}

}  // namespace

namespace {

// ---- hint and explain ---------------------------------------------------------------------------

json take_logic_json(char* text) {
  EXPECT_NE(text, nullptr);
  if (text == nullptr) return nullptr;
  json value = json::parse(text);
  nonet_free(text);
  return value;
}

TEST(CApiLogic, HintAndExplainOfLeetCode) {
  nonet_error error = fresh_error();
  const json hint = take_logic_json(nonet_hint_json(kPuzzle.c_str(), nullptr, nullptr, &error));
  expect_ok(error);
  EXPECT_EQ(hint["status"], "unique");
  EXPECT_FALSE(hint["solved"]);
  EXPECT_EQ(hint["step"]["technique"], "Hidden Single");
  EXPECT_EQ(hint["step"]["effect"], "r1c6=8");

  const json path =
      take_logic_json(nonet_explain_json(kPuzzle.c_str(), "fh,h1,n1", nullptr, &error));
  EXPECT_TRUE(path["solved"]);
  EXPECT_EQ(path["final"], kSolution);
  EXPECT_EQ(path["steps"][0], hint["step"]);
}

TEST(CApiLogic, PencilMarksAndFewerTechniques) {
  // The 729-character marks of the puzzle's start grid, as nonet writes them.
  const nonet::CandidateGrid start =
      nonet::CandidateGrid::from_puzzle(nonet::testing::grid_from(kPuzzle));
  nonet_error error = fresh_error();
  const json hint =
      take_logic_json(nonet_hint_json(start.to_marks().c_str(), "n1", nullptr, &error));
  EXPECT_EQ(hint["step"]["technique"], "Naked Single");
}

TEST(CApiLogic, FailuresGiveNullAndTheError) {
  nonet_error error = fresh_error();
  EXPECT_EQ(nonet_hint_json(kPuzzle.c_str(), "fh,nonsense", nullptr, &error), nullptr);
  EXPECT_EQ(error.code, NONET_E_INVALID_ARGUMENT);
  EXPECT_NE(std::string(error.message).find("nonsense"), std::string::npos) << error.message;
  EXPECT_EQ(nonet_explain_json(kBadText, nullptr, nullptr, &error), nullptr);
  EXPECT_EQ(error.code, NONET_E_BAD_INPUT);
  EXPECT_EQ(error.column, 17u);
  const char* unsolvable =
      "531.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
  EXPECT_EQ(nonet_hint_json(unsolvable, nullptr, nullptr, &error), nullptr);
  EXPECT_EQ(error.code, NONET_E_NO_SOLUTION);
  EXPECT_EQ(nonet_explain_json(nullptr, nullptr, nullptr, &error), nullptr);
  EXPECT_EQ(error.code, NONET_E_INVALID_ARGUMENT);
  EXPECT_EQ(nonet_hint_json("", nullptr, nullptr, &error), nullptr);
  EXPECT_EQ(error.code, NONET_E_BAD_INPUT);
  const std::string two = kPuzzle + "\n" + kPuzzle + "\n";
  EXPECT_EQ(nonet_hint_json(two.c_str(), nullptr, nullptr, &error), nullptr);
  EXPECT_EQ(error.code, NONET_E_BAD_INPUT);
  EXPECT_EQ(error.line, 2u);
  char* without_error =
      nonet_hint_json(kPuzzle.c_str(), nullptr, nullptr, nullptr);  // a NULL error is fine
  EXPECT_NE(without_error, nullptr);
  nonet_free(without_error);
}

}  // namespace
