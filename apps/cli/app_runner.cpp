#include "app_runner.hpp"

#include <CLI/CLI.hpp>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <exception>
#include <iostream>

#include "cli_reference.hpp"
#include "report.hpp"
#include "usage_errors.hpp"

namespace nonet::cli {

int parse_and_run(CLI::App& app, int argc, char** argv, const Action& run, const char* program) {
  if (argc == 2 && std::strcmp(argv[1], kReferenceArgument) == 0) {
    print_cli_reference(app, stdout);
    return std::fflush(stdout) == 0 ? kExitOk : kExitUsage;
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::Success& e) {
    app.exit(e);  // prints the help or the version
    // Their text must have reached standard output.
    const bool flushed = std::fflush(stdout) == 0 && std::ferror(stdout) == 0 && std::cout.good();
    if (!flushed) {
      std::fprintf(stderr, "%s: cannot write to standard output: %s\n", program,
                   std::strerror(errno));
      return kExitUsage;
    }
    return kExitOk;
  } catch (const CLI::ParseError& e) {
    return report_usage_error(app, e, program);
  }
  int code = kExitUsage;
  try {
    code = run ? run() : kExitUsage;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "%s: %s\n", program, e.what());
  }
  // Output lost to a full disk or a closed descriptor must not end in success. (A batch
  // command that met a write error has said so already and returned kExitUsage.)
  const bool flushed = std::fflush(stdout) == 0;
  const int flush_errno = errno;
  if (code != kExitUsage && (!flushed || std::ferror(stdout))) {
    std::fprintf(stderr, "%s: cannot write to standard output%s%s\n", program, flushed ? "" : ": ",
                 flushed ? "" : std::strerror(flush_errno));
    code = kExitUsage;
  }
  return code;
}

}  // namespace nonet::cli
