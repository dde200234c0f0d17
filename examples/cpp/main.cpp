// A small C++ program on the installed nonet library: reads a puzzle (the first argument, in any
// format nonet reads, or LeetCode 37's board when there is none), checks it, solves it and rates
// it on the Sudoku Explainer scale. Built by examples/cpp/CMakeLists.txt with
// find_package(nonet REQUIRED); see the README's "Installing and linking".
#include <cstdio>
#include <string>

#include <nonet/nonet.hpp>

namespace {

constexpr const char* kLeetCode37 =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

}  // namespace

int main(int argc, char** argv) {
  const std::string text = argc > 1 ? argv[1] : kLeetCode37;
  std::printf("nonet %s\n", nonet::kVersion);

  // Read: any of nonet's formats; a bad text says where and what is wrong.
  const nonet::PuzzleRecord record = nonet::parse_puzzle(text);
  if (!record.ok()) {
    std::printf("not a puzzle: %s\n", record.error->describe().c_str());
    return 1;
  }
  std::printf("puzzle:   %s\n", record.grid.to_line().c_str());

  // Check: unique, multiple, none or invalid, and why when it is not unique.
  const nonet::CheckResult checked = nonet::check(record.grid);
  std::printf("check:    %s\n", std::string(nonet::status_name(checked.status)).c_str());
  if (checked.status != nonet::Status::unique) {
    std::printf("why:      %s\n", checked.error->describe().c_str());
    return 1;
  }

  // Solve: the solution, proved unique (limit 2), and how many guesses the search made.
  const nonet::SolveResult solved = nonet::solve(record.grid);
  std::printf("solution: %s (%llu guesses)\n", solved.solution.to_line().c_str(),
              static_cast<unsigned long long>(solved.guesses));
  std::fputs(nonet::write_puzzle(solved.solution, nonet::Format::pretty).c_str(), stdout);

  // Rate: Sudoku Explainer's ER/EP/ED and the level name of ER.
  const nonet::SeRating rating = nonet::rate_se(record.grid);
  if (rating.status != nonet::RatingStatus::rated) {
    std::printf("rating:   not rated\n");
    return 1;
  }
  std::printf("rating:   %s/%s/%s (%s)\n", nonet::format_rating(rating.er).c_str(),
              nonet::format_rating(rating.ep).c_str(), nonet::format_rating(rating.ed).c_str(),
              std::string(nonet::rating_level(rating.er)).c_str());
  return 0;
}
