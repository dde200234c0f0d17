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
