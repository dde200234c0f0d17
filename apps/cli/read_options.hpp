// The options that say how puzzles are read: --input-format, --column and --verbose. Every
// command that reads puzzles through the library's RecordReader takes them; one command runs
// a process, so they live in one place that run_batch() and dedup read.
#pragma once

#include <CLI/CLI.hpp>
#include <string>

#include "nonet/format.hpp"

namespace nonet::cli {

struct ReadSettings {
  std::string input_format;  // a reader's name (reader_from_name()); empty: detect each puzzle
  std::string column;        // the CSV column (or JSON field) holding the puzzles
  bool verbose = false;      // say on stderr which reader took the puzzles
};

/// The settings of this run (those of the command that was given).
[[nodiscard]] ReadSettings& read_settings();

/// Adds --input-format NAME (checked: an unknown name is a usage error that lists the names),
/// --column NAME and -v,--verbose to `command`.
void add_read_options(CLI::App& command);

/// The library's options for the settings given.
[[nodiscard]] ParseOptions parse_options();

}  // namespace nonet::cli
