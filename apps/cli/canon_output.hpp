// What canon, transform and dedup share: their output options and how they print a grid.
#pragma once

#include <optional>
#include <string>

#include "nonet/canon.hpp"
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

/// Grid, grid with spaces, pretty and python take several lines each.
[[nodiscard]] bool is_block_format(Format format);

/// A grid as printed: in the line form the comment follows it, after the transformation when one
/// is given; in the other forms a line "# transform: T" follows the grid.
[[nodiscard]] std::string grid_text(const Grid& grid, Format format, const std::string& comment,
                                    const Transform* transform);

}  // namespace nonet::cli
