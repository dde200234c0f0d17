/* A C11 program that calls every function of nonet's C API (include/nonet/nonet.h) and prints
 * what each one answers. Build it against an installed nonet with pkg-config:
 *
 *   cc -std=c11 -Wall -Werror example.c $(pkg-config --cflags --libs nonet)            (shared)
 *   cc -std=c11 -Wall -Werror -static example.c \
 *      $(pkg-config --static --cflags --libs nonet)                                   (static)
 *
 * The program is a table of demos, one per function of nonet.h (kDemos, at the bottom). Each demo
 * prints what its function does on a few inputs and returns the number of answers that were not
 * the expected ones. A function added to nonet.h gets one demo function and one row in kDemos;
 * nothing else changes. The program exits 0 when every answer was the expected one. */
#include <stdio.h>
#include <string.h>

#include <nonet/nonet.h>

/* LeetCode 37's board, one 81-character line, '.' for a blank, and its only solution. */
static const char kPuzzle[] =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
static const char kSolution[] =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
/* The same board with a 5 added at r1c9: row 1 holds two 5s. */
static const char kClash[] =
    "53..7...56..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
/* One given only: very many solutions. */
static const char kOneGiven[] =
    "5................................................................................";
/* The same puzzle as kPuzzle in the 0-grid form (nine lines): every input format is accepted. */
static const char kPuzzleAsGrid[] =
    "5 3 0 0 7 0 0 0 0\n6 0 0 1 9 5 0 0 0\n0 9 8 0 0 0 0 6 0\n"
    "8 0 0 0 6 0 0 0 3\n4 0 0 8 0 3 0 0 1\n7 0 0 0 2 0 0 0 6\n"
    "0 6 0 0 0 0 2 8 0\n0 0 0 4 1 9 0 0 5\n0 0 0 0 8 0 0 7 9\n";
static const char kNotAPuzzle[] = "hello";

static const char* status_name(int status) {
  switch (status) {
    case NONET_UNIQUE:
      return "NONET_UNIQUE";
    case NONET_MULTIPLE:
      return "NONET_MULTIPLE";
    case NONET_NONE:
      return "NONET_NONE";
    case NONET_INVALID:
      return "NONET_INVALID";
    case NONET_BAD_INPUT:
      return "NONET_BAD_INPUT";
    case NONET_ERROR:
      return "NONET_ERROR";
    default:
      return "(unknown status)";
  }
}

/* Counts an answer that is not the expected one, and says so. */
static int expect(int ok, const char* what) {
  if (!ok) printf("  UNEXPECTED: %s\n", what);
  return ok ? 0 : 1;
}

/* Prints an 81-digit solution as nine rows of nine. */
static void print_rows(const char* grid) {
  for (int row = 0; row < 9; ++row) printf("    %.9s\n", grid + 9 * row);
}

static int demo_solve(void) {
  int failures = 0;
  char solution[82];
  unsigned long long guesses = 0;

  int status = nonet_solve(kPuzzle, solution, &guesses);
  printf("  LeetCode 37 board: %s after %llu guesses\n", status_name(status), guesses);
  printf("  solution: %s\n", status == NONET_UNIQUE ? solution : "(none)");
  if (status == NONET_UNIQUE) print_rows(solution);
  failures += expect(status == NONET_UNIQUE, "the LeetCode board has one solution");
  failures += expect(status == NONET_UNIQUE && strcmp(solution, kSolution) == 0,
                     "the solution is LeetCode's");

  status = nonet_solve(kPuzzleAsGrid, solution, NULL);
  printf("  the same board as a 0-grid: %s, same solution: %s\n", status_name(status),
         status == NONET_UNIQUE && strcmp(solution, kSolution) == 0 ? "yes" : "no");
  failures += expect(status == NONET_UNIQUE && strcmp(solution, kSolution) == 0,
                     "the 0-grid form solves the same");

  status = nonet_solve(kOneGiven, solution, NULL);
  printf("  one given: %s (the first solution found is written)\n", status_name(status));
  failures += expect(status == NONET_MULTIPLE, "one given has several solutions");

  status = nonet_solve(kClash, NULL, NULL);
  printf("  two 5s in row 1: %s\n", status_name(status));
  failures += expect(status == NONET_INVALID, "clashing givens are invalid");

  status = nonet_solve(kNotAPuzzle, solution, NULL);
  printf("  \"%s\": %s\n", kNotAPuzzle, status_name(status));
  failures += expect(status == NONET_BAD_INPUT, "text that is not a puzzle is bad input");
  return failures;
}

static int demo_count(void) {
  int failures = 0;
  long long count = nonet_count(kPuzzle, 1000);
  printf("  LeetCode 37 board, limit 1000: %lld solution(s)\n", count);
  failures += expect(count == 1, "the LeetCode board has one solution");

  count = nonet_count(kOneGiven, 50);
  printf("  one given, limit 50: %lld (the limit: at least that many)\n", count);
  failures += expect(count == 50, "one given reaches the limit");

  count = nonet_count(kClash, 1000);
  printf("  two 5s in row 1: %lld\n", count);
  failures += expect(count == 0, "clashing givens have no solution");

  count = nonet_count(kNotAPuzzle, 1000);
  printf("  \"%s\": %lld (not a puzzle)\n", kNotAPuzzle, count);
  failures += expect(count == -1, "text that is not a puzzle gives -1");
  return failures;
}

static int demo_is_valid(void) {
  int failures = 0;
  int valid = nonet_is_valid(kPuzzle);
  printf("  LeetCode 37 board: %d (valid)\n", valid);
  failures += expect(valid == 1, "the LeetCode board is valid");

  valid = nonet_is_valid(kClash);
  printf("  two 5s in row 1: %d (a digit repeats)\n", valid);
  failures += expect(valid == 0, "a repeated digit is not valid");

  valid = nonet_is_valid(NULL);
  printf("  NULL: %d (bad input)\n", valid);
  failures += expect(valid == -1, "NULL is bad input");
  return failures;
}

static int demo_version(void) {
  const char* version = nonet_version();
  printf("  %s\n", version != NULL ? version : "(NULL)");
  int dots = 0;
  if (version != NULL) {
    for (const char* c = version; *c != '\0'; ++c) dots += *c == '.';
  }
  return expect(version != NULL && dots == 2, "the version reads MAJOR.MINOR.PATCH");
}

static int demo_error_name(void) {
  printf("  %d: %s, %d: %s, %d: %s\n", NONET_OK, nonet_error_name(NONET_OK), NONET_E_BAD_INPUT,
         nonet_error_name(NONET_E_BAD_INPUT), NONET_E_BUFFER_TOO_SMALL,
         nonet_error_name(NONET_E_BUFFER_TOO_SMALL));
  return expect(strcmp(nonet_error_name(NONET_E_CLASHING_GIVENS), "clashing_givens") == 0 &&
                    strcmp(nonet_error_name(12345), "unknown") == 0,
                "codes have their names");
}

static int demo_check(void) {
  int failures = 0;
  int status = -1;
  char solution[NONET_GRID_SIZE];
  nonet_error error;
  int code = nonet_check(kPuzzle, &status, solution, sizeof solution, &error);
  printf("  LeetCode 37 board: %s, %s\n", nonet_error_name(code), status_name(status));
  failures += expect(code == NONET_OK && status == NONET_UNIQUE && strcmp(solution, kSolution) == 0,
                     "the board is unique, with LeetCode's solution");

  code = nonet_check(kClash, &status, NULL, 0, &error);
  printf("  two 5s in row 1: %s, why: %s (cell %d)\n", status_name(status), error.message,
         error.cell);
  failures += expect(code == NONET_OK && status == NONET_INVALID &&
                         error.code == NONET_E_CLASHING_GIVENS && error.cell >= 0,
                     "clashing givens are invalid, with the cell");

  code = nonet_check("12x", &status, NULL, 0, &error);
  printf("  \"12x\": %s at line %zu, column %zu: %s\n", nonet_error_name(code), error.line,
         error.column, error.message);
  failures += expect(code == NONET_E_BAD_INPUT && error.line == 1 && error.column == 3,
                     "bad text says where");

  code = nonet_check(kPuzzle, &status, solution, 10, &error);
  printf("  a 10-byte solution buffer: %s\n", nonet_error_name(code));
  failures += expect(code == NONET_E_BUFFER_TOO_SMALL, "a short buffer is refused");
  return failures;
}

static int demo_rate(void) {
  int failures = 0;
  nonet_rating rating;
  nonet_error error;
  int code = nonet_rate(kPuzzle, 5, &rating, NULL, &error);
  printf("  LeetCode 37 board: ER/EP/ED %.1f/%.1f/%.1f\n", rating.er_value, rating.ep_value,
         rating.ed_value);
  failures += expect(code == NONET_OK && rating.status == NONET_RATING_RATED && rating.er == 12,
                     "the board rates 1.2");

  code = nonet_rate(kOneGiven, 5, &rating, NULL, &error);
  printf("  one given: %s (%s)\n", nonet_error_name(code), error.message);
  failures +=
      expect(code == NONET_E_MULTIPLE_SOLUTIONS, "a puzzle with many solutions is not rated");
  return failures;
}

static int demo_generate_options_init(void) {
  nonet_generate_options options;
  nonet_generate_options_init(&options);
  printf("  defaults: count %llu, clues %d..%d, threads %u\n", options.count, options.min_clues,
         options.max_clues, options.threads);
  return expect(options.count == 1 && options.min_clues == 17 && options.max_clues == 81,
                "the defaults are documented ones");
}

static int demo_generate(void) {
  int failures = 0;
  nonet_generate_options options;
  nonet_generate_options_init(&options);
  options.seed = 7;
  options.count = 2;
  options.symmetry = NONET_SYMMETRY_ROT180;
  char puzzles[2 * 82 + 1];
  unsigned long long made = 0;
  nonet_error error;
  const int code = nonet_generate(&options, puzzles, sizeof puzzles, &made, NULL, &error);
  printf("  seed 7, 2 puzzles, rot180: %s, made %llu\n%s", nonet_error_name(code), made, puzzles);
  failures +=
      expect(code == NONET_OK && made == 2 && strlen(puzzles) == 2 * 82, "two puzzles are made");
  for (unsigned long long i = 0; i < made && code == NONET_OK; ++i) {
    char line[NONET_GRID_SIZE];
    memcpy(line, puzzles + 82 * i, 81);
    line[81] = '\0';
    int status = -1;
    nonet_check(line, &status, NULL, 0, NULL);
    failures += expect(status == NONET_UNIQUE, "each generated puzzle has one solution");
  }
  return failures;
}

static int demo_canon(void) {
  int failures = 0;
  char canonical[NONET_GRID_SIZE];
  char again[NONET_GRID_SIZE];
  char transform[NONET_TRANSFORM_SIZE];
  unsigned long long automorphisms = 0;
  nonet_error error;
  int code = nonet_canon(kPuzzle, canonical, sizeof canonical, transform, sizeof transform,
                         &automorphisms, &error);
  printf("  minlex: %s\n  transform %s, %llu automorphism(s)\n", canonical, transform,
         automorphisms);
  failures += expect(code == NONET_OK && strlen(canonical) == 81 && automorphisms >= 1,
                     "the board has a canonical form");
  code = nonet_canon(kPuzzleAsGrid, again, sizeof again, NULL, 0, NULL, &error);
  failures += expect(code == NONET_OK && strcmp(canonical, again) == 0,
                     "the same board in another format has the same form");
  return failures;
}

static int demo_transform(void) {
  char turned[NONET_GRID_SIZE];
  char back[NONET_GRID_SIZE];
  nonet_error error;
  int code = nonet_transform(kPuzzle, "rotate90", turned, sizeof turned, &error);
  printf("  rotate90: %s\n", turned);
  int failures = expect(code == NONET_OK && strcmp(turned, kPuzzle) != 0, "the board turns");
  code = nonet_transform(turned, "rotate270", back, sizeof back, &error);
  failures += expect(code == NONET_OK && strcmp(back, kPuzzle) == 0, "turning back restores it");
  code = nonet_transform(kPuzzle, "rotate90,spin", turned, sizeof turned, &error);
  printf("  \"rotate90,spin\": %s at column %zu: %s\n", nonet_error_name(code), error.column,
         error.message);
  failures += expect(code == NONET_E_INVALID_ARGUMENT && error.column == 10,
                     "an unknown transformation is refused, with its column");
  return failures;
}

static int demo_random_isomorph(void) {
  char isomorph[NONET_GRID_SIZE];
  char transform[NONET_TRANSFORM_SIZE];
  const int code = nonet_random_isomorph(kPuzzle, 2026, isomorph, sizeof isomorph, transform,
                                         sizeof transform, NULL);
  printf("  seed 2026: %s\n  by %s\n", isomorph, transform);
  return expect(code == NONET_OK && strlen(isomorph) == 81, "an isomorph is made");
}

static int demo_equivalent(void) {
  char isomorph[NONET_GRID_SIZE];
  char mapping[NONET_TRANSFORM_SIZE];
  int equivalent = 0;
  nonet_random_isomorph(kPuzzle, 2026, isomorph, sizeof isomorph, NULL, 0, NULL);
  int code = nonet_equivalent(kPuzzle, isomorph, &equivalent, mapping, sizeof mapping, NULL);
  printf("  the board and its seed-2026 isomorph: %s, by %s\n", equivalent ? "equivalent" : "not",
         mapping);
  int failures = expect(code == NONET_OK && equivalent == 1, "an isomorph is equivalent");
  code = nonet_equivalent(kPuzzle, kOneGiven, &equivalent, NULL, 0, NULL);
  printf("  the board and one given: %s\n", equivalent ? "equivalent" : "not equivalent");
  failures += expect(code == NONET_OK && equivalent == 0, "different givens are not");
  return failures;
}

static int demo_automorphisms_of(void) {
  static const char kSymmetricGrid[] =
      "123456789456789123789123456231564897564897231897231564312645978645978312978312645";
  nonet_automorphisms group;
  const int code = nonet_automorphisms_of(kSymmetricGrid, &group, NULL);
  printf(
      "  the most symmetric grid: %llu automorphisms; 2-fold %d, 3-fold %d, 4-fold %d, "
      "diagonal %d, mirror %d\n",
      group.size, group.two_fold, group.three_fold, group.four_fold, group.diagonal, group.mirror);
  return expect(code == NONET_OK && group.size == 648, "it has 648 automorphisms");
}

/* Calls a nonet_*_json function's result: prints its start, checks it holds `needle`, frees it. */
static int expect_json(char* json, const char* needle, const char* what) {
  printf("  %.100s%s\n", json != NULL ? json : "(NULL)",
         json != NULL && strlen(json) > 100 ? "..." : "");
  const int failures = expect(json != NULL && strstr(json, needle) != NULL, what);
  nonet_free(json);
  return failures;
}

static int demo_solve_json(void) {
  return expect_json(nonet_solve_json(kPuzzle, NULL), kSolution, "the JSON holds the solution");
}

static int demo_check_json(void) {
  return expect_json(nonet_check_json(kPuzzle, NULL), "\"unique\"", "the JSON says unique");
}

static int demo_count_json(void) {
  return expect_json(nonet_count_json(kOneGiven, 10, NULL, NULL), "10", "the JSON holds the count");
}

static int demo_rate_json(void) {
  return expect_json(nonet_rate_json(kPuzzle, 5, 0, NULL, NULL), "1.2", "the JSON holds ER 1.2");
}

static int demo_generate_json(void) {
  nonet_generate_options options;
  nonet_generate_options_init(&options);
  options.seed = 7;
  return expect_json(nonet_generate_json(&options, NULL, NULL), "\"puzzles\"",
                     "the JSON lists the puzzles");
}

static int demo_canon_json(void) {
  return expect_json(nonet_canon_json(kPuzzle, NULL), "\"automorphisms\"",
                     "the JSON holds the automorphisms");
}

static int demo_hint_json(void) {
  return expect_json(nonet_hint_json(kPuzzle, NULL, NULL, NULL), "r1c6=8",
                     "the first hint places 8 in r1c6");
}

static int demo_explain_json(void) {
  int failures = expect_json(nonet_explain_json(kPuzzle, "h1,n1", NULL, NULL), kSolution,
                             "singles alone solve the board");
  nonet_error error;
  char* json = nonet_explain_json(kPuzzle, "no-such-technique", NULL, &error);
  printf("  an unknown technique: %s: %s\n", nonet_error_name(error.code), error.message);
  failures += expect(json == NULL && error.code == NONET_E_INVALID_ARGUMENT,
                     "an unknown technique is refused");
  return failures;
}

static int demo_free(void) {
  nonet_free(NULL);
  printf("  nonet_free(NULL) does nothing; every demo above frees its JSON with nonet_free\n");
  return 0;
}

static int demo_control_new(void) {
  nonet_control* control = nonet_control_new();
  printf("  a new control: %s, cancelled %d\n", control != NULL ? "made" : "(NULL)",
         nonet_control_cancelled(control));
  const int failures =
      expect(control != NULL && nonet_control_cancelled(control) == 0, "a new control runs");
  nonet_control_free(control);
  return failures;
}

static int demo_control_free(void) {
  nonet_control_free(nonet_control_new());
  nonet_control_free(NULL);
  printf("  every control made is freed by its owner; NULL is fine\n");
  return 0;
}

static int demo_control_cancel(void) {
  /* Any thread may cancel a control while a call runs; here it is cancelled beforehand. */
  nonet_control* control = nonet_control_new();
  nonet_control_cancel(control);
  nonet_rating rating;
  nonet_error error;
  const int code = nonet_rate(kPuzzle, 5, &rating, control, &error);
  printf("  rating with a cancelled control: %s (%s)\n", nonet_error_name(code), error.message);
  nonet_control_free(control);
  return expect(code == NONET_E_CANCELLED && rating.status == NONET_RATING_STOPPED,
                "a cancelled control stops the rating");
}

static int demo_control_cancelled(void) {
  nonet_control* control = nonet_control_new();
  const int before = nonet_control_cancelled(control);
  nonet_control_cancel(control);
  const int after = nonet_control_cancelled(control);
  printf("  cancelled before: %d, after nonet_control_cancel: %d\n", before, after);
  nonet_control_free(control);
  return expect(before == 0 && after == 1, "a cancel is seen and stays");
}

static int demo_control_set_deadline(void) {
  nonet_control* control = nonet_control_new();
  int failures = expect(nonet_control_set_deadline(control, -1.0) == NONET_E_INVALID_ARGUMENT,
                        "a negative deadline is refused");
  nonet_control_set_deadline(control, 0.0); /* already passed: the next call stops at once */
  char* json = nonet_explain_json(kPuzzle, NULL, control, NULL);
  printf("  explain with a deadline of 0 s: %s\n", json != NULL ? json : "(NULL)");
  failures += expect(json == NULL, "a passed deadline stops the explanation");
  nonet_free(json);
  nonet_control_free(control);
  return failures;
}

/* A progress callback that prints and, after the first puzzle, cancels the run it watches. */
static void cancel_after_first(void* user, unsigned long long done, unsigned long long total) {
  printf("  progress: %llu of %llu\n", done, total);
  if (done >= 1) nonet_control_cancel((nonet_control*)user);
}

static int demo_control_set_progress(void) {
  nonet_control* control = nonet_control_new();
  nonet_control_set_progress(control, cancel_after_first, control);
  nonet_generate_options options;
  nonet_generate_options_init(&options);
  options.seed = 7;
  options.count = 3;
  char puzzles[3 * 82 + 1];
  unsigned long long made = 0;
  const int code = nonet_generate(&options, puzzles, sizeof puzzles, &made, control, NULL);
  printf("  generate 3, cancelled by the callback: %s, made %llu\n", nonet_error_name(code), made);
  nonet_control_free(control);
  return expect(code == NONET_E_CANCELLED && made == 1, "the first puzzle is kept");
}

static int demo_batch_options_init(void) {
  nonet_batch_options options;
  nonet_batch_options_init(&options);
  printf("  defaults: threads %u (every core), limit %llu, max_level %d\n", options.threads,
         options.limit, options.max_level);
  return expect(options.threads == 0 && options.limit == 1000 && options.max_level == 5,
                "the defaults are documented ones");
}

/* Prints one record of a batch; its strings are valid only during this call. */
static int print_record(void* user, const nonet_record* record) {
  int* answered = (int*)user;
  if (record->error.code == NONET_OK) {
    printf("  #%llu line %zu: %s\n", record->index, record->line, record->text);
    ++*answered;
  } else {
    printf("  #%llu line %zu: %s: %s\n", record->index, record->line,
           nonet_error_name(record->error.code), record->error.message);
  }
  return 0; /* go on */
}

static int demo_batch(void) {
  char text[4 * 90];
  snprintf(text, sizeof text, "%s\nhello\n%s\n%s\n", kPuzzle, kClash, kSolution);
  int answered = 0;
  nonet_error error;
  const int code =
      nonet_batch(text, strlen(text), "check", NULL, print_record, &answered, NULL, &error);
  printf("  batch: %s\n", nonet_error_name(code));
  return expect(code == NONET_OK && answered == 2, "two of four lines are unique puzzles");
}

/* One row per function of nonet.h. */
struct demo {
  const char* function;
  int (*run)(void);
};

static const struct demo kDemos[] = {
    {"nonet_solve", demo_solve},
    {"nonet_count", demo_count},
    {"nonet_is_valid", demo_is_valid},
    {"nonet_version", demo_version},
    {"nonet_error_name", demo_error_name},
    {"nonet_check", demo_check},
    {"nonet_rate", demo_rate},
    {"nonet_generate_options_init", demo_generate_options_init},
    {"nonet_generate", demo_generate},
    {"nonet_canon", demo_canon},
    {"nonet_transform", demo_transform},
    {"nonet_random_isomorph", demo_random_isomorph},
    {"nonet_equivalent", demo_equivalent},
    {"nonet_automorphisms_of", demo_automorphisms_of},
    {"nonet_solve_json", demo_solve_json},
    {"nonet_check_json", demo_check_json},
    {"nonet_count_json", demo_count_json},
    {"nonet_rate_json", demo_rate_json},
    {"nonet_generate_json", demo_generate_json},
    {"nonet_canon_json", demo_canon_json},
    {"nonet_hint_json", demo_hint_json},
    {"nonet_explain_json", demo_explain_json},
    {"nonet_free", demo_free},
    {"nonet_control_new", demo_control_new},
    {"nonet_control_free", demo_control_free},
    {"nonet_control_cancel", demo_control_cancel},
    {"nonet_control_cancelled", demo_control_cancelled},
    {"nonet_control_set_deadline", demo_control_set_deadline},
    {"nonet_control_set_progress", demo_control_set_progress},
    {"nonet_batch_options_init", demo_batch_options_init},
    {"nonet_batch", demo_batch},
};

int main(void) {
  const size_t demo_count_total = sizeof kDemos / sizeof kDemos[0];
  int failures = 0;
  for (size_t i = 0; i < demo_count_total; ++i) {
    printf("%s\n", kDemos[i].function);
    failures += kDemos[i].run();
  }
  if (failures != 0) {
    printf("%d unexpected answer(s)\n", failures);
    return 1;
  }
  printf("all %zu functions of nonet.h answered as expected\n", demo_count_total);
  return 0;
}
