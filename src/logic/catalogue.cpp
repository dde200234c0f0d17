// The catalogue: the one list of techniques. Order is the order hints are looked for in,
// simplest first (close to HoDoKu's default order). Difficulty estimates the Sudoku Explainer
// rating of one such step; the score is HoDoKu's.
#include <algorithm>
#include <array>
#include <cctype>
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
    // id, name, code, HoDoKu code(s), SE difficulty, HoDoKu score, needs uniqueness, finder
    TechniqueInfo{T::full_house,         "Full House",          "fh",   "0000",      1.0,   4, false, &f::find_full_house},
    TechniqueInfo{T::hidden_single,      "Hidden Single",       "h1",   "0002",      1.2,  14, false, &f::find_hidden_single},
    TechniqueInfo{T::naked_single,       "Naked Single",        "n1",   "0003",      2.3,   4, false, &f::find_naked_single},
    TechniqueInfo{T::pointing,           "Pointing",            "lc1",  "0100",      2.6,  50, false, nullptr},
    TechniqueInfo{T::claiming,           "Claiming",            "lc2",  "0101",      2.8,  50, false, nullptr},
    TechniqueInfo{T::naked_pair,         "Naked Pair",          "n2",   "0200",      3.0,  60, false, nullptr},
    TechniqueInfo{T::naked_triple,       "Naked Triple",        "n3",   "0201",      3.6,  80, false, nullptr},
    TechniqueInfo{T::hidden_pair,        "Hidden Pair",         "h2",   "0210",      3.4,  70, false, nullptr},
    TechniqueInfo{T::hidden_triple,      "Hidden Triple",       "h3",   "0211",      4.0, 100, false, nullptr},
    TechniqueInfo{T::naked_quad,         "Naked Quad",          "n4",   "0202",      5.0, 120, false, nullptr},
    TechniqueInfo{T::hidden_quad,        "Hidden Quad",         "h4",   "0212",      5.4, 150, false, nullptr},
    TechniqueInfo{T::x_wing,             "X-Wing",              "bf2",  "0300",      3.2, 140, false, nullptr},
    TechniqueInfo{T::swordfish,          "Swordfish",           "bf3",  "0301",      3.8, 150, false, nullptr},
    TechniqueInfo{T::jellyfish,          "Jellyfish",           "bf4",  "0302",      5.2, 160, false, nullptr},
    TechniqueInfo{T::skyscraper,         "Skyscraper",          "sk",   "0400",      6.6, 130, false, nullptr},
    TechniqueInfo{T::two_string_kite,    "2-String Kite",       "2sk",  "0401",      6.6, 150, false, nullptr},
    TechniqueInfo{T::turbot_fish,        "Turbot Fish",         "tf",   "0403",      6.6, 120, false, nullptr},
    TechniqueInfo{T::empty_rectangle,    "Empty Rectangle",     "er",   "0402",      6.6, 120, false, nullptr},
    TechniqueInfo{T::xy_wing,            "XY-Wing",             "xy",   "0800",      4.2, 160, false, nullptr},
    TechniqueInfo{T::xyz_wing,           "XYZ-Wing",            "xyz",  "0801",      4.4, 180, false, nullptr},
    TechniqueInfo{T::w_wing,             "W-Wing",              "w",    "0803",      6.6, 150, false, nullptr},
    TechniqueInfo{T::remote_pair,        "Remote Pair",         "rp",   "0703",      6.6, 110, false, nullptr},
    TechniqueInfo{T::unique_rectangle_1, "Unique Rectangle Type 1", "u1", "0600",    4.5, 100, true,  nullptr},
    TechniqueInfo{T::unique_rectangle_2, "Unique Rectangle Type 2", "u2", "0601",    4.5, 100, true,  nullptr},
    TechniqueInfo{T::unique_rectangle_3, "Unique Rectangle Type 3", "u3", "0602",    4.6, 100, true,  nullptr},
    TechniqueInfo{T::unique_rectangle_4, "Unique Rectangle Type 4", "u4", "0603",    4.5, 100, true,  nullptr},
    TechniqueInfo{T::hidden_rectangle,   "Hidden Rectangle",    "hr",   "0606",      4.7, 100, true,  nullptr},
    TechniqueInfo{T::bug_plus_1,         "BUG+1",               "bug1", "0610",      5.6, 100, true,  nullptr},
    TechniqueInfo{T::finned_x_wing,      "Finned X-Wing",       "fbf2", "0310",      6.6, 130, false, nullptr},
    TechniqueInfo{T::sashimi_x_wing,     "Sashimi X-Wing",      "sbf2", "0320",      6.6, 150, false, nullptr},
    TechniqueInfo{T::finned_swordfish,   "Finned Swordfish",    "fbf3", "0311",      6.7, 150, false, nullptr},
    TechniqueInfo{T::sashimi_swordfish,  "Sashimi Swordfish",   "sbf3", "0321",      6.7, 240, false, nullptr},
    TechniqueInfo{T::finned_jellyfish,   "Finned Jellyfish",    "fbf4", "0312",      6.8, 240, false, nullptr},
    TechniqueInfo{T::sashimi_jellyfish,  "Sashimi Jellyfish",   "sbf4", "0322",      6.8, 280, false, nullptr},
    TechniqueInfo{T::simple_colors,      "Simple Colors",       "sc",   "0500 0501", 6.6, 150, false, nullptr},
    TechniqueInfo{T::multi_colors,       "Multi-Colors",        "mc",   "0502 0503", 7.0, 200, false, nullptr},
    TechniqueInfo{T::x_chain,            "X-Chain",             "x",    "0701",      6.6, 260, false, nullptr},
    TechniqueInfo{T::xy_chain,           "XY-Chain",            "xyc",  "0702",      6.6, 260, false, nullptr},
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

std::optional<Technique> technique_from_name(std::string_view name) {
  const std::string wanted = folded(name);
  if (wanted.empty()) return std::nullopt;
  for (const auto& info : kCatalogue) {
    if (folded(info.name) == wanted || folded(info.code) == wanted) return info.id;
  }
  return std::nullopt;
}

}  // namespace nonet
