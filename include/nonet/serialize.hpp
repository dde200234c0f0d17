// Every result as text: one notation and one JSON shape for every front end (CLI, C API, server).
//
// The notation: a cell is "r4c7" (row, column, 1-based); a placement "r4c7=5"; an elimination
// "r4c7<>5" (several digits of one cell: "r4c7<>3,9"); a candidate inside a chain "5r4c7".
// Difficulties (SE ratings, technique difficulties) are JSON numbers: 7.1, never "7.1".
//
// Every function returns a string and never throws for a value of its type (only
// std::bad_alloc). JSON is one line, without a trailing newline, keys in alphabetical order.
// docs/formats.md ("Results as JSON") gives every object's fields.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "nonet/batch.hpp"
#include "nonet/canon.hpp"
#include "nonet/error.hpp"
#include "nonet/explain.hpp"
#include "nonet/format.hpp"
#include "nonet/generate.hpp"
#include "nonet/logic.hpp"
#include "nonet/rating.hpp"
#include "nonet/solve.hpp"

namespace nonet {

// ---- The notation ------------------------------------------------------------------------------

/// "r4c7=5".
[[nodiscard]] std::string placement_text(const Candidate& placement);
/// "r4c7<>5".
[[nodiscard]] std::string elimination_text(const Candidate& elimination);
/// What a step does: placements, then eliminations grouped by cell, comma-separated:
/// "r4c7=5, r1c2<>3, r1c5<>3,9". Eliminations are sorted by cell, then digit.
[[nodiscard]] std::string effect_text(std::span<const Candidate> placements,
                                      std::span<const Candidate> eliminations);
/// A rating in tenths as the number it stands for: 71 -> 7.1.
[[nodiscard]] double rating_value(RatingTenths tenths);
/// "rated", "invalid", "unsolved", "above_limit", "stopped".
[[nodiscard]] std::string_view rating_status_name(RatingStatus status);

// ---- JSON objects ------------------------------------------------------------------------------

/// {"code":"bad_input","message":...,"line":3,"column":17,"cell":"r2c8" or null,
///  "text":"line 3, column 17: ..."} (text is Error::describe()).
[[nodiscard]] std::string to_json(const Error& error);
/// {"status":"unique","solution":81 characters or null,"solutions":N,"guesses":N,
///  "conflicts":[{"digit":5,"house":"row 1","cells":["r1c2","r1c7"]}]}.
[[nodiscard]] std::string to_json(const SolveResult& result);
/// A board as a player's page shows it: {"puzzle":81 characters,"marks":729 characters (every
/// empty cell's candidates, off its peers' digits),"conflicts":[as in to_json(SolveResult)]}.
/// A grid with clashing digits is described, not refused.
[[nodiscard]] std::string board_to_json(const Grid& grid);
/// {"status":"multiple","solution":81 characters or null,"error":an Error object or null}.
[[nodiscard]] std::string to_json(const CheckResult& result);
/// {"count":N,"limit":L,"at_least":true when the count reached the limit}.
[[nodiscard]] std::string count_to_json(std::size_t count, std::size_t limit);
/// {"status":"rated","er":7.1,"ep":1.2,"ed":1.2,"level":"Expert"}; er/ep/ed/level only when
/// the ladder set them (rated; er also for above_limit and stopped); "stop_reason" for stopped;
/// "steps" (Step objects) when the rating kept them.
[[nodiscard]] std::string to_json(const SeRating& rating);
/// {"technique":"Naked Pair","code":"n2","family":"Subsets","rule":step_name(step),
///  "difficulty":3.0,"placements":[...],"eliminations":[...],"cells":[...],"digits":[...],
///  "effect":"r4c3<>2, r4c9<>2,7","proof":{"houses","cover_houses","pattern","fins","links"},
///  "relies_on_uniqueness":false,"reason":...,"text":describe(step)}, for the logical solver's
/// steps and the rating's alike. Placements and eliminations are candidate objects
/// {"cell":"r3c4","row":3,"column":4,"digit":3}; `cells` and `digits` are every cell and digit
/// the step involves (its placements, eliminations, pattern, fins and links), sorted, without
/// repeats; `difficulty` is the step's own (Step::difficulty).
[[nodiscard]] std::string to_json(const Step& step);
/// {"status":...,"start":81 characters,"steps":[Step objects],"solved":bool,
///  "final":81 characters, "final_marks":729 characters only when not solved}.
[[nodiscard]] std::string to_json(const LogicalSolution& solution);
/// {"status":...,"solved":bool (every cell filled),"step":Step object or null}.
[[nodiscard]] std::string to_json(const Hint& hint);
/// The hint as far as `stage` reveals it: {"status","solved","stage":1..3,"step"}, where the
/// step holds at stage 1 {"technique","code","family","difficulty","houses":[names],
/// "text":to_text(hint, stage)}, at stage 2
/// also {"cells","digits","proof":{"houses","pattern","fins","links"}} with `cells` and `digits`
/// those of the pattern, fins and links only, and at stage 3 the whole Step object.
[[nodiscard]] std::string to_json(const Hint& hint, HintStage stage);
/// {"index":N,"puzzle":81 characters,"solution":81 characters,"clues":N,"attempts":N,
///  "rating":SeRating object, only when rated}.
[[nodiscard]] std::string to_json(const GeneratedPuzzle& puzzle);
/// {"index":N,"attempts":N,"message":...}.
[[nodiscard]] std::string to_json(const GenerateFailure& failure);
/// {"finished":N,"made":N,"complete":bool,"puzzles":[...],"failures":[...],
///  "error":Error object or null}.
[[nodiscard]] std::string to_json(const GenerateRunResult& result);
/// {"canonical":81 characters,"transform":"t0:b123:...","automorphisms":N}.
[[nodiscard]] std::string to_json(const CanonicalForm& form);
/// The catalogue as `nonet techniques` lists it, in order: {"techniques":[{"code":"n2",
/// "name":"Naked Pair","family":"Subsets","difficulty":3.0,"needs_uniqueness":false,
/// "rating_only":false,"summary":...}, ...]}.
[[nodiscard]] std::string techniques_to_json();

// ---- Records: a result beside where it came from ------------------------------------------------

/// Where a record's puzzle came from: an input's name ("<stdin>", a path) and its 1-based line.
struct JsonOrigin {
  std::string_view input;
  std::size_t line = 0;
};

/// One JSON object of several: {"input":...,"line":...} and then the fields of each object in
/// turn (each a to_json() result or a json_member()); a later field replaces an earlier one of
/// the same name. An argument that is not a JSON object is an error: the result is
/// {"input":...,"line":...,"error":{"code":"internal",...}}, never a throw.
[[nodiscard]] std::string json_record(const JsonOrigin& origin,
                                      std::initializer_list<std::string_view> objects);
/// {"name":"text"}, with the string escaped.
[[nodiscard]] std::string json_member(std::string_view name, std::string_view text);
/// {"name":N}.
[[nodiscard]] std::string json_number_member(std::string_view name, long long number);
/// {"name":null}.
[[nodiscard]] std::string json_null_member(std::string_view name);
/// {"name":value}, where `value_json` is JSON text (an object from to_json()).
[[nodiscard]] std::string json_object_member(std::string_view name, std::string_view value_json);

// ---- Text and CSV, as the CLI prints them ------------------------------------------------------

/// "7.1/1.2/1.2" (ER/EP/ED) for a rated puzzle; "20.0/20.0/20.0" otherwise, as serate prints a
/// puzzle its rules do not solve.
[[nodiscard]] std::string to_text(const SeRating& rating);
/// "7.1 Forcing Chain: r3c4<>3": a rating step's difficulty, step_name() and effect_text(), as
/// `nonet rate --steps` prints them.
[[nodiscard]] std::string rated_step_text(const Step& step);
/// "er,ep,ed,level": the CSV columns of to_csv(const SeRating&).
[[nodiscard]] std::string_view rating_csv_header();
/// "7.1,1.2,1.2,Expert" for a rated puzzle; ",,,unsolved" (or the status name) otherwise.
[[nodiscard]] std::string to_csv(const SeRating& rating);

/// Why a puzzle cannot be rated (SE ratings need exactly one solution), from check()'s error,
/// with its place in the input: "p.txt:3:17: what is wrong" for a puzzle that does not read or
/// has clashing givens (at the error's own place), else at `line` "p.txt:3: the puzzle has more
/// than one solution (SE ratings need exactly one)" or "p.txt:3: the puzzle has no solution".
[[nodiscard]] std::string unratable_text(std::string_view input, std::size_t line,
                                         const Error& why);
/// Whether a puzzle with one solution is minimal, from its removable_clues(): "minimal", or
/// "not minimal: r1c3 r5c5 can each go alone" ("can go alone" for one cell).
[[nodiscard]] std::string minimality_text(std::span<const Cell> removable);
/// One line, without a newline: "solved: every cell is filled", describe(step), or "no hint: ..."
/// saying why there is none (no solution; no technique in use finds a step).
[[nodiscard]] std::string to_text(const Hint& hint);
/// The hint as far as `stage` reveals it, one line: "Hidden Single: look in box 2" (where),
/// "Hidden Single in box 2: look at r1c6, digit 8" (what), to_text(hint) (move).
[[nodiscard]] std::string to_text(const Hint& hint, HintStage stage);
/// The path as `nonet explain` prints it: a note when the puzzle has several solutions, the steps
/// numbered from 1 ("1. " describe(step)), each after the candidate grid it acts on when
/// `with_grids`, then "solved by logic in N steps" or "stuck after N steps: ..." with the
/// candidate grid where the techniques ran out, and last the grid reached as an 81-character line.
[[nodiscard]] std::string to_text(const LogicalSolution& path, bool with_grids);
/// One line, without a newline: "solved by logic in 31 steps" or "stuck after 12 steps".
[[nodiscard]] std::string summary_text(const LogicalSolution& path);
/// The catalogue as `nonet techniques` lists it, in order: a header line, then one line per
/// technique: code, SE difficulty, name, "(needs a unique solution)" and "(rating only)" where
/// they hold.
[[nodiscard]] std::string techniques_table();
/// A generated puzzle in a puzzle format, read back by nonet as the puzzle alone. The line form
/// puts the solution (when `with_solution`) and then the rating (when rated) after the puzzle on
/// its line; the other forms write below the puzzle, as comment lines (annotated_puzzle()), a
/// line "# solution:" and the solution in the same format, and "# rating 7.1/1.2/1.2".
[[nodiscard]] std::string to_text(const GeneratedPuzzle& generated, Format format,
                                  bool with_solution);
/// A grid with the transformation that made it: in the line form the transform's text
/// (to_string()) comes first in the comment; in the others a line "# transform: T" follows.
[[nodiscard]] std::string write_puzzle(const Grid& grid, Format format, std::string_view comment,
                                       const Transform& transform);

// ---- Benchmarks
// ----------------------------------------------------------------------------------

/// A corpus's benchmark_solve(), as `nonet bench --format json` writes it: {"corpus":name,
/// "puzzles":N,"wall_seconds","cpu_seconds","stream_cpu_seconds" (numbers),"puzzles_per_second"
/// (wall),"guesses","solved_without_guess","unique","multiple","found","none","invalid","wrong",
/// "checksum":16 hex digits,"checksum_steady":bool}.
[[nodiscard]] std::string benchmark_to_json(const SolveBenchmark& benchmark,
                                            std::string_view corpus, std::size_t puzzles);
/// "corpus,puzzles,wall_seconds,cpu_seconds,stream_cpu_seconds,puzzles_per_second,guesses,
/// solved_without_guess,unique,multiple,found,none,invalid,wrong,checksum,checksum_steady".
[[nodiscard]] std::string_view benchmark_csv_header();
/// A row of benchmark_csv_header()'s columns, without a line end.
[[nodiscard]] std::string benchmark_to_csv(const SolveBenchmark& benchmark, std::string_view corpus,
                                           std::size_t puzzles);

// ---- serate's output templates ---------------------------------------------------------------

/// What a serate-style template (`nonet rate --template`) may show of one rated puzzle.
struct RatingTemplateFields {
  std::string_view input_line;  ///< %g: the puzzle as it came (its line form with its comment)
  Grid puzzle;                  ///< %i: the puzzle, 81 characters, blanks as 0
  std::size_t ordinal = 0;      ///< %n: the puzzle's line number in its input
  double seconds = 0;           ///< %e: the time its rating took
  const SeRating* rating = nullptr;
};

/// Why `text` is not a template rating_template_text() can fill: a '%' before a character
/// that is not one of serate's conversions nonet has (%r %p %d %R %P %D %g %i %n %e %l %t %%),
/// or a '%' at the end; nullopt when it is one.
[[nodiscard]] std::optional<std::string> rating_template_error(std::string_view text);
/// Whether the template names a technique (%R %P %D), for which the rating must keep its steps.
[[nodiscard]] bool rating_template_needs_steps(std::string_view text);
/// `text` with serate's conversions filled: %r ER, %p EP, %d ED (as "7.1"; 20.0 when the rules
/// do not solve the puzzle, as serate), %R %P %D the name of the step that set ER, EP, ED (when
/// the rating kept its steps, else empty), %g the input line, %i the 81 digits, %n the line
/// number, %e the seconds ("0.012s"), %l a line break, %t a tab, %% a '%'. A template
/// rating_template_error() refuses is written as it is.
[[nodiscard]] std::string rating_template_text(std::string_view text,
                                               const RatingTemplateFields& fields);

// ---- Output forms: what --format names -------------------------------------------------------

/// The form a command writes its results in: a puzzle format (each result beside its puzzle, so
/// that nonet reads the output back as the same puzzles), JSON (one object a line; `json` and
/// `jsonl` write the same JSON Lines) or CSV (a header row, then one row a puzzle).
enum class OutputForm { line, grid, pretty, leetcode, python, json, jsonl, csv };

/// "line", "grid", "pretty", "leetcode", "python", "json", "jsonl", "csv".
[[nodiscard]] std::string_view output_form_name(OutputForm form);
/// The form of a name output_form_name() gives; "text" also reads as `line` (the name rate,
/// hint and explain gave their default before the forms were one list).
[[nodiscard]] std::optional<OutputForm> output_form_from_name(std::string_view name);
/// The puzzle format of a puzzle form; nullopt for json, jsonl and csv.
[[nodiscard]] std::optional<Format> puzzle_format_of(OutputForm form);

/// A puzzle with a note about it (a verdict, a count, a rating), written so that nonet reads it
/// back as the same puzzle: the line form puts the note after the cells on the puzzle's line
/// (line breaks in it become spaces); the other forms write the puzzle, then each line of the
/// note as a comment line "# ...". An empty note adds nothing.
[[nodiscard]] std::string annotated_puzzle(const Grid& grid, Format format, std::string_view note);

// ---- CSV (RFC 4180 quoting; rows end in "\n")
// ----------------------------------------------------

/// A field as RFC 4180 writes it: quoted ("...", inner quotes doubled) when it holds a comma, a
/// quote, a line break or leading or trailing space; else as is.
[[nodiscard]] std::string csv_field(std::string_view text);
/// Fields quoted by csv_field() and joined by commas, without a line end.
[[nodiscard]] std::string csv_fields(std::initializer_list<std::string_view> fields);

/// The table every command's CSV output is: one header row "input,line,puzzle,status,COLUMNS,
/// error", then one row a puzzle. `input` and `line` say where the puzzle came from, `puzzle` is
/// its 81-character line (empty when the text did not read as a puzzle), `status` the verdict,
/// COLUMNS the command's own (e.g. solve_csv_columns()), `error` why the puzzle failed.
class CsvTable {
 public:
  /// `columns`: the command's own column names, comma-separated (may be empty).
  explicit CsvTable(std::string_view columns);

  /// The header row, ending in '\n'.
  [[nodiscard]] std::string header() const;
  /// A row for a puzzle with a result: `fields` are the command's columns, already CSV (from a
  /// to_csv() below), as many as the columns.
  [[nodiscard]] std::string row(const JsonOrigin& origin, std::string_view puzzle,
                                std::string_view status, std::string_view fields) const;
  /// A row for a puzzle without a result: the command's columns empty, `error` described.
  [[nodiscard]] std::string error_row(const JsonOrigin& origin, std::string_view puzzle,
                                      std::string_view status, const Error& error) const;

 private:
  std::string columns_;
  std::size_t column_count_ = 0;
};

/// "solution,solutions,guesses" and to_csv(SolveResult)'s fields in that order.
[[nodiscard]] std::string_view solve_csv_columns();
[[nodiscard]] std::string to_csv(const SolveResult& result);
/// "solution,minimality" and the fields of a check: the solution (empty unless unique or
/// multiple) and `minimality` (minimality_text(), or empty when not asked).
[[nodiscard]] std::string_view check_csv_columns();
[[nodiscard]] std::string check_to_csv(const CheckResult& result, std::string_view minimality);
/// "count,limit,at_least" and count_to_csv()'s fields.
[[nodiscard]] std::string_view count_csv_columns();
[[nodiscard]] std::string count_to_csv(std::size_t count, std::size_t limit);
/// "er,ep,ed,level,hodoku" and rating_to_csv()'s fields: ER/EP/ED and the level when rated
/// (empty otherwise), the HoDoKu score when given.
[[nodiscard]] std::string_view rate_csv_columns();
[[nodiscard]] std::string rating_to_csv(const SeRating& rating, std::optional<int> hodoku);
/// "index,solution,clues,attempts,er,ep,ed,level" and a generated puzzle's fields (the puzzle
/// itself goes in the table's puzzle column); the solution only `with_solution`.
[[nodiscard]] std::string_view generated_csv_columns();
[[nodiscard]] std::string to_csv(const GeneratedPuzzle& generated, bool with_solution);
/// "technique,code,effect,text" and a hint's fields (empty technique when there is no step).
[[nodiscard]] std::string_view hint_csv_columns();
[[nodiscard]] std::string to_csv(const Hint& hint);
/// "solved,steps,final" and a logical path's fields: "true"/"false", the step count, the grid
/// reached as an 81-character line.
[[nodiscard]] std::string_view explain_csv_columns();
[[nodiscard]] std::string to_csv(const LogicalSolution& path);
/// "original,removed": what minimize started from and how many givens it removed (the smaller
/// puzzle goes in the table's puzzle column).
[[nodiscard]] std::string_view minimize_csv_columns();
[[nodiscard]] std::string minimized_to_csv(const Grid& original, const Grid& minimized);

}  // namespace nonet
