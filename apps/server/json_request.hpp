// Request bodies: a JSON object read with bounded nesting, and its fields read by name and type,
// each problem an Error (bad_input or invalid_argument) for a 400 answer.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "nonet/error.hpp"

namespace nonet::server {

/// Deeper nesting is refused before parsing: no request needs more than 2 levels, and a body of
/// 100000 '[' must cost nothing.
inline constexpr std::size_t kMostJsonDepth = 32;

struct JsonBody {
  nlohmann::json value;
  /// Why the body is not a JSON object: bad_input, at its line and column in the body.
  std::optional<Error> error;
};

/// Reads a body that must be one JSON object in UTF-8.
[[nodiscard]] JsonBody read_json_object(std::string_view body);

/// The fields of one request. The first problem met is kept; later reads then give nothing.
class RequestFields {
 public:
  /// Refuses a member that is not in `known` (a misspelt option must not be ignored).
  RequestFields(const nlohmann::json& object, std::initializer_list<std::string_view> known);

  /// A string field that must be there.
  [[nodiscard]] std::string required_text(std::string_view name);
  [[nodiscard]] std::optional<std::string> text(std::string_view name);
  /// A whole number from `min` to `max`.
  [[nodiscard]] std::optional<std::uint64_t> whole_number(std::string_view name, std::uint64_t min,
                                                          std::uint64_t max);
  [[nodiscard]] std::optional<bool> flag(std::string_view name);
  /// A string, or a number as JSON writes it (7.1 is "7.1"), for options the library reads
  /// from text as the CLI's are.
  [[nodiscard]] std::optional<std::string> option_text(std::string_view name);

  [[nodiscard]] const std::optional<Error>& error() const { return error_; }

 private:
  const nlohmann::json* find(std::string_view name);
  void fail(ErrorCode code, std::string message);

  const nlohmann::json& object_;
  std::optional<Error> error_;
};

}  // namespace nonet::server
