// docs/techniques.md is generated from the catalogue: each technique's name, code, difficulty and
// rule, and an example found by nonet's own finder on a case of HoDoKu's regression library. This
// test regenerates it and fails when the file differs; NONET_UPDATE_DOCS=1 rewrites the file.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>

#include "logic/reglib.hpp"
#include "nonet/candidate_format.hpp"
#include "nonet/format.hpp"
#include "support/data_files.hpp"

namespace nonet::test {
namespace {

std::string fixed(double value) {
  std::ostringstream out;
  out.precision(1);
  out << std::fixed << value;
  return out.str();
}

// For the techniques HoDoKu's library has no case of: the first step of the technique on the
// logical paths of the Sudoku Explainer sample's puzzles, with the position before it.
struct PathExample {
  CandidateGrid position;
  Step step;
};

constexpr int kExamplePuzzles = 120;

std::map<Technique, PathExample> examples_from_paths(const std::set<Technique>& wanted) {
  std::map<Technique, PathExample> found;
  std::ifstream in(data_path("ser-rated-sample.txt"));
  std::string line;
  int puzzles = 0;
  while (found.size() < wanted.size() && puzzles < kExamplePuzzles && std::getline(in, line)) {
    // "<puzzle> <ER>/<EP>/<ED>": only the puzzles the logic needs SE's rules for.
    const std::size_t space = line.find(' ');
    if (space == std::string::npos || std::atof(line.c_str() + space + 1) < 8.0) continue;
    const PuzzleRecord record = parse_puzzle(line.substr(0, space));
    if (!record.ok()) continue;
    ++puzzles;
    const LogicalSolution path = solve_logically(record.grid);
    CandidateGrid grid = path.start;
    for (const Step& step : path.steps) {
      if (wanted.contains(step.technique) && !found.contains(step.technique)) {
        found.emplace(step.technique, PathExample{grid, step});
      }
      apply_step(grid, step);
    }
  }
  return found;
}

std::string example_from_path(const TechniqueInfo& info,
                              const std::map<Technique, PathExample>& examples) {
  const auto it = examples.find(info.id);
  if (it == examples.end()) {
    return "(No example: no case of HoDoKu's regression library, and no step of it on the logical "
           "paths of the first " +
           std::to_string(kExamplePuzzles) +
           " puzzles of the Sudoku Explainer sample rated 8.0 and up.)\n";
  }
  return "Example (from the logical path of a puzzle of the Sudoku Explainer sample, "
         "ser-rated-sample.txt):\n\n```\n" +
         write_candidate_grid(it->second.position) + "```\n\n```\n$ nonet hint --techniques " +
         std::string(info.code) + " position.txt   # position.txt: the grid above\n" +
         describe(it->second.step) + "\n```\n";
}

// The first reglib case (not a "must find nothing" one) that nonet's finder reproduces.
std::string example_of(const TechniqueInfo& info, const std::vector<ReglibCase>& cases,
                       const std::map<Technique, PathExample>& path_examples) {
  if (info.find == nullptr) {
    return "Found only by the Sudoku Explainer rating: `nonet rate --steps` names it in a "
           "puzzle's path (with Sudoku Explainer's own name for the rule); `hint` and `explain` "
           "find the plain form instead.\n";
  }
  if (info.hodoku_code.empty()) return example_from_path(info, path_examples);
  for (const ReglibCase& c : cases) {
    if (c.variant == "x" || technique_for_reglib_code(c.code) != info.id) continue;
    if (!reglib_case_passes(c, info.id, nullptr)) continue;
    for (const Step& step : find_steps(c.grid, info.id, 10000)) {
      std::vector<Candidate> elims = c.eliminations;
      std::vector<Candidate> places = c.placements;
      std::sort(elims.begin(), elims.end());
      std::sort(places.begin(), places.end());
      if (step.eliminations != elims || step.placements != places) continue;
      return "Example (HoDoKu's regression library, line " + std::to_string(c.line) +
             "):\n\n```\n" + write_candidate_grid(c.grid) +
             "```\n\n```\n$ nonet hint --techniques " + std::string(info.code) +
             " position.txt   # position.txt: the grid above\n" + describe(step) + "\n```\n";
    }
  }
  return "(No example: no case of HoDoKu's regression library for this technique.)\n";
}

// HoDoKu's regression library, case by case: how many of each family's cases nonet's finders
// reproduce (a "must find nothing" case passes when the finder finds nothing there).
std::string reglib_table(const std::vector<ReglibCase>& cases) {
  std::map<std::string, std::pair<int, int>> by_family;  // family: passed, cases
  std::map<std::string, int> missing;                    // HoDoKu code: cases
  for (const ReglibCase& c : cases) {
    const auto technique = technique_for_reglib_code(c.code);
    if (!technique || technique_info(*technique).find == nullptr) {
      ++missing[c.code];
      continue;
    }
    auto& [passed, total] = by_family[std::string(technique_info(*technique).family)];
    ++total;
    if (reglib_case_passes(c, *technique, nullptr)) ++passed;
  }
  std::string out =
      "\n## HoDoKu's regression library\n\nEach case of `hodoku-reglib-1.3.txt` is a position and "
      "the step HoDoKu finds there (or, for a \"must find nothing\" case, that it finds none); "
      "tests/logic/reglib_test.cpp checks nonet's finder on every case of every technique it "
      "has.\n\n| family | cases passed |\n|---|---|\n";
  int passed_all = 0;
  int total_all = 0;
  for (const auto& [family, tally] : by_family) {
    out += "| " + family + " | " + std::to_string(tally.first) + " / " +
           std::to_string(tally.second) + " |\n";
    passed_all += tally.first;
    total_all += tally.second;
  }
  out += "| all | " + std::to_string(passed_all) + " / " + std::to_string(total_all) + " |\n";
  if (!missing.empty()) {
    out += "\nCases of techniques nonet does not have (HoDoKu's code: cases):";
    for (const auto& [code, count] : missing)
      out += " " + code + ": " + std::to_string(count) + ";";
    out.back() = '.';
    out += "\n";
  }
  return out;
}

std::string generate(const std::vector<ReglibCase>& cases) {
  std::set<Technique> without_case;
  for (const TechniqueInfo& info : techniques()) {
    if (info.find != nullptr && info.hodoku_code.empty()) without_case.insert(info.id);
  }
  const std::map<Technique, PathExample> path_examples = examples_from_paths(without_case);
  std::string out =
      "# Techniques\n\n"
      "<!-- Generated by tests/logic/techniques_doc_test.cpp from the catalogue "
      "(src/logic/catalogue.cpp); refresh with\n"
      "     NONET_UPDATE_DOCS=1 build/release/tests/nonet_logic_tests "
      "--gtest_filter='TechniquesDoc*' -->\n\n"
      "The techniques of nonet's logical solver, in the order `hint` and `explain` try them. "
      "`SE` estimates the Sudoku Explainer rating of one such step; the score is HoDoKu's. Use "
      "the codes with `--techniques`. Each example is a position from HoDoKu's regression "
      "library and the step nonet finds there (cells are `r<row>c<column>`, `r4c3<>2` removes "
      "candidate 2 from r4c3, `r1c6=8` places 8). The techniques from Unique Loop on are "
      "found by the Sudoku Explainer rating's own rules, for `hint` and `explain` as for "
      "`nonet rate`; their examples come from the logical paths of puzzles of the SE sample. The "
      "last four rows, SE's direct forms, only the rating names.\n\n"
      "| # | code | technique | family | SE | HoDoKu score |\n|---|---|---|---|---|---|\n";
  int number = 1;
  for (const TechniqueInfo& info : techniques()) {
    out += "| " + std::to_string(number++) + " | `" + std::string(info.code) + "` | [" +
           std::string(info.name) + "](#" + std::string(info.code) + ") | " +
           std::string(info.family) + " | " + fixed(info.difficulty) + " | " +
           (info.find == nullptr ? std::string("-") : std::to_string(info.hodoku_score)) + " |\n";
  }
  out += reglib_table(cases);
  for (const TechniqueInfo& info : techniques()) {
    out += "\n<a id=\"" + std::string(info.code) + "\"></a>\n## " + std::string(info.name) + " (`" +
           std::string(info.code) + "`)\n\n";
    out += std::string(info.summary) + "\n\n";
    if (info.needs_uniqueness && info.find != nullptr) {
      out +=
          "Valid only for a puzzle with exactly one solution: nonet uses it only after search "
          "has proved that.\n\n";
    }
    out += example_of(info, cases, path_examples);
  }
  return out;
}

TEST(TechniquesDoc, MatchesTheCatalogue) {
  const std::vector<ReglibCase> cases = read_reglib(data_path("hodoku-reglib-1.3.txt"));
  if (cases.empty()) NONET_MISSING_DATA("the regression library is not in " << data_dir());
  const std::string path = std::string(NONET_SOURCE_DIR) + "/docs/techniques.md";
  const std::string generated = generate(cases);
  if (const char* update = std::getenv("NONET_UPDATE_DOCS"); update != nullptr && *update == '1') {
    std::ofstream(path, std::ios::binary) << generated;
  }
  std::ifstream in(path, std::ios::binary);
  std::stringstream current;
  current << in.rdbuf();
  EXPECT_TRUE(current.str() == generated)
      << path << " is out of date with the catalogue; refresh it with NONET_UPDATE_DOCS=1 (see "
      << "the comment at its top)";
}

}  // namespace
}  // namespace nonet::test
