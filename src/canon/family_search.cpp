// The next row's smallest string over every column order of a family (see minlex_search.hpp).
//
// A family's columns are all told apart, so the next row's string needs no sorting: position p
// shows the symbol of the digit in the column placed at p. What the orders change is which
// column goes where and, through that, the labels of the pending row's new digits (they are
// numbered in the order of their positions). The walk fills positions left to right: where the
// column at a position is not yet fixed it tries each one the sites allow there; where the
// symbol is a pending digit whose column is not yet placed, the smallest label is the earliest
// position that column may still take, and any smallest string must put it there, so the walk
// places it there at once. A prefix larger than the best string so far ends the branch.
#include <algorithm>

#include "canon/minlex_search.hpp"

namespace nonet::canon {
namespace {

constexpr std::int8_t kUnset = -1;

// The walk's partial column order.
struct Placement {
  std::array<std::int8_t, 9> column_at{};    // position -> source column
  std::array<std::int8_t, 9> position_of{};  // source column -> position
  std::array<std::int8_t, 3> stack_at{};     // slot -> source stack
  std::array<std::int8_t, 3> slot_of{};      // source stack -> slot
};

class FamilyWalk {
 public:
  FamilyWalk(const SearchState& family, const std::uint8_t* pending_row,
             const std::uint8_t* next_row, std::uint64_t bound, std::vector<LineMap>* orders);

  std::uint64_t run();

 private:
  void place_stack(Placement& placement, int stack, int slot) const;
  void place_column(Placement& placement, int column, int position) const;
  int earliest_position(Placement& placement, int column) const;
  void visit(int position, const Placement& placement, std::uint64_t key, unsigned next_new);
  void finish(const Placement& placement, std::uint64_t key);

  const SearchState& family_;
  const std::uint8_t* next_row_;
  std::array<std::array<std::uint8_t, 3>, 3> base_columns_{};  // stack -> its columns by offset
  std::array<std::uint8_t, 3> free_offsets_{};  // stack -> bit o: offset o is in a column site
  std::array<std::uint8_t, 3> site_slots_{};    // stack -> bit s: its stack site spans slot s
  std::array<std::uint8_t, 9> rank_{};          // position -> label offset of a pending digit there
  std::array<std::int8_t, 10> pending_column_{};  // digit -> its column in the pending row if new
  unsigned first_next_new_ = 0;                   // the label the next row's first new digit takes
  std::uint64_t best_;
  bool found_ = false;
  std::vector<LineMap>* orders_;
};

FamilyWalk::FamilyWalk(const SearchState& family, const std::uint8_t* pending_row,
                       const std::uint8_t* next_row, std::uint64_t bound,
                       std::vector<LineMap>* orders)
    : family_(family), next_row_(next_row), best_(bound), orders_(orders) {
  for (std::size_t slot = 0; slot < 3; ++slot) {
    const auto stack = static_cast<std::size_t>(family.column_source[3 * slot] / 3);
    for (std::size_t o = 0; o < 3; ++o)
      base_columns_[stack][o] = family.column_source[3 * slot + o];
  }
  for (std::size_t i = 0; i < family.site_count; ++i) {
    const PermutationSite& site = family.sites[i];
    if (site.width == 3) {
      const auto slots = static_cast<std::uint8_t>(((1u << site.count) - 1) << (site.start / 3));
      for (int s = site.start / 3; s < site.start / 3 + site.count; ++s) {
        site_slots_[family.column_source[static_cast<std::size_t>(3 * s)] / 3u] = slots;
      }
    } else {
      const auto stack = family.column_source[site.start] / 3u;
      free_offsets_[stack] =
          static_cast<std::uint8_t>(((1u << site.count) - 1) << (site.start % 3));
    }
  }
  // Tied stacks share one layout: each takes the column site of the slot it started in.
  pending_column_.fill(kUnset);
  unsigned pending_new = 0;
  for (std::size_t p = 0; p < 9; ++p) {
    const auto digit = pending_row[family.column_source[p]];
    if (digit != 0 && family.label[digit] == kNewDigit) {
      rank_[p] = static_cast<std::uint8_t>(pending_new++);
      pending_column_[digit] = static_cast<std::int8_t>(family.column_source[p]);
    }
  }
  first_next_new_ = family.next_label + pending_new;
}

void FamilyWalk::place_column(Placement& placement, int column, int position) const {
  placement.column_at[static_cast<std::size_t>(position)] = static_cast<std::int8_t>(column);
  placement.position_of[static_cast<std::size_t>(column)] = static_cast<std::int8_t>(position);
}

// Puts a stack in a slot; its columns outside a column site go to their fixed offsets.
void FamilyWalk::place_stack(Placement& placement, int stack, int slot) const {
  const auto s = static_cast<std::size_t>(stack);
  placement.stack_at[static_cast<std::size_t>(slot)] = static_cast<std::int8_t>(stack);
  placement.slot_of[s] = static_cast<std::int8_t>(slot);
  for (int o = 0; o < 3; ++o) {
    if (((free_offsets_[s] >> o) & 1) == 0) {
      place_column(placement, base_columns_[s][static_cast<std::size_t>(o)], 3 * slot + o);
    }
  }
}

// The earliest position `column` may still take, where it is then placed.
int FamilyWalk::earliest_position(Placement& placement, int column) const {
  const auto stack = static_cast<std::size_t>(column / 3);
  if (placement.slot_of[stack] == kUnset) {
    int slot = 0;
    while (((site_slots_[stack] >> slot) & 1) == 0 ||
           placement.stack_at[static_cast<std::size_t>(slot)] != kUnset) {
      ++slot;
    }
    place_stack(placement, static_cast<int>(stack), slot);
  }
  if (placement.position_of[static_cast<std::size_t>(column)] == kUnset) {
    const int start = 3 * placement.slot_of[stack];
    int o = 0;
    while (((free_offsets_[stack] >> o) & 1) == 0 ||
           placement.column_at[static_cast<std::size_t>(start + o)] != kUnset) {
      ++o;
    }
    place_column(placement, column, start + o);
  }
  return placement.position_of[static_cast<std::size_t>(column)];
}

void FamilyWalk::finish(const Placement& placement, std::uint64_t key) {
  if (key > best_) return;
  if (key < best_ || !found_) {
    best_ = key;
    if (orders_ != nullptr) orders_->clear();
  }
  found_ = true;
  if (orders_ == nullptr) return;
  LineMap& columns = orders_->emplace_back();
  for (std::size_t p = 0; p < 9; ++p)
    columns[p] = static_cast<std::uint8_t>(placement.column_at[p]);
}

void FamilyWalk::visit(int position, const Placement& placement, std::uint64_t key,
                       unsigned next_new) {
  if (position == 9) {
    finish(placement, key);
    return;
  }
  const auto slot = static_cast<std::size_t>(position / 3);
  if (placement.stack_at[slot] == kUnset) {
    for (int stack = 0; stack < 3; ++stack) {
      const auto s = static_cast<std::size_t>(stack);
      if (((site_slots_[s] >> slot) & 1) == 0 || placement.slot_of[s] != kUnset) continue;
      Placement next = placement;
      place_stack(next, stack, static_cast<int>(slot));
      visit(position, next, key, next_new);
    }
    return;
  }
  const auto p = static_cast<std::size_t>(position);
  if (placement.column_at[p] == kUnset) {
    const auto stack = static_cast<std::size_t>(placement.stack_at[slot]);
    for (int o = 0; o < 3; ++o) {
      const int column = base_columns_[stack][static_cast<std::size_t>(o)];
      if (((free_offsets_[stack] >> o) & 1) == 0 ||
          placement.position_of[static_cast<std::size_t>(column)] != kUnset) {
        continue;
      }
      Placement next = placement;
      place_column(next, column, position);
      visit(position, next, key, next_new);
    }
    return;
  }
  Placement next = placement;
  const auto digit = next_row_[static_cast<std::size_t>(placement.column_at[p])];
  unsigned symbol = family_.label[digit];
  if (symbol == kNewDigit) {
    const int pending = pending_column_[digit];
    symbol = pending == kUnset
                 ? next_new++
                 : family_.next_label +
                       rank_[static_cast<std::size_t>(earliest_position(next, pending))];
  }
  key = key << 4 | symbol;
  if (key > best_ >> (4 * (8 - position))) return;
  visit(position + 1, next, key, next_new);
}

std::uint64_t FamilyWalk::run() {
  Placement start;
  start.column_at.fill(kUnset);
  start.position_of.fill(kUnset);
  start.stack_at.fill(kUnset);
  start.slot_of.fill(kUnset);
  for (std::size_t slot = 0; slot < 3; ++slot) {
    const int stack = family_.column_source[3 * slot] / 3;
    if (site_slots_[static_cast<std::size_t>(stack)] == 0)
      place_stack(start, stack, static_cast<int>(slot));
  }
  visit(0, start, 0, first_next_new_);
  return found_ ? best_ : kLoses;
}

}  // namespace

std::uint64_t family_row_key(const SearchState& family, const std::uint8_t* pending_row,
                             const std::uint8_t* next_row, std::uint64_t bound,
                             std::vector<LineMap>* orders) {
  FamilyWalk walk(family, pending_row, next_row, bound, orders);
  return walk.run();
}

SearchState family_member(const SearchState& family, const std::uint8_t* pending_row,
                          const LineMap& columns) {
  SearchState member = family;
  member.column_source = columns;
  for (const auto column : columns) {
    const auto digit = pending_row[column];
    if (member.label[digit] == kNewDigit) member.label[digit] = member.next_label++;
  }
  member.site_count = 0;
  member.pending_row = kNoRow;
  return member;
}

}  // namespace nonet::canon
