// The C calls for hints and explanations, answered in JSON.
#include "api/c_control.hpp"
#include "api/c_support.hpp"
#include "nonet/candidate_format.hpp"
#include "nonet/explain.hpp"
#include "nonet/serialize.hpp"

namespace {

using nonet::capi::fail;

// The one puzzle or candidate grid of `text`, or nullopt with `error` filled.
std::optional<nonet::CandidateGrid> read_start_grid(const char* text, nonet_error* error) {
  if (text == nullptr) {
    fail(error, NONET_E_INVALID_ARGUMENT, "the puzzle is NULL");
    return std::nullopt;
  }
  std::vector<nonet::CandidateRecord> records = nonet::parse_candidate_puzzles(text);
  if (records.empty()) {
    fail(error, NONET_E_BAD_INPUT, "empty input: no puzzle found");
    return std::nullopt;
  }
  if (!records.front().ok()) {
    fail(error, *records.front().error);
    return std::nullopt;
  }
  if (records.size() > 1) {
    fail(error, NONET_E_BAD_INPUT, "expected one puzzle, found " + std::to_string(records.size()));
    if (error != nullptr) error->line = records[1].line;
    return std::nullopt;
  }
  return std::move(records.front().grid);
}

// The techniques a comma-separated list names (NULL: all), or nullopt with `error` filled.
std::optional<nonet::LogicOptions> read_logic_options(const char* techniques, nonet_error* error) {
  nonet::LogicOptions options;
  if (techniques == nullptr) return options;
  nonet::Parsed<std::vector<nonet::Technique>> parsed = nonet::parse_technique_list(techniques);
  if (!parsed.ok()) {
    fail(error, *parsed.error);
    return std::nullopt;
  }
  options.techniques = std::move(*parsed.value);
  return options;
}

// Why a hint or path stopped early: a hint never stops once started, a path says so itself.
std::optional<nonet::ErrorCode> stop_reason_of(const nonet::Hint&) {
  return std::nullopt;
}
std::optional<nonet::ErrorCode> stop_reason_of(const nonet::LogicalSolution& path) {
  return path.stop_reason;
}

// The JSON of `call(grid, options)` for the one start grid of `puzzle`; a grid without solution
// is NONET_E_NO_SOLUTION. A result cut short by `control` is still returned, with `error` saying
// why; a control stopped before the call is NULL, since nothing was done.
template <class Call>
char* logic_json(const char* puzzle, const char* techniques, const nonet_control* control,
                 nonet_error* error, std::string_view what, const Call& call) {
  return nonet::capi::guarded_json(error, [&]() -> std::optional<std::string> {
    auto options = read_logic_options(techniques, error);
    if (!options) return std::nullopt;
    const auto grid = read_start_grid(puzzle, error);
    if (!grid) return std::nullopt;
    options->control = nonet::capi::run_control(control);
    if (const auto reason = options->control.stop_reason()) {
      nonet::capi::fail_stopped(error, *reason, what);
      return std::nullopt;
    }
    const auto result = call(*grid, *options);
    if (result.status == nonet::Status::none) {
      fail(error, NONET_E_NO_SOLUTION, "no solution");
      return std::nullopt;
    }
    std::string json = nonet::to_json(result);
    if (const auto reason = stop_reason_of(result)) nonet::capi::fail_stopped(error, *reason, what);
    return json;
  });
}

}  // namespace

extern "C" {

char* nonet_hint_json(const char* puzzle, const char* techniques, const nonet_control* control,
                      nonet_error* error) {
  return logic_json(puzzle, techniques, control, error, "the hint",
                    [](const nonet::CandidateGrid& grid, const nonet::LogicOptions& options) {
                      return nonet::hint(grid, options);
                    });
}

char* nonet_explain_json(const char* puzzle, const char* techniques, const nonet_control* control,
                         nonet_error* error) {
  return logic_json(puzzle, techniques, control, error, "the explanation",
                    [](const nonet::CandidateGrid& grid, const nonet::LogicOptions& options) {
                      return nonet::explain(grid, options);
                    });
}

}  // extern "C"
