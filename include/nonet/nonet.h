/* The C interface of nonet. Strings are NUL-terminated; a puzzle may be given in any input
 * format nonet reads (81-character line, 0-grid, boxed grid, LeetCode lists). */
#ifndef NONET_NONET_H
#define NONET_NONET_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Results of nonet_solve(). */
enum nonet_status {
  NONET_UNIQUE = 0,    /* exactly one solution */
  NONET_MULTIPLE = 1,  /* two or more; the first found is written */
  NONET_NONE = 2,      /* no solution */
  NONET_INVALID = 3,   /* two givens clash */
  NONET_BAD_INPUT = 4, /* the text is not a puzzle, or `puzzle` is NULL */
  NONET_ERROR = 5      /* internal error or out of memory; `solution` is not written */
};

/* Solves `puzzle` and returns a nonet_status. When a solution exists and `solution` is not NULL,
 * writes it there as 81 digits and a NUL (82 bytes). `guesses`, if not NULL, receives the
 * search's branch count. No C++ exception leaves any function here: an internal error or an
 * out-of-memory condition gives NONET_ERROR (nonet_solve) or -2 (nonet_count, nonet_is_valid). */
int nonet_solve(const char* puzzle, char* solution, unsigned long long* guesses);

/* Counts the solutions of `puzzle` up to `limit` (a count equal to `limit` means "at least";
 * limit 0 gives 0). Clashing givens give 0. -1 when the text is not a puzzle or is NULL, -2 for
 * an internal error or out of memory. */
long long nonet_count(const char* puzzle, unsigned long long limit);

/* 1 when no digit repeats in a row, column or box, 0 when one does, -1 for bad input (not a
 * puzzle, or NULL), -2 for an internal error or out of memory. */
int nonet_is_valid(const char* puzzle);

/* The library version, "MAJOR.MINOR.PATCH". */
const char* nonet_version(void);

/* ---- The calls below -------------------------------------------------------------------------
 *
 * Every call below returns NONET_OK (0) or a NONET_E_* code, and fills `error` (when not NULL)
 * with the code, a message and, for bad text, the place: 1-based line and column (0 when not
 * at one place) and the cell (0..80, row * 9 + column; -1 when none). On NONET_OK error->code is
 * NONET_OK and its message is empty (nonet_check also reports there why a puzzle is not unique).
 *
 * Memory: results go to buffers the caller owns, with their sizes; a buffer too small gives
 * NONET_E_BUFFER_TOO_SMALL and is left holding an empty string when it has room for one. The
 * nonet_*_json calls return a string allocated with malloc(): the caller owns it and releases
 * it with nonet_free() (or free()); they return NULL on failure, with `error` saying why.
 *
 * Threads: every call is reentrant and keeps no state between calls; any number of threads may
 * call any of them at once, each with its own buffers and nonet_error. NULL for a required
 * argument gives NONET_E_INVALID_ARGUMENT, never a crash. No C++ exception leaves a call: an
 * internal error or out-of-memory condition gives NONET_E_INTERNAL.
 *
 * Long calls (nonet_rate, nonet_generate, nonet_count_json, nonet_rate_json,
 * nonet_generate_json, nonet_hint_json, nonet_explain_json, nonet_batch) take a
 * `const nonet_control* control` as the argument just before `error`; NULL means no stop, no
 * deadline and no progress. A call stopped by it returns NONET_E_CANCELLED or
 * NONET_E_DEADLINE_EXCEEDED with a message, and keeps what it finished as each call says. */

/* Error codes: the library's ErrorCode, in its order, after NONET_OK; then the C API's own. */
enum nonet_error_code {
  NONET_OK = 0,
  NONET_E_BAD_INPUT = 1,          /* the text is not a puzzle */
  NONET_E_CLASHING_GIVENS = 2,    /* a digit repeats in a row, column or box */
  NONET_E_NO_SOLUTION = 3,        /* the givens allow no solution */
  NONET_E_MULTIPLE_SOLUTIONS = 4, /* the call needs exactly one solution and there are more */
  NONET_E_INVALID_ARGUMENT = 5,   /* NULL for a required argument, or an option out of range */
  NONET_E_CANCELLED = 6,          /* nonet_control_cancel() (or a batch's callback) stopped it */
  NONET_E_DEADLINE_EXCEEDED = 7,  /* the deadline or time limit passed before the call finished */
  NONET_E_IO_ERROR = 8,           /* (not used by the C API: it reads no files) */
  NONET_E_INTERNAL = 9,           /* a bug in nonet, or out of memory */
  NONET_E_BUFFER_TOO_SMALL = 10   /* an output buffer cannot hold the result */
};

/* Bytes of nonet_error.message, its NUL included; a longer message is cut short. */
#define NONET_ERROR_MESSAGE_SIZE 256
/* Bytes for a grid as an 81-character line and its NUL. */
#define NONET_GRID_SIZE 82
/* Bytes enough for any transformation's text (nonet_canon) and its NUL. */
#define NONET_TRANSFORM_SIZE 64

typedef struct nonet_error {
  int code;                               /* NONET_OK or a NONET_E_* code */
  char message[NONET_ERROR_MESSAGE_SIZE]; /* what is wrong, NUL-terminated; "" for NONET_OK */
  size_t line;                            /* 1-based line in the text given; 0: none */
  size_t column;                          /* 1-based column; 0: not at one character */
  int cell;                               /* the cell it is about, 0..80; -1: none */
} nonet_error;

/* ---- Stopping and watching long calls ---------------------------------------------------------
 *
 * A nonet_control is made by the caller, handed to any number of long calls (on any threads),
 * and freed by the caller once none of them is running. nonet_control_cancel() may be called
 * from any thread at any time: every call using the control stops soon after (within a fraction
 * of a second) and so does every later one; a cancelled control stays cancelled. The deadline
 * and the progress callback are read when a call starts: set them before the call. The control's
 * own calls take no nonet_error: they return NONET_OK or NONET_E_INVALID_ARGUMENT, or nothing. */
typedef struct nonet_control nonet_control;

/* Told how far a long call has come: `done` of `total` (total 0: not known in advance). Called
 * from whichever thread does the work, never by two threads at once, while the call waits: keep
 * it quick. What is counted: nonet_generate*: puzzles handed over, of count; nonet_explain_json:
 * solved cells, of 81; nonet_count_json: solutions found, of the limit (every 1024 and at the
 * end); nonet_batch: records answered (total 0). nonet_rate* and nonet_hint_json report none. */
typedef void (*nonet_progress_fn)(void* user, unsigned long long done, unsigned long long total);

/* A control with no deadline and no callback, not cancelled; NULL when out of memory. The caller
 * owns it and releases it with nonet_control_free(). */
nonet_control* nonet_control_new(void);
/* Releases a control. NULL is fine. No call may be using it. */
void nonet_control_free(nonet_control* control);
/* Asks every call using `control`, now and later, to stop. Any thread; NULL does nothing. */
void nonet_control_cancel(nonet_control* control);
/* 1 when nonet_control_cancel() was called on `control`, else 0 (also for NULL). */
int nonet_control_cancelled(const nonet_control* control);
/* Calls started from now on stop `seconds` from now (0: at once). NONET_E_INVALID_ARGUMENT,
 * leaving the deadline as it was, for NULL, NaN, a negative or infinite number, or more seconds
 * than the clock can hold (about 292 years). */
int nonet_control_set_deadline(nonet_control* control, double seconds);
/* Calls started from now on report progress to `progress(user, done, total)`; a NULL `progress`
 * reports none. NONET_E_INVALID_ARGUMENT for a NULL control. */
int nonet_control_set_progress(nonet_control* control, nonet_progress_fn progress, void* user);

/* The name of a code: "ok", "bad_input", "clashing_givens", "no_solution",
 * "multiple_solutions", "invalid_argument", "cancelled", "deadline_exceeded", "io_error",
 * "internal", "buffer_too_small"; "unknown" for any other number. A static string. */
const char* nonet_error_name(int code);

/* Checks `puzzle`: whether it has exactly one solution, and if not, why. On NONET_OK, *status
 * is NONET_UNIQUE, NONET_MULTIPLE, NONET_NONE or NONET_INVALID (clashing givens), and for the
 * last three `error` holds the reason (NONET_E_MULTIPLE_SOLUTIONS, NONET_E_NO_SOLUTION, or
 * NONET_E_CLASHING_GIVENS with the first of the two cells), though the call returns NONET_OK.
 * `solution` (may be NULL; else `solution_size` bytes, at least NONET_GRID_SIZE) receives the
 * first solution found for NONET_UNIQUE and NONET_MULTIPLE, else "". Text that is not a puzzle
 * returns NONET_E_BAD_INPUT with the line, column and cell of the problem. */
int nonet_check(const char* puzzle, int* status, char* solution, size_t solution_size,
                nonet_error* error);

/* What nonet_rating.status says, in the library's RatingStatus order. */
enum nonet_rating_status {
  NONET_RATING_RATED = 0,       /* er, ep, ed are set */
  NONET_RATING_INVALID = 1,     /* (not returned: such a puzzle gives an error code instead) */
  NONET_RATING_UNSOLVED = 2,    /* the rules up to max_level do not solve it; er/ep/ed are 0 */
  NONET_RATING_ABOVE_LIMIT = 3, /* (not returned by nonet_rate) */
  NONET_RATING_STOPPED = 4      /* the control stopped it; er is the hardest step so far */
};

/* A Sudoku Explainer rating. Tenths are exact (71 is 7.1); the doubles are the same numbers. */
typedef struct nonet_rating {
  int status;                          /* a nonet_rating_status */
  int er;                              /* the hardest step, in tenths */
  int ep;                              /* the hardest step up to the first placement, in tenths */
  int ed;                              /* the first step, in tenths */
  double er_value, ep_value, ed_value; /* er / 10.0 and so on */
} nonet_rating;

/* Rates `puzzle` on the Sudoku Explainer scale with the chaining levels 0..`max_level` (5 is
 * SE's full ladder; lower levels are faster and leave the hardest puzzles unsolved). A puzzle
 * without exactly one solution returns NONET_E_CLASHING_GIVENS, NONET_E_NO_SOLUTION or
 * NONET_E_MULTIPLE_SOLUTIONS; max_level outside 0..5 returns NONET_E_INVALID_ARGUMENT. Stopped
 * by `control`: NONET_E_CANCELLED or NONET_E_DEADLINE_EXCEEDED, with rating->status
 * NONET_RATING_STOPPED and er the hardest step rated so far (ep and ed when reached). */
int nonet_rate(const char* puzzle, int max_level, nonet_rating* rating,
               const nonet_control* control, nonet_error* error);

/* The symmetries a generated puzzle's givens keep, in the library's Symmetry order. */
enum nonet_symmetry {
  NONET_SYMMETRY_NONE = 0,
  NONET_SYMMETRY_ROT180 = 1,
  NONET_SYMMETRY_ROT90 = 2,
  NONET_SYMMETRY_MIRROR = 3,
  NONET_SYMMETRY_FLIP = 4,
  NONET_SYMMETRY_DIAGONAL = 5,
  NONET_SYMMETRY_ANTIDIAGONAL = 6,
  NONET_SYMMETRY_DIHEDRAL = 7
};

/* What to generate. Start from nonet_generate_options_init(), then change fields. */
typedef struct nonet_generate_options {
  unsigned long long seed;  /* the same seed and options give the same puzzles everywhere */
  unsigned long long count; /* puzzles to make, at least 1 (default 1) */
  int symmetry;             /* a nonet_symmetry (default NONE) */
  int min_clues;            /* 17..81 (default 17) */
  int max_clues;            /* min_clues..81 (default 81) */
  int min_rating;           /* SE rating band in tenths, 10..120; 0 and 0 (default): any */
  int max_rating;
  int minimal;       /* nonzero: every given is needed (default 0) */
  double time_limit; /* seconds; 0 (default): none. When it passes, the puzzles made
                        so far are returned and the call gives NONET_E_DEADLINE_EXCEEDED
                        (a control's deadline does the same; the earlier one counts) */
  unsigned threads;  /* threads to use, 1..1024 (default 1) */
} nonet_generate_options;

/* Fills `options` with the defaults above. Does nothing when `options` is NULL. */
void nonet_generate_options_init(nonet_generate_options* options);

/* Makes puzzles 0 .. count-1 of the seed's sequence and writes them to `puzzles`, each an
 * 81-character line ending in '\n', then a NUL: `puzzles_size` must be at least
 * 82 * count + 1. *made (may be NULL) receives how many were written. A puzzle the options
 * made too rare to find (max attempts spent) is skipped, not an error. Returns
 * NONET_E_INVALID_ARGUMENT for options that cannot be met (the message says which),
 * NONET_E_DEADLINE_EXCEEDED when the time limit cut the run short and NONET_E_CANCELLED when
 * `control` did (either way the puzzles made before, the first of the sequence, are written),
 * NONET_E_BUFFER_TOO_SMALL before any work when the buffer is too small. */
int nonet_generate(const nonet_generate_options* options, char* puzzles, size_t puzzles_size,
                   unsigned long long* made, const nonet_control* control, nonet_error* error);

/* The canonical (minlex) form of `puzzle`: `canonical` (NONET_GRID_SIZE bytes) receives its
 * 81-character line (blanks as '.'); `transform` (may be NULL; else at least
 * NONET_TRANSFORM_SIZE bytes) the transformation that maps the puzzle to it, in nonet's text
 * form ("t0:b312:..."); `automorphisms` (may be NULL) the size of its automorphism group.
 * Clashing givens return NONET_E_CLASHING_GIVENS. */
int nonet_canon(const char* puzzle, char* canonical, size_t canonical_size, char* transform,
                size_t transform_size, unsigned long long* automorphisms, nonet_error* error);

/* Applies transformations to `puzzle` and writes the result's 81-character line (NONET_GRID_SIZE
 * bytes) to `result`. `transforms` is a comma-separated list applied left to right, as
 * `nonet transform --apply` takes it: rotate90, rotate180, rotate270, mirror, flip, transpose,
 * antitranspose, relabel=912345678, bands=312, stacks=312, rows=B:213, columns=S:213, or a
 * transformation's text as nonet_canon() writes it. A bad list gives NONET_E_INVALID_ARGUMENT
 * with the column where it goes wrong. The result is the same puzzle to a solver. */
int nonet_transform(const char* puzzle, const char* transforms, char* result, size_t result_size,
                    nonet_error* error);

/* A random isomorph of `puzzle`, the same for the same seed everywhere: `result`
 * (NONET_GRID_SIZE bytes) receives its line, `transform` (may be NULL; else at least
 * NONET_TRANSFORM_SIZE bytes) the transformation applied. */
int nonet_random_isomorph(const char* puzzle, unsigned long long seed, char* result,
                          size_t result_size, char* transform, size_t transform_size,
                          nonet_error* error);

/* Whether `from` and `to` are the same puzzle up to isomorphism: *equivalent is 1 or 0, and when
 * 1, `transform` (may be NULL; else NONET_TRANSFORM_SIZE bytes) receives a transformation that
 * maps `from` to `to` (nonet_transform() applies it). Clashing givens in either give
 * NONET_E_CLASHING_GIVENS. */
int nonet_equivalent(const char* from, const char* to, int* equivalent, char* transform,
                     size_t transform_size, nonet_error* error);

/* The automorphism group of a puzzle or grid: its size (1 for most puzzles, at most 648 for a
 * solution grid) and which symmetries some isomorph of it has (1 or 0 each). */
typedef struct nonet_automorphisms {
  unsigned long long size; /* automorphisms, the identity included */
  int two_fold;            /* conjugate to the half turn (rotate180) */
  int three_fold;          /* of order 3 (e.g. cycling bands and stacks) */
  int four_fold;           /* conjugate to the quarter turn (rotate90) */
  int diagonal;            /* conjugate to a reflection in a diagonal */
  int mirror;              /* conjugate to a reflection in the middle row or column */
} nonet_automorphisms;

int nonet_automorphisms_of(const char* puzzle, nonet_automorphisms* automorphisms,
                           nonet_error* error);

/* ---- JSON of every result (fields as in docs/formats.md, "Results as JSON") ------------------
 * Each returns a NUL-terminated JSON object allocated with malloc(), which the caller releases
 * with nonet_free(), or NULL on failure with `error` saying why (bad text: NONET_E_BAD_INPUT).
 * Stopped by `control`, rate, generate and explain still return what they did, with `error`
 * saying why (rate's JSON has "status":"stopped", generate's "complete":false, explain's path
 * ends early with "solved":false); count and hint return NULL. */

/* The solve result: status, solution, solutions, guesses, conflicts. */
char* nonet_solve_json(const char* puzzle, nonet_error* error);
/* The check result: status, solution, and error (why not unique) or null. */
char* nonet_check_json(const char* puzzle, nonet_error* error);
/* {"count":N,"limit":L,"at_least":...}. Stopped by `control`: NULL, the message saying how
 * many solutions were found by then (there are at least that many). */
char* nonet_count_json(const char* puzzle, unsigned long long limit, const nonet_control* control,
                       nonet_error* error);
/* The SE rating: status, er, ep, ed (numbers), level, and with `with_steps` nonzero the steps.
 * Errors as nonet_rate(); stopped, the JSON has "status":"stopped" and "stop_reason". */
char* nonet_rate_json(const char* puzzle, int max_level, int with_steps,
                      const nonet_control* control, nonet_error* error);
/* The run: finished, made, complete, puzzles (each with its solution), failures, error. A run
 * cut short by the time limit or `control` is still returned (its "error" says so; `error`
 * too). */
char* nonet_generate_json(const nonet_generate_options* options, const nonet_control* control,
                          nonet_error* error);
/* The canonical form: canonical, transform, automorphisms. */
char* nonet_canon_json(const char* puzzle, nonet_error* error);

/* The simplest next step, as a person solves: {"status","solved","step"} (the step with its
 * technique, placements, eliminations, cells, digits, effect, proof and text). `puzzle` is any
 * puzzle format or a candidate grid (a 729-character marks line, a pencil-mark grid).
 * `techniques` (NULL: all) is a comma-separated list of technique names or codes ("fh,h1,n1";
 * `nonet techniques` lists them); an unknown one gives NONET_E_INVALID_ARGUMENT. A grid without
 * solution gives NONET_E_NO_SOLUTION. A control that has stopped before the hint is found gives
 * NULL; a hint once found is returned. */
char* nonet_hint_json(const char* puzzle, const char* techniques, const nonet_control* control,
                      nonet_error* error);
/* The whole logical path: status, start, steps, solved, final (and final_marks when stuck).
 * Arguments and errors as nonet_hint_json(). Stopped by `control` between steps, the path so far
 * is returned (not solved) with `error` saying why. */
char* nonet_explain_json(const char* puzzle, const char* techniques, const nonet_control* control,
                         nonet_error* error);

/* Releases a string from a nonet_*_json call. NULL is fine. */
void nonet_free(void* text);

/* ---- Batches: many puzzles, on many threads, answered in input order --------------------------
 *
 * nonet_batch() reads every puzzle of a text (one a line, or any format nonet reads, mixed),
 * works on them on several threads and hands each record's answer to `on_record` on the calling
 * thread, in input order, one record at a time. A record that is not a puzzle gets its error and
 * the others are answered all the same. */

/* One record's answer, valid only during the on_record call that receives it (copy what you
 * keep). */
typedef struct nonet_record {
  unsigned long long index; /* 0, 1, 2...: its place among the records of the text */
  size_t line; /* the 1-based line of the text where the record starts (0: a text without any
                 puzzle, whose one record is NONET_E_BAD_INPUT "empty input: no puzzle found") */
  /* NONET_OK, or why the command has no full answer for it: NONET_E_BAD_INPUT (not a puzzle;
   * line, column and cell say where), NONET_E_CLASHING_GIVENS; for "solve", "check" and "rate"
   * NONET_E_NO_SOLUTION or NONET_E_MULTIPLE_SOLUTIONS (solve still gives the first solution);
   * NONET_E_CANCELLED or NONET_E_DEADLINE_EXCEEDED for a rating cut short; NONET_E_INTERNAL. */
  nonet_error error;
  const char* puzzle; /* the puzzle read, an 81-character line; "" when it is not a puzzle */
  /* The answer in short, "" when there is none: "solve": the solution's line; "check": unique,
   * multiple, none or invalid; "count": the number; "rate": ER/EP/ED as "7.1/1.2/1.2"
   * ("20.0/20.0/20.0" when the rules up to max_level do not solve it). */
  const char* text;
  /* The whole answer, one JSON object: "input" ("<text>"), "line", "puzzle", the result's
   * fields (as nonet_solve_json, nonet_check_json, nonet_count_json, nonet_rate_json give
   * them) and "error" (an object, or null); "" when nonet_batch_options.json is 0. */
  const char* json;
} nonet_record;

/* Called with each record in input order; return 0 to go on, anything else to stop the batch
 * (which then returns NONET_E_CANCELLED). */
typedef int (*nonet_record_fn)(void* user, const nonet_record* record);

typedef struct nonet_batch_options {
  unsigned threads;         /* worker threads; 0 (default): every core; above 1024: 1024 */
  unsigned long long limit; /* "count": count up to this, at least 1 (default 1000) */
  int max_level;            /* "rate": the chaining levels 0..5 (default 5) */
  int json; /* 1 (default): fill each record's `json`; 0: leave it "" and answer faster (a
               solve batch several times faster: building the JSON costs more than solving) */
} nonet_batch_options;

/* Fills `options` with the defaults above. Does nothing when `options` is NULL. */
void nonet_batch_options_init(nonet_batch_options* options);

/* Runs `command` ("solve", "check", "count" or "rate") on every record of the `size` bytes at
 * `text` (NUL bytes included; NULL with size 0 is an empty text), with `options` (NULL: the
 * defaults), calling `on_record` for each record in input order. Returns NONET_OK when every
 * record was handed over, whatever their own errors; NONET_E_CANCELLED or
 * NONET_E_DEADLINE_EXCEEDED when `control` (or on_record) stopped it: the records handed over by
 * then are the first ones, in order, and no more follow; NONET_E_INVALID_ARGUMENT for an
 * unknown command, bad options, a NULL on_record, or NULL text with a size. At most a few
 * hundred records per thread are held at once, whatever the size of the text. */
int nonet_batch(const char* text, size_t size, const char* command,
                const nonet_batch_options* options, nonet_record_fn on_record, void* user,
                const nonet_control* control, nonet_error* error);

#ifdef __cplusplus
}
#endif

#endif /* NONET_NONET_H */
