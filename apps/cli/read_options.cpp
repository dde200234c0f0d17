#include "read_options.hpp"

namespace nonet::cli {

ReadSettings& read_settings() {
  static ReadSettings settings;
  return settings;
}

void add_read_options(CLI::App& command) {
  ReadSettings& settings = read_settings();
  command
      .add_option("--input-format", settings.input_format,
                  "Read every puzzle with this reader instead of detecting each one's form: " +
                      reader_names())
      ->check(CLI::Validator(
          [](const std::string& name) {
            if (reader_from_name(name)) return std::string();
            return "unknown input format '" + name + "'; the names are " + reader_names();
          },
          "NAME"));
  command.add_option("--column", settings.column,
                     "The CSV column (or JSON field) that holds the puzzles, by its header name "
                     "(any case). Default: quizzes, quiz, puzzle or puzzles");
  command.add_flag("-v,--verbose", settings.verbose,
                   "Say on stderr which reader took the puzzles of each input (and where that "
                   "changes)");
}

ParseOptions parse_options() {
  const ReadSettings& settings = read_settings();
  ParseOptions options;
  if (!settings.input_format.empty()) options.reader = reader_from_name(settings.input_format);
  options.csv_column = settings.column;
  return options;
}

}  // namespace nonet::cli
