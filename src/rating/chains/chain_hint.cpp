#include "rating/chains/chain_hint.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "rating/chains/chain_grid.hpp"

namespace nonet::rating::chain {

double chain_difficulty(double base, int complexity) {
  double added = 0.0;
  int ceiling = 4;
  const int length = complexity - 2;
  bool odd_step = false;
  while (length > ceiling) {
    added += 0.1;
    ceiling = odd_step ? ceiling * 4 / 3 : ceiling * 3 / 2;
    odd_step = !odd_step;
  }
  return base + added;
}

namespace {

// The largest complexity whose difficulty (chain_difficulty) is at most `max_tenths`, 0 when even
// the shortest chain is above it, INT_MAX when no chain is.
int longest_within(double base, RatingTenths max_tenths) {
  const auto tenths = [](double difficulty) {
    return static_cast<RatingTenths>(std::lround(difficulty * 10.0));
  };
  if (max_tenths >= kNoCeiling) return INT_MAX;
  if (tenths(base) > max_tenths) return 0;
  // Lengths (complexity - 2) up to `ceiling` rate base + added, as chain_difficulty steps.
  double added = 0.0;
  int ceiling = 4;
  bool odd_step = false;
  while (ceiling < 100'000'000) {
    const double next = added + 0.1;
    if (tenths(base + next) > max_tenths) return ceiling + 2;
    added = next;
    ceiling = odd_step ? ceiling * 4 / 3 : ceiling * 3 / 2;
    odd_step = !odd_step;
  }
  return INT_MAX;
}

}  // namespace

int ChainHintCollector::max_useful_complexity(double base, int sort_key, std::uint64_t from) const {
  if (mode_ == Mode::kAll) return INT_MAX;
  if (hints_.empty()) return longest_within(base, max_tenths_);
  const ChainRank best = ChainRank::of(hints_.front());
  // Ranks grow with complexity, so the answer is where they fall behind the best. Complexities
  // share a difficulty band by band (chain_difficulty's steps), so whole bands are passed at once.
  int complexity = 0;
  double added = 0.0;
  int ceiling = 4;  // the band's longest length (complexity - 2)
  bool odd_step = false;
  for (;;) {
    const double difficulty = base + added;
    const int band_end = ceiling + 2;
    if (difficulty > best.difficulty) break;
    if (difficulty == best.difficulty) {
      // Within the best's band: up to its complexity (itself too when a tie may win: a lower
      // key, or the same key and a discovery that may come first).
      const bool tie_may_win =
          sort_key < best.sort_key || (sort_key == best.sort_key && best.discovery >= from);
      const int last = tie_may_win ? best.complexity : best.complexity - 1;
      complexity = std::max(complexity, std::min(band_end, last));
      break;
    }
    complexity = band_end;
    if (ceiling > 100'000'000) {  // as long as any search goes
      complexity = INT_MAX;
      break;
    }
    added += 0.1;
    ceiling = odd_step ? ceiling * 4 / 3 : ceiling * 3 / 2;
    odd_step = !odd_step;
  }
  complexity = std::min(complexity, longest_within(base, max_tenths_));
  return complexity;
}

void ChainHintCollector::add(ChainHint&& hint) {
  if (mode_ == Mode::kAll) {
    hints_.push_back(std::move(hint));
    return;
  }
  if (!wants(ChainRank::of(hint))) return;
  hints_.clear();
  hints_.push_back(std::move(hint));
  ++version_;
}

std::vector<ChainHint> ChainHintCollector::take_sorted() {
  // (Sorted by place, ranks apart: hints are large, and nested producers list hundreds.)
  struct Place {
    ChainRank rank;
    std::uint32_t index;
  };
  std::vector<Place> places;
  places.reserve(hints_.size());
  for (std::size_t i = 0; i < hints_.size(); ++i) {
    places.push_back({ChainRank::of(hints_[i]), static_cast<std::uint32_t>(i)});
  }
  std::stable_sort(places.begin(), places.end(),
                   [](const Place& a, const Place& b) { return a.rank.before(b.rank); });
  // ChainingHint.equals: same removable potentials. Keep the first of each (by hash: nested
  // producers list hundreds of hints).
  std::vector<ChainHint> unique;
  unique.reserve(hints_.size());
  // An open-addressing table of the kept hints (their places in `unique`), by a hash of their
  // eliminations.
  std::size_t slots = 16;
  while (slots < 2 * hints_.size()) slots *= 2;
  std::vector<std::int32_t> kept(slots, -1);
  for (const Place& place : places) {
    ChainHint& hint = hints_[place.index];
    std::uint64_t key = 0xCBF29CE484222325ULL;
    for (const std::uint16_t candidate : hint.eliminations) {
      key = (key ^ candidate) * 0x100000001B3ULL;
    }
    std::size_t slot = static_cast<std::size_t>(key ^ (key >> 29)) & (slots - 1);
    bool seen = false;
    for (; kept[slot] >= 0; slot = (slot + 1) & (slots - 1)) {
      if (unique[static_cast<std::size_t>(kept[slot])].eliminations == hint.eliminations) {
        seen = true;
        break;
      }
    }
    if (seen) continue;
    kept[slot] = static_cast<std::int32_t>(unique.size());
    unique.push_back(std::move(hint));
  }
  hints_.clear();
  return unique;
}

std::vector<std::uint16_t> DigitMemo::other_candidates(const ChainGrid& grid, int candidate) {
  std::vector<std::uint16_t> others;
  const int cell = cell_of(candidate);
  const unsigned rest =
      grid.candidates[static_cast<std::size_t>(cell)] & ~(1u << digit_of(candidate));
  for (unsigned left = rest; left != 0; left &= left - 1) {
    others.push_back(static_cast<std::uint16_t>(candidate_of(cell, first_digit(left))));
  }
  return others;
}

SeHint to_se_hint(const ChainHint& hint) {
  SeHint out;
  out.difficulty = static_cast<RatingTenths>(std::lround(hint.difficulty * 10.0));
  out.rule = hint.rule;
  out.complexity = hint.complexity;
  if (hint.placement >= 0) {
    out.placement = Candidate{Cell(cell_of(hint.placement)), Digit(digit_of(hint.placement) + 1)};
  }
  out.eliminations.reserve(hint.eliminations.size());
  for (const std::uint16_t candidate : hint.eliminations) {
    out.eliminations.push_back(Candidate{Cell(cell_of(candidate)), Digit(digit_of(candidate) + 1)});
  }
  return out;
}

}  // namespace nonet::rating::chain
