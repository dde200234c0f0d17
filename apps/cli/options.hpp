// Option checks shared by the commands.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>

namespace nonet::cli {

/// Checks a whole-number option strictly: decimal digits only (no sign, leading zero, octal or
/// hex prefix, spaces), from `min` to `max`. CLI11 alone would read "010" as 8 and "0x10" as 16.
[[nodiscard]] CLI::Validator whole_number(std::uint64_t min, std::uint64_t max);

}  // namespace nonet::cli
