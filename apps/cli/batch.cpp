#include "batch.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "report.hpp"

namespace nonet::cli {

void ChunkOutput::add(std::string_view text, bool block) {
  if (has_output_ && (block || ends_with_block_)) out_ += '\n';
  if (!has_output_) starts_with_block_ = block;
  out_ += text;
  has_output_ = true;
  ends_with_block_ = block;
}

void ChunkOutput::add_error(std::string_view line) {
  err_ += line;
  err_ += '\n';
}

void ChunkOutput::add_failure(std::string_view input, const PuzzleRecord& record,
                              const Error& error) {
  add("error: " + location(input, record.line) + ": " + error.message + "\n", false);
  ++tally[kInternalFailures];
}

void ChunkOutput::clear() {
  out_.clear();
  err_.clear();
  has_output_ = starts_with_block_ = ends_with_block_ = false;
  tally = {};
}

bool OutputWriter::operator()(const RecordChunk& chunk, const ChunkOutput& output) {
  for (std::size_t i = 0; i < tally.size(); ++i) tally[i] += output.tally[i];
  if (!output.err_.empty()) {
    std::fwrite(output.err_.data(), 1, output.err_.size(), stderr);
    std::fflush(stderr);
  }
  int write_errno = 0;
  if (output.has_output_) {
    if (wrote_output_ && (output.starts_with_block_ || last_was_block_)) std::fputc('\n', stdout);
    if (std::fwrite(output.out_.data(), 1, output.out_.size(), stdout) != output.out_.size()) {
      write_errno = errno;
    }
    wrote_output_ = true;
    last_was_block_ = output.ends_with_block_;
  }
  if (std::fflush(stdout) != 0 && write_errno == 0) write_errno = errno;
  if (chunk.input_error) {
    std::fprintf(stderr, "nonet: %s\n", chunk.input_error->message.c_str());
    input_error = true;
  }
  if (write_errno != 0 || std::ferror(stdout)) {
    output_error = "cannot write to standard output";
    if (write_errno != 0) output_error += std::string(": ") + std::strerror(write_errno);
    return false;
  }
  return true;
}

int exit_code_of(const BatchResult& result, bool any_bad_puzzle) {
  if (!result.output_error.empty()) {
    std::fprintf(stderr, "nonet: %s\n", result.output_error.c_str());
    return kExitUsage;
  }
  if (result.io_error || result.tally[kInternalFailures] > 0) return kExitUsage;
  return any_bad_puzzle ? kExitBadPuzzle : kExitOk;
}

}  // namespace nonet::cli
