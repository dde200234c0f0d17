// The simple engine (nonet's first fast engine, kept as a second opinion): bitmask candidates,
// singles to a fixed point, branch on the fewest candidates.
//
// State per search node (copied on each branch, ~250 bytes, which is cheaper than undo logs):
//   candidates[81]  9-bit masks; a solved cell keeps just its digit's bit
//   unsolved        128-bit set of cells still open (two words)
//   placed[27]      digits already placed in each house (rows 0-8, columns 9-17, boxes 18-26)
// Propagation: placing a digit strips it from the 20 peers; a peer left with one candidate
// joins a stack of naked singles; a peer left with none is a contradiction. When the stack is
// empty one sweep over the 27 houses finds hidden singles (a digit with one place) and houses
// where a missing digit has no place at all (a contradiction).
#include <array>
#include <bit>
#include <cstdint>

#include "engine/engine.hpp"

namespace nonet::detail {
namespace {

struct PeerTables {
  std::array<std::array<std::uint8_t, 20>, kCellCount> peers{};
  std::array<std::array<std::uint8_t, kUnitSize>, 27> house_cells{};
  std::array<std::array<std::uint8_t, 3>, kCellCount> houses_of{};

  constexpr PeerTables() {
    for (int h = 0; h < 27; ++h) {
      const House house(static_cast<House::Kind>(h / 9), h % 9);
      for (int i = 0; i < kUnitSize; ++i) {
        house_cells[static_cast<std::size_t>(h)][static_cast<std::size_t>(i)] =
            static_cast<std::uint8_t>(house.cell(i).index());
      }
    }
    for (int c = 0; c < kCellCount; ++c) {
      const Cell cell(c);
      const auto ci = static_cast<std::size_t>(c);
      houses_of[ci] = {static_cast<std::uint8_t>(cell.row().index()),
                       static_cast<std::uint8_t>(9 + cell.column().index()),
                       static_cast<std::uint8_t>(18 + cell.box().index())};
      std::size_t n = 0;
      for (int o = 0; o < kCellCount; ++o) {
        const Cell other(o);
        if (o != c && (other.row() == cell.row() || other.column() == cell.column() ||
                       other.box() == cell.box())) {
          peers[ci][n++] = static_cast<std::uint8_t>(o);
        }
      }
    }
  }
};

constexpr PeerTables kTables{};

struct CellSet {
  std::uint64_t words[2] = {0, 0};

  void insert(int cell) { words[cell >> 6] |= std::uint64_t{1} << (cell & 63); }
  void erase(int cell) { words[cell >> 6] &= ~(std::uint64_t{1} << (cell & 63)); }
  [[nodiscard]] bool contains(int cell) const { return (words[cell >> 6] >> (cell & 63)) & 1u; }
  [[nodiscard]] bool empty() const { return (words[0] | words[1]) == 0; }
};

struct Node {
  std::array<std::uint16_t, kCellCount> candidates;
  std::array<std::uint16_t, 27> placed;
  CellSet unsolved;
};

class SimpleSearch {
 public:
  explicit SimpleSearch(const SearchRequest& request) : request_(request) {}

  SearchOutcome run() {
    Node root;
    root.candidates.fill(DigitSet::kAllBits);
    root.placed.fill(0);
    for (int c = 0; c < kCellCount; ++c) root.unsolved.insert(c);
    stack_size_ = 0;
    for (int c = 0; c < kCellCount; ++c) {
      const int v = request_.puzzle.value(Cell(c));
      if (v == 0) continue;
      const auto bit = static_cast<std::uint16_t>(1u << (v - 1));
      if (!root.unsolved.contains(c)) {  // already forced by earlier givens
        if (root.candidates[static_cast<std::size_t>(c)] != bit) return outcome_;
        continue;
      }
      if ((root.candidates[static_cast<std::size_t>(c)] & bit) == 0 || !place(root, c, bit)) {
        return outcome_;
      }
    }
    search(root);
    return outcome_;
  }

 private:
  // Places `bit` in `cell` and propagates naked singles. False on contradiction.
  bool place(Node& node, int cell, std::uint16_t bit) {
    singles_[stack_size_++] = {static_cast<std::uint8_t>(cell), bit};
    while (stack_size_ > 0) {
      const auto [c, b] = singles_[--stack_size_];
      const auto ci = static_cast<std::size_t>(c);
      if (!node.unsolved.contains(c)) {
        if (node.candidates[ci] != b) return false;  // two singles asked for different digits
        continue;
      }
      if ((node.candidates[ci] & b) == 0) return false;
      node.candidates[ci] = b;
      node.unsolved.erase(c);
      for (auto h : kTables.houses_of[ci]) {
        if (node.placed[h] & b) return false;
        node.placed[h] |= b;
      }
      for (auto p : kTables.peers[ci]) {
        auto& mask = node.candidates[p];
        if ((mask & b) == 0 || !node.unsolved.contains(p)) continue;
        mask = static_cast<std::uint16_t>(mask & ~b);
        if (mask == 0) return false;
        if (std::has_single_bit(mask)) singles_[stack_size_++] = {p, mask};
      }
    }
    return true;
  }

  // One sweep for hidden singles. Returns -1 on contradiction, else the number placed.
  int hidden_singles(Node& node) {
    int placed_count = 0;
    for (std::size_t h = 0; h < 27; ++h) {
      std::uint16_t once = 0;
      std::uint16_t twice = 0;
      for (auto c : kTables.house_cells[h]) {
        if (!node.unsolved.contains(c)) continue;
        const auto mask = node.candidates[c];
        twice |= once & mask;
        once |= mask;
      }
      const auto needed = static_cast<std::uint16_t>(DigitSet::kAllBits & ~node.placed[h]);
      if ((once & needed) != needed) return -1;
      auto hidden = static_cast<std::uint16_t>(once & ~twice & needed);
      while (hidden != 0) {
        const auto bit = static_cast<std::uint16_t>(hidden & -hidden);
        hidden = static_cast<std::uint16_t>(hidden & ~bit);
        for (auto c : kTables.house_cells[h]) {
          if (node.unsolved.contains(c) && (node.candidates[c] & bit)) {
            if (!place(node, c, bit)) return -1;
            ++placed_count;
            break;
          }
        }
      }
    }
    return placed_count;
  }

  // Returns false when the search must stop (limit reached or the visitor said so).
  bool search(Node& node) {
    for (;;) {
      const int placed = hidden_singles(node);
      if (placed < 0) return true;
      if (placed == 0) break;
    }
    if (node.unsolved.empty()) return report(node);

    int best = -1;
    int best_count = 10;
    for (int w = 0; w < 2 && best_count > 2; ++w) {
      for (auto bits = node.unsolved.words[w]; bits != 0; bits &= bits - 1) {
        const int c = w * 64 + std::countr_zero(bits);
        const int count = std::popcount(node.candidates[static_cast<std::size_t>(c)]);
        if (count < best_count) {
          best_count = count;
          best = c;
          if (count == 2) break;
        }
      }
    }
    auto options = node.candidates[static_cast<std::size_t>(best)];
    while (options != 0) {
      const auto bit = static_cast<std::uint16_t>(options & -options);
      options = static_cast<std::uint16_t>(options & ~bit);
      if (options != 0) ++outcome_.guesses;  // the last option is forced, not guessed
      Node child = node;
      stack_size_ = 0;
      if (place(child, best, bit) && !search(child)) return false;
    }
    return true;
  }

  bool report(const Node& node) {
    Grid solution;
    for (int c = 0; c < kCellCount; ++c) {
      const auto mask = node.candidates[static_cast<std::size_t>(c)];
      solution.set(Cell(c), Digit(std::countr_zero(mask) + 1));
    }
    ++outcome_.solutions;
    if (outcome_.solutions == 1 && request_.first_solution != nullptr) {
      *request_.first_solution = solution;
    }
    if (request_.visitor != nullptr && !(*request_.visitor)(solution)) return false;
    return outcome_.solutions < request_.limit;
  }

  struct Single {
    std::uint8_t cell;
    std::uint16_t bit;
  };

  const SearchRequest& request_;
  SearchOutcome outcome_;
  // Each cell is pushed at most once per unsolved->solved change plus once per peer update,
  // so 81 * 21 bounds the stack.
  std::array<Single, kCellCount * 21> singles_{};
  std::size_t stack_size_ = 0;
};

}  // namespace

SearchOutcome simple_search(const SearchRequest& request) {
  if (request.limit == 0) return {};
  SimpleSearch search(request);
  return search.run();
}

}  // namespace nonet::detail
