# Warnings are set per target, never through CMAKE_CXX_FLAGS.
function(nonet_set_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wconversion
    -Wsign-conversion -Wnon-virtual-dtor -Wold-style-cast)
  # GCC 12 reports std::string concatenations as overlapping memcpy at -O2 and above (GCC bugs
  # 105329, 105651): a false positive in libstdc++ itself, fixed in GCC 13.
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
    target_compile_options(${target} PRIVATE -Wno-restrict)
  endif()
  if(NONET_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()
