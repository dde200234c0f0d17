// Typed positions and digit sets of the 9x9 board.
//
// Everything here is a small constexpr value type: a Cell is an index 0..80, Row/Column/Box an
// index 0..8, a Digit a value 1..9. Names shown to people are 1-based ("r4c7", "row 4", "box 6"),
// as the Sudoku community writes them.
//
// The constructors check their argument: a value out of range throws std::out_of_range at run
// time and does not compile in a constant expression. No Cell, Row, Column, Box or Digit holds
// a value outside its range, so none can index past a Grid or shift a DigitSet's bits too far.
#pragma once

#include <bit>
#include <compare>
#include <cstdint>
#include <string>

namespace nonet {

inline constexpr int kUnitSize = 9;  // cells in a row, column or box; digits 1..9
inline constexpr int kCellCount = 81;

namespace detail {
/// Throws std::out_of_range: "<what> <value> is outside <low>..<high>".
[[noreturn]] void throw_out_of_range(const char* what, int value, int low, int high);

constexpr std::uint8_t checked_value(const char* what, int value, int low, int high) {
  if (value < low || value > high) throw_out_of_range(what, value, low, high);
  return static_cast<std::uint8_t>(value);
}
}  // namespace detail

/// A digit 1..9. Digit(0) or Digit(12) throws std::out_of_range ("digit 12 is outside 1..9").
class Digit {
 public:
  constexpr explicit Digit(int value) : value_(detail::checked_value("digit", value, 1, 9)) {}
  [[nodiscard]] constexpr int value() const { return value_; }
  [[nodiscard]] constexpr char to_char() const { return static_cast<char>('0' + value_); }
  constexpr auto operator<=>(const Digit&) const = default;

 private:
  std::uint8_t value_;
};

class Cell;

namespace detail {
// Row, Column and Box share one shape; the tag keeps them from being mixed up.
// An index outside 0..8 throws std::out_of_range ("row index 9 is outside 0..8").
template <class Tag>
class UnitIndex {
 public:
  constexpr explicit UnitIndex(int index)
      : index_(checked_value(Tag::kName, index, 0, kUnitSize - 1)) {}
  [[nodiscard]] constexpr int index() const { return index_; }
  [[nodiscard]] constexpr int number() const { return index_ + 1; }  // 1-based, for people
  constexpr auto operator<=>(const UnitIndex&) const = default;

 private:
  // A Cell's row, column and box are in range by construction: no check in the searches' loops.
  friend class nonet::Cell;
  struct Unchecked {};
  constexpr UnitIndex(int index, Unchecked) : index_(static_cast<std::uint8_t>(index)) {}

  std::uint8_t index_;
};
struct RowTag {
  static constexpr const char* kName = "row index";
};
struct ColumnTag {
  static constexpr const char* kName = "column index";
};
struct BoxTag {
  static constexpr const char* kName = "box index";
};
}  // namespace detail

using Row = detail::UnitIndex<detail::RowTag>;
using Column = detail::UnitIndex<detail::ColumnTag>;
/// Boxes are numbered left to right, top to bottom: box 0 is the top-left 3x3 block.
using Box = detail::UnitIndex<detail::BoxTag>;

/// One of the 81 cells, index = row * 9 + column. An index outside 0..80 throws
/// std::out_of_range.
class Cell {
 public:
  constexpr Cell() = default;
  constexpr explicit Cell(int index)
      : index_(detail::checked_value("cell index", index, 0, kCellCount - 1)) {}
  constexpr Cell(Row row, Column column)
      : index_(static_cast<std::uint8_t>(row.index() * kUnitSize + column.index())) {}

  [[nodiscard]] constexpr int index() const { return index_; }
  [[nodiscard]] constexpr Row row() const { return Row(index_ / kUnitSize, Row::Unchecked{}); }
  [[nodiscard]] constexpr Column column() const {
    return Column(index_ % kUnitSize, Column::Unchecked{});
  }
  [[nodiscard]] constexpr Box box() const {
    return Box(index_ / kUnitSize / 3 * 3 + index_ % kUnitSize / 3, Box::Unchecked{});
  }
  /// "r4c7": the row and column numbers, 1-based.
  [[nodiscard]] std::string name() const;

  constexpr auto operator<=>(const Cell&) const = default;

 private:
  std::uint8_t index_ = 0;
};

/// A row, column or box: the three kinds of unit a digit may appear in only once.
class House {
 public:
  enum class Kind : std::uint8_t { row, column, box };

  /// An index outside 0..8 throws std::out_of_range.
  constexpr House(Kind kind, int index)
      : kind_(kind), index_(detail::checked_value("house index", index, 0, kUnitSize - 1)) {}
  constexpr House(Row row) : House(Kind::row, row.index()) {}              // NOLINT: implicit
  constexpr House(Column column) : House(Kind::column, column.index()) {}  // NOLINT: implicit
  constexpr House(Box box) : House(Kind::box, box.index()) {}              // NOLINT: implicit

  [[nodiscard]] constexpr Kind kind() const { return kind_; }
  [[nodiscard]] constexpr int index() const { return index_; }
  /// The i-th cell of the house (0..8): left to right, top to bottom.
  [[nodiscard]] constexpr Cell cell(int i) const {
    switch (kind_) {
      case Kind::row:
        return Cell(index_ * kUnitSize + i);
      case Kind::column:
        return Cell(i * kUnitSize + index_);
      case Kind::box:
        break;
    }
    return Cell((index_ / 3 * 3 + i / 3) * kUnitSize + index_ % 3 * 3 + i % 3);
  }
  /// "row 4", "column 7", "box 6".
  [[nodiscard]] std::string name() const;

  constexpr auto operator<=>(const House&) const = default;

 private:
  Kind kind_;
  std::uint8_t index_;
};

/// A set of digits 1..9 as a 9-bit mask (bit d-1 stands for digit d): pencil marks of one cell.
class DigitSet {
 public:
  static constexpr std::uint16_t kAllBits = 0x1FF;

  constexpr DigitSet() = default;
  constexpr explicit DigitSet(std::uint16_t bits) : bits_(bits & kAllBits) {}
  [[nodiscard]] static constexpr DigitSet all() { return DigitSet(kAllBits); }
  [[nodiscard]] static constexpr DigitSet of(Digit d) {
    return DigitSet(static_cast<std::uint16_t>(1u << (d.value() - 1)));
  }

  [[nodiscard]] constexpr std::uint16_t bits() const { return bits_; }
  [[nodiscard]] constexpr bool contains(Digit d) const { return (bits_ >> (d.value() - 1)) & 1u; }
  [[nodiscard]] constexpr int size() const { return std::popcount(bits_); }
  [[nodiscard]] constexpr bool empty() const { return bits_ == 0; }
  /// The smallest digit of a non-empty set; std::out_of_range for an empty one.
  [[nodiscard]] constexpr Digit first() const { return Digit(std::countr_zero(bits_) + 1); }

  constexpr void insert(Digit d) { bits_ |= of(d).bits_; }
  constexpr void erase(Digit d) { bits_ &= static_cast<std::uint16_t>(~of(d).bits_); }

  constexpr auto operator<=>(const DigitSet&) const = default;

 private:
  std::uint16_t bits_ = 0;
};

}  // namespace nonet
