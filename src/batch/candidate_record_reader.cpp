// Start grids of the logical solver from several inputs in turn, as their text comes.
#include "nonet/batch.hpp"

namespace nonet {

CandidateRecordReader::CandidateRecordReader(std::vector<std::unique_ptr<InputSource>> inputs)
    : inputs_(std::move(inputs)) {}

CandidateRecordReader::CandidateRecordReader(std::span<const std::string> paths) {
  inputs_.reserve(paths.size());
  for (const std::string& path : paths) inputs_.push_back(file_input(path));
}

bool CandidateRecordReader::next(CandidateChunk& chunk) {
  chunk.records.clear();
  chunk.input_error.reset();
  if (current_ == inputs_.size()) return false;
  // The sources stay (with their names, which chunks point at) until the reader goes.
  InputSource& source = *inputs_[current_];
  chunk.input = source.name();
  const InputBlock block = source.read();
  if (block.error || block.bytes.empty()) {
    if (block.error) {
      chunk.input_error = block.error;  // what the parser holds of a failed input is dropped
    } else {
      parser_.finish(chunk.records);
    }
    ++current_;
    parser_ = CandidateParser{};
  } else {
    parser_.push(block.bytes, chunk.records);
  }
  return true;
}

}  // namespace nonet
