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

/// Puzzles from one input, in input order.
struct Chunk {
  const std::string* input_name = nullptr;
  std::vector<PuzzleRecord> records;
  std::string io_error;  // set instead of records when the input could not be opened or read
};

/// Counters a command keeps per puzzle (meaning up to the command); summed over all chunks.
/// The last one counts internal failures (an exception while processing a chunk).
using Tally = std::array<std::size_t, 8>;
inline constexpr std::size_t kInternalFailures = 7;

/// What processing one chunk produced. Multi-line (block) outputs are kept apart from their
/// neighbours by one blank line, across chunks too.
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

using ChunkProcessor = std::function<void(const Chunk&, ChunkOutput&)>;

struct BatchResult {
  Tally tally{};
  bool io_error = false;  // an input could not be opened or read
};

/// Runs `process` over every puzzle of `inputs` ("-" is standard input) with `threads` workers,
/// writing outputs to stdout and stderr in input order.
BatchResult run_batch(const std::vector<std::string>& inputs, unsigned threads,
                      const ChunkProcessor& process);

/// The default for --threads: every core.
[[nodiscard]] unsigned default_threads();

}  // namespace nonet::cli
