// Cell, Row, Column, Box, House, Digit and DigitSet: indexing, names and set operations.
#include <gtest/gtest.h>

#include <array>
#include <set>
#include <stdexcept>
#include <string>
#include <type_traits>

#include "nonet/types.hpp"

namespace nonet {
namespace {

// The small value types are usable in constant expressions.
static_assert(Cell(Row(3), Column(6)).index() == 33);
static_assert(Cell(33).row() == Row(3));
static_assert(Cell(33).column() == Column(6));
static_assert(Cell(33).box() == Box(5));
static_assert(House(Box(4)).cell(4) == Cell(Row(4), Column(4)));
static_assert(DigitSet::all().size() == 9);
static_assert(std::is_trivially_copyable_v<Cell>);
static_assert(std::is_trivially_copyable_v<House>);
static_assert(std::is_trivially_copyable_v<DigitSet>);

// An out-of-range value is not a constant expression: Digit(12) does not compile as a constant.
template <int V>
constexpr bool kConstantDigit = requires {
  typename std::integral_constant<int, Digit(V).value()>;
};
template <int V>
constexpr bool kConstantCell = requires {
  typename std::integral_constant<int, Cell(V).index()>;
};
static_assert(kConstantDigit<1> && kConstantDigit<9>);
static_assert(!kConstantDigit<0> && !kConstantDigit<10>);
static_assert(kConstantCell<0> && kConstantCell<80>);
static_assert(!kConstantCell<81> && !kConstantCell<-1>);

TEST(Digit, ValueAndCharacter) {
  for (int v = 1; v <= 9; ++v) {
    const Digit d(v);
    EXPECT_EQ(d.value(), v);
    EXPECT_EQ(d.to_char(), static_cast<char>('0' + v));
  }
  EXPECT_LT(Digit(2), Digit(7));
  EXPECT_EQ(Digit(5), Digit(5));
}

// Out-of-range values never make a Digit, Row, Column, Box, Cell or House: they throw, so no
// value outside its range reaches a Grid or a DigitSet.
template <class F>
std::string out_of_range_message(F make) {
  try {
    (void)make();
  } catch (const std::out_of_range& e) {
    return e.what();
  }
  return "no exception";
}

TEST(Digit, OutsideOneToNineThrows) {
  EXPECT_EQ(out_of_range_message([] { return Digit(0); }), "digit 0 is outside 1..9");
  EXPECT_EQ(out_of_range_message([] { return Digit(12); }), "digit 12 is outside 1..9");
  EXPECT_EQ(out_of_range_message([] { return Digit(-1); }), "digit -1 is outside 1..9");
  EXPECT_EQ(out_of_range_message([] { return Digit(256 + 5); }), "digit 261 is outside 1..9");
  EXPECT_NO_THROW((void)Digit(1));
  EXPECT_NO_THROW((void)Digit(9));
}

TEST(UnitIndex, OutsideZeroToEightThrows) {
  EXPECT_EQ(out_of_range_message([] { return Row(9); }), "row index 9 is outside 0..8");
  EXPECT_EQ(out_of_range_message([] { return Column(-1); }), "column index -1 is outside 0..8");
  EXPECT_EQ(out_of_range_message([] { return Box(264); }), "box index 264 is outside 0..8");
  EXPECT_EQ(out_of_range_message([] { return House(House::Kind::row, 9); }),
            "house index 9 is outside 0..8");
  EXPECT_NO_THROW((void)Row(0));
  EXPECT_NO_THROW((void)Box(8));
}

TEST(Cell, OutsideTheGridThrows) {
  EXPECT_EQ(out_of_range_message([] { return Cell(81); }), "cell index 81 is outside 0..80");
  EXPECT_EQ(out_of_range_message([] { return Cell(-1); }), "cell index -1 is outside 0..80");
  EXPECT_EQ(out_of_range_message([] { return Cell(256); }), "cell index 256 is outside 0..80");
  EXPECT_NO_THROW((void)Cell(80));
}

TEST(DigitSet, FirstOfAnEmptySetThrows) {
  EXPECT_EQ(out_of_range_message([] { return DigitSet().first(); }), "digit 17 is outside 1..9");
}

TEST(UnitIndex, NumberIsOneBased) {
  EXPECT_EQ(Row(0).number(), 1);
  EXPECT_EQ(Column(8).number(), 9);
  EXPECT_EQ(Box(5).index(), 5);
  EXPECT_EQ(Box(5).number(), 6);
}

TEST(Cell, IndexIsRowTimesNinePlusColumn) {
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) {
      const Cell cell{Row(r), Column(c)};
      EXPECT_EQ(cell.index(), r * 9 + c);
      EXPECT_EQ(cell.row().index(), r);
      EXPECT_EQ(cell.column().index(), c);
      EXPECT_EQ(cell.box().index(), r / 3 * 3 + c / 3);
    }
  }
}

TEST(Cell, DefaultIsTheFirstCell) {
  EXPECT_EQ(Cell().index(), 0);
  EXPECT_EQ(Cell().name(), "r1c1");
}

TEST(Cell, NameIsOneBasedRowAndColumn) {
  EXPECT_EQ(Cell(Row(3), Column(6)).name(), "r4c7");
  EXPECT_EQ(Cell(0).name(), "r1c1");
  EXPECT_EQ(Cell(8).name(), "r1c9");
  EXPECT_EQ(Cell(9).name(), "r2c1");
  EXPECT_EQ(Cell(16).name(), "r2c8");
  EXPECT_EQ(Cell(80).name(), "r9c9");
}

TEST(Cell, BoxesAreNumberedLeftToRightTopToBottom) {
  EXPECT_EQ(Cell(Row(0), Column(0)).box(), Box(0));
  EXPECT_EQ(Cell(Row(0), Column(8)).box(), Box(2));
  EXPECT_EQ(Cell(Row(3), Column(6)).box(), Box(5));  // r4c7 is in box 6
  EXPECT_EQ(Cell(Row(4), Column(4)).box(), Box(4));
  EXPECT_EQ(Cell(Row(8), Column(0)).box(), Box(6));
  EXPECT_EQ(Cell(Row(8), Column(8)).box(), Box(8));
}

TEST(Cell, Ordering) {
  EXPECT_LT(Cell(3), Cell(4));
  EXPECT_EQ(Cell(Row(1), Column(2)), Cell(11));
  EXPECT_NE(Cell(Row(1), Column(2)), Cell(Row(2), Column(1)));
}

TEST(House, Names) {
  EXPECT_EQ(House(Row(3)).name(), "row 4");
  EXPECT_EQ(House(Column(6)).name(), "column 7");
  EXPECT_EQ(House(Box(5)).name(), "box 6");
  EXPECT_EQ(House(House::Kind::row, 0).name(), "row 1");
  EXPECT_EQ(House(House::Kind::column, 8).name(), "column 9");
  EXPECT_EQ(House(House::Kind::box, 8).name(), "box 9");
}

TEST(House, ImplicitFromUnitIndex) {
  const House row = Row(2);
  const House column = Column(2);
  const House box = Box(2);
  EXPECT_EQ(row.kind(), House::Kind::row);
  EXPECT_EQ(column.kind(), House::Kind::column);
  EXPECT_EQ(box.kind(), House::Kind::box);
  EXPECT_EQ(row.index(), 2);
  EXPECT_NE(row, column);
  EXPECT_NE(column, box);
}

TEST(House, RowCellsLeftToRight) {
  const House row(Row(3));
  for (int i = 0; i < 9; ++i) EXPECT_EQ(row.cell(i), Cell(Row(3), Column(i))) << i;
  EXPECT_EQ(row.cell(6).name(), "r4c7");
}

TEST(House, ColumnCellsTopToBottom) {
  const House column(Column(6));
  for (int i = 0; i < 9; ++i) EXPECT_EQ(column.cell(i), Cell(Row(i), Column(6))) << i;
  EXPECT_EQ(column.cell(3).name(), "r4c7");
}

TEST(House, BoxCellsLeftToRightThenTopToBottom) {
  const House box(Box(5));  // rows 4-6, columns 7-9
  const std::array<const char*, 9> expected = {"r4c7", "r4c8", "r4c9", "r5c7", "r5c8",
                                               "r5c9", "r6c7", "r6c8", "r6c9"};
  for (int i = 0; i < 9; ++i) {
    EXPECT_EQ(box.cell(i).name(), expected[static_cast<std::size_t>(i)]) << i;
  }
  EXPECT_EQ(House(Box(0)).cell(8).name(), "r3c3");
  EXPECT_EQ(House(Box(8)).cell(0).name(), "r7c7");
}

TEST(House, EveryHouseHoldsNineDistinctCellsOfItsOwn) {
  std::array<int, 81> seen{};
  for (auto kind : {House::Kind::row, House::Kind::column, House::Kind::box}) {
    for (int h = 0; h < 9; ++h) {
      const House house(kind, h);
      std::set<int> cells;
      for (int i = 0; i < 9; ++i) {
        const Cell cell = house.cell(i);
        cells.insert(cell.index());
        ++seen[static_cast<std::size_t>(cell.index())];
        switch (kind) {
          case House::Kind::row:
            EXPECT_EQ(cell.row().index(), h);
            break;
          case House::Kind::column:
            EXPECT_EQ(cell.column().index(), h);
            break;
          case House::Kind::box:
            EXPECT_EQ(cell.box().index(), h);
            break;
        }
      }
      EXPECT_EQ(cells.size(), 9u) << house.name();
    }
  }
  for (int i = 0; i < 81; ++i) EXPECT_EQ(seen[static_cast<std::size_t>(i)], 3) << Cell(i).name();
}

TEST(DigitSet, EmptyAndAll) {
  const DigitSet none;
  EXPECT_TRUE(none.empty());
  EXPECT_EQ(none.size(), 0);
  EXPECT_EQ(none.bits(), 0);
  const auto all = DigitSet::all();
  EXPECT_FALSE(all.empty());
  EXPECT_EQ(all.size(), 9);
  EXPECT_EQ(all.bits(), DigitSet::kAllBits);
  for (int v = 1; v <= 9; ++v) {
    EXPECT_FALSE(none.contains(Digit(v)));
    EXPECT_TRUE(all.contains(Digit(v)));
  }
}

TEST(DigitSet, BitDMinusOneStandsForDigitD) {
  EXPECT_EQ(DigitSet::of(Digit(1)).bits(), 0x001);
  EXPECT_EQ(DigitSet::of(Digit(9)).bits(), 0x100);
  EXPECT_EQ(DigitSet(0x0A).size(), 2);  // digits 2 and 4
  EXPECT_TRUE(DigitSet(0x0A).contains(Digit(2)));
  EXPECT_TRUE(DigitSet(0x0A).contains(Digit(4)));
  EXPECT_FALSE(DigitSet(0x0A).contains(Digit(3)));
}

TEST(DigitSet, BitsAboveNineAreDropped) {
  EXPECT_EQ(DigitSet(0xFFFF).bits(), DigitSet::kAllBits);
  EXPECT_EQ(DigitSet(0x200).bits(), 0);
  EXPECT_TRUE(DigitSet(0x200).empty());
}

TEST(DigitSet, InsertEraseFirst) {
  DigitSet set;
  set.insert(Digit(7));
  set.insert(Digit(3));
  set.insert(Digit(3));
  EXPECT_EQ(set.size(), 2);
  EXPECT_EQ(set.first(), Digit(3));
  set.erase(Digit(3));
  EXPECT_EQ(set.first(), Digit(7));
  set.erase(Digit(5));  // not there: no change
  EXPECT_EQ(set, DigitSet::of(Digit(7)));
  set.erase(Digit(7));
  EXPECT_TRUE(set.empty());
}

}  // namespace
}  // namespace nonet
