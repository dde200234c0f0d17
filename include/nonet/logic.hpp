// Solving as a person does: named techniques over the candidate grid, one step at a time.
//
// Each technique is a finder: given a candidate grid, it reports the steps it sees, never
// changing the grid. A step says what it places or eliminates and what proves it. One catalogue
// (techniques()) lists every technique with its name, code, order and difficulty.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "nonet/candidates.hpp"
#include "nonet/control.hpp"
#include "nonet/error.hpp"
#include "nonet/grid.hpp"
#include "nonet/solve.hpp"
#include "nonet/types.hpp"

namespace nonet {

/// Every technique nonet knows, in catalogue order (see techniques()).
enum class Technique : std::uint8_t {
  full_house,
  hidden_single,
  naked_single,
  pointing,
  claiming,
  naked_pair,
  naked_triple,
  hidden_pair,
  hidden_triple,
  naked_quad,
  hidden_quad,
  x_wing,
  swordfish,
  jellyfish,
  skyscraper,
  two_string_kite,
  turbot_fish,
  empty_rectangle,
  xy_wing,
  xyz_wing,
  w_wing,
  remote_pair,
  unique_rectangle_1,
  unique_rectangle_2,
  unique_rectangle_3,
  unique_rectangle_4,
  hidden_rectangle,
  bug_plus_1,
  finned_x_wing,
  sashimi_x_wing,
  finned_swordfish,
  sashimi_swordfish,
  finned_jellyfish,
  sashimi_jellyfish,
  simple_colors,
  multi_colors,
  x_chain,
  xy_chain,
  sue_de_coq,
  discontinuous_nice_loop,
  aic,
  continuous_nice_loop,
  als_xz,
  grouped_discontinuous_nice_loop,
  grouped_aic,
  grouped_continuous_nice_loop,
  als_xy_wing,
  als_chain,
  death_blossom,
  // Found by the rating's rules, for hint and explain as well as rate_se().
  unique_loop,
  bug,
  aligned_pair_exclusion,
  aligned_triple_exclusion,
  nishio_forcing_chain,
  contradiction_forcing_chain,
  double_forcing_chain,
  cell_forcing_chain,
  region_forcing_chain,
  dynamic_contradiction_forcing_chain,
  dynamic_double_forcing_chain,
  dynamic_cell_forcing_chain,
  dynamic_region_forcing_chain,
  // Last resorts: the templates of a digit (after the chains, which always find a step first).
  template_set,
  template_delete,
  // Sudoku Explainer's direct forms, found only by the rating (rate_se()).
  direct_pointing,
  direct_claiming,
  direct_hidden_pair,
  direct_hidden_triple,
};

/// A difficulty on the Sudoku Explainer scale in tenths (SE prints one decimal: 7.1 is 71), so
/// comparisons are exact.
using RatingTenths = int;

/// One pencil mark: a digit in a cell. Written "5r4c7" in explanations.
struct Candidate {
  Cell cell;
  Digit digit;
  /// "5r4c7".
  [[nodiscard]] std::string name() const;
  friend auto operator<=>(const Candidate&, const Candidate&) = default;
};

/// One inference of a chain. Strong: `from` false forces `to` true (they cannot both be false).
/// Weak: `from` true forces `to` false (they cannot both be true).
struct Link {
  Candidate from;
  Candidate to;
  bool strong = false;
  friend bool operator==(const Link&, const Link&) = default;
};

/// One deduction: what it places or eliminates, and the evidence for it. The logical solver
/// (hint, explain) and the Sudoku Explainer rating (rate_se() with keep_steps) both give steps.
struct Step {
  Technique technique = Technique::full_house;
  /// The Sudoku Explainer difficulty of this step: the rating's own figure for its steps (which
  /// grows with a chain's length), the catalogue's estimate for the logical solver's.
  RatingTenths difficulty = 0;
  /// For the rating's steps, Sudoku Explainer's name of the rule that found it, which can be
  /// more specific than the technique's ("Unique Loop 8 type 2", "Dynamic Cell Forcing Chains
  /// (+)", "Naked Triplet"); empty for the logical solver's steps. step_name() picks.
  std::string rule;
  /// Cells solved by the step (singles).
  std::vector<Candidate> placements;
  /// Candidates removed by the step, in cell order, then digit order.
  std::vector<Candidate> eliminations;

  // The proof: which parts of the grid the argument rests on.
  /// The houses the pattern lives in (a single's house, a subset's house, a fish's base sets).
  std::vector<House> houses;
  /// The houses the eliminations come from (a fish's cover sets, a pointing line).
  std::vector<House> cover_houses;
  /// The candidates that form the pattern (the pair of a Naked Pair, a wing's pivot and pincers).
  std::vector<Candidate> pattern;
  /// The fins of a finned or sashimi fish.
  std::vector<Candidate> fins;
  /// The chain, in order, for chains, colors and single-digit patterns.
  std::vector<Link> links;
  /// True for uniqueness techniques: valid only because the puzzle has exactly one solution.
  bool relies_on_uniqueness = false;
  /// The argument in words, without the technique name or the result, e.g. "in row 4, 7 can only
  /// go in r4c5" or "r4c1 and r4c5 hold only 2 and 7, so no other cell of row 4 can".
  std::string reason;

  friend bool operator==(const Step&, const Step&) = default;
};

/// Collects the steps a finder reports, up to a limit. A finder stops as soon as add() returns
/// false.
class StepSink {
 public:
  explicit StepSink(std::size_t limit = 1) : limit_(limit) {}
  /// Keeps the step (one that changes nothing is dropped); returns false once the limit is
  /// reached.
  bool add(Step step);
  [[nodiscard]] bool full() const { return steps_.size() >= limit_; }
  [[nodiscard]] const std::vector<Step>& steps() const { return steps_; }
  [[nodiscard]] std::vector<Step> take() { return std::move(steps_); }

 private:
  std::size_t limit_;
  std::vector<Step> steps_;
};

/// A technique's finder: reports the steps it sees in the grid, leaving the grid untouched.
using StepFinder = void (*)(const CandidateGrid& grid, StepSink& sink);

/// One row of the catalogue.
struct TechniqueInfo {
  Technique id;
  /// The community's name, as on sudokuwiki.org and in HoDoKu: "Naked Pair".
  std::string_view name;
  /// A short code for option lists: "n2".
  std::string_view code;
  /// HoDoKu's number for the technique in its regression library ("0200"), "" if none.
  std::string_view hodoku_code;
  /// Estimated difficulty on the Sudoku Explainer scale (1.0 .. 11.9).
  double difficulty;
  /// HoDoKu's score for one use of the technique.
  int hodoku_score;
  /// Valid only for puzzles with exactly one solution.
  bool needs_uniqueness;
  /// Null for the techniques only the Sudoku Explainer rating finds (its rules live in
  /// src/rating and find them as part of its ladder).
  StepFinder find;
  /// The rule in a sentence or two, for docs/techniques.md and `nonet techniques`.
  std::string_view summary = {};
  /// The group it belongs to, as HoDoKu groups them: "Singles", "Fish", "Forcing chains"...
  std::string_view family = {};
};

/// The catalogue, in order: simplest first. hint() and solve_logically() try techniques in this
/// order and take the first step found.
[[nodiscard]] std::span<const TechniqueInfo> techniques();
[[nodiscard]] const TechniqueInfo& technique_info(Technique technique);
/// The catalogue's difficulty of a technique in tenths (Naked Pair: 30).
[[nodiscard]] RatingTenths technique_tenths(Technique technique);
/// Looks up a technique by name or code, ignoring case, spaces, dashes and underscores
/// ("naked pair", "Naked-Pair", "n2").
[[nodiscard]] std::optional<Technique> technique_from_name(std::string_view name);

/// Up to `limit` steps of one technique in the grid.
[[nodiscard]] std::vector<Step> find_steps(const CandidateGrid& grid, Technique technique,
                                           std::size_t limit = 1);

/// Applies a step's placements and eliminations to the grid.
void apply_step(CandidateGrid& grid, const Step& step);

/// "Naked Pair: r4c1 and r4c5 hold only 2 and 7, so no other cell of row 4 can => r4c3<>2,
/// r4c9<>2,7". One line, no trailing newline.
[[nodiscard]] std::string describe(const Step& step);
/// What the notation of these steps' chains means, to be shown once beside them: "chains are in
/// Eureka notation: each \"=\" ...", or "" when no step writes a chain.
[[nodiscard]] std::string notation_legend(std::span<const Step> steps);
/// The step's name: its rule when it has one (the rating's steps), else its technique's name.
[[nodiscard]] std::string_view step_name(const Step& step);
/// The result part alone: "r4c5=7" or "r4c3<>2, r4c9<>2,7".
[[nodiscard]] std::string describe_result(const Step& step);
/// What the step rests on: its pattern, its fins and both ends of each link, in that order
/// (repeats kept). A staged hint shows these before the step's effect.
[[nodiscard]] std::vector<Candidate> proof_candidates(const Step& step);

struct LogicOptions {
  /// The techniques to use; empty means every technique of the catalogue.
  std::vector<Technique> techniques;
  /// Stops a path between steps; progress is reported in solved cells (total 81) after each.
  RunControl control{};
};

/// The simplest next step: the first technique in catalogue order (among those allowed) that
/// finds one. Uniqueness techniques are used only when `uniqueness_proven` is true.
[[nodiscard]] std::optional<Step> next_step(const CandidateGrid& grid, const LogicOptions& options,
                                            bool uniqueness_proven);

/// The whole logical path from a start grid.
struct LogicalSolution {
  CandidateGrid start;
  std::vector<Step> steps;
  CandidateGrid final_grid;
  /// unique / multiple / none, found by search before the logic starts.
  Status status = Status::none;
  /// True when the steps solved every cell.
  bool solved = false;
  /// True when uniqueness techniques were allowed (see uniqueness_holds()).
  bool uniqueness_proven = false;
  /// Set when LogicOptions::control stopped the path early (cancelled or deadline_exceeded);
  /// the steps are those found until then.
  std::optional<ErrorCode> stop_reason{};
};

/// Solves step by step until the grid is complete or no allowed technique finds a step. Search
/// first decides whether the puzzle has exactly one solution; only then (and when
/// uniqueness_holds()) are uniqueness techniques used. A grid without solution yields no steps.
[[nodiscard]] LogicalSolution solve_logically(const CandidateGrid& start,
                                              const LogicOptions& options = {});
[[nodiscard]] LogicalSolution solve_logically(const Grid& puzzle, const LogicOptions& options = {});

/// Checks a path against the puzzle's solution: returns the index of the first step that places a
/// digit other than the solution's or eliminates the solution's digit, or nullopt when every step
/// agrees (is sound).
[[nodiscard]] std::optional<std::size_t> first_unsound_step(const std::vector<Step>& steps,
                                                            const Grid& solution);

/// True when the solved cells alone (givens and placements, ignoring the other eliminations)
/// have exactly one solution. That is what makes the uniqueness techniques sound: they reason
/// about a second solution of the givens, and may look at rectangles whose candidates earlier
/// steps removed. For a puzzle it is the same as having one solution; a pencil-mark grid can be
/// unique through its eliminations while its solved cells are not, and then uniqueness
/// techniques are not used.
[[nodiscard]] bool uniqueness_holds(const CandidateGrid& grid);

/// Counts the solutions that keep every placed digit and use only the remaining candidates, up
/// to `limit`; the first one found goes to `first_solution` when it is not null.
std::size_t count_candidate_solutions(const CandidateGrid& grid, std::size_t limit,
                                      Grid* first_solution = nullptr);

}  // namespace nonet
