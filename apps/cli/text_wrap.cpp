#include "text_wrap.hpp"

#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <string>

namespace nonet::cli {
namespace {

constexpr std::size_t kDefaultWidth = 80;
constexpr std::size_t kNarrowestWidth = 40;

std::size_t width_from_environment() {
  const char* columns = std::getenv("COLUMNS");
  if (columns == nullptr || *columns == '\0') return 0;
  char* end = nullptr;
  const unsigned long value = std::strtoul(columns, &end, 10);
  return *end == '\0' && value < 10'000 ? value : 0;
}

// Where a list item's text starts: "  2  usage or I/O error" continues under "usage".
std::size_t hanging_indent(std::string_view line) {
  const std::size_t first_word = line.find_first_not_of(' ');
  if (first_word == 0 || first_word == std::string_view::npos) return std::string_view::npos;
  const std::size_t gap = line.find(' ', first_word);
  if (gap == std::string_view::npos) return std::string_view::npos;
  const std::size_t second_word = line.find_first_not_of(' ', gap);
  return second_word == std::string_view::npos ? std::string_view::npos : second_word;
}

void wrap_line(std::string_view line, std::size_t width, std::size_t column, std::size_t indent,
               std::string& out) {
  const std::size_t hanging = hanging_indent(line);
  if (hanging != std::string_view::npos) indent = column + hanging;
  // The line's own leading spaces are kept; breaks happen only after them.
  const std::size_t lead = std::min(line.find_first_not_of(' '), line.size());
  out.append(line.substr(0, lead));
  column += lead;
  std::size_t start_of_line = column;
  std::size_t position = lead;
  while (position < line.size()) {
    const std::size_t word_end = std::min(line.find(' ', position), line.size());
    const std::string_view word = line.substr(position, word_end - position);
    const std::size_t next = std::min(line.find_first_not_of(' ', word_end), line.size());
    if (column > start_of_line && column + word.size() > width) {
      // Break in place of the spaces before the word, which were already written.
      while (!out.empty() && out.back() == ' ') out.pop_back();
      out += '\n';
      out.append(indent, ' ');
      column = start_of_line = indent;
    }
    out.append(word);
    column += word.size();
    if (next < line.size()) {  // the spaces as written: "  2  usage" keeps its columns
      out.append(next - word_end, ' ');
      column += next - word_end;
    }
    position = next;
  }
}

}  // namespace

std::size_t help_width() {
  std::size_t width = 0;
  winsize size{};
  if (::isatty(STDOUT_FILENO) == 1 && ::ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0) {
    width = size.ws_col;
  }
  if (width == 0) width = width_from_environment();
  if (width == 0) width = kDefaultWidth;
  return std::max(width, kNarrowestWidth);
}

std::string wrap_text(std::string_view text, std::size_t width, std::size_t first_column,
                      std::size_t indent) {
  std::string out;
  std::size_t column = first_column;
  while (!text.empty()) {
    const std::size_t newline = text.find('\n');
    wrap_line(text.substr(0, newline), width, column, indent, out);
    if (newline == std::string_view::npos) break;
    out += '\n';
    out.append(indent, ' ');
    column = indent;
    text.remove_prefix(newline + 1);
  }
  return out;
}

}  // namespace nonet::cli
