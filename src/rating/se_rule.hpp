#pragma once
// The internal shape of a Sudoku Explainer rule: given a candidate grid, report hints.
// Every rule in src/rating has this shape; ladder.cpp lists them in SE's order.
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "nonet/candidates.hpp"
#include "nonet/logic.hpp"
#include "nonet/rating.hpp"

namespace nonet::rating {

struct SeHint {
  RatingTenths difficulty = 0;
  std::string_view
      rule;  ///< SE's rule name ("Hidden Single", "Forcing Chain", ...); static storage
  /// Set exactly when SE's hint has a cell (Hint.getCell() != null): direct hints, direct
  /// locking/hidden sets, chains whose result is "on". Applying places it after eliminating.
  std::optional<Candidate> placement;
  std::vector<Candidate> eliminations;
  /// Chain complexity (SE's getComplexity) for chaining hints, 0 otherwise; SE sorts chaining
  /// hints by difficulty, then complexity.
  int complexity = 0;
};

/// Receives a rule's hints. add() returns false when the caller wants no more (the ladder
/// takes only the first hint), so a rule stops searching as soon as add() says so.
inline constexpr RatingTenths kNoCeiling = 1000;

class SeHintSink {
 public:
  virtual ~SeHintSink() = default;
  virtual bool add(SeHint hint) = 0;
  /// Hints rated above this are of no use to the caller, so a rule may leave them out (and
  /// search less). The ladder sets it only where leaving them out cannot change its answer.
  [[nodiscard]] virtual RatingTenths max_difficulty() const { return kNoCeiling; }
};

/// A rule: reads the grid, never changes it.
using SeRule = void (*)(const CandidateGrid& grid, SeHintSink& sink);

/// Where a rule has to look: the digits (bit d - 1), houses (bit basic::house_number) and cells
/// whose candidates changed since the rule last found nothing. A rule whose hints each depend
/// on one digit's candidates only (fish, locked candidates) or one house's (naked and hidden
/// sets) skips the others: it would find nothing there again.
struct RuleScope {
  unsigned digits = 0x1FF;
  std::uint32_t houses = (1u << 27) - 1;
  /// The cells whose candidates changed: a rule whose hints each depend on a few cells' own
  /// candidates (wings, aligned exclusion) skips the patterns that include none of them.
  CellSet cells = CellSet::all();
  /// Where each digit may go in each house of the grid (basic::AllPositions), when the caller
  /// has worked it out (the ladder, once per step, for every rule that reads it); null: the
  /// rule works out what it needs.
  const std::array<std::array<std::uint16_t, 9>, 27>* positions = nullptr;

  [[nodiscard]] bool has_digit(int index) const { return ((digits >> index) & 1u) != 0; }
  [[nodiscard]] bool has_house(int number) const { return ((houses >> number) & 1u) != 0; }
};
using ScopedSeRule = void (*)(const CandidateGrid& grid, SeHintSink& sink, const RuleScope& scope);

/// Applies a hint as SE does: remove the eliminations, then place the placement (if any),
/// crossing the value off its peers.
void apply_hint(CandidateGrid& grid, const SeHint& hint);

// --- Basic rules (src/rating/basic_*.cpp), in SE's order ---------------------------------
void find_hidden_singles(const CandidateGrid&, SeHintSink&);   // 1.0 / 1.2 / 1.5
void find_direct_pointing(const CandidateGrid&, SeHintSink&);  // 1.7 / 1.9
void find_direct_pointing(const CandidateGrid&, SeHintSink&, const RuleScope&);
void find_direct_hidden_pairs(const CandidateGrid&, SeHintSink&);  // 2.0
void find_direct_hidden_pairs(const CandidateGrid&, SeHintSink&, const RuleScope&);
void find_naked_singles(const CandidateGrid&, SeHintSink&);          // 2.3
void find_direct_hidden_triples(const CandidateGrid&, SeHintSink&);  // 2.5
void find_direct_hidden_triples(const CandidateGrid&, SeHintSink&, const RuleScope&);
void find_pointing_claiming(const CandidateGrid&, SeHintSink&);  // 2.6 / 2.8
void find_pointing_claiming(const CandidateGrid&, SeHintSink&, const RuleScope&);
void find_naked_pairs(const CandidateGrid&, SeHintSink&);  // 3.0
void find_naked_pairs(const CandidateGrid&, SeHintSink&, const RuleScope&);
void find_x_wings(const CandidateGrid&, SeHintSink&);  // 3.2
void find_x_wings(const CandidateGrid&, SeHintSink&, const RuleScope&);
void find_hidden_pairs(const CandidateGrid&, SeHintSink&);  // 3.4
void find_hidden_pairs(const CandidateGrid&, SeHintSink&, const RuleScope&);
void find_naked_triples(const CandidateGrid&, SeHintSink&);  // 3.6
void find_naked_triples(const CandidateGrid&, SeHintSink&, const RuleScope&);
void find_swordfish(const CandidateGrid&, SeHintSink&);  // 3.8
void find_swordfish(const CandidateGrid&, SeHintSink&, const RuleScope&);
void find_hidden_triples(const CandidateGrid&, SeHintSink&);  // 4.0
void find_hidden_triples(const CandidateGrid&, SeHintSink&, const RuleScope&);
void find_xy_wings(const CandidateGrid&, SeHintSink&);  // 4.2
void find_xy_wings(const CandidateGrid&, SeHintSink&, const RuleScope&);
void find_xyz_wings(const CandidateGrid&, SeHintSink&);  // 4.4
void find_xyz_wings(const CandidateGrid&, SeHintSink&, const RuleScope&);
// --- Uniqueness and exclusion (src/rating/unique_*.cpp, aligned_*.cpp) -------------------
void find_unique_loops(const CandidateGrid&, SeHintSink&);  // 4.5 - 5.0+
struct RuleMemory;  // rule_memory.hpp: what some keep between the steps of a path (Ladder)
/// The same, for successive grids of one solving path: keeps the loops it finds in `memory`.
void find_unique_loops(const CandidateGrid&, SeHintSink&, RuleMemory& memory);
void find_naked_quads(const CandidateGrid&, SeHintSink&);  // 5.0
void find_naked_quads(const CandidateGrid&, SeHintSink&, const RuleScope&);
void find_jellyfish(const CandidateGrid&, SeHintSink&);  // 5.2
void find_jellyfish(const CandidateGrid&, SeHintSink&, const RuleScope&);
void find_hidden_quads(const CandidateGrid&, SeHintSink&);  // 5.4
void find_hidden_quads(const CandidateGrid&, SeHintSink&, const RuleScope&);
void find_bug(const CandidateGrid&, SeHintSink&);                     // 5.6 - 6.1
void find_aligned_pair_exclusion(const CandidateGrid&, SeHintSink&);  // 6.2
void find_aligned_pair_exclusion(const CandidateGrid&, SeHintSink&, const RuleScope&);
void find_aligned_triple_exclusion(const CandidateGrid&, SeHintSink&);  // 7.5
void find_aligned_triple_exclusion(const CandidateGrid&, SeHintSink&, const RuleScope&);
// --- Chaining (src/rating/chain_*.cpp). Each reports its hints sorted as SE sorts them. ---
void find_forcing_chains_and_cycles(const CandidateGrid&, SeHintSink&);  // Chaining(f,f,f,0)
/// The same, for successive grids of one solving path: keeps what it can in `memory`.
void find_forcing_chains_and_cycles(const CandidateGrid&, SeHintSink&, RuleMemory& memory);
using RememberingSeRule = void (*)(const CandidateGrid&, SeHintSink&, RuleMemory&);
void find_nishio_chains(const CandidateGrid&, SeHintSink&);  // Chaining(f,t,t,0)
void find_nishio_chains(const CandidateGrid&, SeHintSink&, RuleMemory& memory);
void find_multiple_forcing_chains(const CandidateGrid&, SeHintSink&);  // Chaining(t,f,f,0)
void find_dynamic_forcing_chains(const CandidateGrid&, SeHintSink&);   // Chaining(t,t,f,0)
/// Chaining(true, true, false, level) for level 1 (Dynamic Forcing Chains (+)) to 5 (nested).
void find_dynamic_chains_at_level(const CandidateGrid&, SeHintSink&, int level);
/// The same, remembering nested searches by grid (RuleMemory::nested_hints).
void find_dynamic_chains_at_level(const CandidateGrid&, SeHintSink&, int level, RuleMemory& memory);

}  // namespace nonet::rating
