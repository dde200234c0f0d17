// What hint and explain share: reading start grids, the --techniques option.
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

/// Reads every puzzle and candidate grid of the inputs ("-" is standard input), in order. On an
/// unreadable input prints "nonet COMMAND: ..." and returns nullopt.
std::optional<std::vector<StartGrid>> read_start_grids(const std::string& command,
                                                       const std::vector<std::string>& inputs);

/// The grid as an 81-character line: digits of solved cells, '.' for unsolved ones.
std::string values_line(const CandidateGrid& grid);

}  // namespace nonet::cli
