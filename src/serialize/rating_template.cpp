// serate's --format templates: %r/%p/%d and friends, as `nonet rate --template` fills them.
#include <cstdio>

#include "nonet/serialize.hpp"

namespace nonet {
namespace {

constexpr std::string_view kConversions = "rpdRPDginelt%";

// serate prints 20.0 for a valid puzzle its rules cannot solve.
std::string rating_number(const SeRating& rating, RatingTenths tenths) {
  return rating.status == RatingStatus::rated ? format_rating(tenths) : std::string("20.0");
}

// The name of the step that set a rating: the first of the path with that difficulty, among
// the steps up to `last` (the whole path for ER, up to the first placement for EP, the first
// step for ED).
std::string step_setting(const SeRating& rating, RatingTenths tenths, std::size_t last) {
  if (rating.status != RatingStatus::rated) return {};
  for (std::size_t i = 0; i < rating.steps.size() && i <= last; ++i) {
    if (rating.steps[i].difficulty == tenths) return std::string(step_name(rating.steps[i]));
  }
  return {};
}

std::size_t first_placement(const SeRating& rating) {
  for (std::size_t i = 0; i < rating.steps.size(); ++i) {
    if (!rating.steps[i].placements.empty()) return i;
  }
  return rating.steps.size();
}

}  // namespace

std::optional<std::string> rating_template_error(std::string_view text) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '%') continue;
    if (i + 1 == text.size()) return "the template ends with a lone '%' (write %% for a '%')";
    if (kConversions.find(text[i + 1]) == std::string_view::npos) {
      return "'%" + std::string(1, text[i + 1]) +
             "' is not a conversion nonet fills; it has %r %p %d (ER EP ED), %R %P %D (their "
             "steps' names), %g %i %n %e %l %t %%";
    }
    ++i;
  }
  return std::nullopt;
}

bool rating_template_needs_steps(std::string_view text) {
  for (std::size_t i = 0; i + 1 < text.size(); ++i) {
    if (text[i] != '%') continue;
    const char c = text[i + 1];
    if (c == 'R' || c == 'P' || c == 'D') return true;
    ++i;
  }
  return false;
}

std::string rating_template_text(std::string_view text, const RatingTemplateFields& fields) {
  if (rating_template_error(text) || fields.rating == nullptr) return std::string(text);
  const SeRating& rating = *fields.rating;
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '%') {
      out += text[i];
      continue;
    }
    switch (text[++i]) {
      case 'r':
        out += rating_number(rating, rating.er);
        break;
      case 'p':
        out += rating_number(rating, rating.ep);
        break;
      case 'd':
        out += rating_number(rating, rating.ed);
        break;
      case 'R':
        out += step_setting(rating, rating.er, rating.steps.size());
        break;
      case 'P':
        out += step_setting(rating, rating.ep, first_placement(rating));
        break;
      case 'D':
        out += step_setting(rating, rating.ed, 0);
        break;
      case 'g':
        out += fields.input_line;
        break;
      case 'i': {
        std::string digits = fields.puzzle.to_line();
        for (char& c : digits) {
          if (c == '.') c = '0';
        }
        out += digits;
        break;
      }
      case 'n':
        out += std::to_string(fields.ordinal);
        break;
      case 'e': {
        char seconds[32];
        std::snprintf(seconds, sizeof seconds, "%.3fs", fields.seconds);
        out += seconds;
        break;
      }
      case 'l':
        out += '\n';
        break;
      case 't':
        out += '\t';
        break;
      default:  // '%'
        out += '%';
        break;
    }
  }
  return out;
}

}  // namespace nonet
