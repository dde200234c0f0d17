// libFuzzer target: arbitrary bytes into the C API (nonet/nonet.h), with its contract checked.
//
// Input layout: byte 0 chooses the calls, byte 1 the output buffer sizes, bytes 2..10 the
// generator's options; the rest, with a NUL added, is the puzzle text.
//   byte 0 bit 0   nonet_solve, nonet_count, nonet_is_valid and nonet_check (always cheap);
//                  nonet_batch over the whole text, NUL bytes included, with "check", "solve"
//                  or "count" ((byte 1 >> 1) % 3) on 1 or 2 threads (byte 1 bit 0), again with a
//                  cancelled control and with a callback that stops at the first record
//   byte 0 bit 1   nonet_canon, and again on its own result; a random isomorph, nonet_equivalent
//                  and nonet_transform of the mapping found; the text as a transformation list
//   byte 0 bit 2   the nonet_*_json calls for solve, check, count, canon and hint
//   byte 0 bit 3   nonet_rate (max_level 0) when the puzzle is unique and has 30 givens or more
//                  (rating a sparse one under the sanitizers can take seconds)
//   byte 0 bit 4   nonet_generate and nonet_generate_json with options from bytes 2..10, a
//                  50 ms time limit, and no rating band unless byte 9 asks for an easy one
//   byte 0 bit 5   NULL for each pointer argument in turn
//   byte 0 bit 6   nonet_explain_json, with the technique list "fh,h1,n1,lc1,lc2" when bit 7 is
//                  set (logic alone; sparse grids take a few milliseconds)
//   byte 1         output buffer sizes: byte1 % 96 bytes for grids, byte1 % 80 for transforms
//                  (exactly that much is allocated, so AddressSanitizer sees any overrun)
//
// Checked for every call: the return value is NONET_OK or a NONET_E_* code (or a nonet_status
// for the first four) and equals error.code; the message is NUL-terminated within its buffer;
// a buffer too small gives NONET_E_BUFFER_TOO_SMALL; a NULL required pointer gives
// NONET_E_INVALID_ARGUMENT; JSON is non-NULL exactly on success; results agree with each other
// (check's status with solve's, count with both, the canonical form is its own canonical form;
// a batch's records come in order, on increasing lines, and a "check" record agrees with
// nonet_check of its puzzle; a stopped batch hands over a prefix and says it stopped).
// A broken rule aborts (a crash to libFuzzer), with what broke printed first.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "nonet/nonet.h"

namespace {

[[noreturn]] void fail(const char* rule, const std::string& text) {
  std::fprintf(stderr, "\nC API RULE BROKEN: %s\ninput: \"%s\"\n", rule, text.c_str());
  std::abort();
}

#define CHECK(condition, text)                \
  do {                                        \
    if (!(condition)) fail(#condition, text); \
  } while (false)

bool is_code(int code) {
  return code >= NONET_OK && code <= NONET_E_BUFFER_TOO_SMALL;
}

void check_error(int code, const nonet_error& error, const std::string& text) {
  CHECK(is_code(code), text);
  CHECK(error.code == code, text);
  CHECK(std::memchr(error.message, '\0', sizeof error.message) != nullptr, text);
  CHECK(error.cell >= -1 && error.cell <= 80, text);
}

// An output buffer of exactly `size` bytes on the heap, so that an overrun is an ASan report.
struct Buffer {
  explicit Buffer(std::size_t size) : bytes(size) {}
  char* data() { return bytes.empty() ? nullptr : bytes.data(); }
  std::size_t size() const { return bytes.size(); }
  bool holds_empty() const { return bytes.empty() || bytes[0] == '\0'; }
  std::vector<char> bytes;
};

void fuzz_cheap_calls(const std::string& text, std::size_t grid_size) {
  char solution[NONET_GRID_SIZE];
  const int solved = nonet_solve(text.c_str(), solution, nullptr);
  CHECK(solved >= NONET_UNIQUE && solved <= NONET_BAD_INPUT, text);
  const long long count = nonet_count(text.c_str(), 2);
  const int valid = nonet_is_valid(text.c_str());
  if (solved == NONET_BAD_INPUT) {
    CHECK(count == -1 && valid == -1, text);
  } else {
    CHECK(count == (solved == NONET_UNIQUE ? 1 : solved == NONET_MULTIPLE ? 2 : 0), text);
    CHECK(valid == (solved == NONET_INVALID ? 0 : 1), text);
  }

  Buffer buffer(grid_size);
  int status = -1;
  nonet_error error;
  const int code = nonet_check(text.c_str(), &status, buffer.data(), buffer.size(), &error);
  // On NONET_OK, error holds the reason a puzzle is not unique: checked below.
  if (code != NONET_OK) check_error(code, error, text);
  if (buffer.data() != nullptr && buffer.size() < NONET_GRID_SIZE) {
    CHECK(code == NONET_E_BUFFER_TOO_SMALL && buffer.holds_empty(), text);
    return;
  }
  if (solved == NONET_BAD_INPUT) {
    CHECK(code == NONET_E_BAD_INPUT && status == NONET_BAD_INPUT, text);
    return;
  }
  CHECK(code == NONET_OK && status == solved, text);
  if (buffer.data() != nullptr && (solved == NONET_UNIQUE || solved == NONET_MULTIPLE)) {
    CHECK(std::strlen(buffer.data()) == 81, text);
    if (solved == NONET_UNIQUE) CHECK(std::strcmp(buffer.data(), solution) == 0, text);
  }
  const int reason = status == NONET_UNIQUE     ? NONET_OK
                     : status == NONET_MULTIPLE ? NONET_E_MULTIPLE_SOLUTIONS
                     : status == NONET_NONE     ? NONET_E_NO_SOLUTION
                                                : NONET_E_CLASHING_GIVENS;
  CHECK(error.code == reason, text);
  CHECK(std::memchr(error.message, '\0', sizeof error.message) != nullptr, text);
}

// What a batch's callback saw, checked as it came.
struct BatchSeen {
  const std::string* text = nullptr;
  bool check = false;  // the command is "check": compare with nonet_check
  bool json = true;    // nonet_batch_options.json: records carry their JSON
  std::size_t stop_after = 0;
  unsigned long long records = 0;
  std::size_t last_line = 0;

  static int take(void* user, const nonet_record* record) {
    auto& self = *static_cast<BatchSeen*>(user);
    const std::string& text = *self.text;
    CHECK(record != nullptr && record->index == self.records, text);
    // Line 0 only for the one record of a text without any puzzle.
    CHECK(self.records == 0 || record->line > self.last_line, text);
    self.last_line = record->line;
    ++self.records;
    check_error(record->error.code, record->error, text);
    CHECK(record->puzzle != nullptr && record->text != nullptr && record->json != nullptr, text);
    const std::size_t json_size = std::strlen(record->json);
    if (self.json) {
      CHECK(json_size >= 2 && record->json[0] == '{' && record->json[json_size - 1] == '}', text);
    } else {
      CHECK(json_size == 0, text);
    }
    const bool bad = record->error.code == NONET_E_BAD_INPUT;
    CHECK(bad == (record->puzzle[0] == '\0'), text);
    if (!bad) CHECK(std::strlen(record->puzzle) == 81, text);
    if (self.check && !bad) {
      int status = -1;
      nonet_error again;
      CHECK(nonet_check(record->puzzle, &status, nullptr, 0, &again) == NONET_OK, text);
      CHECK(again.code == record->error.code, text);
    }
    return self.stop_after != 0 && self.records >= self.stop_after ? 1 : 0;
  }
};

void fuzz_batch(const std::string& text, std::uint8_t choice) {
  static const char* const kCommands[] = {"check", "solve", "count"};
  const char* command = kCommands[(choice >> 1) % 3];
  nonet_batch_options options;
  nonet_batch_options_init(&options);
  options.threads = 1U + (choice & 1U);
  options.limit = 3;
  options.json = (choice >> 3) & 1U ? 0 : 1;
  nonet_error error;
  BatchSeen all{.text = &text, .check = (choice >> 1) % 3 == 0, .json = options.json != 0};
  int code = nonet_batch(text.data(), text.size(), command, &options, BatchSeen::take, &all,
                         nullptr, &error);
  check_error(code, error, text);
  CHECK(code == NONET_OK, text);

  nonet_control* control = nonet_control_new();
  CHECK(control != nullptr, text);
  nonet_control_cancel(control);
  BatchSeen cancelled{.text = &text, .json = all.json};
  code = nonet_batch(text.data(), text.size(), command, &options, BatchSeen::take, &cancelled,
                     control, &error);
  nonet_control_free(control);
  check_error(code, error, text);
  CHECK(code == NONET_E_CANCELLED && cancelled.records <= all.records, text);

  BatchSeen first{.text = &text, .json = all.json, .stop_after = 1};
  code = nonet_batch(text.data(), text.size(), command, &options, BatchSeen::take, &first, nullptr,
                     &error);
  check_error(code, error, text);
  CHECK(code == (all.records == 0 ? NONET_OK : NONET_E_CANCELLED), text);
  CHECK(first.records == (all.records == 0 ? 0U : 1U), text);
}

void fuzz_canon(const std::string& text, std::size_t grid_size, std::size_t transform_size) {
  Buffer canonical(grid_size);
  Buffer transform(transform_size);
  unsigned long long automorphisms = 0;
  nonet_error error;
  const int code = nonet_canon(text.c_str(), canonical.data(), canonical.size(), transform.data(),
                               transform.size(), &automorphisms, &error);
  check_error(code, error, text);
  if (canonical.data() == nullptr) {
    CHECK(code == NONET_E_INVALID_ARGUMENT, text);
    return;
  }
  if (canonical.size() < NONET_GRID_SIZE ||
      (transform.data() != nullptr && transform.size() < NONET_TRANSFORM_SIZE)) {
    CHECK(code == NONET_E_BUFFER_TOO_SMALL && canonical.holds_empty(), text);
    return;
  }
  if (code != NONET_OK) {
    CHECK(code == NONET_E_BAD_INPUT || code == NONET_E_CLASHING_GIVENS, text);
    return;
  }
  CHECK(automorphisms >= 1, text);
  CHECK(std::strlen(canonical.data()) == 81, text);
  char again[NONET_GRID_SIZE];
  CHECK(
      nonet_canon(canonical.data(), again, sizeof again, nullptr, 0, nullptr, nullptr) == NONET_OK,
      text);
  CHECK(std::strcmp(again, canonical.data()) == 0, text);
  // A random isomorph is equivalent, with the same form, and the mapping found takes one to it.
  char isomorph[NONET_GRID_SIZE];
  char mapping[NONET_TRANSFORM_SIZE];
  CHECK(nonet_random_isomorph(text.c_str(), automorphisms, isomorph, sizeof isomorph, nullptr, 0,
                              nullptr) == NONET_OK,
        text);
  int equivalent = 0;
  CHECK(nonet_equivalent(text.c_str(), isomorph, &equivalent, mapping, sizeof mapping, nullptr) ==
                NONET_OK &&
            equivalent == 1,
        text);
  char mapped[NONET_GRID_SIZE];
  CHECK(nonet_transform(text.c_str(), mapping, mapped, sizeof mapped, nullptr) == NONET_OK &&
            std::strcmp(mapped, isomorph) == 0,
        text);
  CHECK(nonet_canon(isomorph, again, sizeof again, nullptr, 0, nullptr, nullptr) == NONET_OK &&
            std::strcmp(again, canonical.data()) == 0,
        text);
}

// The transformation-list reader on arbitrary text: a code, never a crash.
void fuzz_transform_list(const std::string& text) {
  static const char kPuzzle[] =
      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
  char result[NONET_GRID_SIZE];
  nonet_error error;
  const int code = nonet_transform(kPuzzle, text.c_str(), result, sizeof result, &error);
  check_error(code, error, text);
  CHECK(code == NONET_OK || code == NONET_E_INVALID_ARGUMENT, text);
  if (code == NONET_OK) CHECK(std::strlen(result) == 81, text);
}

void check_json(char* json, const nonet_error& error, const std::string& text) {
  check_error(error.code, error, text);
  CHECK((json != nullptr) == (error.code == NONET_OK || error.code == NONET_E_DEADLINE_EXCEEDED),
        text);
  if (json != nullptr) CHECK(json[0] == '{' && json[std::strlen(json) - 1] == '}', text);
  nonet_free(json);
}

void fuzz_json(const std::string& text) {
  nonet_error error;
  check_json(nonet_solve_json(text.c_str(), &error), error, text);
  check_json(nonet_check_json(text.c_str(), &error), error, text);
  check_json(nonet_count_json(text.c_str(), 3, nullptr, &error), error, text);
  check_json(nonet_canon_json(text.c_str(), &error), error, text);
  check_json(nonet_hint_json(text.c_str(), nullptr, nullptr, &error), error, text);
}

void fuzz_rate(const std::string& text) {
  if (nonet_count(text.c_str(), 2) != 1) return;
  int givens = 0;
  char solution[NONET_GRID_SIZE];
  int status = 0;
  // The canonical form shows the givens as digits in 81 characters, whatever the input format.
  char canonical[NONET_GRID_SIZE];
  if (nonet_check(text.c_str(), &status, solution, sizeof solution, nullptr) != NONET_OK) return;
  if (nonet_canon(text.c_str(), canonical, sizeof canonical, nullptr, 0, nullptr, nullptr) !=
      NONET_OK) {
    return;
  }
  for (const char c : std::string(canonical)) givens += c >= '1' && c <= '9';
  if (givens < 30) return;
  nonet_rating rating;
  nonet_error error;
  const int code = nonet_rate(text.c_str(), 0, &rating, nullptr, &error);
  check_error(code, error, text);
  CHECK(code == NONET_OK, text);
  CHECK(rating.status == NONET_RATING_RATED || rating.status == NONET_RATING_UNSOLVED, text);
  if (rating.status == NONET_RATING_RATED) {
    CHECK(rating.ed <= rating.ep && rating.ep <= rating.er && rating.ed >= 10, text);
  }
}

void fuzz_generate(const std::uint8_t* options_bytes, const std::string& text) {
  nonet_generate_options options;
  nonet_generate_options_init(&options);
  options.seed = options_bytes[0] | (static_cast<unsigned long long>(options_bytes[1]) << 8);
  options.count = 1 + options_bytes[2] % 2;
  options.symmetry = options_bytes[3] % 10 - 1;  // -1 and 8 are out of range
  options.min_clues = options_bytes[4] % 90;
  options.max_clues = options_bytes[5] % 90;
  options.threads = static_cast<unsigned>(options_bytes[6] % 3);  // 0 is out of range
  options.minimal = options_bytes[7] & 1;  // (minimal puzzles take a few removal passes)
  options.time_limit = 0.05;
  if (options_bytes[7] & 2) {
    options.min_rating = 10 + options_bytes[8] % 20;
    options.max_rating = options.min_rating + options_bytes[8] % 10;
  }
  const std::size_t size = options.count * 82 + 1 - (options_bytes[7] & 4 ? 1 : 0);
  Buffer puzzles(size);
  unsigned long long made = 0;
  nonet_error error;
  const int code = nonet_generate(&options, puzzles.data(), puzzles.size(), &made, nullptr, &error);
  check_error(code, error, text);
  CHECK(made <= options.count, text);
  CHECK(std::strlen(puzzles.data()) == made * 82, text);
  if (size < options.count * 82 + 1 && code != NONET_E_INVALID_ARGUMENT) {
    CHECK(code == NONET_E_BUFFER_TOO_SMALL, text);
  }
  check_json(nonet_generate_json(&options, nullptr, &error), error, text);
}

void fuzz_explain(const std::string& text, bool few_techniques) {
  nonet_error error;
  check_json(nonet_explain_json(text.c_str(), few_techniques ? "fh,h1,n1,lc1,lc2" : nullptr,
                                nullptr, &error),
             error, text);
}

void fuzz_null_arguments(const std::string& text) {
  nonet_error error;
  int status = 0;
  nonet_rating rating;
  char grid[NONET_GRID_SIZE];
  CHECK(nonet_check(nullptr, &status, grid, sizeof grid, &error) == NONET_E_INVALID_ARGUMENT, text);
  CHECK(nonet_check(text.c_str(), nullptr, grid, sizeof grid, &error) == NONET_E_INVALID_ARGUMENT,
        text);
  CHECK(nonet_rate(nullptr, 0, &rating, nullptr, &error) == NONET_E_INVALID_ARGUMENT, text);
  CHECK(nonet_rate(text.c_str(), 0, nullptr, nullptr, &error) == NONET_E_INVALID_ARGUMENT, text);
  CHECK(nonet_canon(text.c_str(), nullptr, 0, nullptr, 0, nullptr, &error) ==
            NONET_E_INVALID_ARGUMENT,
        text);
  CHECK(nonet_generate(nullptr, grid, sizeof grid, nullptr, nullptr, &error) ==
            NONET_E_INVALID_ARGUMENT,
        text);
  CHECK(nonet_solve_json(nullptr, nullptr) == nullptr, text);
  CHECK(nonet_generate_json(nullptr, nullptr, nullptr) == nullptr, text);
  CHECK(nonet_hint_json(nullptr, nullptr, nullptr, nullptr) == nullptr, text);
  CHECK(nonet_explain_json(text.c_str(), "", nullptr, &error) == nullptr,
        text);  // names no technique
  CHECK(nonet_solve(nullptr, nullptr, nullptr) == NONET_BAD_INPUT, text);
  CHECK(nonet_batch(text.data(), text.size(), "check", nullptr, nullptr, nullptr, nullptr,
                    &error) == NONET_E_INVALID_ARGUMENT,
        text);
  CHECK(nonet_batch(nullptr, text.size() + 1, "check", nullptr, nullptr, nullptr, nullptr,
                    &error) == NONET_E_INVALID_ARGUMENT,
        text);
  CHECK(nonet_batch(text.data(), text.size(), text.c_str(), nullptr, nullptr, nullptr, nullptr,
                    &error) == NONET_E_INVALID_ARGUMENT,
        text);
  CHECK(nonet_control_set_deadline(nullptr, 1.0) == NONET_E_INVALID_ARGUMENT, text);
  CHECK(nonet_control_set_progress(nullptr, nullptr, nullptr) == NONET_E_INVALID_ARGUMENT, text);
  nonet_control_cancel(nullptr);
  nonet_control_free(nullptr);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  constexpr std::size_t kHeader = 11;
  if (size < kHeader) return 0;
  const std::uint8_t calls = data[0];
  const std::size_t grid_size = data[1] % 96;
  const std::size_t transform_size = data[1] % 80;
  // The C API reads NUL-terminated text: an embedded NUL ends it, as it would for a C caller.
  const std::string text(reinterpret_cast<const char*>(data + kHeader), size - kHeader);
  if (calls & 1) {
    fuzz_cheap_calls(text, grid_size);
    fuzz_batch(text, data[1]);
  }
  if (calls & 2) {
    fuzz_canon(text, grid_size, transform_size);
    fuzz_transform_list(text);
  }
  if (calls & 4) fuzz_json(text);
  if (calls & 8) fuzz_rate(text);
  if (calls & 16) fuzz_generate(data + 2, text);
  if (calls & 32) fuzz_null_arguments(text);
  if (calls & 64) fuzz_explain(text, (calls & 128) != 0);
  return 0;
}
