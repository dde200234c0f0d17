// nonet._core: the compiled calls behind `import nonet`.
#include <pybind11/pybind11.h>

#include "core.hpp"
#include "nonet/batch.hpp"
#include "nonet/solve.hpp"
#include "nonet/version.hpp"

namespace py = pybind11;

PYBIND11_MODULE(_core, module) {
  module.doc() = "nonet's compiled calls; use the functions of the nonet package instead.";
  module.attr("__version__") = nonet::kVersion;
  module.def("simd_path", [] { return std::string(nonet::simd_path()); });
  module.def("default_threads", &nonet::default_threads);
  nonet::python::add_array_calls(module);
  nonet::python::add_text_calls(module);
  nonet::python::add_one_puzzle_calls(module);
  nonet::python::add_logic_calls(module);
  nonet::python::add_generate_calls(module);
}
