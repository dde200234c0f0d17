// The band engine for CPUs with AVX-512 (F, VL, BW, DQ, VPOPCNTDQ) on top of x86-64-v3 (see
// variant.hpp). Every CPU with AVX-512 has a fast BMI2 (pext, pdep), unlike the AMD CPUs before
// Zen 3 that the AVX2 variant also runs on. Only the dispatcher calls it, after checking that the
// CPU has those features and the OS saves the ZMM and mask registers (simd_dispatch.cpp).
#define NONET_BAND_VECTOR 3
#include "engine/band/variant.hpp"
