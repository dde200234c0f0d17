// What hint and explain share: a start grid with its input's name, and the grid as a line.
#pragma once

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

/// The grid as an 81-character line: digits of solved cells, '.' for unsolved ones.
std::string values_line(const CandidateGrid& grid);

}  // namespace nonet::cli
