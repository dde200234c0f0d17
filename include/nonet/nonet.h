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
  NONET_UNIQUE = 0,   /* exactly one solution */
  NONET_MULTIPLE = 1, /* two or more; the first found is written */
  NONET_NONE = 2,     /* no solution */
  NONET_INVALID = 3,  /* two givens clash */
  NONET_BAD_INPUT = 4 /* the text is not a puzzle, or an argument is NULL */
};

/* Solves `puzzle`. When a solution exists and `solution` is not NULL, writes it there as 81
 * digits and a NUL (82 bytes). `guesses`, if not NULL, receives the search's branch count. */
int nonet_solve(const char* puzzle, char* solution, unsigned long long* guesses);

/* Counts the solutions of `puzzle` up to `limit`; -1 when the text is not a puzzle. */
long long nonet_count(const char* puzzle, unsigned long long limit);

/* 1 when no digit repeats in a row, column or box, 0 when one does, -1 for bad input. */
int nonet_is_valid(const char* puzzle);

/* The library version, "MAJOR.MINOR.PATCH". */
const char* nonet_version(void);

#ifdef __cplusplus
}
#endif

#endif /* NONET_NONET_H */
