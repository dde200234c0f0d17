// serate's --format templates, as `nonet rate --template` fills them.
#include <gtest/gtest.h>

#include <string>

#include "nonet/serialize.hpp"
#include "support/boards.hpp"

namespace nonet {
namespace {

using testing::grid_from;

SeRating rated() {
  SeRating rating;
  rating.status = RatingStatus::rated;
  rating.er = 71;
  rating.ep = 26;
  rating.ed = 12;
  return rating;
}

TEST(RatingTemplate, FillsSeratesConversions) {
  const SeRating rating = rated();
  const std::string line(testing::kPuzzle);
  const std::string input_line = line + " note";  // the fields only view it
  RatingTemplateFields fields{.input_line = input_line,
                              .puzzle = grid_from(testing::kPuzzle),
                              .ordinal = 7,
                              .seconds = 0.25,
                              .rating = &rating};
  EXPECT_EQ(rating_template_text("%r/%p/%d", fields), "7.1/2.6/1.2");
  EXPECT_EQ(rating_template_text("%g ED=%r/%p/%d", fields), line + " note ED=7.1/2.6/1.2");
  EXPECT_EQ(rating_template_text("%n%t%e%l100%%", fields), "7\t0.250s\n100%");
  std::string digits = line;
  for (char& c : digits) {
    if (c == '.') c = '0';
  }
  EXPECT_EQ(rating_template_text("%i", fields), digits);
  // Without the steps the names are empty.
  EXPECT_EQ(rating_template_text("[%R]", fields), "[]");
}

TEST(RatingTemplate, UnsolvedIsTwentyAsSerateSays) {
  SeRating unsolved;
  unsolved.status = RatingStatus::unsolved;
  const RatingTemplateFields fields{
      .input_line = "", .puzzle = Grid(), .ordinal = 1, .seconds = 0, .rating = &unsolved};
  EXPECT_EQ(rating_template_text("%r/%p/%d", fields), "20.0/20.0/20.0");
}

TEST(RatingTemplate, NamesTheStepsThatSetTheRatings) {
  SeRating rating = rated();
  Step first;
  first.difficulty = 12;
  first.rule = "Hidden Single";
  Step placing;
  placing.difficulty = 26;
  placing.rule = "Pointing";
  placing.placements.push_back(Candidate{Cell(0), Digit(1)});
  Step hardest;
  hardest.difficulty = 71;
  hardest.rule = "Forcing Chain";
  rating.steps = {first, placing, hardest};
  const RatingTemplateFields fields{
      .input_line = "", .puzzle = Grid(), .ordinal = 1, .seconds = 0, .rating = &rating};
  EXPECT_EQ(rating_template_text("%R|%P|%D", fields), "Forcing Chain|Pointing|Hidden Single");
  EXPECT_TRUE(rating_template_needs_steps("%g %R"));
  EXPECT_FALSE(rating_template_needs_steps("%r %%R"));
}

TEST(RatingTemplate, RefusesWhatItCannotFill) {
  EXPECT_EQ(rating_template_error("%r/%p/%d %g %i %n %e %l %t %% %R %P %D"), std::nullopt);
  EXPECT_NE(rating_template_error("%S")->find("'%S' is not a conversion"), std::string::npos);
  EXPECT_NE(rating_template_error("50%")->find("lone '%'"), std::string::npos);
}

}  // namespace
}  // namespace nonet
