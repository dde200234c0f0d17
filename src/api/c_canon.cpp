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

int nonet_transform(const char* puzzle, const char* transforms, char* result, size_t result_size,
                    nonet_error* error) {
  using namespace nonet::capi;
  return guarded(error, [&]() -> int {
    if (result == nullptr) return fail(error, NONET_E_INVALID_ARGUMENT, "result is NULL");
    copy_text("", result, result_size);
    if (transforms == nullptr) return fail(error, NONET_E_INVALID_ARGUMENT, "transforms is NULL");
    if (result_size < NONET_GRID_SIZE) {
      return fail(error, NONET_E_BUFFER_TOO_SMALL,
                  "result needs 82 bytes, got " + std::to_string(result_size));
    }
    const auto grid = read_puzzle(puzzle, error);
    if (!grid) return error != nullptr ? error->code : NONET_E_BAD_INPUT;
    nonet::Transform t;
    try {
      t = nonet::parse_transform_list(transforms);
    } catch (const nonet::Error& bad_list) {  // an argument of the call, not puzzle text
      nonet::Error why = bad_list;
      why.code = nonet::ErrorCode::invalid_argument;
      return fail(error, why);
    }
    return write_text(nonet::transform(*grid, t).to_line(), result, result_size, error, "result");
  });
}

int nonet_random_isomorph(const char* puzzle, unsigned long long seed, char* result,
                          size_t result_size, char* transform, size_t transform_size,
                          nonet_error* error) {
  using namespace nonet::capi;
  return guarded(error, [&]() -> int {
    if (result == nullptr) return fail(error, NONET_E_INVALID_ARGUMENT, "result is NULL");
    copy_text("", result, result_size);
    if (transform != nullptr) copy_text("", transform, transform_size);
    if (result_size < NONET_GRID_SIZE) {
      return fail(error, NONET_E_BUFFER_TOO_SMALL,
                  "result needs 82 bytes, got " + std::to_string(result_size));
    }
    if (transform != nullptr && transform_size < NONET_TRANSFORM_SIZE) {
      return fail(error, NONET_E_BUFFER_TOO_SMALL,
                  "transform needs 64 bytes, got " + std::to_string(transform_size));
    }
    const auto grid = read_puzzle(puzzle, error);
    if (!grid) return error != nullptr ? error->code : NONET_E_BAD_INPUT;
    const nonet::Transform t = nonet::random_transform(seed);
    if (const int code =
            write_text(nonet::transform(*grid, t).to_line(), result, result_size, error, "result");
        code != NONET_OK) {
      return code;
    }
    if (transform == nullptr) return NONET_OK;
    return write_text(nonet::to_string(t), transform, transform_size, error, "transform");
  });
}

int nonet_equivalent(const char* from, const char* to, int* equivalent, char* transform,
                     size_t transform_size, nonet_error* error) {
  using namespace nonet::capi;
  return guarded(error, [&]() -> int {
    if (equivalent == nullptr) return fail(error, NONET_E_INVALID_ARGUMENT, "equivalent is NULL");
    *equivalent = 0;
    if (transform != nullptr) copy_text("", transform, transform_size);
    if (transform != nullptr && transform_size < NONET_TRANSFORM_SIZE) {
      return fail(error, NONET_E_BUFFER_TOO_SMALL,
                  "transform needs 64 bytes, got " + std::to_string(transform_size));
    }
    const auto first = read_puzzle(from, error);
    if (!first) return error != nullptr ? error->code : NONET_E_BAD_INPUT;
    const auto second = read_puzzle(to, error);
    if (!second) return error != nullptr ? error->code : NONET_E_BAD_INPUT;
    const auto mapping = nonet::equivalent(*first, *second);  // throws Error on clashes
    if (!mapping) return NONET_OK;
    *equivalent = 1;
    if (transform == nullptr) return NONET_OK;
    return write_text(nonet::to_string(*mapping), transform, transform_size, error, "transform");
  });
}

int nonet_automorphisms_of(const char* puzzle, nonet_automorphisms* automorphisms,
                           nonet_error* error) {
  using namespace nonet::capi;
  return guarded(error, [&]() -> int {
    if (automorphisms == nullptr) {
      return fail(error, NONET_E_INVALID_ARGUMENT, "automorphisms is NULL");
    }
    *automorphisms = nonet_automorphisms{};
    const auto grid = read_puzzle(puzzle, error);
    if (!grid) return error != nullptr ? error->code : NONET_E_BAD_INPUT;
    const nonet::Automorphisms group = nonet::automorphisms(*grid, 0);  // throws Error on clashes
    automorphisms->size = group.size;
    automorphisms->two_fold = group.two_fold ? 1 : 0;
    automorphisms->three_fold = group.three_fold ? 1 : 0;
    automorphisms->four_fold = group.four_fold ? 1 : 0;
    automorphisms->diagonal = group.diagonal ? 1 : 0;
    automorphisms->mirror = group.mirror ? 1 : 0;
    return NONET_OK;
  });
}

}  // extern "C"
