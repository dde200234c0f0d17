// Steps in words.
#include <span>
#include <string>
#include <vector>

#include "nonet/logic.hpp"

namespace nonet {

std::string Candidate::name() const {
  return std::string(1, digit.to_char()) + cell.name();
}

std::string describe_result(const Step& step) {
  std::string out;
  const auto separate = [&out] {
    if (!out.empty()) out += ", ";
  };
  for (const Candidate& c : step.placements) {
    separate();
    out += c.cell.name() + "=" + c.digit.to_char();
  }
  for (const Candidate& c : step.eliminations) {
    separate();
    out += c.cell.name() + "<>" + c.digit.to_char();
  }
  return out;
}

std::vector<Candidate> proof_candidates(const Step& step) {
  std::vector<Candidate> all = step.pattern;
  all.insert(all.end(), step.fins.begin(), step.fins.end());
  for (const Link& link : step.links) {
    all.push_back(link.from);
    all.push_back(link.to);
  }
  return all;
}

std::string_view step_name(const Step& step) {
  if (!step.rule.empty()) return step.rule;
  return technique_info(step.technique).name;
}

std::string notation_legend(std::span<const Step> steps) {
  bool chains = false;
  bool sets = false;
  for (const Step& step : steps) {
    // Eureka links are written with spaces around them: "(5)r1c1 = (5)r1c4 - (5)r2c6".
    chains = chains || step.reason.find(" = (") != std::string::npos ||
             step.reason.find(" - (") != std::string::npos;
    sets = sets || step.reason.find(")ALS{") != std::string::npos;
  }
  if (!chains) return {};
  std::string out =
      "chains are in Eureka notation: each \"=\" makes the next candidate true when the "
      "previous is false, each \"-\" makes it false when the previous is true";
  if (sets) {
    out +=
        "; (d)ALS{...} is an almost locked set, one digit more than cells, losing d: its other "
        "digits are then locked in it";
  }
  return out;
}

std::string describe(const Step& step) {
  std::string out(step_name(step));
  if (!step.reason.empty()) {
    out += ": ";
    out += step.reason;
  }
  if (step.relies_on_uniqueness) {
    out += " (this holds because the puzzle has exactly one solution, which search proved)";
  }
  out += " => ";
  out += describe_result(step);
  return out;
}

}  // namespace nonet
