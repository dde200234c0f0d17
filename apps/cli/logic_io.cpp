#include "logic_io.hpp"

#include <fmt/core.h>

namespace nonet::cli {

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
