// The output options of the commands that print puzzles: solve, canon, transform, dedup.
#pragma once

#include <string>

#include "nonet/format.hpp"

namespace CLI {
class App;
}

namespace nonet::cli {

struct GridOutputSettings {
  std::string format_name;  // empty: each puzzle's own format
  bool show_transform = false;
};

/// Adds -f/--format, and --transform when `transform_help` is given.
void add_grid_output_options(CLI::App& command, GridOutputSettings& settings,
                             const char* transform_help);

/// The format to print a puzzle that came in `input_format` in.
[[nodiscard]] Format output_format(const GridOutputSettings& settings, Format input_format);

}  // namespace nonet::cli
