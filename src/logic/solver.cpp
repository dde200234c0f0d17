// Step-by-step solving: next_step() asks the catalogue's finders in order; solve_logically()
// repeats it until the grid is complete or the allowed techniques run out.
#include <algorithm>
#include <stdexcept>
#include <string>

#include "nonet/logic.hpp"

namespace nonet {

bool StepSink::add(Step step) {
  if (full()) return false;
  if (step.placements.empty() && step.eliminations.empty()) return true;
  std::sort(step.eliminations.begin(), step.eliminations.end());
  step.eliminations.erase(std::unique(step.eliminations.begin(), step.eliminations.end()),
                          step.eliminations.end());
  std::sort(step.placements.begin(), step.placements.end());
  step.placements.erase(std::unique(step.placements.begin(), step.placements.end()),
                        step.placements.end());
  if (step.difficulty == 0) step.difficulty = technique_tenths(step.technique);
  steps_.push_back(std::move(step));
  return !full();
}

std::vector<Step> find_steps(const CandidateGrid& grid, Technique technique, std::size_t limit) {
  const TechniqueInfo& info = technique_info(technique);
  if (limit == 0 || info.find == nullptr) return {};
  StepSink sink(limit);
  info.find(grid, sink);
  return sink.take();
}

void apply_step(CandidateGrid& grid, const Step& step) {
  for (const Candidate& candidate : step.placements) grid.place(candidate.cell, candidate.digit);
  for (const Candidate& candidate : step.eliminations) {
    grid.eliminate(candidate.cell, candidate.digit);
  }
}

namespace {
bool allowed(const TechniqueInfo& info, const LogicOptions& options, bool uniqueness_proven) {
  if (info.find == nullptr) return false;
  if (info.needs_uniqueness && !uniqueness_proven) return false;
  return options.techniques.empty() ||
         std::find(options.techniques.begin(), options.techniques.end(), info.id) !=
             options.techniques.end();
}

bool changes(const CandidateGrid& grid, const Step& step) {
  for (const Candidate& c : step.placements) {
    if (!grid.is_solved(c.cell)) return true;
  }
  for (const Candidate& c : step.eliminations) {
    if (grid.has(c.cell, c.digit)) return true;
  }
  return false;
}
}  // namespace

std::optional<Step> next_step(const CandidateGrid& grid, const LogicOptions& options,
                              bool uniqueness_proven) {
  for (const TechniqueInfo& info : techniques()) {
    if (!allowed(info, options, uniqueness_proven)) continue;
    StepSink sink(1);
    info.find(grid, sink);
    if (!sink.steps().empty()) return sink.take().front();
  }
  return std::nullopt;
}

LogicalSolution solve_logically(const CandidateGrid& start, const LogicOptions& options) {
  LogicalSolution result;
  result.start = start;
  result.final_grid = start;
  const std::size_t solutions = count_candidate_solutions(start, 2);
  result.status = solutions == 0   ? Status::none
                  : solutions == 1 ? Status::unique
                                   : Status::multiple;
  if (result.status == Status::none) return result;

  const bool uniqueness_proven = result.status == Status::unique && uniqueness_holds(start);
  result.uniqueness_proven = uniqueness_proven;
  CandidateGrid& grid = result.final_grid;
  while (!grid.is_complete()) {
    result.stop_reason = options.control.stop_reason();
    if (result.stop_reason) break;
    std::optional<Step> step = next_step(grid, options, uniqueness_proven);
    if (!step) break;
    if (!changes(grid, *step)) {
      throw std::logic_error("internal error: a " +
                             std::string(technique_info(step->technique).name) +
                             " step changes nothing");
    }
    apply_step(grid, *step);
    result.steps.push_back(std::move(*step));
    if (options.control.progress) {
      options.control.progress(Progress{static_cast<std::size_t>(grid.values().given_count()), 81});
    }
  }
  result.solved = grid.is_complete();
  return result;
}

LogicalSolution solve_logically(const Grid& puzzle, const LogicOptions& options) {
  return solve_logically(CandidateGrid::from_puzzle(puzzle), options);
}

bool uniqueness_holds(const CandidateGrid& grid) {
  return count_candidate_solutions(CandidateGrid::from_puzzle(grid.values()), 2) == 1;
}

std::optional<std::size_t> first_unsound_step(const std::vector<Step>& steps,
                                              const Grid& solution) {
  for (std::size_t i = 0; i < steps.size(); ++i) {
    for (const Candidate& c : steps[i].placements) {
      if (solution.value(c.cell) != c.digit.value()) return i;
    }
    for (const Candidate& c : steps[i].eliminations) {
      if (solution.value(c.cell) == c.digit.value()) return i;
    }
  }
  return std::nullopt;
}

}  // namespace nonet
