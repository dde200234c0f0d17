# NONET_SANITIZE builds everything (library, CLI, tests) with ASan + UBSan, and makes any UBSan
# finding fatal so that a test run fails on it.
if(NONET_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-sanitize-recover=all
                      -fno-omit-frame-pointer -g)
  add_link_options(-fsanitize=address,undefined)
endif()

# NONET_FUZZ instruments everything for libFuzzer (coverage feedback) and runs it under ASan +
# UBSan; the fuzz targets in tests/fuzz add the libFuzzer driver (-fsanitize=fuzzer) at link.
if(NONET_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "NONET_FUZZ needs clang (libFuzzer): configure with the fuzz preset, "
                        "or -DCMAKE_CXX_COMPILER=clang++")
  endif()
  add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all
                      -fno-omit-frame-pointer -g)
  add_link_options(-fsanitize=address,undefined)
endif()
