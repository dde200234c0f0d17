// XY-Chain and Remote Pair: chains through bivalue cells, as HoDoKu defines them
// (hodoku.sourceforge.net, "Chains and Loops").
//
// In a bivalue cell the two candidates are strongly linked (if one is false the other is true);
// two cells that see each other are weakly linked on a digit they share (both cannot hold it).
// A chain alternates the two, cell by cell.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "logic/techniques/finders.hpp"
#include "logic/techniques/words.hpp"

namespace nonet::logic {
namespace {

// The digit of a bivalue cell's candidates other than `digit`.
Digit other_digit(DigitSet digits, Digit digit) {
  DigitSet rest = digits;
  rest.erase(digit);
  return rest.first();
}

CellSet bivalue_cells(const CandidateGrid& grid) {
  CellSet out;
  for (Cell cell : grid.unsolved()) {
    if (grid.candidates(cell).size() == 2) out.insert(cell);
  }
  return out;
}

// A house holding both cells (which see each other): their row, else column, else box.
House shared_house(Cell a, Cell b) {
  if (a.row() == b.row()) return House(a.row());
  if (a.column() == b.column()) return House(a.column());
  return House(a.box());
}

// One chain through bivalue cells: cells[i] is entered on digits[i] (taken false) and left on
// the cell's other digit (then true), which is digits[i + 1].
struct CellChain {
  std::vector<Cell> cells;
  std::vector<Digit> digits;  // cells.size() + 1 entries: the last is the digit the chain ends on
};

// The links of the chain in order: the strong link inside each cell, the weak link to the next.
std::vector<Link> chain_links(const CellChain& chain) {
  std::vector<Link> links;
  for (std::size_t i = 0; i < chain.cells.size(); ++i) {
    const Cell cell = chain.cells[i];
    links.push_back(Link{{cell, chain.digits[i]}, {cell, chain.digits[i + 1]}, true});
    if (i + 1 < chain.cells.size()) {
      links.push_back(
          Link{{cell, chain.digits[i + 1]}, {chain.cells[i + 1], chain.digits[i + 1]}, false});
    }
  }
  return links;
}

// "(5=7)r1c1 - (7=3)r1c5 - (3=5)r4c5".
std::string chain_text(const CellChain& chain) {
  std::string out;
  for (std::size_t i = 0; i < chain.cells.size(); ++i) {
    if (i > 0) out += " - ";
    out += "(" + digit_text(chain.digits[i]) + "=" + digit_text(chain.digits[i + 1]) + ")" +
           chain.cells[i].name();
  }
  return out;
}

// The houses of the weak links, each once, in chain order.
std::vector<House> chain_houses(const CellChain& chain) {
  std::vector<House> houses;
  for (std::size_t i = 0; i + 1 < chain.cells.size(); ++i) {
    const House house = shared_house(chain.cells[i], chain.cells[i + 1]);
    if (std::find(houses.begin(), houses.end(), house) == houses.end()) houses.push_back(house);
  }
  return houses;
}

std::vector<Candidate> chain_pattern(const CandidateGrid& grid, const CellChain& chain) {
  std::vector<Candidate> pattern;
  for (Cell cell : chain.cells) {
    for (int d = 1; d <= kUnitSize; ++d) {
      if (grid.has(cell, Digit(d))) pattern.push_back({cell, Digit(d)});
    }
  }
  return pattern;
}

CellSet cells_of_chain(const CellChain& chain) {
  CellSet out;
  for (Cell cell : chain.cells) out.insert(cell);
  return out;
}

// A step waiting to be reported: the finders gather all, then report the shortest chains first
// and each set of eliminations once.
struct Found {
  CellChain chain;
  std::vector<Candidate> eliminations;
};

// Stable by chain length, then drops a step whose eliminations an earlier (shorter) one already
// has, as HoDoKu keeps only the shortest chain for each result.
std::vector<Found> shortest_distinct(std::vector<Found> found) {
  std::stable_sort(found.begin(), found.end(), [](const Found& a, const Found& b) {
    return a.chain.cells.size() < b.chain.cells.size();
  });
  std::vector<Found> kept;
  for (Found& candidate : found) {
    const bool seen = std::any_of(kept.begin(), kept.end(), [&](const Found& earlier) {
      return earlier.eliminations == candidate.eliminations;
    });
    if (!seen) kept.push_back(std::move(candidate));
  }
  return kept;
}

// ---- Remote Pair ----

// HoDoKu's Remote Pair: a chain of at least four cells that all hold the same two digits. Along
// the chain the cells alternate between the digits, so two cells an odd number of steps apart
// (three or more: neighbours are a plain Naked Pair) hold one of each, and a cell seeing both
// can hold neither. Cells of the chain itself are left alone.
constexpr std::size_t kRemotePairMinCells = 4;
// Enough for any real grid (at most two cells of one pair per house); a guard against a
// pathological pencil-mark grid.
constexpr std::size_t kRemotePairMaxPaths = 20000;

// The eliminations of the path, or none when neither end cell contributes (then a shorter path
// gives the same ones).
std::vector<Candidate> remote_pair_eliminations(const CandidateGrid& grid,
                                                const std::vector<Cell>& path, DigitSet pair) {
  CellSet on_path;
  for (Cell cell : path) on_path.insert(cell);
  CellSet seen_by_opposites;
  bool ends_contribute = false;
  const std::size_t n = path.size();
  const Digit first_digit = pair.first();
  const CellSet with_pair =
      grid.cells_with(first_digit) | grid.cells_with(other_digit(pair, first_digit));
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t j = i + 3; j < n; j += 2) {
      const CellSet both =
          (common_peers(CellSet::of(path[i]) | CellSet::of(path[j])) - on_path) & with_pair;
      if (both.empty()) continue;
      seen_by_opposites |= both;
      if (i == 0 || j == n - 1) ends_contribute = true;
    }
  }
  std::vector<Candidate> out;
  if (!ends_contribute) return out;
  for (Cell cell : seen_by_opposites) {
    for (int d = 1; d <= kUnitSize; ++d) {
      if (pair.contains(Digit(d)) && grid.has(cell, Digit(d))) out.push_back({cell, Digit(d)});
    }
  }
  return out;
}

// Every simple path of cells with the pair, each found once (its first cell before its last).
void collect_remote_pairs(const CandidateGrid& grid, const std::vector<Cell>& cells, DigitSet pair,
                          std::vector<Found>& found) {
  std::vector<Cell> path;
  std::size_t paths = 0;
  const Digit first_digit = pair.first();
  const Digit second_digit = other_digit(pair, first_digit);
  // Depth-first, recursive through a lambda taking itself.
  const auto extend = [&](const auto& self) -> void {
    if (paths >= kRemotePairMaxPaths) return;
    if (path.size() >= kRemotePairMinCells && path.front() < path.back()) {
      ++paths;
      std::vector<Candidate> eliminations = remote_pair_eliminations(grid, path, pair);
      if (!eliminations.empty()) {
        CellChain chain;
        chain.cells = path;
        for (std::size_t i = 0; i <= path.size(); ++i) {
          chain.digits.push_back(i % 2 == 0 ? first_digit : second_digit);
        }
        found.push_back(Found{std::move(chain), std::move(eliminations)});
      }
    }
    const Cell last = path.back();
    for (Cell next : cells) {
      if (!sees(last, next) || std::find(path.begin(), path.end(), next) != path.end()) continue;
      path.push_back(next);
      self(self);
      path.pop_back();
    }
  };
  for (Cell start : cells) {
    path.assign(1, start);
    extend(extend);
  }
}

// ---- XY-Chain ----

// At least three cells: two would be a Naked Pair, which comes earlier (HoDoKu accepts them
// here). The chain of three is an XY-Wing, reported here too, as HoDoKu does.
constexpr std::size_t kXyChainMinCells = 3;

// A search state: the chain has reached `cell` and leaves it on `digit` (true there).
constexpr int state_of(Cell cell, Digit digit) {
  return cell.index() * kUnitSize + digit.value() - 1;
}
constexpr int kStateCount = kCellCount * kUnitSize;

// Whether every cell of the chain holds the same two digits: HoDoKu reports those chains as
// Remote Pairs, not XY-Chains.
bool is_remote_pair(const CandidateGrid& grid, const CellChain& chain) {
  const DigitSet pair = grid.candidates(chain.cells.front());
  return std::all_of(chain.cells.begin(), chain.cells.end(),
                     [&](Cell cell) { return grid.candidates(cell) == pair; });
}

// Breadth-first from `start` entered on `digit`: the shortest chain to each cell that ends on
// `digit` again.
void collect_xy_chains_from(const CandidateGrid& grid, CellSet bivalue, Cell start, Digit digit,
                            std::vector<Found>& found) {
  std::array<std::int16_t, kStateCount> parent{};
  std::array<std::int16_t, kStateCount> length{};  // cells on the chain up to the state
  std::array<bool, kStateCount> visited{};
  std::array<std::int16_t, kStateCount> queue{};
  std::size_t head = 0;
  std::size_t tail = 0;
  CellSet ends_found;

  const Digit first_exit = other_digit(grid.candidates(start), digit);
  const int first = state_of(start, first_exit);
  visited[static_cast<std::size_t>(first)] = true;
  parent[static_cast<std::size_t>(first)] = -1;
  length[static_cast<std::size_t>(first)] = 1;
  queue[tail++] = static_cast<std::int16_t>(first);

  const auto cell_of = [](int state) { return Cell(state / kUnitSize); };
  const auto digit_of = [](int state) { return Digit(state % kUnitSize + 1); };
  const auto on_path = [&](int state, Cell cell) {
    for (int s = state; s >= 0; s = parent[static_cast<std::size_t>(s)]) {
      if (cell_of(s) == cell) return true;
    }
    return false;
  };

  while (head < tail) {
    const int state = queue[head++];
    const Cell cell = cell_of(state);
    const Digit exit = digit_of(state);
    for (Cell next : bivalue& peers_of(cell) & grid.cells_with(exit)) {
      const Digit next_exit = other_digit(grid.candidates(next), exit);
      const int next_state = state_of(next, next_exit);
      if (visited[static_cast<std::size_t>(next_state)] || on_path(state, next)) continue;
      visited[static_cast<std::size_t>(next_state)] = true;
      parent[static_cast<std::size_t>(next_state)] = static_cast<std::int16_t>(state);
      length[static_cast<std::size_t>(next_state)] =
          static_cast<std::int16_t>(length[static_cast<std::size_t>(state)] + 1);
      queue[tail++] = static_cast<std::int16_t>(next_state);

      if (next_exit != digit || ends_found.contains(next)) continue;
      if (static_cast<std::size_t>(length[static_cast<std::size_t>(next_state)]) <
          kXyChainMinCells) {
        continue;
      }
      ends_found.insert(next);
      CellChain chain;
      for (int s = next_state; s >= 0; s = parent[static_cast<std::size_t>(s)]) {
        chain.cells.push_back(cell_of(s));
        chain.digits.push_back(digit_of(s));
      }
      chain.digits.push_back(digit);
      std::reverse(chain.cells.begin(), chain.cells.end());
      std::reverse(chain.digits.begin(), chain.digits.end());
      if (is_remote_pair(grid, chain)) continue;
      const CellSet targets =
          (common_peers(CellSet::of(start) | CellSet::of(next)) & grid.cells_with(digit)) -
          cells_of_chain(chain);
      if (targets.empty()) continue;
      std::vector<Candidate> eliminations;
      for (Cell target : targets) eliminations.push_back({target, digit});
      found.push_back(Found{std::move(chain), std::move(eliminations)});
    }
  }
}

}  // namespace

void find_remote_pair(const CandidateGrid& grid, StepSink& sink) {
  const CellSet bivalue = bivalue_cells(grid);
  std::vector<Found> found;
  // Pairs in digit order: {1,2}, {1,3}, ..., {8,9}.
  for (int low = 1; low <= kUnitSize; ++low) {
    for (int high = low + 1; high <= kUnitSize; ++high) {
      DigitSet pair;
      pair.insert(Digit(low));
      pair.insert(Digit(high));
      std::vector<Cell> cells;
      for (Cell cell : bivalue) {
        if (grid.candidates(cell) == pair) cells.push_back(cell);
      }
      if (cells.size() < kRemotePairMinCells) continue;
      collect_remote_pairs(grid, cells, pair, found);
    }
  }
  for (Found& item : shortest_distinct(std::move(found))) {
    const CellChain& chain = item.chain;
    const Digit a = chain.digits[0];
    const Digit b = chain.digits[1];
    std::string cells_text;
    for (std::size_t i = 0; i < chain.cells.size(); ++i) {
      if (i > 0) cells_text += i + 1 == chain.cells.size() ? " and " : ", ";
      cells_text += chain.cells[i].name();
    }
    Step step;
    step.technique = Technique::remote_pair;
    step.eliminations = std::move(item.eliminations);
    step.houses = chain_houses(chain);
    step.pattern = chain_pattern(grid, chain);
    step.links = chain_links(chain);
    step.reason = cells_text + " all hold only " + digit_text(a) + " and " + digit_text(b) +
                  ", each seeing the next, so along this chain they alternate " + digit_text(a) +
                  " and " + digit_text(b) + ": two of them an odd number of steps apart hold one " +
                  digit_text(a) + " and one " + digit_text(b);
    if (!sink.add(std::move(step))) return;
  }
}

void find_xy_chain(const CandidateGrid& grid, StepSink& sink) {
  const CellSet bivalue = bivalue_cells(grid);
  std::vector<Found> found;
  for (Cell start : bivalue) {
    for (int d = 1; d <= kUnitSize; ++d) {
      const Digit digit(d);
      if (grid.has(start, digit)) collect_xy_chains_from(grid, bivalue, start, digit, found);
    }
  }
  for (Found& item : shortest_distinct(std::move(found))) {
    const CellChain& chain = item.chain;
    const Digit digit = chain.digits.front();
    Step step;
    step.technique = Technique::xy_chain;
    step.eliminations = std::move(item.eliminations);
    step.houses = chain_houses(chain);
    step.pattern = chain_pattern(grid, chain);
    step.links = chain_links(chain);
    step.reason = chain_text(chain) + ": if " + chain.cells.front().name() + " is not " +
                  digit_text(digit) + ", each cell in turn forces the next, and " +
                  chain.cells.back().name() + " is " + digit_text(digit) + "; so one of " +
                  chain.cells.front().name() + " and " + chain.cells.back().name() + " is " +
                  digit_text(digit);
    if (!sink.add(std::move(step))) return;
  }
}

}  // namespace nonet::logic
