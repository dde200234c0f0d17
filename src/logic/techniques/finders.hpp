// The finder of every technique: each is defined in the file of its family (singles.cpp,
// intersections.cpp, ...) and listed once, in the catalogue (src/logic/catalogue.cpp).
#pragma once

#include <cstdint>

#include "nonet/logic.hpp"

namespace nonet::logic {

// singles.cpp
void find_full_house(const CandidateGrid& grid, StepSink& sink);
void find_hidden_single(const CandidateGrid& grid, StepSink& sink);
void find_naked_single(const CandidateGrid& grid, StepSink& sink);

// intersections.cpp
void find_pointing(const CandidateGrid& grid, StepSink& sink);
void find_claiming(const CandidateGrid& grid, StepSink& sink);

// subsets.cpp: naked and hidden subsets of Size cells (2: pair, 3: triple, 4: quad)
template <int Size>
void find_naked_subset(const CandidateGrid& grid, StepSink& sink);
template <int Size>
void find_hidden_subset(const CandidateGrid& grid, StepSink& sink);

// fish.cpp: fish of Size base lines (2: X-Wing, 3: Swordfish, 4: Jellyfish), plain, finned or
// sashimi
enum class FishKind : std::uint8_t { basic, finned, sashimi };
template <int Size, FishKind Kind>
void find_fish_of(const CandidateGrid& grid, StepSink& sink);

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

// se_rules.cpp: found by the Sudoku Explainer rating's rules (src/rating)
void find_unique_loop(const CandidateGrid& grid, StepSink& sink);
void find_bug(const CandidateGrid& grid, StepSink& sink);
void find_aligned_pair_exclusion(const CandidateGrid& grid, StepSink& sink);
void find_aligned_triple_exclusion(const CandidateGrid& grid, StepSink& sink);
void find_nishio_forcing_chain(const CandidateGrid& grid, StepSink& sink);
void find_contradiction_forcing_chain(const CandidateGrid& grid, StepSink& sink);
void find_double_forcing_chain(const CandidateGrid& grid, StepSink& sink);
void find_cell_forcing_chain(const CandidateGrid& grid, StepSink& sink);
void find_region_forcing_chain(const CandidateGrid& grid, StepSink& sink);
void find_dynamic_contradiction_forcing_chain(const CandidateGrid& grid, StepSink& sink);
void find_dynamic_double_forcing_chain(const CandidateGrid& grid, StepSink& sink);
void find_dynamic_cell_forcing_chain(const CandidateGrid& grid, StepSink& sink);
void find_dynamic_region_forcing_chain(const CandidateGrid& grid, StepSink& sink);

// templates.cpp
void find_template_set(const CandidateGrid& grid, StepSink& sink);
void find_template_delete(const CandidateGrid& grid, StepSink& sink);

}  // namespace nonet::logic
