// The proof of a forcing chain step, spelled out so that a person can check it: which
// assumption (a candidate, each candidate of a cell, each place of a digit in a house) leads to
// the step's result, and by which facts, each following from earlier ones by one of the rules a
// person uses: a placed digit leaves its peers; a cell's last candidate and a digit's last place
// in a house are placed.
//
// The rating's chain rules find the step and rate it; they keep no chain. This works the chains
// out again for the step found, looking for the shortest proof it can.
#pragma once

#include "nonet/logic.hpp"

namespace nonet::logic {

/// Fills the step's pattern (the assumption's candidates), links and reason with a proof of its
/// result on `grid`. Returns false, leaving the step as it is, when no proof by singles alone
/// (what SE calls dynamic chains, without its "(+)" and nested levels) reaches the result.
bool spell_out_forcing_proof(const CandidateGrid& grid, Step& step);

}  // namespace nonet::logic
