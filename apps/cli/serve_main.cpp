// nonet-serve: the server's own executable, which `nonet serve` runs. It is linked dynamically
// because Debian ships cpp-httplib as a shared library only, so the nonet executable itself
// stays static and quick to start.
#include <CLI/CLI.hpp>
#include <string>

#include "app_runner.hpp"
#include "commands.hpp"
#include "help_formatter.hpp"
#include "nonet/version.hpp"

int main(int argc, char** argv) {
  using namespace nonet::cli;
  CLI::App app;
  app.name("nonet serve");
  use_wrapping_help(app);
  app.set_version_flag("--version", std::string("nonet ") + nonet::kVersion);
  app.footer(
      "Exit codes:\n"
      "  0  stopped by SIGINT or SIGTERM\n"
      "  2  usage error (bad option) or the address cannot be bound");
  Action run;
  define_serve_command(app, run);
  return parse_and_run(app, argc, argv, run, "nonet serve");
}
