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
