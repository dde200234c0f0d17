// Nice loops and AICs, plain and grouped, as HoDoKu defines and finds them
// (hodoku.sourceforge.net, "Chains and Loops"; its TablingSolver is the reference for the details
// below, so that the same loops come out).
//
// A chain is a sequence of literals "candidate is true" (ON) / "candidate is false" (OFF), each
// implying the next: ON implies OFF for the other candidates of its cell and for its digit in the
// cells it sees (weak links); OFF implies ON for the other candidate of a bivalue cell and for the
// other place of its digit in a house where it has exactly two (strong links). A group node
// stands for the two or three cells of a digit where a line meets a box, and links like a cell.
//
// Search, as HoDoKu's tabling: from every literal of every candidate ("premise") a breadth-first
// search records everything the premise implies, and for each implied literal the first way it
// was reached. Then:
// - Nice loop: a literal of the premise's own cell is implied. With premise and end literal:
//   ON c ... OFF c: c is false. OFF c ... ON c: c is true (the cell loses its other digits).
//   ON c ... ON e or OFF c ... OFF e (e another digit): the weak end's digit is false
//   (discontinuous loops). A chain that returns consistently (bivalue start cell with two weak
//   ends, two strong ends on different digits, or a strong and a weak end on the same digit) is a
//   continuous loop: every weak link between cells then holds both ways, so its digit leaves the
//   cells that see both ends; a cell entered and left by strong links keeps only those two digits.
// - AIC: from an OFF premise, an ON literal in another cell: one of the two ends is true. Same
//   digit: the cells seeing both ends lose it (at least two of them, else it is a nice loop).
//   Different digits, ends seeing each other: each end loses the other's digit.
// A loop or chain may not cross itself (HoDoKu's lasso rule). Each set of eliminations is reported
// once, with the shortest chain found for it; steps come shortest first.
//
// The grouped techniques search the graph with group nodes and report only chains that use one.
// Then, as HoDoKu's option "allow ALS in chains" (which its regression cases of variants 2 to 4
// use), they search again with almost locked set nodes too and report the chains that need one,
// after all the others. An ALS node "the set loses digit d" is reached from a candidate d that
// sees every d of the set; the set is then locked, so each of its other digits leaves the cells
// that see all of that digit in the set, and a cell left with one candidate holds it.
#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "logic/techniques/als.hpp"
#include "logic/techniques/finders.hpp"

namespace nonet::logic {
namespace {

// HoDoKu records at most 1000 implications per premise; beyond that it stops (a grid that open
// rarely needs a nice loop).
constexpr int kMaxTableEntries = 1000;

constexpr int kCandidateNodes = kCellCount * kUnitSize;

struct GroupNode {
  CellSet cells;
  CellSet seen;  // cells that see every cell of the group
  Digit digit;
  House line;
  Box box;
};

// An almost locked set node: the set `als` loses `digit` (only ever OFF).
struct AlsNode {
  int als = 0;
  Digit digit;
};

// An implication and its length: 2 for a link, more after an ALS node (HoDoKu counts an ALS of d
// digits as 2 (d - 1) extra links, so that chains through small sets are preferred).
struct Edge {
  int literal = 0;
  int weight = 2;
  friend bool operator==(const Edge&, const Edge&) = default;
};

// Node: 0..728 a candidate (cell * 9 + digit - 1), then group nodes, then ALS nodes. Literal:
// node * 2 + (1 if ON).
struct Graph {
  const CandidateGrid* grid = nullptr;
  std::vector<GroupNode> groups;
  std::vector<Als> alses;
  std::vector<AlsNode> als_nodes;
  std::vector<std::vector<Edge>> next;  // literal -> the literals it implies, in HoDoKu's order

  [[nodiscard]] static int literal(int node, bool on) { return node * 2 + (on ? 1 : 0); }
  [[nodiscard]] static int node_of(int literal) { return literal / 2; }
  [[nodiscard]] static bool is_on(int literal) { return literal % 2 == 1; }
  [[nodiscard]] static int candidate_node(Cell cell, Digit digit) {
    return cell.index() * kUnitSize + digit.value() - 1;
  }
  [[nodiscard]] int als_base() const { return kCandidateNodes + static_cast<int>(groups.size()); }
  [[nodiscard]] static bool is_candidate(int literal) { return node_of(literal) < kCandidateNodes; }
  [[nodiscard]] bool is_group(int literal) const {
    return !is_candidate(literal) && node_of(literal) < als_base();
  }
  [[nodiscard]] bool is_als(int literal) const { return node_of(literal) >= als_base(); }
  [[nodiscard]] const GroupNode& group(int literal) const {
    return groups[static_cast<std::size_t>(node_of(literal) - kCandidateNodes)];
  }
  [[nodiscard]] const AlsNode& als_node(int literal) const {
    return als_nodes[static_cast<std::size_t>(node_of(literal) - als_base())];
  }
  [[nodiscard]] const Als& als(int literal) const {
    return alses[static_cast<std::size_t>(als_node(literal).als)];
  }
  // The first cell of the node (HoDoKu compares nodes by it): for an ALS node the first cell of
  // the set holding its digit.
  [[nodiscard]] Cell cell(int literal) const {
    if (is_candidate(literal)) return Cell(node_of(literal) / kUnitSize);
    if (is_group(literal)) return group(literal).cells.first();
    return als(literal).with(als_node(literal).digit).first();
  }
  [[nodiscard]] Digit digit(int literal) const {
    if (is_candidate(literal)) return Digit(node_of(literal) % kUnitSize + 1);
    if (is_group(literal)) return group(literal).digit;
    return als_node(literal).digit;
  }
  // The cells the node covers: an ALS node covers its whole set.
  [[nodiscard]] CellSet cells(int literal) const {
    if (is_candidate(literal)) return CellSet::of(cell(literal));
    if (is_group(literal)) return group(literal).cells;
    return als(literal).cells;
  }
  // The cells that see every place of `digit` in the node.
  [[nodiscard]] CellSet seen(int literal, Digit d) const {
    if (is_candidate(literal)) return peers_of(cell(literal));
    if (is_group(literal)) return group(literal).seen;
    return als(literal).seen(d);
  }
};

// HoDoKu's chain length: nodes, plus the extra length of each ALS node.
int als_penalty(const Als& als) {
  const int digits = als.digits.size();
  return digits <= 1 ? 0 : digits == 2 ? 1 : (digits - 1) * 2;
}

void add_unique(std::vector<Edge>& list, int literal) {
  const Edge edge{literal, 2};
  if (std::find(list.begin(), list.end(), edge) == list.end()) list.push_back(edge);
}

// The group nodes of the grid: for rows, then columns, each digit and box, the two or three cells
// of the digit where the line meets the box.
std::vector<GroupNode> collect_groups(const CandidateGrid& grid) {
  std::vector<GroupNode> groups;
  for (const House::Kind kind : {House::Kind::row, House::Kind::column}) {
    for (int l = 0; l < kUnitSize; ++l) {
      const House line(kind, l);
      for (int d = 1; d <= kUnitSize; ++d) {
        const Digit digit(d);
        const CellSet in_line = grid.cells_with(digit, line);
        if (in_line.empty()) continue;
        for (int b = 0; b < kUnitSize; ++b) {
          const CellSet cells = in_line & cells_of(House(Box(b)));
          if (cells.size() < 2) continue;
          groups.push_back(GroupNode{cells, common_peers(cells), digit, line, Box(b)});
        }
      }
    }
  }
  return groups;
}

// The ALS nodes (HoDoKu's fillTablesWithAls), for every set of two or more cells and every digit
// d of it whose loss would eliminate something: a candidate d seeing every d of the set (or a
// group of d doing so, sharing no cell with it) implies the node; the node implies the candidates
// its locked set clears (and the groups among them), the nodes of other sets sharing no cell
// whose every place of some digit it clears, and the cells left with a single candidate.
void add_als_nodes(const CandidateGrid& grid, Graph& graph) {
  graph.alses = collect_alses(grid, false);
  const auto set_count = static_cast<int>(graph.alses.size());
  // Node of (set, digit), created when first needed (a set's node can be implied by another
  // set's node before its own turn comes).
  std::vector<std::array<int, kUnitSize>> node_of(graph.alses.size());
  for (auto& nodes : node_of) nodes.fill(-1);
  graph.next.reserve(graph.next.size() + 2 * kUnitSize * graph.alses.size());
  const auto node_for = [&](int set, Digit digit) {
    int& node = node_of[static_cast<std::size_t>(set)][static_cast<std::size_t>(digit.value() - 1)];
    if (node < 0) {
      node = static_cast<int>(graph.als_nodes.size());
      graph.als_nodes.push_back({set, digit});
      graph.next.emplace_back();
      graph.next.emplace_back();
    }
    return Graph::literal(graph.als_base() + node, false);
  };
  // The groups of each digit, and those holding each candidate.
  std::array<std::vector<int>, kUnitSize> groups_of_digit{};
  std::array<std::vector<int>, kCandidateNodes> groups_of_candidate{};
  for (std::size_t g = 0; g < graph.groups.size(); ++g) {
    const GroupNode& group = graph.groups[g];
    groups_of_digit[static_cast<std::size_t>(group.digit.value() - 1)].push_back(
        static_cast<int>(g));
    for (Cell cell : group.cells) {
      groups_of_candidate[static_cast<std::size_t>(Graph::candidate_node(cell, group.digit))]
          .push_back(static_cast<int>(g));
    }
  }
  // The sets holding each candidate: a set is triggered through its places of a digit.
  std::vector<std::vector<int>> sets_with_candidate(kCandidateNodes);
  for (int i = 0; i < set_count; ++i) {
    const Als& als = graph.alses[static_cast<std::size_t>(i)];
    for (Cell cell : als.cells) {
      for (unsigned bits = grid.candidates(cell).bits(); bits != 0; bits &= bits - 1) {
        const Digit d(std::countr_zero(bits) + 1);
        sets_with_candidate[static_cast<std::size_t>(Graph::candidate_node(cell, d))].push_back(i);
      }
    }
  }
  std::vector<std::uint32_t> listed(graph.alses.size(), 0);
  std::uint32_t round = 0;
  std::vector<int> triggered;  // set * 16 + digit
  for (int i = 0; i < set_count; ++i) {
    const Als& als = graph.alses[static_cast<std::size_t>(i)];
    const int penalty = als_penalty(als);
    for (int j = 1; j <= kUnitSize; ++j) {
      const Digit digit(j);
      if (!als.digits.contains(digit)) continue;
      // What the set clears once it has lost `digit`.
      std::array<CellSet, kUnitSize> clears{};
      bool any = false;
      for (int k = 1; k <= kUnitSize; ++k) {
        if (k == j || !als.digits.contains(Digit(k))) continue;
        clears[static_cast<std::size_t>(k - 1)] = grid.cells_with(Digit(k)) & als.seen(Digit(k));
        any = any || !clears[static_cast<std::size_t>(k - 1)].empty();
      }
      if (!any) continue;
      const int node = node_for(i, digit);
      // Into the set: candidates (and groups) of `digit` seeing all of the set's.
      for (Cell cell : grid.cells_with(digit) & als.seen(digit)) {
        auto& from = graph.next[static_cast<std::size_t>(
            Graph::literal(Graph::candidate_node(cell, digit), true))];
        from.push_back({node});
        for (int g :
             groups_of_candidate[static_cast<std::size_t>(Graph::candidate_node(cell, digit))]) {
          const GroupNode& group = graph.groups[static_cast<std::size_t>(g)];
          if (!(group.cells & als.cells).empty()) continue;
          if (!(als.with(digit) - group.seen).empty()) continue;
          auto& group_on =
              graph.next[static_cast<std::size_t>(Graph::literal(kCandidateNodes + g, true))];
          const Edge edge{node, 2};
          if (std::find(group_on.begin(), group_on.end(), edge) == group_on.end()) {
            group_on.push_back(edge);
          }
        }
      }
      // Out of the set.
      std::vector<Edge> out;
      for (int k = 1; k <= kUnitSize; ++k) {
        const CellSet cleared = clears[static_cast<std::size_t>(k - 1)];
        if (cleared.empty()) continue;
        for (Cell cell : cleared) {
          out.push_back(
              {Graph::literal(Graph::candidate_node(cell, Digit(k)), false), 2 + penalty});
        }
        for (int g : groups_of_digit[static_cast<std::size_t>(k - 1)]) {
          const GroupNode& group = graph.groups[static_cast<std::size_t>(g)];
          if (!(group.cells - cleared).empty()) continue;
          out.push_back({Graph::literal(kCandidateNodes + g, false), 2 + penalty});
        }
      }
      // Other sets sharing no cell whose every place of some digit is cleared, in list order.
      triggered.clear();
      for (int l = 1; l <= kUnitSize; ++l) {
        const CellSet cleared = clears[static_cast<std::size_t>(l - 1)];
        if (cleared.empty()) continue;
        ++round;
        for (Cell cell : cleared) {
          for (int other : sets_with_candidate[static_cast<std::size_t>(
                   Graph::candidate_node(cell, Digit(l)))]) {
            if (listed[static_cast<std::size_t>(other)] == round) continue;
            listed[static_cast<std::size_t>(other)] = round;
            const Als& set = graph.alses[static_cast<std::size_t>(other)];
            if (other == i || !(set.cells & als.cells).empty()) continue;
            if (!(set.with(Digit(l)) - cleared).empty()) continue;
            triggered.push_back(other * 16 + l);
          }
        }
      }
      std::sort(triggered.begin(), triggered.end());
      for (int entry : triggered) {
        out.push_back({node_for(entry / 16, Digit(entry % 16)), 2 + penalty});
      }
      for (Cell cell : als.seen_by_any) {
        const DigitSet candidates = grid.candidates(cell);
        if (candidates.size() == 2) continue;  // the bivalue link does it already
        DigitSet left = candidates;
        for (int l = 1; l <= kUnitSize; ++l) {
          if (clears[static_cast<std::size_t>(l - 1)].contains(cell)) left.erase(Digit(l));
        }
        if (left.size() == 1) {
          out.push_back(
              {Graph::literal(Graph::candidate_node(cell, left.first()), true), 2 + penalty + 1});
        }
      }
      // Each candidate comes once (the cleared ones OFF, the forced ones ON, in other cells), as
      // in HoDoKu's table; and a node's list is made once, in its own set's turn.
      auto& list = graph.next[static_cast<std::size_t>(node)];
      list.insert(list.end(), out.begin(), out.end());
    }
  }
}

Graph build_graph(const CandidateGrid& grid, bool grouped, bool with_als) {
  Graph graph;
  graph.grid = &grid;
  if (grouped) graph.groups = collect_groups(grid);
  const std::size_t nodes = kCandidateNodes + graph.groups.size();
  graph.next.assign(nodes * 2, {});
  // Candidates: ON clears the cell's other digits and the digit in every house; OFF sets the
  // other digit of a bivalue cell and the other place of the digit in a house with two.
  for (Cell cell : grid.unsolved()) {
    const DigitSet digits = grid.candidates(cell);
    for (int d = 1; d <= kUnitSize; ++d) {
      const Digit digit(d);
      if (!digits.contains(digit)) continue;
      const int node = Graph::candidate_node(cell, digit);
      auto& on = graph.next[static_cast<std::size_t>(Graph::literal(node, true))];
      auto& off = graph.next[static_cast<std::size_t>(Graph::literal(node, false))];
      for (int k = 1; k <= kUnitSize; ++k) {
        if (k == d || !digits.contains(Digit(k))) continue;
        on.push_back({Graph::literal(Graph::candidate_node(cell, Digit(k)), false)});
        if (digits.size() == 2)
          off.push_back({Graph::literal(Graph::candidate_node(cell, Digit(k)), true)});
      }
      for (const House house : {House(cell.row()), House(cell.column()), House(cell.box())}) {
        const CellSet places = grid.cells_with(digit, house);
        if (places.size() < 2) continue;
        for (Cell other : places - CellSet::of(cell)) {
          add_unique(on, Graph::literal(Graph::candidate_node(other, digit), false));
          if (places.size() == 2) {
            add_unique(off, Graph::literal(Graph::candidate_node(other, digit), true));
          }
        }
      }
    }
  }
  // Group nodes (HoDoKu's fillTablesWithGroupNodes): ON clears the digit from every cell seeing
  // the group and from the other groups of its houses; OFF sets the one other place of the digit
  // in the box or line, or the one other group when nothing else is left in the house. The
  // candidates link to groups the same ways round.
  const auto group_count = static_cast<int>(graph.groups.size());
  for (int g = 0; g < group_count; ++g) {
    const GroupNode& group = graph.groups[static_cast<std::size_t>(g)];
    const int node = kCandidateNodes + g;
    auto& on = graph.next[static_cast<std::size_t>(Graph::literal(node, true))];
    auto& off = graph.next[static_cast<std::size_t>(Graph::literal(node, false))];
    const CellSet seeing = grid.cells_with(group.digit) & group.seen;
    for (Cell cell : seeing) {
      const int cell_node = Graph::candidate_node(cell, group.digit);
      on.push_back({Graph::literal(cell_node, false)});
      graph.next[static_cast<std::size_t>(Graph::literal(cell_node, true))].push_back(
          {Graph::literal(node, false)});
    }
    for (const House house : {House(group.box), group.line}) {
      const CellSet others = seeing & cells_of(house);
      if (others.size() != 1) continue;
      const int cell_node = Graph::candidate_node(others.first(), group.digit);
      off.push_back({Graph::literal(cell_node, true)});
      graph.next[static_cast<std::size_t>(Graph::literal(cell_node, false))].push_back(
          {Graph::literal(node, true)});
    }
    // Other groups of the digit sharing a house without sharing a cell.
    const bool is_row = group.line.kind() == House::Kind::row;
    std::array<int, 3> sharing{};  // per house (row, column, box): how many, and the first one
    std::array<int, 3> first{-1, -1, -1};
    for (int h = 0; h < group_count; ++h) {
      const GroupNode& other = graph.groups[static_cast<std::size_t>(h)];
      if (h == g || other.digit != group.digit || !(other.cells & group.cells).empty()) continue;
      const std::array<bool, 3> same{is_row && other.line == group.line,
                                     !is_row && other.line == group.line, other.box == group.box};
      for (std::size_t k = 0; k < 3; ++k) {
        if (!same[k]) continue;
        if (sharing[k]++ == 0) first[k] = h;
        on.push_back({Graph::literal(kCandidateNodes + h, false)});
      }
    }
    for (std::size_t k = 0; k < 3; ++k) {
      if (sharing[k] != 1) continue;
      const GroupNode& other = graph.groups[static_cast<std::size_t>(first[k])];
      const House house = k == 2 ? House(group.box) : group.line;
      if ((grid.cells_with(group.digit, house) - group.cells - other.cells).empty()) {
        off.push_back({Graph::literal(kCandidateNodes + first[k], true)});
      }
    }
  }
  if (with_als) add_als_nodes(grid, graph);
  return graph;
}

// What one premise implies: the literals in the order found, each with the index of the literal
// it came from and the length of that way (HoDoKu's table for the premise).
struct Table {
  std::vector<int> order;
  std::vector<int> from;      // index into order, -1 for the premise
  std::vector<int> distance;  // sum of the edge weights from the premise
};

// HoDoKu's table expansion: the literals are taken in the order they were added, each adding what
// it implies. A literal implied again by a shorter way (possible only through ALS nodes, whose
// links are longer) takes that way, unless the premise implies it directly.
class TableBuilder {
 public:
  explicit TableBuilder(const Graph& graph) : graph_(graph), marks_(graph.next.size()) {
    // Without ALS nodes every link has the same length: a later way is never shorter.
    for (const auto& edges : graph.next) {
      for (const Edge& edge : edges) weighted_ = weighted_ || edge.weight != 2;
    }
  }

  void build(int premise, Table& table) {
    ++stamp_;
    table.order.clear();
    table.from.clear();
    table.distance.clear();
    table.order.reserve(kMaxTableEntries);
    table.from.reserve(kMaxTableEntries);
    table.distance.reserve(kMaxTableEntries);
    table.order.push_back(premise);
    table.from.push_back(-1);
    table.distance.push_back(0);
    marks_[static_cast<std::size_t>(premise)] = {stamp_, 0};
    for (std::size_t i = 0; i < table.order.size(); ++i) {
      if (table.order.size() >= static_cast<std::size_t>(kMaxTableEntries)) return;
      const int base = table.distance[i];
      for (const Edge& edge : graph_.next[static_cast<std::size_t>(table.order[i])]) {
        Mark& mark = marks_[static_cast<std::size_t>(edge.literal)];
        const int distance = base + edge.weight;
        if (mark.stamp == stamp_) {
          if (!weighted_) continue;
          const auto at = static_cast<std::size_t>(mark.index);
          if (at != 0 && table.from[at] != 0 && table.distance[at] > distance) {
            table.from[at] = static_cast<int>(i);
            table.distance[at] = distance;
          }
          continue;
        }
        if (table.order.size() >= static_cast<std::size_t>(kMaxTableEntries)) continue;
        mark = {stamp_, static_cast<int>(table.order.size())};
        table.order.push_back(edge.literal);
        table.from.push_back(static_cast<int>(i));
        table.distance.push_back(distance);
      }
    }
  }

 private:
  struct Mark {
    std::uint32_t stamp = 0;  // == stamp_: in the current table
    int index = 0;            // its index there
  };
  const Graph& graph_;
  std::vector<Mark> marks_;
  std::uint32_t stamp_ = 0;
  bool weighted_ = false;
};

enum class Kind : std::uint8_t { continuous, discontinuous, aic };

struct Found {
  Kind kind = Kind::aic;
  std::vector<int> chain;  // literals, premise first
  std::vector<Candidate> eliminations;
  int length = 0;  // HoDoKu's chain length: nodes, plus the extra length of ALS nodes
};

// The chain from the premise to table entry `index`.
std::vector<int> chain_to(const Table& table, int index) {
  std::vector<int> chain;
  for (int i = index; i >= 0; i = table.from[static_cast<std::size_t>(i)]) {
    chain.push_back(table.order[static_cast<std::size_t>(i)]);
  }
  std::reverse(chain.begin(), chain.end());
  return chain;
}

// HoDoKu's lasso rule: no node may come back to a cell the chain has left (consecutive nodes may
// share a cell). A nice loop may come back to its start cell, an AIC may not.
bool crosses_itself(const Graph& graph, const std::vector<int>& chain, bool loop) {
  CellSet left;
  const Cell start = graph.cell(chain.front());
  bool have_last = false;
  int last = 0;
  for (int literal : chain) {
    if (left.contains(graph.cell(literal))) return true;
    if (have_last && (graph.cell(last) != start || !loop)) left |= graph.cells(last);
    last = literal;
    have_last = true;
  }
  return false;
}

void add_cell_except(std::vector<Candidate>& out, const CandidateGrid& grid, Cell cell,
                     DigitSet keep) {
  for (int d = 1; d <= kUnitSize; ++d) {
    const Digit digit(d);
    if (grid.has(cell, digit) && !keep.contains(digit)) out.push_back({cell, digit});
  }
}

class LoopSearch {
 public:
  // `grouped`: with group nodes, keeping only chains through one; `with_als`: with ALS nodes too,
  // keeping only chains through one.
  LoopSearch(const CandidateGrid& grid, bool grouped, bool with_als)
      : grid_(grid),
        grouped_(grouped),
        with_als_(with_als),
        graph_(build_graph(grid, grouped, with_als)),
        builder_(graph_) {}

  // Premises as HoDoKu: every candidate ON (cells, then digits), then every candidate OFF; the
  // AICs start from OFF premises.
  void run() {
    Table table;
    for (const bool on : {true, false}) {
      for (Cell cell : grid_.unsolved()) {
        for (int d = 1; d <= kUnitSize; ++d) {
          if (!grid_.has(cell, Digit(d))) continue;
          const int premise = Graph::literal(Graph::candidate_node(cell, Digit(d)), on);
          builder_.build(premise, table);
          for (std::size_t i = 1; i < table.order.size(); ++i) {
            const int literal = table.order[i];
            if (!Graph::is_candidate(literal)) continue;
            if (graph_.cell(literal) == cell) {
              check_loop(table, static_cast<int>(i));
            } else if (!on && Graph::is_on(literal)) {
              check_aic(table, static_cast<int>(i));
            }
          }
        }
      }
    }
  }

  std::array<std::vector<Found>, 3> found;

 private:
  // The number of links from the premise to table entry `index`.
  static int depth(const Table& table, int index) {
    int d = 0;
    for (int i = table.from[static_cast<std::size_t>(index)]; i >= 0;
         i = table.from[static_cast<std::size_t>(i)]) {
      ++d;
    }
    return d;
  }

  void check_loop(const Table& table, int index) {
    if (depth(table, index) <= 1) return;
    std::vector<int> chain = chain_to(table, index);
    const std::size_t n = chain.size();
    // The last link must come from outside the start cell, and the first must leave it.
    if (graph_.cell(chain[n - 2]) == graph_.cell(chain[n - 1])) return;
    if (crosses_itself(graph_, chain, true)) return;
    if (graph_.cell(chain[0]) == graph_.cell(chain[1])) return;

    const int premise = chain.front();
    const int end = chain.back();
    const bool first_strong = !Graph::is_on(premise);
    const bool last_strong = Graph::is_on(end);
    const Digit c = graph_.digit(premise);
    const Digit e = graph_.digit(end);
    const Cell start = graph_.cell(premise);
    Found f;
    f.kind = Kind::discontinuous;
    if (!first_strong && !last_strong && c == e) {
      f.eliminations.push_back({start, c});
    } else if (first_strong && last_strong && c == e) {
      add_cell_except(f.eliminations, grid_, start, DigitSet::of(c));
    } else if (first_strong != last_strong && c != e) {
      f.eliminations.push_back({start, first_strong ? e : c});
    } else if ((!first_strong && !last_strong && grid_.candidates(start).size() == 2) ||
               (first_strong && last_strong) || (first_strong != last_strong)) {
      f.kind = Kind::continuous;
      continuous_eliminations(chain, f.eliminations);
    }
    if (f.eliminations.empty()) return;
    f.chain = std::move(chain);
    keep(std::move(f));
  }

  // The eliminations of a continuous loop: a cell entered and left by strong links (the start
  // cell when both end links are strong) keeps only their two digits; a weak link between two
  // nodes clears its digit from the cells that see both, outside the loop.
  void continuous_eliminations(const std::vector<int>& chain, std::vector<Candidate>& out) const {
    const std::size_t last = chain.size() - 1;
    const Cell start = graph_.cell(chain.front());
    CellSet on_loop;
    for (int literal : chain) on_loop |= graph_.cells(literal);
    const bool both_strong = !Graph::is_on(chain.front()) && Graph::is_on(chain.back());
    for (std::size_t i = 0; i <= last; ++i) {
      const int literal = chain[i];
      if (i == 0 && both_strong) {
        DigitSet keep = DigitSet::of(graph_.digit(chain.front()));
        keep.insert(graph_.digit(chain.back()));
        add_cell_except(out, grid_, start, keep);
      } else if (i > 0 && Graph::is_on(literal) && i + 2 <= last &&
                 graph_.cell(chain[i - 1]) != graph_.cell(literal) && !Graph::is_on(chain[i + 1]) &&
                 graph_.cell(literal) == graph_.cell(chain[i + 1]) && Graph::is_on(chain[i + 2]) &&
                 graph_.cell(chain[i + 1]) != graph_.cell(chain[i + 2])) {
        DigitSet keep = DigitSet::of(graph_.digit(literal));
        keep.insert(graph_.digit(chain[i + 2]));
        add_cell_except(out, grid_, graph_.cell(literal), keep);
      }
      if (i > 0 && !Graph::is_on(literal) && graph_.cell(chain[i - 1]) != graph_.cell(literal)) {
        const Digit digit = graph_.digit(literal);
        CellSet targets = graph_.seen(chain[i - 1], digit) & graph_.seen(literal, digit) &
                          grid_.cells_with(digit);
        targets -= on_loop;
        targets -= CellSet::of(start);
        for (Cell cell : targets) out.push_back({cell, digit});
        if (graph_.is_als(literal)) als_eliminations(chain, i, out);
      }
    }
  }

  // A locked set on a continuous loop (HoDoKu's rules): each digit of the set other than the one
  // that enters it and those that leave it is in the set for sure, so cells seeing all of it lose
  // it. When the set forces a cell (the next link is strong), the cell's other digits are the
  // ones leaving the set: each leaves the cells seeing all of it in the set and the forced cell.
  void als_eliminations(const std::vector<int>& chain, std::size_t i,
                        std::vector<Candidate>& out) const {
    const int literal = chain[i];
    const Als& als = graph_.als(literal);
    const bool forces = i + 1 < chain.size() && Graph::is_on(chain[i + 1]);
    DigitSet exits;
    if (forces) {
      exits = grid_.candidates(graph_.cell(chain[i + 1]));
      exits.erase(graph_.digit(chain[i + 1]));
    } else if (i + 1 < chain.size()) {
      exits.insert(graph_.digit(chain[i + 1]));
    }
    for (unsigned bits = als.digits.bits(); bits != 0; bits &= bits - 1) {
      const Digit d(std::countr_zero(bits) + 1);
      if (d == graph_.digit(literal) || exits.contains(d)) continue;
      for (Cell cell : als.seen(d)) out.push_back({cell, d});
    }
    if (!forces) return;
    const Cell forced = graph_.cell(chain[i + 1]);
    for (unsigned bits = exits.bits(); bits != 0; bits &= bits - 1) {
      const Digit d(std::countr_zero(bits) + 1);
      for (Cell cell : als.seen(d) & peers_of(forced)) out.push_back({cell, d});
    }
  }

  void check_aic(const Table& table, int index) {
    const int premise = table.order.front();
    const int end = table.order[static_cast<std::size_t>(index)];
    const Digit c = graph_.digit(premise);
    const Digit e = graph_.digit(end);
    const Cell start = graph_.cell(premise);
    const Cell finish = graph_.cell(end);
    Found f;
    if (c == e) {
      const CellSet targets = peers_of(start) & peers_of(finish) & grid_.cells_with(c);
      // A single elimination is a discontinuous nice loop from the eliminated cell.
      if (targets.size() < 2) return;
      for (Cell cell : targets) f.eliminations.push_back({cell, c});
    } else {
      if (!sees(start, finish) || !grid_.has(finish, c) || !grid_.has(start, e)) return;
      f.eliminations.push_back({start, e});
      f.eliminations.push_back({finish, c});
    }
    if (depth(table, index) <= 1) return;
    std::vector<int> chain = chain_to(table, index);
    if (crosses_itself(graph_, chain, false)) return;
    f.kind = Kind::aic;
    f.chain = std::move(chain);
    keep(std::move(f));
  }

  // One step per set of eliminations (per kind), with the shortest chain: the first found among
  // equals. The grouped search keeps only chains through a group node.
  void keep(Found f) {
    const auto is = [&](bool (Graph::*kind)(int) const) {
      return std::any_of(f.chain.begin(), f.chain.end(),
                         [&](int literal) { return (graph_.*kind)(literal); });
    };
    if (with_als_ ? !is(&Graph::is_als) : grouped_ && !is(&Graph::is_group)) return;
    f.length = static_cast<int>(f.chain.size());
    for (int literal : f.chain) {
      if (graph_.is_als(literal)) f.length += als_penalty(graph_.als(literal));
    }
    std::sort(f.eliminations.begin(), f.eliminations.end());
    f.eliminations.erase(std::unique(f.eliminations.begin(), f.eliminations.end()),
                         f.eliminations.end());
    auto& list = found[static_cast<std::size_t>(f.kind)];
    for (Found& old : list) {
      if (old.eliminations != f.eliminations) continue;
      if (f.length < old.length) old = std::move(f);
      return;
    }
    list.push_back(std::move(f));
  }

 public:
  [[nodiscard]] const Graph& graph() const { return graph_; }

 private:
  const CandidateGrid& grid_;
  bool grouped_;
  bool with_als_;
  Graph graph_;
  TableBuilder builder_;
};

// ---- Steps ----

std::string node_text(const Graph& graph, int literal) {
  std::string out = "(" + std::string(1, graph.digit(literal).to_char()) + ")";
  const CellSet cells = graph.cells(literal);
  if (graph.is_als(literal)) {
    out += "ALS";
  } else if (cells.size() == 1) {
    return out + cells.first().name();
  }
  out += "{";
  bool first = true;
  for (Cell cell : cells) {
    if (!first) out += ' ';
    out += cell.name();
    first = false;
  }
  return out + "}";
}

// Eureka notation: "(5)r1c1 = (5)r1c4 - (5)r2c6 = (3)r2c6": "=" where the next literal is forced
// true (a strong link), "-" where it is forced false (a weak link). Nodes are shown with their
// candidate, a group node with all its cells, an ALS node as "(5)ALS{r1c1 r1c2}": the set loses 5.
std::string chain_text(const Graph& graph, const std::vector<int>& chain) {
  std::string out = node_text(graph, chain.front());
  for (std::size_t i = 1; i < chain.size(); ++i) {
    out += Graph::is_on(chain[i]) ? " = " : " - ";
    out += node_text(graph, chain[i]);
  }
  return out;
}

std::string reason_of(const Graph& graph, const Found& f) {
  const std::vector<int>& chain = f.chain;
  const int premise = chain.front();
  const int end = chain.back();
  const std::string text = chain_text(graph, chain);
  switch (f.kind) {
    case Kind::discontinuous: {
      const Cell start = graph.cell(premise);
      const std::string cell = start.name();
      const char c = graph.digit(premise).to_char();
      const char e = graph.digit(end).to_char();
      if (!Graph::is_on(premise) && Graph::is_on(end) && c == e) {
        return "in the loop " + text + ", if " + cell + " were not " + c +
               " the chain would make it " + c + ": so it is " + c;
      }
      if (Graph::is_on(premise) && !Graph::is_on(end)) {
        return "in the loop " + text + ", if " + cell + " were " + c +
               " the chain would make it not " + e + (c == e ? "" : std::string(" and not ") + c) +
               ": so it is not " + c;
      }
      if (Graph::is_on(premise)) {
        return "in the loop " + text + ", if " + cell + " were " + c + " the chain would make it " +
               e + " as well: so it is not " + c;
      }
      return "in the loop " + text + ", if " + cell + " were not " + c +
             " the chain would make it not " + e + ", and if it were " + e + " it would not be " +
             c + ": so it is not " + e;
    }
    case Kind::continuous:
      return "the loop " + text +
             " closes on itself consistently, so every link holds both ways: each weak link's "
             "digit is true at one of its two ends (cells seeing both lose it) and each cell "
             "between two strong links holds one of their two digits";
    case Kind::aic:
      break;
  }
  const std::string start = graph.cell(premise).name();
  const std::string finish = graph.cell(end).name();
  const char c = graph.digit(premise).to_char();
  const char e = graph.digit(end).to_char();
  return "in the chain " + text + ", if " + start + " is not " + c + " then " + finish + " is " +
         e + ": so " + start + " is " + c + " or " + finish + " is " + e +
         (c == e ? std::string(", and cells seeing both cannot be ") + c
                 : std::string(", and as they see each other neither can hold the other's digit"));
}

Step make_step(const Graph& graph, const CandidateGrid& grid, Technique technique, const Found& f) {
  Step step;
  step.technique = technique;
  step.eliminations = f.eliminations;
  for (std::size_t i = 0; i + 1 < f.chain.size(); ++i) {
    const int from = f.chain[i];
    const int to = f.chain[i + 1];
    // A group node is represented by its first cell; the reason names all its cells.
    step.links.push_back(Link{{graph.cell(from), graph.digit(from)},
                              {graph.cell(to), graph.digit(to)},
                              Graph::is_on(to)});
    const CellSet a = graph.cells(from);
    const CellSet b = graph.cells(to);
    if (a == b) continue;
    // The house the link runs in (for a link between cells).
    const CellSet both = a | b;
    const Cell first = both.first();
    for (const House house : {House(first.row()), House(first.column()), House(first.box())}) {
      if ((both - cells_of(house)).empty()) {
        if (std::find(step.houses.begin(), step.houses.end(), house) == step.houses.end()) {
          step.houses.push_back(house);
        }
        break;
      }
    }
  }
  for (int literal : f.chain) {
    for (Cell cell : graph.cells(literal)) {
      // All the candidates of an ALS node's set, the node's digit of other nodes.
      const DigitSet digits =
          graph.is_als(literal) ? grid.candidates(cell) : DigitSet::of(graph.digit(literal));
      for (int d = 1; d <= kUnitSize; ++d) {
        const Candidate candidate{cell, Digit(d)};
        if (!digits.contains(candidate.digit) || !grid.has(cell, candidate.digit)) continue;
        if (std::find(step.pattern.begin(), step.pattern.end(), candidate) == step.pattern.end()) {
          step.pattern.push_back(candidate);
        }
      }
    }
  }
  step.reason = reason_of(graph, f);
  return step;
}

// The searches: plain, grouped, grouped with ALS nodes.
enum class Search : std::uint8_t { plain, grouped, with_als };

// The results of one search, kept for the grid they were found in: the three techniques of a
// search (continuous, discontinuous, AIC) are asked in turn on the same grid, and the search is
// their common cost. Steps are built only when reported.
struct SearchResult {
  CandidateGrid grid;
  std::unique_ptr<LoopSearch> loops;  // searches `grid`, the copy
};

const LoopSearch& search(const CandidateGrid& grid, Search which) {
  static thread_local std::array<SearchResult, 3> cache;
  SearchResult& result = cache[static_cast<std::size_t>(which)];
  if (result.loops != nullptr && result.grid == grid) return *result.loops;
  result.loops.reset();
  result.grid = grid;
  result.loops =
      std::make_unique<LoopSearch>(result.grid, which != Search::plain, which == Search::with_als);
  result.loops->run();
  for (std::vector<Found>& list : result.loops->found) {
    std::stable_sort(list.begin(), list.end(),
                     [](const Found& a, const Found& b) { return a.length < b.length; });
  }
  return *result.loops;
}

void report(const CandidateGrid& grid, bool grouped, Kind kind, StepSink& sink) {
  static constexpr std::array<std::array<Technique, 3>, 2> kTechniques{{
      {Technique::continuous_nice_loop, Technique::discontinuous_nice_loop, Technique::aic},
      {Technique::grouped_continuous_nice_loop, Technique::grouped_discontinuous_nice_loop,
       Technique::grouped_aic},
  }};
  const auto k = static_cast<std::size_t>(kind);
  const Technique technique = kTechniques[grouped ? 1 : 0][k];
  const LoopSearch& first = search(grid, grouped ? Search::grouped : Search::plain);
  for (const Found& f : first.found[k]) {
    if (!sink.add(make_step(first.graph(), grid, technique, f))) return;
  }
  if (!grouped) return;
  // The chains that need an ALS node, after all the others; each result once.
  const std::vector<Found>& before = search(grid, Search::grouped).found[k];
  const LoopSearch& with_als = search(grid, Search::with_als);
  for (const Found& f : with_als.found[k]) {
    const bool repeated = std::any_of(before.begin(), before.end(), [&](const Found& other) {
      return other.eliminations == f.eliminations;
    });
    if (!repeated && !sink.add(make_step(with_als.graph(), grid, technique, f))) return;
  }
}

}  // namespace

void find_continuous_nice_loop(const CandidateGrid& grid, StepSink& sink) {
  report(grid, false, Kind::continuous, sink);
}
void find_discontinuous_nice_loop(const CandidateGrid& grid, StepSink& sink) {
  report(grid, false, Kind::discontinuous, sink);
}
void find_aic(const CandidateGrid& grid, StepSink& sink) {
  report(grid, false, Kind::aic, sink);
}
void find_grouped_continuous_nice_loop(const CandidateGrid& grid, StepSink& sink) {
  report(grid, true, Kind::continuous, sink);
}
void find_grouped_discontinuous_nice_loop(const CandidateGrid& grid, StepSink& sink) {
  report(grid, true, Kind::discontinuous, sink);
}
void find_grouped_aic(const CandidateGrid& grid, StepSink& sink) {
  report(grid, true, Kind::aic, sink);
}

}  // namespace nonet::logic
