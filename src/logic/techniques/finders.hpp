// The finder of every technique: each is defined in the file of its family (singles.cpp,
// intersections.cpp, ...) and listed once, in the catalogue (src/logic/catalogue.cpp).
#pragma once

#include "nonet/logic.hpp"

namespace nonet::logic {

// singles.cpp
void find_full_house(const CandidateGrid& grid, StepSink& sink);
void find_hidden_single(const CandidateGrid& grid, StepSink& sink);
void find_naked_single(const CandidateGrid& grid, StepSink& sink);

// intersections.cpp
void find_pointing(const CandidateGrid& grid, StepSink& sink);
void find_claiming(const CandidateGrid& grid, StepSink& sink);

// subsets.cpp
void find_naked_pair(const CandidateGrid& grid, StepSink& sink);
void find_naked_triple(const CandidateGrid& grid, StepSink& sink);
void find_naked_quad(const CandidateGrid& grid, StepSink& sink);
void find_hidden_pair(const CandidateGrid& grid, StepSink& sink);
void find_hidden_triple(const CandidateGrid& grid, StepSink& sink);
void find_hidden_quad(const CandidateGrid& grid, StepSink& sink);

// fish.cpp
void find_x_wing(const CandidateGrid& grid, StepSink& sink);
void find_swordfish(const CandidateGrid& grid, StepSink& sink);
void find_jellyfish(const CandidateGrid& grid, StepSink& sink);
void find_finned_x_wing(const CandidateGrid& grid, StepSink& sink);
void find_finned_swordfish(const CandidateGrid& grid, StepSink& sink);
void find_finned_jellyfish(const CandidateGrid& grid, StepSink& sink);
void find_sashimi_x_wing(const CandidateGrid& grid, StepSink& sink);
void find_sashimi_swordfish(const CandidateGrid& grid, StepSink& sink);
void find_sashimi_jellyfish(const CandidateGrid& grid, StepSink& sink);

// single_digit_patterns.cpp
void find_skyscraper(const CandidateGrid& grid, StepSink& sink);
void find_two_string_kite(const CandidateGrid& grid, StepSink& sink);
void find_turbot_fish(const CandidateGrid& grid, StepSink& sink);
void find_empty_rectangle(const CandidateGrid& grid, StepSink& sink);

// wings.cpp
void find_xy_wing(const CandidateGrid& grid, StepSink& sink);
void find_xyz_wing(const CandidateGrid& grid, StepSink& sink);
void find_w_wing(const CandidateGrid& grid, StepSink& sink);

// uniqueness.cpp
void find_unique_rectangle_1(const CandidateGrid& grid, StepSink& sink);
void find_unique_rectangle_2(const CandidateGrid& grid, StepSink& sink);
void find_unique_rectangle_3(const CandidateGrid& grid, StepSink& sink);
void find_unique_rectangle_4(const CandidateGrid& grid, StepSink& sink);
void find_hidden_rectangle(const CandidateGrid& grid, StepSink& sink);
void find_bug_plus_1(const CandidateGrid& grid, StepSink& sink);

// coloring.cpp
void find_simple_colors(const CandidateGrid& grid, StepSink& sink);
void find_multi_colors(const CandidateGrid& grid, StepSink& sink);

// chains.cpp
void find_x_chain(const CandidateGrid& grid, StepSink& sink);
// xy_chains.cpp
void find_xy_chain(const CandidateGrid& grid, StepSink& sink);
void find_remote_pair(const CandidateGrid& grid, StepSink& sink);

// sue_de_coq.cpp
void find_sue_de_coq(const CandidateGrid& grid, StepSink& sink);

// nice_loops.cpp
void find_continuous_nice_loop(const CandidateGrid& grid, StepSink& sink);
void find_discontinuous_nice_loop(const CandidateGrid& grid, StepSink& sink);
void find_aic(const CandidateGrid& grid, StepSink& sink);
void find_grouped_continuous_nice_loop(const CandidateGrid& grid, StepSink& sink);
void find_grouped_discontinuous_nice_loop(const CandidateGrid& grid, StepSink& sink);
void find_grouped_aic(const CandidateGrid& grid, StepSink& sink);

// als.cpp
void find_als_xz(const CandidateGrid& grid, StepSink& sink);
void find_als_xy_wing(const CandidateGrid& grid, StepSink& sink);
void find_als_chain(const CandidateGrid& grid, StepSink& sink);
void find_death_blossom(const CandidateGrid& grid, StepSink& sink);

}  // namespace nonet::logic
