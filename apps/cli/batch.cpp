#include "batch.hpp"

#include <algorithm>
#include <condition_variable>
#include <cstdio>
#include <deque>
#include <exception>
#include <map>
#include <mutex>
#include <optional>
#include <thread>

#include "input_source.hpp"

namespace nonet::cli {
namespace {

constexpr std::size_t kChunkSize = 256;  // puzzles per unit of work

}  // namespace

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
  void write(ChunkOutput& output, Tally& total) {
    if (output.has_output_) {
      if (wrote_output_ && (output.starts_with_block_ || last_was_block_)) std::fputc('\n', stdout);
      std::fwrite(output.out_.data(), 1, output.out_.size(), stdout);
      wrote_output_ = true;
      last_was_block_ = output.ends_with_block_;
    }
    std::fflush(stdout);
    if (!output.err_.empty()) {
      std::fwrite(output.err_.data(), 1, output.err_.size(), stderr);
      std::fflush(stderr);
    }
    for (std::size_t i = 0; i < total.size(); ++i) total[i] += output.tally[i];
  }

 private:
  bool wrote_output_ = false;
  bool last_was_block_ = false;
};

namespace {

// Workers take chunks in order and finish them in any order; the writer thread prints them in
// order. At most `max_in_flight` chunks are queued or waiting to be written, which bounds memory
// on endless input.
class OrderedPipeline {
 public:
  OrderedPipeline(unsigned threads, const ChunkProcessor& process)
      : process_(process), max_in_flight_(4 * static_cast<std::size_t>(threads) + 2) {
    for (unsigned i = 0; i < threads; ++i) workers_.emplace_back([this] { work(); });
    writer_ = std::thread([this] { write(); });
  }

  OrderedPipeline(const OrderedPipeline&) = delete;
  OrderedPipeline& operator=(const OrderedPipeline&) = delete;

  void submit(Chunk chunk) {
    std::unique_lock lock(mutex_);
    space_.wait(lock, [this] { return submitted_ - written_ < max_in_flight_; });
    queue_.emplace_back(submitted_++, std::move(chunk));
    work_ready_.notify_one();
  }

  /// Waits until everything submitted is written; returns the summed tally.
  Tally finish() {
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
    return total_;
  }

 private:
  void work() {
    for (;;) {
      std::pair<std::size_t, Chunk> job;
      {
        std::unique_lock lock(mutex_);
        work_ready_.wait(lock, [this] { return !queue_.empty() || closing_; });
        if (queue_.empty()) return;
        job = std::move(queue_.front());
        queue_.pop_front();
      }
      ChunkOutput output;
      try {
        if (!job.second.io_error.empty()) {
          output.add_error("nonet: " + job.second.io_error);
        } else {
          process_(job.second, output);
        }
      } catch (const std::exception& e) {
        output.add_error(std::string("nonet: ") + e.what());
        output.tally[kInternalFailures] += 1;
      }
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
      writer.write(output, total_);
      {
        std::lock_guard lock(mutex_);
        ++written_;
      }
      space_.notify_all();
    }
  }

  const ChunkProcessor& process_;
  const std::size_t max_in_flight_;
  std::mutex mutex_;
  std::condition_variable work_ready_, output_ready_, space_;
  std::deque<std::pair<std::size_t, Chunk>> queue_;
  std::map<std::size_t, ChunkOutput> done_;
  std::size_t submitted_ = 0;
  std::size_t written_ = 0;
  bool closing_ = false;
  bool workers_done_ = false;
  Tally total_{};
  std::vector<std::thread> workers_;
  std::thread writer_;
};

}  // namespace

unsigned default_threads() {
  return std::max(1u, std::thread::hardware_concurrency());
}

BatchResult run_batch(const std::vector<std::string>& inputs, unsigned threads,
                      const ChunkProcessor& process) {
  BatchResult result;
  OrderedPipeline pipeline(std::max(1u, threads), process);
  const auto submit_records = [&](const std::string& name, std::vector<PuzzleRecord>& records) {
    for (std::size_t start = 0; start < records.size(); start += kChunkSize) {
      Chunk chunk;
      chunk.input_name = &name;
      const auto end = std::min(records.size(), start + kChunkSize);
      chunk.records.assign(std::make_move_iterator(records.begin() + static_cast<long>(start)),
                           std::make_move_iterator(records.begin() + static_cast<long>(end)));
      pipeline.submit(std::move(chunk));
    }
    records.clear();
  };
  const auto submit_io_error = [&](std::string message) {
    Chunk chunk;
    chunk.io_error = std::move(message);
    pipeline.submit(std::move(chunk));
    result.io_error = true;
  };

  std::deque<std::string> names;  // chunks point at these until the end of the run
  for (const auto& path : inputs) {
    std::string error;
    auto source = InputSource::open(path, error);
    if (!source) {
      submit_io_error(error);
      continue;
    }
    const std::string& name = names.emplace_back(source->name());
    PuzzleParser parser;
    std::vector<PuzzleRecord> records;
    for (;;) {
      if (!records.empty() && source->would_block()) submit_records(name, records);
      auto block = source->read(error);
      if (!block) {
        parser.finish(records);
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
      if (records.size() >= kChunkSize) submit_records(name, records);
    }
  }
  result.tally = pipeline.finish();
  return result;
}

}  // namespace nonet::cli
