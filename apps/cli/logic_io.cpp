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

namespace {
nlohmann::json candidate_json(const Candidate& candidate) {
  return {{"cell", candidate.cell.name()},
          {"row", candidate.cell.row().number()},
          {"column", candidate.cell.column().number()},
          {"digit", candidate.digit.value()}};
}

nlohmann::json candidates_json(const std::vector<Candidate>& candidates) {
  nlohmann::json list = nlohmann::json::array();
  for (const Candidate& candidate : candidates) list.push_back(candidate_json(candidate));
  return list;
}

nlohmann::json houses_json(const std::vector<House>& houses) {
  nlohmann::json list = nlohmann::json::array();
  for (const House& house : houses) list.push_back(house.name());
  return list;
}
}  // namespace

nlohmann::json step_to_json(const Step& step) {
  const TechniqueInfo& info = technique_info(step.technique);
  nlohmann::json links = nlohmann::json::array();
  for (const Link& link : step.links) {
    links.push_back({{"from", link.from.name()},
                     {"to", link.to.name()},
                     {"type", link.strong ? "strong" : "weak"}});
  }
  return {{"technique", info.name},
          {"code", info.code},
          {"difficulty", info.difficulty},
          {"placements", candidates_json(step.placements)},
          {"eliminations", candidates_json(step.eliminations)},
          {"proof",
           {{"houses", houses_json(step.houses)},
            {"cover_houses", houses_json(step.cover_houses)},
            {"pattern", candidates_json(step.pattern)},
            {"fins", candidates_json(step.fins)},
            {"links", links}}},
          {"relies_on_uniqueness", step.relies_on_uniqueness},
          {"reason", step.reason},
          {"text", describe(step)}};
}

std::string values_line(const CandidateGrid& grid) {
  return grid.values().to_line();
}

}  // namespace nonet::cli
