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

# NONET_TSAN builds everything with ThreadSanitizer, at -O1 (placed after the build type's flags,
# so it wins) to keep the instrumented tests fast. It cannot be combined with ASan or libFuzzer.
# The tsan test preset sets TSAN_OPTIONS=halt_on_error=1, so a data race fails its test.
if(NONET_TSAN)
  if(NONET_SANITIZE OR NONET_FUZZ)
    message(FATAL_ERROR "NONET_TSAN cannot be combined with NONET_SANITIZE or NONET_FUZZ")
  endif()
  add_compile_options(-fsanitize=thread -fno-omit-frame-pointer -g -O1)
  add_link_options(-fsanitize=thread)
endif()
