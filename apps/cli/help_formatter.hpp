// CLI11's help layout with every description wrapped to the terminal's width (text_wrap.hpp),
// continuation lines under the description column.
#pragma once

#include <CLI/CLI.hpp>
#include <cstddef>
#include <string>
#include <string_view>

namespace nonet::cli {

class WrappingFormatter : public CLI::Formatter {
 public:
  explicit WrappingFormatter(std::size_t width) : width_(width) {}

  std::string make_option(const CLI::Option* option, bool is_positional) const override;
  std::string make_subcommand(const CLI::App* command) const override;
  std::string make_description(const CLI::App* app) const override;
  std::string make_footer(const CLI::App* app) const override;

 private:
  // "  NAME" padded to the description column (or on a line of its own when wider), then
  // the description wrapped to the width.
  std::string make_entry(const std::string& name, std::string_view description) const;

  std::size_t width_;
};

/// Gives `app` (and the commands added to it afterwards, which copy it) the wrapping formatter
/// at help_width().
void use_wrapping_help(CLI::App& app);

}  // namespace nonet::cli
