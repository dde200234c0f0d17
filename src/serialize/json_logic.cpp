// JSON of the logical solver's steps, paths and hints.
#include <set>

#include "serialize/json_values.hpp"

namespace nonet {
namespace detail {
namespace {

nlohmann::json house_list_value(const std::vector<House>& houses) {
  nlohmann::json list = nlohmann::json::array();
  for (const House& house : houses) list.push_back(house.name());
  return list;
}

nlohmann::json link_list_value(const std::vector<Link>& links) {
  nlohmann::json list = nlohmann::json::array();
  for (const Link& link : links) {
    list.push_back({{"from", link.from.name()},
                    {"to", link.to.name()},
                    {"type", link.strong ? "strong" : "weak"}});
  }
  return list;
}

// Every candidate the step names, for its `cells` and `digits`.
std::vector<Candidate> involved_candidates(const Step& step) {
  std::vector<Candidate> all;
  for (const auto* list : {&step.placements, &step.eliminations, &step.pattern, &step.fins}) {
    all.insert(all.end(), list->begin(), list->end());
  }
  for (const Link& link : step.links) {
    all.push_back(link.from);
    all.push_back(link.to);
  }
  return all;
}

}  // namespace

nlohmann::json step_value(const Step& step) {
  const TechniqueInfo& info = technique_info(step.technique);
  std::set<Cell> cells;
  std::set<int> digits;
  for (const Candidate& candidate : involved_candidates(step)) {
    cells.insert(candidate.cell);
    digits.insert(candidate.digit.value());
  }
  nlohmann::json cell_names = nlohmann::json::array();
  for (const Cell& cell : cells) cell_names.push_back(cell.name());
  return {{"technique", info.name},
          {"code", info.code},
          {"family", info.family},
          {"rule", step_name(step)},
          {"difficulty", rating_value(step.difficulty)},
          {"placements", candidate_list_value(step.placements)},
          {"eliminations", candidate_list_value(step.eliminations)},
          {"cells", std::move(cell_names)},
          {"digits", digits},
          {"effect", effect_text(step.placements, step.eliminations)},
          {"proof",
           {{"houses", house_list_value(step.houses)},
            {"cover_houses", house_list_value(step.cover_houses)},
            {"pattern", candidate_list_value(step.pattern)},
            {"fins", candidate_list_value(step.fins)},
            {"links", link_list_value(step.links)}}},
          {"relies_on_uniqueness", step.relies_on_uniqueness},
          {"reason", step.reason},
          {"text", describe(step)}};
}

}  // namespace detail

std::string to_json(const Step& step) {
  return detail::dump(detail::step_value(step));
}

std::string to_json(const LogicalSolution& solution) {
  nlohmann::json steps = nlohmann::json::array();
  for (const Step& step : solution.steps) steps.push_back(detail::step_value(step));
  nlohmann::json value = {{"status", status_name(solution.status)},
                          {"start", solution.start.values().to_line()},
                          {"steps", std::move(steps)},
                          {"solved", solution.solved},
                          {"final", solution.final_grid.values().to_line()}};
  if (!solution.solved) value["final_marks"] = solution.final_grid.to_marks();
  return detail::dump(value);
}

std::string to_json(const Hint& hint) {
  const nlohmann::json value = {
      {"status", status_name(hint.status)},
      {"solved", hint.solved},
      {"step", hint.step ? detail::step_value(*hint.step) : nlohmann::json(nullptr)}};
  return detail::dump(value);
}

std::string techniques_to_json() {
  nlohmann::json list = nlohmann::json::array();
  for (const TechniqueInfo& info : techniques()) {
    list.push_back({{"code", info.code},
                    {"name", info.name},
                    {"family", info.family},
                    {"difficulty", rating_value(technique_tenths(info.id))},
                    {"needs_uniqueness", info.needs_uniqueness},
                    {"rating_only", info.find == nullptr},
                    {"summary", info.summary}});
  }
  return detail::dump(nlohmann::json{{"techniques", std::move(list)}});
}

}  // namespace nonet
