// The band engine for any CPU, compiled with the library's own generic flags (see variant.hpp).
#define NONET_BAND_VECTOR 0
#include "engine/band/variant.hpp"
