// One puzzle given as text: solve, count and check in one call each, with no arrays in between,
// so that a call on one puzzle costs little more than the work.
#include <string>
#include <string_view>

#include "core.hpp"
#include "nonet/format.hpp"
#include "nonet/solve.hpp"

namespace nonet::python {

namespace {

std::string line_of(const Grid& grid) {
  std::string line(static_cast<std::size_t>(kCellCount), '.');
  grid.write_line(line.data());
  return line;
}

// (solution line or None, status code, None) or (None, None, error tuple).
py::tuple solve_one(std::string_view text, std::size_t limit) {
  PuzzleRecord record;
  SolveResult result;
  {
    py::gil_scoped_release release;
    record = parse_puzzle(text);
    if (record.ok())
      result = solve(record.grid, SolveOptions{.limit = limit, .engine = Engine::fast});
  }
  if (!record.ok()) return py::make_tuple(py::none(), py::none(), error_tuple(*record.error));
  const auto code = static_cast<int>(result.status);
  if (!has_solution(result.status)) return py::make_tuple(py::none(), code, py::none());
  return py::make_tuple(line_of(result.solution), code, py::none());
}

// (count, None) or (None, error tuple).
py::tuple count_one(std::string_view text, std::size_t limit) {
  PuzzleRecord record;
  std::size_t count = 0;
  {
    py::gil_scoped_release release;
    record = parse_puzzle(text);
    if (record.ok()) count = count_solutions(record.grid, limit);
  }
  if (!record.ok()) return py::make_tuple(py::none(), error_tuple(*record.error));
  return py::make_tuple(count, py::none());
}

// (status code, solution line or None, why not unique as an error tuple or None); a text that
// is not a puzzle is status invalid with its parse error.
py::tuple check_one(std::string_view text) {
  CheckResult result;
  {
    py::gil_scoped_release release;
    result = check(parse_puzzle(text));
  }
  const bool solved = result.status == Status::unique || result.status == Status::multiple;
  return py::make_tuple(static_cast<int>(result.status),
                        solved ? py::object(py::str(line_of(result.solution))) : py::none(),
                        result.error ? py::object(error_tuple(*result.error)) : py::none());
}

}  // namespace

void add_one_puzzle_calls(py::module_& module) {
  module.def("solve_one", &solve_one, py::arg("text"), py::arg("limit"));
  module.def("count_one", &count_one, py::arg("text"), py::arg("limit"));
  module.def("check_one", &check_one, py::arg("text"));
}

}  // namespace nonet::python
