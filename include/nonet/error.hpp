// Errors: what went wrong, and where. Every library call that can fail on its input reports one
// of these instead of printing or aborting.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "nonet/types.hpp"

namespace nonet {

/// The kinds of failure, one vocabulary for the C++ API, the C API (as NONET_E_* numbers in the
/// same order), the JSON output and the server.
enum class ErrorCode {
  bad_input,           ///< the text is not a puzzle (or not the data a call expects)
  clashing_givens,     ///< a digit repeats in a row, column or box
  no_solution,         ///< the givens allow no solution
  multiple_solutions,  ///< the call needs exactly one solution and there are more
  invalid_argument,    ///< an option is out of range or contradicts another
  cancelled,           ///< the caller's stop token asked the call to stop
  deadline_exceeded,   ///< the call's deadline passed before it finished
  io_error,            ///< a file or stream could not be read or written
  internal,            ///< a bug in nonet, or out of memory
};

/// "bad_input", "clashing_givens", "no_solution", "multiple_solutions", "invalid_argument",
/// "cancelled", "deadline_exceeded", "io_error", "internal".
[[nodiscard]] std::string_view error_code_name(ErrorCode code);

/// One failure. Lines and columns are 1-based and count within the text the call was given; 0
/// means "not at one place" (a wrong cell count is about a line, not a column).
struct Error {
  ErrorCode code = ErrorCode::bad_input;
  /// What is wrong, without the place: "illegal character 'x' in cell r2c8".
  std::string message;
  std::size_t line = 0;
  std::size_t column = 0;
  /// The cell the failure is about, when there is one (the first of two clashing givens).
  std::optional<Cell> cell{};

  /// "line 3, column 17: illegal character 'x' in cell r2c8"; the place is left out where it is
  /// 0, so a failure with no place reads as its message alone.
  [[nodiscard]] std::string describe() const;

  friend bool operator==(const Error&, const Error&) = default;
};

/// `text` fit for a one-line message: control characters written as \n, \r, \t or \xNN and a
/// backslash as \\, other bytes as they are. File names go through it, so that a name holding a
/// line break cannot make a message look like two results.
[[nodiscard]] std::string escape_control(std::string_view text);

/// Where an error lies in a named input, for messages about many inputs: "puzzles.txt:3:17"
/// (the name through escape_control(); the column left out when it is 0, the line too).
[[nodiscard]] std::string location_text(std::string_view input, const Error& error);
/// "puzzles.txt:3".
[[nodiscard]] std::string location_text(std::string_view input, std::size_t line);
/// "puzzles.txt:3:17: what is wrong".
[[nodiscard]] std::string problem_text(std::string_view input, const Error& error);

/// A value read from text, or (when `value` is empty) why it could not be read: an Error with
/// ErrorCode::invalid_argument whose message says what is accepted.
template <class T>
struct Parsed {
  std::optional<T> value;
  std::optional<Error> error;

  [[nodiscard]] bool ok() const { return value.has_value(); }
};

}  // namespace nonet
