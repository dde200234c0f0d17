#include "batch.hpp"

#include <sched.h>

#include <algorithm>
#include <cerrno>
#include <condition_variable>
#include <cstdio>
#include <cstring>
#include <deque>
#include <exception>
#include <map>
#include <mutex>
#include <thread>

#include "input_source.hpp"
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

// Writes chunk outputs in sequence order, keeping the blank line between block outputs.
class OrderedWriter {
 public:
  /// False, with `error` set, when standard output cannot be written.
  bool write(const ChunkOutput& output, std::string& error) {
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
    if (write_errno != 0 || std::ferror(stdout)) {
      error = "cannot write to standard output";
      if (write_errno != 0) error += std::string(": ") + std::strerror(write_errno);
      return false;
    }
    return true;
  }

 private:
  bool wrote_output_ = false;
  bool last_was_block_ = false;
};

namespace {

struct Chunk {
  const std::string* input_name = nullptr;
  std::vector<PuzzleRecord> records;
  std::string io_error;  // set instead of records when the input could not be opened or read
};

void process_chunk(const Chunk& chunk, const RecordProcessor& process, ChunkOutput& out) {
  if (!chunk.io_error.empty()) {
    out.add_error("nonet: " + chunk.io_error);
    return;
  }
  for (const auto& record : chunk.records) {
    try {
      process(*chunk.input_name, record, out);
    } catch (const std::exception& e) {
      // The library's own failures say "internal error: ..."; others (bad_alloc) name themselves.
      out.add("error: " + location(*chunk.input_name, record.line) + ": " + e.what() + "\n", false);
      ++out.tally[kInternalFailures];
    }
  }
}

// Workers take chunks in order and finish them in any order; the writer thread prints them in
// order. At most `max_in_flight` chunks are queued or waiting to be written, which bounds memory
// on endless input. A write error cancels the run: nothing more is read or solved.
class OrderedPipeline {
 public:
  OrderedPipeline(unsigned threads, const RecordProcessor& process)
      : process_(process), max_in_flight_(4 * static_cast<std::size_t>(threads) + 2) {
    for (unsigned i = 0; i < threads; ++i) workers_.emplace_back([this] { work(); });
    writer_ = std::thread([this] { write(); });
  }
  OrderedPipeline(const OrderedPipeline&) = delete;
  OrderedPipeline& operator=(const OrderedPipeline&) = delete;
  ~OrderedPipeline() { finish(); }

  /// Queues a chunk; false when the run was cancelled and nothing more should be read.
  bool submit(Chunk chunk) {
    std::unique_lock lock(mutex_);
    space_.wait(lock, [this] { return submitted_ - written_ < max_in_flight_ || cancelled_; });
    if (cancelled_) return false;
    queue_.emplace_back(submitted_++, std::move(chunk));
    work_ready_.notify_one();
    return true;
  }

  /// Waits until everything submitted is written (or dropped after a write error).
  void finish() {
    if (finished_) return;
    finished_ = true;
    {
      std::lock_guard lock(mutex_);
      closing_ = true;
    }
    work_ready_.notify_all();
    for (auto& worker : workers_) worker.join();
    {
      std::lock_guard lock(mutex_);
      workers_done_ = true;
    }
    output_ready_.notify_all();
    writer_.join();
  }

  [[nodiscard]] const Tally& tally() const { return total_; }
  [[nodiscard]] const std::string& output_error() const { return output_error_; }

 private:
  void work() {
    for (;;) {
      std::pair<std::size_t, Chunk> job;
      bool skip = false;
      {
        std::unique_lock lock(mutex_);
        work_ready_.wait(lock, [this] { return !queue_.empty() || closing_; });
        if (queue_.empty()) return;
        job = std::move(queue_.front());
        queue_.pop_front();
        skip = cancelled_;
      }
      ChunkOutput output;
      if (!skip) process_chunk(job.second, process_, output);
      {
        std::lock_guard lock(mutex_);
        done_.emplace(job.first, std::move(output));
      }
      output_ready_.notify_all();
    }
  }

  void write() {
    OrderedWriter writer;
    for (;;) {
      ChunkOutput output;
      {
        std::unique_lock lock(mutex_);
        output_ready_.wait(lock, [this] {
          return done_.count(written_) != 0 || (workers_done_ && done_.empty());
        });
        auto it = done_.find(written_);
        if (it == done_.end()) return;
        output = std::move(it->second);
        done_.erase(it);
      }
      std::string error;
      const bool ok = cancelled_flag_ || writer.write(output, error);
      for (std::size_t i = 0; i < total_.size(); ++i) total_[i] += output.tally[i];
      {
        std::lock_guard lock(mutex_);
        ++written_;
        if (!ok && !cancelled_) {
          cancelled_ = true;
          output_error_ = error;
        }
        cancelled_flag_ = cancelled_;
      }
      space_.notify_all();
    }
  }

  const RecordProcessor& process_;
  const std::size_t max_in_flight_;
  std::mutex mutex_;
  std::condition_variable work_ready_, output_ready_, space_;
  std::deque<std::pair<std::size_t, Chunk>> queue_;
  std::map<std::size_t, ChunkOutput> done_;
  std::size_t submitted_ = 0;
  std::size_t written_ = 0;
  bool closing_ = false;
  bool workers_done_ = false;
  bool cancelled_ = false;
  bool cancelled_flag_ = false;  // the writer thread's own copy of cancelled_
  bool finished_ = false;
  std::string output_error_;
  Tally total_{};
  std::vector<std::thread> workers_;
  std::thread writer_;
};

}  // namespace

int exit_code_of(const BatchResult& result, bool any_bad_puzzle) {
  if (!result.output_error.empty()) {
    std::fprintf(stderr, "nonet: %s\n", result.output_error.c_str());
    return kExitUsage;
  }
  if (result.io_error || result.tally[kInternalFailures] > 0) return kExitUsage;
  return any_bad_puzzle ? kExitBadPuzzle : kExitOk;
}

unsigned default_threads() {
  cpu_set_t cpus;
  if (sched_getaffinity(0, sizeof cpus, &cpus) == 0) {
    return static_cast<unsigned>(std::max(1, CPU_COUNT(&cpus)));
  }
  return std::max(1u, std::thread::hardware_concurrency());
}

BatchResult run_batch(const std::vector<std::string>& inputs, const BatchOptions& options,
                      const RecordProcessor& process) {
  BatchResult result;
  OrderedPipeline pipeline(std::max(1u, options.threads), process);
  const std::size_t chunk_size = std::max<std::size_t>(1, options.chunk_size);
  bool go_on = true;
  const auto submit_records = [&](const std::string& name, std::vector<PuzzleRecord>& records) {
    for (std::size_t start = 0; start < records.size() && go_on; start += chunk_size) {
      Chunk chunk;
      chunk.input_name = &name;
      const auto end = std::min(records.size(), start + chunk_size);
      chunk.records.assign(std::make_move_iterator(records.begin() + static_cast<long>(start)),
                           std::make_move_iterator(records.begin() + static_cast<long>(end)));
      go_on = pipeline.submit(std::move(chunk));
    }
    records.clear();
  };
  const auto submit_io_error = [&](std::string message) {
    Chunk chunk;
    chunk.io_error = std::move(message);
    go_on = go_on && pipeline.submit(std::move(chunk));
    result.io_error = true;
  };

  std::deque<std::string> names;  // chunks point at these until the end of the run
  for (std::size_t i = 0; i < inputs.size() && go_on; ++i) {
    std::string error;
    auto source = InputSource::open(inputs[i], error);
    if (!source) {
      submit_io_error(error);
      continue;
    }
    const std::string& name = names.emplace_back(source->name());
    PuzzleParser parser;
    std::vector<PuzzleRecord> records;
    while (go_on) {
      if (!records.empty() && source->would_block()) submit_records(name, records);
      auto block = source->read(error);
      if (!block) {
        // Keep the puzzles read whole; the partial line cut by the error is not a puzzle.
        submit_records(name, records);
        submit_io_error(error);
        break;
      }
      if (block->empty()) {
        parser.finish(records);
        submit_records(name, records);
        break;
      }
      parser.push(*block, records);
      if (records.size() >= chunk_size) submit_records(name, records);
    }
  }
  pipeline.finish();
  result.tally = pipeline.tally();
  result.output_error = pipeline.output_error();
  return result;
}

}  // namespace nonet::cli
