// What the canon calls share about their input.
#pragma once

#include <optional>
#include <string>
#include <utility>

#include "nonet/error.hpp"
#include "nonet/grid.hpp"

namespace nonet::canon {

/// An Error with every field given (the place fields 0 when not at one place).
[[nodiscard]] inline Error make_error(ErrorCode code, std::string message, std::size_t column = 0,
                                      std::optional<Cell> cell = std::nullopt) {
  return Error{
      .code = code, .message = std::move(message), .line = 0, .column = column, .cell = cell};
}

/// Throws Error (clashing_givens, naming the second cell of the first clash) when a digit
/// repeats in a row, column or box: the minlex search needs every house free of repeats.
void require_no_clash(const Grid& grid);

}  // namespace nonet::canon
