// The compiled part of the Python package (nonet._core): thin calls onto the library over numpy
// arrays and Python strings. Every call that does real work releases the GIL. The Python layer
// (python/nonet/__init__.py) checks the user's input, picks the call and shapes the answer.
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cstdint>
#include <memory>
#include <vector>

#include "nonet/error.hpp"
#include "nonet/grid.hpp"

namespace nonet::python {

namespace py = pybind11;

/// Puzzles as rows of 81 cell values (0 for blank), row-major: shape (N, 81).
using GridArray = py::array_t<std::uint8_t, py::array::c_style | py::array::forcecast>;

/// The rows of `puzzles` as grids. Throws ValueError for a shape other than (N, 81) or a value
/// above 9 (naming its row and cell); the Python layer checks both first, this keeps the
/// library's Grid invariant whoever calls.
[[nodiscard]] std::vector<Grid> grids_of(const GridArray& puzzles);
/// An (N, 81) uint8 array over the grids' own memory, which it keeps (no copy).
[[nodiscard]] py::array_t<std::uint8_t> grid_array_of(std::unique_ptr<std::vector<Grid>> grids);
/// A new (N, 81) uint8 array.
[[nodiscard]] py::array_t<std::uint8_t> new_grid_array(std::size_t rows);
/// An error as the Python layer turns it into a PuzzleError: (code, message, line, column,
/// cell as "r2c8" or None).
[[nodiscard]] py::tuple error_tuple(const Error& error);

void add_array_calls(py::module_& module);
void add_text_calls(py::module_& module);
void add_one_puzzle_calls(py::module_& module);
void add_logic_calls(py::module_& module);
void add_generate_calls(py::module_& module);

}  // namespace nonet::python
