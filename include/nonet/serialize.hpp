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
/// The catalogue as `nonet techniques` lists it, in order: a header line, then one line per
/// technique: code, SE difficulty, name, "(needs a unique solution)" and "(rating only)" where
/// they hold.
[[nodiscard]] std::string techniques_table();
/// A generated puzzle in a puzzle format. The line form puts the solution (when
/// `with_solution`) and then the rating (when rated) after the puzzle on its line; the other
/// forms print the solution below the puzzle and the rating as a line "rating 7.1/1.2/1.2".
[[nodiscard]] std::string to_text(const GeneratedPuzzle& generated, Format format,
                                  bool with_solution);
/// A grid with the transformation that made it: in the line form the transform's text
/// (to_string()) comes first in the comment; in the others a line "# transform: T" follows.
[[nodiscard]] std::string write_puzzle(const Grid& grid, Format format, std::string_view comment,
                                       const Transform& transform);

}  // namespace nonet
