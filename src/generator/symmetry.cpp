// The symmetries of the square that a puzzle's givens may keep.
#include <algorithm>
#include <array>
#include <string>

#include "nonet/generate.hpp"

namespace nonet {
namespace {

struct SymmetryName {
  Symmetry symmetry;
  std::string_view name;
};
constexpr std::array<SymmetryName, 8> kSymmetryNames{{
    {Symmetry::none, "none"},
    {Symmetry::rot180, "rot180"},
    {Symmetry::rot90, "rot90"},
    {Symmetry::mirror, "mirror"},
    {Symmetry::flip, "flip"},
    {Symmetry::diagonal, "diagonal"},
    {Symmetry::antidiagonal, "antidiagonal"},
    {Symmetry::dihedral, "dihedral"},
}};

// The eight maps of the square, as (row, column) -> (row, column).
enum class Map { identity, rot90, rot180, rot270, mirror, flip, diagonal, antidiagonal };

Cell apply(Map map, Cell cell) {
  const int r = cell.row().index();
  const int c = cell.column().index();
  constexpr int last = kUnitSize - 1;
  switch (map) {
    case Map::identity:
      return cell;
    case Map::rot90:
      return Cell(Row(c), Column(last - r));
    case Map::rot180:
      return Cell(Row(last - r), Column(last - c));
    case Map::rot270:
      return Cell(Row(last - c), Column(r));
    case Map::mirror:
      return Cell(Row(r), Column(last - c));
    case Map::flip:
      return Cell(Row(last - r), Column(c));
    case Map::diagonal:
      return Cell(Row(c), Column(r));
    case Map::antidiagonal:
      return Cell(Row(last - c), Column(last - r));
  }
  return cell;
}

std::vector<Map> maps_of(Symmetry symmetry) {
  switch (symmetry) {
    case Symmetry::none:
      return {Map::identity};
    case Symmetry::rot180:
      return {Map::identity, Map::rot180};
    case Symmetry::rot90:
      return {Map::identity, Map::rot90, Map::rot180, Map::rot270};
    case Symmetry::mirror:
      return {Map::identity, Map::mirror};
    case Symmetry::flip:
      return {Map::identity, Map::flip};
    case Symmetry::diagonal:
      return {Map::identity, Map::diagonal};
    case Symmetry::antidiagonal:
      return {Map::identity, Map::antidiagonal};
    case Symmetry::dihedral:
      return {Map::identity, Map::rot90, Map::rot180,   Map::rot270,
              Map::mirror,   Map::flip,  Map::diagonal, Map::antidiagonal};
  }
  return {Map::identity};
}

}  // namespace

std::string_view symmetry_name(Symmetry symmetry) {
  for (const auto& entry : kSymmetryNames) {
    if (entry.symmetry == symmetry) return entry.name;
  }
  return "none";
}

std::optional<Symmetry> symmetry_from_name(std::string_view name) {
  for (const auto& entry : kSymmetryNames) {
    if (entry.name == name) return entry.symmetry;
  }
  // qqwing's names for the two rotations (its none, mirror and flip are nonet's too).
  if (name == "rotate90") return Symmetry::rot90;
  if (name == "rotate180") return Symmetry::rot180;
  return std::nullopt;
}

std::vector<Symmetry> all_symmetries() {
  std::vector<Symmetry> list;
  for (const auto& entry : kSymmetryNames) list.push_back(entry.symmetry);
  return list;
}

std::vector<Cell> orbit_of(Cell cell, Symmetry symmetry) {
  std::vector<Cell> orbit;
  for (Map map : maps_of(symmetry)) orbit.push_back(apply(map, cell));
  std::sort(orbit.begin(), orbit.end());
  orbit.erase(std::unique(orbit.begin(), orbit.end()), orbit.end());
  return orbit;
}

bool has_symmetry(const Grid& puzzle, Symmetry symmetry) {
  for (int i = 0; i < kCellCount; ++i) {
    const bool given = puzzle.value(Cell(i)) != 0;
    for (Cell image : orbit_of(Cell(i), symmetry)) {
      if ((puzzle.value(image) != 0) != given) return false;
    }
  }
  return true;
}

}  // namespace nonet
