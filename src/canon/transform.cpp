// The algebra of transformations: checking, applying, composing and inverting them, the named
// ones, and random ones.
#include <string>

#include "canon/checks.hpp"
#include "canon/line_maps.hpp"
#include "generator/random.hpp"
#include "nonet/canon.hpp"

namespace nonet {
namespace canon {

LineMaps line_maps(const Transform& t) {
  LineMaps maps;
  maps.transpose = t.transpose;
  for (int i = 0; i < 9; ++i) {
    maps.rows[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(t.source_row(i));
    maps.columns[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(t.source_column(i));
  }
  maps.digits = t.digits;
  return maps;
}

Transform from_line_maps(const LineMaps& maps) {
  Transform t;
  t.transpose = maps.transpose;
  for (std::size_t i = 0; i < 3; ++i) {
    t.bands[i] = static_cast<std::uint8_t>(maps.rows[3 * i] / 3);
    t.stacks[i] = static_cast<std::uint8_t>(maps.columns[3 * i] / 3);
    for (std::size_t j = 0; j < 3; ++j) {
      t.rows[i][j] = static_cast<std::uint8_t>(maps.rows[3 * i + j] % 3);
      t.columns[i][j] = static_cast<std::uint8_t>(maps.columns[3 * i + j] % 3);
    }
  }
  t.digits = maps.digits;
  return t;
}

LineMaps compose_maps(const LineMaps& a, const LineMaps& b) {
  LineMaps out;
  out.transpose = a.transpose != b.transpose;
  // After a transposition in `b`, its rows are `a`'s columns and the other way round.
  out.rows = chain(b.transpose ? a.columns : a.rows, b.rows);
  out.columns = chain(b.transpose ? a.rows : a.columns, b.columns);
  for (std::size_t d = 0; d < out.digits.size(); ++d) out.digits[d] = b.digits[a.digits[d]];
  return out;
}

LineMaps invert_maps(const LineMaps& maps) {
  const auto inverted = [](const LineMap& map) {
    LineMap out{};
    for (std::size_t i = 0; i < map.size(); ++i) out[map[i]] = static_cast<std::uint8_t>(i);
    return out;
  };
  LineMaps inv;
  inv.transpose = maps.transpose;
  inv.rows = inverted(maps.transpose ? maps.columns : maps.rows);
  inv.columns = inverted(maps.transpose ? maps.rows : maps.columns);
  for (std::size_t d = 0; d < inv.digits.size(); ++d) {
    inv.digits[maps.digits[d]] = static_cast<std::uint8_t>(d);
  }
  return inv;
}

}  // namespace canon

namespace {

using canon::LineMap;
using canon::LineMaps;

// "312" for {2, 0, 1}: 1-based, as people and the text form write orders.
template <std::size_t N>
std::string order_text(const std::array<std::uint8_t, N>& order, int base) {
  std::string text;
  for (auto v : order) text += std::to_string(v + base);
  return text;
}

template <std::size_t N>
bool is_order(const std::array<std::uint8_t, N>& order, std::size_t low) {
  std::array<bool, N> seen{};
  for (auto v : order) {
    if (v < low || v >= low + N || seen[v - low]) return false;
    seen[v - low] = true;
  }
  return true;
}

std::optional<Error> bad_field(const std::string& what) {
  return canon::make_error(ErrorCode::invalid_argument, "transform: " + what);
}

LineMap reversed_lines() {
  return {8, 7, 6, 5, 4, 3, 2, 1, 0};
}
LineMap same_lines() {
  return {0, 1, 2, 3, 4, 5, 6, 7, 8};
}

Transform cell_transform(bool transpose, const LineMap& rows, const LineMap& columns) {
  return canon::from_line_maps(LineMaps{
      .transpose = transpose, .rows = rows, .columns = columns, .digits = Transform{}.digits});
}

void require_valid(const Transform& t) {
  if (auto error = check_transform(t)) throw *error;
}

}  // namespace

std::optional<Error> check_transform(const Transform& t) {
  if (!is_order(t.bands, 0))
    return bad_field("bands " + order_text(t.bands, 1) + " are not an order of 1..3");
  if (!is_order(t.stacks, 0))
    return bad_field("stacks " + order_text(t.stacks, 1) + " are not an order of 1..3");
  for (std::size_t i = 0; i < 3; ++i) {
    if (!is_order(t.rows[i], 0)) {
      return bad_field("rows " + order_text(t.rows[i], 1) + " of band " + std::to_string(i + 1) +
                       " are not an order of 1..3");
    }
    if (!is_order(t.columns[i], 0)) {
      return bad_field("columns " + order_text(t.columns[i], 1) + " of stack " +
                       std::to_string(i + 1) + " are not an order of 1..3");
    }
  }
  if (t.digits[0] != 0) return bad_field("digits[0] must be 0 (blanks stay blank)");
  std::array<std::uint8_t, 9> digits{};
  for (std::size_t d = 0; d < 9; ++d) digits[d] = t.digits[d + 1];
  if (!is_order(digits, 1)) {
    return bad_field("digits " + order_text(digits, 0) + " are not an order of 1..9");
  }
  return std::nullopt;
}

Grid transform(const Grid& grid, const Transform& t) {
  require_valid(t);
  const LineMaps maps = canon::line_maps(t);
  std::array<std::uint8_t, kCellCount> out{};
  const auto& in = grid.values();
  for (std::size_t r = 0; r < 9; ++r) {
    for (std::size_t c = 0; c < 9; ++c) {
      const std::size_t source_row = maps.transpose ? maps.columns[c] : maps.rows[r];
      const std::size_t source_column = maps.transpose ? maps.rows[r] : maps.columns[c];
      out[r * 9 + c] = maps.digits[in[source_row * 9 + source_column]];
    }
  }
  return Grid::from_values(out);
}

Transform inverse(const Transform& t) {
  require_valid(t);
  return canon::from_line_maps(canon::invert_maps(canon::line_maps(t)));
}

Transform compose(const Transform& first, const Transform& second) {
  require_valid(first);
  require_valid(second);
  return canon::from_line_maps(
      canon::compose_maps(canon::line_maps(first), canon::line_maps(second)));
}

Transform transposition() {
  return cell_transform(true, same_lines(), same_lines());
}
Transform antitransposition() {
  return cell_transform(true, reversed_lines(), reversed_lines());
}
Transform mirror() {
  return cell_transform(false, same_lines(), reversed_lines());
}
Transform flip() {
  return cell_transform(false, reversed_lines(), same_lines());
}

Transform rotation(int quarter_turns) {
  switch (((quarter_turns % 4) + 4) % 4) {
    case 1:  // clockwise: the result's row r is the source's column r, read bottom up
      return cell_transform(true, same_lines(), reversed_lines());
    case 2:
      return cell_transform(false, reversed_lines(), reversed_lines());
    case 3:
      return cell_transform(true, reversed_lines(), same_lines());
    default:
      return Transform{};
  }
}

Transform random_transform(std::uint64_t seed) {
  generator::Random random(seed);
  Transform t;
  t.transpose = random.below(2) == 1;
  random.shuffle(t.bands.begin(), t.bands.end());
  for (auto& order : t.rows) random.shuffle(order.begin(), order.end());
  random.shuffle(t.stacks.begin(), t.stacks.end());
  for (auto& order : t.columns) random.shuffle(order.begin(), order.end());
  random.shuffle(t.digits.begin() + 1, t.digits.end());
  return t;
}

Transform random_transform(std::uint64_t seed, std::string_view input, std::size_t line) {
  std::uint64_t hash = 0xcbf29ce484222325ULL;  // FNV-1a: the same on every machine
  for (const char ch : input) hash = (hash ^ static_cast<unsigned char>(ch)) * 0x100000001b3ULL;
  return random_transform(seed ^ (hash * 0x9E3779B97F4A7C15ULL) ^
                          (static_cast<std::uint64_t>(line) << 1));
}

Grid random_isomorph(const Grid& grid, std::uint64_t seed) {
  return transform(grid, random_transform(seed));
}

}  // namespace nonet
