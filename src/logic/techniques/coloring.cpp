// Simple Colors and Multi-Colors: the conjugate pairs of one digit (a house where it has exactly
// two places) join candidates into clusters; within a cluster the two colors alternate along every
// pair, so exactly one color holds the digit everywhere and the other nowhere. Definitions follow
// HoDoKu (tech_col.php) so that its regression library agrees:
// - Simple Colors, Color Wrap: two candidates of one color see each other, so that color is false.
// - Simple Colors, Color Trap: a candidate seeing both colors of a cluster is false.
// - Multi-Colors type 1: a candidate of color A of one cluster sees one of color B of another, so
//   A and B are not both true: the opposite color of A or that of B is true, and a candidate
//   seeing both of those is false.
// - Multi-Colors type 2: color A of one cluster sees both colors of another cluster, so A is false.
#include <array>
#include <string>

#include "logic/techniques/finders.hpp"

namespace nonet::logic {
namespace {

// One cluster: its two colors and the conjugate pairs that join it, in the order they were
// followed (each joins a new candidate to the cluster).
struct Cluster {
  std::array<CellSet, 2> colors{};
  int first_link = 0;  // index into Coloring::links
  int link_count = 0;
  [[nodiscard]] CellSet cells() const { return colors[0] | colors[1]; }
};

struct ColorLink {
  Cell from;
  Cell to;
  House::Kind house_kind = House::Kind::row;  // the house of the pair: the one both cells share
};

// The clusters of one digit. A cluster whose pairs would give a candidate both colors (possible
// only in a grid without solution) is left out: nothing can be concluded from it.
struct Coloring {
  std::array<Cluster, kCellCount / 2> clusters{};
  int cluster_count = 0;
  std::array<ColorLink, kCellCount> links{};
  int link_count = 0;
};

// The other place of `digit` in `house` when `cell` is one of exactly two there.
bool conjugate_of(const CandidateGrid& grid, Digit digit, Cell cell, House house, Cell& other) {
  const CellSet places = grid.cells_with(digit, house);
  if (places.size() != 2) return false;
  other = (places - CellSet::of(cell)).first();
  return true;
}

Coloring color_clusters(const CandidateGrid& grid, Digit digit) {
  Coloring coloring;
  CellSet colored;
  for (const Cell seed : grid.cells_with(digit)) {
    if (colored.contains(seed)) continue;
    Cluster cluster;
    cluster.first_link = coloring.link_count;
    cluster.colors[0].insert(seed);
    std::array<Cell, kCellCount> queue{};
    int head = 0;
    int tail = 0;
    queue[static_cast<std::size_t>(tail++)] = seed;
    bool consistent = true;
    while (head < tail) {
      const Cell cell = queue[static_cast<std::size_t>(head++)];
      const int color = cluster.colors[0].contains(cell) ? 0 : 1;
      for (const House house : {House(cell.row()), House(cell.column()), House(cell.box())}) {
        Cell other;
        if (!conjugate_of(grid, digit, cell, house, other)) continue;
        if (cluster.colors[static_cast<std::size_t>(color)].contains(other)) consistent = false;
        if (cluster.cells().contains(other)) continue;
        cluster.colors[static_cast<std::size_t>(1 - color)].insert(other);
        coloring.links[static_cast<std::size_t>(coloring.link_count++)] = {cell, other,
                                                                           house.kind()};
        queue[static_cast<std::size_t>(tail++)] = other;
      }
    }
    colored |= cluster.cells();
    cluster.link_count = coloring.link_count - cluster.first_link;
    if (cluster.link_count == 0) continue;  // the seed is in no conjugate pair
    if (!consistent) {
      coloring.link_count = cluster.first_link;
      continue;
    }
    coloring.clusters[static_cast<std::size_t>(coloring.cluster_count++)] = cluster;
  }
  return coloring;
}

// The cells that see at least one cell of `cells`.
CellSet seen_by_any(CellSet cells) {
  CellSet seen;
  for (Cell cell : cells) seen |= peers_of(cell);
  return seen;
}

std::string cell_list(CellSet cells) {
  std::string out;
  for (Cell cell : cells) out += (out.empty() ? "" : ", ") + cell.name();
  return out;
}

// "{r1c1, r3c5} / {r1c5, r3c9}"
std::string colors_phrase(const Cluster& cluster) {
  return "{" + cell_list(cluster.colors[0]) + "} / {" + cell_list(cluster.colors[1]) + "}";
}

void add_cluster_proof(Step& step, const Coloring& coloring, const Cluster& cluster, Digit digit) {
  for (const CellSet& color : cluster.colors) {
    for (Cell cell : color) step.pattern.push_back({cell, digit});
  }
  for (int i = 0; i < cluster.link_count; ++i) {
    const ColorLink& link = coloring.links[static_cast<std::size_t>(cluster.first_link + i)];
    step.links.push_back({{link.from, digit}, {link.to, digit}, true});
    switch (link.house_kind) {
      case House::Kind::row:
        step.houses.push_back(link.from.row());
        break;
      case House::Kind::column:
        step.houses.push_back(link.from.column());
        break;
      case House::Kind::box:
        step.houses.push_back(link.from.box());
        break;
    }
  }
}

void eliminate_all(Step& step, CellSet cells, Digit digit) {
  for (Cell cell : cells) step.eliminations.push_back({cell, digit});
}

// The first pair (one of `from`, one of `to`) of cells that see each other; false if none.
bool seeing_pair(CellSet from, CellSet to, Cell& a, Cell& b) {
  for (Cell cell : from) {
    const CellSet seen = peers_of(cell) & to;
    if (!seen.empty()) {
      a = cell;
      b = seen.first();
      return true;
    }
  }
  return false;
}

}  // namespace

void find_simple_colors(const CandidateGrid& grid, StepSink& sink) {
  for (int d = 1; d <= kUnitSize; ++d) {
    const Digit digit(d);
    const Coloring coloring = color_clusters(grid, digit);
    for (int i = 0; i < coloring.cluster_count; ++i) {
      const Cluster& cluster = coloring.clusters[static_cast<std::size_t>(i)];
      const auto intro = [&] {
        return "the conjugate pairs of " + std::string(1, digit.to_char()) + " split " +
               cell_list(cluster.cells()) + " into two colors " + colors_phrase(cluster) +
               ", one of which holds " + digit.to_char() + " everywhere";
      };
      // Color Wrap: a color with two candidates that see each other is false.
      Step wrap;
      wrap.technique = Technique::simple_colors;
      std::string wrap_reason;
      for (const CellSet& color : cluster.colors) {
        Cell a;
        Cell b;
        if (!seeing_pair(color, color, a, b)) continue;
        eliminate_all(wrap, color, digit);
        wrap_reason += (wrap_reason.empty() ? "" : ", and ") + a.name() + " and " + b.name() +
                       " have the same color and see each other, so {" + cell_list(color) +
                       "} is the false color";
      }
      if (!wrap.eliminations.empty()) {
        add_cluster_proof(wrap, coloring, cluster, digit);
        wrap.reason = intro() + "; " + wrap_reason;
        if (!sink.add(std::move(wrap))) return;
      }
      // Color Trap: a candidate seeing both colors is false whichever color is true.
      const CellSet trapped =
          grid.cells_with(digit) & seen_by_any(cluster.colors[0]) & seen_by_any(cluster.colors[1]);
      if (!trapped.empty()) {
        Step trap;
        trap.technique = Technique::simple_colors;
        eliminate_all(trap, trapped, digit);
        add_cluster_proof(trap, coloring, cluster, digit);
        trap.reason = intro() + "; " + cell_list(trapped) + " see" +
                      (trapped.size() == 1 ? "s" : "") + " both colors";
        if (!sink.add(std::move(trap))) return;
      }
    }
  }
}

void find_multi_colors(const CandidateGrid& grid, StepSink& sink) {
  for (int d = 1; d <= kUnitSize; ++d) {
    const Digit digit(d);
    const Coloring coloring = color_clusters(grid, digit);
    const std::string digit_text(1, digit.to_char());
    for (int i = 0; i < coloring.cluster_count; ++i) {
      for (int j = 0; j < coloring.cluster_count; ++j) {
        if (i == j) continue;
        const Cluster& first = coloring.clusters[static_cast<std::size_t>(i)];
        const Cluster& second = coloring.clusters[static_cast<std::size_t>(j)];
        const auto intro = [&] {
          return "the conjugate pairs of " + digit_text + " color two clusters, " +
                 colors_phrase(first) + " and " + colors_phrase(second) +
                 ", in each of which one color holds " + digit_text + " everywhere";
        };
        // Type 2: a color of `first` that sees both colors of `second` is false.
        {
          const CellSet seen0 = seen_by_any(second.colors[0]);
          const CellSet seen1 = seen_by_any(second.colors[1]);
          Step step;
          step.technique = Technique::multi_colors;
          std::string why;
          for (const CellSet& color : first.colors) {
            if ((color & seen0).empty() || (color & seen1).empty()) continue;
            eliminate_all(step, color, digit);
            why += (why.empty() ? "" : ", and ") + std::string("{") + cell_list(color) +
                   "} sees both colors of the second cluster (" + (color & seen0).first().name() +
                   " and " + (color & seen1).first().name() + "), so it is the false color";
          }
          if (!step.eliminations.empty()) {
            add_cluster_proof(step, coloring, first, digit);
            add_cluster_proof(step, coloring, second, digit);
            step.reason = intro() + "; " + why;
            if (!sink.add(std::move(step))) return;
          }
        }
        // Type 1: color a of `first` sees color b of `second`, so not both are true: the other
        // color of one of them is, and a candidate seeing both of those is false. The pair of
        // clusters is looked at once (i < j); the argument is symmetric.
        if (i > j) continue;
        Step step;
        step.technique = Technique::multi_colors;
        CellSet targets;
        std::string why;
        for (int a = 0; a < 2; ++a) {
          for (int b = 0; b < 2; ++b) {
            Cell seer;
            Cell seen;
            if (!seeing_pair(first.colors[static_cast<std::size_t>(a)],
                             second.colors[static_cast<std::size_t>(b)], seer, seen)) {
              continue;
            }
            const CellSet opposite_first = first.colors[static_cast<std::size_t>(1 - a)];
            const CellSet opposite_second = second.colors[static_cast<std::size_t>(1 - b)];
            const CellSet found =
                grid.cells_with(digit) & seen_by_any(opposite_first) & seen_by_any(opposite_second);
            if (found.empty()) continue;
            targets |= found;
            why += (why.empty() ? "" : ", and ") + seer.name() + " sees " + seen.name() + ", so {" +
                   cell_list(opposite_first) + "} or {" + cell_list(opposite_second) + "} holds " +
                   digit_text + " and " + cell_list(found) + " see" +
                   (found.size() == 1 ? "s" : "") + " both";
          }
        }
        if (targets.empty()) continue;
        eliminate_all(step, targets, digit);
        add_cluster_proof(step, coloring, first, digit);
        add_cluster_proof(step, coloring, second, digit);
        step.reason = intro() + "; " + why;
        if (!sink.add(std::move(step))) return;
      }
    }
  }
}

}  // namespace nonet::logic
