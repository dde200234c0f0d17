// The instruction sets that the engine's variants (and the AVX-512 solution check) are compiled
// for, and the pragmas that give them to one region of a file. The library's flags stay generic
// x86-64 (HACKING.md): a file that wants newer instructions includes every header it needs
// first, then compiles its own functions between NONET_TARGET_BEGIN(NONET_TARGET_...) and
// NONET_TARGET_END(). Only functions defined in between get the features, so nothing compiled
// for them is shared with generic code; simd_dispatch.cpp checks the same features at run time
// before anything compiled for them is called.
#pragma once

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
// The target pragmas work here; elsewhere the variants are never selected.
#define NONET_X86_TARGETS 1
#endif

// x86-64-v2
#define NONET_TARGET_SSE42 "sse4.2,popcnt"
// x86-64-v3
#define NONET_TARGET_AVX2 "avx2,bmi,bmi2,lzcnt,popcnt"
// x86-64-v3 and AVX-512 F, VL, BW, DQ, VPOPCNTDQ (Ice Lake, Zen 4 and later)
#define NONET_TARGET_AVX512 \
  "avx2,bmi,bmi2,lzcnt,popcnt,avx512f,avx512vl,avx512bw,avx512dq,avx512vpopcntdq"

#define NONET_PRAGMA(text) _Pragma(#text)
#if defined(__clang__)
#define NONET_TARGET_BEGIN(features) \
  NONET_PRAGMA(clang attribute push(__attribute__((target(features))), apply_to = function))
#define NONET_TARGET_END() NONET_PRAGMA(clang attribute pop)
#else
#define NONET_TARGET_BEGIN(features) \
  NONET_PRAGMA(GCC push_options) NONET_PRAGMA(GCC target(features))
#define NONET_TARGET_END() NONET_PRAGMA(GCC pop_options)
#endif
