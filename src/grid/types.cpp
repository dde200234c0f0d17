#include "nonet/types.hpp"

#include <stdexcept>
#include <string>

namespace nonet {

void detail::throw_out_of_range(const char* what, int value, int low, int high) {
  std::string message(what);
  message += ' ';
  message += std::to_string(value);
  message += " is outside ";
  message += std::to_string(low);
  message += "..";
  message += std::to_string(high);
  throw std::out_of_range(message);
}

std::string Cell::name() const {
  // Built by appending: GCC 12 warns falsely (-Wrestrict, bug 105651) on "literal" + string.
  std::string name(1, 'r');
  name += std::to_string(row().number());
  name += 'c';
  name += std::to_string(column().number());
  return name;
}

std::string House::name() const {
  const char* kind_name = "box";
  if (kind_ == Kind::row) kind_name = "row";
  if (kind_ == Kind::column) kind_name = "column";
  return std::string(kind_name) + " " + std::to_string(index_ + 1);
}

}  // namespace nonet
