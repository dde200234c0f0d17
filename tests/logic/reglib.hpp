// HoDoKu's regression library (../shared/data/hodoku-reglib-1.3.txt): one technique case a line,
//   :<code>[-<variant>]:<candidates>:<givens>:<deleted>:<eliminations>:<placements>:<extra>
// givens: 81 characters, '+' before a digit marks it placed rather than given; deleted,
// eliminations and placements: space-separated "<digit><row><col>". Variant "x": the technique
// must find nothing for the listed candidate digits.
#pragma once

#include <algorithm>
#include <cstddef>
#include <fstream>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "nonet/logic.hpp"
#include "support/corpus.hpp"

namespace nonet::test {

struct ReglibCase {
  std::size_t line = 0;
  std::string code;     // "0200"
  std::string variant;  // "", "1", "x"
  std::set<int> digits;
  CandidateGrid grid;
  std::vector<Candidate> eliminations;
  std::vector<Candidate> placements;
  std::string text;
};

inline std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  for (;;) {
    const std::size_t end = text.find(separator, start);
    parts.push_back(text.substr(start, end - start));
    if (end == std::string_view::npos) return parts;
    start = end + 1;
  }
}

// "436 257" -> 4r3c6, 2r5c7. nullopt on a malformed entry.
inline std::optional<std::vector<Candidate>> parse_reglib_candidates(std::string_view field) {
  std::vector<Candidate> out;
  for (std::string_view entry : split(field, ' ')) {
    if (entry.empty()) continue;
    if (entry.size() != 3) return std::nullopt;
    for (char ch : entry) {
      if (ch < '1' || ch > '9') return std::nullopt;
    }
    out.push_back(
        Candidate{Cell(Row(entry[1] - '1'), Column(entry[2] - '1')), Digit(entry[0] - '0')});
  }
  return out;
}

inline std::optional<ReglibCase> parse_reglib_line(std::string_view text, std::size_t line) {
  if (text.size() < 2 || text.front() != ':') return std::nullopt;
  const auto fields = split(text.substr(1), ':');
  if (fields.size() < 6) return std::nullopt;
  ReglibCase c;
  c.line = line;
  c.text = std::string(text);
  const auto dash = fields[0].find('-');
  c.code = std::string(fields[0].substr(0, dash));
  if (dash != std::string_view::npos) c.variant = std::string(fields[0].substr(dash + 1));
  for (char ch : fields[1]) {
    if (ch >= '1' && ch <= '9') c.digits.insert(ch - '0');
  }
  std::string values;
  for (char ch : fields[2]) {
    if (ch != '+') values += ch;
  }
  const auto puzzle = parse_puzzle_field(values);
  if (!puzzle) return std::nullopt;
  c.grid = CandidateGrid::from_puzzle(*puzzle);
  const auto deleted = parse_reglib_candidates(fields[3]);
  const auto eliminations = parse_reglib_candidates(fields[4]);
  const auto placements = parse_reglib_candidates(fields[5]);
  if (!deleted || !eliminations || !placements) return std::nullopt;
  for (const Candidate& candidate : *deleted) c.grid.eliminate(candidate.cell, candidate.digit);
  c.eliminations = *eliminations;
  c.placements = *placements;
  return c;
}

inline std::vector<ReglibCase> read_reglib(const std::string& path) {
  std::vector<ReglibCase> cases;
  std::ifstream in(path, std::ios::binary);
  std::string line;
  std::size_t number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (auto c = parse_reglib_line(line, number)) cases.push_back(std::move(*c));
  }
  return cases;
}

/// The technique of nonet whose HoDoKu code list holds `code`, if any.
inline std::optional<Technique> technique_for_reglib_code(std::string_view code) {
  for (const TechniqueInfo& info : techniques()) {
    for (std::string_view listed : split(info.hodoku_code, ' ')) {
      if (!listed.empty() && listed == code) return info.id;
    }
  }
  return std::nullopt;
}

/// Whether nonet's finder reproduces the case: some step of the technique has exactly the
/// expected eliminations and placements; for a fail case ("x"), no step touches the listed
/// digits.
inline bool reglib_case_passes(const ReglibCase& c, Technique technique, std::string* detail) {
  const std::vector<Step> steps = find_steps(c.grid, technique, 10000);
  std::vector<Candidate> want_elims = c.eliminations;
  std::vector<Candidate> want_places = c.placements;
  std::sort(want_elims.begin(), want_elims.end());
  std::sort(want_places.begin(), want_places.end());
  if (c.variant == "x") {
    for (const Step& step : steps) {
      for (const auto* list : {&step.eliminations, &step.placements}) {
        for (const Candidate& candidate : *list) {
          if (c.digits.empty() || c.digits.count(candidate.digit.value()) != 0) {
            if (detail != nullptr) *detail = "found " + describe(step);
            return false;
          }
        }
      }
    }
    return true;
  }
  for (const Step& step : steps) {
    if (step.eliminations == want_elims && step.placements == want_places) return true;
  }
  if (detail != nullptr) {
    *detail = std::to_string(steps.size()) + " step(s) found";
    for (std::size_t i = 0; i < steps.size() && i < 3; ++i) *detail += "; " + describe(steps[i]);
  }
  return false;
}

}  // namespace nonet::test
