// The CLI's side of a batch: what a command writes per chunk of puzzles (text for stdout and
// stderr, counters), and a sink that writes it in input order. The pipeline is the library's
// (nonet/batch.hpp).
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "nonet/batch.hpp"
#include "nonet/format.hpp"

namespace nonet::cli {

/// Counters a command keeps per puzzle (meaning up to the command); summed over all puzzles.
/// The last one counts internal failures (an exception while processing a puzzle).
using Tally = std::array<std::size_t, 8>;
inline constexpr std::size_t kInternalFailures = 7;

/// What processing a chunk of puzzles produced. Multi-line (block) outputs are kept apart from
/// their neighbours by one blank line, across chunks too.
class ChunkOutput {
 public:
  /// Appends one puzzle's output (ending in '\n'); `block` when it spans several lines.
  void add(std::string_view text, bool block);
  /// Appends a line for stderr (without '\n').
  void add_error(std::string_view line);
  /// A puzzle whose processing threw: "error: FILE:LINE: what" in its place.
  void add_failure(std::string_view input, const PuzzleRecord& record, const Error& error);
  void clear();

  Tally tally{};

 private:
  friend class OutputWriter;
  std::string out_;
  std::string err_;
  bool has_output_ = false;
  bool starts_with_block_ = false;
  bool ends_with_block_ = false;
};

/// Writes chunk outputs to stdout and stderr in the order given, and an input's I/O error as
/// "nonet: why" on stderr. Stops (returns false) when standard output cannot be written.
class OutputWriter {
 public:
  bool operator()(const RecordChunk& chunk, const ChunkOutput& output);

  Tally tally{};
  bool input_error = false;
  std::string output_error;  // set when standard output could not be written

 private:
  bool wrote_output_ = false;
  bool last_was_block_ = false;
};

struct BatchResult {
  Tally tally{};
  bool io_error = false;     // an input could not be opened or read
  std::string output_error;  // set when standard output could not be written; the run stopped
};

/// Runs `process(input, record, out)` over every puzzle of `inputs` ("-" is standard input) on
/// the library's ordered pipeline, writing the outputs in input order.
template <class Process>
BatchResult run_batch(const std::vector<std::string>& inputs, const BatchOptions& options,
                      Process&& process) {
  RecordReader reader(inputs);
  OutputWriter writer;
  nonet::run_batch<ChunkOutput>(reader, options, process,
                                [&writer](const RecordChunk& chunk, const ChunkOutput& output) {
                                  return writer(chunk, output);
                                });
  return BatchResult{writer.tally, writer.input_error, writer.output_error};
}

/// The exit code of a batch command: 2 after an I/O or internal error (saying so on stderr when
/// standard output failed), else 1 when `any_bad_puzzle`, else 0.
[[nodiscard]] int exit_code_of(const BatchResult& result, bool any_bad_puzzle);

}  // namespace nonet::cli
