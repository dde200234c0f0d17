#include <array>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/engine.hpp"
#include "engine/simd_dispatch.hpp"

namespace nonet {
namespace detail {
namespace {

bool sse42_supported() {
  return simd_path_supported(SimdPath::sse42);
}
bool avx2_supported() {
  return simd_path_supported(SimdPath::avx2);
}
bool avx512_supported() {
  return simd_path_supported(SimdPath::avx512);
}

constexpr std::array<EngineEntry, 7> kEngines{{
    {Engine::fast, "fast", &band_search, nullptr, true},
    {Engine::band_scalar, "band-scalar", &band_search_scalar, nullptr, true},
    {Engine::band_sse42, "band-sse4.2", &band_search_sse42, &sse42_supported, true},
    {Engine::band_avx2, "band-avx2", &band_search_avx2, &avx2_supported, true},
    {Engine::band_avx512, "band-avx512", &band_search_avx512, &avx512_supported, true},
    {Engine::simple, "simple", &simple_search, nullptr, true},
    {Engine::reference, "reference", &reference_search, nullptr, false},
}};

bool runs_here(const EngineEntry& entry) {
  return entry.supported == nullptr || entry.supported();
}

const EngineEntry* find_entry(Engine engine) {
  for (const auto& entry : kEngines) {
    if (entry.engine == engine) return &entry;
  }
  return nullptr;
}

// The engines this CPU runs, in table order; computed once.
const std::vector<Engine>& runnable_engines() {
  static const std::vector<Engine> engines = [] {
    std::vector<Engine> ids;
    for (const auto& entry : kEngines) {
      if (runs_here(entry)) ids.push_back(entry.engine);
    }
    return ids;
  }();
  return engines;
}

[[noreturn]] void throw_unknown(Engine engine) {
  throw std::invalid_argument("unknown engine " + std::to_string(static_cast<int>(engine)));
}

}  // namespace

std::span<const EngineEntry> engine_table() {
  return kEngines;
}

const EngineEntry& engine_entry(Engine engine) {
  const EngineEntry* entry = find_entry(engine);
  if (entry == nullptr) throw_unknown(engine);
  if (!runs_here(*entry)) {
    throw std::invalid_argument("engine " + std::string(entry->name) +
                                " needs CPU features this machine lacks");
  }
  return *entry;
}

}  // namespace detail

std::span<const Engine> all_engines() {
  return detail::runnable_engines();
}

std::string_view engine_name(Engine engine) {
  const detail::EngineEntry* entry = detail::find_entry(engine);
  if (entry == nullptr) detail::throw_unknown(engine);
  return entry->name;
}

std::optional<Engine> engine_from_name(std::string_view name) {
  for (const auto& entry : detail::engine_table()) {
    if (entry.name == name && detail::runs_here(entry)) return entry.engine;
  }
  return std::nullopt;
}

std::string_view simd_path() {
  return detail::simd_path_name(detail::best_simd_path());
}

}  // namespace nonet
