// Checking generator options, and reading them from text the same way for every front end (the
// CLI, the C API, bindings): strictly, so that a typo is an error with a message, never a value
// that nobody meant.
#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "nonet/control.hpp"
#include "nonet/generate.hpp"

namespace nonet {
namespace {

constexpr int kFewestCluesUnique = 17;  // no puzzle with fewer givens has one solution
constexpr RatingTenths kLowestRating = 10;
constexpr RatingTenths kHighestRating = 120;

Error invalid(std::string message) {
  return Error{ErrorCode::invalid_argument, std::move(message), 0, 0, std::nullopt};
}

// format_rating() for any number of tenths, negative ones included.
std::string tenths_text(long long tenths) {
  const long long size = tenths < 0 ? -tenths : tenths;
  return (tenths < 0 ? "-" : "") + std::to_string(size / 10) + "." + std::to_string(size % 10);
}

std::optional<Error> clue_range_error(int min, int max) {
  if (min > max) {
    return invalid("clue range " + std::to_string(min) + ".." + std::to_string(max) + " is empty");
  }
  if (max < kFewestCluesUnique) {
    return invalid("no puzzle with fewer than 17 clues has one solution (asked for at most " +
                   std::to_string(max) + ")");
  }
  if (min > kCellCount) {
    return invalid("a puzzle has at most 81 clues (asked for at least " + std::to_string(min) +
                   ")");
  }
  return std::nullopt;
}

std::optional<Error> rating_band_error(const RatingBand& band) {
  const std::string text = tenths_text(band.min) + ".." + tenths_text(band.max);
  if (band.min > band.max) return invalid("rating band " + text + " is empty");
  if (band.min < kLowestRating || band.max > kHighestRating) {
    return invalid("rating band " + text + " leaves the SE scale, 1.0 to 12.0");
  }
  return std::nullopt;
}

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

// Decimal digits without sign or leading zero, from `min` to `max`.
std::optional<std::uint64_t> whole_number(std::string_view text, std::uint64_t min,
                                          std::uint64_t max) {
  if (text.empty() || (text.size() > 1 && text.front() == '0')) return std::nullopt;
  std::uint64_t value = 0;
  for (char c : text) {
    if (!is_digit(c)) return std::nullopt;
    const auto digit = static_cast<std::uint64_t>(c - '0');
    if (digit > max || value > (max - digit) / 10) return std::nullopt;  // value * 10 + digit > max
    value = value * 10 + digit;
  }
  if (value < min) return std::nullopt;
  return value;
}

// whole_number() from 0 to `max`, for small counts.
std::optional<int> small_number(std::string_view text, int max) {
  const auto value = whole_number(text, 0, static_cast<std::uint64_t>(max));
  if (!value) return std::nullopt;
  return static_cast<int>(*value);
}

// "7.1" -> 71, "12" -> 120: decimal digits without sign or leading zero, at most one decimal, on
// the SE scale.
std::optional<RatingTenths> rating_tenths(std::string_view text) {
  const std::size_t point = text.find('.');
  const std::string_view whole = text.substr(0, point);
  std::optional<int> value = small_number(whole, kHighestRating / 10);
  if (!value) return std::nullopt;
  int tenths = *value * 10;
  if (point != std::string_view::npos) {
    const std::string_view decimal = text.substr(point + 1);
    if (decimal.size() != 1 || !is_digit(decimal.front())) return std::nullopt;
    tenths += decimal.front() - '0';
  }
  if (tenths < kLowestRating || tenths > kHighestRating) return std::nullopt;
  return tenths;
}

// "MIN..MAX" split at its "..", or the text twice when it has none.
std::pair<std::string_view, std::string_view> range_ends(std::string_view text) {
  const std::size_t dots = text.find("..");
  if (dots == std::string_view::npos) return {text, text};
  return {text.substr(0, dots), text.substr(dots + 2)};
}

// "a, b or c" of the names.
template <class Names>
std::string one_of(const Names& names) {
  std::string list;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) list += i + 1 == names.size() ? " or " : ", ";
    list += names[i];
  }
  return list;
}

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return out;
}

}  // namespace

std::optional<Error> check_options(const GenerateOptions& options) {
  if (auto error = clue_range_error(options.min_clues, options.max_clues)) return error;
  if (options.rating) {
    if (auto error = rating_band_error(*options.rating)) return error;
  }
  if (options.max_attempts < 1) {
    return invalid("at least one solution grid must be tried per puzzle (max_attempts is " +
                   std::to_string(options.max_attempts) + ")");
  }
  return std::nullopt;
}

std::string GenerateFailure::message() const {
  return "no puzzle met the options in " + std::to_string(attempts) + " attempts";
}

Parsed<std::uint64_t> parse_whole_number(std::string_view text, std::uint64_t min,
                                         std::uint64_t max) {
  if (auto value = whole_number(text, min, max)) return {value, std::nullopt};
  return {
      std::nullopt,
      invalid("a whole number from " + std::to_string(min) + " to " + std::to_string(max) +
              " in decimal digits (no sign, no leading zero), not '" + std::string(text) + "'")};
}

Parsed<ClueRange> parse_clue_range(std::string_view text) {
  const auto [low, high] = range_ends(text);
  const std::optional<int> min = small_number(low, kCellCount);
  const std::optional<int> max = small_number(high, kCellCount);
  if (!min || !max) {
    return {std::nullopt,
            invalid("a clue count is N or MIN..MAX in decimal digits, at most 81 (e.g. 25 or "
                    "22..28), not '" +
                    std::string(text) + "'")};
  }
  if (auto error = clue_range_error(*min, *max)) return {std::nullopt, std::move(error)};
  return {ClueRange{*min, *max}, std::nullopt};
}

Parsed<RatingBand> parse_rating_band(std::string_view text) {
  const auto [low, high] = range_ends(text);
  const std::optional<RatingTenths> min = rating_tenths(low);
  const std::optional<RatingTenths> max = rating_tenths(high);
  if (!min || !max) {
    return {std::nullopt,
            invalid("an SE rating band is X or MIN..MAX, from 1.0 to 12.0 with at most one "
                    "decimal (e.g. 7.1 or 6.6..8.0), not '" +
                    std::string(text) + "'")};
  }
  const RatingBand band{*min, *max};
  if (auto error = rating_band_error(band)) return {std::nullopt, std::move(error)};
  return {band, std::nullopt};
}

Parsed<RatingBand> parse_difficulty(std::string_view level) {
  if (auto band = rating_band(level)) return {band, std::nullopt};
  std::vector<std::string> names;
  for (std::string_view name : rating_levels()) names.push_back(lower(name));
  return {std::nullopt, invalid("a difficulty is " + one_of(names) +
                                " (or qqwing's simple and intermediate, HoDoKu's unfair), not '" +
                                std::string(level) + "'")};
}

double most_deadline_seconds() {
  return std::floor(std::chrono::duration<double>(SteadyClock::duration::max()).count());
}

Parsed<double> parse_seconds(std::string_view text) {
  const auto refused = [text] {
    char most[32];
    const auto end = std::to_chars(most, most + sizeof most, most_deadline_seconds(),
                                   std::chars_format::fixed, 0)
                         .ptr;
    return Parsed<double>{
        std::nullopt,
        invalid("seconds, a decimal number above 0 and at most " + std::string(most, end) +
                " (e.g. 90 or 0.5), not '" + std::string(text) + "'")};
  };
  const std::size_t point = text.find('.');
  const std::string_view whole = text.substr(0, point);
  const std::string_view fraction =
      point == std::string_view::npos ? std::string_view("0") : text.substr(point + 1);
  const auto digits = [](std::string_view part) {
    return !part.empty() && std::all_of(part.begin(), part.end(), is_digit);
  };
  if (!digits(whole) || !digits(fraction)) return refused();
  double value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size()) return refused();
  if (!(value > 0) || value > most_deadline_seconds()) return refused();
  return {value, std::nullopt};
}

Parsed<Symmetry> parse_symmetry(std::string_view name) {
  if (auto symmetry = symmetry_from_name(name)) return {symmetry, std::nullopt};
  std::vector<std::string_view> names;
  for (Symmetry each : all_symmetries()) names.push_back(symmetry_name(each));
  return {std::nullopt,
          invalid("a symmetry is " + one_of(names) + ", not '" + std::string(name) + "'")};
}

}  // namespace nonet
