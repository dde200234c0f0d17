#include "options.hpp"

#include <string>

#include "nonet/generate.hpp"

namespace nonet::cli {

CLI::Validator whole_number(std::uint64_t min, std::uint64_t max) {
  return CLI::Validator(
      [min, max](const std::string& text) {
        const auto parsed = parse_whole_number(text, min, max);
        return parsed.ok() ? std::string() : "takes " + parsed.error->message;
      },
      std::to_string(min) + ".." + std::to_string(max), "whole number");
}

}  // namespace nonet::cli
