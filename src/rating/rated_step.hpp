#pragma once
// The one conversion from the ladder's light hints to the library's Step.
#include "nonet/logic.hpp"
#include "rating/se_rule.hpp"

namespace nonet::rating {

/// The catalogue's technique for one of Sudoku Explainer's rule names ("Naked Triplet" is
/// naked_triple, "Unique Loop 8 type 2" unique_loop). Throws std::logic_error for a name no
/// rule gives: a bug in nonet.
[[nodiscard]] Technique technique_of_rule(std::string_view rule);

/// The hint as a Step: its technique, SE's rule name and difficulty, placement and eliminations.
[[nodiscard]] Step to_step(SeHint hint);

}  // namespace nonet::rating
