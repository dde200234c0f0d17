// The table of engines and which of them this CPU runs.
#include <array>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/engine.hpp"
#include "engine/simd_dispatch.hpp"

namespace nonet::detail {
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

}  // namespace

std::span<const EngineEntry> engine_table() {
  return kEngines;
}

bool runs_here(const EngineEntry& entry) {
  return entry.supported == nullptr || entry.supported();
}

// Computed once.
std::span<const Engine> runnable_engines() {
  static const std::vector<Engine> engines = [] {
    std::vector<Engine> ids;
    for (const auto& entry : kEngines) {
      if (runs_here(entry)) ids.push_back(entry.engine);
    }
    return ids;
  }();
  return engines;
}

const EngineEntry& table_entry(Engine engine) {
  for (const auto& entry : kEngines) {
    if (entry.engine == engine) return entry;
  }
  throw std::invalid_argument("unknown engine " + std::to_string(static_cast<int>(engine)));
}

const EngineEntry& engine_entry(Engine engine) {
  const EngineEntry& entry = table_entry(engine);
  if (!runs_here(entry)) {
    throw std::invalid_argument("engine " + std::string(entry.name) +
                                " needs CPU features this machine lacks");
  }
  return entry;
}

}  // namespace nonet::detail
