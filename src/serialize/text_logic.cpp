// Logic as the CLI prints it: a hint, an explained path, the technique catalogue.
#include <cstdio>
#include <set>
#include <string>
#include <vector>

#include "nonet/candidate_format.hpp"
#include "nonet/serialize.hpp"

namespace nonet {
namespace {

std::string step_count(std::size_t steps) {
  return std::to_string(steps) + (steps == 1 ? " step" : " steps");
}

// "a", "a and b", "a, b and c".
std::string spoken_list(const std::vector<std::string>& items) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += i + 1 == items.size() ? " and " : ", ";
    out += items[i];
  }
  return out;
}

std::string house_names(const std::vector<House>& houses) {
  std::vector<std::string> names;
  for (const House& house : houses) names.push_back(house.name());
  return spoken_list(names);
}

// The cells and digits of the pattern, fins and links: "r4c1 and r4c5, digits 2 and 7".
std::string pattern_text(const Step& step) {
  std::set<Cell> cells;
  std::set<int> digits;
  for (const Candidate& candidate : proof_candidates(step)) {
    cells.insert(candidate.cell);
    digits.insert(candidate.digit.value());
  }
  std::vector<std::string> cell_names;
  for (const Cell& cell : cells) cell_names.push_back(cell.name());
  std::vector<std::string> digit_names;
  for (const int digit : digits) digit_names.push_back(std::to_string(digit));
  return spoken_list(cell_names) + (digits.size() == 1 ? ", digit " : ", digits ") +
         spoken_list(digit_names);
}

}  // namespace

std::string to_text(const Hint& hint, HintStage stage) {
  if (!hint.step || stage == HintStage::move) return to_text(hint);
  const Step& step = *hint.step;
  std::string out(step_name(step));
  const std::string houses = house_names(step.houses);
  if (stage == HintStage::where) return houses.empty() ? out : out + ": look in " + houses;
  if (!houses.empty()) out += " in " + houses;
  return out + ": look at " + pattern_text(step);
}

std::string to_text(const Hint& hint) {
  if (hint.status == Status::none) return "no hint: the grid has no solution";
  if (hint.solved) return "solved: every cell is filled";
  if (hint.step) {
    const std::string legend = notation_legend(std::span<const Step>(&*hint.step, 1));
    return describe(*hint.step) + (legend.empty() ? "" : " (" + legend + ")");
  }
  return std::string("no hint: none of the techniques in use finds a step") +
         (hint.status == Status::multiple ? " (the puzzle has more than one solution)" : "");
}

std::string to_text(const LogicalSolution& path, bool with_grids) {
  std::string out;
  if (path.status == Status::multiple) {
    out +=
        "note: the puzzle has more than one solution, so logic cannot finish it and the "
        "uniqueness techniques are not used\n";
  }
  if (const std::string legend = notation_legend(path.steps); !legend.empty()) {
    out += "note: " + legend + "\n";
  }
  // The grid before each step is rebuilt by replaying the steps: the path keeps only the ends.
  CandidateGrid grid = path.start;
  for (std::size_t i = 0; i < path.steps.size(); ++i) {
    if (with_grids) out += write_candidate_grid(grid);
    out += std::to_string(i + 1) + ". " + describe(path.steps[i]) + "\n";
    if (with_grids) apply_step(grid, path.steps[i]);
  }
  if (path.solved) {
    out += "solved by logic in " + step_count(path.steps.size()) + "\n";
  } else {
    out += "stuck after " + step_count(path.steps.size()) +
           ": none of the techniques in use finds a step; the candidates here:\n";
    out += write_candidate_grid(path.final_grid);
  }
  return out + path.final_grid.values().to_line() + "\n";
}

std::string summary_text(const LogicalSolution& path) {
  return (path.solved ? "solved by logic in " : "stuck after ") + step_count(path.steps.size());
}

std::string techniques_table() {
  std::string out = "code      SE  technique\n";
  for (const TechniqueInfo& info : techniques()) {
    char code_and_difficulty[64];
    std::snprintf(code_and_difficulty, sizeof code_and_difficulty, "%-6.*s %5.1f  ",
                  static_cast<int>(info.code.size()), info.code.data(), info.difficulty);
    out += code_and_difficulty;
    out += info.name;
    if (info.needs_uniqueness) out += " (needs a unique solution)";
    if (info.find == nullptr) out += " (rating only)";
    out += '\n';
  }
  return out;
}

}  // namespace nonet
