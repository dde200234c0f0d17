// What the canon calls share about their input.
#pragma once

#include "nonet/grid.hpp"

namespace nonet::canon {

/// Throws Error (clashing_givens, naming the second cell of the first clash) when a digit
/// repeats in a row, column or box: the minlex search needs every house free of repeats.
void require_no_clash(const Grid& grid);

}  // namespace nonet::canon
