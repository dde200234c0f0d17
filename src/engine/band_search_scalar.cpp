// The band engine for any CPU: generic code, as the library's own flags compile it.
#include <cstdint>

#include "engine/band_tables.hpp"
#include "engine/engine.hpp"
// The search body comes last: it relies on the includes above. No vector code: this variant must
// build for any target.
#define NONET_BAND_VECTOR 0
#include "engine/band_search_body.hpp"

namespace nonet::detail {

SearchOutcome band_search_scalar(const SearchRequest& request) {
  if (request.limit == 0) return {};
  return band::BandSearch(request).run();
}

}  // namespace nonet::detail
