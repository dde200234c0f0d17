#include "rating/chains/chain_parallel.hpp"

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <thread>

#include "rating/chains/chain_advanced.hpp"

namespace nonet::rating::chain {

RunWorkers::RunWorkers(unsigned helpers) {
  threads_.reserve(helpers);
  for (unsigned h = 0; h < helpers; ++h) threads_.emplace_back([this, h] { serve(h); });
}

RunWorkers::~RunWorkers() {
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  for (std::thread& thread : threads_) thread.join();
}

void RunWorkers::run(unsigned count, const std::function<void(unsigned)>& task,
                     const std::function<void()>& own) {
  count = std::min(count, helpers());
  if (count == 0) {
    own();
    return;
  }
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    task_ = &task;
    count_ = count;
    busy_ = count;
    ++generation_;
  }
  wake_.notify_all();
  own();
  std::unique_lock<std::mutex> lock(mutex_);
  done_.wait(lock, [&] { return busy_ == 0; });
  task_ = nullptr;
}

void RunWorkers::serve(unsigned helper) {
  std::uint64_t seen = 0;
  std::unique_lock<std::mutex> lock(mutex_);
  for (;;) {
    wake_.wait(lock, [&] { return stopping_ || generation_ != seen; });
    if (stopping_) return;
    seen = generation_;
    if (helper >= count_) continue;
    const std::function<void(unsigned)>& task = *task_;
    lock.unlock();
    task(helper);
    lock.lock();
    if (--busy_ == 0) done_.notify_one();
  }
}

std::vector<ChainRun*> propagate_in_parallel(const ChainGrid& grid, int level,
                                             const std::vector<int>& roots, Propagator& own,
                                             RunPool& own_pool, NestedRegistry* registry,
                                             const RunThreads& threads,
                                             std::vector<std::unique_ptr<RunPool>>& pools) {
  std::vector<ChainRun*> runs(roots.size(), nullptr);
  // (Without kept helpers the caller propagates every root itself.)
  const std::size_t helpers =
      threads.workers == nullptr
          ? 0
          : std::min<std::size_t>({threads.threads > 0 ? threads.threads - 1 : 0,
                                   threads.workers->helpers(), roots.size()});
  // Each helper's own state: the advanced rules keep per-run state and record into a
  // registry, and the run pools are not shared (the thread_local scratch of the nested
  // searches is each thread's); the nested hint cache is.
  struct Helper {
    NestedRegistry registry;
    std::unique_ptr<AdvancedRules> advanced;
    std::unique_ptr<Propagator> propagator;
    RunPool* pool = nullptr;
    std::exception_ptr error;
  };
  std::vector<Helper> helper(helpers);
  for (std::size_t h = 0; h < helpers; ++h) {
    helper[h].advanced = make_advanced_rules(level, &helper[h].registry, threads.cache);
    helper[h].propagator =
        std::make_unique<Propagator>(PropagationRules{true, true, helper[h].advanced.get()});
    pools.push_back(std::make_unique<RunPool>());
    helper[h].pool = pools.back().get();
  }
  // Work is taken root by root (runs differ a lot in cost); whoever takes a root owns its run.
  std::vector<int> owner(roots.size(), -1);
  std::atomic<std::size_t> next{0};
  auto work = [&](Propagator& propagator, RunPool& pool, int who) {
    for (;;) {
      const std::size_t at = next.fetch_add(1, std::memory_order_relaxed);
      if (at >= roots.size()) return;
      ChainRun& run = pool.acquire();
      propagator.run(grid, roots[at], run);
      runs[at] = &run;
      owner[at] = who;
    }
  };
  const auto help = [&](unsigned h) {
    try {
      work(*helper[h].propagator, *helper[h].pool, static_cast<int>(h));
    } catch (...) {
      helper[h].error = std::current_exception();
      next.store(roots.size(), std::memory_order_relaxed);  // the others stop too
    }
  };
  std::exception_ptr own_error;
  const auto own_work = [&] {
    try {
      work(own, own_pool, -1);
    } catch (...) {
      own_error = std::current_exception();
      next.store(roots.size(), std::memory_order_relaxed);
    }
  };
  if (helpers > 0) {
    threads.workers->run(static_cast<unsigned>(helpers), help, own_work);
  } else {
    own_work();
  }
  if (own_error) std::rethrow_exception(own_error);
  for (const Helper& h : helper) {
    if (h.error) std::rethrow_exception(h.error);
  }
  if (registry == nullptr) return runs;  // (level 1: no nested hints)
  std::vector<int> offset(helpers, 0);
  for (std::size_t h = 0; h < helpers; ++h) offset[h] = registry->append(helper[h].registry);
  for (std::size_t at = 0; at < roots.size(); ++at) {
    if (owner[at] >= 0) runs[at]->shift_nested(offset[static_cast<std::size_t>(owner[at])]);
  }
  return runs;
}

}  // namespace nonet::rating::chain
