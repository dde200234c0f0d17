// The README's library example, built and run by the test suite so that it stays true.
#include <nonet/nonet.hpp>
#include <cstdio>

int main() {
  auto record = nonet::parse_puzzle(
      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
  if (!record.ok()) return std::puts(record.error->describe().c_str()), 1;
  nonet::SolveResult result = nonet::solve(record.grid);       // limit 2: proves uniqueness
  if (result.status != nonet::Status::unique) return 1;
  std::fputs(nonet::write_puzzle(result.solution, nonet::Format::grid).c_str(), stdout);
}
