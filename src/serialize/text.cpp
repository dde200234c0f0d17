// Ratings as the CLI prints them: serate's ER/EP/ED, one step a line, CSV columns, and why a
// puzzle cannot be rated.
#include "nonet/serialize.hpp"

namespace nonet {

std::string to_text(const SeRating& rating) {
  if (rating.status != RatingStatus::rated) return "20.0/20.0/20.0";
  return format_rating(rating.er) + "/" + format_rating(rating.ep) + "/" + format_rating(rating.ed);
}

std::string rated_step_text(const Step& step) {
  return format_rating(step.difficulty) + " " + std::string(step_name(step)) + ": " +
         effect_text(step.placements, step.eliminations);
}

std::string_view rating_csv_header() {
  return "er,ep,ed,level";
}

std::string to_csv(const SeRating& rating) {
  if (rating.status != RatingStatus::rated) {
    return ",,," + std::string(rating_status_name(rating.status));
  }
  return format_rating(rating.er) + "," + format_rating(rating.ep) + "," +
         format_rating(rating.ed) + "," + std::string(rating_level(rating.er));
}

std::string unratable_text(std::string_view input, std::size_t line, const Error& why) {
  switch (why.code) {
    case ErrorCode::bad_input:
    case ErrorCode::clashing_givens:  // the message names the digit, the house and both cells
      return problem_text(input, why);
    case ErrorCode::multiple_solutions:
      return location_text(input, line) +
             ": the puzzle has more than one solution (SE ratings need exactly one)";
    default:
      return location_text(input, line) + ": the puzzle has no solution";
  }
}

}  // namespace nonet
