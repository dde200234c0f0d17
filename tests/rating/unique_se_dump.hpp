// Reading the dumps of Sudoku Explainer's uniqueness and exclusion hints (written by the SE
// driver UniqueDump, kept outside the repo) and comparing nonet's rules with them.
//
// A dump is a sequence of grid states:
//   G <729-char candidate grid>
//   h <key> <hint>        every hint SE's rule <key> reports on that grid, in SE's order
// where a hint is "<tenths> <rule name>|<placement or ->|<eliminations>", the eliminations by
// cell as "r1c2-35 r4c5-3". Other lines (P, S, E, comments) are ignored.
#pragma once

#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "nonet/candidate_format.hpp"
#include "rating/se_rule.hpp"

namespace nonet::test {

struct SeDumpState {
  std::size_t line = 0;
  std::string marks;
  std::map<std::string, std::vector<std::string>, std::less<>> hints;  // by rule key
};

inline std::vector<SeDumpState> read_se_dump(const std::string& path) {
  std::ifstream in(path);
  std::vector<SeDumpState> states;
  std::string line;
  std::size_t number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.rfind("G ", 0) == 0) {
      states.push_back({number, line.substr(2), {}});
    } else if (line.rfind("h ", 0) == 0 && !states.empty()) {
      const std::size_t space = line.find(' ', 2);
      states.back().hints[line.substr(2, space - 2)].push_back(line.substr(space + 1));
    }
  }
  return states;
}

inline CandidateGrid grid_of(const SeDumpState& state) {
  const auto records = parse_candidate_puzzles(state.marks);
  EXPECT_EQ(records.size(), 1u) << "line " << state.line;
  EXPECT_TRUE(records.at(0).ok()) << "line " << state.line;
  return records.at(0).grid;
}

/// A hint in the dump's text form.
inline std::string se_hint_text(const rating::SeHint& hint) {
  std::ostringstream out;
  out << hint.difficulty << ' ' << hint.rule << '|';
  if (hint.placement) {
    out << hint.placement->cell.name() << '=' << hint.placement->digit.value();
  } else {
    out << '-';
  }
  out << '|';
  std::map<int, std::string> by_cell;
  for (const Candidate& c : hint.eliminations) by_cell[c.cell.index()] += c.digit.to_char();
  bool first = true;
  for (const auto& [cell, digits] : by_cell) {
    if (!first) out << ' ';
    first = false;
    out << Cell(cell).name() << '-' << digits;
  }
  return out.str();
}

/// Collects hints; stops the rule after `limit` of them.
class CollectingSink final : public rating::SeHintSink {
 public:
  explicit CollectingSink(std::size_t limit = SIZE_MAX) : limit_(limit) {}
  bool add(rating::SeHint hint) override {
    texts.push_back(se_hint_text(hint));
    return texts.size() < limit_;
  }
  std::vector<std::string> texts;

 private:
  std::size_t limit_;
};

/// Keeps every hint whole.
class KeepingSink final : public rating::SeHintSink {
 public:
  bool add(rating::SeHint hint) override {
    hints.push_back(std::move(hint));
    return true;
  }
  std::vector<rating::SeHint> hints;
};

inline std::vector<std::string> all_hints(rating::SeRule rule, const CandidateGrid& grid) {
  CollectingSink sink;
  rule(grid, sink);
  return sink.texts;
}

inline std::vector<std::string> first_hint(rating::SeRule rule, const CandidateGrid& grid) {
  CollectingSink sink(1);
  rule(grid, sink);
  return sink.texts;
}

inline std::string fixture_path(const char* name) {
  return std::string(NONET_SOURCE_DIR) + "/tests/rating/data/" + name;
}

struct DumpAgreement {
  int states = 0;
  int positive = 0;                     // states where SE reports a hint
  int same_first = 0;                   // the first hint (or its absence) agrees
  int same_all = 0;                     // the whole list, in order, agrees
  std::vector<std::string> mismatches;  // the first few, for the failure message
};

/// Compares `rule` with SE's hints under `key` on every state of the dump.
inline DumpAgreement compare_with_dump(const std::vector<SeDumpState>& states, const char* key,
                                       rating::SeRule rule) {
  DumpAgreement result;
  for (const SeDumpState& state : states) {
    const CandidateGrid grid = grid_of(state);
    const auto found = state.hints.find(key);
    const std::vector<std::string> expected =
        found == state.hints.end() ? std::vector<std::string>{} : found->second;
    const std::vector<std::string> actual = all_hints(rule, grid);
    const std::vector<std::string> first = first_hint(rule, grid);
    ++result.states;
    if (!expected.empty()) ++result.positive;
    const bool same_first =
        expected.empty() ? first.empty() : first.size() == 1 && first[0] == expected[0];
    if (same_first) ++result.same_first;
    if (actual == expected) ++result.same_all;
    if ((!same_first || actual != expected) && result.mismatches.size() < 5) {
      std::ostringstream what;
      what << "dump line " << state.line << " (" << state.marks << ")\n  SE:";
      for (const auto& h : expected) what << "\n    " << h;
      what << "\n  nonet:";
      for (const auto& h : actual) what << "\n    " << h;
      result.mismatches.push_back(what.str());
    }
  }
  return result;
}

inline std::string describe(const DumpAgreement& agreement) {
  std::ostringstream out;
  out << agreement.states << " states (" << agreement.positive
      << " with hints): first hint agrees on " << agreement.same_first << ", all hints on "
      << agreement.same_all;
  for (const auto& m : agreement.mismatches) out << "\n" << m;
  return out.str();
}

}  // namespace nonet::test
