// Running a command over every puzzle of its inputs: read in blocks, solve on worker threads,
// write in input order. Output starts as soon as the first puzzles are done, and a chunk is
// handed to the workers early whenever the input would make the reader wait, so an interactive
// or slow stream is answered puzzle by puzzle.
#pragma once

#include <array>
#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "nonet/format.hpp"

namespace nonet::cli {

/// Counters a command keeps per puzzle (meaning up to the command); summed over all puzzles.
/// The last one counts internal failures (an exception while processing a puzzle).
using Tally = std::array<std::size_t, 8>;
inline constexpr std::size_t kInternalFailures = 7;

/// What processing a run of puzzles produced. Multi-line (block) outputs are kept apart from
/// their neighbours by one blank line, across chunks too.
class ChunkOutput {
 public:
  /// Appends one puzzle's output (ending in '\n'); `block` when it spans several lines.
  void add(std::string_view text, bool block);
  /// Appends a line for stderr (without '\n').
  void add_error(std::string_view line);

  Tally tally{};

 private:
  friend class OrderedWriter;
  std::string out_;
  std::string err_;
  bool has_output_ = false;
  bool starts_with_block_ = false;
  bool ends_with_block_ = false;
};

/// Handles one puzzle record read from the input named `input`.
using RecordProcessor =
    std::function<void(const std::string& input, const PuzzleRecord& record, ChunkOutput& out)>;

struct BatchOptions {
  unsigned threads = 1;
  /// Puzzles handed to a worker at once. Commands whose output per puzzle can be large use 1.
  std::size_t chunk_size = 256;
};

struct BatchResult {
  Tally tally{};
  bool io_error = false;     // an input could not be opened or read
  std::string output_error;  // set when standard output could not be written; the run stopped
};

/// Runs `process` over every puzzle of `inputs` ("-" is standard input), writing outputs to
/// stdout and stderr in input order. An exception while processing a puzzle becomes that
/// puzzle's "error: FILE:LINE: what" line; the batch goes on.
BatchResult run_batch(const std::vector<std::string>& inputs, const BatchOptions& options,
                      const RecordProcessor& process);

/// The exit code of a batch command: 2 after an I/O or internal error (saying so on stderr when
/// standard output failed), else 1 when `any_bad_puzzle`, else 0.
[[nodiscard]] int exit_code_of(const BatchResult& result, bool any_bad_puzzle);

/// The default for --threads: every core this process may run on.
[[nodiscard]] unsigned default_threads();

}  // namespace nonet::cli
