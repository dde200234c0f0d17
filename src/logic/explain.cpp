#include "nonet/explain.hpp"

#include <string>

namespace nonet {

Hint hint(const CandidateGrid& grid, const LogicOptions& options) {
  Hint result;
  const std::size_t solutions = count_candidate_solutions(grid, 2);
  result.status = solutions == 0   ? Status::none
                  : solutions == 1 ? Status::unique
                                   : Status::multiple;
  if (result.status == Status::none) return result;
  result.solved = grid.is_complete();
  if (result.solved) return result;
  result.step = next_step(grid, options, result.status == Status::unique && uniqueness_holds(grid));
  return result;
}

Hint hint(const Grid& puzzle, const LogicOptions& options) {
  return hint(CandidateGrid::from_puzzle(puzzle), options);
}

LogicalSolution explain(const CandidateGrid& start, const LogicOptions& options) {
  return solve_logically(start, options);
}

LogicalSolution explain(const Grid& puzzle, const LogicOptions& options) {
  return solve_logically(puzzle, options);
}

Parsed<HintStage> parse_hint_stage(std::string_view text) {
  if (text == "1" || text == "where") return {HintStage::where, std::nullopt};
  if (text == "2" || text == "what") return {HintStage::what, std::nullopt};
  if (text == "3" || text == "move") return {HintStage::move, std::nullopt};
  return {std::nullopt, Error{ErrorCode::invalid_argument,
                              "a hint stage is 1 (where), 2 (what) or 3 (move), not '" +
                                  std::string(text) + "'"}};
}

Parsed<std::vector<Technique>> parse_technique_list(std::string_view list) {
  std::vector<Technique> chosen;
  std::size_t start = 0;
  while (start <= list.size()) {
    std::size_t end = list.find(',', start);
    if (end == std::string_view::npos) end = list.size();
    std::string_view name = list.substr(start, end - start);
    std::size_t column = start + 1;
    while (!name.empty() && name.front() == ' ') {
      name.remove_prefix(1);
      ++column;
    }
    while (!name.empty() && name.back() == ' ') name.remove_suffix(1);
    if (!name.empty()) {
      const auto technique = technique_from_name(name);
      if (!technique) {
        Error error{ErrorCode::invalid_argument,
                    "unknown technique '" + std::string(name) +
                        "' (run 'nonet techniques' for the names and codes)"};
        error.column = column;
        return {std::nullopt, std::move(error)};
      }
      if (technique_info(*technique).find == nullptr) {
        Error error{ErrorCode::invalid_argument,
                    "'" + std::string(name) +
                        "' is found only by the Sudoku Explainer rating ('nonet rate --steps'), "
                        "not by hint or explain"};
        error.column = column;
        return {std::nullopt, std::move(error)};
      }
      chosen.push_back(*technique);
    }
    start = end + 1;
  }
  if (chosen.empty()) {
    return {std::nullopt, Error{ErrorCode::invalid_argument, "no technique named"}};
  }
  return {std::move(chosen), std::nullopt};
}

}  // namespace nonet
