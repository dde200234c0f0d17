// Logic as the CLI prints it: a hint, an explained path, the technique catalogue.
#include <cstdio>

#include "nonet/candidate_format.hpp"
#include "nonet/serialize.hpp"

namespace nonet {
namespace {

std::string step_count(std::size_t steps) {
  return std::to_string(steps) + (steps == 1 ? " step" : " steps");
}

}  // namespace

std::string to_text(const Hint& hint) {
  if (hint.status == Status::none) return "no hint: the grid has no solution";
  if (hint.solved) return "solved: every cell is filled";
  if (hint.step) return describe(*hint.step);
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
