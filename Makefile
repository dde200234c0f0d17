# nonet's everyday commands. The work is done by CMake presets (CMakePresets.json); this file
# only strings them together. Safe with `make -j`: each preset is configured and built once.
#
#   make demo           install missing packages, build (release), solve examples/leetcode37.txt
#   make test           install missing packages, build (release), run the whole test suite
#                       (ctest, the Python package's pytest suite: make python-test, and the
#                       web page's tests in headless Chromium: make browser-test)
#   make python         the Python package in .venv (Debian's python3, offline pip install)
#   make python-test    make python, then its pytest suite (tests/python)
#   make install-test   build (release), install it into a temporary prefix, build the examples
#   make asan           the test suite built with AddressSanitizer + UndefinedBehaviorSanitizer
#   make tsan           the tests that run threads, built with ThreadSanitizer; a data race fails
#   make fuzz           build the libFuzzer targets (clang) and fuzz them for FUZZ_SECONDS in all
#   make bench          build the benchmarks (release, generic x86-64) and run them
#   make server-load    64 clients on nonet serve over loopback (docs/server.md, "Load")
#   make explain-corpora  explain + selfcheck on a spread sample of every corpus (docs/logic.md)
#   make format         clang-format every C/C++ file in place; format-check only reports
#   make browser-test   the web page of `nonet serve` in headless Chromium (tests/browser)
#   make clean          remove build/ and .venv/

CMAKE ?= cmake
CTEST ?= ctest
CLANG_FORMAT ?= clang-format
FUZZ_SECONDS ?= 60
# Extra arguments for ctest, e.g. make test CTEST_ARGS='-L grid'
CTEST_ARGS ?=
FUZZ_ARGS ?=
# Extra arguments for pytest, e.g. make python-test PYTEST_ARGS='-k dask'
PYTEST_ARGS ?=
# Debian's interpreter, where python3-numpy, python3-pybind11 and python3-dask live.
SYSTEM_PYTHON ?= /usr/bin/python3
VENV ?= .venv

FUZZ_DIR := build/fuzz
FORMAT_DIRS := include src apps tests bench examples/c examples/cpp python/src

.DEFAULT_GOAL := help
.PHONY: help deps release dev asan-build tsan-build fuzz-build demo test install-test dev-test asan \
        tsan fuzz bench server-load explain-corpora format format-check clean python python-test browser-test

help:
	@sed -n '4,18s/^#  //p' $(firstword $(MAKEFILE_LIST))

deps:
	@bash scripts/install-deps.sh

# --- builds: one target per preset ------------------------------------------------------------
release: deps
	$(CMAKE) --preset release
	$(CMAKE) --build --preset release

dev: deps
	$(CMAKE) --preset dev
	$(CMAKE) --build --preset dev

asan-build: deps
	$(CMAKE) --preset asan
	$(CMAKE) --build --preset asan

# Only the library and the test programs that run threads (the tsan build preset's targets).
tsan-build: deps
	$(CMAKE) --preset tsan
	$(CMAKE) --build --preset tsan

fuzz-build: deps
	$(CMAKE) --preset fuzz
	$(CMAKE) --build --preset fuzz

# --- the README's commands ----------------------------------------------------------------------
demo: release
	@echo '$$ ./build/release/nonet solve examples/leetcode37.txt'
	@./build/release/nonet solve examples/leetcode37.txt

test: release
	$(CTEST) --preset release $(CTEST_ARGS)
	$(MAKE) --no-print-directory python-test
	$(MAKE) --no-print-directory browser-test

# The README's Python commands. The module is built in build/release beside the library that
# `make release` already compiled (NONET_PYTHON_BUILD_DIR), so only its own files compile here.
python: release
	test -x $(VENV)/bin/python || $(SYSTEM_PYTHON) -m venv --system-site-packages $(VENV)
	NONET_PYTHON_BUILD_DIR=build/release $(VENV)/bin/pip install --no-build-isolation --no-index \
	  --quiet .

python-test: python
	$(VENV)/bin/python -m pytest -q -p no:cacheprovider $(PYTEST_ARGS) tests/python

# Also part of `make test` (ctest label install): installs the release build into a temporary
# prefix and builds and runs the C example (pkg-config, shared and -static) and the C++ programs
# (pkg-config and find_package) against it; see tests/install/run_install_test.sh.
install-test: release
	$(CTEST) --preset release -L install

# --- more checks --------------------------------------------------------------------------------
dev-test: dev
	$(CTEST) --preset dev $(CTEST_ARGS)

asan: asan-build
	$(CTEST) --preset asan $(CTEST_ARGS)

# The tsan test preset picks the tests that run threads by name (its filter) and sets
# TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1: any data race fails the test.
tsan: tsan-build
	$(CTEST) --preset tsan $(CTEST_ARGS)

# Fuzzes each target in turn for an equal share of FUZZ_SECONDS (rounded up) on a working corpus
# of its own in build/fuzz (the seeds from tests/fuzz/<corpus> plus what earlier runs found);
# libFuzzer writes new inputs there and crashes to build/fuzz/artifacts, never into the
# repository. The first target that crashes stops the run.
FUZZ_TARGETS := nonet_parse_fuzzer:corpus nonet_c_api_fuzzer:c_api_corpus \
                nonet_candidate_fuzzer:candidate_corpus nonet_logic_fuzzer:logic_corpus \
                nonet_rating_fuzzer:rating_corpus nonet_options_fuzzer:options_corpus \
                nonet_engine_fuzzer:engine_corpus
FUZZ_COUNT := $(words $(FUZZ_TARGETS))
FUZZ_EACH_SECONDS = $(shell echo $$(( ($(FUZZ_SECONDS) + $(FUZZ_COUNT) - 1) / $(FUZZ_COUNT) )))

fuzz: fuzz-build
	@rm -rf $(FUZZ_DIR)/artifacts
	@mkdir -p $(FUZZ_DIR)/artifacts
	@for entry in $(FUZZ_TARGETS); do \
	  target=$${entry%%:*}; corpus=$${entry#*:}; \
	  mkdir -p $(FUZZ_DIR)/$$corpus && cp tests/fuzz/$$corpus/* $(FUZZ_DIR)/$$corpus/; \
	  echo "fuzz: $$target for $(FUZZ_EACH_SECONDS) s on $(FUZZ_DIR)/$$corpus"; \
	  ( cd $(FUZZ_DIR) && ./$$target $$corpus -max_total_time=$(FUZZ_EACH_SECONDS) \
	      -max_len=8192 -timeout=30 -rss_limit_mb=2048 -artifact_prefix=artifacts/ \
	      -print_final_stats=1 $(FUZZ_ARGS) 2>$$target.log ) \
	  && { grep -E "^(stat::|Done)" $(FUZZ_DIR)/$$target.log || true; \
	       echo "fuzz: $$target: no crash in $(FUZZ_EACH_SECONDS) s"; } \
	  || { tail -n 60 $(FUZZ_DIR)/$$target.log; \
	       echo "fuzz: $$target FAILED; input saved in $(FUZZ_DIR)/artifacts/ (log: $(FUZZ_DIR)/$$target.log);"; \
	       echo "fuzz: replay with ./$(FUZZ_DIR)/$$target $(FUZZ_DIR)/artifacts/<file>"; \
	       exit 1; }; \
	done

# Runs every benchmark program that bench/CMakeLists.txt builds into build/bench/bench/.
bench: deps
	@test -f bench/CMakeLists.txt || { echo "bench: there is no bench/CMakeLists.txt yet"; exit 1; }
	$(CMAKE) --preset bench
	$(CMAKE) --build --preset bench
	@found=0; for program in $$(find build/bench/bench -maxdepth 1 -type f -executable | sort); do \
	  found=1; echo "== $$program"; "$$program" || exit 1; \
	done; [ $$found = 1 ] || { echo "bench: no program in build/bench/bench"; exit 1; }

# The web page's tests in Debian's headless Chromium, driven by playwright-core from npm (pinned by
# tests/browser/package-lock.json; `npm ci` only when it is not installed yet; nothing downloads a
# browser). They start `$(NONET_SERVE_BIN) serve --port 0`, which must be built already; they
# keep a screenshot of each view in $(BROWSER_ARTIFACTS).
NONET_SERVE_BIN ?= build/release/nonet
BROWSER_ARTIFACTS ?= build/browser-artifacts
BROWSER_TEST_DIR := tests/browser

browser-test: deps
	@test -x $(NONET_SERVE_BIN) || { echo "browser-test: no $(NONET_SERVE_BIN): build it, or set NONET_SERVE_BIN"; exit 1; }
	test -d $(BROWSER_TEST_DIR)/node_modules/playwright-core || npm ci --prefix $(BROWSER_TEST_DIR) --no-audit --no-fund
	cd $(BROWSER_TEST_DIR) && NONET_BIN=$(abspath $(NONET_SERVE_BIN)) \
	  NONET_BROWSER_ARTIFACTS=$(abspath $(BROWSER_ARTIFACTS)) \
	  node --test --test-concurrency=1 --test-reporter=spec *.test.js

# The load run of `nonet serve` (bench/server_load.cpp, built with the tests) against the release
# build. Options: make server-load SERVER_LOAD_ARGS='--endpoint rate'.
SERVER_LOAD_ARGS ?=
server-load: release
	build/release/tests/nonet_server_load $(SERVER_LOAD_ARGS)

# explain on EXPLAIN_PER_CORPUS puzzles spread over each corpus of ../shared/data, every step
# checked against the solution (tests/logic/explain_corpora.sh; the test suite runs 4 a corpus).
EXPLAIN_PER_CORPUS ?= 60
NONET_DATA_DIR ?= ../shared/data
explain-corpora: release
	bash tests/logic/explain_corpora.sh build/release/nonet $(NONET_DATA_DIR) $(EXPLAIN_PER_CORPUS) 2

# --- formatting ---------------------------------------------------------------------------------
FIND_SOURCES = find $(FORMAT_DIRS) -type f \( -name '*.cpp' -o -name '*.hpp' -o -name '*.h' \) -print0

format: deps
	$(FIND_SOURCES) | xargs -0 -r $(CLANG_FORMAT) -i

format-check: deps
	$(FIND_SOURCES) | xargs -0 -r $(CLANG_FORMAT) --dry-run --Werror

clean:
	rm -rf build $(VENV)
