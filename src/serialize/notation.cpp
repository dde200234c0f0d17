// The one notation for cells, placements and eliminations, and rating numbers.
#include <algorithm>
#include <vector>

#include "nonet/serialize.hpp"

namespace nonet {

std::string placement_text(const Candidate& placement) {
  return placement.cell.name() + "=" + placement.digit.to_char();
}

std::string elimination_text(const Candidate& elimination) {
  return elimination.cell.name() + "<>" + elimination.digit.to_char();
}

std::string effect_text(std::span<const Candidate> placements,
                        std::span<const Candidate> eliminations) {
  std::string text;
  const auto separate = [&text] {
    if (!text.empty()) text += ", ";
  };
  for (const Candidate& placement : placements) {
    separate();
    text += placement_text(placement);
  }
  std::vector<Candidate> sorted(eliminations.begin(), eliminations.end());
  std::sort(sorted.begin(), sorted.end());
  for (std::size_t i = 0; i < sorted.size(); ++i) {
    if (i > 0 && sorted[i - 1].cell == sorted[i].cell) {
      text += ',';
      text += sorted[i].digit.to_char();
    } else {
      separate();
      text += elimination_text(sorted[i]);
    }
  }
  return text;
}

double rating_value(RatingTenths tenths) {
  // Division is correctly rounded, so 71 gives the double nearest 7.1, which prints as "7.1".
  return static_cast<double>(tenths) / 10.0;
}

std::string_view rating_status_name(RatingStatus status) {
  switch (status) {
    case RatingStatus::rated:
      return "rated";
    case RatingStatus::invalid:
      return "invalid";
    case RatingStatus::unsolved:
      return "unsolved";
    case RatingStatus::above_limit:
      return "above_limit";
    case RatingStatus::stopped:
      return "stopped";
  }
  return "invalid";
}

}  // namespace nonet
