// `nonet serve` runs nonet-serve, the server's own executable beside nonet: every argument
// reaches it, --help included, and its exit code is the command's.
#include <gtest/gtest.h>

#include <string>

#include "cli/run_process.hpp"

namespace nonet {
namespace {

using testing::run_nonet;

TEST(ServeLauncher, HelpIsTheServersOwn) {
  const testing::ProcessResult result = run_nonet({"serve", "--help"}, "");
  EXPECT_EQ(result.exit_code, 0) << result.err;
  EXPECT_NE(result.out.find("Usage: nonet serve [OPTIONS]"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("--max-body"), std::string::npos) << result.out;
}

TEST(ServeLauncher, ABadOptionIsReportedByTheServerWithExitTwo) {
  const testing::ProcessResult result = run_nonet({"serve", "--port", "70000"}, "");
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_NE(result.err.find("--port"), std::string::npos) << result.err;
  EXPECT_TRUE(result.out.empty()) << result.out;
}

TEST(ServeLauncher, VersionIsNonets) {
  const testing::ProcessResult result = run_nonet({"serve", "--version"}, "");
  EXPECT_EQ(result.exit_code, 0) << result.err;
  EXPECT_EQ(result.out.rfind("nonet ", 0), 0U) << result.out;
}

}  // namespace
}  // namespace nonet
