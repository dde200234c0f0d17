#pragma once
// Breadth-first searches of SE's static chains on the "on" potentials only, on bitsets: one step
// is two links (an on implies offs, each off implies ons). They give depths, which is all a
// forcing chain's rank needs (static chains have one parent per potential, so the complexity
// is the depth), and a lower bound on a start's cycles.
#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "rating/chains/chain_links.hpp"

namespace nonet::rating::chain {

class OnGraph {
 public:
  explicit OnGraph(const StaticLinks& links);

  struct OnRun {
    int chain = 0;    ///< complexity of the chain to the start's negation, 0 if none in limits
    int closing = 0;  ///< least complexity of a possible cycle, 0 if none in limits
    /// The greatest complexity at which an on that may close a cycle is first implied (within
    /// limits): no cycle is longer.
    int last_closing = 0;
  };
  /// Assuming `source` (a candidate) on: the depth at which its negation is first implied, and
  /// the first depth at which an off that turns it back on is implied by an on other than
  /// itself. Depths past the limits are not searched.
  OnRun on_run(const LinkRules& rules, int source, int chain_limit, int cycle_limit);
  /// Right after on_run(rules, source, ...) found a possible cycle: whether a cycle through
  /// `source` of complexity `longest` or less (at most the run's last_closing) may eliminate
  /// anything. False only when none can (the search trees of such a start report nothing).
  bool cycles_may_eliminate(const LinkRules& rules, int source, int longest);
  /// Assuming `source` off: the complexity of the chain that implies it on, or 0.
  int off_run(const LinkRules& rules, int source, int limit);
  /// A better lower bound on the cycles through `source` (0: none up to `limit`).
  int shortest_cycle(const LinkRules& rules, int source, int limit);

  /// Assuming `source` on: adds to on_total[id] (off_total[id]) the distance, in links, of
  /// each on (off) of `ons` (`offs`, id bitsets of width() words), which it must all imply.
  void add_distances(const LinkRules& rules, int source, const std::uint64_t* ons,
                     const std::uint64_t* offs, std::int32_t* on_total, std::int32_t* off_total);

  /// Words per id bitset of implied().
  [[nodiscard]] int width() const { return width_; }
  /// Assuming `source` on: every on and every off it implies, however far, as id bitsets of
  /// width() words (the source is among the ons).
  void implied(const LinkRules& rules, int source, std::uint64_t* ons, std::uint64_t* offs);

 private:
  template <int W>
  using Words = std::array<std::uint64_t, static_cast<std::size_t>(W)>;

  // The searches run on a fixed number of words (the id count rounded up), so that their loops
  // unroll; W is one of kWidths.
  static constexpr std::array<int, 5> kWidths{2, 3, 4, 8, StaticLinks::kMaxWords};
  template <class F>
  decltype(auto) with_width(F&& f);

  template <int W>
  OnRun on_run_in(const LinkRules& rules, int source, int chain_limit, int cycle_limit);
  template <int W>
  bool cycles_may_eliminate_in(const LinkRules& rules, int source, int longest);
  template <int W>
  int off_run_in(const LinkRules& rules, int source, int limit);
  template <int W>
  int shortest_cycle_in(const LinkRules& rules, int source, int limit);
  template <int W>
  void implied_in(const LinkRules& rules, int source, std::uint64_t* ons, std::uint64_t* offs);
  template <int W>
  void add_distances_in(const LinkRules& rules, int source, const std::uint64_t* ons,
                        const std::uint64_t* offs, std::int32_t* on_total, std::int32_t* off_total);
  template <int W>
  [[gnu::always_inline]] bool step(const LinkRules& rules, Words<W>& frontier, Words<W>& seen);
  template <int W>
  void closing_ons(const LinkRules& rules, int id, Words<W>& out) const;

  [[gnu::noinline]] void build_next_ons(const LinkRules& rules, int id);
  const std::uint64_t* offs_of(const LinkRules& rules, int id);

  const StaticLinks& links_;
  int width_ = 0;                                         ///< words per row of next_
  std::array<std::unique_ptr<std::uint64_t[]>, 3> next_;  ///< per pass: next-ons rows, built once
  std::array<std::vector<std::uint8_t>, 3> next_ready_;
  int offs_pass_ = -1;               ///< the pass of offs_
  std::vector<std::uint64_t> offs_;  ///< offs_of rows, once
  std::vector<std::uint8_t> offs_ready_;
  int closing_pass_ = -1;  ///< the pass and the id of the last on run's closing ons
  int closing_id_ = -1;
  std::array<std::uint64_t, StaticLinks::kMaxWords> closing_{};
  // The last on run's ons reached within 0, 1, 2, ... steps (row i: within i), for
  // cycles_may_eliminate(); rows past the last held are the last when the run was exhausted.
  static constexpr int kMaxLayers = 64;
  int layers_pass_ = -1;
  int layers_id_ = -1;
  int layer_count_ = 0;
  bool layers_exhausted_ = false;
  std::array<std::uint64_t, kMaxLayers * StaticLinks::kMaxWords> layers_;
};

}  // namespace nonet::rating::chain
