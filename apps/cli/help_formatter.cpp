#include "help_formatter.hpp"

#include <memory>

#include "text_wrap.hpp"

namespace nonet::cli {
namespace {

// An option's name and value wider than the line ("-e,--engine TEXT:{fast,band-scalar,...}")
// is broken after commas, the only places it can be broken without changing what it says.
std::string break_after_commas(const std::string& text, std::size_t width, std::size_t indent) {
  std::string out;
  std::size_t column = 0;
  std::size_t start = 0;
  while (start < text.size()) {
    const std::size_t comma = text.find(',', start);
    const std::size_t end = comma == std::string::npos ? text.size() : comma + 1;
    if (column > indent && column + (end - start) > width) {
      out += '\n';
      out.append(indent, ' ');
      column = indent;
    }
    out.append(text, start, end - start);
    column += end - start;
    start = end;
  }
  return out;
}

constexpr std::size_t kNameContinuation = 6;

}  // namespace

std::string WrappingFormatter::make_entry(const std::string& name,
                                          std::string_view description) const {
  const std::size_t column = get_column_width();
  std::string out = "  " + name;
  if (out.size() > width_) {
    out = break_after_commas(out, width_, kNameContinuation);
    if (!description.empty()) out += '\n' + std::string(column, ' ');
    return out + wrap_text(description, width_, column, column) + "\n";
  }
  if (description.empty()) return out + "\n";
  if (out.size() >= column) {
    out += '\n';
    out.append(column, ' ');
  } else {
    out.append(column - out.size(), ' ');
  }
  return out + wrap_text(description, width_, column, column) + "\n";
}

std::string WrappingFormatter::make_option(const CLI::Option* option, bool is_positional) const {
  return make_entry(make_option_name(option, is_positional) + make_option_opts(option),
                    make_option_desc(option));
}

std::string WrappingFormatter::make_subcommand(const CLI::App* command) const {
  return make_entry(command->get_display_name(true), command->get_description());
}

std::string WrappingFormatter::make_description(const CLI::App* app) const {
  return wrap_text(CLI::Formatter::make_description(app), width_, 0, 0);
}

std::string WrappingFormatter::make_footer(const CLI::App* app) const {
  return wrap_text(CLI::Formatter::make_footer(app), width_, 0, 0);
}

void use_wrapping_help(CLI::App& app) {
  app.formatter(std::make_shared<WrappingFormatter>(help_width()));
}

}  // namespace nonet::cli
