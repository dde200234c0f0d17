// Sudoku Explainer's Aligned Pair Exclusion (6.2) and Aligned Triplet Exclusion (7.5).
//
// Base cells are tried in sets of two (three). A combination of their digits is impossible when
// two base cells that see each other take the same digit, or when it would empty an "excluder":
// a cell of at most two (three) candidates seeing every base cell. A digit of a base cell that no
// possible combination uses is eliminated.
//
// SE's order: pairs of base cells in colex order of the base-cell list (row by row); for the
// triplet, the third cell runs over the cells the first two exclude (first cell's peers in SE's
// peer order, then the second's), so a set may be reported more than once, as SE does.
//
// The triplet rule runs on every step that reaches chaining, so the search works on bit masks:
// a pair of base cells needs two common excluders before any third cell is looked at, and a
// combination is tested against the excluders' digit masks, never by listing combinations.
#include <algorithm>
#include <array>
#include <vector>

#include "rating/se_rule.hpp"
#include "rating/uniqueness/unique_se_support.hpp"

namespace nonet::rating {
namespace {

using se::popcount;

constexpr std::string_view kPairName = "Aligned Pair Exclusion";
constexpr std::string_view kTripletName = "Aligned Triplet Exclusion";

/// The base cells of one search and the excluders of each.
class BaseCells {
 public:
  BaseCells(const CandidateGrid& grid, int degree) {
    CellSet singles;
    CellSet small;  // cells of 2..degree candidates: the possible excluders
    for (int i = 0; i < kCellCount; ++i) {
      const std::uint16_t bits = grid.candidates(Cell(i)).bits();
      cands_[static_cast<std::size_t>(i)] = bits;
      const int count = popcount(bits);
      if (count == 1) singles.insert(Cell(i));
      if (count >= 2 && count <= degree) small.insert(Cell(i));
    }
    for (int i = 0; i < kCellCount; ++i) {
      const Cell cell(i);
      if (popcount(cands(cell)) < 2) continue;
      const CellSet peers = peers_of(cell);
      // SE skips cells that see a naked single; it also needs an excluder to start from.
      if (!(peers & singles).empty()) continue;
      const CellSet excluders = peers & small;
      if (excluders.empty()) continue;
      excluders_[static_cast<std::size_t>(i)] = excluders;
      list_[static_cast<std::size_t>(count_++)] = cell;
      set_.insert(cell);
    }
    small_ = small;
  }

  [[nodiscard]] int count() const { return count_; }
  [[nodiscard]] Cell at(int i) const { return list_[static_cast<std::size_t>(i)]; }
  [[nodiscard]] CellSet set() const { return set_; }
  /// The cells that can exclude: 2..degree candidates.
  [[nodiscard]] CellSet small() const { return small_; }
  [[nodiscard]] CellSet excluders(Cell cell) const {
    return excluders_[static_cast<std::size_t>(cell.index())];
  }
  [[nodiscard]] std::uint16_t cands(Cell cell) const {
    return cands_[static_cast<std::size_t>(cell.index())];
  }

 private:
  std::array<std::uint16_t, kCellCount> cands_{};
  std::array<CellSet, kCellCount> excluders_{};
  std::array<Cell, kCellCount> list_{};
  int count_ = 0;
  CellSet set_;
  CellSet small_;
};

/// The excluders of one base set as digit masks: for each digit, the digits it pairs with in a
/// bivalue excluder; and the trivalue excluders.
struct ExcluderMasks {
  std::array<std::uint16_t, 10> partners{};             // indexed by digit bit position 0..8
  std::array<std::uint16_t, se::kPeerCount> triples{};  // excluders all see one cell
  int triple_count = 0;

  ExcluderMasks(const BaseCells& base, CellSet excluders) {
    se::for_each_cell(excluders, [&](Cell cell) {
      const std::uint16_t bits = base.cands(cell);
      if (popcount(bits) == 2) {
        const int low = std::countr_zero(bits);
        const int high = std::countr_zero(static_cast<std::uint16_t>(bits & (bits - 1)));
        partners[static_cast<std::size_t>(low)] |= static_cast<std::uint16_t>(1u << high);
        partners[static_cast<std::size_t>(high)] |= static_cast<std::uint16_t>(1u << low);
      } else {
        triples[static_cast<std::size_t>(triple_count++)] = bits;
      }
    });
  }
  [[nodiscard]] std::uint16_t partner(int bit) const {
    return partners[static_cast<std::size_t>(bit)];
  }
};

void add_eliminations(std::vector<Candidate>& out, Cell cell, std::uint16_t digits) {
  for (std::uint16_t bits = digits; bits != 0; bits &= static_cast<std::uint16_t>(bits - 1)) {
    out.push_back({cell, Digit(std::countr_zero(bits) + 1)});
  }
}

/// Reports the hint of a base set whose digits `allowed[i]` survive; false to stop.
template <std::size_t N>
bool report(SeHintSink& sink, const BaseCells& base, const std::array<Cell, N>& cells,
            const std::array<std::uint16_t, N>& allowed, std::string_view name, double difficulty) {
  SeHint hint;
  for (std::size_t i = 0; i < N; ++i) {
    add_eliminations(hint.eliminations, cells[i],
                     base.cands(cells[i]) & static_cast<std::uint16_t>(~allowed[i]));
  }
  std::sort(hint.eliminations.begin(), hint.eliminations.end());
  hint.difficulty = se::to_tenths(difficulty);
  hint.rule = name;
  return sink.add(std::move(hint));
}

/// The digits of two base cells that some allowed combination uses.
std::array<std::uint16_t, 2> allowed_pair_digits(const BaseCells& base, Cell c0, Cell c1,
                                                 const ExcluderMasks& masks) {
  const std::uint16_t digits0 = base.cands(c0);
  const std::uint16_t digits1 = base.cands(c1);
  const bool peers = peers_of(c0).contains(c1);
  std::array<std::uint16_t, 2> allowed{};
  for (std::uint16_t rest = digits0; rest != 0; rest &= static_cast<std::uint16_t>(rest - 1)) {
    const int a = std::countr_zero(rest);
    auto barred = masks.partner(a);
    if (peers) barred |= static_cast<std::uint16_t>(1u << a);
    const auto open = static_cast<std::uint16_t>(digits1 & ~barred);
    if (open != 0) {
      allowed[0] |= static_cast<std::uint16_t>(1u << a);
      allowed[1] |= open;
    }
  }
  return allowed;
}

/// The digits of three base cells that some allowed combination uses.
std::array<std::uint16_t, 3> allowed_triplet_digits(const BaseCells& base,
                                                    const std::array<Cell, 3>& cells,
                                                    const ExcluderMasks& masks) {
  const std::uint16_t digits_a = base.cands(cells[0]);
  const std::uint16_t digits_b = base.cands(cells[1]);
  const std::uint16_t digits_c = base.cands(cells[2]);
  const bool peers_ab = peers_of(cells[0]).contains(cells[1]);
  const bool peers_ac = peers_of(cells[0]).contains(cells[2]);
  const bool peers_bc = peers_of(cells[1]).contains(cells[2]);
  std::array<std::uint16_t, 3> allowed{};
  // For each digit c of the third cell, the digits b left to the middle cell by each digit a of
  // the first, as a mask.
  for (std::uint16_t rest_c = digits_c; rest_c != 0;
       rest_c &= static_cast<std::uint16_t>(rest_c - 1)) {
    const int c = std::countr_zero(rest_c);
    const auto bit_c = static_cast<std::uint16_t>(1u << c);
    // b completing a trivalue excluder with a and c.
    std::array<std::uint16_t, 9> third_of{};
    for (int t = 0; t < masks.triple_count; ++t) {
      const std::uint16_t triple = masks.triples[static_cast<std::size_t>(t)];
      if (!(triple & bit_c)) continue;
      const auto others = static_cast<std::uint16_t>(triple & ~bit_c);
      const int x = std::countr_zero(others);
      const int y = std::countr_zero(static_cast<std::uint16_t>(others & (others - 1)));
      third_of[static_cast<std::size_t>(x)] |= static_cast<std::uint16_t>(1u << y);
      third_of[static_cast<std::size_t>(y)] |= static_cast<std::uint16_t>(1u << x);
    }
    // a with c empties a bivalue excluder, or a equals c in two cells that see each other.
    const auto dead_a = static_cast<std::uint16_t>(masks.partner(c) | (peers_ac ? bit_c : 0));
    const auto barred_by_c = static_cast<std::uint16_t>(masks.partner(c) | (peers_bc ? bit_c : 0));
    std::uint16_t live_c = 0;
    for (auto rest_a = static_cast<std::uint16_t>(digits_a & ~dead_a); rest_a != 0;
         rest_a &= static_cast<std::uint16_t>(rest_a - 1)) {
      const int a = std::countr_zero(rest_a);
      const auto bit_a = static_cast<std::uint16_t>(1u << a);
      const auto barred =
          static_cast<std::uint16_t>(barred_by_c | masks.partner(a) | (peers_ab ? bit_a : 0) |
                                     third_of[static_cast<std::size_t>(a)]);
      const auto open = static_cast<std::uint16_t>(digits_b & ~barred);
      allowed[0] |= open != 0 ? bit_a : 0;
      allowed[1] |= open;
      live_c |= open;
      // Once every digit of the first two cells is known possible, c needs one witness only.
      if (live_c != 0 && allowed[0] == digits_a && allowed[1] == digits_b) break;
    }
    allowed[2] |= live_c != 0 ? bit_c : 0;
  }
  return allowed;
}

// SE tries a set of three cells once per way of seeing it as a pair plus a third cell the pair
// excludes: up to three times, with the same outcome each time. The search works a set out at
// its first sighting only and keeps the sets that eliminate (rare) to report them again at the
// later sightings, as SE does.
// Whether a set of base cells may have a hint now that it did not have when the rule last found
// nothing: its hint depends only on the candidates of its cells and of the cells that see two
// of them (excluders, and the cells that gate SE's search), so one of those must have changed.
template <std::size_t N>
bool may_have_changed(const std::array<Cell, N>& cells, const RuleScope& scope) {
  CellSet near;
  for (std::size_t i = 0; i < N; ++i) {
    near.insert(cells[i]);
    for (std::size_t j = i + 1; j < N; ++j) near |= peers_of(cells[i]) & peers_of(cells[j]);
  }
  return !(near & scope.cells).empty();
}

class TripletSearch {
 public:
  TripletSearch(const CandidateGrid& grid, SeHintSink& sink, const RuleScope& scope)
      : base_(grid, 3), sink_(sink), scope_(scope) {}

  void run() {
    // SE's pairs in colex order of the base list (cell order): by second cell, then first.
    for (int j = 1; j < base_.count(); ++j) {
      const Cell c1 = base_.at(j);
      // The first cells that share two excluders with c1: they see two of c1's excluders.
      const CellSet firsts =
          se::seeing_two(base_.excluders(c1)) & base_.set() & se::cells_before(c1);
      bool go_on = true;
      se::for_each_cell(firsts, [&](Cell c0) { go_on = go_on && try_pair(c0, c1); });
      if (!go_on) return;
    }
  }

 private:
  struct Productive {
    CellSet cells;
    std::array<Cell, 3> order;
    std::array<std::uint16_t, 3> allowed;
    [[nodiscard]] std::uint16_t allowed_of(Cell cell) const {
      return allowed[cell == order[0] ? 0 : cell == order[1] ? 1 : 2];
    }
  };
  struct Found {
    int order;  // SE's place of the third cell among the pair's
    Cell third;
    std::array<std::uint16_t, 3> allowed;
  };

  /// Tries the pair (c0, c1) with each third cell; false once the sink wants no more.
  bool try_pair(Cell c0, Cell c1) {
    const CellSet excluders0 = base_.excluders(c0);
    const CellSet excluders1 = base_.excluders(c1);
    // Every third cell keeps only excluders common to the first two: two are needed.
    const CellSet common01 = excluders0 & excluders1;
    if (!se::has_two(common01)) return true;
    CellSet pair = CellSet::of(c0);
    pair.insert(c1);
    // ... and it must see two of them.
    const CellSet thirds =
        ((excluders0 | excluders1) & base_.set() & se::seeing_two(common01)) - pair;
    if (thirds.empty()) return true;
    const CellSet fresh = thirds & may_have_changed(c0, c1) & first_sightings(c0, c1);
    if (fresh.empty() && productive_.empty()) return true;
    int found_count = 0;
    se::for_each_cell(thirds, [&](Cell third) {
      std::array<std::uint16_t, 3> allowed{};
      if (fresh.contains(third)) {
        const std::array<Cell, 3> cells{c0, c1, third};
        const CellSet common = common01 & base_.excluders(third);
        allowed = allowed_triplet_digits(base_, cells, ExcluderMasks(base_, common));
        if (allowed[0] == base_.cands(c0) && allowed[1] == base_.cands(c1) &&
            allowed[2] == base_.cands(third)) {
          return;
        }
        productive_.push_back({pair | CellSet::of(third), cells, allowed});
      } else {
        const CellSet cells = pair | CellSet::of(third);
        const auto known = std::find_if(productive_.begin(), productive_.end(),
                                        [&](const Productive& p) { return p.cells == cells; });
        if (known == productive_.end()) return;
        allowed = {known->allowed_of(c0), known->allowed_of(c1), known->allowed_of(third)};
      }
      // SE's third cells: those c0 excludes, in c0's peer order, then those only c1 excludes.
      const int order = excluders0.contains(third) ? se::peer_rank(c0, third)
                                                   : se::kPeerCount + se::peer_rank(c1, third);
      found_[static_cast<std::size_t>(found_count++)] = {order, third, allowed};
    });
    std::sort(found_.begin(), found_.begin() + found_count,
              [](const Found& a, const Found& b) { return a.order < b.order; });
    for (int k = 0; k < found_count; ++k) {
      const Found& hit = found_[static_cast<std::size_t>(k)];
      if (!report(sink_, base_, std::array<Cell, 3>{c0, c1, hit.third}, hit.allowed, kTripletName,
                  7.5)) {
        return false;
      }
    }
    return true;
  }

  /// The third cells whose set with (c0, c1) may have a hint it did not have when the rule last
  /// found nothing (may_have_changed for each).
  [[nodiscard]] CellSet may_have_changed(Cell c0, Cell c1) const {
    if (rating::may_have_changed(std::array<Cell, 2>{c0, c1}, scope_)) return CellSet::all();
    // Else the third must have changed, or see a changed cell that sees c0 or c1.
    CellSet thirds = scope_.cells;
    for (const Cell seen : scope_.cells&(peers_of(c0) | peers_of(c1))) {
      thirds |= peers_of(seen);
    }
    return thirds;
  }

  /// The third cells with which (c0, c1) is the first sighting of the set. With the set's cells
  /// x < y < z in list (cell) order, SE meets it first as (x, y) + z, then as (x, z) + y, then as
  /// (y, z) + x; a sighting counts when the pair excludes the third cell.
  [[nodiscard]] CellSet first_sightings(Cell c0, Cell c1) const {
    // Third cells t for which (t, c0) + c1, resp. (t, c1) + c0, is a sighting.
    const CellSet all = CellSet::all();
    const CellSet none;
    const CellSet with_c0 = base_.excluders(c0).contains(c1) ? all
                            : base_.small().contains(c1)     ? peers_of(c1)
                                                             : none;
    const CellSet with_c1 = base_.excluders(c1).contains(c0) ? all
                            : base_.small().contains(c0)     ? peers_of(c0)
                                                             : none;
    const CellSet after_c1 = CellSet::all() - se::cells_before(c1) - CellSet::of(c1);
    const CellSet between = se::cells_before(c1) - se::cells_before(c0) - CellSet::of(c0);
    return after_c1 | (between - with_c0) | (se::cells_before(c0) - with_c0 - with_c1);
  }

  const BaseCells base_;
  SeHintSink& sink_;
  const RuleScope& scope_;
  std::vector<Productive> productive_;
  std::array<Found, 2 * se::kPeerCount> found_{};
};

}  // namespace

void find_aligned_triple_exclusion(const CandidateGrid& grid, SeHintSink& sink,
                                   const RuleScope& scope) {
  TripletSearch(grid, sink, scope).run();
}
void find_aligned_triple_exclusion(const CandidateGrid& grid, SeHintSink& sink) {
  find_aligned_triple_exclusion(grid, sink, RuleScope{});
}
void find_aligned_pair_exclusion(const CandidateGrid& grid, SeHintSink& sink) {
  find_aligned_pair_exclusion(grid, sink, RuleScope{});
}

namespace {

/// For each base cell and digit, the digits paired with it in the bivalue cells the cell sees
/// (its possible excluders in the pair search): a superset of what a pair's common excluders
/// bar.
class NearPartners {
 public:
  explicit NearPartners(const BaseCells& base) {
    se::for_each_cell(base.small(), [&](Cell excluder) {
      const std::uint16_t bits = base.cands(excluder);
      const int low = std::countr_zero(bits);
      const int high = std::countr_zero(static_cast<std::uint16_t>(bits & (bits - 1)));
      se::for_each_cell(peers_of(excluder) & base.set(), [&](Cell cell) {
        auto& of = partners_[static_cast<std::size_t>(cell.index())];
        of[static_cast<std::size_t>(low)] |= static_cast<std::uint16_t>(1u << high);
        of[static_cast<std::size_t>(high)] |= static_cast<std::uint16_t>(1u << low);
      });
    });
  }

  /// False when no combination of the pair's digits can be barred for a whole digit of either
  /// cell, whatever their common excluders (most pairs: a hint is rare, and the exact test
  /// builds the excluders' masks first).
  [[nodiscard]] bool may_eliminate(const BaseCells& base, Cell c0, Cell c1) const {
    const std::uint16_t digits0 = base.cands(c0);
    const std::uint16_t digits1 = base.cands(c1);
    const bool peers = peers_of(c0).contains(c1);
    const auto& of0 = partners_[static_cast<std::size_t>(c0.index())];
    const auto& of1 = partners_[static_cast<std::size_t>(c1.index())];
    std::uint16_t barred_by_all = 0x1FF;  // digits of c1 barred against every digit of c0
    for (std::uint16_t rest = digits0; rest != 0; rest &= static_cast<std::uint16_t>(rest - 1)) {
      const int a = std::countr_zero(rest);
      auto barred = static_cast<std::uint16_t>(of0[static_cast<std::size_t>(a)] &
                                               of1[static_cast<std::size_t>(a)]);
      if (peers) barred |= static_cast<std::uint16_t>(1u << a);
      if ((digits1 & ~barred) == 0) return true;
      barred_by_all &= barred;
    }
    return (digits1 & barred_by_all) != 0;
  }

 private:
  std::array<std::array<std::uint16_t, 9>, kCellCount> partners_{};
};

}  // namespace

void find_aligned_pair_exclusion(const CandidateGrid& grid, SeHintSink& sink,
                                 const RuleScope& scope) {
  const BaseCells base(grid, 2);
  const NearPartners near(base);
  // SE's pairs in colex order of the base list (cell order): by second cell, then first.
  for (int j = 1; j < base.count(); ++j) {
    const Cell c1 = base.at(j);
    // Nothing changed around c1 (itself and the cells that see it, where the cells seeing both
    // of a pair lie): only a first cell that changed can make a pair worth trying.
    const CellSet candidates_first = (scope.cells & (peers_of(c1) | CellSet::of(c1))).empty()
                                         ? scope.cells & base.set() & se::cells_before(c1)
                                         : base.set() & se::cells_before(c1);
    if (candidates_first.empty()) continue;
    const CellSet excluders1 = base.excluders(c1);
    // The first cells that share two excluders with c1: they see two of c1's excluders.
    const CellSet firsts = se::seeing_two(excluders1) & candidates_first;
    bool go_on = true;
    se::for_each_cell(firsts, [&](Cell c0) {
      if (!go_on) return;
      if (!may_have_changed(std::array<Cell, 2>{c0, c1}, scope)) return;
      if (!near.may_eliminate(base, c0, c1)) return;
      const ExcluderMasks masks(base, base.excluders(c0) & excluders1);
      const std::array<std::uint16_t, 2> allowed = allowed_pair_digits(base, c0, c1, masks);
      if (allowed[0] == base.cands(c0) && allowed[1] == base.cands(c1)) return;
      go_on = report(sink, base, std::array<Cell, 2>{c0, c1}, allowed, kPairName, 6.2);
    });
    if (!go_on) return;
  }
}

}  // namespace nonet::rating
