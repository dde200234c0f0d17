#include "api/c_support.hpp"

#include <algorithm>
#include <cstdlib>
#include <cstring>

#include "nonet/format.hpp"

namespace nonet::capi {

int code_of(ErrorCode code) {
  // NONET_E_BAD_INPUT (1) .. NONET_E_INTERNAL (9) follow ErrorCode's order; nonet.h says so.
  return static_cast<int>(code) + NONET_E_BAD_INPUT;
}

void clear_error(nonet_error* error) {
  if (error == nullptr) return;
  error->code = NONET_OK;
  error->message[0] = '\0';
  error->line = 0;
  error->column = 0;
  error->cell = -1;
}

int fail(nonet_error* error, int code, std::string_view message) {
  if (error == nullptr) return code;
  clear_error(error);
  error->code = code;
  const std::size_t length = std::min(message.size(), sizeof(error->message) - 1);
  std::memcpy(error->message, message.data(), length);
  error->message[length] = '\0';
  return code;
}

int fail(nonet_error* error, const Error& cause) {
  const int code = fail(error, code_of(cause.code), cause.message);
  if (error != nullptr) {
    error->line = cause.line;
    error->column = cause.column;
    error->cell = cause.cell ? cause.cell->index() : -1;
  }
  return code;
}

bool copy_text(std::string_view text, char* buffer, std::size_t size) {
  if (buffer == nullptr || size == 0) return false;
  if (text.size() >= size) {
    buffer[0] = '\0';
    return false;
  }
  std::memcpy(buffer, text.data(), text.size());
  buffer[text.size()] = '\0';
  return true;
}

int write_text(std::string_view text, char* buffer, std::size_t size, nonet_error* error,
               std::string_view what) {
  if (copy_text(text, buffer, size)) return NONET_OK;
  return fail(error, NONET_E_BUFFER_TOO_SMALL,
              std::string(what) + " needs " + std::to_string(text.size() + 1) + " bytes, got " +
                  std::to_string(buffer == nullptr ? 0 : size));
}

std::optional<Grid> read_puzzle(const char* text, nonet_error* error) {
  if (text == nullptr) {
    fail(error, NONET_E_INVALID_ARGUMENT, "the puzzle is NULL");
    return std::nullopt;
  }
  PuzzleRecord record = parse_puzzle(text);
  if (!record.ok()) {
    fail(error, *record.error);
    return std::nullopt;
  }
  return record.grid;
}

char* malloc_copy(const std::string& text, nonet_error* error) {
  auto* copy = static_cast<char*>(std::malloc(text.size() + 1));
  if (copy == nullptr) {
    fail(error, NONET_E_INTERNAL, "out of memory");
    return nullptr;
  }
  std::memcpy(copy, text.c_str(), text.size() + 1);
  return copy;
}

}  // namespace nonet::capi
