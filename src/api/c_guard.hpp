// How the C interface keeps C++ exceptions from crossing into C.
#pragma once

namespace nonet::detail {

/// Runs `body` and returns its result; any exception it throws (std::bad_alloc, an internal
/// error, anything else) becomes `on_error`. Bad input is reported by `body` itself, never by an
/// exception, so `on_error` is the "internal error or out of memory" code of the caller.
template <class Body, class Result>
Result call_guarded(const Body& body, Result on_error) noexcept {
  try {
    return body();
  } catch (...) {
    return on_error;
  }
}

}  // namespace nonet::detail
