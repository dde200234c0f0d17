// The C calls for canonical forms.
#include "api/c_support.hpp"
#include "nonet/canon.hpp"
#include "nonet/serialize.hpp"

extern "C" {

int nonet_canon(const char* puzzle, char* canonical, size_t canonical_size, char* transform,
                size_t transform_size, unsigned long long* automorphisms, nonet_error* error) {
  using namespace nonet::capi;
  return guarded(error, [&]() -> int {
    if (canonical == nullptr) return fail(error, NONET_E_INVALID_ARGUMENT, "canonical is NULL");
    copy_text("", canonical, canonical_size);
    if (transform != nullptr) copy_text("", transform, transform_size);
    if (automorphisms != nullptr) *automorphisms = 0;
    // Sizes are checked before the work, so a short buffer costs nothing.
    if (canonical_size < NONET_GRID_SIZE) {
      return fail(error, NONET_E_BUFFER_TOO_SMALL,
                  "canonical needs 82 bytes, got " + std::to_string(canonical_size));
    }
    if (transform != nullptr && transform_size < NONET_TRANSFORM_SIZE) {
      return fail(error, NONET_E_BUFFER_TOO_SMALL,
                  "transform needs 64 bytes, got " + std::to_string(transform_size));
    }
    const auto grid = read_puzzle(puzzle, error);
    if (!grid) return error != nullptr ? error->code : NONET_E_BAD_INPUT;
    const nonet::CanonicalForm form = nonet::canonical(*grid);  // throws Error on clashes
    if (const int code =
            write_text(form.grid.to_line(), canonical, canonical_size, error, "canonical");
        code != NONET_OK) {
      return code;
    }
    if (transform != nullptr) {
      const int code = write_text(nonet::to_string(form.transform), transform, transform_size,
                                  error, "transform");
      if (code != NONET_OK) return code;
    }
    if (automorphisms != nullptr) *automorphisms = form.automorphisms;
    return NONET_OK;
  });
}

char* nonet_canon_json(const char* puzzle, nonet_error* error) {
  using namespace nonet::capi;
  return guarded_json(error, [&]() -> std::optional<std::string> {
    const auto grid = read_puzzle(puzzle, error);
    if (!grid) return std::nullopt;
    return nonet::to_json(nonet::canonical(*grid));
  });
}

}  // extern "C"
