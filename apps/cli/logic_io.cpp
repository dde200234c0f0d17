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

std::optional<std::vector<Technique>> parse_technique_list(const std::string& command,
                                                           const std::string& list) {
  std::vector<Technique> chosen;
  std::size_t start = 0;
  while (start <= list.size()) {
    std::size_t end = list.find(',', start);
    if (end == std::string::npos) end = list.size();
    const std::string name = list.substr(start, end - start);
    if (!name.empty()) {
      const auto technique = technique_from_name(name);
      if (!technique) {
        fmt::print(stderr,
                   "nonet {}: unknown technique '{}' (run 'nonet techniques' for the names and "
                   "codes)\n",
                   command, name);
        return std::nullopt;
      }
      chosen.push_back(*technique);
    }
    start = end + 1;
  }
  if (chosen.empty()) {
    fmt::print(stderr, "nonet {}: --techniques needs at least one technique\n", command);
    return std::nullopt;
  }
  return chosen;
}

std::string values_line(const CandidateGrid& grid) {
  return grid.values().to_line();
}

}  // namespace nonet::cli
