// The catalogue: the one list of techniques. Order is the order hints are looked for in,
// simplest first (close to HoDoKu's default order). Difficulty estimates the Sudoku Explainer
// rating of one such step; the score is HoDoKu's.
#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <stdexcept>
#include <string>

#include "logic/techniques/finders.hpp"
#include "nonet/logic.hpp"

namespace nonet {
namespace {
using T = Technique;
namespace f = logic;

// clang-format off
constexpr std::array kCatalogue{
    // id, name, code, HoDoKu code(s), SE difficulty, HoDoKu score, needs uniqueness, finder,
    // summary, family
    TechniqueInfo{T::full_house,         "Full House",          "fh",   "0000",      1.0,   4, false, &f::find_full_house,
        "The last empty cell of a row, column or box takes the one digit that house is missing.", "Singles"},
    TechniqueInfo{T::hidden_single,      "Hidden Single",       "h1",   "0002",      1.2,  14, false, &f::find_hidden_single,
        "A digit with only one possible cell left in a row, column or box goes there.", "Singles"},
    TechniqueInfo{T::naked_single,       "Naked Single",        "n1",   "0003",      2.3,   4, false, &f::find_naked_single,
        "A cell with one candidate left takes it: its row, column and box rule out every other digit.", "Singles"},
    TechniqueInfo{T::pointing,           "Pointing",            "lc1",  "0100",      2.6,  50, false, &f::find_pointing,
        "When a digit's candidates in a box all lie on one row or column, the digit's place in that line is inside the box, so the rest of the line loses it.", "Intersections"},
    TechniqueInfo{T::claiming,           "Claiming",            "lc2",  "0101",      2.8,  50, false, &f::find_claiming,
        "When a digit's candidates in a row or column all lie in one box, the digit's place in that box is on the line, so the box's other cells lose it.", "Intersections"},
    TechniqueInfo{T::naked_pair,         "Naked Pair",          "n2",   "0200",      3.0,  60, false, &f::find_naked_subset<2>,
        "Two cells of a house with only the same two candidates hold those two digits between them, so the house's other cells lose both.", "Subsets"},
    TechniqueInfo{T::naked_triple,       "Naked Triple",        "n3",   "0201",      3.6,  80, false, &f::find_naked_subset<3>,
        "Three cells of a house whose candidates together are only three digits hold those digits, so the house's other cells lose them.", "Subsets"},
    TechniqueInfo{T::hidden_pair,        "Hidden Pair",         "h2",   "0210",      3.4,  70, false, &f::find_hidden_subset<2>,
        "When two digits can go only in the same two cells of a house, those cells hold them, so the two cells lose their other candidates.", "Subsets"},
    TechniqueInfo{T::hidden_triple,      "Hidden Triple",       "h3",   "0211",      4.0, 100, false, &f::find_hidden_subset<3>,
        "When three digits can go only in the same three cells of a house, those cells hold them, so the cells lose their other candidates.", "Subsets"},
    TechniqueInfo{T::naked_quad,         "Naked Quad",          "n4",   "0202",      5.0, 120, false, &f::find_naked_subset<4>,
        "Four cells of a house whose candidates together are only four digits hold those digits, so the house's other cells lose them.", "Subsets"},
    TechniqueInfo{T::hidden_quad,        "Hidden Quad",         "h4",   "0212",      5.4, 150, false, &f::find_hidden_subset<4>,
        "When four digits can go only in the same four cells of a house, those cells hold them, so the cells lose their other candidates.", "Subsets"},
    TechniqueInfo{T::x_wing,             "X-Wing",              "bf2",  "0300",      3.2, 140, false, &f::find_fish_of<2, f::FishKind::basic>,
        "When a digit's candidates in two rows lie in the same two columns, the digit takes one cell of each row in those columns, so the rest of both columns lose it (or rows and columns swapped).", "Fish"},
    TechniqueInfo{T::swordfish,          "Swordfish",           "bf3",  "0301",      3.8, 150, false, &f::find_fish_of<3, f::FishKind::basic>,
        "The X-Wing with three lines: a digit's candidates in three rows lie within three columns, so the rest of those columns lose it (or rows and columns swapped).", "Fish"},
    TechniqueInfo{T::jellyfish,          "Jellyfish",           "bf4",  "0302",      5.2, 160, false, &f::find_fish_of<4, f::FishKind::basic>,
        "The X-Wing with four lines: a digit's candidates in four rows lie within four columns, so the rest of those columns lose it (or rows and columns swapped).", "Fish"},
    TechniqueInfo{T::skyscraper,         "Skyscraper",          "sk",   "0400",      6.6, 130, false, &f::find_skyscraper,
        "Two rows (or columns) where a digit has exactly two places, with one end of each in the same column (row): one of the two other ends holds the digit, so cells seeing both lose it.", "Single-digit patterns"},
    TechniqueInfo{T::two_string_kite,    "2-String Kite",       "2sk",  "0401",      6.6, 150, false, &f::find_two_string_kite,
        "A digit with exactly two places in a row and in a column, one end of each in the same box: one of the two other ends holds the digit, so a cell seeing both loses it.", "Single-digit patterns"},
    TechniqueInfo{T::turbot_fish,        "Turbot Fish",         "tf",   "0403",      6.6, 120, false, &f::find_turbot_fish,
        "A chain of three links on one digit, strong-weak-strong: one of its two ends holds the digit, so cells seeing both ends lose it.", "Single-digit patterns"},
    TechniqueInfo{T::empty_rectangle,    "Empty Rectangle",     "er",   "0402",      6.6, 120, false, &f::find_empty_rectangle,
        "A digit's candidates in a box lie on one row and one column of it; with a conjugate pair on a line through that cross, the digit is at the pair's far end or in the box's cross, so the cell where they meet loses it.", "Single-digit patterns"},
    TechniqueInfo{T::xy_wing,            "XY-Wing",             "xy",   "0800",      4.2, 160, false, &f::find_xy_wing,
        "A bivalue pivot XY sees two bivalue pincers XZ and YZ: whatever the pivot holds, one pincer is Z, so cells seeing both pincers lose Z.", "Wings"},
    TechniqueInfo{T::xyz_wing,           "XYZ-Wing",            "xyz",  "0801",      4.4, 180, false, &f::find_xyz_wing,
        "A pivot XYZ sees pincers XZ and YZ: one of the three cells is Z, so cells seeing all three lose Z.", "Wings"},
    TechniqueInfo{T::w_wing,             "W-Wing",              "w",    "0803",      6.6, 150, false, &f::find_w_wing,
        "Two cells with the same two candidates XY, joined by a strong link on X (a house where X has just two places, one seen by each cell): one of the two cells is Y, so cells seeing both lose Y.", "Wings"},
    TechniqueInfo{T::remote_pair,        "Remote Pair",         "rp",   "0703",      6.6, 110, false, &f::find_remote_pair,
        "A chain of cells with the same two candidates, each seeing the next: the cells alternate between the two digits, so a cell seeing two chain cells of opposite parity loses both digits.", "Coloring"},
    TechniqueInfo{T::unique_rectangle_1, "Unique Rectangle Type 1", "u1", "0600",    4.5, 100, true,  &f::find_unique_rectangle_1,
        "Four cells on two rows, two columns and two boxes all holding candidates XY would let X and Y swap: a second solution. When three of them are just XY, the fourth cannot be X or Y.", "Uniqueness"},
    TechniqueInfo{T::unique_rectangle_2, "Unique Rectangle Type 2", "u2", "0601",    4.5, 100, true,  &f::find_unique_rectangle_2,
        "Two cells of the rectangle hold the same single extra candidate Z: one of them must be Z to avoid the deadly pattern, so cells seeing both lose Z.", "Uniqueness"},
    TechniqueInfo{T::unique_rectangle_3, "Unique Rectangle Type 3", "u3", "0602",    4.6, 100, true,  &f::find_unique_rectangle_3,
        "The extra candidates of two rectangle cells in one house act as one cell that forms a naked subset with other cells of the house, so the house's remaining cells lose the subset's digits.", "Uniqueness"},
    TechniqueInfo{T::unique_rectangle_4, "Unique Rectangle Type 4", "u4", "0603",    4.5, 100, true,  &f::find_unique_rectangle_4,
        "In a house holding two rectangle cells, X can go only in those two: one of them is X, so neither can be Y (else the deadly pattern), and both lose Y.", "Uniqueness"},
    TechniqueInfo{T::hidden_rectangle,   "Hidden Rectangle",    "hr",   "0606",      4.7, 100, true,  &f::find_hidden_rectangle,
        "A rectangle with one corner just XY where, in the opposite corner's row and column, X is confined to the rectangle: that opposite corner cannot be Y.", "Uniqueness"},
    TechniqueInfo{T::bug_plus_1,         "BUG+1",               "bug1", "0610",      5.6, 100, true,  &f::find_bug_plus_1,
        "Every unsolved cell has two candidates but one, which has three. Without that third candidate the grid would be a bivalue universal grave, with two solutions, so the cell takes the digit that appears three times in its houses.", "Uniqueness"},
    TechniqueInfo{T::finned_x_wing,      "Finned X-Wing",       "fbf2", "0310",      6.6, 130, false, &f::find_fish_of<2, f::FishKind::finned>,
        "An X-Wing with extra candidates (fins) in one box of a base line: either the X-Wing holds or a fin is the digit, so cells the X-Wing would clear that also see every fin lose it.", "Fish"},
    TechniqueInfo{T::sashimi_x_wing,     "Sashimi X-Wing",      "sbf2", "0320",      6.6, 150, false, &f::find_fish_of<2, f::FishKind::sashimi>,
        "A finned X-Wing with a corner missing: a base line has only the fins and one corner. Cells the X-Wing would clear that also see every fin lose the digit.", "Fish"},
    TechniqueInfo{T::finned_swordfish,   "Finned Swordfish",    "fbf3", "0311",      6.7, 150, false, &f::find_fish_of<3, f::FishKind::finned>,
        "A Swordfish with fins in one box of a base line: cells the Swordfish would clear that also see every fin lose the digit.", "Fish"},
    TechniqueInfo{T::sashimi_swordfish,  "Sashimi Swordfish",   "sbf3", "0321",      6.7, 240, false, &f::find_fish_of<3, f::FishKind::sashimi>,
        "A finned Swordfish with a corner missing from the fin's base line: cells the Swordfish would clear that also see every fin lose the digit.", "Fish"},
    TechniqueInfo{T::finned_jellyfish,   "Finned Jellyfish",    "fbf4", "0312",      6.8, 240, false, &f::find_fish_of<4, f::FishKind::finned>,
        "A Jellyfish with fins in one box of a base line: cells the Jellyfish would clear that also see every fin lose the digit.", "Fish"},
    TechniqueInfo{T::sashimi_jellyfish,  "Sashimi Jellyfish",   "sbf4", "0322",      6.8, 280, false, &f::find_fish_of<4, f::FishKind::sashimi>,
        "A finned Jellyfish with a corner missing from the fin's base line: cells the Jellyfish would clear that also see every fin lose the digit.", "Fish"},
    TechniqueInfo{T::simple_colors,      "Simple Colors",       "sc",   "0500 0501", 6.6, 150, false, &f::find_simple_colors,
        "A digit's conjugate pairs chained together and coloured alternately: one colour holds the digit. Two cells of one colour that see each other make that colour false (wrap); a cell seeing both colours loses the digit (trap).", "Coloring"},
    TechniqueInfo{T::multi_colors,       "Multi-Colors",        "mc",   "0502 0503", 7.0, 200, false, &f::find_multi_colors,
        "Two colour clusters of one digit: a colour that sees both colours of the other cluster is false; when a colour of each cluster see each other, one of the two other colours is true, so cells seeing both lose the digit.", "Coloring"},
    TechniqueInfo{T::x_chain,            "X-Chain",             "x",    "0701",      6.6, 260, false, &f::find_x_chain,
        "A chain on one digit alternating strong and weak links, strong at both ends: one end holds the digit, so cells seeing both ends lose it.", "Chains and loops"},
    TechniqueInfo{T::xy_chain,           "XY-Chain",            "xyc",  "0702",      6.6, 260, false, &f::find_xy_chain,
        "A chain of bivalue cells, each joined to the next by a shared digit, that starts and ends on digit Z: one end is Z, so cells seeing both ends lose Z.", "Chains and loops"},
    TechniqueInfo{T::sue_de_coq,         "Sue de Coq",          "sdc",  "1101",      7.0, 250, false, &f::find_sue_de_coq,
        "Two or three cells where a line meets a box hold at least two digits more than cells. With cells of the line and cells of the box whose core digits do not overlap, all together holding as many digits as cells, the line cells' digits are locked in the line and the box cells' in the box: the rest of each house loses them.", "Miscellaneous"},
    // Nice loops and AICs: continuous loops last, as they are the rarest and the three share one
    // search (the grouped ones an expensive second one with ALS nodes, made only when the first
    // finds nothing). From ALS-XZ on in the order of HoDoKu's scores; ALS-XZ before the grouped
    // loops it ties with, as they may use almost locked sets as nodes and so generalise it.
    TechniqueInfo{T::discontinuous_nice_loop, "Discontinuous Nice Loop", "dnl", "0707", 7.0, 280, false, &f::find_discontinuous_nice_loop,
        "A chain of alternating inferences from a candidate of a cell back to the same cell that contradicts its start: if the candidate's being true would make it false (or another candidate of the cell true) it is false; if its being false would make it true it is true.", "Chains and loops"},
    TechniqueInfo{T::aic,                "AIC",                 "aic",  "0708",      7.0, 280, false, &f::find_aic,
        "An alternating inference chain starting and ending with strong links: if its first candidate is false its last is true, so one of them is. With the same digit at both ends, cells seeing both lose it; with different digits in cells that see each other, each end loses the other's digit.", "Chains and loops"},
    TechniqueInfo{T::continuous_nice_loop, "Continuous Nice Loop", "cnl", "0706",    7.0, 280, false, &f::find_continuous_nice_loop,
        "A chain of alternating strong and weak inferences that closes on itself consistently: every link then holds both ways, so a weak link's digit leaves the cells seeing both its ends, and a cell entered and left by strong links keeps only their two digits.", "Chains and loops"},
    TechniqueInfo{T::als_xz,             "ALS-XZ",              "axz",  "0901",      7.1, 300, false, &f::find_als_xz,
        "Two almost locked sets (N cells, N+1 digits) with a restricted common X, every X of one seeing every X of the other: X is in at most one, so the other holds all its digits, and a digit Z both hold is in one of them: cells seeing every Z of both lose Z. With two such X, both sets are locked between them.", "Almost locked sets"},
    TechniqueInfo{T::grouped_discontinuous_nice_loop, "Grouped Discontinuous Nice Loop", "gdnl", "0710", 7.2, 300, false, &f::find_grouped_discontinuous_nice_loop,
        "A Discontinuous Nice Loop in which a node may be a group: the two or three places of a digit where a line meets a box, linked like a single cell. Loops that need an almost locked set as a node (the set losing a digit locks the others) come after the rest.", "Chains and loops"},
    TechniqueInfo{T::grouped_aic,        "Grouped AIC",         "gaic", "0711",      7.2, 300, false, &f::find_grouped_aic,
        "An AIC in which a node may be a group: the two or three places of a digit where a line meets a box, linked like a single cell. Chains that need an almost locked set as a node (the set losing a digit locks the others) come after the rest.", "Chains and loops"},
    TechniqueInfo{T::grouped_continuous_nice_loop, "Grouped Continuous Nice Loop", "gcnl", "0709", 7.2, 300, false, &f::find_grouped_continuous_nice_loop,
        "A Continuous Nice Loop in which a node may be a group: the two or three places of a digit where a line meets a box, linked like a single cell. Loops that need an almost locked set as a node (the set losing a digit locks the others) come after the rest.", "Chains and loops"},
    TechniqueInfo{T::als_xy_wing,        "ALS-XY-Wing",         "axy",  "0902",      7.4, 320, false, &f::find_als_xy_wing,
        "Almost locked sets A and B each linked to a third, C, by different restricted commons X and Y: if neither A nor B held a digit Z they share, both would be locked and C would lose X and Y. So cells seeing every Z of A and B lose Z.", "Almost locked sets"},
    TechniqueInfo{T::als_chain,          "ALS Chain",           "ach",  "0903",      7.6, 340, false, &f::find_als_chain,
        "A chain of four to seven almost locked sets, each joined to the next by a restricted common other than the previous link's: if the first set lacked a digit Z it shares with the last, each set would force the next, and the last would hold Z. Cells seeing every Z of both ends lose Z.", "Almost locked sets"},
    TechniqueInfo{T::death_blossom,      "Death Blossom",       "db",   "0904",      7.8, 360, false, &f::find_death_blossom,
        "A stem cell whose every candidate D sees all the D of its own almost locked set (a petal): whatever the stem holds, one petal is locked. A digit Z every petal has, not in the stem, is then in some petal: cells seeing every Z of the petals lose Z.", "Almost locked sets"},
    // Found by the Sudoku Explainer rating's rules (se_rules.cpp), for hint and explain too.
    // Difficulty is SE's least for the rule; a chain's grows with its length. HoDoKu has no unique
    // loop or aligned exclusion: they score as a Unique Rectangle and an ALS-XZ; the forcing
    // chains score as HoDoKu's Forcing Chain (static) and Forcing Net (dynamic).
    TechniqueInfo{T::unique_loop,        "Unique Loop",         "ul",   "",          4.5, 100, true,  &f::find_unique_loop,
        "The deadly pattern of a Unique Rectangle stretched to a loop of six or more cells, each pair of neighbours sharing a house, all holding the same two digits: the loop must be broken, in the four ways (types 1 to 4) a rectangle is.", "Uniqueness"},
    TechniqueInfo{T::bug,                "Bivalue Universal Grave", "bug", "",       5.7, 100, true,  &f::find_bug,
        "Every unsolved cell would have two candidates but for a few extra ones, and that grid would have two solutions: one of the extra candidates is true. Types 2 to 4 (type 1 is BUG+1) eliminate what all of them, or their cells with a locked set, rule out.", "Uniqueness"},
    TechniqueInfo{T::aligned_pair_exclusion, "Aligned Pair Exclusion", "ape", "",    6.2, 300, false, &f::find_aligned_pair_exclusion,
        "Two cells that see each other cannot take a pair of digits that would empty a cell both see (or be the same digit): a digit of one that fits with no digit of the other goes.", "Exclusion"},
    TechniqueInfo{T::aligned_triple_exclusion, "Aligned Triple Exclusion", "ate", "", 7.5, 300, false, &f::find_aligned_triple_exclusion,
        "Aligned Pair Exclusion for three cells: a digit of one cell that fits in no allowed combination of the three goes.", "Exclusion"},
    TechniqueInfo{T::nishio_forcing_chain, "Nishio Forcing Chain", "nfc", "",        7.5, 500, false, &f::find_nishio_forcing_chain,
        "Assume a candidate true and follow a single digit's links: if that leads to a contradiction, the candidate is false.", "Forcing chains"},
    TechniqueInfo{T::contradiction_forcing_chain, "Contradiction Forcing Chain", "cfc", "", 8.0, 500, false, &f::find_contradiction_forcing_chain,
        "Assume a candidate true (or false) and follow the chains it starts: if they reach a cell or house with no place left, or a candidate both true and false, the assumption is wrong.", "Forcing chains"},
    TechniqueInfo{T::double_forcing_chain, "Double Forcing Chain", "dfc", "",        8.0, 500, false, &f::find_double_forcing_chain,
        "A candidate's being true and its being false both lead, by chains, to the same conclusion, which therefore holds.", "Forcing chains"},
    TechniqueInfo{T::cell_forcing_chain, "Cell Forcing Chain",  "clfc", "",          8.2, 500, false, &f::find_cell_forcing_chain,
        "Each candidate of a cell, assumed true, leads by a chain to the same conclusion: as one of them is true, the conclusion holds.", "Forcing chains"},
    TechniqueInfo{T::region_forcing_chain, "Region Forcing Chain", "rfc", "",        8.2, 500, false, &f::find_region_forcing_chain,
        "Each place of a digit in a house, assumed to hold it, leads by a chain to the same conclusion: as one of them does, the conclusion holds.", "Forcing chains"},
    TechniqueInfo{T::dynamic_contradiction_forcing_chain, "Dynamic Contradiction Forcing Chain", "dcfc", "", 8.5, 700, false, &f::find_dynamic_contradiction_forcing_chain,
        "A Contradiction Forcing Chain whose chains may branch and use every deduction made so far along them (a forcing net). Sudoku Explainer's '(+)' forms also let each link use the simpler rules and, nested, forcing chains themselves.", "Forcing chains"},
    TechniqueInfo{T::dynamic_double_forcing_chain, "Dynamic Double Forcing Chain", "ddfc", "", 8.5, 700, false, &f::find_dynamic_double_forcing_chain,
        "A Double Forcing Chain whose chains may branch and use every deduction made so far along them (a forcing net); '(+)' and nested forms as for the dynamic contradiction chain.", "Forcing chains"},
    TechniqueInfo{T::dynamic_cell_forcing_chain, "Dynamic Cell Forcing Chain", "dclfc", "", 8.5, 700, false, &f::find_dynamic_cell_forcing_chain,
        "A Cell Forcing Chain whose chains may branch and use every deduction made so far along them (a forcing net); '(+)' and nested forms as for the dynamic contradiction chain.", "Forcing chains"},
    TechniqueInfo{T::dynamic_region_forcing_chain, "Dynamic Region Forcing Chain", "drfc", "", 8.5, 700, false, &f::find_dynamic_region_forcing_chain,
        "A Region Forcing Chain whose chains may branch and use every deduction made so far along them (a forcing net); '(+)' and nested forms as for the dynamic contradiction chain.", "Forcing chains"},
    // Last resorts, as in HoDoKu: after every chain (which always finds a step first), so used
    // only when asked for. HoDoKu's score; SE has no such rule, so its difficulty is a guess.
    TechniqueInfo{T::template_set,       "Template Set",        "tms",  "1201",      9.0, 10000, false, &f::find_template_set,
        "A digit's nine cells in the solution are one per row, column and box: a template. Of the templates that fit its candidates and leave every other digit a template of its own beside them, a cell every one holds takes the digit.", "Last resort"},
    TechniqueInfo{T::template_delete,    "Template Delete",     "tmd",  "",          9.0, 10000, false, &f::find_template_delete,
        "Of the templates of a digit that fit its candidates and leave every other digit a template of its own beside them (see Template Set), a candidate none of them holds goes. Stronger than HoDoKu's (1202): on 3 of its 9 regression cases it removes more, so HoDoKu's cases are not claimed.", "Last resort"},
    // Sudoku Explainer's direct forms: found only by the rating, which names them in its steps
    // (hint and explain find the plain forms above). Difficulty is SE's.
    TechniqueInfo{T::direct_pointing,    "Direct Pointing",     "dlc1", "",          1.7,   0, false, nullptr,
        "Pointing that leaves a digit a single place in another house, which it then takes (Sudoku Explainer's direct form).", "Intersections"},
    TechniqueInfo{T::direct_claiming,    "Direct Claiming",     "dlc2", "",          1.9,   0, false, nullptr,
        "Claiming that leaves a digit a single place in another house, which it then takes (Sudoku Explainer's direct form).", "Intersections"},
    TechniqueInfo{T::direct_hidden_pair, "Direct Hidden Pair",  "dh2",  "",          2.0,   0, false, nullptr,
        "A Hidden Pair whose eliminations leave a digit a single place in the house, which it then takes (Sudoku Explainer's direct form).", "Subsets"},
    TechniqueInfo{T::direct_hidden_triple, "Direct Hidden Triple", "dh3", "",        2.5,   0, false, nullptr,
        "A Hidden Triple whose eliminations leave a digit a single place in the house, which it then takes (Sudoku Explainer's direct form).", "Subsets"},
};
// clang-format on

constexpr bool catalogue_follows_enum() {
  for (std::size_t i = 0; i < kCatalogue.size(); ++i) {
    if (static_cast<std::size_t>(kCatalogue[i].id) != i) return false;
  }
  return true;
}
static_assert(catalogue_follows_enum(), "kCatalogue rows must follow the Technique enum's order");

// "Naked-Pair", "naked pair" and "naked_pair" all become "nakedpair".
std::string folded(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (c == ' ' || c == '-' || c == '_') continue;
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}
}  // namespace

std::span<const TechniqueInfo> techniques() {
  return kCatalogue;
}

const TechniqueInfo& technique_info(Technique technique) {
  const auto i = static_cast<std::size_t>(technique);
  if (i >= kCatalogue.size()) {
    throw std::invalid_argument("unknown technique " + std::to_string(i));
  }
  return kCatalogue[i];
}

RatingTenths technique_tenths(Technique technique) {
  return static_cast<RatingTenths>(std::lround(technique_info(technique).difficulty * 10.0));
}

std::optional<Technique> technique_from_name(std::string_view name) {
  const std::string wanted = folded(name);
  if (wanted.empty()) return std::nullopt;
  for (const auto& info : kCatalogue) {
    if (folded(info.name) == wanted || folded(info.code) == wanted) return info.id;
  }
  return std::nullopt;
}

}  // namespace nonet
