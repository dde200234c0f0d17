// Tests that read data files from outside the repository: the corpora of NONET_DATA_DIR
// (../shared/data) and the seeds beside it (../shared/seeds). What a test does when such a file
// is missing depends on where it runs:
//
//   - locally a missing file skips the test (GTEST_SKIP), with a message that names the file;
//   - in CI (the environment variable CI set to anything but "false" or "0"; .ci/run sets
//     CI=true) it fails the test: a suite that lost its data must not pass by skipping.
//
//   if (!corpus) NONET_MISSING_DATA("corpus not found: " << path);    // fatal: ends the test
//
// A test that goes on with whichever of several files it finds calls note_missing_data() for each
// one that is missing: a non-fatal failure in CI, a note on stderr locally.
#pragma once

#include <gtest/gtest.h>

#include <cstdlib>
#include <iostream>
#include <string>
#include <string_view>

namespace nonet::test {

/// The directory of the corpora (the NONET_DATA_DIR the tests were built with).
inline std::string data_dir() {
#ifdef NONET_DATA_DIR
  return NONET_DATA_DIR;
#else
  return "../shared/data";
#endif
}

inline std::string data_path(std::string_view file_name) {
  return data_dir() + "/" + std::string(file_name);
}

/// True when a missing data file fails the test rather than skips it: in CI, that is when the
/// environment variable CI is set and is neither empty, "false" nor "0".
inline bool missing_data_fails() {
  const char* ci = std::getenv("CI");
  if (ci == nullptr) return false;
  const std::string_view value(ci);
  return !value.empty() && value != "false" && value != "0";
}

/// For a test that carries on without one of several files: records `what` (which file is
/// missing) as a non-fatal failure in CI, or prints it to stderr locally.
inline void note_missing_data(const std::string& what) {
  if (missing_data_fails()) {
    ADD_FAILURE() << what << " (a missing data file is a failure when CI is set)";
  } else {
    std::cerr << "note: " << what << " (part of the test skipped; in CI this fails)\n";
  }
}

}  // namespace nonet::test

/// Ends the current test because a data file is missing: fails it in CI, skips it elsewhere.
/// `message` is streamed (`"not found: " << path`). For test bodies and fixtures' SetUp: like
/// GTEST_SKIP it returns from the enclosing void function.
#define NONET_MISSING_DATA(message)                                                      \
  do {                                                                                   \
    if (::nonet::test::missing_data_fails()) {                                           \
      GTEST_FAIL() << message << " (a missing data file is a failure when CI is set)";   \
    }                                                                                    \
    GTEST_SKIP() << message << " (skipped: data file missing; in CI this is a failure)"; \
  } while (false)
