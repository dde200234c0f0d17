// Text outputs of a stream batch and their joining, for front ends that print.
#include "nonet/batch.hpp"

namespace nonet {

void TextOutput::add(std::string_view text, bool multiline) {
  start_record(multiline);
  text_ += text;
}

void TextOutput::add_puzzle(const Grid& grid, Format format, std::string_view comment) {
  start_record(is_multiline(format));
  append_puzzle(text_, grid, format, comment);
}

void TextOutput::add_to_group(const Grid& grid, Format format, std::string_view comment) {
  if (group_size_++ == 0) {
    start_record(true);
  } else if (is_multiline(format)) {
    text_ += '\n';
  }
  append_puzzle(text_, grid, format, comment);
}

void TextOutput::start_record(bool multiline) {
  if (any_text_ && (multiline || ends_multiline_)) text_ += '\n';
  if (!any_text_) starts_multiline_ = multiline;
  any_text_ = true;
  ends_multiline_ = multiline;
}

void TextOutput::add_error(std::string_view line) {
  errors_ += line;
  errors_ += '\n';
}

void TextOutput::add_failure(std::string_view input, const PuzzleRecord& record,
                             const Error& error) {
  add("error: " + location_text(input, record.line) + ": " + error.message + "\n", false);
  ++tally[kInternalFailures];
}

void TextOutput::clear() {
  text_.clear();
  errors_.clear();
  any_text_ = starts_multiline_ = ends_multiline_ = false;
  group_size_ = 0;
  tally = {};
}

std::string_view TextJoiner::separator_before(const TextOutput& next) {
  if (!next.any_text_) return {};
  const bool apart = wrote_any_ && (next.starts_multiline_ || last_multiline_);
  wrote_any_ = true;
  last_multiline_ = next.ends_multiline_;
  return apart ? "\n" : "";
}

}  // namespace nonet
