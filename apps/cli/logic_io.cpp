#include "logic_io.hpp"

namespace nonet::cli {

std::string values_line(const CandidateGrid& grid) {
  return grid.values().to_line();
}

}  // namespace nonet::cli
