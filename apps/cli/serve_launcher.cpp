// `nonet serve` runs nonet-serve, found beside the running nonet, in place of itself (exec):
// the server needs a shared library that the static nonet cannot hold (serve_main.cpp).
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "commands.hpp"
#include "report.hpp"

namespace nonet::cli {
namespace {

constexpr const char* kServerExecutable = "nonet-serve";

// The directory of the running executable, from the kernel rather than argv[0], which a
// caller may set to anything.
std::string own_directory() {
  std::string path(4096, '\0');
  const ssize_t length = ::readlink("/proc/self/exe", path.data(), path.size());
  if (length <= 0 || static_cast<std::size_t>(length) >= path.size()) return {};
  path.resize(static_cast<std::size_t>(length));
  const std::size_t slash = path.rfind('/');
  return slash == std::string::npos ? std::string{} : path.substr(0, slash);
}

}  // namespace

int run_serve_executable(const std::vector<std::string>& arguments) {
  const std::string directory = own_directory();
  if (directory.empty()) {
    std::fprintf(stderr, "nonet serve: cannot tell where nonet is installed (/proc/self/exe)\n");
    return kExitUsage;
  }
  const std::string server = directory + "/" + kServerExecutable;
  if (::access(server.c_str(), X_OK) != 0) {
    std::fprintf(stderr,
                 "nonet serve: %s is missing: this nonet was built without the server, which "
                 "needs libcpp-httplib-dev (scripts/install-deps.sh, docs/server.md)\n",
                 server.c_str());
    return kExitUsage;
  }
  std::vector<std::string> words{kServerExecutable};
  words.insert(words.end(), arguments.begin(), arguments.end());
  std::vector<char*> argv;
  for (std::string& word : words) argv.push_back(word.data());
  argv.push_back(nullptr);
  std::fflush(nullptr);
  ::execv(server.c_str(), argv.data());
  std::fprintf(stderr, "nonet serve: cannot run %s: %s\n", server.c_str(), std::strerror(errno));
  return kExitUsage;
}

void add_serve_command(CLI::App& app, Action& run) {
  auto* command = app.add_subcommand(
      "serve", std::string(kServeSummary) + " Run 'nonet serve --help' for its options.");
  // Every argument, --help included, is nonet-serve's to read.
  command->set_help_flag();
  command->prefix_command();
  command->callback([command, &run] {
    run = [arguments = command->remaining()] { return run_serve_executable(arguments); };
  });
}

}  // namespace nonet::cli
