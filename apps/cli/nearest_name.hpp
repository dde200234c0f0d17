// The name a mistyped word most likely meant: `nonet slove` -> solve, `--limt` -> --limit.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace nonet::cli {

/// Edits (insertions, deletions, substitutions, swaps of two neighbours) that turn `a` into `b`
/// (the optimal string alignment distance): a swap counts as one, as in "slove".
[[nodiscard]] std::size_t edit_distance(std::string_view a, std::string_view b);

/// The name of `names` closest to `word`, if one is close enough to be a typing slip: at most
/// one edit for names of up to 5 characters, two for longer ones. The first of equals wins.
[[nodiscard]] std::optional<std::string> nearest_name(std::string_view word,
                                                      const std::vector<std::string>& names);

}  // namespace nonet::cli
