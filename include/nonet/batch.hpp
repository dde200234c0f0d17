// Batches: many puzzles on many threads, results in input order.
//
// Two ways in:
//   - arrays: solve_all(), count_all(), check_all(), rate_all() take a span of grids and return
//     one result per grid, in order (solve_all_into() writes into the caller's arrays);
//   - streams: a RecordReader reads puzzles from files, standard input, descriptors or strings,
//     and run_batch() hands chunks of records to worker threads and their outputs to a sink on
//     the calling thread, in input order, with bounded memory. Interactive input (a terminal, a
//     pipe fed line by line) is answered puzzle by puzzle.
// Every call takes a RunControl (in BatchOptions) and says in its result when it stopped early.
// The library never writes to stdout or stderr: the sink does what it likes with the outputs.
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <stop_token>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "nonet/candidate_format.hpp"
#include "nonet/control.hpp"
#include "nonet/error.hpp"
#include "nonet/format.hpp"
#include "nonet/grid.hpp"
#include "nonet/rating.hpp"
#include "nonet/solve.hpp"

namespace nonet {

/// The most worker threads a batch call uses; larger requests are taken as this.
inline constexpr unsigned kMaxThreads = 1024;  // the CLI's --threads range

/// Every core this process may run on (its CPU affinity where the system has one), at least 1.
[[nodiscard]] unsigned default_threads();

struct BatchOptions {
  /// Worker threads; 0 means default_threads(). More than kMaxThreads is taken as kMaxThreads.
  unsigned threads = 0;
  /// Puzzles handed to a worker at once; 0 chooses: 256 for streams, for arrays a share small
  /// enough that the threads finish together. Use 1 when one puzzle's work or output is large.
  std::size_t chunk_size = 0;
  /// Streams: chunks read but not yet handed to the sink, at most (this bounds memory on endless
  /// input and a slow sink); 0 means 4 per thread + 2, at most 64 or threads + 2.
  std::size_t max_chunks_in_flight = 0;
  /// Stops the batch early; progress is reported in puzzles done (total 0 for streams).
  RunControl control{};
};

// ---------------------------------------------------------------------------------------------
// Arrays

/// One result per puzzle, in input order. When the call stopped early (stop_reason set), the
/// results are those of the first results.size() puzzles; the rest were not done.
template <class Result>
struct BatchResults {
  std::vector<Result> results;
  std::optional<ErrorCode> stop_reason{};  ///< cancelled or deadline_exceeded
};

// Each of these rethrows, after stopping its threads, the first exception a puzzle raised (a bug
// in nonet reported as std::logic_error "internal error: ...", or std::bad_alloc).

/// solve() of every puzzle.
[[nodiscard]] BatchResults<SolveResult> solve_all(std::span<const Grid> puzzles,
                                                  const SolveOptions& solve_options = {},
                                                  const BatchOptions& options = {});
/// How far a call writing into the caller's arrays got: puzzles [0, done) have their answers.
struct BatchRun {
  std::size_t done = 0;
  std::optional<ErrorCode> stop_reason{};  ///< cancelled or deadline_exceeded
};

/// solve_all() written into the caller's arrays, with nothing kept per puzzle in between (for
/// callers that hold puzzles as rows of an array, numpy's say): solutions[i] is puzzle i's first
/// solution, or the empty grid when it has none; statuses[i] its status. Both spans need at least
/// puzzles.size() elements; throws std::invalid_argument otherwise.
BatchRun solve_all_into(std::span<const Grid> puzzles, std::span<Grid> solutions,
                        std::span<Status> statuses, const SolveOptions& solve_options = {},
                        const BatchOptions& options = {});
/// count_solutions() of every puzzle, up to `limit`.
[[nodiscard]] BatchResults<std::size_t> count_all(std::span<const Grid> puzzles, std::size_t limit,
                                                  Engine engine = Engine::fast,
                                                  const BatchOptions& options = {});
/// check() of every puzzle.
[[nodiscard]] BatchResults<CheckResult> check_all(std::span<const Grid> puzzles,
                                                  Engine engine = Engine::fast,
                                                  const BatchOptions& options = {});
/// rate_se() of every puzzle, one puzzle a chunk, with the thread budget of BatchRater. The
/// batch's control is handed to each rating, so a stop ends the ratings under way too (their
/// status is then RatingStatus::stopped).
[[nodiscard]] BatchResults<SeRating> rate_all(std::span<const Grid> puzzles,
                                              const RatingOptions& rating_options = {},
                                              const BatchOptions& options = {});

/// Shares threads among the ratings of a batch: a rating started while fewer than `threads`
/// ratings are under way gets the spare threads (at most the cores) for its chains of levels
/// 1-5, so that a short input is rated as fast as it can be. Ratings and paths do not depend on
/// it. Thread-safe: the workers of a batch share one.
class BatchRater {
 public:
  explicit BatchRater(unsigned threads);
  /// rate_se() with RatingOptions::threads set from the budget.
  [[nodiscard]] SeRating rate(const Grid& puzzle, RatingOptions options) const;

 private:
  unsigned threads_;
  unsigned cores_;
  mutable std::atomic<unsigned> rating_now_{0};
};

/// What benchmark_solve() measured: times over all runs, and the results of the last run counted
/// and verified (outside the timed part).
struct SolveBenchmark {
  double wall_seconds = 0;  ///< the median run's
  /// The median run's CPU time of the whole process, every thread's summed: on a shared, noisy
  /// machine the steadier figure.
  double cpu_seconds = 0;
  /// The median CPU time of the same work as a stream (the puzzles as 81-character lines read
  /// by a RecordReader, each solution written as a line of text, in input order through
  /// run_batch()); less cpu_seconds, what everything around the engine costs.
  double stream_cpu_seconds = 0;
  std::uint64_t checksum = 0;   ///< solutions_checksum() of the last run
  bool checksum_steady = true;  ///< every run gave the same checksum
  std::size_t unique = 0;       ///< with SolveOptions::limit 1: never (see found)
  std::size_t multiple = 0;     ///< with SolveOptions::limit 1: never
  std::size_t found = 0;        ///< with SolveOptions::limit 1: the puzzles with a solution
  std::size_t none = 0;
  std::size_t invalid = 0;
  std::size_t solved_without_guess = 0;  ///< of unique, multiple and found
  std::uint64_t guesses = 0;             ///< summed over the puzzles
  std::size_t wrong = 0;                 ///< solutions that is_solution_of() rejects
};

/// solve_all() of the puzzles `runs` times (at least once), timed; then the same as a stream.
[[nodiscard]] SolveBenchmark benchmark_solve(std::span<const Grid> puzzles,
                                             const SolveOptions& solve_options,
                                             const BatchOptions& options, unsigned runs);

/// FNV-1a over every result in order: the solution's digits, or a byte for the status when there
/// is no solution. Equal checksums: the same solutions (whichever engine or thread count).
[[nodiscard]] std::uint64_t solutions_checksum(std::span<const SolveResult> results);

// ---------------------------------------------------------------------------------------------
// Inputs

/// A block of input: the bytes (empty at the end of the input), or why reading failed.
struct InputBlock {
  std::string_view bytes;
  std::optional<Error> error{};  ///< ErrorCode::io_error, the input's name in the message
};

/// Where puzzle text comes from. Read in large blocks.
class InputSource {
 public:
  InputSource(const InputSource&) = delete;
  InputSource& operator=(const InputSource&) = delete;
  virtual ~InputSource() = default;

  /// The name used in messages: the path, "<stdin>", or the name given.
  [[nodiscard]] const std::string& name() const { return name_; }
  /// The next block; its bytes stay valid until the next call.
  virtual InputBlock read() = 0;
  /// Whether read() would return without waiting for more input; waits up to `timeout` for it.
  /// Files and strings are always ready; a terminal or pipe with nothing typed yet is not.
  [[nodiscard]] virtual bool ready(std::chrono::milliseconds timeout) {
    (void)timeout;
    return true;
  }

 protected:
  explicit InputSource(std::string name) : name_(std::move(name)) {}

 private:
  std::string name_;
};

/// A file, or standard input for "-" (named "<stdin>"). The file is opened at the first read();
/// one that cannot be opened, or is a directory, gives an io_error there: "cannot open 'PATH':
/// No such file or directory", "cannot read 'PATH': it is a directory".
[[nodiscard]] std::unique_ptr<InputSource> file_input(std::string path);
/// An open descriptor (a pipe, a socket, a file); closed at the end when `take_ownership`.
[[nodiscard]] std::unique_ptr<InputSource> descriptor_input(int fd, std::string name,
                                                            bool take_ownership = false);
/// Text in memory.
[[nodiscard]] std::unique_ptr<InputSource> string_input(std::string text,
                                                        std::string name = "<string>");
/// Text in memory that stays the caller's (no copy): it must outlive the reader's use of it.
[[nodiscard]] std::unique_ptr<InputSource> view_input(std::string_view text,
                                                      std::string name = "<string>");

/// Records of one input, handed out together.
struct RecordChunk {
  /// The input's name (see InputSource::name()); valid while its RecordReader lives.
  std::string_view input;
  std::vector<PuzzleRecord> records;
  /// Set on the last chunk of an input that could not be opened or read to its end; the records
  /// are those read whole before the failure.
  std::optional<Error> input_error{};
};

/// Reads the puzzles of several inputs in turn, each with its own PuzzleParser, so records carry
/// their input's name and their line in it.
class RecordReader {
 public:
  /// `options` say how each input's PuzzleParser reads (a forced reader, a CSV column).
  explicit RecordReader(std::vector<std::unique_ptr<InputSource>> inputs,
                        ParseOptions options = {});
  /// file_input() of each path.
  explicit RecordReader(std::span<const std::string> paths, ParseOptions options = {});

  /// Fills `chunk` (emptied first) with the next records of one input, at most `max_records`
  /// (0 is taken as 1). It hands over fewer when its input ends, fails, or would make it wait
  /// for more text: records already read are not held back for a slow or interactive input.
  /// Returns false when every input is done, or when `stop` asks while it waits for input.
  bool next(RecordChunk& chunk, std::size_t max_records, const std::stop_token& stop = {});

 private:
  std::vector<std::unique_ptr<InputSource>> inputs_;
  std::size_t current_ = 0;  // the input being read
  ParseOptions options_;
  PuzzleParser parser_;
  bool parser_finished_ = false;
  std::vector<PuzzleRecord> pending_;  // parsed, not handed out yet
  std::size_t pending_taken_ = 0;
};

/// The puzzles of one input, read whole, for the calls over arrays (a benchmark's corpus, say).
struct PuzzleList {
  std::vector<Grid> puzzles;           ///< the grids of the good records, in order
  std::size_t bad_records = 0;         ///< records that are not puzzles (see PuzzleRecord::error)
  std::optional<Error> first_bad{};    ///< the error of the first of them
  std::optional<Error> input_error{};  ///< the input could not be opened or read to its end
};

/// Every puzzle of the file at `path` ("-": standard input).
[[nodiscard]] PuzzleList read_puzzle_list(const std::string& path);

/// Start grids of one input from a CandidateRecordReader.
struct CandidateChunk {
  /// The input's name (see InputSource::name()); valid while its reader lives.
  std::string_view input;
  std::vector<CandidateRecord> records;
  /// Set when the input could not be opened or read on; the records read before came already.
  std::optional<Error> input_error{};
};

/// Reads the start grids of the logical solver (puzzles and candidate grids, see
/// CandidateParser) of several inputs in turn, a block of text at a time, so that each record
/// can be answered as soon as its text has come: an interactive session gets its answers at once.
class CandidateRecordReader {
 public:
  explicit CandidateRecordReader(std::vector<std::unique_ptr<InputSource>> inputs);
  /// file_input() of each path.
  explicit CandidateRecordReader(std::span<const std::string> paths);

  /// Fills `chunk` (emptied first) with the records that the next block of one input completes,
  /// perhaps none, or that input's error. Returns false when every input is done.
  bool next(CandidateChunk& chunk);

 private:
  std::vector<std::unique_ptr<InputSource>> inputs_;
  std::size_t current_ = 0;  // the input being read
  CandidateParser parser_;
};

// ---------------------------------------------------------------------------------------------
// Streams

/// What run_batch() did.
struct BatchOutcome {
  std::size_t records = 0;          ///< records handed to the sink
  std::size_t internal_errors = 0;  ///< of them, records whose processing threw
  std::size_t input_errors = 0;     ///< inputs that could not be opened or read to the end
  /// Set when the batch stopped early: cancelled (the control's token, or the sink asked) or
  /// deadline_exceeded. Chunks after the last one delivered are dropped, done or not.
  std::optional<ErrorCode> stop_reason{};
};

/// What the workers of a stream batch write per chunk: default-constructible and movable, with
/// add_failure() taking the place of a record whose processing threw (error: internal, at the
/// record's line, the exception's text as message). A clear() member, when there is one, is used
/// to reuse an output for a later chunk; else it is assigned a new one.
template <class Output>
concept BatchOutput = std::default_initializable<Output> && std::movable<Output> &&
    requires(Output& out, std::string_view input, const PuzzleRecord& record, const Error& error) {
  out.add_failure(input, record, error);
};

namespace detail {

/// The three stages of an ordered pipeline over `slots` reusable slots, type-erased: per chunk,
/// never per record. read(slot, stop) fills a slot on the reader thread (false: no more),
/// process(slot) runs on a worker, deliver(slot) on the calling thread in order (false: stop).
struct OrderedStages {
  std::function<bool(std::size_t slot, const std::stop_token& stop)> read;
  std::function<void(std::size_t slot)> process;
  std::function<bool(std::size_t slot)> deliver;
};

/// Runs the stages; returns why it stopped early, if it did. Rethrows an exception of the read
/// or deliver stage once every thread has stopped. With one thread and no deadline the stages
/// run in turn on the calling thread.
std::optional<ErrorCode> run_ordered(const OrderedStages& stages, std::size_t slots,
                                     unsigned threads, const RunControl& control);

[[nodiscard]] unsigned batch_threads(const BatchOptions& options);
[[nodiscard]] std::size_t stream_chunk_size(const BatchOptions& options);
[[nodiscard]] std::size_t chunks_in_flight(const BatchOptions& options, unsigned threads);
[[nodiscard]] Error internal_error(const PuzzleRecord& record, const std::exception* what);

}  // namespace detail

/// A BatchOutput of text, for front ends that print: what a chunk's records print for standard
/// output, lines for the error stream, and counters whose meaning is up to the caller (summed
/// over the chunks by the sink). Texts of several lines are kept apart from their neighbours by
/// one blank line, within the chunk here and across chunks by a TextJoiner.
class TextOutput {
 public:
  using Counters = std::array<std::size_t, 8>;
  /// The counter of records whose processing threw (see add_failure()).
  static constexpr std::size_t kInternalFailures = 7;

  /// Appends one record's text, ending in '\n'; `multiline` when it spans several lines.
  void add(std::string_view text, bool multiline);
  /// add() of write_puzzle(grid, format, comment), written straight into the text.
  void add_puzzle(const Grid& grid, Format format, std::string_view comment = {});
  /// Adds a puzzle to one record of several (the solutions of one puzzle, say): the first call
  /// after start_group() starts a multi-line record, later ones keep multi-line puzzles apart by
  /// a blank line. Written straight into the text, however large the group.
  void add_to_group(const Grid& grid, Format format, std::string_view comment = {});
  void start_group() { group_size_ = 0; }
  /// Appends a line for the error stream (given without '\n').
  void add_error(std::string_view line);
  /// In place of a record whose processing threw: "error: FILE:LINE: what", counted.
  void add_failure(std::string_view input, const PuzzleRecord& record, const Error& error);
  void clear();

  [[nodiscard]] const std::string& text() const { return text_; }
  [[nodiscard]] const std::string& errors() const { return errors_; }

  Counters tally{};

 private:
  friend class TextJoiner;
  // The separator before a record's text, and the state after it.
  void start_record(bool multiline);
  std::string text_;
  std::string errors_;
  bool any_text_ = false;  // an empty text added counts as written too
  bool starts_multiline_ = false;
  bool ends_multiline_ = false;
  std::size_t group_size_ = 0;
};

/// Joins the texts of chunks in input order, keeping multi-line texts apart across chunks.
class TextJoiner {
 public:
  /// What to write before `next`'s text ("\n" or nothing); then counts it as written.
  [[nodiscard]] std::string_view separator_before(const TextOutput& next);

 private:
  bool wrote_any_ = false;
  bool last_multiline_ = false;
};

/// Runs `process(input, record, out)` for every record of `reader` on worker threads, a chunk
/// of records at a time, and `sink(chunk, out)` on the calling thread for each chunk in input
/// order (progress is reported there too). The sink returns false to stop the batch (after a
/// write error, say). A record whose processing throws gets out.add_failure() instead and the
/// batch goes on. At most BatchOptions::max_chunks_in_flight chunks are held at once.
template <BatchOutput Output, class Process, class Sink>
BatchOutcome run_batch(RecordReader& reader, const BatchOptions& options, Process&& process,
                       Sink&& sink) {
  struct Slot {
    RecordChunk chunk;
    Output out;
    std::size_t failures = 0;
  };
  const unsigned threads = detail::batch_threads(options);
  const std::size_t chunk_size = detail::stream_chunk_size(options);
  std::vector<Slot> slots(detail::chunks_in_flight(options, threads));
  BatchOutcome outcome;
  detail::OrderedStages stages;
  stages.read = [&](std::size_t i, const std::stop_token& stop) {
    return reader.next(slots[i].chunk, chunk_size, stop);
  };
  stages.process = [&](std::size_t i) {
    Slot& slot = slots[i];
    if constexpr (requires(Output & reused) { reused.clear(); }) {
      slot.out.clear();
    } else {
      slot.out = Output{};
    }
    slot.failures = 0;
    for (const PuzzleRecord& record : slot.chunk.records) {
      try {
        process(slot.chunk.input, record, slot.out);
      } catch (const std::exception& e) {
        slot.out.add_failure(slot.chunk.input, record, detail::internal_error(record, &e));
        ++slot.failures;
      } catch (...) {
        slot.out.add_failure(slot.chunk.input, record, detail::internal_error(record, nullptr));
        ++slot.failures;
      }
    }
  };
  stages.deliver = [&](std::size_t i) {
    Slot& slot = slots[i];
    const bool go_on = sink(std::as_const(slot.chunk), slot.out);
    outcome.records += slot.chunk.records.size();
    outcome.internal_errors += slot.failures;
    if (slot.chunk.input_error) ++outcome.input_errors;
    if (options.control.progress) options.control.progress(Progress{outcome.records, 0});
    return go_on;
  };
  outcome.stop_reason = detail::run_ordered(stages, slots.size(), threads, options.control);
  return outcome;
}

}  // namespace nonet
