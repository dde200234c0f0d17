// Solve, count, check and rate over (N, 81) arrays: the library's batch calls on its thread pool,
// with the GIL released while they run.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <limits>
#include <memory>
#include <stop_token>
#include <string>
#include <utility>

#include "core.hpp"
#include "interrupt.hpp"
#include "nonet/batch.hpp"
#include "nonet/rating.hpp"
#include "nonet/serialize.hpp"
#include "nonet/solve.hpp"

namespace nonet::python {

namespace {

constexpr std::size_t kCells = kCellCount;

// Arrays longer than this run interruptibly (Ctrl-C stops them); shorter ones are over before a
// person could press it, and skip the watching thread's cost.
constexpr std::size_t kInterruptibleRows = 256;

BatchOptions batch_options(unsigned threads, std::stop_token stop) {
  BatchOptions options;
  options.threads = threads;
  options.control.stop = std::move(stop);
  return options;
}

// Runs `work(stop_token)` with the GIL released, interruptibly when the array is long.
template <class Work>
void run_batch_call(std::size_t rows, Work&& work) {
  if (rows > kInterruptibleRows) {
    run_interruptibly(std::forward<Work>(work));
    return;
  }
  const py::gil_scoped_release release;
  work(std::stop_token{});
}

std::uint8_t status_code(Status status) {
  return static_cast<std::uint8_t>(status);
}

// (solutions, statuses): a solution row of zeros where there is none. The solutions are written
// by the library straight into the memory the returned array owns.
py::tuple solve_grids(const GridArray& puzzles, std::size_t limit, unsigned threads) {
  const auto grids = grids_of(puzzles);
  auto solutions = std::make_unique<std::vector<Grid>>(grids.size());
  py::array_t<std::uint8_t> statuses(static_cast<py::ssize_t>(grids.size()));
  std::uint8_t* status_codes = statuses.mutable_data();
  run_batch_call(grids.size(), [&](std::stop_token stop) {
    std::vector<Status> found(grids.size());
    (void)solve_all_into(grids, *solutions, found,
                         SolveOptions{.limit = limit, .engine = Engine::fast},
                         batch_options(threads, std::move(stop)));
    for (std::size_t i = 0; i < found.size(); ++i) status_codes[i] = status_code(found[i]);
  });
  return py::make_tuple(grid_array_of(std::move(solutions)), statuses);
}

py::array_t<std::uint64_t> count_grids(const GridArray& puzzles, std::size_t limit,
                                       unsigned threads) {
  const auto grids = grids_of(puzzles);
  py::array_t<std::uint64_t> counts(static_cast<py::ssize_t>(grids.size()));
  std::uint64_t* out = counts.mutable_data();
  run_batch_call(grids.size(), [&](std::stop_token stop) {
    const auto done =
        count_all(grids, limit, Engine::fast, batch_options(threads, std::move(stop)));
    std::copy(done.results.begin(), done.results.end(), out);
  });
  return counts;
}

// (statuses, solutions, messages): messages[i] is why row i is not unique ("" when it is).
py::tuple check_grids(const GridArray& puzzles, unsigned threads) {
  const auto grids = grids_of(puzzles);
  auto solutions = new_grid_array(grids.size());
  py::array_t<std::uint8_t> statuses(static_cast<py::ssize_t>(grids.size()));
  std::uint8_t* solution_cells = solutions.mutable_data();
  std::uint8_t* status_codes = statuses.mutable_data();
  std::vector<std::optional<Error>> errors(grids.size());
  run_batch_call(grids.size(), [&](std::stop_token stop) {
    auto done = check_all(grids, Engine::fast, batch_options(threads, std::move(stop)));
    for (std::size_t i = 0; i < done.results.size(); ++i) {
      CheckResult& result = done.results[i];
      status_codes[i] = status_code(result.status);
      std::uint8_t* row = solution_cells + i * kCells;
      if (result.status == Status::unique || result.status == Status::multiple) {
        std::memcpy(row, result.solution.values().data(), kCells);
      } else {
        std::memset(row, 0, kCells);
      }
      errors[i] = std::move(result.error);
    }
  });
  py::list why(grids.size());
  for (std::size_t i = 0; i < errors.size(); ++i) {
    why[i] = errors[i] ? py::object(error_tuple(*errors[i])) : py::object(py::none());
  }
  return py::make_tuple(statuses, solutions, why);
}

// (ratings (N, 3) as ER, EP, ED with NaN where a row has none, rating statuses).
py::tuple rate_grids(const GridArray& puzzles, int max_level, unsigned threads) {
  const auto grids = grids_of(puzzles);
  py::array_t<double> ratings({static_cast<py::ssize_t>(grids.size()), py::ssize_t{3}});
  py::array_t<std::uint8_t> statuses(static_cast<py::ssize_t>(grids.size()));
  double* figures = ratings.mutable_data();
  std::uint8_t* status_codes = statuses.mutable_data();
  // Ratings take milliseconds to seconds each: any batch of them may be long.
  run_interruptibly([&](std::stop_token stop) {
    RatingOptions options;
    options.max_level = max_level;
    BatchOptions batch = batch_options(threads, std::move(stop));
    batch.chunk_size = 1;
    const auto done = rate_all(grids, options, batch);
    constexpr double kNone = std::numeric_limits<double>::quiet_NaN();
    for (std::size_t i = 0; i < done.results.size(); ++i) {
      const SeRating& rating = done.results[i];
      status_codes[i] = static_cast<std::uint8_t>(rating.status);
      const bool rated = rating.status == RatingStatus::rated;
      figures[3 * i] = rated ? rating_value(rating.er) : kNone;
      figures[3 * i + 1] = rated ? rating_value(rating.ep) : kNone;
      figures[3 * i + 2] = rated ? rating_value(rating.ed) : kNone;
    }
  });
  return py::make_tuple(ratings, statuses);
}

// The 81-character line of each row that holds a solution (mask true), None for the others.
py::list lines_of(const GridArray& grids, const py::array_t<bool, py::array::c_style>& mask) {
  if (grids.ndim() != 2 || grids.shape(1) != static_cast<py::ssize_t>(kCells)) {
    throw py::value_error("lines_of: expected an (N, 81) array");
  }
  const auto rows = static_cast<std::size_t>(grids.shape(0));
  if (mask.ndim() != 1 || static_cast<std::size_t>(mask.shape(0)) != rows) {
    throw py::value_error("lines_of: the mask needs one value per row");
  }
  static constexpr std::array<char, 10> kCellChar = {'.', '1', '2', '3', '4',
                                                     '5', '6', '7', '8', '9'};
  PyObject* lines = PyList_New(static_cast<py::ssize_t>(rows));
  if (lines == nullptr) throw py::error_already_set();
  auto list = py::reinterpret_steal<py::list>(lines);
  const std::uint8_t* cells = grids.data();
  const bool* keep = mask.data();
  for (std::size_t i = 0; i < rows; ++i) {
    PyObject* item = Py_None;
    if (keep[i]) {
      item = PyUnicode_New(static_cast<py::ssize_t>(kCells), 127);
      if (item == nullptr) throw py::error_already_set();
      auto* chars = static_cast<char*>(PyUnicode_DATA(item));
      const std::uint8_t* row = cells + i * kCells;
      for (std::size_t c = 0; c < kCells; ++c) chars[c] = kCellChar[row[c] % 10];
    } else {
      Py_INCREF(Py_None);
    }
    PyList_SET_ITEM(lines, static_cast<py::ssize_t>(i), item);  // steals the reference
  }
  return list;
}

py::list names_of(std::size_t count, std::string_view (*name)(std::size_t)) {
  py::list names;
  for (std::size_t i = 0; i < count; ++i) names.append(std::string(name(i)));
  return names;
}

}  // namespace

std::vector<Grid> grids_of(const GridArray& puzzles) {
  if (puzzles.ndim() != 2 || puzzles.shape(1) != static_cast<py::ssize_t>(kCells)) {
    throw py::value_error("expected puzzles as an (N, 81) array");
  }
  const auto rows = static_cast<std::size_t>(puzzles.shape(0));
  const std::uint8_t* cells = puzzles.data();
  const std::uint8_t* worst = std::max_element(cells, cells + rows * kCells);
  if (rows > 0 && *worst > 9) {
    const auto at = static_cast<std::size_t>(worst - cells);
    throw py::value_error("value " + std::to_string(*worst) + " in row " +
                          std::to_string(at / kCells) + ", cell " +
                          Cell(static_cast<int>(at % kCells)).name() + " is outside 0..9");
  }
  std::vector<Grid> grids(rows);
  // Grid is a trivially copyable array of 81 cell values, so the rows copy as they are.
  static_assert(sizeof(Grid) == kCells && std::is_trivially_copyable_v<Grid>);
  if (rows > 0) std::memcpy(static_cast<void*>(grids.data()), cells, rows * kCells);
  return grids;
}

py::array_t<std::uint8_t> grid_array_of(std::unique_ptr<std::vector<Grid>> grids) {
  // A Grid is its 81 cell values and nothing else, so the vector's memory is the array's rows.
  static_assert(sizeof(Grid) == kCells && alignof(Grid) == 1);
  const auto rows = static_cast<py::ssize_t>(grids->size());
  auto* cells = reinterpret_cast<std::uint8_t*>(grids->data());
  py::capsule owner(grids.get(), [](void* held) { delete static_cast<std::vector<Grid>*>(held); });
  (void)grids.release();
  return py::array_t<std::uint8_t>({rows, static_cast<py::ssize_t>(kCells)}, cells, owner);
}

py::array_t<std::uint8_t> new_grid_array(std::size_t rows) {
  return py::array_t<std::uint8_t>(
      {static_cast<py::ssize_t>(rows), static_cast<py::ssize_t>(kCells)});
}

py::tuple error_tuple(const Error& error) {
  return py::make_tuple(std::string(error_code_name(error.code)), error.message, error.line,
                        error.column,
                        error.cell ? py::object(py::str(error.cell->name())) : py::none());
}

void add_array_calls(py::module_& module) {
  module.def("solve_grids", &solve_grids, py::arg("puzzles"), py::arg("limit"), py::arg("threads"));
  module.def("count_grids", &count_grids, py::arg("puzzles"), py::arg("limit"), py::arg("threads"));
  module.def("check_grids", &check_grids, py::arg("puzzles"), py::arg("threads"));
  module.def("rate_grids", &rate_grids, py::arg("puzzles"), py::arg("max_level"),
             py::arg("threads"));
  module.def("lines_of", &lines_of, py::arg("grids"), py::arg("mask"));
  module.attr("status_names") =
      names_of(5, [](std::size_t i) { return status_name(static_cast<Status>(i)); });
  module.attr("rating_status_names") =
      names_of(5, [](std::size_t i) { return rating_status_name(static_cast<RatingStatus>(i)); });
}

}  // namespace nonet::python
