#!/usr/bin/env bash
# The install test: installs a built nonet into a fresh prefix, then builds and runs programs
# against that prefix only, the way users would:
#
#   1. the installed files: headers, libnonet.a, libnonet.so -> libnonet.so.0 (its SONAME), the
#      C API and the C++ API exported by the shared library, nonet.pc, the CMake package; the
#      bash, zsh and fish completions (bash's run) and the man page (rendered by `man -l` when
#      man is installed);
#   2. examples/c/example.c, a C11 program, with pkg-config: against the shared library
#      (`cc -std=c11 -Wall -Werror example.c $(pkg-config --cflags --libs nonet)`) and as a
#      static executable (`-static ... $(pkg-config --static --cflags --libs nonet)`), with `cc`
#      and with the C compiler of the build;
#   3. tests/install/consumer/main.cpp, C++ with pkg-config (shared);
#   4. tests/install/consumer with find_package(nonet): nonet::nonet and nonet::nonet_static;
#   5. examples/cpp with find_package(nonet REQUIRED).
#
# Every program is run and its output checked (the solved grid among it). Registered with ctest
# (label `install`); `make install-test` builds the release preset and runs it.
#
#   run_install_test.sh BUILD_DIR WORK_DIR [CXX_COMPILER] [C_COMPILER] [BUILD_TYPE]
set -euo pipefail

build_dir=$1
work=$2
cxx=${3:-c++}
cc_build=${4:-cc}
build_type=${5:-Release}
here=$(cd "$(dirname "$0")" && pwd)
source_dir=$(cd "$here/../.." && pwd)
cmake=${CMAKE:-cmake}  # ctest passes the cmake that configured the build
prefix=$work/prefix
solution=534678912672195348198342567859761423426853791713924856961537284287419635345286179

rm -rf "$work"
mkdir -p "$work"

fail() {
  echo "install test: FAILED: $*" >&2
  exit 1
}
# expect_in FILE TEXT: FILE has a line containing TEXT.
expect_in() { grep -qF -- "$2" "$1" || { cat "$1" >&2; fail "$1 lacks: $2"; }; }

echo "== cmake --install $build_dir --prefix $prefix"
"$cmake" --install "$build_dir" --prefix "$prefix" >"$work/install.log"
test -f "$prefix/include/nonet/nonet.h" || fail "nonet.h not installed"
test -f "$prefix/include/nonet/nonet.hpp" || fail "nonet.hpp not installed"
test -f "$prefix/include/nonet/version.hpp" || fail "version.hpp not installed"
# The CLI, and the server beside it when it was built: `nonet serve` runs the installed one.
[[ -x $prefix/bin/nonet ]] || fail "bin/nonet not installed"
if [[ -x $build_dir/nonet-serve ]]; then
  [[ -x $prefix/bin/nonet-serve ]] || fail "bin/nonet-serve not installed"
  "$prefix/bin/nonet" serve --help >"$work/serve-help.txt" || fail "installed nonet serve --help failed"
  expect_in "$work/serve-help.txt" "Usage: nonet serve"
fi
# The shell completions and the man page, which the build writes from the CLI's own options.
for file in share/bash-completion/completions/nonet share/zsh/site-functions/_nonet \
  share/fish/vendor_completions.d/nonet.fish share/man/man1/nonet.1; do
  [[ -s $prefix/$file ]] || fail "$file not installed"
done
# bash completes a command and a command's option with it.
completion=$prefix/share/bash-completion/completions/nonet
completed=$(bash -c 'source "$1"; COMP_WORDS=(nonet sol); COMP_CWORD=1; _nonet
  echo "${COMPREPLY[*]}"; COMP_WORDS=(nonet solve --lim); COMP_CWORD=2; _nonet
  echo "${COMPREPLY[*]}"' bash "$completion")
[[ $completed == $'solve\n--limit' ]] || fail "bash completion gave: $completed"
# zsh and fish, where installed, parse theirs.
if command -v zsh >/dev/null; then
  zsh -n "$prefix/share/zsh/site-functions/_nonet" || fail "zsh cannot parse _nonet"
fi
if command -v fish >/dev/null; then
  fish -n "$prefix/share/fish/vendor_completions.d/nonet.fish" || fail "fish cannot parse nonet.fish"
fi
if command -v man >/dev/null && command -v nroff >/dev/null; then
  MANWIDTH=80 man -l "$prefix/share/man/man1/nonet.1" >"$work/nonet.1.txt" 2>"$work/man.err" ||
    fail "man -l nonet.1 failed: $(cat "$work/man.err")"
  for text in "NONET(1)" "nonet solve" "EXIT STATUS" "--limit"; do
    expect_in "$work/nonet.1.txt" "$text"
  done
else
  echo "== man or nroff not found: the man page's rendering is not checked"
fi
# The private headers stay private.
# Matched below the prefix only: the build directory's own path may contain "engine".
if find "$prefix/include" -path "$prefix/include/*engine*" | grep -q .; then
  fail "private headers were installed"
fi

libdir=$(dirname "$(find "$prefix" -name libnonet.a -print -quit)")
[[ -f $libdir/libnonet.a ]] || fail "libnonet.a not installed"
version=$(sed -n 's/^#define NONET_VERSION_STRING "\(.*\)"$/\1/p' "$prefix/include/nonet/version.hpp")
major=${version%%.*}
echo "== libraries in $libdir (version $version)"
ls -l "$libdir"/libnonet*
[[ -f $libdir/libnonet.so.$version && ! -L $libdir/libnonet.so.$version ]] ||
  fail "libnonet.so.$version missing"
[[ $(readlink "$libdir/libnonet.so.$major") == "libnonet.so.$version" ]] ||
  fail "libnonet.so.$major does not point to libnonet.so.$version"
[[ $(readlink "$libdir/libnonet.so") == "libnonet.so.$major" ]] ||
  fail "libnonet.so does not point to libnonet.so.$major"
readelf -d "$libdir/libnonet.so.$version" >"$work/readelf-so.txt"
expect_in "$work/readelf-so.txt" "Library soname: [libnonet.so.$major]"
# Everything it uses is in the libraries it names (libstdc++, libm, libc...).
ldd -r "$libdir/libnonet.so.$version" >"$work/ldd-so.txt" 2>&1
if grep -q "undefined symbol" "$work/ldd-so.txt"; then
  cat "$work/ldd-so.txt" >&2
  fail "libnonet.so has undefined symbols"
fi
# The shared library exports the C API and the C++ API.
nm -D --defined-only "$libdir/libnonet.so.$version" >"$work/nm-raw.txt"
nm -DC --defined-only "$libdir/libnonet.so.$version" >"$work/nm.txt"
for symbol in nonet_solve nonet_count nonet_is_valid nonet_version; do
  grep -qE " T $symbol\$" "$work/nm-raw.txt" || fail "libnonet.so does not export $symbol"
done
for symbol in 'nonet::solve(' 'nonet::parse_puzzle(' 'nonet::rate_se(' 'nonet::Grid::to_line'; do
  grep -qF " T $symbol" "$work/nm.txt" || fail "libnonet.so does not export $symbol"
done

echo "== nonet.pc"
pc_dir=$(dirname "$(find "$prefix" -name nonet.pc -print -quit)")
pkg() { PKG_CONFIG_PATH="$pc_dir" PKG_CONFIG_LIBDIR="$pc_dir" pkg-config "$@" nonet; }
cflags=$(pkg --cflags)
libs=$(pkg --libs)
static_libs=$(pkg --static --libs)
echo "pkg-config --cflags --libs nonet: $cflags $libs"
echo "pkg-config --static --libs nonet: $static_libs"
[[ $cflags != *-std=* ]] || fail "nonet.pc's Cflags name a language standard: $cflags"
[[ $(pkg --modversion) == "$version" ]] || fail "nonet.pc's version is not $version"

# check_c_example EXE LOG: the C example ran, found LeetCode's solution and every expected answer.
check_c_example() {
  expect_in "$2" "solution: $solution"
  expect_in "$2" "functions of nonet.h answered as expected"
  expect_in "$2" "$version"
  if grep -q UNEXPECTED "$2"; then cat "$2" >&2; fail "$1: an unexpected answer"; fi
  # Every function the installed nonet.h declares has its demo (a line naming it).
  local function
  for function in $(grep -oE '\bnonet_[a-z_]+\(' "$prefix/include/nonet/nonet.h" | tr -d '(' |
    sort -u); do
    grep -qx -- "$function" "$2" || fail "$1: examples/c/example.c has no demo of $function"
  done
}

c_compilers=(cc)
[[ $(command -v "$cc_build" || echo "$cc_build") != "$(command -v cc)" ]] &&
  c_compilers+=("$cc_build")
for c_compiler in "${c_compilers[@]}"; do
  name=$(basename "$c_compiler")
  echo "== C example, shared, $c_compiler: -std=c11 -Wall -Werror \$(pkg-config --cflags --libs nonet)"
  # shellcheck disable=SC2046  # the flags are words
  "$c_compiler" -std=c11 -Wall -Wextra -Werror -o "$work/c-shared-$name" \
    "$source_dir/examples/c/example.c" $(pkg --cflags --libs)
  LD_LIBRARY_PATH=$libdir ldd "$work/c-shared-$name" >"$work/ldd-c-shared-$name.txt"
  expect_in "$work/ldd-c-shared-$name.txt" "libnonet.so.$major => $libdir/libnonet.so.$major"
  LD_LIBRARY_PATH=$libdir "$work/c-shared-$name" >"$work/c-shared-$name.log" ||
    { cat "$work/c-shared-$name.log" >&2; fail "the shared C example ($name) failed"; }
  check_c_example "c-shared-$name" "$work/c-shared-$name.log"

  echo "== C example, static, $c_compiler: -static \$(pkg-config --static --cflags --libs nonet)"
  # shellcheck disable=SC2046  # the flags are words
  "$c_compiler" -std=c11 -Wall -Wextra -Werror -static -o "$work/c-static-$name" \
    "$source_dir/examples/c/example.c" $(pkg --static --cflags --libs)
  readelf -l "$work/c-static-$name" >"$work/readelf-c-static-$name.txt"
  if grep -q INTERP "$work/readelf-c-static-$name.txt"; then
    fail "the static C example ($name) is dynamically linked"
  fi
  "$work/c-static-$name" >"$work/c-static-$name.log" ||
    { cat "$work/c-static-$name.log" >&2; fail "the static C example ($name) failed"; }
  check_c_example "c-static-$name" "$work/c-static-$name.log"
  cmp "$work/c-shared-$name.log" "$work/c-static-$name.log" ||
    fail "the shared and static C examples ($name) printed different things"
done
echo "C example output:"
cat "$work/c-shared-cc.log"

echo "== C++ consumer with pkg-config (shared): -std=c++20 \$(pkg-config --cflags --libs nonet)"
# shellcheck disable=SC2046  # the flags are words
"$cxx" -std=c++20 -o "$work/pkg-config-consumer" "$here/consumer/main.cpp" $(pkg --cflags --libs)
LD_LIBRARY_PATH=$libdir "$work/pkg-config-consumer"

echo "== find_package(nonet) consumer: nonet::nonet and nonet::nonet_static"
"$cmake" -S "$here/consumer" -B "$work/cmake-consumer" \
  -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_BUILD_TYPE="$build_type" \
  -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF >"$work/configure.log"
"$cmake" --build "$work/cmake-consumer"
readelf -d "$work/cmake-consumer/consumer" >"$work/readelf-consumer.txt"
expect_in "$work/readelf-consumer.txt" "Shared library: [libnonet.so.$major]"
readelf -d "$work/cmake-consumer/consumer_static" >"$work/readelf-consumer-static.txt"
if grep -qF "libnonet.so" "$work/readelf-consumer-static.txt"; then
  fail "consumer_static needs libnonet.so"
fi
"$work/cmake-consumer/consumer"  # CMake gives it the RPATH of the installed libnonet.so
"$work/cmake-consumer/consumer_static"

echo "== examples/cpp with find_package(nonet REQUIRED)"
"$cmake" -S "$source_dir/examples/cpp" -B "$work/cpp-example" \
  -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_BUILD_TYPE="$build_type" \
  -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF >"$work/configure-cpp.log"
"$cmake" --build "$work/cpp-example"
"$work/cpp-example/nonet_example" >"$work/cpp-example.log" ||
  { cat "$work/cpp-example.log" >&2; fail "examples/cpp failed"; }
cat "$work/cpp-example.log"
expect_in "$work/cpp-example.log" "nonet $version"
expect_in "$work/cpp-example.log" "check:    unique"
expect_in "$work/cpp-example.log" "solution: $solution"
grep -qE '^rating:   [0-9]+\.[0-9]/[0-9]+\.[0-9]/[0-9]+\.[0-9] \((Easy|Medium|Hard|Expert|Extreme)\)$' \
  "$work/cpp-example.log" || fail "examples/cpp printed no rating"
# A puzzle with two givens clashing: the example says why and fails.
if "$work/cpp-example/nonet_example" \
  "53..7...56..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79" \
  >"$work/cpp-example-clash.log"; then
  fail "examples/cpp accepted clashing givens"
fi
expect_in "$work/cpp-example-clash.log" "check:    invalid"

echo "install test passed"
