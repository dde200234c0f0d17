#include <algorithm>
#include <array>
#include <cctype>
#include <cstdio>
#include <utility>

#include "nonet/rating.hpp"
#include "nonet/solve.hpp"
#include "rating/ladder.hpp"
#include "rating/rated_step.hpp"
#include "rating/shared/rate_unique.hpp"

namespace nonet {
namespace rating {

void apply_hint(CandidateGrid& grid, const SeHint& hint) {
  for (const Candidate& candidate : hint.eliminations)
    grid.eliminate(candidate.cell, candidate.digit);
  if (hint.placement) grid.place(hint.placement->cell, hint.placement->digit);
}

}  // namespace rating

std::string format_rating(RatingTenths tenths) {
  char text[16];
  std::snprintf(text, sizeof text, "%d.%d", tenths / 10, tenths % 10);
  return text;
}

SeRating rate_se(const Grid& puzzle, const RatingOptions& options) {
  if (count_solutions(puzzle, 2) != 1) return {};  // SE's uniqueness rules need one solution
  return rating::rate_unique_puzzle(puzzle, options);
}

SeRating rating::rate_unique_puzzle(const Grid& puzzle, const RatingOptions& options) {
  return rate_unique_grid(CandidateGrid::from_puzzle(puzzle), options);
}

namespace {

// SE's path from `grid`, to the end or, `to_placement`, to its first placement.
SeRating rate_path(CandidateGrid grid, const RatingOptions& options, bool to_placement) {
  SeRating result;
  bool placed = false;
  bool first = true;
  rating::Ladder ladder(options.threads, &options.control);
  while (!grid.is_complete()) {
    rating::LadderResult next =
        ladder.next_hint(grid, options.max_level, options.stop_above.value_or(rating::kNoCeiling));
    if (rating::ends_path(next, result)) return result;
    std::optional<rating::SeHint>& hint = next.hint;
    result.er = std::max(result.er, hint->difficulty);
    if (options.stop_above && result.er > *options.stop_above) {
      result.status = RatingStatus::above_limit;
      return result;
    }
    if (first) result.ed = result.er;
    first = false;
    if (!placed) {
      result.ep = result.er;
      placed = hint->placement.has_value();
    }
    rating::apply_hint(grid, *hint);
    if (options.keep_steps) result.steps.push_back(rating::to_step(std::move(*hint)));
    if (to_placement && placed) break;
  }
  result.status = RatingStatus::rated;
  return result;
}

}  // namespace

SeRating rating::rate_unique_grid(CandidateGrid grid, const RatingOptions& options) {
  return rate_path(std::move(grid), options, false);
}

SeRating rating::rate_opening(const Grid& puzzle, const RatingOptions& options) {
  return rate_path(CandidateGrid::from_puzzle(puzzle), options, true);
}

namespace {

struct Level {
  std::string_view name;
  RatingBand band;
};
constexpr std::array kLevels{
    Level{"Easy", {10, 25}},   Level{"Medium", {26, 40}},   Level{"Hard", {41, 65}},
    Level{"Expert", {66, 80}}, Level{"Extreme", {81, 120}},
};

// Other programs' level names, each at the SE band nearest its meaning (docs/generate.md, "Level
// and symmetry names of other programs"). qqwing ranks a puzzle by the hardest technique its
// solver needs: simple (naked singles), easy (hidden singles), intermediate (intersections and
// pairs), expert (guessing); HoDoKu by the sum of its step scores: easy, medium, hard, unfair,
// extreme. A name nonet has keeps nonet's band (qqwing's easy and expert, HoDoKu's easy to hard
// and extreme), so only these three are added.
constexpr std::array kOtherNames{
    Level{"Simple", {10, 23}},        // SE's singles: 1.0 (last cell) to 2.3 (naked single)
    Level{"Intermediate", {26, 40}},  // SE 2.6 (pointing) to 4.0 (hidden triple): Medium
    Level{"Unfair", {66, 80}},        // chains and ALS: HoDoKu's step above Hard, nonet's Expert
};

bool same_name(std::string_view a, std::string_view b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
    return std::tolower(static_cast<unsigned char>(x)) ==
           std::tolower(static_cast<unsigned char>(y));
  });
}

}  // namespace

std::string_view rating_level(RatingTenths er) {
  for (const Level& level : kLevels) {
    if (er <= level.band.max) return level.name;
  }
  return kLevels.back().name;
}

std::vector<std::string_view> rating_levels() {
  std::vector<std::string_view> names;
  for (const Level& level : kLevels) names.push_back(level.name);
  return names;
}

std::optional<RatingBand> rating_band(std::string_view name) {
  for (const Level& level : kLevels) {
    if (same_name(level.name, name)) return level.band;
  }
  for (const Level& level : kOtherNames) {
    if (same_name(level.name, name)) return level.band;
  }
  return std::nullopt;
}

std::optional<int> hodoku_score(const Grid& puzzle) {
  const LogicalSolution solution = solve_logically(puzzle);
  if (!solution.solved) return std::nullopt;
  int score = 0;
  for (const Step& step : solution.steps) score += technique_info(step.technique).hodoku_score;
  return score;
}

}  // namespace nonet
