#include "batch.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "report.hpp"

namespace nonet::cli {

bool OutputWriter::operator()(const RecordChunk& chunk, const TextOutput& output) {
  if (read_settings().verbose) {
    // Said where the reader changes, not for every puzzle of a million-line file.
    for (const PuzzleRecord& record : chunk.records) {
      if (record.line == 0) continue;
      if (told_reader_ == record.reader && told_input_ == chunk.input) continue;
      told_reader_ = record.reader;
      told_input_ = std::string(chunk.input);
      std::fprintf(stderr, "nonet: %s:%zu: read as %s%s\n", told_input_.c_str(), record.line,
                   std::string(reader_name(record.reader)).c_str(),
                   read_settings().input_format.empty() ? "" : " (--input-format)");
    }
  }
  for (std::size_t i = 0; i < tally.size(); ++i) tally[i] += output.tally[i];
  const std::string& errors = output.errors();
  if (!errors.empty()) {
    std::fwrite(errors.data(), 1, errors.size(), stderr);
    std::fflush(stderr);
  }
  int write_errno = 0;
  if (!joiner_.separator_before(output).empty()) std::fputc('\n', stdout);
  const std::string& text = output.text();
  if (std::fwrite(text.data(), 1, text.size(), stdout) != text.size()) write_errno = errno;
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
  if (result.io_error || result.tally[TextOutput::kInternalFailures] > 0) return kExitUsage;
  return any_bad_puzzle ? kExitBadPuzzle : kExitOk;
}

}  // namespace nonet::cli
