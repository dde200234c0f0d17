#!/usr/bin/env bash
# Installs nonet from a build directory into a fresh prefix, then builds and runs a consumer
# against that prefix only: once through find_package(nonet) (CMake) and once through
# `pkg-config --cflags --libs nonet`. Registered with ctest (label `install`).
#
#   run_install_test.sh BUILD_DIR WORK_DIR [CXX_COMPILER] [BUILD_TYPE]
set -euo pipefail

build_dir=$1
work=$2
cxx=${3:-c++}
build_type=${4:-Release}
here=$(cd "$(dirname "$0")" && pwd)
cmake=${CMAKE:-cmake}  # ctest passes the cmake that configured the build
prefix=$work/prefix

rm -rf "$work"
mkdir -p "$work"

echo "== cmake --install $build_dir --prefix $prefix"
"$cmake" --install "$build_dir" --prefix "$prefix" >"$work/install.log"
test -f "$prefix/include/nonet/nonet.hpp"
test -f "$prefix/include/nonet/version.hpp"
# The private headers stay private.
# Matched below the prefix only: the build directory's own path may contain "engine".
if find "$prefix/include" -path "$prefix/include/*engine*" | grep -q .; then
  echo "private headers were installed" >&2
  exit 1
fi

echo "== find_package(nonet) consumer"
"$cmake" -S "$here/consumer" -B "$work/cmake-consumer" \
  -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_BUILD_TYPE="$build_type" \
  -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF >"$work/configure.log"
"$cmake" --build "$work/cmake-consumer"
"$work/cmake-consumer/consumer"

echo "== pkg-config consumer"
pc_dir=$(dirname "$(find "$prefix" -name nonet.pc -print -quit)")
flags=$(PKG_CONFIG_PATH="$pc_dir" PKG_CONFIG_LIBDIR="$pc_dir" pkg-config --cflags --libs nonet)
echo "pkg-config --cflags --libs nonet: $flags"
# shellcheck disable=SC2086  # the flags are words
"$cxx" -o "$work/pkg-config-consumer" "$here/consumer/main.cpp" $flags
"$work/pkg-config-consumer"

echo "install test passed"
