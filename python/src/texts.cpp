// Puzzles as text: a list of strings (one puzzle each, any format nonet reads) or one text
// holding many puzzles (a file's contents), read into (N, 81) arrays with an error per bad one.
#include <cstring>
#include <string>
#include <string_view>

#include "core.hpp"
#include "nonet/format.hpp"

namespace nonet::python {

namespace {

constexpr std::size_t kCells = kCellCount;

// The UTF-8 text of a str, valid while the str lives; nullopt for an object that is not a str
// or a str that has no UTF-8 form (lone surrogates).
std::optional<std::string_view> utf8_of(PyObject* object) {
  if (!PyUnicode_Check(object)) return std::nullopt;
  Py_ssize_t size = 0;
  const char* text = PyUnicode_AsUTF8AndSize(object, &size);
  if (text == nullptr) {
    PyErr_Clear();
    return std::nullopt;
  }
  return std::string_view(text, static_cast<std::size_t>(size));
}

void copy_grid(const Grid& grid, std::uint8_t* row) {
  std::memcpy(row, grid.values().data(), kCells);
}

py::list error_list(const std::vector<std::optional<Error>>& errors) {
  py::list out(errors.size());
  for (std::size_t i = 0; i < errors.size(); ++i) {
    out[i] = errors[i] ? py::object(error_tuple(*errors[i])) : py::object(py::none());
  }
  return out;
}

// (row, error tuple) for each row that has an error.
py::list sparse_error_list(const std::vector<std::optional<Error>>& errors) {
  py::list out;
  for (std::size_t i = 0; i < errors.size(); ++i) {
    if (errors[i]) out.append(py::make_tuple(i, error_tuple(*errors[i])));
  }
  return out;
}

// Each item one puzzle: (grids, [(row, error)]); a bad item's row is zeros, its error says why.
py::tuple parse_texts(const py::sequence& texts) {
  // A list of its own holds the items, so that their text stays valid while the GIL is released
  // whatever another thread does to the sequence meanwhile.
  auto held = py::reinterpret_steal<py::list>(PySequence_List(texts.ptr()));
  if (!held) throw py::error_already_set();
  const auto count = static_cast<std::size_t>(PyList_GET_SIZE(held.ptr()));
  std::vector<std::optional<std::string_view>> views(count);
  for (std::size_t i = 0; i < count; ++i) {
    views[i] = utf8_of(PyList_GET_ITEM(held.ptr(), static_cast<py::ssize_t>(i)));
  }
  auto grids = new_grid_array(count);
  std::uint8_t* cells = grids.mutable_data();
  std::vector<std::optional<Error>> errors(count);
  {
    py::gil_scoped_release release;
    for (std::size_t i = 0; i < count; ++i) {
      std::uint8_t* row = cells + i * kCells;
      if (!views[i]) {
        std::memset(row, 0, kCells);
        errors[i] = Error{ErrorCode::bad_input, "not a str of UTF-8 text", 0, 0, std::nullopt};
        continue;
      }
      PuzzleRecord record = parse_puzzle(*views[i]);
      if (record.ok()) {
        copy_grid(record.grid, row);
      } else {
        std::memset(row, 0, kCells);
        errors[i] = std::move(record.error);
      }
    }
  }
  return py::make_tuple(grids, sparse_error_list(errors));
}

// Every puzzle of one text: (grids, lines, comments, errors), a record a row.
py::tuple read_text(const std::string& text) {
  std::vector<PuzzleRecord> records;
  {
    py::gil_scoped_release release;
    records = parse_puzzles(text);
  }
  auto grids = new_grid_array(records.size());
  std::uint8_t* cells = grids.mutable_data();
  py::list lines(records.size());
  py::list comments(records.size());
  std::vector<std::optional<Error>> errors(records.size());
  for (std::size_t i = 0; i < records.size(); ++i) {
    PuzzleRecord& record = records[i];
    copy_grid(record.grid, cells + i * kCells);
    lines[i] = record.line;
    comments[i] = py::str(record.comment);
    errors[i] = std::move(record.error);
  }
  return py::make_tuple(grids, lines, comments, error_list(errors));
}

}  // namespace

void add_text_calls(py::module_& module) {
  module.def("parse_texts", &parse_texts, py::arg("texts"));
  module.def("read_text", &read_text, py::arg("text"));
}

}  // namespace nonet::python
