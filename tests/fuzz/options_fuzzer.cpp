// libFuzzer target: the library's readers of option text (generate.hpp's parse_* and
// parse_generate_request(), parse_technique_list(), the transformation readers of canon.hpp) on
// arbitrary text.
//
// Input layout: byte 0 says which fields of a GenerateRequest are given (bit i: field i, in the
// struct's order), bytes 1 and 2 the bounds of parse_whole_number() (see whole_number_bounds());
// the rest, at most kMaxText bytes, is cut at '\n' into the fields (a missing one is empty).
//
// Checked for every field, with every reader:
//   - a reader gives a value or an invalid_argument Error with a message, never both, and never
//     throws (canon.hpp's readers throw nonet::Error by contract: only that is caught);
//   - values are within what the reader promises: a whole number within its bounds, written
//     exactly as it was read; seconds above 0 and at most most_deadline_seconds(), and a
//     deadline from them (deadline_after()) defined; a clue range MIN <= MAX <= 81, MAX >= 17; a
//     rating band 1.0 <= MIN <= MAX <= 12.0 that reads back from format_rating(); a difficulty
//     one of the level bands; a symmetry and a transformation that read back from their names;
//   - parse_generate_request() gives options or names the field that did not read, with its
//     error; options it gives pass check_options().
// A broken rule aborts (a crash to libFuzzer), with the field printed first.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "nonet/canon.hpp"
#include "nonet/control.hpp"
#include "nonet/error.hpp"
#include "nonet/explain.hpp"
#include "nonet/generate.hpp"
#include "nonet/rating.hpp"

namespace {

constexpr std::size_t kMaxText = 4096;
constexpr std::size_t kFieldCount = 8;

[[noreturn]] void fail(const char* rule, std::string_view field) {
  std::fprintf(stderr, "\nOPTIONS RULE BROKEN: %s\nfield: \"%s\"\n", rule,
               nonet::escape_control(field).c_str());
  std::abort();
}

#define CHECK(condition, field) \
  do {                          \
    if (!(condition)) {         \
      fail(#condition, field);  \
    }                           \
  } while (false)

template <class T>
void check_parsed(const nonet::Parsed<T>& parsed, std::string_view field) {
  CHECK(parsed.value.has_value() != parsed.error.has_value(), field);
  if (parsed.error) {
    CHECK(parsed.error->code == nonet::ErrorCode::invalid_argument, field);
    CHECK(!parsed.error->message.empty(), field);
  }
}

// Bounds that reach both ends of the 64-bit range and the request's own limits.
std::pair<std::uint64_t, std::uint64_t> whole_number_bounds(std::uint8_t a, std::uint8_t b) {
  constexpr std::uint64_t kMost = std::numeric_limits<std::uint64_t>::max();
  const std::uint64_t highs[] = {b, kMost, nonet::kMostRequestedPuzzles, kMost - b};
  return {a % 4U == 3U ? kMost - a : a, highs[b % 4U]};
}

void check_whole_number(std::string_view field, std::uint64_t min, std::uint64_t max) {
  const auto parsed = nonet::parse_whole_number(field, min, max);
  check_parsed(parsed, field);
  if (parsed.value) {
    CHECK(min <= *parsed.value && *parsed.value <= max, field);
    CHECK(std::to_string(*parsed.value) == field, field);
  }
}

void check_seconds(std::string_view field) {
  const auto parsed = nonet::parse_seconds(field);
  check_parsed(parsed, field);
  if (parsed.value) {
    const double seconds = *parsed.value;
    CHECK(std::isfinite(seconds) && seconds > 0 && seconds <= nonet::most_deadline_seconds(),
          field);
    const auto deadline = nonet::deadline_after(std::chrono::duration<double>(seconds));
    CHECK(deadline >= nonet::SteadyClock::now() - std::chrono::seconds(1), field);
  }
}

void check_band(const nonet::RatingBand& band, std::string_view field) {
  CHECK(10 <= band.min && band.min <= band.max && band.max <= 120, field);
}

void check_rating_band(std::string_view field) {
  const auto parsed = nonet::parse_rating_band(field);
  check_parsed(parsed, field);
  if (parsed.value) {
    const auto band = *parsed.value;
    check_band(band, field);
    const auto again = nonet::parse_rating_band(nonet::format_rating(band.min) + ".." +
                                                nonet::format_rating(band.max));
    CHECK(again.value && again.value->min == band.min && again.value->max == band.max, field);
  }
  const auto difficulty = nonet::parse_difficulty(field);
  check_parsed(difficulty, field);
  if (difficulty.value) {
    const auto levels = nonet::rating_levels();
    CHECK(std::any_of(levels.begin(), levels.end(),
                      [&](std::string_view level) {
                        const auto band = nonet::rating_band(level);
                        return band && band->min == difficulty.value->min &&
                               band->max == difficulty.value->max;
                      }),
          field);
  }
}

void check_clue_range(std::string_view field) {
  const auto parsed = nonet::parse_clue_range(field);
  check_parsed(parsed, field);
  if (parsed.value) {
    CHECK(0 <= parsed.value->min && parsed.value->min <= parsed.value->max &&
              parsed.value->max <= 81 && parsed.value->max >= 17,
          field);
  }
}

void check_names(std::string_view field) {
  const auto symmetry = nonet::parse_symmetry(field);
  check_parsed(symmetry, field);
  if (symmetry.value) {
    const auto again = nonet::parse_symmetry(nonet::symmetry_name(*symmetry.value));
    CHECK(again.value == symmetry.value, field);
  }
  const auto techniques = nonet::parse_technique_list(field);
  check_parsed(techniques, field);
  if (techniques.value) {
    CHECK(!techniques.value->empty(), field);
  }
}

void check_transforms(std::string_view field) {
  for (const bool list : {false, true}) {
    std::optional<nonet::Transform> transform;
    try {
      transform = list ? nonet::parse_transform_list(field) : nonet::parse_transform(field);
    } catch (const nonet::Error& error) {
      CHECK(error.code == nonet::ErrorCode::bad_input && !error.message.empty(), field);
    }
    if (transform) {
      CHECK(nonet::parse_transform(nonet::to_string(*transform)) == *transform, field);
    }
  }
}

void check_request(const std::vector<std::string_view>& fields, std::uint8_t given) {
  nonet::GenerateRequest request;
  std::optional<std::string>* slots[kFieldCount] = {
      &request.count,        &request.seed,       &request.symmetry, &request.clues,
      &request.max_attempts, &request.difficulty, &request.rating,   &request.time_limit};
  for (std::size_t i = 0; i < kFieldCount; ++i) {
    if ((given >> i) & 1U) {
      *slots[i] = std::string(fields[i]);
    }
  }
  const auto reading = nonet::parse_generate_request(request);
  const std::string_view all = fields.front();
  CHECK(reading.bad_field.has_value() == reading.error.has_value(), all);
  if (reading.error) {
    CHECK(reading.error->code == nonet::ErrorCode::invalid_argument, all);
    CHECK(!reading.error->message.empty(), all);
    return;
  }
  const auto& options = reading.options;
  CHECK(options.count >= 1 && options.count <= nonet::kMostRequestedPuzzles, all);
  if (const auto problem = nonet::check_options(options.puzzle)) {
    std::fprintf(stderr, "check_options: %s\n", problem->describe().c_str());
    fail("options read from a request can be met", all);
  }
  if (reading.time_limit) {
    CHECK(*reading.time_limit > 0, all);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 3 || size > kMaxText + 3) {
    return -1;  // not kept in the corpus
  }
  const std::string_view text(reinterpret_cast<const char*>(data + 3), size - 3);
  std::vector<std::string_view> fields;
  std::size_t from = 0;
  while (fields.size() < kFieldCount) {
    const std::size_t end = std::min(text.find('\n', from), text.size());
    fields.push_back(from <= text.size() ? text.substr(from, end - from) : std::string_view());
    from = end + 1;
  }
  const auto [min, max] = whole_number_bounds(data[1], data[2]);
  for (const std::string_view field : fields) {
    check_whole_number(field, min, max);
    check_seconds(field);
    check_rating_band(field);
    check_clue_range(field);
    check_names(field);
    check_transforms(field);
  }
  check_request(fields, data[0]);
  return 0;
}
