// What hint and explain share: reading start grids, the --techniques option, steps as JSON.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "nonet/candidate_format.hpp"
#include "nonet/logic.hpp"

namespace nonet::cli {

/// One start grid with the name of the input it came from.
struct StartGrid {
  std::string input;
  CandidateRecord record;
};

/// A step as data: technique, code, difficulty, placements, eliminations, proof, text.
nlohmann::json step_to_json(const Step& step);

/// The grid as an 81-character line: digits of solved cells, '.' for unsolved ones.
std::string values_line(const CandidateGrid& grid);

}  // namespace nonet::cli
