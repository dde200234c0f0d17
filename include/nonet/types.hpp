// Typed positions and digit sets of the 9x9 board.
//
// Everything here is a small constexpr value type: a Cell is an index 0..80, Row/Column/Box an
// index 0..8, a Digit a value 1..9. Names shown to people are 1-based ("r4c7", "row 4", "box 6"),
// as the Sudoku community writes them.
#pragma once

#include <bit>
#include <compare>
#include <cstdint>
#include <string>

namespace nonet {

inline constexpr int kUnitSize = 9;  // cells in a row, column or box; digits 1..9
inline constexpr int kCellCount = 81;

/// A digit 1..9. Constructing one from a value outside 1..9 is a programming error.
class Digit {
 public:
  constexpr explicit Digit(int value) : value_(static_cast<std::uint8_t>(value)) {}
  [[nodiscard]] constexpr int value() const { return value_; }
  [[nodiscard]] constexpr char to_char() const { return static_cast<char>('0' + value_); }
  constexpr auto operator<=>(const Digit&) const = default;

 private:
  std::uint8_t value_;
};

namespace detail {
// Row, Column and Box share one shape; the tag keeps them from being mixed up.
template <class Tag>
class UnitIndex {
 public:
  constexpr explicit UnitIndex(int index) : index_(static_cast<std::uint8_t>(index)) {}
  [[nodiscard]] constexpr int index() const { return index_; }
  [[nodiscard]] constexpr int number() const { return index_ + 1; }  // 1-based, for people
  constexpr auto operator<=>(const UnitIndex&) const = default;

 private:
  std::uint8_t index_;
};
struct RowTag {};
struct ColumnTag {};
struct BoxTag {};
}  // namespace detail

using Row = detail::UnitIndex<detail::RowTag>;
using Column = detail::UnitIndex<detail::ColumnTag>;
/// Boxes are numbered left to right, top to bottom: box 0 is the top-left 3x3 block.
using Box = detail::UnitIndex<detail::BoxTag>;

/// One of the 81 cells, index = row * 9 + column.
class Cell {
 public:
  constexpr Cell() = default;
  constexpr explicit Cell(int index) : index_(static_cast<std::uint8_t>(index)) {}
  constexpr Cell(Row row, Column column) : Cell(row.index() * kUnitSize + column.index()) {}

  [[nodiscard]] constexpr int index() const { return index_; }
  [[nodiscard]] constexpr Row row() const { return Row(index_ / kUnitSize); }
  [[nodiscard]] constexpr Column column() const { return Column(index_ % kUnitSize); }
  [[nodiscard]] constexpr Box box() const {
    return Box(row().index() / 3 * 3 + column().index() / 3);
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

  constexpr House(Kind kind, int index) : kind_(kind), index_(static_cast<std::uint8_t>(index)) {}
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
  /// The smallest digit of a non-empty set.
  [[nodiscard]] constexpr Digit first() const { return Digit(std::countr_zero(bits_) + 1); }

  constexpr void insert(Digit d) { bits_ |= of(d).bits_; }
  constexpr void erase(Digit d) { bits_ &= static_cast<std::uint16_t>(~of(d).bits_); }

  constexpr auto operator<=>(const DigitSet&) const = default;

 private:
  std::uint16_t bits_ = 0;
};

}  // namespace nonet
