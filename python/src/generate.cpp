// Generating puzzles: a run of the seeded sequence, its options read by the library's own
// request reader (the same checks and messages as `nonet generate`).
#include <chrono>
#include <cstring>
#include <limits>
#include <string>

#include "core.hpp"
#include "interrupt.hpp"
#include "nonet/batch.hpp"
#include "nonet/generate.hpp"
#include "nonet/serialize.hpp"

namespace nonet::python {

namespace {

constexpr std::size_t kCells = kCellCount;

// The keyword behind a field: the library's name, but `n` for the count, as generate() calls it.
std::string_view field_name(GenerateField field) {
  return field == GenerateField::count ? "n" : generate_field_name(field);
}

// (puzzles, solutions, ratings (made, 3) or None, indices, failures [(index, message)], error
// tuple or None). A field that does not read gives its error (invalid_argument, the message
// starting with the keyword's name) and nothing else.
py::tuple generate_puzzles(const GenerateRequest& request, std::uint64_t first, bool minimal,
                           bool with_rating, unsigned threads) {
  GenerateRequestReading reading = parse_generate_request(request);
  if (reading.error) {
    Error error = *reading.error;
    if (reading.bad_field)
      error.message = std::string(field_name(*reading.bad_field)) + ": " + error.message;
    return py::make_tuple(new_grid_array(0), new_grid_array(0), py::none(), py::list(), py::list(),
                          error_tuple(error));
  }
  GenerateRunOptions options = std::move(reading.options);
  options.first = first;
  options.threads = threads == 0 ? default_threads() : threads;
  options.puzzle.minimal = minimal;
  options.puzzle.with_rating = with_rating;
  if (reading.time_limit) {
    options.control.deadline = deadline_after(std::chrono::duration<double>(*reading.time_limit));
  }
  GenerateRunResult run;
  run_interruptibly([&](std::stop_token stop) {
    options.control.stop = std::move(stop);
    run = generate_run(options);
  });
  const std::size_t made = run.puzzles.size();
  auto puzzles = new_grid_array(made);
  auto solutions = new_grid_array(made);
  py::list indices(made);
  py::object ratings = py::none();
  double* figures = nullptr;
  if (with_rating) {
    py::array_t<double> table({static_cast<py::ssize_t>(made), py::ssize_t{3}});
    figures = table.mutable_data();
    ratings = table;
  }
  for (std::size_t i = 0; i < made; ++i) {
    const GeneratedPuzzle& puzzle = run.puzzles[i];
    std::memcpy(puzzles.mutable_data() + i * kCells, puzzle.puzzle.values().data(), kCells);
    std::memcpy(solutions.mutable_data() + i * kCells, puzzle.solution.values().data(), kCells);
    indices[i] = puzzle.index;
    if (figures != nullptr) {
      const bool rated = puzzle.rating && puzzle.rating->status == RatingStatus::rated;
      constexpr double kNone = std::numeric_limits<double>::quiet_NaN();
      figures[3 * i] = rated ? rating_value(puzzle.rating->er) : kNone;
      figures[3 * i + 1] = rated ? rating_value(puzzle.rating->ep) : kNone;
      figures[3 * i + 2] = rated ? rating_value(puzzle.rating->ed) : kNone;
    }
  }
  py::list failures;
  for (const GenerateFailure& failure : run.failures) {
    failures.append(py::make_tuple(failure.index, failure.message()));
  }
  return py::make_tuple(puzzles, solutions, ratings, indices, failures,
                        run.error ? py::object(error_tuple(*run.error)) : py::none());
}

}  // namespace

void add_generate_calls(py::module_& module) {
  module.def(
      "generate",
      [](std::optional<std::string> count, std::optional<std::string> seed,
         std::optional<std::string> symmetry, std::optional<std::string> clues,
         std::optional<std::string> difficulty, std::optional<std::string> rating,
         std::optional<std::string> max_attempts, std::optional<std::string> time_limit,
         std::uint64_t first, bool minimal, bool with_rating, unsigned threads) {
        GenerateRequest request;
        request.count = std::move(count);
        request.seed = std::move(seed);
        request.symmetry = std::move(symmetry);
        request.clues = std::move(clues);
        request.difficulty = std::move(difficulty);
        request.rating = std::move(rating);
        request.max_attempts = std::move(max_attempts);
        request.time_limit = std::move(time_limit);
        return generate_puzzles(request, first, minimal, with_rating, threads);
      },
      py::arg("count"), py::arg("seed"), py::arg("symmetry"), py::arg("clues"),
      py::arg("difficulty"), py::arg("rating"), py::arg("max_attempts"), py::arg("time_limit"),
      py::arg("first"), py::arg("minimal"), py::arg("with_rating"), py::arg("threads"));
}

}  // namespace nonet::python
