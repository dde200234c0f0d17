#include "logic_io.hpp"

#include <fmt/core.h>

#include <cstdio>

#include "nonet/batch.hpp"

namespace nonet::cli {

std::optional<std::vector<StartGrid>> read_start_grids(const std::string& command,
                                                       const std::vector<std::string>& inputs) {
  std::vector<StartGrid> grids;
  for (const std::string& path : inputs) {
    const auto source = file_input(path);
    std::string text;
    for (;;) {
      const InputBlock block = source->read();
      if (block.error) {
        fmt::print(stderr, "nonet {}: {}\n", command, block.error->message);
        return std::nullopt;
      }
      if (block.bytes.empty()) break;
      text.append(block.bytes);
    }
    for (CandidateRecord& record : parse_candidate_puzzles(text)) {
      grids.push_back({source->name(), std::move(record)});
    }
  }
  return grids;
}

std::string values_line(const CandidateGrid& grid) {
  return grid.values().to_line();
}

}  // namespace nonet::cli
