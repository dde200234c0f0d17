// ALS-XZ, ALS-XY-Wing, ALS chain and Death Blossom: the almost locked set techniques, as HoDoKu
// defines them (hodoku.sourceforge.net, "Almost Locked Sets"; its AlsSolver is the reference for
// the details below). See als.hpp for almost locked sets and restricted commons.
//
// Every technique here rests on one implication: an ALS that loses one of its digits is locked,
// so it holds each of its other digits; and when x is a restricted common of A and B, A holding x
// means B lacks x. A digit z that two end sets share is then in one of them, and a cell seeing
// every z of both cannot be z.
//
// Overlap: HoDoKu's solver lets two ALS of a pattern share no cell, and so does nonet. Its option
// "allow ALS overlap", which the regression cases of variant 2 use for ALS-XY-Wing and Death
// Blossom, lets them share cells as long as no restricted common lies in the shared cells (the
// argument still holds). For those two techniques nonet reports the overlapping instances after
// all the others, so that the simpler pattern is always preferred.
#include "logic/techniques/als.hpp"
#include "logic/techniques/words.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "logic/techniques/finders.hpp"

namespace nonet::logic {
namespace {

constexpr std::size_t index_of(Digit d) {
  return static_cast<std::size_t>(d.value() - 1);
}

DigitSet digits_of_bits(unsigned bits) {
  return DigitSet(static_cast<std::uint16_t>(bits & DigitSet::kAllBits));
}

// The name of the i-th set of a pattern: A, B, C, ...
std::string set_name(std::size_t i) {
  return std::string(1, static_cast<char>('A' + i));
}

// The squared distance between two cells, to pick the pair of candidates a link is drawn between
// (HoDoKu draws it between the closest pair).
int distance2(Cell a, Cell b) {
  const int dr = a.row().index() - b.row().index();
  const int dc = a.column().index() - b.column().index();
  return dr * dr + dc * dc;
}

// A weak link on `digit` between the closest pair of its candidates in two sets that see each
// other (a restricted common: every such pair sees each other).
Link restricted_common_link(CellSet from, CellSet to, Digit digit) {
  Cell best_from = from.first();
  Cell best_to = to.first();
  int best = distance2(best_from, best_to);
  for (Cell a : from) {
    for (Cell b : to) {
      const int d = distance2(a, b);
      if (d < best) {
        best = d;
        best_from = a;
        best_to = b;
      }
    }
  }
  return Link{{best_from, digit}, {best_to, digit}, false};
}

void add_cell_candidates(std::vector<Candidate>& pattern, const CandidateGrid& grid,
                         CellSet cells) {
  for (Cell cell : cells) {
    for (int d = 1; d <= kUnitSize; ++d) {
      if (grid.has(cell, Digit(d))) pattern.push_back({cell, Digit(d)});
    }
  }
}

void add_house(std::vector<House>& houses, House house) {
  if (std::find(houses.begin(), houses.end(), house) == houses.end()) houses.push_back(house);
}

void add_eliminations(std::vector<Candidate>& out, CellSet cells, Digit digit) {
  for (Cell cell : cells) out.push_back({cell, digit});
}

// "A = {r1c2 r1c5} (1, 4, 7), B = ..." for the sets of a pattern.
std::string sets_text(const std::vector<const Als*>& sets) {
  std::string out;
  for (std::size_t i = 0; i < sets.size(); ++i) {
    if (i > 0) out += i + 1 == sets.size() ? " and " : ", ";
    out += set_name(i) + " = " + als_text(*sets[i]);
  }
  return out;
}

// An instance found, waiting to be reported: each finder gathers all, then builds the steps of
// those it reports (most instances are never reported when one step is asked for).
struct Found {
  std::vector<Candidate> eliminations;
  DigitSet eliminated;  // the digits eliminated
  int set_count = 0;
  int cell_count = 0;
  // The pattern, read by the technique's step builder: the sets (indices into the ALS list), the
  // digits of the links, a Death Blossom's stem and its petal for each digit.
  std::array<int, 3> sets{};
  std::array<DigitSet, 2> links{};
  bool locked_rest = false;
  Cell stem;
  std::array<int, kUnitSize> petals{};
};

// Reports the instances most eliminations first, then fewest sets, then fewest cells in the sets
// (HoDoKu's order for ALS steps), each set of eliminations once. `first_overlapping` splits
// `found` into the instances without overlap, reported first, and those with it.
template <class Build>
void report(std::vector<Found>& found, std::size_t first_overlapping, StepSink& sink,
            const Build& build) {
  for (Found& f : found) {
    std::sort(f.eliminations.begin(), f.eliminations.end());
    f.eliminations.erase(std::unique(f.eliminations.begin(), f.eliminations.end()),
                         f.eliminations.end());
  }
  const auto better = [](const Found& a, const Found& b) {
    if (a.eliminations.size() != b.eliminations.size()) {
      return a.eliminations.size() > b.eliminations.size();
    }
    if (a.set_count != b.set_count) return a.set_count < b.set_count;
    return a.cell_count < b.cell_count;
  };
  first_overlapping = std::min(first_overlapping, found.size());
  const auto middle = found.begin() + static_cast<std::ptrdiff_t>(first_overlapping);
  std::stable_sort(found.begin(), middle, better);
  std::stable_sort(middle, found.end(), better);
  std::set<std::vector<Candidate>> reported;
  for (const Found& f : found) {
    if (!reported.insert(f.eliminations).second) continue;
    Step step = build(f);
    step.eliminations = f.eliminations;
    if (!sink.add(std::move(step))) return;
  }
}

// The cells, outside both sets, that see every `digit` of both: they lose `digit` when one of the
// sets must hold it.
CellSet seen_by_both(const Als& a, const Als& b, Digit digit) {
  return a.seen(digit) & b.seen(digit);
}

// Each of the `digits` (bit d - 1 for digit d) leaves the cells that see all its cells in both
// sets; returns the digits that eliminate something.
DigitSet eliminate_seen_by_both(const Als& a, const Als& b, unsigned digits,
                                std::vector<Candidate>& eliminations) {
  DigitSet eliminated;
  for (unsigned bits = digits; bits != 0; bits &= bits - 1) {
    const Digit z(std::countr_zero(bits) + 1);
    const CellSet targets = seen_by_both(a, b, z);
    if (targets.empty()) continue;
    add_eliminations(eliminations, targets, z);
    eliminated.insert(z);
  }
  return eliminated;
}

// Adjacency of the restricted commons: for every ALS, the commons it takes part in, in the order
// of the other set.
std::vector<std::vector<int>> rc_adjacency(std::size_t als_count,
                                           const std::vector<RestrictedCommon>& rcs) {
  std::vector<std::vector<int>> adjacent(als_count);
  for (std::size_t i = 0; i < rcs.size(); ++i) {
    adjacent[static_cast<std::size_t>(rcs[i].first)].push_back(static_cast<int>(i));
    adjacent[static_cast<std::size_t>(rcs[i].second)].push_back(static_cast<int>(i));
  }
  return adjacent;
}

int other_end(const RestrictedCommon& rc, int als) {
  return rc.first == als ? rc.second : rc.first;
}

}  // namespace

// ---- ALS enumeration ----

std::vector<Als> collect_alses(const CandidateGrid& grid, bool with_single_cells) {
  std::vector<Als> out;
  for (int h = 0; h < kHouseCount; ++h) {
    const House house = house_at(h);
    std::array<Cell, kUnitSize> cells{};
    int n = 0;
    for (int i = 0; i < kUnitSize; ++i) {
      const Cell cell = house.cell(i);
      if (grid.unsolved().contains(cell)) cells[static_cast<std::size_t>(n++)] = cell;
    }
    // Subsets in depth-first order. A set inside a row or column and a box is met again in the
    // box, a single cell in its column and box: those repeats are skipped.
    std::array<unsigned, kUnitSize + 1> digits{};
    std::array<CellSet, kUnitSize + 1> members{};
    const auto visit = [&](const auto& self, int depth, int start) -> void {
      for (int i = start; i < n; ++i) {
        const Cell cell = cells[static_cast<std::size_t>(i)];
        const auto next = static_cast<std::size_t>(depth + 1);
        digits[next] = digits[next - 1] | grid.candidates(cell).bits();
        members[next] = members[next - 1];
        members[next].insert(cell);
        const int size = depth + 1;
        if (std::popcount(digits[next]) == size + 1 && (with_single_cells || size > 1)) {
          bool repeat = false;
          if (house.kind() != House::Kind::row) {
            const Cell first = members[next].first();
            repeat = (members[next] - cells_of(House(first.row()))).empty() ||
                     (house.kind() == House::Kind::box &&
                      (members[next] - cells_of(House(first.column()))).empty());
          }
          if (!repeat) {
            Als als;
            als.cells = members[next];
            als.digits = digits_of_bits(digits[next]);
            als.house = house;
            out.push_back(als);
          }
        }
        if (size < kUnitSize - 1) self(self, depth + 1, i + 1);
      }
    };
    visit(visit, 0, 0);
  }
  for (Als& als : out) {
    for (int d = 1; d <= kUnitSize; ++d) {
      const Digit digit(d);
      if (!als.digits.contains(digit)) continue;
      const CellSet holding = als.cells & grid.cells_with(digit);
      als.cells_with[index_of(digit)] = holding;
      const CellSet seen = (common_peers(holding) & grid.cells_with(digit)) - als.cells;
      als.seen_by[index_of(digit)] = seen;
      als.seen_by_any |= seen;
    }
  }
  return out;
}

std::vector<RestrictedCommon> restricted_commons(const std::vector<Als>& alses,
                                                 bool allow_overlap) {
  std::vector<RestrictedCommon> out;
  const auto count = static_cast<int>(alses.size());
  for (int i = 0; i < count; ++i) {
    const Als& a = alses[static_cast<std::size_t>(i)];
    for (int j = i + 1; j < count; ++j) {
      const Als& b = alses[static_cast<std::size_t>(j)];
      // A common needs b's cells with the digit inside a's seen cells: a quick filter first.
      if ((b.cells & a.seen_by_any).empty()) continue;
      const unsigned common = a.digits.bits() & b.digits.bits();
      if (common == 0) continue;
      const CellSet shared = a.cells & b.cells;
      if (!allow_overlap && !shared.empty()) continue;
      DigitSet links;
      for (unsigned bits = common; bits != 0; bits &= bits - 1) {
        const Digit digit(std::countr_zero(bits) + 1);
        const CellSet in_b = b.with(digit);
        if (!((a.with(digit) | in_b) & shared).empty()) continue;
        // Every place of the digit in b sees every place of it in a (a's seen cells see them).
        if ((in_b - a.seen(digit)).empty()) links.insert(digit);
      }
      if (!links.empty()) out.push_back({i, j, links, !shared.empty()});
    }
  }
  return out;
}

std::string als_text(const Als& als) {
  std::string out = "{";
  bool first = true;
  for (Cell cell : als.cells) {
    if (!first) out += ' ';
    out += cell.name();
    first = false;
  }
  out += "} (";
  first = true;
  for (int d = 1; d <= kUnitSize; ++d) {
    if (!als.digits.contains(Digit(d))) continue;
    if (!first) out += ", ";
    out += static_cast<char>('0' + d);
    first = false;
  }
  return out + ")";
}

// ---- The sets of a grid ----

namespace {

// The ALS of a grid and their restricted commons, kept for the grid they were computed for: the
// four ALS techniques are asked in turn about the same grid, and the enumeration is their common
// cost.
struct AlsCache {
  CandidateGrid grid;
  bool valid = false;
  std::vector<Als> alses;
  std::vector<RestrictedCommon> rcs;  // sets sharing no cell
  bool have_overlapping = false;
  std::vector<RestrictedCommon> overlapping_rcs;  // all, those of overlapping sets included
};

AlsCache& als_cache(const CandidateGrid& grid) {
  static thread_local AlsCache cache;
  if (cache.valid && cache.grid == grid) return cache;
  cache.grid = grid;
  cache.alses = collect_alses(grid);
  cache.rcs = restricted_commons(cache.alses, false);
  cache.have_overlapping = false;
  cache.overlapping_rcs.clear();
  cache.valid = true;
  return cache;
}

const std::vector<RestrictedCommon>& overlapping_rcs(AlsCache& cache) {
  if (!cache.have_overlapping) {
    cache.overlapping_rcs = restricted_commons(cache.alses, true);
    cache.have_overlapping = true;
  }
  return cache.overlapping_rcs;
}

}  // namespace

// ---- ALS-XZ ----

namespace {

Step als_xz_step(const CandidateGrid& grid, const std::vector<Als>& alses, const Found& f) {
  const Als& a = alses[static_cast<std::size_t>(f.sets[0])];
  const Als& b = alses[static_cast<std::size_t>(f.sets[1])];
  const DigitSet links = f.links[0];
  const DigitSet eliminated = f.eliminated;
  Step step;
  step.technique = Technique::als_xz;
  add_house(step.houses, a.house);
  add_house(step.houses, b.house);
  add_cell_candidates(step.pattern, grid, a.cells | b.cells);
  for (unsigned bits = links.bits(); bits != 0; bits &= bits - 1) {
    const Digit x(std::countr_zero(bits) + 1);
    step.links.push_back(restricted_common_link(a.with(x), b.with(x), x));
  }
  const std::string sets = sets_text({&a, &b});
  if (links.size() == 1) {
    const Digit x = links.first();
    step.reason = sets + " are almost locked sets (one digit more than cells) and every " +
                  digit_text(x) + " of A sees every " + digit_text(x) +
                  " of B: one of them lacks " + digit_text(x) +
                  " and so holds all its other digits, and " + digits_text(eliminated) +
                  (eliminated.size() == 1 ? " is" : " are") +
                  " in both: cells seeing every one of them in A and B cannot hold " +
                  (eliminated.size() == 1 ? "it" : "them");
  } else {
    step.reason = sets + " are almost locked sets (one digit more than cells) linked by both " +
                  digits_text(links) +
                  " (every one of them in A sees those of B): neither digit can be in both, so "
                  "the two sets hold all their digits between them: cells seeing every " +
                  digits_text(eliminated) + " of the sets cannot hold " +
                  (eliminated.size() == 1 ? "it" : "them");
    if (f.locked_rest) step.reason += ", and each set's other digits are locked in it";
  }
  return step;
}

}  // namespace

void find_als_xz(const CandidateGrid& grid, StepSink& sink) {
  const AlsCache& cache = als_cache(grid);
  const std::vector<Als>& alses = cache.alses;
  std::vector<Found> found;
  for (const RestrictedCommon& rc : cache.rcs) {
    const Als& a = alses[static_cast<std::size_t>(rc.first)];
    const Als& b = alses[static_cast<std::size_t>(rc.second)];
    const unsigned common = a.digits.bits() & b.digits.bits();
    Found f;
    // A digit both sets hold, other than the link, is in one of them: cells seeing every one of
    // them lose it. With two links each is "the other digit" of the other link, so every common
    // digit counts.
    const unsigned candidates = rc.digits.size() == 1 ? common & ~rc.digits.bits() : common;
    f.eliminated = eliminate_seen_by_both(a, b, candidates, f.eliminations);
    // Doubly linked: each link digit is in exactly one of the sets, so the rest of each set is a
    // locked set, and its other digits leave every cell that sees all of them (outside the other
    // set).
    if (rc.digits.size() == 2) {
      for (const auto& [locked, other] : {std::pair{&a, &b}, std::pair{&b, &a}}) {
        for (unsigned bits = locked->digits.bits() & ~rc.digits.bits(); bits != 0;
             bits &= bits - 1) {
          const Digit z(std::countr_zero(bits) + 1);
          const CellSet targets = locked->seen(z) - other->cells;
          if (targets.empty()) continue;
          add_eliminations(f.eliminations, targets, z);
          f.eliminated.insert(z);
          f.locked_rest = true;
        }
      }
    }
    if (f.eliminations.empty()) continue;
    f.set_count = 2;
    f.cell_count = a.cells.size() + b.cells.size();
    f.sets = {rc.first, rc.second, -1};
    f.links[0] = rc.digits;
    found.push_back(std::move(f));
  }
  report(found, SIZE_MAX, sink, [&](const Found& f) { return als_xz_step(grid, alses, f); });
}

// ---- ALS-XY-Wing ----

namespace {

void collect_xy_wings(const std::vector<Als>& alses, const std::vector<RestrictedCommon>& rcs,
                      bool overlapping, std::vector<Found>& found) {
  const auto adjacent = rc_adjacency(alses.size(), rcs);
  for (std::size_t c_index = 0; c_index < alses.size(); ++c_index) {
    const Als& c = alses[c_index];
    const std::vector<int>& links = adjacent[c_index];
    for (std::size_t i = 0; i < links.size(); ++i) {
      const RestrictedCommon& rc_a = rcs[static_cast<std::size_t>(links[i])];
      const int a_index = other_end(rc_a, static_cast<int>(c_index));
      const Als& a = alses[static_cast<std::size_t>(a_index)];
      for (std::size_t j = i + 1; j < links.size(); ++j) {
        const RestrictedCommon& rc_b = rcs[static_cast<std::size_t>(links[j])];
        // C must hold a digit linking it to A and a different one linking it to B.
        if (rc_a.digits.size() == 1 && rc_a.digits == rc_b.digits) continue;
        const int b_index = other_end(rc_b, static_cast<int>(c_index));
        const Als& b = alses[static_cast<std::size_t>(b_index)];
        const unsigned candidates =
            a.digits.bits() & b.digits.bits() & ~(rc_a.digits.bits() | rc_b.digits.bits());
        if (candidates == 0 || (a.seen_by_any & b.seen_by_any).empty()) continue;
        const CellSet shared = a.cells & b.cells;
        const bool overlap = rc_a.overlap || rc_b.overlap || !shared.empty();
        if (overlap != overlapping) continue;
        if (shared == a.cells || shared == b.cells) continue;  // one set inside the other
        Found f;
        f.eliminated = eliminate_seen_by_both(a, b, candidates, f.eliminations);
        if (f.eliminations.empty()) continue;
        f.set_count = 3;
        f.cell_count = a.cells.size() + b.cells.size() + c.cells.size();
        f.sets = {a_index, b_index, static_cast<int>(c_index)};
        f.links = {rc_a.digits, rc_b.digits};
        found.push_back(std::move(f));
      }
    }
  }
}

Step als_xy_wing_step(const CandidateGrid& grid, const std::vector<Als>& alses, const Found& f) {
  const Als& a = alses[static_cast<std::size_t>(f.sets[0])];
  const Als& b = alses[static_cast<std::size_t>(f.sets[1])];
  const Als& c = alses[static_cast<std::size_t>(f.sets[2])];
  Step step;
  step.technique = Technique::als_xy_wing;
  for (const Als* set : {&a, &b, &c}) add_house(step.houses, set->house);
  add_cell_candidates(step.pattern, grid, a.cells | b.cells | c.cells);
  for (const auto& [digits, end] : {std::pair{f.links[0], &a}, std::pair{f.links[1], &b}}) {
    for (unsigned bits = digits.bits(); bits != 0; bits &= bits - 1) {
      const Digit x(std::countr_zero(bits) + 1);
      step.links.push_back(restricted_common_link(end->with(x), c.with(x), x));
    }
  }
  const std::string x = digits_text(f.links[0]);
  const std::string y = digits_text(f.links[1]);
  const std::string z = digits_text(f.eliminated);
  step.reason = sets_text({&a, &b, &c}) + " are almost locked sets; every " + x +
                " of A sees those of C and every " + y +
                " of B those of C. If neither A nor B "
                "held " +
                z + ", A would hold " + x + " and B " + y + ", leaving C without " + x + " and " +
                y + ", one digit short: so A or B holds " + z + ", and cells seeing every " + z +
                " of both cannot";
  return step;
}

}  // namespace

void find_als_xy_wing(const CandidateGrid& grid, StepSink& sink) {
  AlsCache& cache = als_cache(grid);
  std::vector<Found> found;
  collect_xy_wings(cache.alses, cache.rcs, false, found);
  const std::size_t first_overlapping = found.size();
  collect_xy_wings(cache.alses, overlapping_rcs(cache), true, found);
  report(found, first_overlapping, sink,
         [&](const Found& f) { return als_xy_wing_step(grid, cache.alses, f); });
}

// ---- ALS chain ----

namespace {

// HoDoKu searches ALS chains of at most six links in its "all steps" search (and its regression
// cases); longer ones are rare and the search grows quickly with the length.
constexpr int kMaxChainLinks = 6;
constexpr int kMinChainLinks = 3;  // two links are an ALS-XY-Wing, one an ALS-XZ

// A chain found: its sets and, for every link, the digits it carries (the link's digits minus the
// one the previous link brought in).
struct FoundChain {
  std::vector<int> sets;
  std::vector<DigitSet> carried;
  std::vector<Candidate> eliminations;
  DigitSet eliminated;
};

// The search works on states: "the chain has entered set X through a link that carried the
// digits D". A link from X to Y with digits R then leads to (Y, R minus the previous digit), and
// the eliminations of a chain depend only on its start, its first digit and its last state.
//
// One length after the other, for every start set and first link digit (an "origin"): a
// breadth-first pass over the states finds the end states reachable in that many links if sets
// could repeat, and those that would eliminate something (a superset of the chains, cheap to
// compute; in a stuck grid usually none). Then a depth-first search looks for real chains (no set
// twice) to the end states without a chain yet, entering only states from which one of them is
// reachable in the links left. So the shortest chain of each result is found first, and a caller
// wanting one step stops at the shortest length that has one.
class ChainSearch {
 public:
  ChainSearch(const CandidateGrid& grid, const std::vector<Als>& alses,
              const std::vector<RestrictedCommon>& rcs)
      : grid_(grid),
        alses_(alses),
        rcs_(rcs),
        adjacent_(rc_adjacency(alses.size(), rcs)),
        on_chain_(alses.size(), 0) {}

  // Reports the chains of each length in turn; false once the sink is full.
  bool run(StepSink& sink) {
    build_states();
    find_origins();
    std::set<std::vector<Candidate>> reported;
    for (int length = kMinChainLinks; length <= kMaxChainLinks; ++length) {
      found_.clear();
      for (Origin& origin : origins_) search(origin, length);
      // Most eliminations first within a length; each set of eliminations once overall.
      std::stable_sort(found_.begin(), found_.end(), [](const FoundChain& a, const FoundChain& b) {
        return a.eliminations.size() > b.eliminations.size();
      });
      for (FoundChain& chain : found_) {
        std::sort(chain.eliminations.begin(), chain.eliminations.end());
        if (!reported.insert(chain.eliminations).second) continue;
        if (!sink.add(make_step(chain))) return false;
      }
    }
    return true;
  }

 private:
  struct State {
    int als = 0;
    DigitSet carry;
    std::vector<int> next;  // the states one more link leads to
  };

  struct Origin {
    int start = 0;
    Digit first = Digit(1);
    std::vector<int> firsts;   // the states after the first link
    std::vector<int> pending;  // end states that would eliminate, no chain found to them yet
    std::vector<int> known;    // every end state that would eliminate, pending or found
  };

  int state_of(int als, DigitSet carry) {
    for (int id : states_of_als_[static_cast<std::size_t>(als)]) {
      if (states_[static_cast<std::size_t>(id)].carry == carry) return id;
    }
    const auto id = static_cast<int>(states_.size());
    states_.push_back(State{als, carry, {}});
    states_of_als_[static_cast<std::size_t>(als)].push_back(id);
    return id;
  }

  void build_states() {
    states_of_als_.assign(alses_.size(), {});
    // A link can carry all its digits, or (with two) either one alone.
    for (const RestrictedCommon& rc : rcs_) {
      for (const int als : {rc.first, rc.second}) {
        state_of(als, rc.digits);
        if (rc.digits.size() == 2) {
          for (unsigned bits = rc.digits.bits(); bits != 0; bits &= bits - 1) {
            state_of(als, DigitSet::of(Digit(std::countr_zero(bits) + 1)));
          }
        }
      }
    }
    // The next link may not carry the digit the last one brought in (HoDoKu's rule; when the last
    // link carried two digits it compares with the first of them only, and the chain is then a
    // contradiction anyway: the set would lack both).
    for (std::size_t id = 0; id < states_.size(); ++id) {
      const int als = states_[id].als;
      const Digit previous = states_[id].carry.first();
      std::vector<int> next;
      for (int rc_index : adjacent_[static_cast<std::size_t>(als)]) {
        const RestrictedCommon& rc = rcs_[static_cast<std::size_t>(rc_index)];
        DigitSet carry = rc.digits;
        carry.erase(previous);
        if (!carry.empty()) next.push_back(state_of(other_end(rc, als), carry));
      }
      states_[id].next = std::move(next);
    }
    for (auto& marks : marks_) marks.assign(states_.size(), 0);
  }

  // Whether a chain from `start`, first carrying `first`, ending in `end` would eliminate
  // something.
  [[nodiscard]] bool eliminates(const Als& start, Digit first, const State& end) const {
    const Als& last = alses_[static_cast<std::size_t>(end.als)];
    const unsigned candidates =
        start.digits.bits() & last.digits.bits() & ~DigitSet::of(first).bits() & ~end.carry.bits();
    for (unsigned bits = candidates; bits != 0; bits &= bits - 1) {
      const Digit z(std::countr_zero(bits) + 1);
      if (!seen_by_both(start, last, z).empty()) return true;
    }
    return false;
  }

  // The states reachable from the origin's first states in 1..links links (sets may repeat, but
  // not the start): layers_[k - 1] after k links.
  void walk(const Origin& origin, int links) {
    ++round_;
    layers_[0].clear();
    for (int id : origin.firsts) {
      if (stamp_[static_cast<std::size_t>(id)] == round_) continue;
      stamp_[static_cast<std::size_t>(id)] = round_;
      layers_[0].push_back(id);
    }
    for (int k = 1; k < links; ++k) {
      auto& next_layer = layers_[static_cast<std::size_t>(k)];
      next_layer.clear();
      ++round_;
      for (int id : layers_[static_cast<std::size_t>(k - 1)]) {
        for (int next : states_[static_cast<std::size_t>(id)].next) {
          const State& state = states_[static_cast<std::size_t>(next)];
          if (stamp_[static_cast<std::size_t>(next)] == round_ || state.als == origin.start) {
            continue;
          }
          stamp_[static_cast<std::size_t>(next)] = round_;
          next_layer.push_back(next);
        }
      }
    }
  }

  void find_origins() {
    stamp_.assign(states_.size(), 0);
    target_.assign(states_.size(), 0);
    for (std::size_t start = 0; start < alses_.size(); ++start) {
      if (alses_[start].seen_by_any.empty()) continue;  // no digit of it could eliminate anything
      DigitSet firsts;
      for (int rc_index : adjacent_[start]) {
        firsts = DigitSet(firsts.bits() | rcs_[static_cast<std::size_t>(rc_index)].digits.bits());
      }
      for (unsigned first_bits = firsts.bits(); first_bits != 0; first_bits &= first_bits - 1) {
        Origin origin;
        origin.start = static_cast<int>(start);
        origin.first = Digit(std::countr_zero(first_bits) + 1);
        for (int rc_index : adjacent_[start]) {
          const RestrictedCommon& rc = rcs_[static_cast<std::size_t>(rc_index)];
          // A first link with two digits may carry either: each is a chain of its own.
          if (!rc.digits.contains(origin.first)) continue;
          origin.firsts.push_back(
              state_of(other_end(rc, origin.start), DigitSet::of(origin.first)));
        }
        origins_.push_back(std::move(origin));
      }
    }
  }

  // Looks for chains of exactly `length` links from the origin to its end states that would
  // eliminate something and have no chain yet.
  void search(Origin& origin, int length) {
    walk(origin, length);
    const Als& start = alses_[static_cast<std::size_t>(origin.start)];
    const std::vector<int>& ends = layers_[static_cast<std::size_t>(length - 1)];
    for (int id : ends) {
      if (std::find(origin.known.begin(), origin.known.end(), id) != origin.known.end()) continue;
      if (!eliminates(start, origin.first, states_[static_cast<std::size_t>(id)])) continue;
      origin.known.push_back(id);
      origin.pending.push_back(id);
    }
    if (origin.pending.empty()) return;
    ++target_round_;
    for (int id : origin.pending) target_[static_cast<std::size_t>(id)] = target_round_;
    // marks_[k][state] == mark_round_: the state, reached after k + 1 links, leads to a pending
    // end state in exactly `length` links (sets allowed to repeat).
    ++mark_round_;
    bool reachable = false;
    for (int id : ends) {
      if (target_[static_cast<std::size_t>(id)] != target_round_) continue;
      marks_[static_cast<std::size_t>(length - 1)][static_cast<std::size_t>(id)] = mark_round_;
      reachable = true;
    }
    if (!reachable) return;
    for (int k = length - 1; k >= 1; --k) {
      for (int id : layers_[static_cast<std::size_t>(k - 1)]) {
        for (int next : states_[static_cast<std::size_t>(id)].next) {
          if (marks_[static_cast<std::size_t>(k)][static_cast<std::size_t>(next)] == mark_round_) {
            marks_[static_cast<std::size_t>(k - 1)][static_cast<std::size_t>(id)] = mark_round_;
            break;
          }
        }
      }
    }
    length_ = length;
    origin_ = &origin;
    sets_.assign(1, origin.start);
    on_chain_[static_cast<std::size_t>(origin.start)] = 1;
    for (int id : origin.firsts) {
      if (marks_[0][static_cast<std::size_t>(id)] != mark_round_) continue;
      extend(id);
    }
    on_chain_[static_cast<std::size_t>(origin.start)] = 0;
  }

  // Enters `state` and goes on while the links left can still reach a pending end.
  void extend(int state_id) {
    const State& state = states_[static_cast<std::size_t>(state_id)];
    if (on_chain_[static_cast<std::size_t>(state.als)] != 0) return;
    push(state.als, state.carry);
    const auto links = static_cast<int>(carried_.size());
    if (links == length_) {
      check_end(state_id);
    } else {
      for (int next : state.next) {
        if (marks_[static_cast<std::size_t>(links)][static_cast<std::size_t>(next)] ==
            mark_round_) {
          extend(next);
        }
      }
    }
    pop();
  }

  void check_end(int state_id) {
    Origin& origin = *origin_;
    const auto it = std::find(origin.pending.begin(), origin.pending.end(), state_id);
    if (it == origin.pending.end()) return;  // found already
    origin.pending.erase(it);
    // This end needs no other chain: no later path may reach it.
    marks_[static_cast<std::size_t>(length_ - 1)][static_cast<std::size_t>(state_id)] = 0;
    const Als& start = alses_[static_cast<std::size_t>(sets_.front())];
    const Als& end = alses_[static_cast<std::size_t>(sets_.back())];
    const unsigned candidates = start.digits.bits() & end.digits.bits() & ~carried_.front().bits() &
                                ~carried_.back().bits();
    FoundChain chain;
    chain.eliminated = eliminate_seen_by_both(start, end, candidates, chain.eliminations);
    chain.sets = sets_;
    chain.carried = carried_;
    found_.push_back(std::move(chain));
  }

  Step make_step(const FoundChain& found) const {
    Step step;
    step.technique = Technique::als_chain;
    step.eliminations = found.eliminations;
    std::vector<const Als*> chain;
    CellSet cells;
    for (int index : found.sets) {
      const Als& set = alses_[static_cast<std::size_t>(index)];
      chain.push_back(&set);
      add_house(step.houses, set.house);
      cells |= set.cells;
    }
    add_cell_candidates(step.pattern, grid_, cells);
    std::string links_text;
    std::string forcing;
    const std::vector<DigitSet>& carried = found.carried;
    for (std::size_t i = 0; i < carried.size(); ++i) {
      for (unsigned bits = carried[i].bits(); bits != 0; bits &= bits - 1) {
        const Digit x(std::countr_zero(bits) + 1);
        step.links.push_back(restricted_common_link(chain[i]->with(x), chain[i + 1]->with(x), x));
      }
      links_text += " -" + digits_text(carried[i]) + "- " + set_name(i + 1);
      forcing += ", " + set_name(i + 1) + " would lack " + digits_text(carried[i]) + " and hold " +
                 digits_text(i + 1 < carried.size() ? carried[i + 1] : found.eliminated);
    }
    const std::string z = digits_text(found.eliminated);
    step.reason = sets_text(chain) + " are almost locked sets chained A" + links_text +
                  " (each link digit: every one in a set sees those of the next). If A did not "
                  "hold " +
                  z + " it would hold " + digits_text(carried.front()) + forcing + "; so A or " +
                  set_name(chain.size() - 1) + " holds " + z + ", and cells seeing every " + z +
                  " of both cannot";
    return step;
  }

  void push(int set, DigitSet carry) {
    sets_.push_back(set);
    carried_.push_back(carry);
    on_chain_[static_cast<std::size_t>(set)] = 1;
  }
  void pop() {
    on_chain_[static_cast<std::size_t>(sets_.back())] = 0;
    sets_.pop_back();
    carried_.pop_back();
  }

  const CandidateGrid& grid_;
  const std::vector<Als>& alses_;
  const std::vector<RestrictedCommon>& rcs_;
  std::vector<std::vector<int>> adjacent_;
  std::vector<State> states_;
  std::vector<std::vector<int>> states_of_als_;
  std::vector<Origin> origins_;
  std::array<std::vector<int>, kMaxChainLinks> layers_{};
  std::vector<std::uint32_t> stamp_;
  std::uint32_t round_ = 0;
  std::vector<std::uint32_t> target_;  // == target_round_: an end state being looked for
  std::uint32_t target_round_ = 0;
  std::array<std::vector<std::uint32_t>, kMaxChainLinks> marks_{};
  std::uint32_t mark_round_ = 0;
  std::vector<char> on_chain_;
  int length_ = 0;
  Origin* origin_ = nullptr;
  std::vector<int> sets_;
  std::vector<DigitSet> carried_;
  std::vector<FoundChain> found_;
};

}  // namespace

void find_als_chain(const CandidateGrid& grid, StepSink& sink) {
  const AlsCache& cache = als_cache(grid);
  ChainSearch search(grid, cache.alses, cache.rcs);
  search.run(sink);
}

// ---- Death Blossom ----

namespace {

// HoDoKu keeps at most 100 petals per digit of a stem cell.
constexpr std::size_t kMaxPetalsPerDigit = 100;

struct BlossomSearch {
  const CandidateGrid& grid;
  const std::vector<Als>& alses;
  bool overlapping;
  Cell stem;
  std::array<std::vector<int>, kUnitSize> petals_for{};  // candidate petals for each stem digit
  std::array<int, kUnitSize> chosen{};                   // the petal of each stem digit, -1 none
  int last_digit = 0;
  std::vector<Found>& found;

  BlossomSearch(const CandidateGrid& g, const std::vector<Als>& a, bool o, Cell s,
                std::vector<Found>& f)
      : grid(g), alses(a), overlapping(o), stem(s), found(f) {}

  // Chooses a petal for digit d and on. `viable`: the digits outside the stem that every petal so
  // far holds and that some cell could still lose; `targets[z]`: the cells seeing every z of those
  // petals. A choice that leaves nothing viable cannot eliminate anything and is not followed
  // (HoDoKu only asks for a digit in common; the results are the same). `covered`: the petals'
  // cells; `overlap_used`: whether two petals share a cell.
  void choose(int d, unsigned viable, CellSet covered, bool overlap_used,
              const std::array<CellSet, kUnitSize>& targets) {
    if (d > last_digit) return;
    const auto& candidates = petals_for[static_cast<std::size_t>(d - 1)];
    if (candidates.empty()) {
      chosen[static_cast<std::size_t>(d - 1)] = -1;
      choose(d + 1, viable, covered, overlap_used, targets);
      return;
    }
    for (int petal : candidates) {
      const Als& als = alses[static_cast<std::size_t>(petal)];
      const bool overlaps = !(als.cells & covered).empty();
      if (overlaps && !overlapping) continue;
      const CellSet next_covered = covered | als.cells;
      unsigned next_viable = 0;
      std::array<CellSet, kUnitSize> next_targets{};
      for (unsigned bits = viable & als.digits.bits(); bits != 0; bits &= bits - 1) {
        const auto z = static_cast<std::size_t>(std::countr_zero(bits));
        next_targets[z] = (targets[z] & als.seen_by[z]) - next_covered - CellSet::of(stem);
        if (!next_targets[z].empty()) next_viable |= 1u << z;
      }
      if (next_viable == 0) continue;
      chosen[static_cast<std::size_t>(d - 1)] = petal;
      if (d < last_digit) {
        choose(d + 1, next_viable, next_covered, overlap_used || overlaps, next_targets);
      } else if (overlap_used || overlaps || !overlapping) {
        check(next_viable, next_targets);
      }
    }
  }

  void check(unsigned viable, const std::array<CellSet, kUnitSize>& targets) {
    Found f;
    for (unsigned bits = viable; bits != 0; bits &= bits - 1) {
      const Digit z(std::countr_zero(bits) + 1);
      add_eliminations(f.eliminations, targets[index_of(z)], z);
      f.eliminated.insert(z);
    }
    if (f.eliminations.empty()) return;
    f.stem = stem;
    f.petals.fill(-1);
    for (int d = 1; d <= last_digit; ++d) {
      const int petal = chosen[static_cast<std::size_t>(d - 1)];
      f.petals[static_cast<std::size_t>(d - 1)] = petal;
      if (petal < 0) continue;
      ++f.set_count;
      f.cell_count += alses[static_cast<std::size_t>(petal)].cells.size();
    }
    found.push_back(std::move(f));
  }
};

Step death_blossom_step(const CandidateGrid& grid, const std::vector<Als>& alses, const Found& f) {
  const Cell stem = f.stem;
  const DigitSet stem_digits = grid.candidates(stem);
  Step step;
  step.technique = Technique::death_blossom;
  CellSet covered;
  std::vector<const Als*> petals;
  std::string petals_text;
  for (int d = 1; d <= kUnitSize; ++d) {
    const int index = f.petals[static_cast<std::size_t>(d - 1)];
    if (index < 0) continue;
    const Als& petal = alses[static_cast<std::size_t>(index)];
    const Digit digit(d);
    covered |= petal.cells;
    add_house(step.houses, petal.house);
    for (Cell cell : petal.with(digit)) step.links.push_back({{stem, digit}, {cell, digit}, false});
    if (!petals_text.empty()) petals_text += ", ";
    petals_text += "its " + digit_text(digit) + " sees every " + digit_text(digit) + " of " +
                   set_name(petals.size());
    petals.push_back(&petal);
  }
  add_cell_candidates(step.pattern, grid, CellSet::of(stem) | covered);
  const std::string z = digits_text(f.eliminated);
  step.reason = "stem " + stem.name() + " holds only " + digits_text(stem_digits) + "; " +
                petals_text + ", with " + sets_text(petals) +
                " almost locked sets. Whichever digit " + stem.name() +
                " takes, the set it sees loses that digit and holds all its others, and every set "
                "has " +
                z + ": cells seeing every " + z + " of the sets cannot hold " +
                (f.eliminated.size() == 1 ? "it" : "them");
  return step;
}

void collect_blossoms(const CandidateGrid& grid, const std::vector<Als>& alses, bool overlapping,
                      std::vector<Found>& found) {
  // For every cell, the ALS each of whose digits d it sees all of: its possible petals for d.
  std::array<std::array<std::vector<int>, kUnitSize>, kCellCount> petals{};
  for (std::size_t i = 0; i < alses.size(); ++i) {
    const Als& als = alses[i];
    for (unsigned bits = als.digits.bits(); bits != 0; bits &= bits - 1) {
      const Digit d(std::countr_zero(bits) + 1);
      for (Cell cell : als.seen(d)) {
        auto& list = petals[static_cast<std::size_t>(cell.index())][index_of(d)];
        if (list.size() < kMaxPetalsPerDigit) list.push_back(static_cast<int>(i));
      }
    }
  }
  for (Cell stem : grid.unsolved()) {
    const DigitSet digits = grid.candidates(stem);
    if (digits.empty()) continue;
    BlossomSearch search(grid, alses, overlapping, stem, found);
    bool complete = true;
    for (int d = 1; d <= kUnitSize; ++d) {
      auto& list = petals[static_cast<std::size_t>(stem.index())][static_cast<std::size_t>(d - 1)];
      if (digits.contains(Digit(d))) {
        if (list.empty()) complete = false;
        search.last_digit = d;
        search.petals_for[static_cast<std::size_t>(d - 1)] = list;
      }
    }
    if (!complete) continue;  // a digit of the stem with no petal: no blossom
    std::array<CellSet, kUnitSize> targets{};
    for (int d = 1; d <= kUnitSize; ++d)
      targets[static_cast<std::size_t>(d - 1)] = grid.cells_with(Digit(d));
    search.choose(1, DigitSet::kAllBits & ~digits.bits(), CellSet(), false, targets);
  }
}

}  // namespace

void find_death_blossom(const CandidateGrid& grid, StepSink& sink) {
  const std::vector<Als>& alses = als_cache(grid).alses;
  std::vector<Found> found;
  collect_blossoms(grid, alses, false, found);
  const std::size_t first_overlapping = found.size();
  collect_blossoms(grid, alses, true, found);
  report(found, first_overlapping, sink,
         [&](const Found& f) { return death_blossom_step(grid, alses, f); });
}

}  // namespace nonet::logic
