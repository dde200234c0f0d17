// A generator run read from text field by field, the same way for every front end: the CLI's
// options, a request's fields.
#include <limits>

#include "nonet/generate.hpp"

namespace nonet {
namespace {

// Reads one field with its parser; false (with the reading's error set) when it does not read.
template <class T, class Parse, class Store>
bool read_field(const std::optional<std::string>& text, GenerateField field, Parse&& parse,
                Store&& store, GenerateRequestReading& reading) {
  if (!text) return true;
  Parsed<T> parsed = parse(*text);
  if (!parsed.ok()) {
    reading.bad_field = field;
    reading.error = std::move(parsed.error);
    return false;
  }
  store(*parsed.value);
  return true;
}

auto whole_number_from(std::uint64_t min, std::uint64_t max) {
  return [min, max](std::string_view text) { return parse_whole_number(text, min, max); };
}

}  // namespace

std::string_view generate_field_name(GenerateField field) {
  switch (field) {
    case GenerateField::count:
      return "count";
    case GenerateField::seed:
      return "seed";
    case GenerateField::symmetry:
      return "symmetry";
    case GenerateField::clues:
      return "clues";
    case GenerateField::max_attempts:
      return "max_attempts";
    case GenerateField::difficulty:
      return "difficulty";
    case GenerateField::rating:
      return "rating";
    case GenerateField::time_limit:
      return "time_limit";
  }
  return "?";
}

GenerateRequestReading parse_generate_request(const GenerateRequest& request) {
  GenerateRequestReading reading;
  GenerateRunOptions& run = reading.options;
  GenerateOptions& puzzle = run.puzzle;
  using F = GenerateField;
  const bool read =
      read_field<std::uint64_t>(
          request.count, F::count, whole_number_from(1, kMostRequestedPuzzles),
          [&](std::uint64_t count) { run.count = count; }, reading) &&
      read_field<std::uint64_t>(
          request.max_attempts, F::max_attempts, whole_number_from(1, kMostRequestedAttempts),
          [&](std::uint64_t attempts) { puzzle.max_attempts = static_cast<int>(attempts); },
          reading) &&
      read_field<Symmetry>(
          request.symmetry, F::symmetry, parse_symmetry,
          [&](Symmetry symmetry) { puzzle.symmetry = symmetry; }, reading) &&
      read_field<std::uint64_t>(
          request.seed, F::seed, whole_number_from(0, std::numeric_limits<std::uint64_t>::max()),
          [&](std::uint64_t seed) { puzzle.seed = seed; }, reading) &&
      read_field<ClueRange>(
          request.clues, F::clues, parse_clue_range,
          [&](ClueRange clues) {
            puzzle.min_clues = clues.min;
            puzzle.max_clues = clues.max;
          },
          reading) &&
      read_field<RatingBand>(
          request.difficulty, F::difficulty, parse_difficulty,
          [&](RatingBand band) { puzzle.rating = band; }, reading) &&
      read_field<RatingBand>(
          request.rating, F::rating, parse_rating_band,
          [&](RatingBand band) { puzzle.rating = band; }, reading) &&
      read_field<double>(
          request.time_limit, F::time_limit, parse_seconds,
          [&](double seconds) { reading.time_limit = seconds; }, reading);
  if (read && request.difficulty && request.rating) {
    // Two bands for one run: neither may silently win.
    reading.bad_field = F::rating;
    reading.error = Error{.code = ErrorCode::invalid_argument,
                          .message = "a difficulty and a rating band were both given; give one"};
  }
  return reading;
}

}  // namespace nonet
