// Input sources and the record reader: files, strings, descriptors, standard input, failures,
// and interactive input answered line by line.
#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <string>
#include <thread>

#include "nonet/batch.hpp"
#include "support/boards.hpp"

namespace nonet {
namespace {

using namespace std::chrono_literals;

std::string read_all(InputSource& source) {
  std::string text;
  for (;;) {
    const InputBlock block = source.read();
    EXPECT_FALSE(block.error) << block.error->message;
    if (block.error || block.bytes.empty()) return text;
    text.append(block.bytes);
  }
}

std::filesystem::path temp_file(const std::string& name, const std::string& text) {
  const auto path =
      std::filesystem::temp_directory_path() / (name + "." + std::to_string(::getpid()) + ".txt");
  std::ofstream(path, std::ios::binary) << text;
  return path;
}

TEST(InputSource, FileIsReadWhole) {
  std::string text;
  for (int i = 0; i < 20'000; ++i) text += std::string(testing::kPuzzle) + "\n";  // > 1 block
  const auto path = temp_file("nonet_batch_file", text);
  const auto source = file_input(path.string());
  EXPECT_EQ(source->name(), path.string());
  EXPECT_TRUE(source->ready(0ms));
  EXPECT_EQ(read_all(*source), text);
  EXPECT_TRUE(source->read().bytes.empty());  // and stays at its end
  std::filesystem::remove(path);
}

TEST(InputSource, StringIsReadWholeInBlocks) {
  const std::string text(3'000'000, '.');
  const auto source = string_input(text, "memory");
  EXPECT_EQ(source->name(), "memory");
  const std::string first(source->read().bytes);  // (valid only until the next read)
  EXPECT_LT(first.size(), text.size());           // large text: more than one block
  EXPECT_EQ(first + read_all(*source), text);
  EXPECT_TRUE(source->read().bytes.empty());
}

TEST(InputSource, MissingFileIsAnIoErrorNamingThePath) {
  const auto source = file_input("/nonexistent/puzzles.txt");
  EXPECT_EQ(source->name(), "/nonexistent/puzzles.txt");
  const InputBlock block = source->read();
  ASSERT_TRUE(block.error);
  EXPECT_EQ(block.error->code, ErrorCode::io_error);
  EXPECT_EQ(block.error->message,
            "cannot open '/nonexistent/puzzles.txt': No such file or directory");
  EXPECT_EQ(block.error->line, 0u);
}

TEST(InputSource, DirectoryIsAnIoError) {
  const auto block = file_input("/")->read();
  ASSERT_TRUE(block.error);
  EXPECT_EQ(block.error->code, ErrorCode::io_error);
  EXPECT_EQ(block.error->message, "cannot read '/': it is a directory");
}

TEST(InputSource, DashIsStandardInput) {
  int fds[2];
  ASSERT_EQ(::pipe(fds), 0);
  const int saved = ::dup(STDIN_FILENO);
  ASSERT_GE(saved, 0);
  ASSERT_EQ(::dup2(fds[0], STDIN_FILENO), STDIN_FILENO);
  ::close(fds[0]);
  const std::string text = std::string(testing::kPuzzle) + "\n";
  ASSERT_EQ(::write(fds[1], text.data(), text.size()), static_cast<ssize_t>(text.size()));
  ::close(fds[1]);
  {
    const auto source = file_input("-");
    EXPECT_EQ(source->name(), "<stdin>");
    EXPECT_EQ(read_all(*source), text);
  }
  ::dup2(saved, STDIN_FILENO);
  ::close(saved);
}

TEST(InputSource, DescriptorIsNotReadyUntilSomethingIsWritten) {
  int fds[2];
  ASSERT_EQ(::pipe(fds), 0);
  const auto source = descriptor_input(fds[0], "<pipe>", true);
  EXPECT_FALSE(source->ready(0ms));
  EXPECT_FALSE(source->ready(20ms));
  ASSERT_EQ(::write(fds[1], "x\n", 2), 2);
  EXPECT_TRUE(source->ready(1000ms));
  EXPECT_EQ(source->read().bytes, "x\n");
  ::close(fds[1]);
  EXPECT_TRUE(source->ready(1000ms));  // the end is ready too
  EXPECT_TRUE(source->read().bytes.empty());
}

TEST(RecordReader, AMissingFileIsAnIoErrorInItsPlaceAndTheOthersAreRead) {
  const auto good = temp_file("nonet_batch_good", std::string(testing::kPuzzle) + "\n");
  const std::vector<std::string> paths{"/nonexistent/a.txt", good.string()};
  RecordReader reader(paths);
  RecordChunk chunk;
  ASSERT_TRUE(reader.next(chunk, 10));
  EXPECT_EQ(chunk.input, "/nonexistent/a.txt");
  EXPECT_TRUE(chunk.records.empty());
  ASSERT_TRUE(chunk.input_error);
  EXPECT_EQ(chunk.input_error->code, ErrorCode::io_error);
  ASSERT_TRUE(reader.next(chunk, 10));
  EXPECT_EQ(chunk.input, good.string());
  EXPECT_FALSE(chunk.input_error);
  ASSERT_EQ(chunk.records.size(), 1u);
  EXPECT_EQ(chunk.records[0].grid.to_line(), testing::kPuzzle);
  EXPECT_FALSE(reader.next(chunk, 10));
  std::filesystem::remove(good);
}

TEST(RecordReader, AnEmptyInputSaysSo) {
  std::vector<std::unique_ptr<InputSource>> inputs;
  inputs.push_back(string_input("", "<stdin>"));
  RecordReader reader(std::move(inputs));
  RecordChunk chunk;
  ASSERT_TRUE(reader.next(chunk, 10));
  ASSERT_EQ(chunk.records.size(), 1u);
  EXPECT_EQ(chunk.records[0].error->describe(), "empty input: no puzzle found");
  EXPECT_FALSE(reader.next(chunk, 10));
}

// A pipe written a line at a time: each answer must reach the sink before the next line is
// written, so the batch cannot be waiting to fill a chunk.
TEST(Interactive, EachLineIsAnsweredBeforeTheNextIsWritten) {
  int fds[2];
  ASSERT_EQ(::pipe(fds), 0);
  std::vector<std::unique_ptr<InputSource>> inputs;
  inputs.push_back(descriptor_input(fds[0], "<pipe>", true));
  RecordReader reader(std::move(inputs));

  std::mutex mutex;
  std::condition_variable answered;
  std::size_t answers = 0;
  bool all_in_time = true;
  std::thread typist([&] {
    for (std::size_t i = 0; i < 5; ++i) {
      const std::string line = std::string(testing::kPuzzle) + " " + std::to_string(i) + "\n";
      if (::write(fds[1], line.data(), line.size()) != static_cast<ssize_t>(line.size())) break;
      std::unique_lock lock(mutex);
      if (!answered.wait_for(lock, 20s, [&] { return answers > i; })) {
        all_in_time = false;
        break;
      }
    }
    ::close(fds[1]);
  });
  struct Solutions {
    std::vector<std::string> lines;
    void add_failure(std::string_view, const PuzzleRecord&, const Error&) {}
  };
  std::vector<std::string> got;
  const auto outcome = run_batch<Solutions>(
      reader, {.threads = 2},  // chunks of 256 by default: never filled here
      [](std::string_view, const PuzzleRecord& record, Solutions& out) {
        out.lines.push_back(solve(record.grid).solution.to_line() + " " + record.comment);
      },
      [&](const RecordChunk&, const Solutions& out) {
        std::lock_guard lock(mutex);
        got.insert(got.end(), out.lines.begin(), out.lines.end());
        answers = got.size();
        answered.notify_all();
        return true;
      });
  typist.join();
  EXPECT_TRUE(all_in_time);
  ASSERT_EQ(got.size(), 5u);
  for (std::size_t i = 0; i < got.size(); ++i) {
    EXPECT_EQ(got[i], std::string(testing::kSolution) + " " + std::to_string(i));
  }
  EXPECT_EQ(outcome.records, 5u);
}

}  // namespace
}  // namespace nonet
