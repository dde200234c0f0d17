#include "grid_output.hpp"

#include <CLI/CLI.hpp>

namespace nonet::cli {

void add_grid_output_options(CLI::App& command, GridOutputSettings& settings,
                             const char* transform_help) {
  command
      .add_option("-f,--format", settings.format_name,
                  "Output format: line, grid, pretty, leetcode or python (default: the format "
                  "each puzzle came in)")
      ->check(CLI::IsMember({"line", "grid", "pretty", "leetcode", "python"}));
  if (transform_help != nullptr)
    command.add_flag("--transform", settings.show_transform, transform_help);
}

Format output_format(const GridOutputSettings& settings, Format input_format) {
  if (settings.format_name.empty()) return input_format;
  return format_from_name(settings.format_name).value_or(input_format);
}

}  // namespace nonet::cli
