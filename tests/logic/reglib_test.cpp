// Runs every case of HoDoKu's regression library whose technique nonet implements, and prints
// the pass count per technique. Every such case must pass, except those listed in
// kKnownDifferences with the reason.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>

#include "logic/reglib.hpp"
#include "support/data_files.hpp"

namespace nonet::test {
namespace {

struct Tally {
  int cases = 0;
  int passed = 0;
};

TEST(Reglib, EveryImplementedTechniqueReproducesHoDoKu) {
  const std::string path = data_path("hodoku-reglib-1.3.txt");
  const std::vector<ReglibCase> cases = read_reglib(path);
  if (cases.empty()) NONET_MISSING_DATA("not found: " << path);

  // NONET_REGLIB_ONLY=n2,bf2 (technique codes or names) limits the run to those techniques.
  std::vector<Technique> only;
  if (const char* list = std::getenv("NONET_REGLIB_ONLY"); list != nullptr) {
    for (std::string_view name : split(list, ',')) {
      if (const auto technique = technique_from_name(name)) only.push_back(*technique);
    }
  }
  std::map<Technique, Tally> tallies;
  int unsupported = 0;
  for (const ReglibCase& c : cases) {
    const auto technique = technique_for_reglib_code(c.code);
    if (!technique || technique_info(*technique).find == nullptr) {
      ++unsupported;
      continue;
    }
    if (!only.empty() && std::find(only.begin(), only.end(), *technique) == only.end()) continue;
    Tally& tally = tallies[*technique];
    ++tally.cases;
    std::string detail;
    if (reglib_case_passes(c, *technique, &detail)) {
      ++tally.passed;
    } else {
      ADD_FAILURE() << "hodoku-reglib-1.3.txt:" << c.line << " " << technique_info(*technique).name
                    << ": " << detail << "\n  " << c.text;
    }
  }
  std::printf("reglib: %zu cases, %d of techniques nonet lacks\n", cases.size(), unsupported);
  for (const auto& [technique, tally] : tallies) {
    std::printf("reglib: %-26s %3d / %3d\n", std::string(technique_info(technique).name).c_str(),
                tally.passed, tally.cases);
  }
}

}  // namespace
}  // namespace nonet::test
