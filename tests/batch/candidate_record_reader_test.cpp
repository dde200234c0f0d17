// CandidateRecordReader: the start grids of several inputs in turn, with their input's name and
// line; an input that cannot be read is reported and the next one is still read.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "nonet/batch.hpp"
#include "support/boards.hpp"

namespace nonet {
namespace {

struct Seen {
  std::string input;
  std::size_t line;
  bool ok;
};

std::vector<Seen> read_all(CandidateRecordReader& reader, std::vector<std::string>& errors) {
  std::vector<Seen> seen;
  for (CandidateChunk chunk; reader.next(chunk);) {
    for (const CandidateRecord& record : chunk.records) {
      seen.push_back({std::string(chunk.input), record.line, record.ok()});
    }
    if (chunk.input_error) errors.push_back(chunk.input_error->message);
  }
  return seen;
}

TEST(CandidateRecordReader, ReadsEveryInputInTurnWithNamesAndLines) {
  const std::string puzzle(testing::kPuzzle);
  std::vector<std::unique_ptr<InputSource>> inputs;
  inputs.push_back(string_input(puzzle + "\n\n" + puzzle + "\n", "first"));
  inputs.push_back(string_input("not a puzzle\n" + puzzle + "\n", "second"));
  CandidateRecordReader reader(std::move(inputs));
  std::vector<std::string> errors;
  const std::vector<Seen> seen = read_all(reader, errors);
  ASSERT_EQ(seen.size(), 4u);
  EXPECT_EQ(seen[0].input, "first");
  EXPECT_EQ(seen[0].line, 1u);
  EXPECT_TRUE(seen[0].ok);
  EXPECT_EQ(seen[1].line, 3u);
  EXPECT_EQ(seen[2].input, "second");
  EXPECT_FALSE(seen[2].ok);
  EXPECT_EQ(seen[3].input, "second");
  EXPECT_EQ(seen[3].line, 2u);
  EXPECT_TRUE(seen[3].ok);
  EXPECT_TRUE(errors.empty());
}

TEST(CandidateRecordReader, AnInputThatCannotBeOpenedIsReportedAndTheNextIsRead) {
  const std::vector<std::string> paths = {"/nonexistent/nonet/start.txt",
                                          std::string(NONET_SOURCE_DIR) + "/examples/seed002.txt"};
  CandidateRecordReader reader(paths);
  std::vector<std::string> errors;
  const std::vector<Seen> seen = read_all(reader, errors);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].find("cannot open '/nonexistent/nonet/start.txt'"), std::string::npos)
      << errors[0];
  ASSERT_FALSE(seen.empty());
  EXPECT_EQ(seen[0].input, paths[1]);
  EXPECT_TRUE(seen[0].ok);
}

}  // namespace
}  // namespace nonet
