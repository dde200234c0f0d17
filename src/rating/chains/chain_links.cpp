#include "rating/chains/chain_links.hpp"

#include <algorithm>
#include <bit>

namespace nonet::rating::chain {

Cause off_cause(int from_cell, int to_cell) {
  if (from_cell == to_cell) return Cause::kNakedSingle;
  const auto& a = houses().of[static_cast<std::size_t>(from_cell)];
  const auto& b = houses().of[static_cast<std::size_t>(to_cell)];
  if (a[kBlock] == b[kBlock]) return Cause::kHiddenBlock;
  if (a[kRow] == b[kRow]) return Cause::kHiddenRow;
  return Cause::kHiddenColumn;
}

StaticLinks::StaticLinks(const ChainGrid& grid, Ids ids) : grid_(grid) {
  // Only the candidates present are ever asked about.
  grid.unsolved.for_each([&](int cell) {
    const unsigned mask = grid.candidates[static_cast<std::size_t>(cell)];
    for (unsigned rest = mask; rest != 0; rest &= rest - 1) {
      strong_[static_cast<std::size_t>(candidate_of(cell, first_digit(rest)))] = {-1, -1, -1, -1};
    }
    if (!two_digits(mask)) return;
    const int low = candidate_of(cell, first_digit(mask));
    const int high = candidate_of(cell, first_digit(mask & (mask - 1)));
    strong_[static_cast<std::size_t>(low)][0] = static_cast<std::int16_t>(high);
    strong_[static_cast<std::size_t>(high)][0] = static_cast<std::int16_t>(low);
  });
  // Houses block by block, then rows, then columns: each candidate's partners come in SE's
  // order (getOffToOn: block, row, column), a partner met twice only once.
  for (int house = 0; house < 27; ++house) {
    for (int digit = 0; digit < 9; ++digit) {
      const Bits81 pair = grid.in_house(digit, house);
      if (!pair.has_two()) continue;
      const int a = candidate_of(pair.first(), digit);
      const int b = candidate_of((pair - Bits81::of(pair.first())).first(), digit);
      add_partner(a, b, house / 9);
      add_partner(b, a, house / 9);
    }
  }
  for (int digit = 0; digit < 9; ++digit) {
    const auto d = static_cast<std::size_t>(digit);
    grid.cells[d].for_each([&](int cell) {
      const auto& strong = strong_[static_cast<std::size_t>(candidate_of(cell, digit))];
      if (strong[1] >= 0) capable_[0][d].set(cell);
      if (strong[0] >= 0) capable_[1][d].set(cell);
      if (strong[0] >= 0 || strong[1] >= 0) capable_[2][d].set(cell);
    });
  }
  if (ids == Ids::kBuild) build_ids();
}

void StaticLinks::build_ids() {
  // Compact ids, digit by digit.
  id_.fill(-1);
  std::array<std::int16_t, kCandidates>& candidates = id_candidates_;
  for (int digit = 0; digit < 9; ++digit) {
    grid_.cells[static_cast<std::size_t>(digit)].for_each([&](int cell) {
      const int candidate = candidate_of(cell, digit);
      id_[static_cast<std::size_t>(candidate)] = static_cast<std::int16_t>(count_);
      candidates[static_cast<std::size_t>(count_++)] = static_cast<std::int16_t>(candidate);
    });
  }
  words_ = (count_ + 63) / 64;
  const auto count = static_cast<std::size_t>(count_);
  weak_begin_ = std::make_unique_for_overwrite<std::int32_t[]>(count + 1);
  weak_ids_ = std::make_unique_for_overwrite<std::int16_t[]>(std::max<std::size_t>(count, 1) *
                                                             28);  // at most 8 + 20 each
  cell_weak_count_ = std::make_unique_for_overwrite<std::uint8_t[]>(count);
  strong_ids_ = std::make_unique_for_overwrite<std::array<std::int16_t, 4>[]>(count);
  std::int16_t* out = weak_ids_.get();
  for (std::size_t at = 0; at < count; ++at) {
    const int candidate = candidates[at];
    const int cell = cell_of(candidate);
    const int digit = digit_of(candidate);
    weak_begin_[at] = static_cast<std::int32_t>(out - weak_ids_.get());
    const unsigned others = grid_.candidates[static_cast<std::size_t>(cell)] & ~(1u << digit);
    cell_weak_count_[at] = kDigitCounts[others];
    for (unsigned rest = others; rest != 0; rest &= rest - 1) {
      *out++ = id_[static_cast<std::size_t>(candidate_of(cell, first_digit(rest)))];
    }
    weak(candidate).for_each(
        [&](int other) { *out++ = id_[static_cast<std::size_t>(candidate_of(other, digit))]; });
    std::array<std::int16_t, 4> links{-1, -1, -1, -1};
    const auto& strong = strong_[static_cast<std::size_t>(candidate)];
    for (std::size_t i = 0; i < 4; ++i) {
      if (strong[i] >= 0) links[i] = id_[static_cast<std::size_t>(strong[i])];
    }
    strong_ids_[at] = links;
  }
  weak_begin_[count] = static_cast<std::int32_t>(out - weak_ids_.get());
}

void StaticLinks::add_partner(int candidate, int partner, int kind) {
  auto& links = strong_[static_cast<std::size_t>(candidate)];
  for (std::size_t i = 1; i < 4; ++i) {
    if (links[i] == partner) return;
    if (links[i] < 0) {
      links[i] = static_cast<std::int16_t>(partner);
      strong_cause_[static_cast<std::size_t>(candidate)][i] = house_cause(kind);
      return;
    }
  }
}

Cause StaticLinks::link_cause(const LinkRules& rules, int off, int on) const {
  Cause found = Cause::kAssumption;
  for_each_strong(rules, off, [&](int implied, Cause cause) {
    if (implied == on && found == Cause::kAssumption) found = cause;
  });
  return found;
}

}  // namespace nonet::rating::chain
