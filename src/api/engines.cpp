// The public view of the engine table (src/engine/engine.hpp): names, the engines this CPU
// runs, and the instruction-set variant that Engine::fast uses.
#include "engine/engine.hpp"
#include "engine/simd_dispatch.hpp"
#include "nonet/solve.hpp"

namespace nonet {

std::span<const Engine> all_engines() {
  return detail::runnable_engines();
}

std::string_view engine_name(Engine engine) {
  return detail::table_entry(engine).name;
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
