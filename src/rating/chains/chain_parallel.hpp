#pragma once
// The outer runs of a top-level search of chaining level 1 to 5 on several threads. Such a
// search propagates every assumption of the grid, and each run stalls dozens of times, each
// stall running the basic rules and (level >= 2) whole nested searches: hundreds of
// independent runs of up to milliseconds each. When the rating may
// use more threads than its own (RatingOptions::threads), the runs are propagated up front,
// spread over them; the search then reports from them in its own order. A run depends only on
// the grid and its assumption (a nested hint cache returns what the search would find), and
// the nested hint ids its nodes carry only name records of the search's registry, so the hints,
// the ratings and the paths are the same at any thread count.
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "rating/chains/chain_grid.hpp"
#include "rating/chains/chain_nested.hpp"
#include "rating/chains/chain_nested_cache.hpp"
#include "rating/chains/chain_propagation.hpp"

namespace nonet::rating::chain {

/// Helper threads kept for the whole rating of one puzzle. Its searches of level >= 1 hand
/// them work dozens of times a path, some for a millisecond or two: starting threads for each
/// cost a tenth of the work there, and a new thread also finds the nested searches' scratch
/// (kept per thread) cold.
class RunWorkers {
 public:
  explicit RunWorkers(unsigned helpers);
  RunWorkers(const RunWorkers&) = delete;
  RunWorkers& operator=(const RunWorkers&) = delete;
  ~RunWorkers();

  [[nodiscard]] unsigned helpers() const { return static_cast<unsigned>(threads_.size()); }
  /// Calls task(h) on helper h for each h < count (at most helpers()) while the calling thread
  /// calls own(), and returns once every call has returned. Neither may throw.
  void run(unsigned count, const std::function<void(unsigned)>& task,
           const std::function<void()>& own);

 private:
  void serve(unsigned helper);

  std::mutex mutex_;
  std::condition_variable wake_;
  std::condition_variable done_;
  const std::function<void(unsigned)>* task_ = nullptr;
  unsigned count_ = 0;  ///< helpers the current task is for
  unsigned busy_ = 0;   ///< of those, still running it
  std::uint64_t generation_ = 0;
  bool stopping_ = false;
  std::vector<std::thread> threads_;
};

/// The threads one search may use (its own included), the nested hint cache they share
/// (null: none), and the helpers that run the others (null: the caller runs everything).
struct RunThreads {
  unsigned threads = 1;
  NestedHintCache* cache = nullptr;
  RunWorkers* workers = nullptr;
};

/// Propagates each of `roots` (potentials) on `grid` with the dynamic rules and the advanced
/// rules of `level`: the calling thread with `own` (whose advanced rules record into `registry`,
/// null at level 1)
/// and runs from `own_pool`, each other thread with rules, a registry and a run pool of its
/// own; their records are then appended to `registry` and their runs' nested ids moved to
/// match. Returns roots[i]'s run at i, owned by `own_pool` or by one of `pools`. An exception
/// of any thread is thrown here once all have stopped.
std::vector<ChainRun*> propagate_in_parallel(const ChainGrid& grid, int level,
                                             const std::vector<int>& roots, Propagator& own,
                                             RunPool& own_pool, NestedRegistry* registry,
                                             const RunThreads& threads,
                                             std::vector<std::unique_ptr<RunPool>>& pools);

}  // namespace nonet::rating::chain
