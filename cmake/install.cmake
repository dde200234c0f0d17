include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

# Both libraries go into one export set: the package's nonet::nonet is the shared library
# (libnonet.so.0, with the libnonet.so development link), nonet::nonet_static is libnonet.a.
install(TARGETS nonet_shared nonet EXPORT nonet-targets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(DIRECTORY include/nonet DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(FILES ${PROJECT_BINARY_DIR}/include/nonet/version.hpp
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/nonet)
install(EXPORT nonet-targets NAMESPACE nonet::
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/nonet)

configure_package_config_file(cmake/nonet-config.cmake.in
  ${PROJECT_BINARY_DIR}/nonet-config.cmake
  INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/nonet)
write_basic_package_version_file(${PROJECT_BINARY_DIR}/nonet-config-version.cmake
  COMPATIBILITY SameMajorVersion)
install(FILES ${PROJECT_BINARY_DIR}/nonet-config.cmake
  ${PROJECT_BINARY_DIR}/nonet-config-version.cmake
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/nonet)

# The .pc file finds its prefix from where it is installed (${pcfiledir}), so that it stays right
# when the prefix is chosen at install time (cmake --install --prefix) or the tree is moved.
set(NONET_PC_LIBDIR "${CMAKE_INSTALL_LIBDIR}")
set(NONET_PC_INCLUDEDIR "${CMAKE_INSTALL_INCLUDEDIR}")
if(IS_ABSOLUTE "${CMAKE_INSTALL_LIBDIR}")
  set(NONET_PC_PREFIX "${CMAKE_INSTALL_PREFIX}")
else()
  file(RELATIVE_PATH _nonet_pc_up "/${CMAKE_INSTALL_LIBDIR}/pkgconfig" "/")
  string(REGEX REPLACE "/$" "" _nonet_pc_up "${_nonet_pc_up}")
  set(NONET_PC_PREFIX "\${pcfiledir}/${_nonet_pc_up}")
  set(NONET_PC_LIBDIR "\${prefix}/${CMAKE_INSTALL_LIBDIR}")
endif()
if(NOT IS_ABSOLUTE "${CMAKE_INSTALL_INCLUDEDIR}")
  set(NONET_PC_INCLUDEDIR "\${prefix}/${CMAKE_INSTALL_INCLUDEDIR}")
endif()
configure_file(cmake/nonet.pc.in ${PROJECT_BINARY_DIR}/nonet.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/nonet.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
