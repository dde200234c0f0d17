// X-Chain: a chain of one digit whose links alternate strong (a conjugate pair: the only two
// places of the digit in a house, so one holds it) and weak (two cells that see each other, so
// not both hold it), starting and ending with a strong link. If the first cell does not hold the
// digit, the links force the last one to hold it: one of the two ends does, and every cell that
// sees both ends loses the digit.
//
// As in HoDoKu, chains of three links count too (a Turbot Fish is the shortest X-Chain); the
// catalogue tries Turbot Fish first. Chains are found breadth first from every start, so for
// each pair of ends the shortest chain is the one reported, and steps come shortest first.
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "logic/techniques/finders.hpp"

namespace nonet::logic {
namespace {

// The house in which a and b are the only two places of `digit`, if any (rows, columns, boxes).
bool conjugate_house(const CandidateGrid& grid, Digit digit, Cell a, Cell b, House& house) {
  for (const House candidate : {House(a.row()), House(a.column()), House(a.box())}) {
    const CellSet places = grid.cells_with(digit, candidate);
    if (places.size() == 2 && places.contains(b)) {
      house = candidate;
      return true;
    }
  }
  return false;
}

// The cells forming a conjugate pair with `cell` for `digit`.
CellSet strong_partners(const CandidateGrid& grid, Digit digit, Cell cell) {
  CellSet partners;
  for (const House house : {House(cell.row()), House(cell.column()), House(cell.box())}) {
    const CellSet places = grid.cells_with(digit, house);
    if (places.size() == 2) partners |= places - CellSet::of(cell);
  }
  return partners;
}

// A chain found by the search: cells in order, the links between them alternating strong, weak,
// ..., strong.
struct FoundChain {
  Digit digit;
  std::vector<Cell> cells;
  CellSet eliminations;
};

// Breadth-first search from `start` over (cell, arrived by a strong link?) states: after a strong
// link the next must be weak, after a weak link strong. Records, for every end reached by a strong
// link after at least three links, the shortest chain to it that can eliminate something.
void search_from(const CandidateGrid& grid, Digit digit, Cell start,
                 const std::array<CellSet, kCellCount>& partners, std::vector<FoundChain>& out) {
  constexpr int kNone = -1;
  // State index: cell * 2 + (1 if arrived by a strong link).
  std::array<int, kCellCount * 2> parent{};
  std::array<int, kCellCount * 2> depth{};
  parent.fill(kNone);
  std::array<int, kCellCount * 2> queue{};
  int head = 0;
  int tail = 0;
  const auto state = [](Cell cell, bool strong) { return cell.index() * 2 + (strong ? 1 : 0); };
  const int start_state = state(start, false);  // the start is "off": the next link is strong
  parent[static_cast<std::size_t>(start_state)] = start_state;
  queue[static_cast<std::size_t>(tail++)] = start_state;
  const CellSet places = grid.cells_with(digit);
  const CellSet start_peers = peers_of(start) & places;
  // Whether `cell` is already on the chain that ends at `from`.
  const auto on_chain = [&](int from, Cell cell) {
    for (int s = from;; s = parent[static_cast<std::size_t>(s)]) {
      if (s / 2 == cell.index()) return true;
      if (s == start_state) return false;
    }
  };
  while (head < tail) {
    const int current = queue[static_cast<std::size_t>(head++)];
    const Cell cell(current / 2);
    const bool arrived_strong = current % 2 == 1;
    const CellSet next = arrived_strong ? (peers_of(cell) & places)
                                        : partners[static_cast<std::size_t>(cell.index())];
    for (const Cell to : next) {
      const int to_state = state(to, !arrived_strong);
      if (parent[static_cast<std::size_t>(to_state)] != kNone || on_chain(current, to)) continue;
      parent[static_cast<std::size_t>(to_state)] = current;
      depth[static_cast<std::size_t>(to_state)] = depth[static_cast<std::size_t>(current)] + 1;
      queue[static_cast<std::size_t>(tail++)] = to_state;
      if (arrived_strong || depth[static_cast<std::size_t>(to_state)] < 3) continue;
      const CellSet eliminations = start_peers & peers_of(to);
      if (eliminations.empty()) continue;
      FoundChain chain{digit, {}, eliminations};
      for (int s = to_state;; s = parent[static_cast<std::size_t>(s)]) {
        chain.cells.push_back(Cell(s / 2));
        if (s == start_state) break;
      }
      std::reverse(chain.cells.begin(), chain.cells.end());
      out.push_back(std::move(chain));
    }
  }
}

Step x_chain_step(const CandidateGrid& grid, const FoundChain& chain) {
  const Digit digit = chain.digit;
  Step step;
  step.technique = Technique::x_chain;
  for (Cell cell : chain.eliminations) step.eliminations.push_back({cell, digit});
  std::string text = chain.cells.front().name();
  for (std::size_t i = 0; i + 1 < chain.cells.size(); ++i) {
    const Cell from = chain.cells[i];
    const Cell to = chain.cells[i + 1];
    const bool strong = i % 2 == 0;
    step.links.push_back({{from, digit}, {to, digit}, strong});
    if (strong) {
      House house = from.row();
      conjugate_house(grid, digit, from, to, house);
      step.houses.push_back(house);
      text += " = " + to.name() + " (" + house.name() + ")";
    } else {
      text += " - " + to.name();
    }
  }
  for (Cell cell : chain.cells) step.pattern.push_back({cell, digit});
  const Cell first = chain.cells.front();
  const Cell last = chain.cells.back();
  step.reason = "in the chain " + text + " of " + digit.to_char() +
                ", each = joins the only two places of " + digit.to_char() +
                " in a house and each - two cells that see each other, so if " + first.name() +
                " is not " + digit.to_char() + " then " + last.name() + " is: one of them holds " +
                digit.to_char();
  return step;
}

}  // namespace

void find_x_chain(const CandidateGrid& grid, StepSink& sink) {
  std::vector<FoundChain> chains;
  for (int d = 1; d <= kUnitSize; ++d) {
    const Digit digit(d);
    const CellSet places = grid.cells_with(digit);
    std::array<CellSet, kCellCount> partners{};
    CellSet linked;  // cells in at least one conjugate pair: a chain starts and ends in them
    for (Cell cell : places) {
      partners[static_cast<std::size_t>(cell.index())] = strong_partners(grid, digit, cell);
      if (!partners[static_cast<std::size_t>(cell.index())].empty()) linked.insert(cell);
    }
    for (Cell start : linked) search_from(grid, digit, start, partners, chains);
  }
  // Shortest first; among equal lengths the digit, then the ends in cell order.
  std::stable_sort(chains.begin(), chains.end(), [](const FoundChain& a, const FoundChain& b) {
    return a.cells.size() < b.cells.size();
  });
  // A chain and its reverse, or two chains between different ends with the same eliminations,
  // make the same step: keep the first (shortest).
  std::vector<std::pair<int, CellSet>> reported;
  for (const FoundChain& chain : chains) {
    const std::pair<int, CellSet> key{chain.digit.value(), chain.eliminations};
    if (std::find(reported.begin(), reported.end(), key) != reported.end()) continue;
    reported.push_back(key);
    if (!sink.add(x_chain_step(grid, chain))) return;
  }
}

}  // namespace nonet::logic
