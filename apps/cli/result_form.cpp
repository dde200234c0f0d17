#include "result_form.hpp"

#include <CLI/CLI.hpp>

namespace nonet::cli {

void add_format_option(CLI::App& command, std::string& form_name, std::span<const OutputForm> forms,
                       const std::string& help, bool text_alias) {
  std::vector<std::string> names;
  for (const OutputForm form : forms) names.emplace_back(output_form_name(form));
  if (text_alias) names.emplace_back("text");
  command.add_option("-f,--format", form_name, help)
      ->type_name("FORM")
      ->check(CLI::IsMember(names));
}

std::string result_forms_help(std::string_view what, std::string_view csv_columns) {
  return "Output form: line (default), grid, pretty, leetcode or python: each puzzle, then " +
         std::string(what) +
         " (after it on its line in the line form, as '# ' lines below it in the others; nonet "
         "reads it back as the same puzzles); json or jsonl: one JSON object a line (input, "
         "line, puzzle and the result); csv: " +
         csv_header_help(csv_columns) + ", then one row a puzzle";
}

std::string csv_header_help(std::string_view csv_columns) {
  std::string columns = "input, line, puzzle, status, ";
  for (const char c : csv_columns) {
    columns += c;
    if (c == ',') columns += ' ';
  }
  if (!csv_columns.empty()) columns += ", ";
  return "a header row (" + columns + "error)";
}

std::string ResultForm::result(const JsonOrigin& origin, const Grid& puzzle,
                               std::string_view status, std::string_view note,
                               std::initializer_list<std::string_view> json_objects,
                               std::string_view csv_fields) const {
  if (csv()) return table_.row(origin, puzzle.to_line(), status, csv_fields);
  if (json()) {
    const std::string puzzle_member = json_member("puzzle", puzzle.to_line());
    // The record's fields: the puzzle, then the result's own (which may give a status too).
    std::string record = json_record(origin, {puzzle_member});
    for (const std::string_view object : json_objects) {
      record = json_record(origin, {record, object});
    }
    return record + "\n";
  }
  return annotated_puzzle(puzzle, puzzle_format(), note);
}

std::string ResultForm::failure(const JsonOrigin& origin, const Grid* puzzle,
                                std::string_view status, const Error& error,
                                std::string_view text_line) const {
  const std::string puzzle_line = puzzle != nullptr ? puzzle->to_line() : std::string();
  if (csv()) return table_.error_row(origin, puzzle_line, status, error);
  if (json()) {
    const std::string puzzle_member =
        puzzle != nullptr ? json_member("puzzle", puzzle_line) : json_null_member("puzzle");
    return json_record(origin, {puzzle_member, json_member("status", status),
                                json_object_member("error", to_json(error))}) +
           "\n";
  }
  return std::string(text_line);
}

}  // namespace nonet::cli
