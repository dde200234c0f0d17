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
  std::vector<Candidate> all = proof_candidates(step);
  all.insert(all.end(), step.placements.begin(), step.placements.end());
  all.insert(all.end(), step.eliminations.begin(), step.eliminations.end());
  return all;
}

struct CellsAndDigits {
  nlohmann::json cells = nlohmann::json::array();
  std::set<int> digits;
};

// The cells and digits of these candidates, sorted, without repeats.
CellsAndDigits cells_and_digits(const std::vector<Candidate>& candidates) {
  std::set<Cell> cells;
  CellsAndDigits result;
  for (const Candidate& candidate : candidates) {
    cells.insert(candidate.cell);
    result.digits.insert(candidate.digit.value());
  }
  for (const Cell& cell : cells) result.cells.push_back(cell.name());
  return result;
}

}  // namespace

nlohmann::json step_value(const Step& step) {
  const TechniqueInfo& info = technique_info(step.technique);
  CellsAndDigits involved = cells_and_digits(involved_candidates(step));
  return {{"technique", info.name},
          {"code", info.code},
          {"family", info.family},
          {"rule", step_name(step)},
          {"difficulty", rating_value(step.difficulty)},
          {"placements", candidate_list_value(step.placements)},
          {"eliminations", candidate_list_value(step.eliminations)},
          {"cells", std::move(involved.cells)},
          {"digits", involved.digits},
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
  if (std::string legend = notation_legend(solution.steps); !legend.empty()) {
    value["notation"] = std::move(legend);
  }
  return detail::dump(value);
}

std::string to_json(const Hint& hint) {
  nlohmann::json value = {
      {"status", status_name(hint.status)},
      {"solved", hint.solved},
      {"step", hint.step ? detail::step_value(*hint.step) : nlohmann::json(nullptr)}};
  if (hint.step) {
    if (std::string legend = notation_legend(std::span<const Step>(&*hint.step, 1));
        !legend.empty()) {
      value["notation"] = std::move(legend);
    }
  }
  return detail::dump(value);
}

std::string to_json(const Hint& hint, HintStage stage) {
  nlohmann::json step = nullptr;
  if (hint.step && stage == HintStage::move) step = detail::step_value(*hint.step);
  if (hint.step && stage != HintStage::move) {
    const Step& full = *hint.step;
    const TechniqueInfo& info = technique_info(full.technique);
    step = {{"technique", info.name},
            {"code", info.code},
            {"family", info.family},
            {"difficulty", rating_value(full.difficulty)},
            {"houses", detail::house_list_value(full.houses)}};
    step["text"] = to_text(hint, stage);
    if (stage == HintStage::what) {
      detail::CellsAndDigits shown = detail::cells_and_digits(proof_candidates(full));
      step["cells"] = std::move(shown.cells);
      step["digits"] = shown.digits;
      step["proof"] = {{"houses", detail::house_list_value(full.houses)},
                       {"pattern", detail::candidate_list_value(full.pattern)},
                       {"fins", detail::candidate_list_value(full.fins)},
                       {"links", detail::link_list_value(full.links)}};
    }
  }
  const nlohmann::json value = {{"status", status_name(hint.status)},
                                {"solved", hint.solved},
                                {"stage", static_cast<int>(stage)},
                                {"step", std::move(step)}};
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
