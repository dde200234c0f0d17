#include "json_request.hpp"

#include <algorithm>
#include <utility>

namespace nonet::server {
namespace {

struct Place {
  std::size_t line = 1;
  std::size_t column = 1;
};

Place place_of(std::string_view text, std::size_t offset) {
  Place place;
  for (std::size_t i = 0; i < std::min(offset, text.size()); ++i) {
    if (text[i] == '\n') {
      ++place.line;
      place.column = 1;
    } else {
      ++place.column;
    }
  }
  return place;
}

Error body_error(std::string_view body, std::size_t offset, std::string message) {
  const Place place = place_of(body, offset);
  return {.code = ErrorCode::bad_input,
          .message = std::move(message),
          .line = place.line,
          .column = place.column};
}

// The offset of the bracket that opens one level too many, outside strings, if there is one.
std::optional<std::size_t> too_deep_at(std::string_view body) {
  std::size_t depth = 0;
  bool in_string = false;
  bool escaped = false;
  for (std::size_t i = 0; i < body.size(); ++i) {
    const char c = body[i];
    if (in_string) {
      if (escaped) {
        escaped = false;
      } else if (c == '\\') {
        escaped = true;
      } else if (c == '"') {
        in_string = false;
      }
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMostJsonDepth) return i;
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return std::nullopt;
}

// nlohmann's "[json.exception.parse_error.101] parse error at line 1, column 5: what" as "what":
// the place goes into the error's own fields.
std::string parse_problem(const nlohmann::json::parse_error& error) {
  const std::string what = error.what();
  const std::size_t place_end = what.find(": ", what.find(']'));
  return place_end == std::string::npos ? what : what.substr(place_end + 2);
}

std::string in_quotes(std::string_view name) {
  return "'" + std::string(name) + "'";
}

}  // namespace

JsonBody read_json_object(std::string_view body) {
  if (const auto offset = too_deep_at(body)) {
    return {.value = {},
            .error = body_error(
                body, *offset,
                "invalid JSON: nested deeper than " + std::to_string(kMostJsonDepth) + " levels")};
  }
  JsonBody read;
  try {
    read.value = nlohmann::json::parse(body);
  } catch (const nlohmann::json::parse_error& error) {
    const std::size_t offset = error.byte > 0 ? error.byte - 1 : 0;
    read.error = body_error(body, offset, "invalid JSON: " + parse_problem(error));
    return read;
  }
  if (!read.value.is_object()) {
    read.error =
        Error{.code = ErrorCode::bad_input,
              .message = "the request must be a JSON object, such as {\"puzzle\": \"...\"}",
              .line = 1,
              .column = 1};
  }
  return read;
}

RequestFields::RequestFields(const nlohmann::json& object,
                             std::initializer_list<std::string_view> known)
    : object_(object) {
  for (const auto& member : object_.items()) {
    if (std::find(known.begin(), known.end(), member.key()) != known.end()) continue;
    std::string accepted;
    for (const std::string_view name : known) {
      accepted += (accepted.empty() ? "" : ", ") + std::string(name);
    }
    fail(ErrorCode::bad_input,
         "unknown field " + in_quotes(member.key()) + " (this endpoint reads " + accepted + ")");
    return;
  }
}

void RequestFields::fail(ErrorCode code, std::string message) {
  if (!error_) error_ = Error{.code = code, .message = std::move(message)};
}

const nlohmann::json* RequestFields::find(std::string_view name) {
  if (error_) return nullptr;
  const auto member = object_.find(name);
  if (member == object_.end() || member->is_null()) return nullptr;
  return &*member;
}

std::string RequestFields::required_text(std::string_view name) {
  const bool present = !error_ && find(name) != nullptr;
  auto value = text(name);
  if (!present) fail(ErrorCode::bad_input, "missing field " + in_quotes(name));
  return value.value_or(std::string());
}

std::optional<std::string> RequestFields::text(std::string_view name) {
  const nlohmann::json* value = find(name);
  if (value == nullptr) return std::nullopt;
  if (!value->is_string()) {
    fail(ErrorCode::bad_input, in_quotes(name) + " must be a string");
    return std::nullopt;
  }
  return value->get<std::string>();
}

std::optional<std::uint64_t> RequestFields::whole_number(std::string_view name, std::uint64_t min,
                                                         std::uint64_t max) {
  const nlohmann::json* value = find(name);
  if (value == nullptr) return std::nullopt;
  const std::string range = " from " + std::to_string(min) + " to " + std::to_string(max);
  if (!value->is_number_integer()) {
    fail(ErrorCode::bad_input, in_quotes(name) + " must be a whole number" + range);
    return std::nullopt;
  }
  const bool negative = value->is_number_integer() && !value->is_number_unsigned();
  const std::uint64_t number = negative ? 0 : value->get<std::uint64_t>();
  if (negative || number < min || number > max) {
    fail(ErrorCode::invalid_argument, in_quotes(name) + " must be" + range);
    return std::nullopt;
  }
  return number;
}

std::optional<bool> RequestFields::flag(std::string_view name) {
  const nlohmann::json* value = find(name);
  if (value == nullptr) return std::nullopt;
  if (!value->is_boolean()) {
    fail(ErrorCode::bad_input, in_quotes(name) + " must be true or false");
    return std::nullopt;
  }
  return value->get<bool>();
}

std::optional<std::string> RequestFields::option_text(std::string_view name) {
  const nlohmann::json* value = find(name);
  if (value == nullptr) return std::nullopt;
  if (value->is_string()) return value->get<std::string>();
  if (value->is_number()) return value->dump();
  fail(ErrorCode::bad_input, in_quotes(name) + " must be a string or a number");
  return std::nullopt;
}

}  // namespace nonet::server
