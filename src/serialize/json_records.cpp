// Records: a result's fields beside the input and line it came from, for one-object-a-line output.
#include "serialize/json_values.hpp"

namespace nonet {

std::string json_record(const JsonOrigin& origin, std::initializer_list<std::string_view> objects) {
  nlohmann::json record = {{"input", origin.input}, {"line", origin.line}};
  for (const std::string_view object : objects) {
    // A caller's mistake (text that is not an object) is reported in the record, not thrown:
    // the output stays one valid object a line.
    nlohmann::json fields = nlohmann::json::parse(object, nullptr, /*allow_exceptions=*/false);
    if (!fields.is_object()) {
      Error error{.code = ErrorCode::internal,
                  .message = "json_record: an argument is not a JSON object"};
      record["error"] = detail::error_value(error);
      break;
    }
    record.update(fields);
  }
  return detail::dump(record);
}

std::string json_member(std::string_view name, std::string_view text) {
  return detail::dump(nlohmann::json{{name, text}});
}

std::string json_number_member(std::string_view name, long long number) {
  return detail::dump(nlohmann::json{{name, number}});
}

std::string json_null_member(std::string_view name) {
  return detail::dump(nlohmann::json{{name, nullptr}});
}

std::string json_object_member(std::string_view name, std::string_view value_json) {
  nlohmann::json value = nlohmann::json::parse(value_json, nullptr, /*allow_exceptions=*/false);
  if (value.is_discarded()) value = nullptr;
  return detail::dump(nlohmann::json{{name, std::move(value)}});
}

}  // namespace nonet
