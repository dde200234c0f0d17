// The CLI's side of a batch: a sink that writes the library's TextOutput of each chunk to stdout
// and stderr in input order. The pipeline and the text outputs are the library's
// (nonet/batch.hpp).
#pragma once

#include <string>
#include <vector>

#include "nonet/batch.hpp"
#include "nonet/format.hpp"
#include "read_options.hpp"

namespace nonet::cli {

/// Writes chunk outputs to stdout and stderr in the order given, and an input's I/O error as
/// "nonet: why" on stderr. Stops (returns false) when standard output cannot be written.
class OutputWriter {
 public:
  bool operator()(const RecordChunk& chunk, const TextOutput& output);

  TextOutput::Counters tally{};
  bool input_error = false;
  std::string output_error;  // set when standard output could not be written

 private:
  TextJoiner joiner_;
  /// --verbose: the reader of the last record told about, and its input.
  std::optional<Reader> told_reader_;
  std::string told_input_;
};

struct BatchResult {
  TextOutput::Counters tally{};
  bool io_error = false;     // an input could not be opened or read
  std::string output_error;  // set when standard output could not be written; the run stopped
};

/// Runs `process(input, record, out)` over every puzzle of `inputs` ("-" is standard input) on
/// the library's ordered pipeline, writing the outputs in input order.
template <class Process>
BatchResult run_batch(const std::vector<std::string>& inputs, const BatchOptions& options,
                      Process&& process) {
  RecordReader reader(inputs, parse_options());
  OutputWriter writer;
  nonet::run_batch<TextOutput>(reader, options, process,
                               [&writer](const RecordChunk& chunk, const TextOutput& output) {
                                 return writer(chunk, output);
                               });
  return BatchResult{writer.tally, writer.input_error, writer.output_error};
}

/// The exit code of a batch command: 2 after an I/O or internal error (saying so on stderr when
/// standard output failed), else 1 when `any_bad_puzzle`, else 0.
[[nodiscard]] int exit_code_of(const BatchResult& result, bool any_bad_puzzle);

}  // namespace nonet::cli
