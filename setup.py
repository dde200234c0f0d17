"""Builds the Python package: setuptools drives the project's CMake to compile nonet._core.

Install, offline, with Debian's interpreter and packages (see README.md, "Python"):

    python3 -m venv --system-site-packages .venv
    .venv/bin/pip install --no-build-isolation --no-index .

The compiled module is built in build/python (kept between installs, so a second install only
rebuilds what changed), or with NONET_PYTHON_BUILD_DIR=DIR in that existing CMake build (`make
python-test` uses build/release, whose library is already built). NONET_BUILD_JOBS sets the
build's parallel jobs; CXX a compiler (clang++ is preferred when present: the search engine is
faster built with it).
"""

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent


def library_version() -> str:
    """The version of the C++ library (CMakeLists.txt's project()), which the package shares."""
    text = (ROOT / "CMakeLists.txt").read_text(encoding="utf-8")
    match = re.search(r"project\(nonet VERSION (\d+\.\d+\.\d+)", text)
    if match is None:
        raise RuntimeError("CMakeLists.txt: no 'project(nonet VERSION x.y.z' line")
    return match.group(1)


class CMakeExtension(Extension):
    def __init__(self, name: str) -> None:
        super().__init__(name, sources=[])


class CMakeBuild(build_ext):
    def build_extension(self, ext: Extension) -> None:
        module_dir = Path(self.get_ext_fullpath(ext.name)).resolve().parent
        shared_dir = os.environ.get("NONET_PYTHON_BUILD_DIR")
        build_dir = Path(shared_dir).resolve() if shared_dir else ROOT / "build" / "python"
        configure = [
            "cmake", "-S", str(ROOT), "-B", str(build_dir),
            "-DNONET_PYTHON=ON",
            f"-DPython_EXECUTABLE={sys.executable}",
            f"-DNONET_PYTHON_OUTPUT_DIR={module_dir}",
        ]
        if not shared_dir:
            # A build of its own: the library and the module only.
            configure += ["-DCMAKE_BUILD_TYPE=Release", "-DNONET_BUILD_CLI=OFF",
                          "-DNONET_BUILD_TESTS=OFF", "-DNONET_INSTALL=OFF"]
        if not (build_dir / "CMakeCache.txt").exists():
            if shutil.which("ninja"):
                configure += ["-G", "Ninja"]
            if "CXX" not in os.environ and shutil.which("clang++") and shutil.which("clang"):
                configure += ["-DCMAKE_CXX_COMPILER=clang++", "-DCMAKE_C_COMPILER=clang"]
        jobs = os.environ.get("NONET_BUILD_JOBS", str(os.cpu_count() or 1))
        subprocess.run(configure, check=True)
        subprocess.run(
            ["cmake", "--build", str(build_dir), "--target", "nonet_python", "--parallel", jobs],
            check=True,
        )


setup(
    version=library_version(),
    packages=["nonet"],
    package_dir={"": "python"},
    package_data={"nonet": ["py.typed", "*.pyi"]},
    ext_modules=[CMakeExtension("nonet._core")],
    cmdclass={"build_ext": CMakeBuild},
    zip_safe=False,
)
