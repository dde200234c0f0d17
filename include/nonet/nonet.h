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

#ifdef __cplusplus
}
#endif

#endif /* NONET_NONET_H */
