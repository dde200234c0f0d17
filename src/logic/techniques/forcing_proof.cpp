#include "logic/techniques/forcing_proof.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace nonet::logic {
namespace {

// Whether bit `index` of `mask` is set.
constexpr bool bit_set(unsigned mask, int index) {
  return ((mask >> static_cast<unsigned>(index)) & 1u) != 0;
}

constexpr int kCandidateCount = 729;
constexpr int kHouseCount = 27;

// A literal says a candidate is true or false: candidate * 2 + 1 for true, candidate * 2 for
// false. A candidate is cell * 9 + digit - 1.
constexpr int true_literal(int candidate) {
  return candidate * 2 + 1;
}
constexpr int false_literal(int candidate) {
  return candidate * 2;
}
constexpr int negation(int literal) {
  return literal ^ 1;
}
constexpr bool is_true(int literal) {
  return (literal & 1) != 0;
}
constexpr int candidate_of(int literal) {
  return literal / 2;
}
constexpr int cell_of(int candidate) {
  return candidate / 9;
}
constexpr int digit_bit(int candidate) {
  return 1 << (candidate % 9);
}
constexpr int candidate_at(int cell, int digit_index) {
  return cell * 9 + digit_index;
}

struct HouseTables {
  std::array<std::array<int, 9>, kHouseCount> cells{};  // rows, then columns, then boxes
  std::array<std::array<int, 3>, 81> houses_of_cell{};  // its row, column and box
};

constexpr HouseTables make_house_tables() {
  HouseTables tables;
  for (int cell = 0; cell < 81; ++cell) {
    const int row = cell / 9;
    const int column = cell % 9;
    const int box = row / 3 * 3 + column / 3;
    const int in_box = row % 3 * 3 + column % 3;
    tables.cells[static_cast<std::size_t>(row)][static_cast<std::size_t>(column)] = cell;
    tables.cells[static_cast<std::size_t>(9 + column)][static_cast<std::size_t>(row)] = cell;
    tables.cells[static_cast<std::size_t>(18 + box)][static_cast<std::size_t>(in_box)] = cell;
    tables.houses_of_cell[static_cast<std::size_t>(cell)] = {row, 9 + column, 18 + box};
  }
  return tables;
}
constexpr HouseTables kHouses = make_house_tables();

const std::array<int, 9>& cells_of_house(int house) {
  return kHouses.cells[static_cast<std::size_t>(house)];
}
const std::array<int, 3>& houses_of(int cell) {
  return kHouses.houses_of_cell[static_cast<std::size_t>(cell)];
}

std::string house_name(int house) {
  static constexpr std::array<const char*, 3> kKinds{"row ", "column ", "box "};
  return std::string(kKinds[static_cast<std::size_t>(house / 9)]) + std::to_string(house % 9 + 1);
}

std::string cell_name(int cell) {
  return "r" + std::to_string(cell / 9 + 1) + "c" + std::to_string(cell % 9 + 1);
}

char digit_char(int candidate) {
  return static_cast<char>('1' + candidate % 9);
}

Candidate candidate_value(int candidate) {
  return Candidate{Cell(cell_of(candidate)), Digit(candidate % 9 + 1)};
}

// Why a fact holds.
enum class Rule : std::uint8_t {
  assumed,         // the premise of the branch
  sees,            // false: a peer (or the cell itself) holds another digit
  locked,          // false: the digit's places in `house` all lie in `subject`, another house
  subset,          // false: a naked or hidden subset of `house` (notes[subject] names it)
  last_candidate,  // true: the cell's other candidates are false
  last_place,      // true: the digit's other places in the house are false
  contradiction,   // not a literal: the facts its parents name cannot all hold
};

enum class Clash : std::uint8_t { none, empty_cell, no_place, both_ways };

struct Fact {
  int literal = -1;  // -1 for the contradiction
  Rule rule = Rule::assumed;
  int house = -1;  // last_place and a no_place contradiction: where
  // locked: the house the places lie in; a contradiction: its cell (empty_cell), candidate
  // (both_ways) or digit index (no_place)
  int subject = -1;
  std::size_t first_parent = 0;
  std::size_t parent_count = 0;
};

// What a premise leads to by singles, with each fact's reasons: a breadth-first search, so the
// first reason found for a fact comes from as few steps as any.
class Propagation {
 public:
  explicit Propagation(const CandidateGrid& grid) {
    for (int cell = 0; cell < 81; ++cell) {
      const Cell c(cell);
      base_[static_cast<std::size_t>(cell)] = grid.is_solved(c) ? 0 : grid.candidates(c).bits();
      if (grid.is_solved(c)) {
        for (const int house : houses_of(cell)) {
          base_placed_[static_cast<std::size_t>(house)] |=
              static_cast<std::uint16_t>(1u << (grid.value(c) - 1));
        }
      }
    }
  }

  [[nodiscard]] bool has_candidate(int candidate) const {
    return (base_[static_cast<std::size_t>(cell_of(candidate))] & digit_bit(candidate)) != 0;
  }
  [[nodiscard]] std::uint16_t base_candidates(int cell) const {
    return base_[static_cast<std::size_t>(cell)];
  }
  [[nodiscard]] bool placed_in(int house, int digit_index) const {
    return bit_set(base_placed_[static_cast<std::size_t>(house)], digit_index);
  }

  /// Assumes `premise` and derives what follows until every goal holds, a contradiction shows
  /// or nothing more follows.
  void run(int premise, std::span<const int> goals) {
    candidates_ = base_;
    placed_ = base_placed_;
    index_.fill(-1);
    facts_.clear();
    parents_.clear();
    clash_ = Clash::none;
    notes_.clear();
    add(premise, Rule::assumed, -1, {});
    std::size_t next = 0;
    while (clash_ == Clash::none) {
      if (!goals.empty() && all_hold(goals)) return;
      if (next == facts_.size()) {
        // Singles are spent: the locked candidates of the grid as it now stands may go on.
        if (!follow_locked_candidates() && !follow_subsets()) return;
        continue;
      }
      if (is_true(facts_[next].literal)) {
        follow_true(next);
      } else {
        follow_false(next);
      }
      ++next;
    }
  }

  [[nodiscard]] bool contradicted() const { return clash_ != Clash::none; }
  [[nodiscard]] bool all_hold(std::span<const int> goals) const {
    return std::all_of(goals.begin(), goals.end(), [this](int goal) { return holds(goal); });
  }
  [[nodiscard]] bool holds(int literal) const {
    return index_[static_cast<std::size_t>(literal)] >= 0;
  }
  [[nodiscard]] Clash clash() const { return clash_; }
  [[nodiscard]] const std::string& note(const Fact& fact) const {
    return notes_[static_cast<std::size_t>(fact.subject)];
  }
  [[nodiscard]] const Fact& fact(std::size_t index) const { return facts_[index]; }
  [[nodiscard]] std::span<const std::size_t> parents(const Fact& fact) const {
    return std::span<const std::size_t>(parents_).subspan(fact.first_parent, fact.parent_count);
  }

  /// The facts the goals (or the contradiction) rest on, in the order they were found.
  [[nodiscard]] std::vector<std::size_t> needed(std::span<const int> goals) const {
    std::vector<bool> wanted(facts_.size(), false);
    std::vector<std::size_t> stack;
    if (clash_ != Clash::none) {
      stack.push_back(facts_.size() - 1);
    } else {
      for (const int goal : goals) {
        stack.push_back(static_cast<std::size_t>(index_[static_cast<std::size_t>(goal)]));
      }
    }
    while (!stack.empty()) {
      const std::size_t at = stack.back();
      stack.pop_back();
      if (wanted[at]) continue;
      wanted[at] = true;
      for (const std::size_t parent : parents(facts_[at])) stack.push_back(parent);
    }
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < facts_.size(); ++i) {
      if (wanted[i]) out.push_back(i);
    }
    return out;
  }

 private:
  void add(int literal, Rule rule, int house, std::span<const std::size_t> parents,
           int subject = -1) {
    if (clash_ != Clash::none || holds(literal)) return;
    const std::size_t at = push(literal, rule, house, parents);
    facts_[at].subject = subject;
    const int candidate = candidate_of(literal);
    const auto cell = static_cast<std::size_t>(cell_of(candidate));
    if (holds(negation(literal))) {
      const std::array both{
          static_cast<std::size_t>(index_[static_cast<std::size_t>(negation(literal))]), at};
      contradict(Clash::both_ways, -1, candidate, both);
      return;
    }
    if (is_true(literal)) {
      for (const int h : houses_of(cell_of(candidate))) {
        placed_[static_cast<std::size_t>(h)] |= static_cast<std::uint16_t>(digit_bit(candidate));
      }
    } else {
      candidates_[cell] &= static_cast<std::uint16_t>(~digit_bit(candidate));
    }
  }

  std::size_t push(int literal, Rule rule, int house, std::span<const std::size_t> parents) {
    const std::size_t at = facts_.size();
    facts_.push_back(Fact{literal, rule, house, -1, parents_.size(), parents.size()});
    parents_.insert(parents_.end(), parents.begin(), parents.end());
    if (literal >= 0) index_[static_cast<std::size_t>(literal)] = static_cast<std::int16_t>(at);
    return at;
  }

  void contradict(Clash clash, int house, int subject, std::span<const std::size_t> parents) {
    push(-1, Rule::contradiction, house, parents);
    facts_.back().subject = subject;
    clash_ = clash;
  }

  void follow_true(std::size_t at) {
    const std::array from{at};
    const int candidate = candidate_of(facts_[at].literal);
    const int cell = cell_of(candidate);
    const int digit_index = candidate % 9;
    for (unsigned others = candidates_[static_cast<std::size_t>(cell)] &
                           ~static_cast<unsigned>(digit_bit(candidate));
         others != 0; others &= others - 1) {
      add(false_literal(candidate_at(cell, std::countr_zero(others))), Rule::sees, -1, from);
    }
    for (const int house : houses_of(cell)) {
      for (const int peer : cells_of_house(house)) {
        if (peer == cell) continue;
        if ((candidates_[static_cast<std::size_t>(peer)] & digit_bit(candidate)) != 0) {
          add(false_literal(candidate_at(peer, digit_index)), Rule::sees, -1, from);
        }
      }
    }
  }

  // The false facts among `candidates`, as parents.
  void false_parents(std::span<const int> candidates, std::vector<std::size_t>& out) const {
    out.clear();
    for (const int c : candidates) {
      const std::int16_t i = index_[static_cast<std::size_t>(false_literal(c))];
      if (i >= 0) out.push_back(static_cast<std::size_t>(i));
    }
  }

  void follow_false(std::size_t at) {
    const int candidate = candidate_of(facts_[at].literal);
    const int cell = cell_of(candidate);
    const int digit_index = candidate % 9;
    std::vector<int> others;
    std::vector<std::size_t> reasons;
    const bool cell_settled =
        std::any_of(std::begin(kDigitIndexes), std::end(kDigitIndexes),
                    [&](int d) { return holds(true_literal(candidate_at(cell, d))); });
    if (!cell_settled) {
      const std::uint16_t left = candidates_[static_cast<std::size_t>(cell)];
      for (unsigned all = base_[static_cast<std::size_t>(cell)]; all != 0; all &= all - 1) {
        const int d = std::countr_zero(all);
        if (!bit_set(left, d)) others.push_back(candidate_at(cell, d));
      }
      false_parents(others, reasons);
      if (left == 0) {
        contradict(Clash::empty_cell, -1, cell, reasons);
        return;
      }
      if (std::popcount(left) == 1) {
        add(true_literal(candidate_at(cell, std::countr_zero(left))), Rule::last_candidate, -1,
            reasons);
        if (clash_ != Clash::none) return;
      }
    }
    for (const int house : houses_of(cell)) {
      if (bit_set(placed_[static_cast<std::size_t>(house)], digit_index)) continue;
      others.clear();
      int place = -1;
      int places = 0;
      for (const int peer : cells_of_house(house)) {
        const auto p = static_cast<std::size_t>(peer);
        if (bit_set(candidates_[p], digit_index)) {
          place = peer;
          ++places;
        } else if (bit_set(base_[p], digit_index)) {
          others.push_back(candidate_at(peer, digit_index));
        }
      }
      if (places > 1) continue;
      false_parents(others, reasons);
      if (places == 0) {
        contradict(Clash::no_place, house, digit_index, reasons);
        return;
      }
      add(true_literal(candidate_at(place, digit_index)), Rule::last_place, house, reasons);
      if (clash_ != Clash::none) return;
    }
  }

  // Pointing and claiming: when a digit's places in one house all lie in a second, the second's
  // other cells lose it. Adds what it finds; false when it finds nothing.
  bool follow_locked_candidates() {
    const std::size_t before = facts_.size();
    std::vector<int> gone;
    std::vector<std::size_t> reasons;
    for (int house = 0; house < kHouseCount && clash_ == Clash::none; ++house) {
      for (int d = 0; d < 9 && clash_ == Clash::none; ++d) {
        if (bit_set(placed_[static_cast<std::size_t>(house)], d)) continue;
        // Per kind (row, column, box): the house every place lies in, -1 before the first
        // place, -2 when they differ.
        std::array<int, 3> shared{-1, -1, -1};
        int places = 0;
        gone.clear();
        for (const int cell : cells_of_house(house)) {
          const auto c = static_cast<std::size_t>(cell);
          if (!bit_set(candidates_[c], d)) {
            if (bit_set(base_[c], d)) gone.push_back(candidate_at(cell, d));
            continue;
          }
          for (std::size_t kind = 0; kind < 3; ++kind) {
            const int h = houses_of(cell)[kind];
            shared[kind] = shared[kind] == -1 || shared[kind] == h ? h : -2;
          }
          ++places;
        }
        if (places < 2) continue;
        for (const int other : shared) {
          if (other < 0 || other == house) continue;
          false_parents(gone, reasons);
          for (const int cell : cells_of_house(other)) {
            if (!bit_set(candidates_[static_cast<std::size_t>(cell)], d)) continue;
            const auto& mine = houses_of(cell);
            if (std::find(mine.begin(), mine.end(), house) != mine.end()) continue;
            add(false_literal(candidate_at(cell, d)), Rule::locked, house, reasons, other);
          }
        }
      }
    }
    return facts_.size() > before;
  }

  // Naked and hidden pairs and triples of the grid as it now stands. Adds what it finds; false
  // when it finds nothing.
  bool follow_subsets() {
    const std::size_t before = facts_.size();
    for (int house = 0; house < kHouseCount && facts_.size() == before; ++house) {
      for (int size = 2; size <= 3 && facts_.size() == before; ++size) {
        follow_naked_subsets(house, size);
        if (facts_.size() == before) follow_hidden_subsets(house, size);
      }
    }
    return facts_.size() > before;
  }

  [[nodiscard]] bool settled(int cell) const {
    return base_[static_cast<std::size_t>(cell)] == 0 ||
           std::any_of(std::begin(kDigitIndexes), std::end(kDigitIndexes),
                       [&](int d) { return holds(true_literal(candidate_at(cell, d))); });
  }

  // `size` cells of the house whose candidates together are `size` digits.
  void follow_naked_subsets(int house, int size) {
    std::vector<int> open;
    for (const int cell : cells_of_house(house)) {
      const int count = std::popcount(candidates_[static_cast<std::size_t>(cell)]);
      if (!settled(cell) && count >= 2 && count <= size) open.push_back(cell);
    }
    for_each_choice(open, size, [&](std::span<const int> chosen) {
      unsigned digits = 0;
      for (const int cell : chosen) digits |= candidates_[static_cast<std::size_t>(cell)];
      if (std::popcount(digits) != size) return;
      std::vector<int> gone;
      std::string note = "naked set ";
      for (const int cell : chosen) {
        if (note.back() != ' ') note += ",";
        note += cell_name(cell);
        const unsigned lost = base_[static_cast<std::size_t>(cell)] & ~digits;
        for (unsigned rest = lost; rest != 0; rest &= rest - 1) {
          gone.push_back(candidate_at(cell, std::countr_zero(rest)));
        }
      }
      std::vector<std::size_t> reasons;
      false_parents(gone, reasons);
      for (const int cell : cells_of_house(house)) {
        if (std::find(chosen.begin(), chosen.end(), cell) != chosen.end()) continue;
        for (unsigned rest = candidates_[static_cast<std::size_t>(cell)] & digits; rest != 0;
             rest &= rest - 1) {
          add_noted(false_literal(candidate_at(cell, std::countr_zero(rest))), house, reasons,
                    note);
        }
      }
    });
  }

  // `size` digits whose places in the house are together `size` cells.
  void follow_hidden_subsets(int house, int size) {
    std::vector<int> open;
    for (int d = 0; d < 9; ++d) {
      if (bit_set(placed_[static_cast<std::size_t>(house)], d)) continue;
      int places = 0;
      for (const int cell : cells_of_house(house)) {
        places += bit_set(candidates_[static_cast<std::size_t>(cell)], d) ? 1 : 0;
      }
      if (places >= 2 && places <= size) open.push_back(d);
    }
    for_each_choice(open, size, [&](std::span<const int> chosen) {
      std::vector<int> cells;
      unsigned digits = 0;
      for (const int d : chosen) digits |= 1u << d;
      for (const int cell : cells_of_house(house)) {
        if ((candidates_[static_cast<std::size_t>(cell)] & digits) != 0) cells.push_back(cell);
      }
      if (static_cast<int>(cells.size()) != size) return;
      std::vector<int> gone;
      std::string note = "hidden set ";
      for (const int d : chosen) {
        if (note.back() != ' ') note += ",";
        note += static_cast<char>('1' + d);
        for (const int cell : cells_of_house(house)) {
          if (std::find(cells.begin(), cells.end(), cell) == cells.end() &&
              bit_set(base_[static_cast<std::size_t>(cell)], d)) {
            gone.push_back(candidate_at(cell, d));
          }
        }
      }
      std::vector<std::size_t> reasons;
      false_parents(gone, reasons);
      for (const int cell : cells) {
        for (unsigned rest = candidates_[static_cast<std::size_t>(cell)] & ~digits; rest != 0;
             rest &= rest - 1) {
          add_noted(false_literal(candidate_at(cell, std::countr_zero(rest))), house, reasons,
                    note);
        }
      }
    });
  }

  void add_noted(int literal, int house, std::span<const std::size_t> parents,
                 const std::string& note) {
    if (clash_ != Clash::none || holds(literal)) return;
    notes_.push_back(note);
    add(literal, Rule::subset, house, parents, static_cast<int>(notes_.size() - 1));
  }

  // Calls `use` with every choice of `size` items of `items`, in order.
  template <class Use>
  static void for_each_choice(const std::vector<int>& items, int size, Use&& use) {
    const auto n = static_cast<int>(items.size());
    if (n < size) return;
    std::array<int, 4> at{};
    std::array<int, 4> chosen{};
    int depth = 0;
    at[0] = 0;
    while (depth >= 0) {
      const auto k = static_cast<std::size_t>(depth);
      if (at[k] > n - (size - depth)) {
        --depth;
        if (depth >= 0) ++at[static_cast<std::size_t>(depth)];
        continue;
      }
      chosen[k] = items[static_cast<std::size_t>(at[k])];
      if (depth + 1 == size) {
        use(std::span<const int>(chosen.data(), static_cast<std::size_t>(size)));
        ++at[k];
      } else {
        at[k + 1] = at[k] + 1;
        ++depth;
      }
    }
  }

  static constexpr std::array<int, 9> kDigitIndexes{0, 1, 2, 3, 4, 5, 6, 7, 8};

  std::array<std::uint16_t, 81> base_{};
  std::array<std::uint16_t, kHouseCount> base_placed_{};
  std::array<std::uint16_t, 81> candidates_{};
  std::array<std::uint16_t, kHouseCount> placed_{};
  std::array<std::int16_t, 2 * kCandidateCount> index_{};
  std::vector<Fact> facts_;
  std::vector<std::size_t> parents_;
  std::vector<std::string> notes_;
  Clash clash_ = Clash::none;
};

// One assumption and what it leads to, kept as text and links.
struct Branch {
  int premise = -1;
  std::size_t size = 0;  // facts it needs, the premise included
  std::string text;
  std::vector<Link> links;
};

std::string literal_text(int literal) {
  const int candidate = candidate_of(literal);
  return cell_name(cell_of(candidate)) + (is_true(literal) ? "=" : "<>") + digit_char(candidate);
}

std::string eureka_node(int literal) {
  const int candidate = candidate_of(literal);
  return std::string("(") + digit_char(candidate) + ")" + cell_name(cell_of(candidate));
}

std::string clash_text(Clash clash, const Fact& fact) {
  switch (clash) {
    case Clash::empty_cell:
      return cell_name(fact.subject) + " has no candidate left";
    case Clash::no_place:
      return house_name(fact.house) + " has no place left for " + digit_char(fact.subject);
    case Clash::both_ways:
      return cell_name(cell_of(fact.subject)) + " would both be and not be " +
             digit_char(fact.subject);
    case Clash::none:
      break;
  }
  return {};
}

// The facts of a branch in words. A chain where each fact follows from the one before alone is
// written in Eureka notation, "(4)r2c5 - (4)r2c7 = (4)r3c8": "-" makes the next candidate false,
// "=" true. A net (a fact resting on several) is written fact by fact, each placement with the
// single that makes it.
Branch make_branch(const Propagation& run, std::span<const int> goals) {
  const std::vector<std::size_t> needed = run.needed(goals);
  Branch branch;
  branch.premise = run.fact(needed.front()).literal;
  branch.size = needed.size();
  bool linear = true;
  for (std::size_t i = 1; i < needed.size(); ++i) {
    const Fact& fact = run.fact(needed[i]);
    const auto parents = run.parents(fact);
    for (const std::size_t parent : parents) {
      const Fact& from = run.fact(parent);
      if (fact.literal >= 0) {
        branch.links.push_back(Link{candidate_value(candidate_of(from.literal)),
                                    candidate_value(candidate_of(fact.literal)),
                                    is_true(fact.literal)});
      }
    }
    if (fact.literal >= 0 && (parents.size() != 1 || parents.front() != needed[i - 1] ||
                              fact.rule == Rule::locked || fact.rule == Rule::subset)) {
      linear = false;
    }
  }
  const Fact& last = run.fact(needed.back());
  const bool ends_in_clash = last.literal < 0;
  const std::size_t literal_count = ends_in_clash ? needed.size() - 1 : needed.size();
  if (linear && literal_count > 1) {
    for (std::size_t i = 0; i < literal_count; ++i) {
      const int literal = run.fact(needed[i]).literal;
      if (i > 0) branch.text += is_true(literal) ? " = " : " - ";
      branch.text += eureka_node(literal);
    }
  } else {
    // The false facts each follow from a placement listed before them, so only the
    // placements (and a false goal) are written.
    for (std::size_t i = 1; i < literal_count; ++i) {
      const Fact& fact = run.fact(needed[i]);
      const bool is_goal = std::find(goals.begin(), goals.end(), fact.literal) != goals.end();
      if (!is_true(fact.literal) && !is_goal && fact.rule == Rule::sees) continue;
      if (!branch.text.empty()) branch.text += ", ";
      branch.text += literal_text(fact.literal);
      if (fact.rule == Rule::last_place) {
        branch.text += " (only in " + house_name(fact.house) + ")";
      } else if (fact.rule == Rule::last_candidate) {
        branch.text += " (only candidate)";
      } else if (fact.rule == Rule::locked) {
        branch.text += std::string(" (") + digit_char(candidate_of(fact.literal)) + " of " +
                       house_name(fact.house) + " is in " + house_name(fact.subject) + ")";
      } else if (fact.rule == Rule::subset) {
        branch.text += " (" + run.note(fact) + " in " + house_name(fact.house) + ")";
      }
    }
  }
  if (ends_in_clash) {
    if (!branch.text.empty()) branch.text += ", ";
    branch.text += "so " + clash_text(run.clash(), last);
  }
  return branch;
}

struct Proof {
  std::string reason;
  std::vector<Candidate> pattern;
  std::vector<Link> links;
  std::size_t size = std::numeric_limits<std::size_t>::max();
};

std::string result_text(std::span<const int> goals) {
  std::string out;
  for (const int goal : goals) {
    if (!out.empty()) out += ", ";
    out += literal_text(goal);
  }
  return out;
}

// Every premise, assumed in turn, proves the goals or is impossible: one of them is true, so
// the goals hold.
std::optional<Proof> all_premises_lead(Propagation& run, std::span<const int> premises,
                                       std::span<const int> goals, const std::string& intro,
                                       std::size_t best_size) {
  Proof proof;
  proof.size = 0;
  proof.reason = intro + ", and each leads to " + result_text(goals) + ": ";
  for (std::size_t i = 0; i < premises.size(); ++i) {
    run.run(premises[i], goals);
    if (!run.contradicted() && !run.all_hold(goals)) return std::nullopt;
    Branch branch = make_branch(run, goals);
    proof.size += branch.size;
    if (proof.size >= best_size) return std::nullopt;
    if (i > 0) proof.reason += "; ";
    proof.reason += "if " + literal_text(premises[i]) + ", " + branch.text;
    proof.pattern.push_back(candidate_value(candidate_of(premises[i])));
    proof.links.insert(proof.links.end(), branch.links.begin(), branch.links.end());
  }
  return proof;
}

void keep_shorter(std::optional<Proof>& best, std::optional<Proof> found) {
  if (found && (!best || found->size < best->size)) best = std::move(found);
}

std::optional<Proof> contradiction_proof(Propagation& run, int goal) {
  const int premise = negation(goal);
  run.run(premise, {});
  if (!run.contradicted()) return std::nullopt;
  Branch branch = make_branch(run, {});
  Proof proof;
  proof.size = branch.size;
  proof.reason = "if " + literal_text(premise) + ", " + branch.text;
  proof.pattern.push_back(candidate_value(candidate_of(premise)));
  proof.links = std::move(branch.links);
  return proof;
}

// Whether a goal is about `cell` (any digit when digit_index is -1): its cell's (or house's)
// premises would include the goal's own candidate, a contradiction proof in disguise.
bool touches(std::span<const int> goals, int cell, int digit_index) {
  return std::any_of(goals.begin(), goals.end(), [&](int goal) {
    const int candidate = candidate_of(goal);
    return cell_of(candidate) == cell && (digit_index < 0 || candidate % 9 == digit_index);
  });
}
bool touches(std::span<const int> goals, std::span<const int> premises, int digit_index) {
  return std::any_of(premises.begin(), premises.end(), [&](int premise) {
    return touches(goals, cell_of(candidate_of(premise)), digit_index);
  });
}

std::optional<Proof> cell_proof(Propagation& run, std::span<const int> goals) {
  std::optional<Proof> best;
  for (int cell = 0; cell < 81; ++cell) {
    const std::uint16_t digits = run.base_candidates(cell);
    if (std::popcount(digits) < 2 || touches(goals, cell, -1)) continue;
    std::vector<int> premises;
    for (unsigned rest = digits; rest != 0; rest &= rest - 1) {
      premises.push_back(true_literal(candidate_at(cell, std::countr_zero(rest))));
    }
    keep_shorter(best, all_premises_lead(
                           run, premises, goals, cell_name(cell) + " holds one of its candidates",
                           best ? best->size : std::numeric_limits<std::size_t>::max()));
  }
  return best;
}

std::optional<Proof> region_proof(Propagation& run, std::span<const int> goals) {
  std::optional<Proof> best;
  for (int house = 0; house < kHouseCount; ++house) {
    for (int d = 0; d < 9; ++d) {
      if (run.placed_in(house, d)) continue;
      std::vector<int> premises;
      for (const int cell : cells_of_house(house)) {
        if (run.has_candidate(candidate_at(cell, d))) {
          premises.push_back(true_literal(candidate_at(cell, d)));
        }
      }
      if (premises.size() < 2 || touches(goals, premises, d)) continue;
      const std::string intro = std::string(1, static_cast<char>('1' + d)) +
                                " goes in one of its " + std::to_string(premises.size()) +
                                " places in " + house_name(house);
      keep_shorter(best,
                   all_premises_lead(run, premises, goals, intro,
                                     best ? best->size : std::numeric_limits<std::size_t>::max()));
    }
  }
  return best;
}

std::optional<Proof> double_proof(Propagation& run, std::span<const int> goals) {
  std::optional<Proof> best;
  for (int candidate = 0; candidate < kCandidateCount; ++candidate) {
    if (!run.has_candidate(candidate) ||
        std::popcount(run.base_candidates(cell_of(candidate))) < 2) {
      continue;
    }
    const std::array premises{true_literal(candidate), false_literal(candidate)};
    const std::string intro =
        cell_name(cell_of(candidate)) + " is " + digit_char(candidate) + " or it is not";
    keep_shorter(best,
                 all_premises_lead(run, premises, goals, intro,
                                   best ? best->size : std::numeric_limits<std::size_t>::max()));
  }
  return best;
}

enum class ProofKind : std::uint8_t { contradiction, cell, region, both_ways };

ProofKind preferred_kind(Technique technique) {
  switch (technique) {
    case Technique::double_forcing_chain:
    case Technique::dynamic_double_forcing_chain:
      return ProofKind::both_ways;
    case Technique::cell_forcing_chain:
    case Technique::dynamic_cell_forcing_chain:
      return ProofKind::cell;
    case Technique::region_forcing_chain:
    case Technique::dynamic_region_forcing_chain:
      return ProofKind::region;
    default:
      return ProofKind::contradiction;
  }
}

std::optional<Proof> proof_of_kind(ProofKind kind, Propagation& run, std::span<const int> goals) {
  switch (kind) {
    case ProofKind::contradiction:
      if (goals.size() != 1) return std::nullopt;
      return contradiction_proof(run, goals.front());
    case ProofKind::cell:
      return cell_proof(run, goals);
    case ProofKind::region:
      return region_proof(run, goals);
    case ProofKind::both_ways:
      return double_proof(run, goals);
  }
  return std::nullopt;
}

}  // namespace

bool spell_out_forcing_proof(const CandidateGrid& grid, Step& step) {
  std::vector<int> goals;
  if (!step.placements.empty()) {
    for (const Candidate& c : step.placements) {
      goals.push_back(true_literal(candidate_at(c.cell.index(), c.digit.value() - 1)));
    }
  } else {
    for (const Candidate& c : step.eliminations) {
      goals.push_back(false_literal(candidate_at(c.cell.index(), c.digit.value() - 1)));
    }
  }
  if (goals.empty()) return false;
  Propagation run(grid);
  const ProofKind first = preferred_kind(step.technique);
  std::optional<Proof> proof = proof_of_kind(first, run, goals);
  for (const ProofKind kind :
       {ProofKind::contradiction, ProofKind::cell, ProofKind::region, ProofKind::both_ways}) {
    if (proof) break;
    if (kind != first) proof = proof_of_kind(kind, run, goals);
  }
  if (!proof) return false;
  step.reason = std::move(proof->reason);
  step.pattern = std::move(proof->pattern);
  step.links = std::move(proof->links);
  return true;
}

}  // namespace nonet::logic
