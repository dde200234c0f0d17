#!/usr/bin/env bash
# Installs the Debian 12 packages that building, testing and fuzzing nonet need, and only those
# that are missing: when everything is there it does nothing (no network, no apt-get update).
#
#   scripts/install-deps.sh          install what is missing
#   scripts/install-deps.sh --check  list what is missing; exit 1 if anything is
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config   # the toolchain and build tools; the install
                                                  # test links the examples with pkg-config and
                                                  # build-essential's static libc and libstdc++
  libcli11-dev libfmt-dev nlohmann-json3-dev      # libraries the CLI uses
  libcpp-httplib-dev                              # nonet serve's HTTP (Debian ships it as a
                                                  # shared library only: see docs/server.md)
  libgtest-dev libgmock-dev                       # tests
  libbenchmark-dev                                # make bench
  clang libclang-rt-dev llvm                      # the release and bench presets' compiler (clang
                                                  # runs the engine ~15% faster than g++); make fuzz:
                                                  # libFuzzer + sanitizer runtimes, llvm-symbolizer
  clang-format                                    # make format / format-check
  python3-dev python3-venv python3-setuptools     # the Python package (make python): built by
  python3-wheel python3-pybind11 python3-numpy    # setuptools driving CMake, offline, in a venv
  python3-dask python3-distributed python3-pytest # of Debian's python3; nonet.dask; its tests
  chromium                                        # make browser-test: the web page in headless
                                                  # Chromium (playwright-core from npm drives it)
)

installed() {
  [[ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null)" == "install ok installed" ]]
}

missing=()
for package in "${packages[@]}"; do
  installed "$package" || missing+=("$package")
done

if [[ ${#missing[@]} -eq 0 ]]; then
  echo "install-deps: all ${#packages[@]} packages are installed"
  exit 0
fi
echo "install-deps: missing: ${missing[*]}"
[[ "${1:-}" == "--check" ]] && exit 1

sudo=()
if [[ $(id -u) -ne 0 ]]; then
  command -v sudo >/dev/null || { echo "install-deps: not root and no sudo" >&2; exit 1; }
  sudo=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -q
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
  apt-get install -y -q --no-install-recommends "${missing[@]}"
echo "install-deps: installed ${missing[*]}"
