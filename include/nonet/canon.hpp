// Canonical form ("minlex") of puzzles and solution grids, and the transformations under which
// two puzzles are the same puzzle. See docs/canon.md.
//
//   const nonet::CanonicalForm form = nonet::canonical(puzzle);
//   form.grid == nonet::transform(puzzle, form.transform);             // always
//   nonet::canonical(nonet::random_isomorph(puzzle, 7)).grid == form.grid;  // always
//
// A transformation is an optional transposition, then a reordering of the bands, of the rows
// within each band, of the stacks and of the columns within each stack, then a relabelling of
// the digits: 2 * 6^8 = 3,359,232 ways to move the cells, times 9! relabellings. Each keeps a
// valid grid valid and a puzzle's solutions its solutions (moved the same way).
//
// Errors: calls that need a grid without clashing givens, or a well-formed Transform, throw a
// nonet::Error (include/nonet/error.hpp) saying what is wrong and where; nothing here prints,
// exits or crashes on bad input.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "nonet/error.hpp"
#include "nonet/grid.hpp"

namespace nonet {

/// A transformation of the board, read as "cell (R, C) of the result shows the source cell
/// (source_row(R), source_column(C)), relabelled by `digits`", where the source is the grid
/// transposed first when `transpose` is set. Indices are 0-based; the text form is 1-based.
/// A default-constructed Transform is the identity.
struct Transform {
  bool transpose = false;
  /// bands[i]: the source band that becomes band i.
  std::array<std::uint8_t, 3> bands{0, 1, 2};
  /// rows[i][j]: the row of source band bands[i] that becomes row j of band i.
  std::array<std::array<std::uint8_t, 3>, 3> rows{{{0, 1, 2}, {0, 1, 2}, {0, 1, 2}}};
  /// stacks[i]: the source stack that becomes stack i.
  std::array<std::uint8_t, 3> stacks{0, 1, 2};
  /// columns[i][j]: the column of source stack stacks[i] that becomes column j of stack i.
  std::array<std::array<std::uint8_t, 3>, 3> columns{{{0, 1, 2}, {0, 1, 2}, {0, 1, 2}}};
  /// digits[d]: the digit that d becomes (digits[0] == 0: blanks stay blank).
  std::array<std::uint8_t, 10> digits{0, 1, 2, 3, 4, 5, 6, 7, 8, 9};

  /// The source row (0..8) shown as row `row` of the result, before any transposition.
  [[nodiscard]] int source_row(int row) const {
    const auto band = static_cast<std::size_t>(row / 3);
    return 3 * bands[band] + rows[band][static_cast<std::size_t>(row % 3)];
  }
  [[nodiscard]] int source_column(int column) const {
    const auto stack = static_cast<std::size_t>(column / 3);
    return 3 * stacks[stack] + columns[stack][static_cast<std::size_t>(column % 3)];
  }

  friend bool operator==(const Transform&, const Transform&) = default;
};

/// Why `t` is not a transformation (a field that is not a permutation of its range, or
/// digits[0] != 0), or nullopt when it is one. The error's code is invalid_argument.
[[nodiscard]] std::optional<Error> check_transform(const Transform& t);

/// The grid moved and relabelled by `t`. Throws Error (invalid_argument) for a malformed `t`.
[[nodiscard]] Grid transform(const Grid& grid, const Transform& t);
/// The transformation that undoes `t`: transform(transform(g, t), inverse(t)) == g.
[[nodiscard]] Transform inverse(const Transform& t);
/// `first`, then `second`: transform(g, compose(a, b)) == transform(transform(g, a), b).
[[nodiscard]] Transform compose(const Transform& first, const Transform& second);

// Named transformations (turns are clockwise).
[[nodiscard]] Transform transposition();      ///< reflection in the main diagonal r1c1..r9c9
[[nodiscard]] Transform antitransposition();  ///< reflection in the other diagonal r1c9..r9c1
[[nodiscard]] Transform rotation(int quarter_turns);  ///< any integer; taken modulo 4
[[nodiscard]] Transform mirror();  ///< left-right: column c becomes column 10 - c
[[nodiscard]] Transform flip();    ///< top-bottom: row r becomes row 10 - r

/// A transformation drawn uniformly from all 2 * 6^8 * 9! of them; the same seed gives the same
/// transformation on every machine.
[[nodiscard]] Transform random_transform(std::uint64_t seed);
/// The random transformation of one record of a run: random_transform() of a seed mixed from the
/// run's `seed`, the name of the input the record came from and its line, the same on every
/// machine. A rerun gives each record the same one; other records get others.
[[nodiscard]] Transform random_transform(std::uint64_t seed, std::string_view input,
                                         std::size_t line);
/// transform(grid, random_transform(seed)).
[[nodiscard]] Grid random_isomorph(const Grid& grid, std::uint64_t seed);

/// The text form of a transformation, one word with 1-based numbers:
///   t0:b312:r213/123/321:s123:c132/123/123:d912345678
/// t1 when transposed; b: bands in order (b312: band 3 first); r: the rows within each band of
/// the result, in order; s, c: the same for stacks and columns; d: what digits 1..9 become.
[[nodiscard]] std::string to_string(const Transform& t);
/// Reads the text form. Throws Error (bad_input, with the 1-based column) for anything else.
[[nodiscard]] Transform parse_transform(std::string_view text);

/// Reads a comma-separated list of named transformations and returns them composed, left to
/// right: rotate90, rotate180, rotate270, mirror, flip, transpose, antitranspose,
/// relabel=912345678 (what digits 1..9 become), bands=312, stacks=312, rows=B:213 (the rows of
/// band B), columns=S:213 (the columns of stack S), identity, or a text form as above. Throws
/// Error (bad_input, with the 1-based column of the bad item) for anything else.
[[nodiscard]] Transform parse_transform_list(std::string_view text);

/// The minlex form of a puzzle or solution grid, and how the input reaches it.
struct CanonicalForm {
  /// The representative of the grid's class: of all its isomorphs, the one whose 81-character
  /// string (blank as 0, digits as themselves) is smallest.
  Grid grid;
  /// A transformation that maps the input to `grid` (one of `automorphisms` many).
  Transform transform;
  /// How many of the 3,359,232 cell transformations map the input to `grid` (with some
  /// relabelling): the size of its automorphism group (see automorphisms()). 1 for most puzzles.
  std::uint64_t automorphisms = 1;
};

/// The minlex form of `grid` (any number of givens, full grids included). Throws Error
/// (clashing_givens, with the cell) when a digit repeats in a row, column or box.
[[nodiscard]] CanonicalForm canonical(const Grid& grid);

/// The 81 characters of a grid as minlex compares them: '0' for blanks.
[[nodiscard]] std::string minlex_string(const Grid& grid);

/// A transformation that maps `from` to `to`, or nullopt when they are not isomorphic. Throws
/// Error (clashing_givens) when either has clashing givens.
[[nodiscard]] std::optional<Transform> equivalent(const Grid& from, const Grid& to);

/// The automorphisms of a puzzle or grid: the cell transformations that map it onto itself with
/// some relabelling of its digits, classified up to conjugacy (what stays true of every isomorph).
struct Automorphisms {
  /// How many (the identity included); 3,359,232 for the empty grid, at most 648 for a solution
  /// grid, 1 for most puzzles.
  std::uint64_t size = 1;
  /// An automorphism conjugate to the half turn (some isomorph is unchanged by rotate180).
  bool two_fold = false;
  /// An automorphism of order 3 (for example one that cycles the bands and the stacks).
  bool three_fold = false;
  /// An automorphism conjugate to the quarter turn (some isomorph is unchanged by rotate90).
  bool four_fold = false;
  /// An automorphism conjugate to the reflection in a diagonal (transpose or antitranspose).
  bool diagonal = false;
  /// An automorphism conjugate to the reflection in the middle column or row (mirror, flip).
  bool mirror = false;
  /// Every automorphism, the identity first, when size <= the max_listed asked for; else empty.
  /// Each maps the grid to itself: transform(grid, elements[i]) == grid.
  std::vector<Transform> elements;
};

/// The automorphism group of `grid`. Takes time in proportion to its size beyond what
/// canonical() takes (fast but for near-empty grids). Throws Error like canonical().
[[nodiscard]] Automorphisms automorphisms(const Grid& grid, std::size_t max_listed = 1000);

/// canonical() of one grid of a batch, or why it has none.
struct CanonicalResult {
  CanonicalForm form;
  std::optional<Error> error;  // set (form left default) for a grid with clashing givens

  [[nodiscard]] bool ok() const { return !error.has_value(); }
};

/// canonical() of every grid, on `threads` threads (0: one per core); results in input order.
/// Never throws for a bad grid: its result carries the error.
[[nodiscard]] std::vector<CanonicalResult> canonical_all(std::span<const Grid> grids,
                                                         unsigned threads = 0);

/// Keeps the first puzzle of each class, as a stream of batches goes by.
class DuplicateFilter {
 public:
  struct Verdict {
    bool first = false;          // the first of its class this filter has seen: keep it
    std::optional<Error> error;  // a grid with clashing givens (neither first nor duplicate)
  };

  /// Canonicalises `grids` on `threads` threads (0: one per core) and says, in order, which
  /// are the first of their class among everything added so far, these included.
  std::vector<Verdict> add(std::span<const Grid> grids, unsigned threads = 0);

  /// Classes seen so far, and grids found to be duplicates so far.
  [[nodiscard]] std::size_t classes() const { return seen_.size(); }
  [[nodiscard]] std::size_t duplicates() const { return duplicates_; }

 private:
  std::unordered_set<std::string> seen_;  // minlex strings packed two cells a byte
  std::size_t duplicates_ = 0;
};

}  // namespace nonet
