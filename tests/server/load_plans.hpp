// The requests of the load runs, each with its check: /api/solve answers equal byte for byte to
// the library's own JSON for the puzzle; /api/rate answers with the ER that the rated corpus
// gives (Sudoku Explainer 1.2.1's, which nonet matches on every puzzle of it: docs/rating.md).
#pragma once

#include <cmath>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "nonet/format.hpp"
#include "nonet/serialize.hpp"
#include "nonet/solve.hpp"
#include "server/load_driver.hpp"

namespace nonet::testing {

inline std::string puzzle_body(const std::string& puzzle) {
  return nlohmann::json{{"puzzle", puzzle}}.dump();
}

/// Solve requests for these puzzles, each checked against solve() called here.
inline std::vector<LoadRequest> solve_requests(const std::vector<CorpusLine>& lines) {
  std::vector<LoadRequest> requests;
  for (const CorpusLine& line : lines) {
    std::string expected = to_json(solve(parse_puzzle(line.puzzle).grid));
    requests.push_back({.body = puzzle_body(line.puzzle),
                        .check = [expected = std::move(expected)](const std::string& answer) {
                          return answer == expected ? std::string()
                                                    : "expected " + expected + ", got " + answer;
                        }});
  }
  return requests;
}

/// Rate requests for the puzzles of a rated corpus ("puzzle ER" lines), each checked for status
/// "rated" and that ER; a line without an ER is left out.
inline std::vector<LoadRequest> rate_requests(const std::vector<CorpusLine>& lines) {
  std::vector<LoadRequest> requests;
  for (const CorpusLine& line : lines) {
    if (line.note.empty()) continue;
    const long expected_tenths = std::lround(std::stod(line.note) * 10);
    requests.push_back(
        {.body = puzzle_body(line.puzzle), .check = [expected_tenths](const std::string& answer) {
           const auto rating = nlohmann::json::parse(answer, nullptr, false);
           if (!rating.is_object() || rating.value("status", "") != "rated" ||
               !rating.contains("er") || !rating["er"].is_number()) {
             return "not a rating: " + answer;
           }
           const long tenths = std::lround(rating["er"].get<double>() * 10);
           return tenths == expected_tenths
                      ? std::string()
                      : "ER " + std::to_string(tenths) + " tenths, the corpus says " +
                            std::to_string(expected_tenths) + ": " + answer;
         }});
  }
  return requests;
}

}  // namespace nonet::testing
