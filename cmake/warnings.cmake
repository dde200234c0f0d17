# Warnings are set per target, never through CMAKE_CXX_FLAGS.
function(nonet_set_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wconversion
    -Wsign-conversion -Wnon-virtual-dtor -Wold-style-cast)
  if(NONET_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()
