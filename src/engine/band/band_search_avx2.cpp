// The band engine for x86-64-v3 CPUs: AVX2, BMI1/2, LZCNT, POPCNT (see variant.hpp). Only the
// dispatcher calls it, after checking that the CPU has them (simd_dispatch.cpp).
#define NONET_BAND_VECTOR 2
#include "engine/band/variant.hpp"
