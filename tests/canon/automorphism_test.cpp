// automorphisms(): the group's size against known examples and the oracle's count, its
// elements, and its symmetry flags against a brute-force definition (some isomorph is unchanged,
// up to relabelling, by the half turn, the quarter turn, a diagonal reflection, a mirror; or some
// automorphism has order 3).
#include <gtest/gtest.h>

#include <cstdio>
#include <functional>
#include <set>

#include "canon/canon_cases.hpp"
#include "canon/oracle.hpp"
#include "nonet/canon.hpp"

namespace nonet::test {
namespace {

using CellMap = std::function<int(int row, int column)>;  // the cell a result cell shows

// Calls `visit` with every cell transformation, as a map from result cell to source cell; stops
// when it returns true. True when stopped.
bool any_transformation(const std::function<bool(const std::array<int, 81>&)>& visit) {
  static const std::vector<LineOrder> orders = all_line_orders();
  std::array<int, 81> source{};
  for (int transposed = 0; transposed < 2; ++transposed) {
    for (const auto& rows : orders) {
      for (const auto& columns : orders) {
        for (std::size_t r = 0; r < 9; ++r) {
          for (std::size_t c = 0; c < 9; ++c) {
            source[r * 9 + c] =
                static_cast<int>(transposed ? columns[c] * 9 + rows[r] : rows[r] * 9 + columns[c]);
          }
        }
        if (visit(source)) return true;
      }
    }
  }
  return false;
}

// True when `a` and `b` differ only by a relabelling of digits.
bool same_up_to_relabelling(const std::array<int, 81>& a, const std::array<int, 81>& b) {
  std::array<int, 10> forward{};
  std::array<int, 10> backward{};
  for (std::size_t i = 0; i < 81; ++i) {
    if ((a[i] == 0) != (b[i] == 0)) return false;
    if (a[i] == 0) continue;
    const auto x = static_cast<std::size_t>(a[i]);
    const auto y = static_cast<std::size_t>(b[i]);
    if (forward[x] == 0 && backward[y] == 0) {
      forward[x] = b[i];
      backward[y] = a[i];
    } else if (forward[x] != b[i] || backward[y] != a[i]) {
      return false;
    }
  }
  return true;
}

std::array<int, 81> moved(const Grid& grid, const std::array<int, 81>& source) {
  std::array<int, 81> out{};
  for (std::size_t i = 0; i < 81; ++i) out[i] = grid.values()[static_cast<std::size_t>(source[i])];
  return out;
}

// Some isomorph Q of the grid equals, up to relabelling, Q seen through `symmetry`.
bool some_isomorph_keeps(const Grid& grid, const CellMap& symmetry) {
  return any_transformation([&](const std::array<int, 81>& source) {
    const auto q = moved(grid, source);
    std::array<int, 81> turned{};
    for (int r = 0; r < 9; ++r) {
      for (int c = 0; c < 9; ++c)
        turned[static_cast<std::size_t>(r * 9 + c)] = q[static_cast<std::size_t>(symmetry(r, c))];
    }
    return same_up_to_relabelling(q, turned);
  });
}

// Some automorphism, as a permutation of the cells, has order 3.
bool has_automorphism_of_order_three(const Grid& grid) {
  std::array<int, 81> original{};
  for (std::size_t i = 0; i < 81; ++i) original[i] = grid.values()[i];
  return any_transformation([&](const std::array<int, 81>& source) {
    if (!same_up_to_relabelling(original, moved(grid, source))) return false;
    int order = 1;
    std::array<int, 81> power = source;
    while (true) {
      bool identity = true;
      for (int i = 0; i < 81; ++i) identity = identity && power[static_cast<std::size_t>(i)] == i;
      if (identity) break;
      std::array<int, 81> next{};
      for (std::size_t i = 0; i < 81; ++i) next[i] = source[static_cast<std::size_t>(power[i])];
      power = next;
      ++order;
    }
    return order == 3;
  });
}

void expect_flags_match_brute_force(const Grid& grid, const std::string& name) {
  const Automorphisms group = automorphisms(grid, 0);
  EXPECT_EQ(group.two_fold,
            some_isomorph_keeps(grid, [](int r, int c) { return (8 - r) * 9 + (8 - c); }))
      << name;
  EXPECT_EQ(group.four_fold,
            some_isomorph_keeps(grid, [](int r, int c) { return (8 - c) * 9 + r; }))
      << name;
  EXPECT_EQ(group.diagonal, some_isomorph_keeps(grid, [](int r, int c) { return c * 9 + r; }))
      << name;
  EXPECT_EQ(group.mirror, some_isomorph_keeps(grid, [](int r, int c) { return r * 9 + (8 - c); }))
      << name;
  EXPECT_EQ(group.three_fold, has_automorphism_of_order_three(grid)) << name;
  std::printf(
      "%s: %llu automorphisms; 2-fold %d, 3-fold %d, 4-fold %d, diagonal %d, mirror %d "
      "(brute force agrees)\n",
      name.c_str(), static_cast<unsigned long long>(group.size), group.two_fold, group.three_fold,
      group.four_fold, group.diagonal, group.mirror);
}

TEST(Automorphisms, KnownGroupSizes) {
  EXPECT_EQ(automorphisms(grid_of(kMostSymmetricGrid)).size, 648u);
  EXPECT_EQ(canonical(grid_of(kMostSymmetricGrid)).automorphisms, 648u);
  EXPECT_EQ(automorphisms(random_isomorph(grid_of(kMostSymmetricGrid), 5)).size, 648u);
  EXPECT_EQ(canonical(Grid{}).automorphisms, 3359232u);
  // One given: every transformation that keeps its cell (2 * 144 * 144).
  EXPECT_EQ(canonical(grid_with({{40, 3}})).automorphisms, 41472u);
  EXPECT_EQ(canonical(grid_with({{13, 3}})).automorphisms, 41472u);
  const Grid leetcode =
      grid_of("534678912672195348198342567859761423426853791713924856961537284287419635345286179");
  EXPECT_EQ(automorphisms(leetcode).size, 1u);
}

TEST(Automorphisms, ElementsMapTheGridOntoItselfAndFormAGroup) {
  const Grid grid = random_isomorph(grid_of(kMostSymmetricGrid), 11);
  const Automorphisms group = automorphisms(grid, 1000);
  ASSERT_EQ(group.elements.size(), 648u);
  EXPECT_EQ(group.elements.front(), Transform{});
  std::set<std::string> texts;
  for (const auto& element : group.elements) {
    EXPECT_EQ(transform(grid, element), grid) << to_string(element);
    texts.insert(to_string(element));
  }
  EXPECT_EQ(texts.size(), 648u);  // all different
  for (std::size_t i = 0; i < group.elements.size(); i += 37) {
    for (std::size_t j = 0; j < group.elements.size(); j += 41) {
      EXPECT_TRUE(texts.count(to_string(compose(group.elements[i], group.elements[j]))) == 1);
    }
  }
  EXPECT_TRUE(automorphisms(grid, 647).elements.empty());  // more than asked to list
}

TEST(Automorphisms, FlagsOfTheEmptyGridAndOfAsymmetricPuzzles) {
  const Automorphisms empty = automorphisms(Grid{}, 0);
  EXPECT_EQ(empty.size, 3359232u);
  EXPECT_TRUE(empty.two_fold && empty.three_fold && empty.four_fold && empty.diagonal &&
              empty.mirror);
  const Automorphisms none = automorphisms(
      grid_of("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"));
  EXPECT_EQ(none.size, 1u);
  EXPECT_FALSE(none.two_fold || none.three_fold || none.four_fold || none.diagonal || none.mirror);
  EXPECT_EQ(none.elements.size(), 1u);
}

// Each flag against its brute-force definition, on symmetric grids and puzzles (a few seconds
// each in an optimised build: the brute force tries all 3,359,232 transformations per flag).
TEST(Automorphisms, FlagsAgreeWithBruteForce) {
  if (!kOptimizedBuild) GTEST_SKIP() << "brute force over every transformation: optimised builds";
  const Grid symmetric = grid_of(kMostSymmetricGrid);
  std::vector<std::pair<std::string, Grid>> cases{{"most symmetric grid", symmetric}};
  Grid centre = symmetric;
  centre.clear(Cell(40));
  cases.emplace_back("most symmetric grid without r5c5", centre);
  Grid corners = symmetric;
  for (int cell : {0, 80}) corners.clear(Cell(cell));
  cases.emplace_back("most symmetric grid without r1c1, r9c9", corners);
  Grid row = symmetric;
  for (int cell = 0; cell < 9; ++cell) row.clear(Cell(cell));
  cases.emplace_back("most symmetric grid without row 1", row);
  cases.emplace_back("one given", grid_with({{10, 3}}));
  cases.emplace_back("two givens", grid_with({{0, 3}, {80, 4}}));
  // Puzzles of the corpora that have non-trivial automorphisms.
  NONET_READ_CORPUS_OR_SKIP(corpus, "puzzles2_17_clue", 4000);
  int symmetric_puzzles = 0;
  for (const auto& entry : corpus.sample) {
    if (symmetric_puzzles == 3) break;
    if (canonical(entry.puzzle).automorphisms > 1) {
      cases.emplace_back(where(corpus, entry), entry.puzzle);
      ++symmetric_puzzles;
    }
  }
  for (const auto& [name, grid] : cases) {
    expect_flags_match_brute_force(grid, name);
    EXPECT_EQ(automorphisms(grid, 0).size, brute_force_minlex(grid).count) << name;
  }
}

}  // namespace
}  // namespace nonet::test
