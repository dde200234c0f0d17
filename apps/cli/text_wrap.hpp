// Help text fitted to the terminal: its width, and lines broken between words to fit it.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace nonet::cli {

/// The width help is wrapped to: the terminal's when standard output is one that reports it,
/// else $COLUMNS when it holds a positive number, else 80. Never below 40, so that a
/// description column remains.
[[nodiscard]] std::size_t help_width();

/// `text` with each of its lines broken between words so that no line passes `width`
/// characters (a single word longer than that stays whole). The first line starts
/// `first_column` characters into the line, the lines it is broken into at `indent`; a line
/// that begins with spaces (an item of a list) continues under its second word instead.
[[nodiscard]] std::string wrap_text(std::string_view text, std::size_t width,
                                    std::size_t first_column, std::size_t indent);

}  // namespace nonet::cli
