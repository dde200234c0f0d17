// One puzzle's human steps and rating: hint, explain and rate, answered as the library's JSON
// (the one serialiser), which the Python layer turns into Step and Rating objects.
#include <string>
#include <string_view>
#include <variant>

#include "core.hpp"
#include "interrupt.hpp"
#include "nonet/batch.hpp"
#include "nonet/candidate_format.hpp"
#include "nonet/explain.hpp"
#include "nonet/format.hpp"
#include "nonet/logic.hpp"
#include "nonet/rating.hpp"
#include "nonet/serialize.hpp"

namespace nonet::python {

namespace {

// The text's one start grid (a puzzle or pencil marks), or why there is not exactly one.
std::variant<CandidateGrid, Error> start_grid(std::string_view text) {
  auto records = parse_candidate_puzzles(text);
  if (records.empty()) return Error{ErrorCode::bad_input, "empty input", 0, 0, std::nullopt};
  if (!records.front().ok()) return *records.front().error;
  if (records.size() > 1) {
    return Error{ErrorCode::bad_input,
                 "expected one puzzle, found " + std::to_string(records.size()), records[1].line, 0,
                 std::nullopt};
  }
  return std::move(records.front().grid);
}

std::variant<LogicOptions, Error> logic_options(const std::optional<std::string>& techniques) {
  LogicOptions options;
  if (techniques) {
    auto chosen = parse_technique_list(*techniques);
    if (!chosen.ok()) return *chosen.error;
    options.techniques = std::move(*chosen.value);
  }
  return options;
}

// (JSON text, None) or (None, error tuple).
py::tuple answer(std::variant<std::string, Error> outcome) {
  if (auto* error = std::get_if<Error>(&outcome))
    return py::make_tuple(py::none(), error_tuple(*error));
  return py::make_tuple(std::get<std::string>(outcome), py::none());
}

template <class Call>
py::tuple logic_call(const std::string& text, const std::optional<std::string>& techniques,
                     Call call) {
  std::variant<std::string, Error> outcome;
  {
    py::gil_scoped_release release;
    auto options = logic_options(techniques);
    auto start = start_grid(text);
    if (auto* error = std::get_if<Error>(&options)) {
      outcome = std::move(*error);
    } else if (auto* bad = std::get_if<Error>(&start)) {
      outcome = std::move(*bad);
    } else {
      outcome = call(std::get<CandidateGrid>(start), std::get<LogicOptions>(options));
    }
  }
  return answer(std::move(outcome));
}

// `stage`: None for the whole step, else "1"/"where", "2"/"what" or "3"/"move" (a staged
// hint's JSON, which before stage 3 holds only what the stage shows).
py::tuple hint_json(const std::string& text, const std::optional<std::string>& techniques,
                    const std::optional<std::string>& stage) {
  std::optional<HintStage> chosen;
  if (stage) {
    auto parsed = parse_hint_stage(*stage);
    if (!parsed.ok()) return answer(*parsed.error);
    chosen = *parsed.value;
  }
  return logic_call(text, techniques,
                    [chosen](const CandidateGrid& grid, const LogicOptions& options) {
                      const Hint answer = hint(grid, options);
                      return chosen ? to_json(answer, *chosen) : to_json(answer);
                    });
}

py::tuple explain_json(const std::string& text, const std::optional<std::string>& techniques) {
  return logic_call(text, techniques, [](const CandidateGrid& grid, const LogicOptions& options) {
    return to_json(explain(grid, options));
  });
}

// One puzzle's SE rating as JSON; a puzzle that cannot be rated gives check()'s error (clashing
// givens, no solution, more than one solution) instead.
py::tuple rate_json(const std::string& text, int max_level, bool keep_steps, unsigned threads) {
  std::variant<std::string, Error> outcome;
  run_interruptibly([&](std::stop_token stop) {
    const PuzzleRecord record = parse_puzzle(text);
    const CheckResult verdict = check(record);
    if (verdict.status != Status::unique) {
      outcome = *verdict.error;
    } else {
      RatingOptions options;
      options.max_level = max_level;
      options.keep_steps = keep_steps;
      options.control.stop = std::move(stop);
      outcome = to_json(
          BatchRater(threads == 0 ? default_threads() : threads).rate(record.grid, options));
    }
  });
  return answer(std::move(outcome));
}

// The catalogue, in order: (code, name, family, difficulty, needs_uniqueness, rating_only,
// summary) per technique.
py::list technique_rows() {
  py::list rows;
  for (const TechniqueInfo& info : techniques()) {
    rows.append(py::make_tuple(std::string(info.code), std::string(info.name),
                               std::string(info.family), info.difficulty, info.needs_uniqueness,
                               info.find == nullptr, std::string(info.summary)));
  }
  return rows;
}

}  // namespace

void add_logic_calls(py::module_& module) {
  module.def("hint_json", &hint_json, py::arg("text"), py::arg("techniques"),
             py::arg("stage") = py::none());
  module.def("explain_json", &explain_json, py::arg("text"), py::arg("techniques"));
  module.def("rate_json", &rate_json, py::arg("text"), py::arg("max_level"), py::arg("keep_steps"),
             py::arg("threads"));
  module.def("technique_rows", &technique_rows);
}

}  // namespace nonet::python
