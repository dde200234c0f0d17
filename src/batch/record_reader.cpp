// Records from several inputs in turn, handed out in chunks of one input.
#include <algorithm>
#include <chrono>

#include "nonet/batch.hpp"

namespace nonet {
namespace {

// How long a wait for input lasts before the stop token is looked at again.
constexpr std::chrono::milliseconds kStopPollInterval{50};

}  // namespace

RecordReader::RecordReader(std::vector<std::unique_ptr<InputSource>> inputs, ParseOptions options)
    : inputs_(std::move(inputs)), options_(std::move(options)), parser_(options_) {}

RecordReader::RecordReader(std::span<const std::string> paths, ParseOptions options)
    : options_(std::move(options)), parser_(options_) {
  inputs_.reserve(paths.size());
  for (const std::string& path : paths) inputs_.push_back(file_input(path));
}

bool RecordReader::next(RecordChunk& chunk, std::size_t max_records, const std::stop_token& stop) {
  chunk.records.clear();
  chunk.input_error.reset();
  max_records = std::max<std::size_t>(max_records, 1);
  // The sources stay (with their names, which chunks point at) until the reader goes; each
  // frees its buffer at its end.
  const auto next_input = [this] {
    ++current_;
    parser_ = PuzzleParser{options_};
    parser_finished_ = false;
  };
  while (current_ < inputs_.size()) {
    InputSource& source = *inputs_[current_];
    chunk.input = source.name();
    while (pending_taken_ < pending_.size() && chunk.records.size() < max_records) {
      chunk.records.push_back(std::move(pending_[pending_taken_++]));
    }
    if (pending_taken_ == pending_.size()) {
      pending_.clear();
      pending_taken_ = 0;
    }
    if (chunk.records.size() == max_records) return true;
    if (parser_finished_) {
      next_input();
      if (!chunk.records.empty()) return true;  // a chunk holds the records of one input
      continue;
    }
    if (!source.ready(std::chrono::milliseconds{0})) {
      // Answer what was read before waiting for more: interactive input, line by line.
      if (!chunk.records.empty()) return true;
      while (!source.ready(kStopPollInterval)) {
        if (stop.stop_requested()) return false;
      }
    }
    InputBlock block = source.read();
    if (block.error) {
      // The records read whole are kept; a partial line cut by the failure is not a puzzle.
      chunk.input_error = std::move(block.error);
      next_input();
      return true;
    }
    if (block.bytes.empty()) {
      parser_.finish(pending_);
      parser_finished_ = true;
      continue;
    }
    parser_.push(block.bytes, pending_);
  }
  return false;
}

}  // namespace nonet
