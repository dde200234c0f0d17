// What the C calls share: filling nonet_error, copying into caller buffers, reading puzzles, and
// keeping every C++ exception on this side of the boundary.
#pragma once

#include <cstddef>
#include <exception>
#include <new>
#include <optional>
#include <string>
#include <string_view>

#include "nonet/error.hpp"
#include "nonet/grid.hpp"
#include "nonet/nonet.h"

namespace nonet::capi {

/// The NONET_E_* number of a library ErrorCode (they share the order).
int code_of(ErrorCode code);

/// Sets `error` (when not NULL) to NONET_OK with an empty message and no place.
void clear_error(nonet_error* error);
/// Fills `error` (when not NULL) and returns `code`. The message is cut to fit.
int fail(nonet_error* error, int code, std::string_view message);
/// Fills `error` from a library Error: its code, message, line, column and cell.
int fail(nonet_error* error, const Error& cause);

/// Copies `text` and a NUL into `buffer` of `size` bytes. False, leaving "" when there is room
/// for it, when the text does not fit or `buffer` is NULL.
bool copy_text(std::string_view text, char* buffer, std::size_t size);
/// As copy_text(), returning NONET_OK or NONET_E_BUFFER_TOO_SMALL (with `error` filled).
int write_text(std::string_view text, char* buffer, std::size_t size, nonet_error* error,
               std::string_view what);

/// The puzzle `text` holds, or nullopt with `error` filled: NONET_E_INVALID_ARGUMENT for NULL,
/// NONET_E_BAD_INPUT with the parse error's place for text that is not a puzzle.
std::optional<Grid> read_puzzle(const char* text, nonet_error* error);

/// A malloc'ed copy of `text` for the nonet_*_json calls, or NULL (with NONET_E_INTERNAL in
/// `error`) when malloc fails.
char* malloc_copy(const std::string& text, nonet_error* error);

/// Runs `body` (which returns a NONET_* code and fills `error` itself) with `error` cleared
/// first; any exception becomes a code: a library Error its own code, anything else
/// NONET_E_INTERNAL. Bad input is reported by `body`, not thrown, except where a library call
/// reports it by throwing an Error (canonical() on clashing givens).
template <class Body>
int guarded(nonet_error* error, const Body& body) noexcept {
  try {
    clear_error(error);
    return body();
  } catch (const Error& cause) {
    return fail(error, cause);
  } catch (const std::bad_alloc&) {
    return fail(error, NONET_E_INTERNAL, "out of memory");
  } catch (const std::exception& cause) {
    return fail(error, NONET_E_INTERNAL, std::string("internal error: ") + cause.what());
  } catch (...) {
    return fail(error, NONET_E_INTERNAL, "internal error");
  }
}

/// For the nonet_*_json calls: `body` returns the JSON text, or nullopt after filling `error`.
template <class Body>
char* guarded_json(nonet_error* error, const Body& body) noexcept {
  char* result = nullptr;
  guarded(error, [&]() -> int {
    const std::optional<std::string> text = body();
    if (!text) return error != nullptr ? error->code : NONET_E_INTERNAL;
    result = malloc_copy(*text, error);
    return result != nullptr ? NONET_OK : NONET_E_INTERNAL;
  });
  return result;
}

}  // namespace nonet::capi
