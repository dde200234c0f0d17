// Long calls that Ctrl-C can stop: the work runs on a thread of its own, with the GIL released,
// while the calling thread takes the GIL every 50 ms to let Python run its signal handlers. When
// one raises (KeyboardInterrupt), the work is asked to stop through its stop token, and once it
// has, the exception is raised to the caller.
#pragma once

#include <pybind11/pybind11.h>

#include <chrono>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <stop_token>
#include <thread>

namespace nonet::python {

template <class Work>
void run_interruptibly(Work&& work) {
  namespace py = pybind11;
  std::stop_source stop;
  std::exception_ptr failure;
  bool done = false;
  bool interrupted = false;
  std::mutex mutex;
  std::condition_variable finished;
  {
    py::gil_scoped_release release;
    std::thread worker([&] {
      try {
        work(stop.get_token());
      } catch (...) {
        failure = std::current_exception();
      }
      const std::lock_guard lock(mutex);
      done = true;
      finished.notify_all();
    });
    std::unique_lock lock(mutex);
    while (!finished.wait_for(lock, std::chrono::milliseconds(50), [&] { return done; })) {
      if (interrupted) continue;  // asked to stop already: wait for the work to end
      lock.unlock();
      {
        const py::gil_scoped_acquire acquire;
        interrupted = PyErr_CheckSignals() != 0;  // leaves the exception set for below
      }
      if (interrupted) stop.request_stop();
      lock.lock();
    }
    lock.unlock();
    worker.join();
  }
  if (interrupted) throw py::error_already_set();
  if (failure) std::rethrow_exception(failure);
}

}  // namespace nonet::python
