# nonet's everyday commands. The work is done by CMake presets (CMakePresets.json); this file
# only strings them together. Safe with `make -j`: each preset is configured and built once.
#
#   make demo           install missing packages, build (release), solve examples/leetcode37.txt
#   make test           install missing packages, build (release), run the whole test suite
#   make install-test   build (release), install it into a temporary prefix, build the examples
#   make asan           the test suite built with AddressSanitizer + UndefinedBehaviorSanitizer
#   make fuzz           build the libFuzzer target (clang) and fuzz for FUZZ_SECONDS seconds
#   make bench          build the benchmarks (release, generic x86-64) and run them
#   make format         clang-format every C/C++ file in place; format-check only reports
#   make clean          remove build/

CMAKE ?= cmake
CTEST ?= ctest
CLANG_FORMAT ?= clang-format
FUZZ_SECONDS ?= 60
# Extra arguments for ctest, e.g. make test CTEST_ARGS='-L grid'
CTEST_ARGS ?=
FUZZ_ARGS ?=

FUZZ_DIR := build/fuzz
FORMAT_DIRS := include src apps tests bench examples/c examples/cpp

.DEFAULT_GOAL := help
.PHONY: help deps release dev asan-build fuzz-build demo test install-test dev-test asan fuzz bench \
        format format-check clean

help:
	@sed -n '4,12s/^#  //p' $(firstword $(MAKEFILE_LIST))

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

fuzz-build: deps
	$(CMAKE) --preset fuzz
	$(CMAKE) --build --preset fuzz

# --- the README's commands ----------------------------------------------------------------------
demo: release
	@echo '$$ ./build/release/nonet solve examples/leetcode37.txt'
	@./build/release/nonet solve examples/leetcode37.txt

test: release
	$(CTEST) --preset release $(CTEST_ARGS)

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

# Fuzzes a working corpus in build/fuzz/corpus (the seeds from tests/fuzz/corpus plus what earlier
# runs found); libFuzzer writes new inputs there and crashes to build/fuzz/artifacts, never into
# the repository.
fuzz: fuzz-build
	@rm -rf $(FUZZ_DIR)/artifacts
	@mkdir -p $(FUZZ_DIR)/corpus $(FUZZ_DIR)/artifacts
	@cp tests/fuzz/corpus/* $(FUZZ_DIR)/corpus/
	@echo "fuzz: nonet_parse_fuzzer for $(FUZZ_SECONDS) s on $(FUZZ_DIR)/corpus"
	@cd $(FUZZ_DIR) && ./nonet_parse_fuzzer corpus -max_total_time=$(FUZZ_SECONDS) \
	    -max_len=8192 -timeout=30 -rss_limit_mb=2048 -artifact_prefix=artifacts/ \
	    -print_final_stats=1 $(FUZZ_ARGS) 2>fuzz.log \
	  && { grep -E "^(stat::|Done)" fuzz.log || true; echo "fuzz: no crash in $(FUZZ_SECONDS) s"; } \
	  || { tail -n 60 fuzz.log; \
	       echo "fuzz: FAILED; input saved in $(FUZZ_DIR)/artifacts/ (log: $(FUZZ_DIR)/fuzz.log);"; \
	       echo "fuzz: replay with ./$(FUZZ_DIR)/nonet_parse_fuzzer $(FUZZ_DIR)/artifacts/<file>"; \
	       exit 1; }

# Runs every benchmark program that bench/CMakeLists.txt builds into build/bench/bench/.
bench: deps
	@test -f bench/CMakeLists.txt || { echo "bench: there is no bench/CMakeLists.txt yet"; exit 1; }
	$(CMAKE) --preset bench
	$(CMAKE) --build --preset bench
	@found=0; for program in $$(find build/bench/bench -maxdepth 1 -type f -executable | sort); do \
	  found=1; echo "== $$program"; "$$program" || exit 1; \
	done; [ $$found = 1 ] || { echo "bench: no program in build/bench/bench"; exit 1; }

# --- formatting ---------------------------------------------------------------------------------
FIND_SOURCES = find $(FORMAT_DIRS) -type f \( -name '*.cpp' -o -name '*.hpp' -o -name '*.h' \) -print0

format: deps
	$(FIND_SOURCES) | xargs -0 -r $(CLANG_FORMAT) -i

format-check: deps
	$(FIND_SOURCES) | xargs -0 -r $(CLANG_FORMAT) --dry-run --Werror

clean:
	rm -rf build
