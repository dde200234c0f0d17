// TextOutput and TextJoiner: multi-line texts kept apart by one blank line, within a chunk and
// across chunks; failures in place, counted.
#include <gtest/gtest.h>

#include <string>

#include "nonet/batch.hpp"

namespace nonet {
namespace {

std::string joined(TextJoiner& joiner, const TextOutput& output) {
  return std::string(joiner.separator_before(output)) + output.text();
}

TEST(TextOutput, OnlyMultilineTextsAreKeptApartWithinAChunk) {
  TextOutput out;
  out.add("a\n", false);
  out.add("b\n", false);
  out.add("1\n2\n", true);
  out.add("3\n4\n", true);
  out.add("c\n", false);
  EXPECT_EQ(out.text(), "a\nb\n\n1\n2\n\n3\n4\n\nc\n");
}

TEST(TextOutput, ErrorsAndFailuresGoWhereTheyBelong) {
  TextOutput out;
  out.add_error("warning one");
  PuzzleRecord record;
  record.line = 4;
  out.add_failure("p.txt", record, Error{.code = ErrorCode::internal, .message = "boom"});
  EXPECT_EQ(out.errors(), "warning one\n");
  EXPECT_EQ(out.text(), "error: p.txt:4: boom\n");
  EXPECT_EQ(out.tally[TextOutput::kInternalFailures], 1u);
  out.clear();
  EXPECT_EQ(out.text(), "");
  EXPECT_EQ(out.errors(), "");
  EXPECT_EQ(out.tally[TextOutput::kInternalFailures], 0u);
}

TEST(TextJoiner, KeepsMultilineTextsApartAcrossChunks) {
  TextJoiner joiner;
  TextOutput lines;
  lines.add("a\n", false);
  TextOutput grid;
  grid.add("1\n2\n", true);
  const TextOutput nothing;
  std::string all = joined(joiner, lines);
  all += joined(joiner, lines);
  all += joined(joiner, nothing);  // an empty chunk changes nothing
  all += joined(joiner, grid);
  all += joined(joiner, lines);
  EXPECT_EQ(all, "a\na\n\n1\n2\n\na\n");

  TextJoiner first_chunk;
  EXPECT_EQ(first_chunk.separator_before(grid), "");  // nothing before the first text
}

}  // namespace
}  // namespace nonet
