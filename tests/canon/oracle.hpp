// The brute-force minlex oracle: every one of the 2 * 1296 * 1296 = 3,359,232 cell
// transformations, each with the relabelling that numbers the digits in order of first
// appearance (the best one for that cell order), compared with the smallest string so far. No
// pruning and nothing shared with the library's search: it is slow (about 0.1 s a puzzle in an
// optimised build) and obviously right.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "nonet/grid.hpp"

namespace nonet::test {

using LineOrder = std::array<std::size_t, 9>;  // result line -> source line

/// The 1296 orders of nine lines that keep the three groups of three together.
inline std::vector<LineOrder> all_line_orders() {
  constexpr std::array<std::array<std::size_t, 3>, 6> kPermutations{
      {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}};
  std::vector<LineOrder> orders;
  for (const auto& groups : kPermutations) {
    for (const auto& a : kPermutations) {
      for (const auto& b : kPermutations) {
        for (const auto& c : kPermutations) {
          const std::array<const std::array<std::size_t, 3>*, 3> within{&a, &b, &c};
          LineOrder order{};
          for (std::size_t i = 0; i < 3; ++i) {
            for (std::size_t j = 0; j < 3; ++j) order[3 * i + j] = 3 * groups[i] + (*within[i])[j];
          }
          orders.push_back(order);
        }
      }
    }
  }
  return orders;
}

struct OracleResult {
  std::string minlex;       // 81 characters, '0' for blanks
  std::uint64_t count = 0;  // cell transformations that give it: the automorphism group's size
};

/// The minlex string of `grid` and how many cell transformations reach it.
inline OracleResult brute_force_minlex(const Grid& grid) {
  static const std::vector<LineOrder> orders = all_line_orders();
  const auto& values = grid.values();
  OracleResult result;
  std::array<char, 81> best{};
  best.fill(127);
  for (int transposed = 0; transposed < 2; ++transposed) {
    std::array<std::uint8_t, 81> source{};
    for (std::size_t r = 0; r < 9; ++r) {
      for (std::size_t c = 0; c < 9; ++c) {
        source[r * 9 + c] = transposed ? values[c * 9 + r] : values[r * 9 + c];
      }
    }
    for (const auto& rows : orders) {
      std::array<std::uint8_t, 81> moved{};  // rows moved, columns not yet
      for (std::size_t r = 0; r < 9; ++r) {
        for (std::size_t c = 0; c < 9; ++c) moved[r * 9 + c] = source[rows[r] * 9 + c];
      }
      for (const auto& columns : orders) {
        std::array<char, 10> label{};
        char next = '1';
        int compare = 0;  // <0: smaller than best so far, >0: larger; 0: equal so far
        std::array<char, 81> text{};
        for (std::size_t i = 0; i < 81; ++i) {
          const std::uint8_t v = moved[i / 9 * 9 + columns[i % 9]];
          char ch = '0';
          if (v != 0) {
            if (label[v] == 0) label[v] = next++;
            ch = label[v];
          }
          text[i] = ch;
          if (compare == 0 && ch != best[i]) compare = ch < best[i] ? -1 : 1;
          if (compare > 0) break;  // this transformation loses: the comparison is decided
        }
        if (compare < 0) {
          best = text;
          result.count = 1;
        } else if (compare == 0) {
          ++result.count;
        }
      }
    }
  }
  result.minlex.assign(best.begin(), best.end());
  return result;
}

}  // namespace nonet::test
