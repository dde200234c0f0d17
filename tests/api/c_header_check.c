/* Compiled as strict C99 (-pedantic-errors) and linked into the api tests: proves that
 * nonet/nonet.h is a valid C header and that C code can call the C API. c_api_test.cpp calls
 * nonet_c_header_check() and expects 0; any other value names the first check that failed. */
#include "nonet/nonet.h"

#include <string.h>

int nonet_c_header_check(void);

/* A batch's callback, as C declares it: counts the records answered. */
static int count_answered(void* user, const nonet_record* record) {
  if (record->error.code == NONET_OK) ++*(int*)user;
  return 0;
}

int nonet_c_header_check(void) {
  static const char puzzle[] =
      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
  static const char answer[] =
      "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
  char solution[82];
  unsigned long long guesses = 99;
  enum nonet_status status;
  const char* version;
  int check_status = -1;
  nonet_error error;
  nonet_generate_options options;
  char* json;
  nonet_control* control;
  int answered = 0;

  memset(solution, 'x', sizeof solution);
  status = (enum nonet_status)nonet_solve(puzzle, solution, &guesses);
  if (status != NONET_UNIQUE) return 1;
  if (strcmp(solution, answer) != 0) return 2;
  if (guesses != 0) return 3;
  if (nonet_solve(NULL, solution, NULL) != NONET_BAD_INPUT) return 4;
  if (nonet_solve("not a puzzle", NULL, NULL) != NONET_BAD_INPUT) return 5;
  if (nonet_count(puzzle, 2ULL) != 1LL) return 6;
  if (nonet_count(NULL, 2ULL) != -1LL) return 7;
  if (nonet_is_valid(puzzle) != 1) return 8;
  if (nonet_is_valid(NULL) != -1) return 9;
  if (nonet_count(puzzle, 0ULL) != 0LL) return 12;
  version = nonet_version();
  if (version == NULL || strlen(version) < 5) return 10;
  if (nonet_check(puzzle, &check_status, solution, sizeof solution, &error) != NONET_OK) return 13;
  if (check_status != NONET_UNIQUE || strcmp(solution, answer) != 0) return 14;
  if (nonet_check(NULL, &check_status, NULL, 0, &error) != NONET_E_INVALID_ARGUMENT) return 15;
  if (error.code != NONET_E_INVALID_ARGUMENT || error.message[0] == '\0') return 16;
  nonet_generate_options_init(&options);
  if (options.count != 1ULL || options.threads != 1U) return 17;
  json = nonet_solve_json(puzzle, NULL);
  if (json == NULL || json[0] != '{') return 18;
  nonet_free(json);
  if (strcmp(nonet_error_name(NONET_E_BUFFER_TOO_SMALL), "buffer_too_small") != 0) return 19;
  control = nonet_control_new();
  if (control == NULL) return 20;
  nonet_control_cancel(control);
  if (nonet_control_cancelled(control) != 1) return 21;
  if (nonet_batch(puzzle, strlen(puzzle), "solve", NULL, count_answered, &answered, control,
                  &error) != NONET_E_CANCELLED) {
    return 22;
  }
  nonet_control_free(control);
  if (nonet_batch(puzzle, strlen(puzzle), "solve", NULL, count_answered, &answered, NULL,
                  &error) != NONET_OK ||
      answered != 1) {
    return 23;
  }
  if (NONET_UNIQUE != 0 || NONET_MULTIPLE != 1 || NONET_NONE != 2 || NONET_INVALID != 3 ||
      NONET_BAD_INPUT != 4 || NONET_ERROR != 5) {
    return 11;
  }
  return 0;
}
