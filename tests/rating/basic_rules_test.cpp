// The basic SE rules against Sudoku Explainer 1.2.1 itself. The fixture was written by an SE
// driver (BasicDump, kept outside the repo) that follows SE's rating path of a set of puzzles
// and, on grids along the way, records what each of SE's basic rules reports:
//   G <grid>   per cell "=d" (solved) or its candidates, each cell followed by ';'
//   H <rule> <count> <list hash> <first hint>   one line per rule with hints on that grid
// A hint is "<tenths> <rule name>|<placement or ->|<eliminations>", eliminations by cell as
// "r1c2-35 r4c5-3"; the list hash is FNV-1a 64 over the hints' texts, each followed by '\n',
// in the order SE reports them. A rule with no H line reports nothing on that grid.
//
// NONET_BASIC_HINTS=<file> runs the comparison on another dump of the same form (a long one
// made outside the suite); each mismatch prints the grid and nonet's hints.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "rating/se_rule.hpp"

namespace nonet {
namespace {

using rating::SeHint;
using rating::SeHintSink;
using rating::SeRule;

struct NamedRule {
  std::string_view key;  // the driver's name for the rule
  SeRule find;
};

// In SE's order (Solver's direct then indirect producers).
constexpr NamedRule kRules[] = {
    {"hs", rating::find_hidden_singles},
    {"dp", rating::find_direct_pointing},
    {"dhp", rating::find_direct_hidden_pairs},
    {"ns", rating::find_naked_singles},
    {"dht", rating::find_direct_hidden_triples},
    {"lc", rating::find_pointing_claiming},
    {"np", rating::find_naked_pairs},
    {"xw", rating::find_x_wings},
    {"hp", rating::find_hidden_pairs},
    {"nt", rating::find_naked_triples},
    {"sf", rating::find_swordfish},
    {"ht", rating::find_hidden_triples},
    {"xy", rating::find_xy_wings},
    {"xyz", rating::find_xyz_wings},
    {"nq", rating::find_naked_quads},
    {"jf", rating::find_jellyfish},
    {"hq", rating::find_hidden_quads},
};

struct ExpectedHints {
  std::size_t count = 0;
  std::string hash;
  std::string first;
};

struct DumpedGrid {
  std::size_t line = 0;
  std::string text;
  std::map<std::string, ExpectedHints, std::less<>> hints;  // by rule key
};

std::vector<DumpedGrid> read_dump(const std::string& path) {
  std::ifstream in(path);
  std::vector<DumpedGrid> grids;
  std::string line;
  std::size_t number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.rfind("G ", 0) == 0) {
      grids.push_back({number, line.substr(2), {}});
    } else if (line.rfind("H ", 0) == 0 && !grids.empty()) {
      std::istringstream fields(line.substr(2));
      std::string key;
      ExpectedHints expected;
      fields >> key >> expected.count >> expected.hash;
      fields.get();  // the space before the first hint
      std::getline(fields, expected.first);
      grids.back().hints[key] = expected;
    }
  }
  return grids;
}

// Solved cells are placed first, so that the unsolved ones get exactly the dumped candidates
// (a cell with one candidate left stays unsolved, as in SE).
CandidateGrid parse_grid(const std::string& text) {
  CandidateGrid grid;
  std::vector<std::string> cells;
  std::istringstream fields(text);
  for (std::string cell; std::getline(fields, cell, ';');) cells.push_back(cell);
  EXPECT_EQ(cells.size(), 81u);
  for (std::size_t i = 0; i < cells.size() && i < 81; ++i) {
    if (cells[i].size() == 2 && cells[i][0] == '=') {
      grid.place(Cell(static_cast<int>(i)), Digit(cells[i][1] - '0'));
    }
  }
  for (std::size_t i = 0; i < cells.size() && i < 81; ++i) {
    if (cells[i].empty() || cells[i][0] == '=') continue;
    DigitSet digits;
    for (char c : cells[i]) digits.insert(Digit(c - '0'));
    grid.set_candidates(Cell(static_cast<int>(i)), digits);
  }
  return grid;
}

std::string hint_text(const SeHint& hint) {
  std::string text = std::to_string(hint.difficulty) + " " + std::string(hint.rule) + "|";
  text +=
      hint.placement ? hint.placement->cell.name() + "=" + hint.placement->digit.to_char() : "-";
  text += "|";
  std::map<int, std::string> digits_by_cell;
  for (const Candidate& c : hint.eliminations) digits_by_cell[c.cell.index()] += c.digit.to_char();
  bool first = true;
  for (auto& [cell, digits] : digits_by_cell) {
    std::sort(digits.begin(), digits.end());
    text += (first ? "" : " ") + Cell(cell).name() + "-" + digits;
    first = false;
  }
  return text;
}

std::string fnv1a_hex(const std::vector<std::string>& texts) {
  std::uint64_t hash = 0xcbf29ce484222325ULL;
  for (const std::string& text : texts) {
    for (char c : text + "\n") {
      hash ^= static_cast<unsigned char>(c);
      hash *= 0x100000001b3ULL;
    }
  }
  std::ostringstream out;
  out << std::hex << hash;
  return out.str();
}

// Collects hint texts, and after `limit` of them says it wants no more.
class TextSink final : public SeHintSink {
 public:
  explicit TextSink(std::size_t limit = SIZE_MAX) : limit_(limit) {}
  bool add(SeHint hint) override {
    EXPECT_LT(texts.size(), limit_) << "the rule went on after the sink said stop";
    texts.push_back(hint_text(hint));
    return texts.size() < limit_;
  }
  std::vector<std::string> texts;

 private:
  std::size_t limit_;
};

std::string dump_path() {
  if (const char* path = std::getenv("NONET_BASIC_HINTS")) return path;
  return std::string(NONET_SOURCE_DIR) + "/tests/rating/data/basic_se_hints.txt";
}

TEST(BasicRulesVsSe, EveryRuleReportsSesHintsInSesOrder) {
  const std::string path = dump_path();
  const std::vector<DumpedGrid> grids = read_dump(path);
  ASSERT_FALSE(grids.empty()) << "no grid in " << path;
  std::map<std::string_view, int> grids_with_hints;
  int mismatches = 0;
  for (const DumpedGrid& dumped : grids) {
    const CandidateGrid grid = parse_grid(dumped.text);
    for (const NamedRule& rule : kRules) {
      TextSink all;
      rule.find(grid, all);
      const auto expected = dumped.hints.find(rule.key);
      const ExpectedHints none;
      const ExpectedHints& want = expected == dumped.hints.end() ? none : expected->second;
      if (want.count > 0) ++grids_with_hints[rule.key];
      const bool same = all.texts.size() == want.count &&
                        (want.count == 0 ||
                         (all.texts.front() == want.first && fnv1a_hex(all.texts) == want.hash));
      if (!same && ++mismatches <= 20) {
        std::string got;
        for (std::size_t i = 0; i < all.texts.size() && i < 8; ++i) got += "\n    " + all.texts[i];
        ADD_FAILURE() << path << ":" << dumped.line << " rule " << rule.key << ": SE reports "
                      << want.count << " hints, first " << want.first << "; nonet "
                      << all.texts.size() << ":" << got << "\n  grid " << dumped.text;
      }
      if (!all.texts.empty()) {
        TextSink first_only(1);
        rule.find(grid, first_only);
        ASSERT_EQ(first_only.texts.size(), 1u);
        EXPECT_EQ(first_only.texts.front(), all.texts.front());
      }
    }
  }
  EXPECT_EQ(mismatches, 0) << "of " << grids.size() << " grids";
  // The fixture is meant to exercise every rule; say so if a regenerated one stops doing it.
  for (const NamedRule& rule : kRules) {
    EXPECT_GE(grids_with_hints[rule.key], 3)
        << "few grids in " << path << " where " << rule.key << " has hints";
  }
}

}  // namespace
}  // namespace nonet
