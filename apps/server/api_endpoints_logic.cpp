// /api/hint, /api/explain, /api/techniques: the logical solver.
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "api_endpoints.hpp"
#include "json_request.hpp"
#include "nonet/candidate_format.hpp"
#include "nonet/explain.hpp"
#include "nonet/serialize.hpp"

namespace nonet::server {
namespace {

// The start grid and the options of a hint or explain request, or the 400 answer.
struct LogicRequest {
  CandidateRecord start;
  LogicOptions options;
  std::optional<HintStage> stage;  // hint only
  std::optional<ApiReply> refusal;
};

enum class LogicCall : std::uint8_t { hint, explain };

LogicRequest read_logic_request(const nlohmann::json& request, const RunControl& control,
                                LogicCall call) {
  LogicRequest read;
  RequestFields fields(
      request, call == LogicCall::hint
                   ? std::initializer_list<std::string_view>{"puzzle", "techniques", "stage"}
                   : std::initializer_list<std::string_view>{"puzzle", "techniques"});
  const std::string text = fields.required_text("puzzle");
  const auto techniques = fields.text("techniques");
  const auto stage = call == LogicCall::hint ? fields.option_text("stage") : std::nullopt;
  if (fields.error()) {
    read.refusal = bad_request(*fields.error());
    return read;
  }
  if (stage) {
    const Parsed<HintStage> parsed = parse_hint_stage(*stage);
    if (!parsed.ok()) {
      read.refusal = bad_request(*parsed.error);
      return read;
    }
    read.stage = parsed.value;
  }
  if (techniques) {
    auto chosen = parse_technique_list(*techniques);
    if (!chosen.ok()) {
      read.refusal = bad_request(*chosen.error);
      return read;
    }
    read.options.techniques = std::move(*chosen.value);
  }
  read.options.control = control;
  std::vector<CandidateRecord> records = parse_candidate_puzzles(text);
  if (records.size() != 1) {
    const std::size_t line = records.size() > 1 ? records[1].line : 0;
    read.refusal =
        bad_request({.code = ErrorCode::bad_input,
                     .message = "expected one puzzle, found " + std::to_string(records.size()),
                     .line = line});
    return read;
  }
  if (!records.front().ok()) {
    read.refusal = bad_request(*records.front().error);
    return read;
  }
  read.start = std::move(records.front());
  return read;
}

}  // namespace

ApiReply hint_endpoint(const nlohmann::json& request, const RunControl& control) {
  const LogicRequest read = read_logic_request(request, control, LogicCall::hint);
  if (read.refusal) return *read.refusal;
  const Hint found = hint(read.start.grid, read.options);
  return ok_reply(read.stage ? to_json(found, *read.stage) : to_json(found));
}

ApiReply explain_endpoint(const nlohmann::json& request, const RunControl& control) {
  const LogicRequest read = read_logic_request(request, control, LogicCall::explain);
  if (read.refusal) return *read.refusal;
  const LogicalSolution path = explain(read.start.grid, read.options);
  if (path.stop_reason) return stopped_reply(*path.stop_reason);
  return ok_reply(to_json(path));
}

ApiReply techniques_endpoint() {
  return ok_reply(techniques_to_json());
}

}  // namespace nonet::server
