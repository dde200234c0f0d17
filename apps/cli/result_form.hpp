// --format on the commands that print results: the option, and one result written in the chosen
// form from the library's serialisers (a puzzle with a note, a JSON record or a CSV row).
#pragma once

#include <array>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "nonet/serialize.hpp"

namespace CLI {
class App;
}

namespace nonet::cli {

/// Adds -f/--format NAME to `command`, taking the names of `forms` (and "text" for line when
/// `text_alias`). `help` says what the forms show for this command.
void add_format_option(CLI::App& command, std::string& form_name, std::span<const OutputForm> forms,
                       const std::string& help, bool text_alias = false);

/// The help of --format for the result commands: "line (default), grid, pretty, leetcode or
/// python: each puzzle then `what`; json/jsonl ...; csv ...".
[[nodiscard]] std::string result_forms_help(std::string_view what, std::string_view csv_columns);

/// "a header row (input, line, puzzle, status, COLUMNS, error)": the CSV header for --help, with
/// spaces so that help can wrap it.
[[nodiscard]] std::string csv_header_help(std::string_view csv_columns);

/// Every form a result command writes.
inline constexpr std::array<OutputForm, 8> kResultForms = {
    OutputForm::line,   OutputForm::grid, OutputForm::pretty, OutputForm::leetcode,
    OutputForm::python, OutputForm::json, OutputForm::jsonl,  OutputForm::csv};

/// One command's results in one form.
class ResultForm {
 public:
  ResultForm(OutputForm form, std::string_view csv_columns) : form_(form), table_(csv_columns) {}

  [[nodiscard]] OutputForm form() const { return form_; }
  [[nodiscard]] bool json() const {
    return form_ == OutputForm::json || form_ == OutputForm::jsonl;
  }
  [[nodiscard]] bool csv() const { return form_ == OutputForm::csv; }
  /// The puzzle format of the text forms (line for json and csv).
  [[nodiscard]] Format puzzle_format() const {
    return puzzle_format_of(form_).value_or(Format::line);
  }
  /// Whether a result spans several lines (and so is kept apart by a blank line).
  [[nodiscard]] bool multiline() const {
    return !json() && !csv() && is_multiline(puzzle_format());
  }
  /// The CSV header row, or nothing in the other forms.
  [[nodiscard]] std::string header() const { return csv() ? table_.header() : std::string(); }

  /// A puzzle's result: the puzzle with `note` in the text forms; a JSON record of the origin,
  /// the puzzle and `json_objects`; a CSV row of `status` and `csv_fields`.
  [[nodiscard]] std::string result(const JsonOrigin& origin, const Grid& puzzle,
                                   std::string_view status, std::string_view note,
                                   std::initializer_list<std::string_view> json_objects,
                                   std::string_view csv_fields) const;
  /// A puzzle without a result: `text_line` (ending in '\n') in the text forms; a record with
  /// the status and the error object in JSON; an error row in CSV. `puzzle` is null when the
  /// text did not read as one.
  [[nodiscard]] std::string failure(const JsonOrigin& origin, const Grid* puzzle,
                                    std::string_view status, const Error& error,
                                    std::string_view text_line) const;

 private:
  OutputForm form_;
  CsvTable table_;
};

}  // namespace nonet::cli
