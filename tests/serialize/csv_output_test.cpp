// The output forms: their names, puzzles with notes that read back as the same puzzles, and the
// CSV table every command writes (RFC 4180 quoting).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "nonet/format.hpp"
#include "nonet/serialize.hpp"
#include "support/boards.hpp"

namespace nonet {
namespace {

using testing::grid_from;

TEST(OutputForm, NamesReadBackAndTextIsLine) {
  for (const OutputForm form :
       {OutputForm::line, OutputForm::grid, OutputForm::pretty, OutputForm::leetcode,
        OutputForm::python, OutputForm::json, OutputForm::jsonl, OutputForm::csv}) {
    EXPECT_EQ(output_form_from_name(output_form_name(form)), form);
  }
  EXPECT_EQ(output_form_from_name("text"), OutputForm::line);
  EXPECT_EQ(output_form_from_name("xml"), std::nullopt);
  EXPECT_EQ(puzzle_format_of(OutputForm::pretty), Format::pretty);
  EXPECT_EQ(puzzle_format_of(OutputForm::csv), std::nullopt);
}

TEST(AnnotatedPuzzle, EveryPuzzleFormReadsBackAsTheSamePuzzle) {
  const Grid puzzle = grid_from(testing::kPuzzle);
  for (const Format format :
       {Format::line, Format::grid, Format::pretty, Format::leetcode, Format::python}) {
    const std::string text = annotated_puzzle(puzzle, format, "unique\nsecond line");
    // Two in a row, as a batch writes them (multi-line forms kept apart by a blank line).
    const std::string twice = text + (is_multiline(format) ? "\n" : "") + text;
    const auto records = parse_puzzles(twice);
    ASSERT_EQ(records.size(), 2u) << format_name(format) << ":\n" << twice;
    for (const auto& record : records) {
      ASSERT_TRUE(record.ok()) << format_name(format) << ": " << record.error->describe();
      EXPECT_EQ(record.grid, puzzle) << format_name(format);
    }
  }
  EXPECT_EQ(annotated_puzzle(puzzle, Format::line, "a\nb"),
            std::string(testing::kPuzzle) + " a b\n");
  EXPECT_EQ(annotated_puzzle(puzzle, Format::grid, ""), write_puzzle(puzzle, Format::grid));
}

TEST(Csv, FieldsAreQuotedAsRfc4180Says) {
  EXPECT_EQ(csv_field("plain"), "plain");
  EXPECT_EQ(csv_field(""), "");
  EXPECT_EQ(csv_field("a,b"), "\"a,b\"");
  EXPECT_EQ(csv_field("say \"hi\""), "\"say \"\"hi\"\"\"");
  EXPECT_EQ(csv_field("two\nlines"), "\"two\nlines\"");
  EXPECT_EQ(csv_field(" padded"), "\" padded\"");
  EXPECT_EQ(csv_fields({"a", "b,c", ""}), "a,\"b,c\",");
}

TEST(Csv, TableRowsHaveTheHeadersColumnCount) {
  const CsvTable table(count_csv_columns());
  EXPECT_EQ(table.header(), "input,line,puzzle,status,count,limit,at_least,error\n");
  const std::string puzzle(testing::kPuzzle);
  EXPECT_EQ(table.row({.input = "p.txt", .line = 3}, puzzle, "ok", count_to_csv(1, 1000)),
            "p.txt,3," + puzzle + ",ok,1,1000,false,\n");
  Error error;
  error.message = "illegal character 'x' in cell r1c1";
  error.line = 4;
  error.column = 1;
  EXPECT_EQ(table.error_row({.input = "p, q.txt", .line = 4}, "", "invalid", error),
            "\"p, q.txt\",4,,invalid,,,,\"" + error.describe() + "\"\n");
  const CsvTable bare("");
  EXPECT_EQ(bare.header(), "input,line,puzzle,status,error\n");
  EXPECT_EQ(bare.row({.input = "-", .line = 1}, puzzle, "ok", ""), "-,1," + puzzle + ",ok,\n");
}

TEST(Csv, ResultFieldsMatchTheirColumns) {
  const auto count_commas = [](std::string_view text) {
    return std::count(text.begin(), text.end(), ',');
  };
  SolveResult solved;
  solved.status = Status::unique;
  solved.solution = grid_from(testing::kSolution);
  solved.solution_count = 1;
  EXPECT_EQ(to_csv(solved), std::string(testing::kSolution) + ",1,0");
  EXPECT_EQ(count_commas(to_csv(solved)), count_commas(solve_csv_columns()));
  CheckResult checked;
  checked.status = Status::none;
  EXPECT_EQ(check_to_csv(checked, ""), ",");
  EXPECT_EQ(count_commas(check_to_csv(checked, "")), count_commas(check_csv_columns()));
  SeRating rating;
  rating.status = RatingStatus::rated;
  rating.er = 71;
  rating.ep = 12;
  rating.ed = 12;
  EXPECT_EQ(rating_to_csv(rating, 42), "7.1,1.2,1.2,Expert,42");
  EXPECT_EQ(count_commas(rating_to_csv(rating, std::nullopt)), count_commas(rate_csv_columns()));
  GeneratedPuzzle generated;
  generated.puzzle = grid_from(testing::kPuzzle);
  generated.solution = grid_from(testing::kSolution);
  generated.index = 2;
  EXPECT_EQ(to_csv(generated, true), "2," + std::string(testing::kSolution) + "," +
                                         std::to_string(generated.puzzle.given_count()) + ",1,,,,");
  EXPECT_EQ(count_commas(to_csv(generated, false)), count_commas(generated_csv_columns()));
  const Grid puzzle = grid_from(testing::kPuzzle);
  EXPECT_EQ(minimized_to_csv(puzzle, puzzle), std::string(testing::kPuzzle) + ",0");
  EXPECT_EQ(count_commas(minimized_to_csv(puzzle, puzzle)), count_commas(minimize_csv_columns()));
}

TEST(Benchmark, JsonAndCsvGiveTheSameFigures) {
  SolveBenchmark benchmark;
  benchmark.wall_seconds = 0.5;
  benchmark.cpu_seconds = 0.25;
  benchmark.unique = 100;
  benchmark.guesses = 7;
  benchmark.checksum = 0xabc;
  const std::string json = benchmark_to_json(benchmark, "a, b.txt", 100);
  EXPECT_NE(json.find(R"("corpus":"a, b.txt")"), std::string::npos) << json;
  EXPECT_NE(json.find(R"("puzzles_per_second":200.0)"), std::string::npos) << json;
  EXPECT_NE(json.find(R"("checksum":"0000000000000abc")"), std::string::npos) << json;
  const std::string row = benchmark_to_csv(benchmark, "a, b.txt", 100);
  EXPECT_EQ(row, "\"a, b.txt\",100,0.5,0.25,0,200,7,0,100,0,0,0,0,0,0000000000000abc,true");
  const std::string_view header = benchmark_csv_header();
  EXPECT_EQ(std::count(header.begin(), header.end(), ','), 15);
}

}  // namespace
}  // namespace nonet
