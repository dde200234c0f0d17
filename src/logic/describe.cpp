// Steps in words.
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
