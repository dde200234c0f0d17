// parse_generate_request(): a run's options from text, field by field, and the first bad field.
#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "nonet/generate.hpp"

namespace nonet {
namespace {

TEST(GenerateRequest, NoFieldGivenKeepsTheDefaults) {
  const GenerateRequestReading reading = parse_generate_request({});
  EXPECT_EQ(reading.bad_field, std::nullopt);
  EXPECT_EQ(reading.error, std::nullopt);
  EXPECT_EQ(reading.time_limit, std::nullopt);
  const GenerateRunOptions defaults;
  EXPECT_EQ(reading.options.count, defaults.count);
  EXPECT_EQ(reading.options.puzzle.seed, defaults.puzzle.seed);
  EXPECT_EQ(reading.options.puzzle.max_attempts, defaults.puzzle.max_attempts);
  EXPECT_EQ(reading.options.puzzle.symmetry, Symmetry::none);
  EXPECT_EQ(reading.options.puzzle.min_clues, 17);
  EXPECT_EQ(reading.options.puzzle.max_clues, 81);
  EXPECT_FALSE(reading.options.puzzle.rating.has_value());
}

TEST(GenerateRequest, EveryFieldIsRead) {
  GenerateRequest request;
  request.count = "12";
  request.seed = "18446744073709551615";
  request.symmetry = "rot90";
  request.clues = "22..28";
  request.max_attempts = "50";
  request.rating = "6.6..8.0";
  request.time_limit = "0.5";
  const GenerateRequestReading reading = parse_generate_request(request);
  ASSERT_EQ(reading.bad_field, std::nullopt) << reading.error->message;
  EXPECT_EQ(reading.options.count, 12u);
  EXPECT_EQ(reading.options.puzzle.seed, 18446744073709551615ull);
  EXPECT_EQ(reading.options.puzzle.symmetry, Symmetry::rot90);
  EXPECT_EQ(reading.options.puzzle.min_clues, 22);
  EXPECT_EQ(reading.options.puzzle.max_clues, 28);
  EXPECT_EQ(reading.options.puzzle.max_attempts, 50);
  ASSERT_TRUE(reading.options.puzzle.rating.has_value());
  EXPECT_EQ(reading.options.puzzle.rating->min, 66);
  EXPECT_EQ(reading.options.puzzle.rating->max, 80);
  EXPECT_EQ(reading.time_limit, 0.5);
}

TEST(GenerateRequest, ADifficultyIsItsLevelsBand) {
  GenerateRequest request;
  request.difficulty = "expert";
  const GenerateRequestReading reading = parse_generate_request(request);
  ASSERT_EQ(reading.bad_field, std::nullopt);
  const RatingBand expert = *parse_difficulty("expert").value;
  ASSERT_TRUE(reading.options.puzzle.rating.has_value());
  EXPECT_EQ(reading.options.puzzle.rating->min, expert.min);
  EXPECT_EQ(reading.options.puzzle.rating->max, expert.max);
}

TEST(GenerateRequest, TheFirstBadFieldIsNamedWithItsParsersError) {
  GenerateRequest request;
  request.count = "0";
  request.symmetry = "spiral";
  GenerateRequestReading reading = parse_generate_request(request);
  EXPECT_EQ(reading.bad_field, GenerateField::count);
  ASSERT_TRUE(reading.error.has_value());
  EXPECT_EQ(reading.error->code, ErrorCode::invalid_argument);
  EXPECT_EQ(reading.error->message,
            parse_whole_number("0", 1, kMostRequestedPuzzles).error->message);

  request.count = "3";
  reading = parse_generate_request(request);
  EXPECT_EQ(reading.bad_field, GenerateField::symmetry);
  EXPECT_EQ(reading.error->message, parse_symmetry("spiral").error->message);

  request.symmetry.reset();
  request.max_attempts = "100000001";
  EXPECT_EQ(parse_generate_request(request).bad_field, GenerateField::max_attempts);
  request.max_attempts.reset();
  request.seed = "-1";
  EXPECT_EQ(parse_generate_request(request).bad_field, GenerateField::seed);
  request.seed.reset();
  request.clues = "5";
  EXPECT_EQ(parse_generate_request(request).bad_field, GenerateField::clues);
  request.clues.reset();
  request.difficulty = "trivial";
  EXPECT_EQ(parse_generate_request(request).bad_field, GenerateField::difficulty);
  request.difficulty.reset();
  request.rating = "7.15";
  EXPECT_EQ(parse_generate_request(request).bad_field, GenerateField::rating);
  request.rating.reset();
  request.time_limit = "1e3";
  EXPECT_EQ(parse_generate_request(request).bad_field, GenerateField::time_limit);
}

TEST(GenerateRequest, ADifficultyAndARatingBandTogetherAreRefused) {
  GenerateRequest request;
  request.difficulty = "hard";
  request.rating = "7.0";
  const GenerateRequestReading reading = parse_generate_request(request);
  EXPECT_EQ(reading.bad_field, GenerateField::rating);
  ASSERT_TRUE(reading.error.has_value());
  EXPECT_EQ(reading.error->code, ErrorCode::invalid_argument);
}

TEST(GenerateRequest, FieldsHaveTheNamesOfTheirOptions) {
  EXPECT_EQ(generate_field_name(GenerateField::count), "count");
  EXPECT_EQ(generate_field_name(GenerateField::max_attempts), "max_attempts");
  EXPECT_EQ(generate_field_name(GenerateField::time_limit), "time_limit");
  EXPECT_EQ(generate_field_name(GenerateField::rating), "rating");
}

}  // namespace
}  // namespace nonet
