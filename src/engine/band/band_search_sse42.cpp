// The band engine for x86-64-v2 CPUs: SSE4.2 and POPCNT (see variant.hpp). Only the dispatcher
// calls it, after checking that the CPU has them (simd_dispatch.cpp).
#define NONET_BAND_VECTOR 1
#include "engine/band/variant.hpp"
