// Reading generator options from text (the same for every front end) and checking them.
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "nonet/generate.hpp"

namespace nonet {
namespace {

template <class T>
void expect_refused(const Parsed<T>& parsed, std::string_view text, std::string_view says) {
  EXPECT_FALSE(parsed.ok()) << "'" << text << "' was accepted";
  ASSERT_TRUE(parsed.error) << text;
  EXPECT_EQ(parsed.error->code, ErrorCode::invalid_argument) << text;
  EXPECT_NE(parsed.error->message.find(says), std::string::npos)
      << "'" << text << "': " << parsed.error->message;
}

TEST(ParseWholeNumber, DecimalDigitsOnlyWithinBounds) {
  constexpr std::uint64_t kMost = std::numeric_limits<std::uint64_t>::max();
  struct Case {
    std::string_view text;
    std::uint64_t min, max;
    std::optional<std::uint64_t> value;
  };
  const std::vector<Case> cases = {
      {"0", 0, kMost, 0},
      {"10", 0, kMost, 10},
      {"18446744073709551615", 0, kMost, kMost},
      {"100000000", 1, 100'000'000, 100'000'000},
      {"18446744073709551616", 0, kMost, std::nullopt},
      {"99999999999999999999999", 0, kMost, std::nullopt},
      {"100000001", 1, 100'000'000, std::nullopt},
      {"6", 0, 5, std::nullopt},  // a first digit above the maximum
      {"5", 0, 5, 5},
      {"12", 0, 11, std::nullopt},
      {"0", 1, 10, std::nullopt},
      {"010", 0, kMost, std::nullopt},
      {"00", 0, kMost, std::nullopt},
      {"-1", 0, kMost, std::nullopt},
      {"+1", 0, kMost, std::nullopt},
      {"0x10", 0, kMost, std::nullopt},
      {"1e3", 0, kMost, std::nullopt},
      {"2.5", 0, kMost, std::nullopt},
      {"", 0, kMost, std::nullopt},
      {" 1", 0, kMost, std::nullopt},
      {"1 ", 0, kMost, std::nullopt},
  };
  for (const Case& c : cases) {
    const Parsed<std::uint64_t> parsed = parse_whole_number(c.text, c.min, c.max);
    if (c.value) {
      ASSERT_TRUE(parsed.ok()) << c.text << ": " << parsed.error->message;
      EXPECT_EQ(*parsed.value, *c.value);
    } else {
      expect_refused(parsed, c.text, "in decimal digits (no sign, no leading zero), not '");
    }
  }
}

// A text and what it reads as: a range with min and max, or (nullopt) an error that says `says`.
template <class Range>
struct RangeCase {
  std::string_view text;
  std::optional<Range> range;
  std::string_view says = {};
};

template <class Range, class Parse>
void expect_read_as(const std::vector<RangeCase<Range>>& cases, Parse parse) {
  for (const RangeCase<Range>& c : cases) {
    const Parsed<Range> parsed = parse(c.text);
    if (c.range) {
      ASSERT_TRUE(parsed.ok()) << c.text << ": " << parsed.error->message;
      EXPECT_EQ(parsed.value->min, c.range->min) << c.text;
      EXPECT_EQ(parsed.value->max, c.range->max) << c.text;
      EXPECT_FALSE(parsed.error);
    } else {
      expect_refused(parsed, c.text, c.says);
    }
  }
}

TEST(ParseSeconds, DecimalSecondsAboveZeroThatADeadlineCanHold) {
  EXPECT_EQ(parse_seconds("90").value, 90.0);
  EXPECT_EQ(parse_seconds("0.5").value, 0.5);
  EXPECT_EQ(parse_seconds("0.001").value, 0.001);
  const std::string most = std::to_string(static_cast<long long>(most_deadline_seconds()));
  EXPECT_EQ(parse_seconds(most).value, most_deadline_seconds());
  const std::string beyond = std::to_string(static_cast<long long>(most_deadline_seconds()) + 1);
  for (const std::string& text :
       {std::string("0"), std::string("0.0"), std::string("-1"), std::string("+1"),
        std::string("nan"), std::string("inf"), std::string("1e10"), std::string(".5"),
        std::string("5."), std::string(""), std::string(" 1"), std::string("1 "), beyond}) {
    expect_refused(parse_seconds(text), text,
                   "seconds, a decimal number above 0 and at most " + most +
                       " (e.g. 90 or 0.5), not '" + text + "'");
  }
}

TEST(ParseClueRange, AcceptsDecimalCountsAndRanges) {
  const std::vector<RangeCase<ClueRange>> cases = {
      {"25", ClueRange{25, 25}},
      {"22..28", ClueRange{22, 28}},
      {"17..81", ClueRange{17, 81}},
      {"81", ClueRange{81, 81}},
      {"0..17", ClueRange{0, 17}},
      {"", std::nullopt, "N or MIN..MAX"},
      {"many", std::nullopt, "not 'many'"},
      {"22..", std::nullopt, "N or MIN..MAX"},
      {"..28", std::nullopt, "N or MIN..MAX"},
      {"22...28", std::nullopt, "N or MIN..MAX"},
      {"22..28..30", std::nullopt, "N or MIN..MAX"},
      {"-5", std::nullopt, "N or MIN..MAX"},
      {"+25", std::nullopt, "N or MIN..MAX"},
      {"025", std::nullopt, "N or MIN..MAX"},
      {"25.0", std::nullopt, "N or MIN..MAX"},
      {"1e2", std::nullopt, "N or MIN..MAX"},
      {" 25", std::nullopt, "N or MIN..MAX"},
      {"25 ", std::nullopt, "N or MIN..MAX"},
      {"82", std::nullopt, "at most 81"},
      {"99999999999999999999", std::nullopt, "at most 81"},
      {"30..25", std::nullopt, "30..25 is empty"},
      {"10..12", std::nullopt, "fewer than 17"},
      {"16", std::nullopt, "fewer than 17"},
  };
  expect_read_as(cases, parse_clue_range);
}

TEST(ParseRatingBand, AcceptsOneDecimalOnTheSeScale) {
  const std::string_view syntax = "X or MIN..MAX, from 1.0 to 12.0";
  const std::vector<RangeCase<RatingBand>> cases = {
      {"7.1", RatingBand{71, 71}},          {"6.6..8.0", RatingBand{66, 80}},
      {"10.0..12", RatingBand{100, 120}},   {"1..12", RatingBand{10, 120}},
      {"1.0", RatingBand{10, 10}},          {"12.0", RatingBand{120, 120}},
      {"", std::nullopt, syntax},           {"nan", std::nullopt, syntax},
      {"NaN..7.0", std::nullopt, syntax},   {"inf", std::nullopt, syntax},
      {"1.0..inf", std::nullopt, syntax},   {"-inf", std::nullopt, syntax},
      {"7.15", std::nullopt, syntax},  // refused, not rounded
      {"7.", std::nullopt, syntax},         {".5", std::nullopt, syntax},
      {"07.1", std::nullopt, syntax},       {"+7.0", std::nullopt, syntax},
      {"-7.0", std::nullopt, syntax},       {"7,1", std::nullopt, syntax},
      {"1e1", std::nullopt, syntax},        {"0x7", std::nullopt, syntax},
      {" 7.1", std::nullopt, syntax},       {"7.1 ", std::nullopt, syntax},
      {"0.9", std::nullopt, syntax},        {"12.1", std::nullopt, syntax},
      {"13", std::nullopt, syntax},         {"20.0", std::nullopt, syntax},
      {"6.6..", std::nullopt, syntax},      {"..8.0", std::nullopt, syntax},
      {"hard", std::nullopt, "not 'hard'"}, {"8.0..6.6", std::nullopt, "8.0..6.6 is empty"},
  };
  expect_read_as(cases, parse_rating_band);
}

TEST(ParseDifficulty, TakesLevelNamesInAnyCase) {
  for (std::string_view level : rating_levels()) {
    const auto parsed = parse_difficulty(level);
    ASSERT_TRUE(parsed.ok()) << level;
    EXPECT_EQ(parsed.value->min, rating_band(level)->min);
    EXPECT_EQ(parsed.value->max, rating_band(level)->max);
  }
  const std::vector<std::pair<std::string_view, RatingBand>> accepted = {{"easy", {10, 25}},
                                                                         {"MEDIUM", {26, 40}},
                                                                         {"Hard", {41, 65}},
                                                                         {"expert", {66, 80}},
                                                                         {"eXtReMe", {81, 120}}};
  for (const auto& [name, band] : accepted) {
    const auto parsed = parse_difficulty(name);
    ASSERT_TRUE(parsed.ok()) << name;
    EXPECT_EQ(parsed.value->min, band.min) << name;
    EXPECT_EQ(parsed.value->max, band.max) << name;
  }
  for (std::string_view name : {"", "insane", "hard ", "6.6..8.0"}) {
    expect_refused(parse_difficulty(name), name, "easy, medium, hard, expert or extreme");
  }
}

TEST(ParseDifficulty, TakesTheLevelNamesOfQqwingAndHodoku) {
  // Only the names nonet lacks are added; qqwing's easy and expert and HoDoKu's easy, medium,
  // hard and extreme are nonet's own levels.
  const std::vector<std::pair<std::string_view, RatingBand>> accepted = {
      {"simple", {10, 23}}, {"Intermediate", {26, 40}}, {"UNFAIR", {66, 80}}};
  for (const auto& [name, band] : accepted) {
    const auto parsed = parse_difficulty(name);
    ASSERT_TRUE(parsed.ok()) << name;
    EXPECT_EQ(parsed.value->min, band.min) << name;
    EXPECT_EQ(parsed.value->max, band.max) << name;
  }
  EXPECT_EQ(rating_levels().size(), 5u);  // the level names ratings print stay nonet's
  expect_refused(parse_difficulty("diabolical"), "diabolical", "qqwing's simple");
}

TEST(ParseSymmetry, TakesTheSymmetryNames) {
  for (Symmetry symmetry : all_symmetries()) {
    const auto parsed = parse_symmetry(symmetry_name(symmetry));
    ASSERT_TRUE(parsed.ok()) << symmetry_name(symmetry);
    EXPECT_EQ(*parsed.value, symmetry);
  }
  for (std::string_view name : {"", "sideways", "rot 180"}) {
    expect_refused(parse_symmetry(name), name, "none, rot180, rot90");
  }
}

TEST(ParseSymmetry, TakesQqwingsRotationNames) {
  EXPECT_EQ(parse_symmetry("rotate90").value, Symmetry::rot90);
  EXPECT_EQ(parse_symmetry("rotate180").value, Symmetry::rot180);
  EXPECT_EQ(parse_symmetry("mirror").value, Symmetry::mirror);
  EXPECT_EQ(parse_symmetry("flip").value, Symmetry::flip);
}

TEST(CheckOptions, SaysWhatCannotBeMet) {
  EXPECT_EQ(check_options(GenerateOptions{}), std::nullopt);
  struct Case {
    GenerateOptions options;
    std::string_view says;
  };
  const auto with = [](auto change) {
    GenerateOptions options;
    change(options);
    return options;
  };
  const std::vector<Case> cases = {
      {with([](GenerateOptions& o) {
         o.min_clues = 30;
         o.max_clues = 25;
       }),
       "30..25 is empty"},
      {with([](GenerateOptions& o) {
         o.min_clues = 10;
         o.max_clues = 16;
       }),
       "fewer than 17"},
      {with([](GenerateOptions& o) {
         o.min_clues = 82;
         o.max_clues = 90;
       }),
       "at most 81"},
      {with([](GenerateOptions& o) { o.max_attempts = 0; }), "max_attempts is 0"},
      {with([](GenerateOptions& o) {
         o.rating = RatingBand{80, 70};
       }),
       "8.0..7.0 is empty"},
      {with([](GenerateOptions& o) {
         o.rating = RatingBand{5, 30};
       }),
       "0.5..3.0 leaves"},
      {with([](GenerateOptions& o) {
         o.rating = RatingBand{100, 130};
       }),
       "1.0 to 12.0"},
      {with([](GenerateOptions& o) {
         o.rating = RatingBand{-15, 30};
       }),
       "-1.5..3.0"},
  };
  for (const Case& c : cases) {
    const auto error = check_options(c.options);
    ASSERT_TRUE(error) << c.says;
    EXPECT_EQ(error->code, ErrorCode::invalid_argument);
    EXPECT_NE(error->message.find(c.says), std::string::npos) << error->message;
    // generate() refuses them the same way, by throwing.
    try {
      (void)generate(c.options, 0);
      ADD_FAILURE() << "generate() accepted: " << c.says;
    } catch (const std::invalid_argument& e) {
      EXPECT_EQ(std::string(e.what()), error->message);
    }
  }
}

}  // namespace
}  // namespace nonet
