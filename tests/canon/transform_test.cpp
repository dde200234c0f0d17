// Transform: applying, composing, inverting, the named transformations and the text forms.
#include <gtest/gtest.h>

#include "canon/canon_cases.hpp"
#include "nonet/canon.hpp"

namespace nonet::test {
namespace {

const Grid kPuzzle =
    grid_of("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");

// Where the given of a one-given grid at `from` lands under `t`.
int moved_cell(int from, const Transform& t) {
  const Grid moved = transform(grid_with({{from, 4}}), t);
  for (int i = 0; i < kCellCount; ++i) {
    if (moved.value(Cell(i)) != 0) return i;
  }
  return -1;
}

int at(int row, int column) {
  return (row - 1) * 9 + (column - 1);
}

TEST(Transform, DefaultIsTheIdentity) {
  EXPECT_EQ(transform(kPuzzle, Transform{}), kPuzzle);
  EXPECT_FALSE(check_transform(Transform{}).has_value());
  EXPECT_EQ(to_string(Transform{}), "t0:b123:r123/123/123:s123:c123/123/123:d123456789");
}

TEST(Transform, NamedTransformationsMoveCellsAsTheirNamesSay) {
  EXPECT_EQ(moved_cell(at(1, 1), rotation(1)), at(1, 9));  // clockwise
  EXPECT_EQ(moved_cell(at(1, 2), rotation(1)), at(2, 9));
  EXPECT_EQ(moved_cell(at(1, 2), rotation(2)), at(9, 8));
  EXPECT_EQ(moved_cell(at(1, 2), rotation(3)), at(8, 1));
  EXPECT_EQ(moved_cell(at(1, 2), rotation(-1)), at(8, 1));
  EXPECT_EQ(moved_cell(at(2, 3), mirror()), at(2, 7));
  EXPECT_EQ(moved_cell(at(2, 3), flip()), at(8, 3));
  EXPECT_EQ(moved_cell(at(2, 3), transposition()), at(3, 2));
  EXPECT_EQ(moved_cell(at(2, 3), antitransposition()), at(7, 8));
  EXPECT_EQ(rotation(4), Transform{});
  EXPECT_EQ(compose(rotation(1), rotation(1)), rotation(2));
  EXPECT_EQ(compose(mirror(), flip()), rotation(2));
  EXPECT_EQ(compose(transposition(), rotation(1)), mirror());
}

TEST(Transform, BandsRowsStacksColumnsAndDigitsMoveAsDocumented) {
  Transform t;
  t.bands = {2, 0, 1};       // band 3 first
  t.rows[0] = {1, 0, 2};     // within it: its rows 2, 1, 3
  t.stacks = {1, 2, 0};      // stack 2 first
  t.columns[2] = {2, 1, 0};  // the last stack (source stack 1) reversed
  t.digits = {0, 9, 1, 2, 3, 4, 5, 6, 7, 8};
  EXPECT_EQ(t.source_row(0), 7);     // row 8 (band 3's second row) comes first
  EXPECT_EQ(t.source_column(6), 2);  // column 7 shows source column 3
  const Grid moved = transform(kPuzzle, t);
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) {
      EXPECT_EQ(moved.value(Cell(Row(r), Column(c))),
                t.digits[static_cast<std::size_t>(
                    kPuzzle.value(Cell(Row(t.source_row(r)), Column(t.source_column(c)))))]);
    }
  }
  EXPECT_EQ(to_string(t), "t0:b312:r213/123/123:s231:c123/123/321:d912345678");
  EXPECT_EQ(parse_transform(to_string(t)), t);
}

TEST(Transform, InverseAndCompositionLaws) {
  for (std::uint64_t seed = 0; seed < 200; ++seed) {
    const Transform a = random_transform(seed);
    const Transform b = random_transform(seed + 1000);
    EXPECT_FALSE(check_transform(a).has_value());
    EXPECT_EQ(transform(transform(kPuzzle, a), inverse(a)), kPuzzle) << to_string(a);
    EXPECT_EQ(compose(a, inverse(a)), Transform{}) << to_string(a);
    EXPECT_EQ(compose(inverse(a), a), Transform{}) << to_string(a);
    EXPECT_EQ(transform(kPuzzle, compose(a, b)), transform(transform(kPuzzle, a), b));
    EXPECT_EQ(inverse(compose(a, b)), compose(inverse(b), inverse(a)));
    EXPECT_EQ(parse_transform(to_string(a)), a);
  }
}

TEST(Transform, RandomTransformsAreReproducibleAndVaried) {
  EXPECT_EQ(random_transform(42), random_transform(42));
  EXPECT_EQ(random_isomorph(kPuzzle, 42), transform(kPuzzle, random_transform(42)));
  int transposed = 0;
  std::array<int, 3> first_band{};
  for (std::uint64_t seed = 0; seed < 600; ++seed) {
    const Transform t = random_transform(seed);
    transposed += t.transpose ? 1 : 0;
    ++first_band[t.bands[0]];
    EXPECT_NE(t, random_transform(seed + 1));
  }
  EXPECT_GT(transposed, 240);  // about half
  EXPECT_LT(transposed, 360);
  for (int count : first_band) EXPECT_GT(count, 140);  // about a third each
}

TEST(Transform, RecordTransformsAreReproducibleAndDifferPerRecord) {
  const Transform t = random_transform(7, "puzzles.txt", 12);
  EXPECT_EQ(t, random_transform(7, "puzzles.txt", 12));
  EXPECT_NE(t, random_transform(8, "puzzles.txt", 12));
  EXPECT_NE(t, random_transform(7, "other.txt", 12));
  EXPECT_NE(t, random_transform(7, "puzzles.txt", 13));
  EXPECT_NE(t, random_transform(7, "<stdin>", 12));
}

TEST(Transform, MalformedTransformsAreErrorsNotCrashes) {
  Transform t;
  t.bands = {0, 0, 2};
  const auto error = check_transform(t);
  ASSERT_TRUE(error.has_value());
  EXPECT_EQ(error->code, ErrorCode::invalid_argument);
  EXPECT_EQ(error->message, "transform: bands 113 are not an order of 1..3");
  EXPECT_THROW((void)transform(kPuzzle, t), Error);
  EXPECT_THROW((void)inverse(t), Error);
  EXPECT_THROW((void)compose(Transform{}, t), Error);
  Transform digits;
  digits.digits[3] = 1;
  ASSERT_TRUE(check_transform(digits).has_value());
  EXPECT_EQ(check_transform(digits)->message,
            "transform: digits 121456789 are not an order of 1..9");
  Transform blank;
  blank.digits[0] = 1;
  EXPECT_TRUE(check_transform(blank).has_value());
  Transform columns;
  columns.columns[1] = {0, 1, 7};
  EXPECT_EQ(check_transform(columns)->message,
            "transform: columns 128 of stack 2 are not an order of 1..3");
}

Error parse_error(std::string_view text, bool list) {
  try {
    if (list) {
      (void)parse_transform_list(text);
    } else {
      (void)parse_transform(text);
    }
  } catch (const Error& error) {
    return error;
  }
  ADD_FAILURE() << "no error for '" << text << "'";
  return {};
}

TEST(Transform, TextFormErrorsNameTheColumn) {
  const Error wrong_digit = parse_error("t0:b124:r123/123/123:s123:c123/123/123:d123456789", false);
  EXPECT_EQ(wrong_digit.code, ErrorCode::bad_input);
  EXPECT_EQ(wrong_digit.column, 7u);
  const Error not_order = parse_error("t0:b113:r123/123/123:s123:c123/123/123:d123456789", false);
  EXPECT_EQ(not_order.column, 1u);
  EXPECT_NE(not_order.message.find("bands 113"), std::string::npos) << not_order.message;
  EXPECT_EQ(parse_error("t0:b123:r123/123/123:s123:c123/123/123:d12345678", false).column, 49u);
  EXPECT_EQ(parse_error("t0:b123:r123/123/123:s123:c123/123/123:d123456789x", false).column, 50u);
  EXPECT_EQ(parse_error("", false).column, 1u);
}

TEST(Transform, ListsOfNamedTransformations) {
  EXPECT_EQ(parse_transform_list("rotate90,rotate90"), rotation(2));
  EXPECT_EQ(parse_transform_list("rotate270"), rotation(3));
  EXPECT_EQ(parse_transform_list("mirror,flip"), rotation(2));
  EXPECT_EQ(parse_transform_list("transpose"), transposition());
  EXPECT_EQ(parse_transform_list("antitranspose"), antitransposition());
  EXPECT_EQ(parse_transform_list("identity"), Transform{});
  Transform relabel;
  relabel.digits = {0, 9, 1, 2, 3, 4, 5, 6, 7, 8};
  EXPECT_EQ(parse_transform_list("relabel=912345678"), relabel);
  Transform bands;
  bands.bands = {2, 0, 1};
  EXPECT_EQ(parse_transform_list("bands=312"), bands);
  Transform rows;
  rows.rows[1] = {1, 0, 2};
  EXPECT_EQ(parse_transform_list("rows=2:213"), rows);
  Transform columns;
  columns.columns[2] = {2, 1, 0};
  EXPECT_EQ(parse_transform_list("columns=3:321"), columns);
  Transform stacks;
  stacks.stacks = {1, 0, 2};
  EXPECT_EQ(parse_transform_list("stacks=213"), stacks);
  const Transform random = random_transform(9);
  EXPECT_EQ(parse_transform_list("mirror," + to_string(random)), compose(mirror(), random));

  const Error unknown = parse_error("rotate90,bogus", true);
  EXPECT_EQ(unknown.code, ErrorCode::bad_input);
  EXPECT_EQ(unknown.column, 10u);
  EXPECT_NE(unknown.message.find("unknown transform 'bogus'"), std::string::npos);
  EXPECT_EQ(parse_error("bands=3125", true).column, 7u);
  EXPECT_EQ(parse_error("rotate90,bands=113", true).column, 16u);
  EXPECT_EQ(parse_error("rows=4:123", true).column, 6u);
  EXPECT_EQ(parse_error("mirror,,flip", true).column, 8u);
  EXPECT_EQ(parse_error("relabel=12345678a", true).column, 17u);
}

}  // namespace
}  // namespace nonet::test
