#include "rating/chains/chain_advanced.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <vector>

#include "rating/chains/chain_multiple.hpp"
#include "rating/chains/chain_static.hpp"

namespace nonet::rating::chain {
namespace {

// Pairs of 0..8 in SE's Permutations order (increasing bit patterns: 01, 02, 12, 03, ...).
struct IndexPair {
  int first;
  int second;
};
constexpr std::array<IndexPair, 36> make_pairs() {
  std::array<IndexPair, 36> pairs{};
  int at = 0;
  for (int second = 1; second < 9; ++second) {
    for (int first = 0; first < second; ++first)
      pairs[static_cast<std::size_t>(at++)] = {first, second};
  }
  return pairs;
}
constexpr std::array<IndexPair, 36> kPairs = make_pairs();

// Calls f(pair) for the pairs of members of a 9-bit set, in kPairs order.
template <class F>
void for_each_pair(unsigned members, F&& f) {
  for (unsigned seconds = members; seconds != 0; seconds &= seconds - 1) {
    const int second = std::countr_zero(seconds);
    for (unsigned firsts = members & ((1u << second) - 1); firsts != 0; firsts &= firsts - 1) {
      f(IndexPair{std::countr_zero(firsts), second});
    }
  }
}

// Region.getCell(index) of SE for a house of the tables (a table: the pair rules ask at every
// stall of every chain).
constexpr auto kHouseCells = [] {
  std::array<std::array<std::uint8_t, 9>, 27> cells{};
  for (int house = 0; house < 27; ++house) {
    const int kind = house / 9;
    const int number = house % 9;
    for (int index = 0; index < 9; ++index) {
      const int cell = kind == kRow ? number * 9 + index
                       : kind == kColumn
                           ? index * 9 + number
                           : (number / 3 * 3 + index / 3) * 9 + number % 3 * 3 + index % 3;
      cells[static_cast<std::size_t>(house)][static_cast<std::size_t>(index)] =
          static_cast<std::uint8_t>(cell);
    }
  }
  return cells;
}();
int house_cell(int house, int index) {
  return kHouseCells[static_cast<std::size_t>(house)][static_cast<std::size_t>(index)];
}

// Every digit's positions (Region indexes, as 9-bit masks) in every house, computed digit by
// digit when first asked (most stalls look at a digit or two), from the rows' 9-bit slices.
struct HousePositions {
  std::array<std::array<std::uint16_t, 27>, 9> of;  ///< [digit][house], for the ready digits
  unsigned ready = 0;

  const std::array<std::uint16_t, 27>& digit(const ChainGrid& grid, int digit0) {
    auto& houses = of[static_cast<std::size_t>(digit0)];
    if (((ready >> digit0) & 1u) != 0) return houses;
    ready |= 1u << digit0;
    houses.fill(0);
    const Bits81 cells = grid.cells[static_cast<std::size_t>(digit0)];
    for (int row = 0; row < 9; ++row) {
      const unsigned columns = cells.slice(row * 9, 9);
      houses[static_cast<std::size_t>(house_index(kRow, row))] =
          static_cast<std::uint16_t>(columns);
      for (unsigned rest = columns; rest != 0; rest &= rest - 1) {
        houses[static_cast<std::size_t>(house_index(kColumn, std::countr_zero(rest)))] |=
            static_cast<std::uint16_t>(1u << row);
      }
      for (int stack = 0; stack < 3; ++stack) {
        houses[static_cast<std::size_t>(house_index(kBlock, row / 3 * 3 + stack))] |=
            static_cast<std::uint16_t>(((columns >> (3 * stack)) & 7u) << (3 * (row % 3)));
      }
    }
    return houses;
  }
};

class BasicRules : public AdvancedRules {
 public:
  void start() override { quiet_ = false; }

  void find(const ChainGrid& current, const ChainGrid& initial, ChainRun& run,
            std::vector<int>& found) override {
    current_ = &current;
    initial_ = &initial;
    run_ = &run;
    found_ = &found;
    // A hint needs parents: candidates the chain struck where the rule looks. Where nothing
    // was struck, every hint held before the chain and is skipped: so skip looking there. And
    // if these rules found nothing at the chain's last stall, a hint now needs a candidate
    // struck since in its pattern's houses (where nothing changed, the same pattern gives the
    // same parents and no more to remove).
    const ChainGrid& since = quiet_ ? last_quiet_ : initial;
    touched_.fill(0);
    struck_cells_ = Bits81{};
    for (int digit = 0; digit < 9; ++digit) {
      const Bits81 struck = since.cells[static_cast<std::size_t>(digit)] -
                            current.cells[static_cast<std::size_t>(digit)];
      struck_cells_ |= struck;
      struck.for_each([&](int cell) {
        for (const std::uint8_t house : houses().of[static_cast<std::size_t>(cell)]) {
          touched_[house] = static_cast<std::uint16_t>(touched_[house] | (1u << digit));
        }
      });
    }
    quiet_ = false;
    locking();
    if (!found.empty()) return;
    positions_.ready = 0;
    hidden_pairs();
    if (!found.empty()) return;
    naked_pairs();
    if (!found.empty()) return;
    x_wings();
    if (!found.empty()) return;
    quiet_ = true;
    last_quiet_ = current;
  }

 protected:
  // One hint: its removable candidates become "off" potentials with the rule's parents. A hint
  // without parents already held before the chain and is skipped, as SE does.
  void emit() {
    if (parents_.empty()) return;
    for (const int candidate : removable_) {
      // SE drops what the chain already holds off; it needs no node.
      if (run_->contains(potential_of(candidate, false))) continue;
      const int node = run_->add_node(potential_of(candidate, false), Cause::kAdvanced);
      for (const int parent : parents_) {
        run_->add_parent(node, run_->node_of(potential_of(parent, false)));
      }
      found_->push_back(node);
    }
  }

  // Locking(false): a digit of region1 confined to region2 leaves region2's other cells.
  void locking() {
    constexpr int kOrder[4][2] = {
        {kBlock, kColumn}, {kBlock, kRow}, {kColumn, kBlock}, {kRow, kBlock}};
    for (const auto& kinds : kOrder) {
      for (int i1 = 0; i1 < 9; ++i1) {
        const int house1 = house_index(kinds[0], i1);
        const unsigned digits = touched_[static_cast<std::size_t>(house1)];
        if (digits == 0) continue;
        const Bits81 cells1 = houses().cells[static_cast<std::size_t>(house1)];
        // A digit's cells (two or more) lie in at most one house of the other kind; SE meets
        // them by that house, then by digit.
        struct Lock {
          int house2;
          int digit;
        };
        std::array<Lock, 9> locks;
        std::size_t count = 0;
        for (unsigned rest = digits; rest != 0; rest &= rest - 1) {
          const int digit = first_digit(rest);
          const Bits81 in1 = current_->in_house(digit, house1);
          if (!in1.has_several()) continue;
          const int house2 =
              houses()
                  .of[static_cast<std::size_t>(in1.first())][static_cast<std::size_t>(kinds[1])];
          if (!(in1 - houses().cells[static_cast<std::size_t>(house2)]).empty()) continue;
          locks[count++] = {house2, digit};
        }
        // (A stable insertion sort: std::stable_sort would allocate a buffer at every stall.)
        for (std::size_t i = 1; i < count; ++i) {
          const Lock lock = locks[i];
          std::size_t at = i;
          for (; at > 0 && locks[at - 1].house2 > lock.house2; --at) locks[at] = locks[at - 1];
          locks[at] = lock;
        }
        for (std::size_t i = 0; i < count; ++i) {
          const int house2 = locks[i].house2;
          const int digit = locks[i].digit;
          const Bits81 cells2 = houses().cells[static_cast<std::size_t>(house2)];
          const Bits81 in1 = current_->in_house(digit, house1);
          const Bits81 removable = current_->in_house(digit, house2) - cells1;
          if (removable.empty()) continue;
          removable_.clear();
          parents_.clear();
          removable.for_each([&](int cell) { removable_.push_back(candidate_of(cell, digit)); });
          ((initial_->in_house(digit, house1) - in1) - cells2).for_each([&](int cell) {
            parents_.push_back(candidate_of(cell, digit));
          });
          emit();
        }
      }
    }
  }

  int empty_cells(int house) const {
    return (current_->unsolved & houses().cells[static_cast<std::size_t>(house)]).size();
  }

  // HiddenSet(2, false): two digits confined to the same two cells of a house.
  void hidden_pairs() {
    constexpr int kKinds[3] = {kBlock, kColumn, kRow};
    for (const int kind : kKinds) {
      for (int number = 0; number < 9; ++number) {
        const int house = house_index(kind, number);
        const unsigned touched = touched_[static_cast<std::size_t>(house)];
        if (touched == 0 || empty_cells(house) <= 4) continue;
        // (From the house's cells: cheaper than every digit's positions for a house or two.)
        unsigned where[9] = {};
        for (int index = 0; index < 9; ++index) {
          const unsigned digits =
              current_->candidates[static_cast<std::size_t>(house_cell(house, index))];
          for (unsigned rest = digits; rest != 0; rest &= rest - 1) {
            where[std::countr_zero(rest)] |= 1u << index;
          }
        }
        unsigned in_two = 0;  // the digits with two positions: a pair needs both digits so
        for (int digit = 0; digit < 9; ++digit) {
          if (two_digits(where[digit])) in_two |= 1u << digit;
        }
        for_each_pair(in_two, [&](IndexPair pair) {
          if ((touched & ((1u << pair.first) | (1u << pair.second))) == 0) return;
          const unsigned a = where[pair.first];
          const unsigned b = where[pair.second];
          if (a != b) return;
          const unsigned values = (1u << pair.first) | (1u << pair.second);
          removable_.clear();
          for (unsigned rest = a | b; rest != 0; rest &= rest - 1) {
            const int cell = house_cell(house, std::countr_zero(rest));
            const unsigned others = current_->candidates[static_cast<std::size_t>(cell)] & ~values;
            for (unsigned d = others; d != 0; d &= d - 1) {
              removable_.push_back(candidate_of(cell, first_digit(d)));
            }
          }
          if (removable_.empty()) return;
          sort_removable();
          parents_.clear();
          for (int index = 0; index < 9; ++index) {
            if (((a | b) >> index) & 1u) continue;
            const int cell = house_cell(house, index);
            for (const int digit : {pair.first, pair.second}) {
              if (initial_->has(cell, digit)) parents_.push_back(candidate_of(cell, digit));
            }
          }
          emit();
        });
      }
    }
  }

  // NakedSet(2): two cells of a house holding the same two digits only.
  void naked_pairs() {
    constexpr int kKinds[3] = {kBlock, kColumn, kRow};
    for (const int kind : kKinds) {
      for (int number = 0; number < 9; ++number) {
        const int house = house_index(kind, number);
        if ((struck_cells_ & houses().cells[static_cast<std::size_t>(house)]).empty() ||
            empty_cells(house) < 4) {
          continue;
        }
        unsigned bivalue = 0;  // (by index in the house) a pair needs both cells so
        for (int index = 0; index < 9; ++index) {
          const int cell = house_cell(house, index);
          if (two_digits(current_->candidates[static_cast<std::size_t>(cell)])) {
            bivalue |= 1u << index;
          }
        }
        for_each_pair(bivalue, [&](IndexPair pair) {
          const int cell1 = house_cell(house, pair.first);
          const int cell2 = house_cell(house, pair.second);
          if (!struck_cells_.test(cell1) && !struck_cells_.test(cell2)) return;
          const unsigned a = current_->candidates[static_cast<std::size_t>(cell1)];
          const unsigned b = current_->candidates[static_cast<std::size_t>(cell2)];
          if (a != b) return;
          const unsigned values = a | b;
          removable_.clear();
          for (int index = 0; index < 9; ++index) {
            if (index == pair.first || index == pair.second) continue;
            const int cell = house_cell(house, index);
            const unsigned hit = current_->candidates[static_cast<std::size_t>(cell)] & values;
            for (unsigned d = hit; d != 0; d &= d - 1) {
              removable_.push_back(candidate_of(cell, first_digit(d)));
            }
          }
          if (removable_.empty()) return;
          sort_removable();
          parents_.clear();
          for (const int cell : {cell1, cell2}) {
            const unsigned struck = initial_->candidates[static_cast<std::size_t>(cell)] & ~values;
            for (unsigned d = struck; d != 0; d &= d - 1) {
              parents_.push_back(candidate_of(cell, first_digit(d)));
            }
          }
          emit();
        });
      }
    }
  }

  // Fisherman(2): a digit confined to the same two cross lines in two lines.
  void x_wings() {
    constexpr int kKinds[2][2] = {{kColumn, kRow}, {kRow, kColumn}};
    unsigned open_digits = 0;  // placed at most five times
    for (int digit = 0; digit < 9; ++digit) {
      if (current_->placed[static_cast<std::size_t>(digit)] + 4 <= 9) open_digits |= 1u << digit;
    }
    // Per line, the digits with two positions there: a wing needs both its base lines so, and
    // which pairs of lines pass is random (a test per pair and digit was mostly mispredicted).
    unsigned any_touched = 0;
    for (const std::uint16_t digits : touched_) any_touched |= digits;
    std::array<std::array<unsigned, 9>, 2> in_two{};
    for (unsigned digits = any_touched & open_digits; digits != 0; digits &= digits - 1) {
      const int digit = first_digit(digits);
      const auto& positions = positions_.digit(*current_, digit);
      for (std::size_t k = 0; k < 2; ++k) {
        for (int line = 0; line < 9; ++line) {
          const unsigned at = positions[static_cast<std::size_t>(house_index(kKinds[k][0], line))];
          in_two[k][static_cast<std::size_t>(line)] |= static_cast<unsigned>(two_digits(at))
                                                       << digit;
        }
      }
    }
    for (std::size_t k = 0; k < 2; ++k) {
      const auto& kinds = kKinds[k];
      for (const IndexPair pair : kPairs) {
        const int base1 = house_index(kinds[0], pair.first);
        const int base2 = house_index(kinds[0], pair.second);
        const unsigned touched = unsigned{touched_[static_cast<std::size_t>(base1)]} |
                                 touched_[static_cast<std::size_t>(base2)];
        const unsigned both = in_two[k][static_cast<std::size_t>(pair.first)] &
                              in_two[k][static_cast<std::size_t>(pair.second)];
        for (unsigned digits = touched & open_digits & both; digits != 0; digits &= digits - 1) {
          const int digit = first_digit(digits);
          const auto& positions = positions_.digit(*current_, digit);
          const unsigned a = positions[static_cast<std::size_t>(base1)];
          const unsigned b = positions[static_cast<std::size_t>(base2)];
          if (!two_digits(a) || a != b) continue;
          const Bits81 bases = houses().cells[static_cast<std::size_t>(base1)] |
                               houses().cells[static_cast<std::size_t>(base2)];
          Bits81 covers;
          for (unsigned rest = a | b; rest != 0; rest &= rest - 1) {
            covers |=
                houses()
                    .cells[static_cast<std::size_t>(house_index(kinds[1], std::countr_zero(rest)))];
          }
          const Bits81 removable =
              (current_->cells[static_cast<std::size_t>(digit)] & covers) - bases;
          if (removable.empty()) continue;
          removable_.clear();
          removable.for_each([&](int cell) { removable_.push_back(candidate_of(cell, digit)); });
          parents_.clear();
          for (const int base : {base1, base2}) {
            ((initial_->in_house(digit, base) - current_->in_house(digit, base)) - covers)
                .for_each([&](int cell) { parents_.push_back(candidate_of(cell, digit)); });
          }
          emit();
        }
      }
    }
  }

  // SE keeps removable potentials in a HashMap keyed by cell identity, so their order is not
  // reproducible; take cell order.
  void sort_removable() { std::sort(removable_.begin(), removable_.end()); }

  const ChainGrid* current_ = nullptr;
  const ChainGrid* initial_ = nullptr;
  ChainRun* run_ = nullptr;
  std::vector<int>* found_ = nullptr;
  std::vector<int> removable_;
  std::vector<int> parents_;
  std::array<std::uint16_t, 27> touched_{};  ///< per house, the digits struck there
  Bits81 struck_cells_;                      ///< the cells that lost a candidate
  HousePositions positions_;                 ///< on the current grid
  bool quiet_ = false;    ///< these rules found nothing at the current chain's last stall
  ChainGrid last_quiet_;  ///< the grid then
};

// Level >= 2: after the basic rules, chaining producers of lower levels, each one on the
// current grid with the outer chain's initial grid as the reference for its rule parents.
class NestedRules final : public BasicRules {
 public:
  NestedRules(int level, NestedRegistry* registry, NestedHintCache* cache)
      : registry_(registry), cache_(cache) {
    if (level < 4) {
      producers_.push_back(kForcingChains);
      if (level >= 3) producers_.push_back(kMultiple);
    } else {
      producers_.push_back(kDynamic);
      if (level >= 5) producers_.push_back(level - 3);
    }
  }

  void find(const ChainGrid& current, const ChainGrid& initial, ChainRun& run,
            std::vector<int>& found) override {
    BasicRules::find(current, initial, run, found);
    const NestedContext context{registry_};
    for (const int producer : producers_) {
      if (!found.empty()) return;
      // The producers that add no nested chains of their own: what they hand over is
      // remembered by the current grid, for every outer chain that reaches it (the others'
      // hints refer to records of this search).
      if ((producer == kForcingChains || producer == kMultiple || producer == kDynamic) &&
          cache_ != nullptr) {
        NestedHintCache::Hints hints = cache_->find(producer, current);
        if (hints == nullptr) {
          ChainHintCollector all(ChainHintCollector::Mode::kAll);
          search(producer, current, context, all);
          hints = cache_->store(producer, current, with_rule_sources(all));
        }
        for (const NestedHint& hint : *hints) {
          rule_parents_of(hint.rule_sources, initial, current, rule_parents_);
          if (rule_parents_.empty()) continue;
          add_nodes(hint.eliminations, rule_parents_, registry_->add(hint.record), run, found);
        }
        continue;
      }
      ChainHintCollector all(ChainHintCollector::Mode::kAll);
      search(producer, current, context, all);
      for (const ChainHint& hint : all.take_sorted()) {
        rule_parents_of(hint.rule_sources, initial, current, rule_parents_);
        add_nodes(hint.eliminations, rule_parents_, hint.nested_id, run, found);
      }
    }
  }

 private:
  // Producers by level; positive values are the level of a nested dynamic producer.
  static constexpr int kForcingChains = -1;
  static constexpr int kMultiple = -2;
  static constexpr int kDynamic = -3;

  // Every hint of one producer on the current grid.
  void search(int producer, const ChainGrid& current, const NestedContext& context,
              ChainHintCollector& all) {
    if (producer == kForcingChains) {
      search_forcing_chains_and_cycles(current, all, &context);
    } else if (producer == kMultiple) {
      search_multiple_chains(current, kMultipleChains, all, registry_, &context);
    } else if (producer == kDynamic) {
      search_multiple_chains(current, kDynamicChains, all, registry_, &context);
    } else {
      search_multiple_chains(current, dynamic_chains_at(producer), all, registry_, &context,
                             cache_);
    }
  }

  // SE's list (sorted, without duplicates), less the hints without rule sources: they have
  // no rule parents inside any outer chain (they held before it), and SE skips them. Whether
  // the others have any depends on the outer chain (rule_parents_of).
  std::vector<NestedHint> with_rule_sources(ChainHintCollector& hints) const {
    std::vector<NestedHint> kept;
    for (ChainHint& hint : hints.take_sorted()) {
      if (hint.rule_sources.empty()) continue;
      kept.push_back({std::move(hint.eliminations), std::move(hint.rule_sources),
                      registry_->at(hint.nested_id)});
    }
    return kept;
  }

  // A nested hint's eliminations become "off" potentials of the outer chain, with the hint's
  // rule parents as their parents.
  static void add_nodes(const std::vector<std::uint16_t>& eliminations,
                        const std::vector<std::uint16_t>& rule_parents, int nested_id,
                        ChainRun& run, std::vector<int>& found) {
    if (rule_parents.empty()) return;
    for (const std::uint16_t candidate : eliminations) {
      if (run.contains(potential_of(candidate, false))) continue;
      const int node = run.add_node(potential_of(candidate, false), Cause::kAdvanced, nested_id);
      for (const std::uint16_t parent : rule_parents) {
        // SE asserts every rule parent was struck by the outer chain.
        if (run.contains(potential_of(parent, false))) {
          run.add_parent(node, run.node_of(potential_of(parent, false)));
        }
      }
      found.push_back(node);
    }
  }

  NestedRegistry* registry_;
  NestedHintCache* cache_;  ///< null: nothing remembered
  std::vector<int> producers_;
  std::vector<std::uint16_t> rule_parents_;  ///< scratch: one hint's, in this outer chain
};

}  // namespace

std::unique_ptr<AdvancedRules> make_advanced_rules(int level, NestedRegistry* registry,
                                                   NestedHintCache* cache) {
  if (level >= 2) return std::make_unique<NestedRules>(level, registry, cache);
  return std::make_unique<BasicRules>();
}

}  // namespace nonet::rating::chain
