// Runs of many puzzles: worker threads take indices in order, and whichever thread finishes the
// next index in order hands it and every finished one after it to the sink. Puzzle i depends
// only on the seed and i, so the output is the same for any thread count; a stop drops the
// unfinished puzzles and everything after the first of them, so what was handed over is always
// the first puzzles of the run.
#include <algorithm>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <map>
#include <mutex>
#include <new>
#include <optional>
#include <string>
#include <system_error>
#include <thread>
#include <utility>
#include <vector>

#include "generator/make_puzzle.hpp"
#include "nonet/generate.hpp"

namespace nonet {
namespace {

// Indices a worker may run ahead of the next one to hand over: bounds the finished puzzles held
// back behind a slow one.
std::size_t window_for(unsigned threads) {
  return std::max<std::size_t>(64, std::size_t{8} * threads);
}

class OrderedRun {
 public:
  OrderedRun(const GenerateRunOptions& options, const GenerateSink& sink)
      : options_(options),
        sink_(sink),
        window_(window_for(options.threads)),
        quiet_control_{options.control.stop, options.control.deadline, {}} {}

  // One worker: the calling thread and each thread started run this.
  void work() {
    std::unique_lock lock(mutex_);
    for (;;) {
      ready_to_take_.wait(
          lock, [&] { return halted_ || next_ >= options_.count || next_ < handed_ + window_; });
      if (halted_ || next_ >= options_.count) return;
      const std::uint64_t index = next_++;
      lock.unlock();
      generator::PuzzleOutcome outcome;
      std::exception_ptr failure;
      try {
        outcome = generator::make_puzzle(options_.puzzle, options_.first + index, quiet_control_);
      } catch (...) {
        failure = std::current_exception();
      }
      lock.lock();
      if (failure || outcome.stopped) {
        halt(outcome.stopped, failure);
        return;
      }
      finished_.emplace(index, item_of(index, std::move(outcome.puzzle)));
      hand_over(lock);
    }
  }

  GenerateRunResult result() {
    GenerateRunResult result;
    result.finished = handed_;
    result.made = made_;
    result.failures = std::move(failures_);
    if (generation_error_) {
      try {
        std::rethrow_exception(generation_error_);
      } catch (const std::bad_alloc&) {
        result.error = Error{ErrorCode::internal, "out of memory", 0, 0, std::nullopt};
      } catch (const std::exception& e) {
        result.error = Error{ErrorCode::internal, e.what(), 0, 0, std::nullopt};
      } catch (...) {
        result.error = Error{ErrorCode::internal, "unknown failure", 0, 0, std::nullopt};
      }
    } else if (handed_ < options_.count && stop_reason_) {
      result.error =
          Error{*stop_reason_,
                std::string(*stop_reason_ == ErrorCode::cancelled ? "stopped on request"
                                                                  : "stopped at the deadline") +
                    " after " + std::to_string(handed_) + " of " + std::to_string(options_.count) +
                    " puzzles",
                0, 0, std::nullopt};
    }
    return result;
  }

  void rethrow_sink_error() const {
    if (sink_error_) std::rethrow_exception(sink_error_);
  }

 private:
  GenerateItem item_of(std::uint64_t index, std::optional<GeneratedPuzzle> puzzle) const {
    GenerateItem item;
    item.index = options_.first + index;
    if (puzzle) {
      item.puzzle = std::move(puzzle);
    } else {
      item.failure = GenerateFailure{item.index, options_.puzzle.max_attempts};
    }
    return item;
  }

  void halt(std::optional<ErrorCode> reason, std::exception_ptr failure) {
    if (reason && !stop_reason_) stop_reason_ = reason;
    if (failure && !generation_error_) generation_error_ = failure;
    halted_ = true;
    ready_to_take_.notify_all();
  }

  // Hands over the finished indices that follow the last handed over, one thread at a time, the
  // sink and the progress callback called without the lock.
  void hand_over(std::unique_lock<std::mutex>& lock) {
    if (handing_over_) return;
    handing_over_ = true;
    while (!sink_error_ && !finished_.empty() && finished_.begin()->first == handed_) {
      GenerateItem item = std::move(finished_.begin()->second);
      finished_.erase(finished_.begin());
      if (item.puzzle) {
        ++made_;
      } else {
        failures_.push_back(*item.failure);
      }
      lock.unlock();
      std::exception_ptr error;
      try {
        sink_(std::move(item));
        if (options_.control.progress) {
          options_.control.progress(
              Progress{static_cast<std::size_t>(handed_ + 1), options_.count});
        }
      } catch (...) {
        error = std::current_exception();
      }
      lock.lock();
      ++handed_;
      if (error) {
        sink_error_ = error;
        halted_ = true;
      }
      ready_to_take_.notify_all();
    }
    handing_over_ = false;
  }

  const GenerateRunOptions& options_;
  const GenerateSink& sink_;
  const std::size_t window_;
  // The run's stop token and deadline, for the puzzles (the progress is the run's to report).
  const RunControl quiet_control_;

  std::mutex mutex_;
  std::condition_variable ready_to_take_;
  std::uint64_t next_ = 0;    // the next index to take
  std::uint64_t handed_ = 0;  // indices handed to the sink
  std::size_t made_ = 0;
  std::vector<GenerateFailure> failures_;
  std::map<std::uint64_t, GenerateItem> finished_;  // done, waiting for an index before them
  bool handing_over_ = false;
  bool halted_ = false;
  std::optional<ErrorCode> stop_reason_;
  std::exception_ptr generation_error_;
  std::exception_ptr sink_error_;
};

std::optional<Error> check_run_options(const GenerateRunOptions& options) {
  if (auto error = check_options(options.puzzle)) return error;
  if (options.threads < 1) {
    return Error{ErrorCode::invalid_argument, "a run needs at least one thread (threads is 0)", 0,
                 0, std::nullopt};
  }
  return std::nullopt;
}

}  // namespace

GenerateRunResult generate_run(const GenerateRunOptions& options, const GenerateSink& sink) {
  if (auto error = check_run_options(options)) {
    GenerateRunResult result;
    result.error = std::move(error);
    return result;
  }
  OrderedRun run(options, sink);
  {
    const std::size_t helpers =
        std::min<std::size_t>(options.threads, std::max<std::size_t>(options.count, 1)) - 1;
    std::vector<std::jthread> workers;
    workers.reserve(helpers);
    for (std::size_t i = 0; i < helpers; ++i) {
      try {
        workers.emplace_back([&run] { run.work(); });
      } catch (const std::system_error&) {
        break;  // no more threads to be had: the run goes on with those it has
      }
    }
    run.work();
  }
  run.rethrow_sink_error();
  return run.result();
}

GenerateRunResult generate_run(const GenerateRunOptions& options) {
  std::vector<GeneratedPuzzle> puzzles;
  GenerateRunResult result = generate_run(options, [&puzzles](GenerateItem&& item) {
    if (item.puzzle) puzzles.push_back(std::move(*item.puzzle));
  });
  result.puzzles = std::move(puzzles);
  return result;
}

}  // namespace nonet
