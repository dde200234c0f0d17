#include <array>
#include <stdexcept>
#include <string>

#include "engine/engine.hpp"

namespace nonet {
namespace detail {
namespace {
constexpr std::array<EngineEntry, 2> kEngines{{
    {Engine::fast, "fast", &fast_search},
    {Engine::reference, "reference", &reference_search},
}};
constexpr auto kEngineIds = [] {
  std::array<Engine, kEngines.size()> ids{};
  for (std::size_t i = 0; i < kEngines.size(); ++i) ids[i] = kEngines[i].engine;
  return ids;
}();
}  // namespace

std::span<const EngineEntry> engine_table() {
  return kEngines;
}

const EngineEntry& engine_entry(Engine engine) {
  for (const auto& entry : kEngines) {
    if (entry.engine == engine) return entry;
  }
  throw std::invalid_argument("unknown engine " + std::to_string(static_cast<int>(engine)));
}
}  // namespace detail

std::span<const Engine> all_engines() {
  return detail::kEngineIds;
}

std::string_view engine_name(Engine engine) {
  return detail::engine_entry(engine).name;
}

std::optional<Engine> engine_from_name(std::string_view name) {
  for (const auto& entry : detail::engine_table()) {
    if (entry.name == name) return entry.engine;
  }
  return std::nullopt;
}

}  // namespace nonet
