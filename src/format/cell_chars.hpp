// Character classes shared by the readers.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace nonet::detail {

inline constexpr int kIllegalCell = -1;

/// A cell character of the line and block forms: 1..9 for a digit, 0 for a blank ('.', '0',
/// '_', '-'), kIllegalCell otherwise.
[[nodiscard]] int cell_value(char c);

/// Reads the first 81 bytes of `text` as cells (cell_value()) into `values`; false when the text
/// is shorter or one of them is not a cell character. The fast path of the line form.
[[nodiscard]] bool read_plain_cells(std::string_view text, std::array<std::uint8_t, 81>& values);

/// How to name a character in a message: "'x'" when printable, else "byte 0xE4".
[[nodiscard]] std::string describe_char(char c);

/// The 0-based offset of the first byte that no text file holds (NUL and other control bytes
/// except tab), if any.
[[nodiscard]] std::optional<std::size_t> find_binary_byte(std::string_view line);

[[nodiscard]] bool is_blank_line(std::string_view line);
/// A line whose first non-blank character is '#'.
[[nodiscard]] bool is_comment_line(std::string_view line);

}  // namespace nonet::detail
